"""Russian normal forms (lemmas) for search: «штрафной картой» → «штрафной карта».

The text and the query go through the same function, so a word matches every one of its
grammatical forms. pymorphy3 with its Russian dictionary does the analysis; words it does
not know (фальшренонс) get its suffix-based guess, which is stable across forms.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

# A word: letters and digits. Hyphens split words (N-S, по-прежнему), so the text and the
# snippet highlighter always agree on where a word begins and ends.
WORD = re.compile(r"[^\W_]+")

_analyzer = None


def _morph():
    global _analyzer
    if _analyzer is None:
        import pymorphy3

        _analyzer = pymorphy3.MorphAnalyzer()
    return _analyzer


def fold(word: str) -> str:
    """Lower case with ё folded to е: one source file has no ё at all."""
    return word.lower().replace("ё", "е")


def _needs_analysis(word: str) -> bool:
    return any("а" <= ch <= "я" or ch == "ё" for ch in word)


@lru_cache(maxsize=200_000)
def lemma(word: str) -> str:
    """The most probable normal form of one word."""
    word = fold(word)
    if not _needs_analysis(word):
        return word
    return fold(_morph().parse(word)[0].normal_form)


@lru_cache(maxsize=20_000)
def lemma_variants(word: str) -> frozenset[str]:
    """Every normal form the analyser offers; the query side uses these so that an
    ambiguous query word still meets the single lemma stored for the text."""
    word = fold(word)
    if not _needs_analysis(word):
        return frozenset({word})
    return frozenset(fold(p.normal_form) for p in _morph().parse(word))


def words(text: str) -> Iterator[re.Match[str]]:
    """The words of ``text`` with their positions."""
    return WORD.finditer(text)


def lemmatise(text: str) -> str:
    """Space-separated normal forms of the words in ``text``, lower case, ё folded to е."""
    return " ".join(lemma(m.group()) for m in WORD.finditer(text or ""))
