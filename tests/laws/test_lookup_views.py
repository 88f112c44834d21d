import pytest

from laws.models import IndexEntry
from tests.laws.search.rows import make_corpus

pytestmark = pytest.mark.django_db


@pytest.fixture
def corpus():
    make_corpus()


def page(client, url, **params):
    response = client.get(url, params)
    assert response.status_code == 200
    return response.content.decode()


def test_search_finds_all_forms_and_highlights(client, corpus):
    html = page(client, "/search/", q="штрафная карта")
    # grouped by law: the group's heading leads to the law, the rest of it one click away
    assert '<a href="/laws/50/">Правило 50. Распоряжение штрафной картой</a>' in html
    assert 'href="/search/?q=%D1%88' in html and "law=50" in html
    html = page(client, "/search/", q="штрафная карта", law="50")
    assert "Правило 50A" in html and "Правило 50D" in html
    assert "<mark>штрафной</mark> <mark>картой</mark>" in html
    assert "<mark>штрафных</mark> <mark>карт</mark>" in html
    assert 'href="/laws/50/C/"' in html


def test_search_results_rank_headings_first(client, corpus):
    html = page(client, "/search/", q="фальшренонс")
    assert html.index("Правило 63B") < html.index("Правило 50C")


def test_english_term_finds_russian_text(client, corpus):
    html = page(client, "/search/", q="revoke")
    assert "<mark>фальшренонс</mark>" in html


def test_definitions_are_found_by_russian_and_english_term(client, corpus):
    for q in ("undertrick", "недобранные взятки"):
        html = page(client, "/search/", q=q)
        assert 'href="/glossary/#nedobrannaya-vzyatka"' in html
        assert "Определения" in html


def test_law_title_ranks_above_its_clauses(client, corpus):
    html = page(client, "/search/", q="распоряжение штрафной картой")
    assert html.index("Правило 50</span>") < html.index("Правило 50D")
    assert "Правило целиком — текст сохранился не полностью." in html


def test_htmx_request_gets_only_the_results(client, corpus):
    response = client.get("/search/", {"q": "штрафная"}, HTTP_HX_REQUEST="true")
    html = response.content.decode()
    assert response.status_code == 200
    assert "<html" not in html and "search-hit" in html


def test_htmx_history_restore_gets_the_whole_page(client, corpus):
    response = client.get(
        "/search/",
        {"q": "штрафная"},
        HTTP_HX_REQUEST="true",
        HTTP_HX_HISTORY_RESTORE_REQUEST="true",
    )
    assert "<html" in response.content.decode()


@pytest.mark.parametrize(
    ("q", "location"),
    [
        ("50", "/laws/50/"),
        ("50C", "/laws/50/C/"),
        ("50с", "/laws/50/C/"),
        ("правило 64A1", "/laws/64/A1/"),
        ("п. 64A2", "/laws/64/A2/"),
        ("L64", "/laws/64/"),
        ("64A5", "/laws/64/#64A"),  # no such clause: its stored parent on the law page
        ("12", "/laws/12/"),  # title only: the law page says what is missing
        ("93", "/laws/93/"),
    ],
)
def test_law_number_jumps(client, corpus, q, location):
    response = client.get("/search/", {"q": q})
    assert response.status_code == 302
    assert response["Location"] == location


def test_law_number_while_typing_offers_the_link(client, corpus):
    html = client.get("/search/", {"q": "50C"}, HTTP_HX_REQUEST="true").content.decode()
    assert 'href="/laws/50/C/"' in html


@pytest.mark.parametrize(
    ("q", "message"),
    [
        ("", "Введите слово или номер правила"),
        ("а", "Запрос слишком короткий"),
        ("%%%!!!", "В запросе нет ни слов, ни номеров"),
        ("x" * 10_000, "искали только по первым 200 знакам"),
        ("<script>alert(1)</script>", "в сохранившемся тексте правил не встречается"),
        ('"><img src=x onerror=alert(1)>', "в сохранившемся тексте правил не встречается"),
    ],
)
def test_hostile_queries_are_friendly_and_escaped(client, corpus, q, message):
    html = page(client, "/search/", q=q)
    assert message in html
    assert "<script>alert" not in html
    assert "<img src=x" not in html
    if "<" in q:
        assert "Знаки разметки и кода" in html


def test_scope_one_law(client, corpus):
    html = page(client, "/search/", q="фальшренонс", law="64")
    assert "Правило 64A1" in html and "Правило 63B" not in html
    assert "в правиле 64" in html
    assert '<option value="law:64" selected>Правило 64. Процедура после выявления' in html
    html = page(client, "/search/", q="фальшренонс", scope="law:63")
    assert "Правило 63B" in html and "Правило 64A1" not in html


def test_scope_chapter_and_bad_scope(client, corpus):
    html = page(client, "/search/", q="фальшренонс", scope="chapter:VI")
    assert (
        "Правило 63B" in html and '<option value="chapter:VI" selected>Глава VI. Розыгрыш' in html
    )
    # an unknown scope falls back to the whole text
    assert "Правило 63B" in page(client, "/search/", q="фальшренонс", law="999", chapter="Z")


def test_search_finds_a_law_known_only_by_title(client, corpus):
    html = page(client, "/search/", q="полномочия судьи")
    assert "Правило 12" in html


def test_search_without_lemma_fields_still_works(client):
    make_corpus(with_lemmas=False)
    assert "<mark>штрафной</mark>" in page(client, "/search/", q="штрафная карта")


def test_search_box_on_every_page(client, corpus):
    html = page(client, "/")
    assert 'action="/search/"' in html and "data-search-focus" in html
    assert "js/search.js" in html


def test_subject_index_page(client, corpus):
    html = page(client, "/index/")
    assert 'href="#letter-1"' in html
    assert "Безнаказанность фальшренонса" in html
    assert 'href="/laws/64/"' in html
    for law in ("42", "43", "61"):
        assert f'href="/laws/{law}/"' in html
    # см. также → the headword's anchor on the same page; an absent headword is plain text
    assert 'href="#i-фальшренонс"' in html and 'id="i-фальшренонс"' in html
    # an article on a lost page: its words are searched for instead
    assert 'href="/search/?q=%D0%9E%D0%B3%D1%80' in html
    assert 'href="#i-ограничения-на-ход"' not in html
    assert "[приличия]</span>" in html  # the running head, as the index prints it
    assert "(продолжение статьи" in html
    for entry in IndexEntry.objects.exclude(text=""):
        assert entry.text in html


def test_index_entries_for_a_law(corpus):
    entries = IndexEntry.objects.for_law(64)
    assert [e.text for e in entries] == ["Безнаказанность фальшренонса"]
    assert entries[0].index_anchor == "i-фальшренонс"
    assert [e.headword for e in IndexEntry.objects.for_law("50")] == [
        "Онер как старшая штрафная карта"
    ]


def test_glossary_page(client, corpus):
    html = page(client, "/glossary/")
    assert "Козырь" in html and "trump" in html
    assert 'id="nedobrannaya-vzyatka"' in html
    assert 'href="/laws/77/"' in html


def test_empty_pages_without_corpus(client):
    assert "import_laws" in page(client, "/index/")
    assert "import_laws" in page(client, "/glossary/")
    assert "ничего не найдено" in page(client, "/search/", q="карта")


def test_service_worker_is_served_from_the_root(client):
    response = client.get("/sw.js")
    assert response.status_code == 200
    assert response["Service-Worker-Allowed"] == "/"
    assert "javascript" in response["Content-Type"]
    assert b"caches" in response.content


@pytest.mark.parametrize("url", ["/search/x/", "/index/x/", "/glossary/x/"])
def test_unknown_lookup_addresses_are_404(client, url):
    response = client.get(url)
    assert response.status_code == 404
    assert "Страница не найдена" in response.content.decode()


def test_post_is_refused(client):
    assert client.post("/search/", {"q": "карта"}).status_code == 405


def test_offline_page_is_russian_and_precached_by_the_worker(client):
    html = page(client, "/offline/")
    assert "Нет соединения с сетью" in html
    script = client.get("/sw.js").content.decode()
    assert '"/offline/"' in script and '"/laws/"' in script


def test_includes_for_the_law_page(corpus):
    from django.template.loader import render_to_string

    from laws.models import Law

    law = Law.objects.get(number=64)
    html = render_to_string(
        "laws/_index_entries.html", {"entries": IndexEntry.objects.for_law(law.number)}
    )
    assert 'href="/index/#i-фальшренонс"' in html and "Безнаказанность фальшренонса" in html
    assert render_to_string("laws/_index_entries.html", {"entries": []}).strip() == ""
    form = render_to_string("includes/law_search.html", {"law": law})
    assert 'action="/search/"' in form and 'name="law" value="64"' in form


def test_subject_index_entries_are_searched_beside_the_text(client, corpus):
    html = page(client, "/search/", q="безнаказанность")
    assert "В предметном указателе" in html
    assert 'href="/index/#i-фальшренонс"' in html
    assert "<mark>Безнаказанность</mark> фальшренонса" in html
    assert 'href="/laws/64/"' in html
    # a search within one law is about that law's text only
    html = page(client, "/search/", q="фальшренонс", law="64")
    assert "В предметном указателе" not in html


def test_law_named_in_the_query_scopes_the_search(client, corpus):
    html = page(client, "/search/", q="фальшренонс в правиле 64")
    assert "в правиле 64" in html and "Правило 64A1" in html and "Правило 63B" not in html


def test_suggestions_offer_clauses_and_say_how_many(client, corpus):
    html = page(client, "/search/suggest/", q="фальшрен")
    assert 'role="listbox"' in html and 'role="option"' in html
    assert 'href="/laws/63/B/"' in html
    assert "подсказ" in html  # the status line a screen reader hears
    assert 'href="/search/?q=%D1%84' in html  # and the full results


def test_suggestions_complete_law_numbers(client, corpus):
    html = page(client, "/search/suggest/", q="6")
    assert "Правило 63" in html and "Правило 64" in html
    assert 'href="/laws/64/"' in html


@pytest.mark.parametrize("q", ["", "   ", "<script>", "x" * 5000, "хрюндель"])
def test_suggestions_for_nothing_useful_are_empty_and_inert(client, corpus, q):
    html = page(client, "/search/suggest/", q=q)
    assert 'role="option"' not in html
    assert "<script>" not in html
