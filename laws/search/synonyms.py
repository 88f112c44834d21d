"""English bridge terms and everyday Russian words that lead to the terms of the Laws.

The table is ours (not law text): the English words of the 1987 Laws and the Russian
term this translation uses for each. Glossary entries add their own English terms at
query time (``with_glossary``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

from laws.search.lemmas import fold, lemmatise

# English (or colloquial Russian) phrase → Russian phrases as the Laws word them.
TABLE: dict[str, tuple[str, ...]] = {
    "revoke": ("фальшренонс",),
    "revokes": ("фальшренонс",),
    "penalty card": ("штрафная карта",),
    "major penalty card": ("старшая штрафная карта",),
    "minor penalty card": ("младшая штрафная карта",),
    "dummy": ("болван",),
    "lead out of turn": ("ход вне очереди",),
    "opening lead": ("первый ход",),
    "lead": ("ход",),
    "claim": ("претензия",),
    "concession": ("уступка",),
    "declarer": ("разыгрывающий",),
    "defender": ("вистующий",),
    "defenders": ("вистующий",),
    "director": ("судья",),
    "tournament director": ("судья",),
    "trick": ("взятка",),
    "tricks": ("взятка",),
    "bid": ("назначение", "заявка"),
    "call": ("заявка",),
    "insufficient bid": ("недостаточное назначение",),
    "pass": ("пас",),
    "double": ("контра",),
    "redouble": ("реконтра",),
    "auction": ("торговля",),
    "contract": ("контракт",),
    "trump": ("козырь",),
    "misdeal": ("испорченная сдача",),
    "deal": ("сдача",),
    "board": ("сдача", "дубликатная коробка"),
    "adjusted score": ("присуждённый результат",),
    "score": ("результат",),
    "unauthorized information": ("нелегальная информация",),
    "information": ("информация",),
    "partner": ("партнёр",),
    "opponent": ("оппонент",),
    "opponents": ("оппонент",),
    "honour": ("онер",),
    "honor": ("онер",),
    "suit": ("масть",),
    "appeal": ("апелляция",),
    "penalty": ("наказание",),
    "exposed card": ("открытая карта", "показ карты"),
    "played card": ("сыгранная карта",),
    "explanation": ("объяснение",),
    "vulnerability": ("зональность",),
    "undertrick": ("недобранная взятка",),
    "trick points": ("очки за взятки",),
    "turn": ("очередь",),
    "waiver of penalty": ("отказ от наказания",),
    "ренонс": ("фальшренонс",),
    "защитник": ("вистующий",),
    "противник": ("оппонент",),
    "директор": ("судья",),
    "штраф": ("наказание",),
    "штрафы": ("наказание",),
}

_ENGLISH_WORD = re.compile(r"[a-z]+")


def _key(phrase: str) -> tuple[str, ...]:
    """Phrases compare by their words' lemmas, so «ренонса» finds the «ренонс» row."""
    return tuple(lemmatise(phrase).split())


def with_glossary(pairs: Iterable[tuple[str, str]]) -> dict[str, tuple[str, ...]]:
    """The table plus the glossary's (english, russian term) pairs, e.g. ("trump", "Козырь")."""
    table = dict(TABLE)
    for english, term in pairs:
        english = fold(english).strip()
        # «Очередь(игрока)»: the bracketed part only narrows the meaning.
        term = re.sub(r"\([^)]*\)", " ", term).strip()
        if english and term and _ENGLISH_WORD.fullmatch(english.replace(" ", "")):
            table.setdefault(english, (term,))
    return table


def compile_table(table: Mapping[str, tuple[str, ...]]) -> dict[tuple[str, ...], tuple[str, ...]]:
    """Keyed by the lemma sequence of the source phrase; values are the target phrases."""
    return {_key(source): targets for source, targets in table.items()}


DEFAULT = compile_table(TABLE)
