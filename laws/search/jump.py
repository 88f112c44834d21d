"""Law-number jump: a query that is just a law or clause number goes straight there.

Accepted: ``50``, ``50E``, ``50е`` (Cyrillic look-alike), ``правило 45C4(B)``, ``правилу 50``,
``п. 64A2``, ``пункт 50 Е 2``, ``закон 53а``, ``ст. 73``, ``L64``, ``Law 64``, ``§64``,
``45с4б`` (Cyrillic letters by sound: б → B, ц → C, д → D, ф → F, г → G), ``64.A.2``,
``64-A-2``, and a law number in words: «пятидесятое правило», «правило сорок пять».
"""

from __future__ import annotations

import re

from rapidfuzz.distance import OSA

from laws.clause_path import ClausePath, ClausePathError
from laws.search.lemmas import lemma

_PREFIX = (
    r"(?:правил[а-я]*|пр\.?|п\.?|пункт[а-я]*|law\.?|l\.?|§|закон[а-я]*|стать[а-я]*|ст\.?"
    r"|параграф[а-я]*|пар\.?|пкт\.?|par\.?|art\.?|article|rule)\s*№?"
)
# A slip in the law word itself («закн 27», «правло 50») is still the law word.
_LAW_WORD_FORMS = ("правило", "правила", "правилу", "закон", "пункт", "статья", "параграф")
# A clause letter: Latin, or a Cyrillic letter that looks or sounds like one.
_TO_LATIN = str.maketrans("АБВСЦДЕЭФГНабвсцдеэфгн", "ABBCCDEEFGHABBCCDEEFGH")
_LETTER = r"[A-Za-zАБВСЦДЕЭФГНабвсцдеэфгн]"
_PART = rf"(?:{_LETTER}(?![^\W\d_])|\d{{1,2}}(?!\d))"
_PATH = rf"\d{{1,2}}(?!\d)(?:[\s.\-/]*\(?{_PART}\)?)*"
_JUMP = re.compile(rf"^\s*(?:{_PREFIX}\s*|№\s*)?({_PATH})\s*[.]?\s*$", re.IGNORECASE)
_PIECES = re.compile(rf"\d{{1,2}}|{_LETTER}")

_UNITS = "первый второй третий четвертый пятый шестой седьмой восьмой девятый".split()
_TEENS = (
    "десятый одиннадцатый двенадцатый тринадцатый четырнадцатый пятнадцатый шестнадцатый "
    "семнадцатый восемнадцатый девятнадцатый"
).split()
_TENS = (
    "двадцатый тридцатый сороковой пятидесятый шестидесятый семидесятый восьмидесятый девяностый"
)
_CARDINAL_UNITS = "один два три четыре пять шесть семь восемь девять".split()
_CARDINAL_TEENS = (
    "десять одиннадцать двенадцать тринадцать четырнадцать пятнадцать шестнадцать "
    "семнадцать восемнадцать девятнадцать"
).split()
_CARDINAL_TENS = "двадцать тридцать сорок пятьдесят шестьдесят семьдесят восемьдесят девяносто"
NUMBER_WORDS = {
    **{w: n for n, w in enumerate(_UNITS, 1)},
    **{w: n for n, w in enumerate(_TEENS, 10)},
    **{w: n * 10 for n, w in enumerate(_TENS.split(), 2)},
    **{w: n for n, w in enumerate(_CARDINAL_UNITS, 1)},
    **{w: n for n, w in enumerate(_CARDINAL_TEENS, 10)},
    **{w: n * 10 for n, w in enumerate(_CARDINAL_TENS.split(), 2)},
}
_LAW_WORDS = {"правило", "закон", "статья", "параграф"}


def spoken_law(query: str) -> int | None:
    """«пятидесятое правило», «правило сорок пять» → 50, 45; None unless the query is just
    a law word and a number in words."""
    tokens = [lemma(w).replace("ё", "е") for w in re.findall(r"[^\W\d_]+", query)]
    if len(tokens) < 2 or len(tokens) > 4 or sum(t in _LAW_WORDS for t in tokens) != 1:
        return None
    values = [NUMBER_WORDS.get(t) for t in tokens if t not in _LAW_WORDS]
    if not values or None in values:
        return None
    if len(values) == 2 and values[0] % 10 == 0 and values[0] >= 20 and values[1] < 10:
        number = values[0] + values[1]
    elif len(values) == 1:
        number = values[0]
    else:
        return None
    return number if 1 <= number <= 93 else None


# «правило 50 штрафная карта», «штрафная карта в правиле 50»: words searched within one law.
_SCOPE_WORD = r"(?:правил[а-я]*|пр\.|law|l|закон[а-я]*|стать[а-я]*|ст\.|§)"
_SCOPE_FIRST = re.compile(
    rf"^\s*(?:в\s+)?{_SCOPE_WORD}\s*(\d{{1,2}})(?![\w(])[\s,.:;—–-]*(.*\w.*)$", re.IGNORECASE
)
_SCOPE_LAST = re.compile(
    rf"^(.*?\w)[\s,.:;—–-]+(?:в\s+)?{_SCOPE_WORD}\s*(\d{{1,2}})\s*$", re.IGNORECASE
)


def law_scope(query: str | None) -> tuple[int | None, str]:
    """(law, the rest) when the query names one law beside its words, else (None, query)."""
    if not query or len(query) > 400:
        return None, query or ""
    first = _SCOPE_FIRST.match(query)
    if first:
        law, rest = int(first.group(1)), first.group(2)
    else:
        last = _SCOPE_LAST.match(query)
        if not last:
            return None, query
        law, rest = int(last.group(2)), last.group(1)
    return (law, rest.strip()) if 1 <= law <= 93 else (None, query)


def _law_word_repaired(query: str) -> str:
    first = re.match(r"\s*([^\W\d_]{4,})(?=[\s\d])", query)
    if first and first.group(1).lower() not in _LAW_WORD_FORMS:
        word = first.group(1).lower()
        if any(OSA.distance(word, form) == 1 for form in _LAW_WORD_FORMS):
            return "правило" + query[first.end() :]
    return query


def jump_target(query: str | None) -> ClausePath | None:
    """The clause the query names, or None when the query is not a bare number."""
    if not query or len(query) > 40:
        return None
    query = _law_word_repaired(query)
    match = _JUMP.match(query)
    if not match:
        spoken = spoken_law(query)
        return ClausePath(spoken) if spoken else None
    pieces = [p.translate(_TO_LATIN).upper() for p in _PIECES.findall(match.group(1))]
    try:
        return ClausePath("".join(pieces))
    except ClausePathError:
        return None
