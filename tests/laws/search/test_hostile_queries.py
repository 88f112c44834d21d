"""An attacker's queries against the real corpus: whatever is typed into the search box or sent
in the address, the reader gets a Russian page (or an empty suggestion list), never a 500, and
nothing typed comes back as markup."""

import re

import pytest
from django.conf import settings

pytestmark = pytest.mark.django_db

CYRILLIC = re.compile(r"[а-яё]{4}", re.IGNORECASE)

HOSTILE = {
    "very long": "штрафная карта " + "x" * 20_000,
    "ten thousand words": "карта " * 10_000,
    "only punctuation": "!!! ??? ... ,,, ;;; --- ((( ))) «»",
    "sql": "'; DROP TABLE laws_clause; --",
    "sql like": "%' OR '1'='1' --",
    "sql wildcards": "%%% ___ %_%",
    "regex": r".* (?:a| [[[ \\ ^$ a{1000000} (?P<x>",
    "catastrophic regex": "(a+)+$" + "a" * 5000,
    "null bytes": "карта\x00штрафная\x00",
    "only null bytes": "\x00\x00\x00",
    "control characters": "\x01\x02\x1b[31mкарта\x7f",
    "right-to-left override": "\u202eатрак яанфартш",
    "zero-width only": "\u200b\u200c\u200d\ufeff",
    "combining marks": "ка\u0301\u0301\u0301\u0301рта",
    "mathematical letters": "𝕶𝖆𝖗𝖙𝖆 𝖕𝖊𝖓𝖆𝖑𝖙𝖞",
    "full-width": "ｐｅｎａｌｔｙ ｃａｒｄ",
    "emoji and cards": "🂡🂡🂡 ♠♥♦♣ 🤬",
    "unassigned code points": "\U000e0001\U0010fffd карта",
    "markup": '"><svg onload=alert(1)><script>alert(1)</script>',
    "template syntax": "{{ settings.SECRET_KEY }} {% debug %}",
    "path traversal": "../../../../etc/passwd",
    "numbers only": "9" * 500,
    "law number too big": "правило 99999999999999999999999",
}


def _russian_page(response):
    assert response.status_code == 200, response.status_code
    html = response.content.decode()
    assert '<html lang="ru">' in html
    assert CYRILLIC.search(html)
    for leak in ("<script>alert", "<svg onload", "Traceback", settings.SECRET_KEY):
        assert leak not in html
    return html


@pytest.mark.parametrize("raw", list(HOSTILE.values()), ids=list(HOSTILE))
def test_a_hostile_query_gets_a_russian_page(client, searchable_site, raw):
    html = _russian_page(client.get("/search/", {"q": raw}))
    assert "Ошибка сервера" not in html


@pytest.mark.parametrize("raw", list(HOSTILE.values()), ids=list(HOSTILE))
def test_a_hostile_query_gets_inert_suggestions(client, searchable_site, raw):
    response = client.get("/search/suggest/", {"q": raw}, headers={"HX-Request": "true"})
    assert response.status_code == 200
    html = response.content.decode()
    assert "<script>alert" not in html and "<svg onload" not in html


@pytest.mark.parametrize(
    "query_string",
    [
        "q=%ED%A0%80",  # a lone surrogate, not UTF-8
        "q=%FF%FE%FD",
        "q=%C0%AF",  # an overlong slash
        "q=%00",
        "q=карта&q=ренонс&q=" + "x" * 100,  # the parameter given three times
        "q=%25%27%22%3C%3E",
        "q=карта&law=%3Cscript%3E",
        "q=карта&law=99999999999999999999999999",
        "q=карта&law=-1",
        "q=карта&scope=chapter-..%2F..%2F",
        "q=карта&scope=%00",
    ],
)
def test_a_hostile_address_gets_a_russian_page(client, searchable_site, query_string):
    _russian_page(client.get("/search/?" + query_string))


def test_ten_thousand_words_say_the_query_was_cut(client, searchable_site):
    html = _russian_page(client.get("/search/", {"q": "карта " * 10_000}))
    assert "искали только по первым 200 знакам" in html


def test_punctuation_only_says_what_to_type(client, searchable_site):
    html = _russian_page(client.get("/search/", {"q": HOSTILE["only punctuation"]}))
    assert "В запросе нет ни слов, ни номеров" in html


def test_markup_in_the_query_is_named_and_shown_as_text(client, searchable_site):
    html = _russian_page(client.get("/search/", {"q": HOSTILE["markup"]}))
    assert "Знаки разметки и кода" in html
    assert "&lt;script&gt;" in html or "&lt;svg" in html
