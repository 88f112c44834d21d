import pytest

from laws.search.lemmas import lemmatise
from laws.search.snippet import highlight, snippet


def marks(text):
    return set(lemmatise(text).split())


def test_all_forms_are_highlighted():
    html = highlight("Штрафная карта, штрафной картой, штрафные карты", marks("штрафная карта"))
    assert html.count("<mark>") == 6
    assert "<mark>штрафной</mark> <mark>картой</mark>" in html


def test_text_is_escaped_before_marking():
    html = highlight('карта <script>alert("x")</script> & карты', marks("карта"))
    assert "<script>" not in html
    assert "&lt;script&gt;" in html
    assert "&amp;" in html
    assert html.startswith("<mark>карта</mark>")
    assert html.endswith("<mark>карты</mark>")


@pytest.mark.parametrize("hostile", ["<mark>", "<img src=x onerror=alert(1)>", "\"'><b>"])
def test_hostile_marks_cannot_inject(hostile):
    html = snippet(f"{hostile} фальшренонс {hostile}", marks(hostile) | {"фальшренонс"})
    assert "<img" not in html and "<b>" not in html
    assert html.count("<mark>") == html.count("</mark>")


def test_long_text_is_cut_around_the_match():
    text = "Начало правила. " + "слово " * 100 + "здесь фальшренонса конец. " + "хвост " * 100
    html = snippet(text, marks("фальшренонс"), width=120)
    assert "<mark>фальшренонса</mark>" in html
    assert html.startswith("…") and html.endswith("…")
    assert len(html) < 200


def test_short_text_is_whole_and_unmarked_without_matches():
    assert snippet("Карта & взятка", set()) == "Карта &amp; взятка"
