"""Where the law's cross-references lead, on the real corpus: a whole law to the law, a footnote
to the footnote, a section whose heading is lost to what survives of it, saying so."""

import re

import pytest

from laws import search_page

pytestmark = pytest.mark.django_db


@pytest.fixture
def site(real_corpus, client):
    return client


def page(client, url, **headers):
    response = client.get(url, **headers)
    assert response.status_code == 200, url
    return response.content.decode()


def link(html, text):
    found = re.search(
        rf'<a class="xref[^"]*" href="([^"]*)" hx-get="([^"]*)"[^>]*title="([^"]*)">{text}</a>',
        html,
    )
    assert found, text
    return found.groups()


def test_a_whole_law_reference_leads_to_the_law_and_previews_it(site):
    href, preview, title = link(page(site, "/laws/49/"), "правило 50")
    assert (href, preview, title) == ("/laws/50/", "/laws/50/preview/", "Правило 50")
    html = page(site, preview, HTTP_HX_REQUEST="true")
    assert "Правило 50</a>. Распоряжение штрафной картой" in html
    assert "Определение штрафной карты" in html  # the law's first lines
    assert "Распоряжение младшей штрафной картой" not in html  # not the whole law
    assert "Читать дальше" in html


@pytest.mark.parametrize(
    ("law", "text"), [(14, "правило 50"), (86, "правилом 6"), (73, "правило 16")]
)
def test_every_whole_law_reference_is_a_law_link(site, law, text):
    href, preview, _ = link(page(site, f"/laws/{law}/"), text)
    number = re.search(r"\d+", text).group()
    assert href == f"/laws/{number}/" and preview == f"/laws/{number}/preview/"


def test_the_footnote_reference_lands_on_the_footnote(site):
    href, _, title = link(page(site, "/laws/49/"), "сноску к правилу 68")
    assert href == "/laws/68/#fn-68-1"
    assert title == "Сноска (**) к правилу 68"
    law_68 = page(site, "/laws/68/")
    assert 'id="fn-68-1"' in law_68
    assert re.search(r'id="fn-68-1".{0,400}Если заявление или действие', law_68, re.S)


def test_a_section_whose_heading_is_lost_says_where_it_lands(site):
    href, preview, title = link(page(site, "/laws/14/"), "раздела &quot;B&quot; этого правила")
    assert href == "/laws/14/#14B2"
    assert "заголовок раздела B в источниках не сохранился" in title and "14B2" in title
    html = page(site, preview, HTTP_HX_REQUEST="true")
    assert "Заголовок раздела B в источниках не сохранился" in html
    assert "B2." in html and "B3." in html


@pytest.mark.parametrize("path", ["Z", "ЖЖ", "B(", "B9", "C"])
def test_other_missing_previews_are_404(site, path):
    assert site.get(f"/laws/14/{path}/preview/").status_code == 404


def test_search_snippets_link_references_the_same_way(site):
    data = search_page.corpus()
    by_law = {d.key: d for d in data.finder.index.docs}
    hrefs = {
        href
        for key, links in data.links.items()
        if key in by_law and by_law[key].law in (49, 14)
        for _, _, href in links
    }
    assert "/laws/50/" in hrefs  # «правило 50»: the law
    assert "/laws/68/#fn-68-1" in hrefs  # «сноску к правилу 68»: the footnote
    assert "/laws/14/B3/" in hrefs  # «пункт 3»
    assert "/laws/14/B2/" in hrefs  # «раздела "B"»: where section B survives
