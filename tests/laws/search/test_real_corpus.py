"""Quick lookup on the real corpus: the sources imported once for this module."""

import re
from html import unescape
from io import StringIO

import pytest
from django.core.management import call_command
from django.db import transaction

from laws import search_page
from laws.models import GlossaryEntry, IndexEntry
from laws.querysets import printed_headword


@pytest.fixture(scope="module")
def real_corpus(django_db_setup, django_db_blocker):
    # One import for the whole module, rolled back at its end so other tests see no corpus.
    with django_db_blocker.unblock(), transaction.atomic():
        call_command("import_laws", stdout=StringIO(), stderr=StringIO())
        yield
        transaction.set_rollback(True)


@pytest.fixture
def site(real_corpus, db, client):
    return client


def citations(q, **scope):
    return [r.citation for r in search_page.search(q, **scope).results]


def laws_of(q, **scope):
    return [g.law for g in search_page.search(q, **scope).groups]


def test_penalty_card_lists_law_50(site):
    found = search_page.search("штрафная карта")
    assert found.groups[0].law == 50
    assert found.results[0].citation == "Правило 50"
    in_law = citations("штрафная карта", law=50)
    for path in ("A", "B", "C", "D", "E"):
        assert f"Правило 50{path}" in in_law


@pytest.mark.parametrize(
    ("q", "law"), [("зритель", 76), ("зрители", 76), ("испорченная сдача", 87)]
)
def test_a_query_naming_a_laws_title_opens_that_law(site, q, law):
    found = search_page.search(q)
    assert found.groups[0].law == law
    assert found.results[0].citation == f"Правило {law}"


@pytest.mark.parametrize("q", ["фальшренонс", "фальшренонса", "revoke", "ренонс"])
def test_revoke_forms_find_the_revoke_laws(site, q):
    assert set(laws_of(q)[:4]) == {61, 62, 63, 64}
    assert laws_of(q)[:4] == laws_of("фальшренонс")[:4]


@pytest.mark.parametrize(
    ("q", "expected"),
    [
        ("penalty card", "Правило 50"),
        ("dummy", "Правило 45F"),
        ("lead out of turn", "Правило 53"),
        ("claim", "Правило 68"),
        ("trump", "Определения"),
    ],
)
def test_english_terms(site, q, expected):
    assert expected in citations(q)


def test_a_heading_that_names_the_term_comes_first(site):
    found = search_page.search("претензия")
    assert found.groups[0].law == 68
    assert found.results[0].in_heading


def test_scope_to_one_law(site):
    found = citations("штрафная карта", law=50)
    assert found and all(c.startswith("Правило 50") for c in found)


@pytest.mark.parametrize(
    ("q", "location"),
    [
        ("50", "/laws/50/"),
        ("50E", "/laws/50/E/"),
        ("50е", "/laws/50/E/"),
        ("правило 45C4(B)", "/laws/45/C4(B)/"),
        ("п. 64A2", "/laws/64/A2/"),
        ("L64", "/laws/64/"),
    ],
)
def test_law_number_jumps_land_on_the_clause(site, q, location):
    response = site.get("/search/", {"q": q})
    assert response.status_code == 302
    assert response["Location"] == location


def test_every_index_entry_is_on_the_index_page(site):
    html = unescape(site.get("/index/").content.decode())
    entries = list(IndexEntry.objects.all())
    assert len(entries) > 100
    for entry in entries:
        assert (entry.text or printed_headword(entry)) in html
    cited = {str(n) for e in entries for n in e.laws}
    for number in cited:
        law = re.match(r"\d+", number).group()
        assert f'href="/laws/{law}/' in html


def test_every_definition_is_on_the_glossary_page(site):
    html = unescape(site.get("/glossary/").content.decode())
    for entry in GlossaryEntry.objects.all():
        assert entry.term in html and entry.english in html
    assert 'href="/laws/77/"' in html


def test_index_entries_for_law_50(site):
    texts = [e.text or e.headword for e in IndexEntry.objects.for_law(50)]
    assert "Онер как старшая штрафная карта" in texts


def test_index_points_at_laws_whose_text_is_missing(site):
    found = search_page.search("опоздание")
    assert [c.label for e in found.index_entries for c in e.laws] == ["90"]


def index_lines(q):
    return [
        unescape(re.sub(r"<[^>]+>", "", str(e.label))) for e in search_page.search(q).index_entries
    ]


@pytest.mark.parametrize(
    "q, noise",
    [
        # «игрок» is in a fifth of the laws' clauses: a line with only it tells nothing.
        ("у игрока 14 карт до торговли", {"Жест игрока", "Замечание игрока", "Игра двух игроков"}),
        ("игрок грубил и мешал играть", {"Жест игрока", "Комментарии игрока"}),
        ("первый ход сделал не тот защитник", {"Отмена хода", "Право делать ход"}),
    ],
)
def test_an_index_line_matching_only_a_common_word_is_not_shown(site, q, noise):
    assert not noise & set(index_lines(q))


@pytest.mark.parametrize(
    "q, line",
    [
        ("игрок грубил и мешал играть", "Вежливость"),
        ("партнёр уронил карту на стол во время розыгрыша", "Карта случайно оброненная"),
        ("чо делать если партнер показал карту на торговле", "Показанная карта"),
        ("штрафная карта", "Онер как старшая штрафная карта"),
        (
            "первый ход вне очереди и разыгрывающий выложил свои карты на стол",
            "Информация из хода вне очереди",
        ),
    ],
)
def test_an_index_line_matching_what_the_query_is_about_is_shown(site, q, line):
    assert line in index_lines(q)
