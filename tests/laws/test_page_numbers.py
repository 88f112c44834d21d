"""One page numbering on the law pages, the printed one: a page that begins inside a paragraph
is marked where it begins, a heading carries its own page, and the contents' numbering (four
more) is named as such where it is all there is."""

import re

import pytest

from laws.ingest.pipeline import build_corpus

pytestmark = pytest.mark.django_db


@pytest.fixture
def site(real_corpus, client):
    return client


def law_page(client, number):
    response = client.get(f"/laws/{number}/")
    assert response.status_code == 200
    return response.content.decode()


def mark_before(html, page, words):
    """The inline mark of ``page`` stands right before ``words``."""
    pattern = rf"page-mark--inline[^>]*>\(?с\.&nbsp;{page}\)?</span>\s*{words}"
    return re.search(pattern, html)


@pytest.mark.parametrize(
    ("law", "page", "words"),
    [
        (67, 92, "картой в дефектную взятку"),  # 67B2: p. 91 runs onto p. 92
        (53, 80, "картой"),  # 53A: «…играет | картой(*) после неправильного хода»
        (73, 100, "информацию, делая заявки"),  # 73E: the page begins inside «ин|формацию»
        (50, 76, "На партнёра нарушителя не налагается"),  # 50D: p. 76 (derived)
    ],
)
def test_a_page_that_begins_inside_a_paragraph_is_marked_there(site, law, page, words):
    html = law_page(site, law)
    assert mark_before(html, page, words), (law, page)


def test_a_derived_page_start_is_in_brackets_and_a_word_split_is_named(site):
    assert (
        "page-mark--inferred"
        in re.search(
            r'<span class="page-mark page-mark--inline[^"]*"[^>]*>\(с\.&nbsp;76\)',
            law_page(site, 50),
        ).group()
    )
    assert "внутри этого слова" in law_page(site, 73)


def test_the_heading_of_law_17_is_on_page_47(site):
    assert "Заголовок — на с.&nbsp;47 печатного издания." in law_page(site, 17)


def test_a_heading_page_is_not_repeated_by_the_first_paragraph(site):
    html = law_page(site, 63)
    assert "Заголовок — на с.&nbsp;87" in html
    assert 'aria-label="Страница печатного издания 87"' not in html


def test_contents_pages_are_given_as_printed_pages_and_named(site):
    html = law_page(site, 62)
    assert "по оглавлению: с. 85 печатного издания (в самом оглавлении — с. 89" in html
    assert "его номера на 4 больше" in html
    assert not re.search(r"[^(]по оглавлению, с\. 89", html)


def test_the_parser_reads_the_heading_page_only_from_a_marked_page():
    laws = build_corpus().laws
    assert laws[17].page == 47
    assert laws[63].page == 87
    assert laws[53].page is None  # its heading stands before the file's first page marker
    assert laws[45].page is None  # 004 has no page markers


def test_the_index_keeps_its_printed_headwords(site):
    html = site.get("/index/").content.decode()
    assert "Одновременные акции:" in html
    for head in ("[обозначение карты]", "[приличия]", "[усмотрение судьи]"):
        assert f">{head}</span>" in html
    assert "[[" not in html and "Обозначение карты]" not in html
    letters = re.findall(r'class="index-letter__head">([^<]*)<', html)
    assert letters == sorted(set(letters), key=letters.index) and "[" not in "".join(letters)
