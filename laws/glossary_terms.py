"""Finds the glossary's defined terms in law text, in any grammatical form.

Plain Python: the word-level lemmatiser is passed in (``laws.search.lemmas.lemma``), so
«недобранных взяток» meets the term «Недобранная взятка».
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass

_WORD = re.compile(r"[^\W\d_]+")
# «Очередь(игрока)»: the bracketed part qualifies the term, it is not said in the text.
_QUALIFIER = re.compile(r"\([^)]*\)")


@dataclass(frozen=True)
class TermSpan:
    start: int
    end: int
    key: str  # the glossary entry's slug


def term_lemmas(term: str, lemma: Callable[[str], str]) -> tuple[str, ...]:
    return tuple(lemma(m.group()) for m in _WORD.finditer(_QUALIFIER.sub(" ", term)))


def find_terms(
    text: str,
    terms: Iterable[tuple[str, tuple[str, ...]]],
    lemma: Callable[[str], str],
) -> list[TermSpan]:
    """Non-overlapping occurrences of ``terms`` ((key, lemmas) pairs), longest term first."""
    tokens = [(m.start(), m.end(), lemma(m.group())) for m in _WORD.finditer(text)]
    ordered = sorted((t for t in terms if t[1]), key=lambda t: -len(t[1]))
    taken: list[TermSpan] = []
    used: set[int] = set()
    for key, lemmas in ordered:
        size = len(lemmas)
        for i in range(len(tokens) - size + 1):
            window = range(i, i + size)
            if any(j in used for j in window):
                continue
            if tuple(tokens[j][2] for j in window) == lemmas:
                used.update(window)
                taken.append(TermSpan(tokens[i][0], tokens[i + size - 1][1], key))
    return sorted(taken, key=lambda s: s.start)
