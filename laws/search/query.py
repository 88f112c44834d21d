"""Turning what a reader typed into a search query: cleaned, capped, split into concepts.

A concept is one thing the reader asks for (a word, or a phrase from the synonym table);
a clause must contain every concept. A concept has alternatives (the words as typed, or
a synonym's Russian wording); an alternative is a sequence of word slots, and a slot is
the set of lemmas that fill it.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field

from laws.search.lemmas import fold, lemma, lemma_variants, words
from laws.search.synonyms import DEFAULT

MAX_CHARS = 200
MAX_WORDS = 12
# A word being typed matches as a prefix once it has this many letters (live search).
MIN_PREFIX = 3

STOPWORDS = frozenset(
    "а и или но в во на о об обо от по с со к ко у за из изо не ни же ли бы то что как для "
    "до при без над под это the a an of to in on for and or by".split()
)

_MARKUP = re.compile(r"[<>{}\[\]`$\\|]|&\w*;")

TOO_SHORT = "Запрос слишком короткий: введите хотя бы две буквы или номер правила (например, 50)."
NO_WORDS = "В запросе нет ни слов, ни номеров. Введите слово из текста правил или номер правила."
EMPTY = "Введите слово или номер правила, например «штрафная карта», «фальшренонс» или 64A2."
ONLY_STOPWORDS = (
    "Запрос состоит из одних служебных слов («и», «в», «на»…). Добавьте слово по смыслу."
)


@dataclass(frozen=True)
class Slot:
    lemmas: frozenset[str]
    prefix: str = ""  # set for the word still being typed: also matches longer words


@dataclass(frozen=True)
class Concept:
    label: str  # as typed, for messages
    alternatives: tuple[tuple[Slot, ...], ...]


@dataclass
class Query:
    text: str  # cleaned and capped: what is echoed back (always through autoescape)
    concepts: list[Concept] = field(default_factory=list)
    problem: str = ""  # a Russian message when there is nothing to search for
    truncated: bool = False
    markup: bool = False  # the query held markup or code characters, which are ignored

    @property
    def ok(self) -> bool:
        return not self.problem and bool(self.concepts)


def clean(raw: str | None) -> tuple[str, bool]:
    """Drop control characters and squeeze spaces; cap the length."""
    text = "".join(
        " " if unicodedata.category(ch)[0] in "CZ" else ch for ch in (raw or "")[: MAX_CHARS * 4]
    )
    text = " ".join(text.split())
    truncated = len(raw or "") > MAX_CHARS
    return text[:MAX_CHARS].strip(), truncated


def _slots(phrase: str) -> tuple[Slot, ...]:
    return tuple(
        Slot(frozenset({lemma(m.group())}))
        for m in words(phrase)
        if fold(m.group()) not in STOPWORDS
    )


def parse(raw: str | None, synonyms: dict[tuple[str, ...], tuple[str, ...]] | None = None) -> Query:
    synonyms = DEFAULT if synonyms is None else synonyms
    text, truncated = clean(raw)
    query = Query(text=text, truncated=truncated, markup=bool(_MARKUP.search(text)))
    if not text:
        query.problem = EMPTY
        return query
    tokens = [fold(m.group()) for m in words(text)]
    if not tokens:
        query.problem = NO_WORDS
        return query
    # A word is complete once something follows it; the last one may be mid-typing.
    typing_last = len(tokens) <= MAX_WORDS and (raw or "")[-1:].isalnum()
    tokens = tokens[:MAX_WORDS]
    longest = max((len(k) for k in synonyms), default=0)
    i = 0
    while i < len(tokens):
        matched = False
        for size in range(min(longest, len(tokens) - i), 0, -1):
            key = tuple(lemma(t) for t in tokens[i : i + size])
            if key in synonyms:
                typed = tuple(
                    Slot(lemma_variants(t)) for t in tokens[i : i + size] if t not in STOPWORDS
                )
                alternatives = (typed, *(_slots(p) for p in synonyms[key]))
                label = " ".join(tokens[i : i + size])
                query.concepts.append(Concept(label, tuple(a for a in alternatives if a)))
                i += size
                matched = True
                break
        if matched:
            continue
        token = tokens[i]
        i += 1
        if token in STOPWORDS or (len(token) == 1 and not token.isdigit()):
            continue
        prefix = token if typing_last and i == len(tokens) and len(token) >= MIN_PREFIX else ""
        query.concepts.append(Concept(token, ((Slot(lemma_variants(token), prefix),),)))
    if not query.concepts:
        letters = sum(len(t) for t in tokens)
        query.problem = TOO_SHORT if letters < 2 else ONLY_STOPWORDS
        if all(len(t) == 1 for t in tokens):
            query.problem = TOO_SHORT
    return query
