"""The empty results page: shown only when no word of the query relates to the laws, and then
it offers the director's guide, the subject index, the definitions and the nearest terms."""

import pytest

from laws import search_page

pytestmark = pytest.mark.django_db


def page(client, q):
    response = client.get("/search/", {"q": q})
    assert response.status_code == 200
    return response.content.decode()


@pytest.mark.parametrize("q", ["хрюндель бармаглот", "зюзюка", "qwertyuiop asdf"])
def test_a_query_with_no_word_of_the_laws_gets_the_ways_on(client, searchable_site, q):
    found = search_page.search(q)
    assert found.unrelated and not found.groups
    html = page(client, q)
    assert "в сохранившемся тексте правил не встречается" in html
    for href in ('href="/director/"', 'href="/index/"', 'href="/glossary/"'):
        assert href in html


@pytest.mark.parametrize(
    "q, common",
    [
        ("мобильный телефон за столом", "столом"),
        ("можно ли курить за столом", "столом"),
        ("у игрока зазвонил телефон", "игрока"),
    ],
)
def test_a_query_the_laws_know_only_a_common_word_of_says_so(client, searchable_site, q, common):
    # «стол», «игрок» are in a tenth of the laws' clauses and more: alone beside words the laws
    # never use they would show a law that does not answer the question.
    found = search_page.search(q)
    assert found.unrelated and not found.groups
    html = page(client, q)
    assert "в сохранившемся тексте правил не встречается" in html
    assert f"Слово «{common}» есть в очень многих пунктах правил" in html


@pytest.mark.parametrize(
    "q, law",
    [
        ("должен ли болван молчать", 45),  # «болван» tells which law
        ("куда подавать апелляцию", 93),
        ("партнёр подал знак жестом", 73),
    ],
)
def test_a_rarer_word_beside_an_unknown_one_is_still_searched(searchable_site, q, law):
    found = search_page.search(q)
    assert found.groups and not found.unrelated
    assert found.groups[0].law == law


def test_the_nearest_terms_are_offered_and_like_the_word(client, searchable_site):
    found = search_page.search("апеляцыйа")  # three slips from «апелляция»
    assert found.unrelated
    assert "апелляция" in found.nearest
    assert "Похожие слова из правил" in page(client, "апеляцыйа")


def test_a_word_sharing_a_few_letters_is_not_offered(searchable_site):
    assert "мало" not in search_page.search("хрюндель бармаглот").nearest


@pytest.mark.parametrize(
    "q",
    [
        "хрюндель штрафная карта",  # one word of the laws is enough
        "зюзюка уронил карту",  # or a word of the search vocabulary
        "фальшернонс",  # a typing slip is repaired, not an empty page
        "штрафнаякарта",  # words run together are taken apart
    ],
)
def test_a_page_is_not_empty_while_a_word_relates_to_the_laws(client, searchable_site, q):
    found = search_page.search(q)
    assert found.groups, q
    assert not found.unrelated


def test_the_unknown_word_is_named_beside_the_results(client, searchable_site):
    html = page(client, "хрюндель штрафная карта")
    assert "хрюндель" in html and "не встречается" in html
    assert "Правило 50" in html


def test_a_typing_slip_says_what_was_searched_for(client, searchable_site):
    html = page(client, "фальшернонс")
    assert "Возможно, вы искали" in html and "фальшренонс" in html
