import pytest

from laws.search.jump import jump_target, law_scope


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("50", "50"),
        ("50E", "50E"),
        ("50е", "50E"),  # Cyrillic е
        ("50Е", "50E"),  # Cyrillic Е
        ("правило 45C4(B)", "45C4(B)"),
        ("Правило 45С4(В)", "45C4(B)"),  # Cyrillic С and В
        ("правилу 16", "16"),
        ("п. 64A2", "64A2"),
        ("п.64A2", "64A2"),
        ("пункт 64A2", "64A2"),
        ("L64", "64"),
        ("l 64", "64"),
        ("Law 64", "64"),
        ("L.57A", "57A"),
        ("law. 64", "64"),
        ("пр. 50", "50"),
        ("45C4B", "45C4(B)"),
        ("45 C4(B)", "45C4(B)"),
        ("25B2(B)(1)", "25B2(B)(1)"),
        ("  93  ", "93"),
        ("пар. 73 d 1", "73D1"),
        ("art. 27", "27"),
        ("rule 64c", "64C"),
        ("закн 27 б 2", "27B2"),  # a slip in the law word itself
        ("правло 50", "50"),
        ("пкт 61 б", "61B"),
        ("правило №64", "64"),
        ("№ 64A2", "64A2"),
    ],
)
def test_law_numbers_jump(query, expected):
    assert str(jump_target(query)) == expected


@pytest.mark.parametrize(
    "query",
    [
        *("", "0", "94", "100", "штрафная карта", "50 карта", "правило", "45CC", "12-й", "e"),
        *("A5", "закат 5", "карта 5"),
    ],
)
def test_other_queries_do_not_jump(query):
    assert jump_target(query) is None


def test_very_long_query_does_not_jump():
    assert jump_target("5" * 10_000) is None


@pytest.mark.parametrize(
    ("query", "law", "rest"),
    [
        ("правило 50 штрафная карта", 50, "штрафная карта"),
        ("штрафная карта в правиле 50", 50, "штрафная карта"),
        ("штрафная карта, правило 50", 50, "штрафная карта"),
        ("пр. 64: фальшренонс", 64, "фальшренонс"),
        ("L64 фальшренонс", 64, "фальшренонс"),
        ("правило 50", None, "правило 50"),  # a jump, not a scope
        ("правило 99 карта", None, "правило 99 карта"),
        ("12-й взятке", None, "12-й взятке"),
        ("карта 50", None, "карта 50"),
    ],
)
def test_law_named_beside_words_scopes_the_search(query, law, rest):
    assert law_scope(query) == (law, rest)
