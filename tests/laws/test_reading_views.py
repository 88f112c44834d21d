import pytest
from django.urls import reverse


def page(client, url, status=200):
    response = client.get(url)
    assert response.status_code == status, url
    return response.content.decode()


def test_toc_lists_all_laws_with_status(client, sample_db):
    html = page(client, reverse("laws:toc"))
    for number in (1, 45, 62, 93):
        assert f'href="/laws/{number}/"' in html
    assert "Игра картой" in html
    assert "название в источниках не сохранилось" in html
    assert "нет текста" in html  # 62A, 62D are known only from the contents
    assert "Часть III — ЗАПРЕЩЁННЫЙ ХОД ИЛИ ИГРА" in html


def test_detail_has_anchors_hierarchy_and_footnote(client, sample_db):
    html = page(client, "/laws/45/")
    assert 'id="45C4B"' in html
    assert 'class="clause depth-3' in html
    assert "лицевой стороной вверх" in html
    assert 'href="#fn-45A-1"' in html  # marker → footnote
    assert 'id="fn-45A-1"' in html
    assert "Первый ход делается сначала лицевой стороной вниз" in html
    assert "Ссылаются на этот пункт" in html and 'href="/laws/47/#47C"' in html


def test_detail_links_references_with_preview(client, sample_db):
    html = page(client, "/laws/47/")
    assert 'href="/laws/45/#45C4B"' in html
    assert 'hx-get="/laws/45/C4(B)/preview/"' in html
    assert 'hx-trigger="mouseenter delay:200ms, focus"' in html
    # A reference to an absent law leads to the law page, marked as missing.
    assert 'class="xref xref--missing" href="/laws/69/"' in html
    assert "<script>alert(1)</script>" not in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html


def test_page_marks_cut_and_table(client, sample_db):
    html = page(client, "/laws/50/")
    assert "с.&nbsp;80" in html and "с.&nbsp;84" in html
    assert "текст в источниках обрывается" in html
    html = page(client, "/laws/77/")
    assert "<table" in html and '<th scope="col">Вне зоны</th>' in html


def test_absent_law_says_so_and_shows_index_entries(client, sample_db):
    html = page(client, "/laws/62/")
    assert "Текста этого правила в источниках нет" in html
    assert "Фальшренонс в 12-й взятке" in html
    assert "В предметном указателе" in html and "Фальшренонс" in html
    html = page(client, "/laws/13/")
    assert "Текста этого правила в сохранившихся источниках нет" in html


def test_previous_and_next(client, sample_db):
    html = page(client, "/laws/45/")
    assert 'rel="prev" href="/laws/44/"' in html and 'rel="next" href="/laws/46/"' in html
    assert 'rel="prev"' not in page(client, "/laws/1/")


@pytest.mark.parametrize("path", ["C4(B)", "C4B", "c4b", "С4(В)", "%D0%A14%D0%92"])
def test_clause_permalink_redirects_to_anchor(client, sample_db, path):
    response = client.get(f"/laws/45/{path}/")
    assert response.status_code == 302
    assert response["Location"] == "/laws/45/#45C4B"


@pytest.mark.parametrize(
    "url",
    [
        "/laws/999/",
        "/laws/0/",
        "/laws/99999999999999999999999/",
        "/laws/abc/",
        "/laws/45/Z9/",
        "/laws/45/D/",
        "/laws/45/C4(B)(1)(A)(2)/",
        "/laws/45/Z9/preview/",
        "/laws/999/preview/",
        "/laws/terms/nothing/",
    ],
)
def test_bad_addresses_give_russian_404(client, sample_db, url):
    assert "Страница не найдена" in page(client, url, status=404)


def test_preview_fragment_and_full_page(client, sample_db):
    fragment = client.get("/laws/45/C4(B)/preview/", HTTP_HX_REQUEST="true").content.decode()
    assert "<html" not in fragment
    assert "Текст пункта C4(B)." in fragment and 'href="/laws/45/#45C4B"' in fragment
    full = page(client, "/laws/45/C4(B)/preview/")
    assert "<html" in full and "Текст пункта C4(B)." in full


def test_preview_of_clause_includes_subclauses(client, sample_db):
    fragment = client.get("/laws/45/C4/preview/", HTTP_HX_REQUEST="true").content.decode()
    assert "Текст пункта C4(A)." in fragment and "Текст пункта C4(B)." in fragment


def test_preview_of_missing_text_says_so(client, sample_db):
    fragment = client.get("/laws/62/D/preview/", HTTP_HX_REQUEST="true").content.decode()
    assert "в источниках нет" in fragment


def test_glossary_term_marked_with_definition(client, sample_db):
    html = page(client, "/laws/45/")
    assert '<dfn class="term"' in html
    assert 'hx-get="/laws/terms/trump/"' in html
    fragment = client.get("/laws/terms/trump/", HTTP_HX_REQUEST="true").content.decode()
    assert "Каждая карта в масти контракта" in fragment


def test_copy_citation_control_hidden_without_js(client, sample_db):
    html = page(client, "/laws/45/")
    assert 'data-permalink="/laws/45/C4(B)/" data-citation="Правило 45C4(B)" hidden' in html
    assert "<script>" not in html.split("</head>")[1]  # no inline scripts in the body


def test_home_links_into_laws(client, sample_db):
    html = page(client, "/")
    assert 'href="/laws/"' in html
    assert 'href="/laws/53/"' in html  # Часть III starts at Law 53


def test_lost_law_shows_what_the_site_knows_of_it(client, sample_db):
    from quizzes.models import Scenario

    Scenario.objects.create(
        slug="renonce-12",
        title="Фальшренонс в последней взятке",
        level="player",
        kind="choice",
        laws=["62D", "64A"],
        source_yaml="",
        question={},
    )
    Scenario.objects.create(
        slug="other",
        title="Другая задача",
        level="player",
        kind="choice",
        laws=["45A"],
        source_yaml="",
        question={},
    )
    html = page(client, "/laws/62/")
    # The title, the headings by the contents' pages, the index entries and the tasks.
    assert html.count("Текста этого правила в источниках нет") == 1
    assert "Текста этого пункта" not in html
    assert "Заголовки пунктов" in html
    assert "По оглавлению: с. 85–86 печатного издания (в самом оглавлении — с. 89–90)" in html
    assert 'id="62D"' in html and "Фальшренонс в 12-й взятке" in html
    assert "В предметном указателе" in html
    assert 'href="/practice/s/renonce-12/"' in html and "Другая задача" not in html
    assert 'href="/practice/?law=62"' in html
    # A law with text: how many tasks, and a link to them, not the list.
    html = page(client, "/laws/45/")
    assert "Задачи по этому правилу" in html and 'href="/practice/?law=45"' in html
    assert "Другая задача" not in html


def test_contents_folds_by_chapter_and_part_of_the_sources(client, sample_db):
    html = page(client, reverse("laws:toc"))
    assert html.count('<details class="toc__fold" open>') >= 2
    assert "js/contents.js" in html
    # Each law stays in the contents, with the anchor the law pages link back to.
    for number in (1, 45, 62, 93):
        assert f'id="law-{number}"' in html
