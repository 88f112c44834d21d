"""Russian normal forms (lemmas) for search: «штрафной картой» → «штрафной карта».

The text and the query go through the same function, so a word matches every one of its
grammatical forms. pymorphy3 with its Russian dictionary does the analysis; words it does
not know (фальшренонс) get its suffix-based guess, which is stable across forms. English
words get their few regular endings stripped (tricks → trick), which is all the English
vocabulary needs.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

import pymorphy3

# A word: letters and digits. Hyphens split words (N-S, по-прежнему), so the text and the
# snippet highlighter always agree on where a word begins and ends.
WORD = re.compile(r"[^\W_]+")

_analyzer: pymorphy3.MorphAnalyzer | None = None


def _morph() -> pymorphy3.MorphAnalyzer:
    global _analyzer
    if _analyzer is None:
        _analyzer = pymorphy3.MorphAnalyzer()
    return _analyzer


def fold(word: str) -> str:
    """Lower case with ё folded to е: one source file has no ё at all."""
    return word.lower().replace("ё", "е")


def is_cyrillic(word: str) -> bool:
    return any("а" <= ch <= "я" or ch == "ё" for ch in word.lower())


def is_latin(word: str) -> bool:
    return bool(word) and all("a" <= ch <= "z" for ch in word.lower())


def _parses(word: str) -> list:
    """pymorphy3's analyses; none for a word it cannot read (it raises ValueError on a
    letter Unicode gives no name)."""
    try:
        return list(_morph().parse(word))
    except ValueError:
        return []


@lru_cache(maxsize=200_000)
def lemma(word: str) -> str:
    """The most probable normal form of one word."""
    word = fold(word)
    if not is_cyrillic(word):
        return word
    parses = _parses(word)
    return fold(parses[0].normal_form) if parses else word


def _english_forms(word: str) -> set[str]:
    forms = {word}
    for ending, replacement in (("ies", "y"), ("es", ""), ("s", ""), ("ing", ""), ("ed", "")):
        if word.endswith(ending) and len(word) - len(ending) >= 3:
            forms.add(word[: -len(ending)] + replacement)
    if word.endswith("ed") and len(word) > 4:
        forms.add(word[:-1])  # revoked → revoke
    return forms


@lru_cache(maxsize=50_000)
def lemma_variants(word: str) -> frozenset[str]:
    """Every normal form the analyser offers; the query side uses these so that an
    ambiguous query word still meets the single lemma stored for the text."""
    word = fold(word)
    if is_latin(word):
        return frozenset(_english_forms(word))
    if word.isdigit():
        return frozenset({word} | ({_NUMBER_WORDS[word]} if word in _NUMBER_WORDS else set()))
    if not is_cyrillic(word):
        return frozenset({word})
    found = {lemma(word)} | {fold(p.normal_form) for p in _parses(word)}
    return frozenset(found | _plain_verbs(found | {word}) | _digits(found))


# The laws write small numbers in digits («2 или более штрафных карт», «12-й взятке»), readers
# often in words, and the other way round. «Один», «первый», «второй» are left alone: they
# mostly mean «a», «first» and «another», not a count.
_CARDINALS = (
    "два три четыре пять шесть семь восемь девять десять одиннадцать двенадцать тринадцать "
    "четырнадцать пятнадцать шестнадцать семнадцать восемнадцать девятнадцать двадцать"
).split()
_ORDINALS = (
    "третий четвертый пятый шестой седьмой восьмой девятый десятый одиннадцатый двенадцатый "
    "тринадцатый четырнадцатый пятнадцатый шестнадцатый семнадцатый восемнадцатый "
    "девятнадцатый двадцатый"
).split()
_NUMBER_WORDS = {str(n): word for n, word in enumerate(_CARDINALS, 2)}
_WORD_DIGITS = {word: digit for digit, word in _NUMBER_WORDS.items()} | {
    word: str(n) for n, word in enumerate(_ORDINALS, 3)
}


def _digits(normal_forms: set[str]) -> set[str]:
    return {_WORD_DIGITS[f] for f in normal_forms if f in _WORD_DIGITS}


# Table slang makes a one-off verb of a bridge verb: «вистанул», «пасанул» for «вистовал»,
# «пасовал»; the plain verb is what the laws say.
_SLANG_VERB = re.compile(r"(.{3,})ан(?:уть|ул|ула|ули|уло)$")


def _plain_verbs(forms: set[str]) -> set[str]:
    return {f"{m.group(1)}овать" for f in forms if (m := _SLANG_VERB.match(f))}


@lru_cache(maxsize=50_000)
def is_dictionary_word(word: str) -> bool:
    """pymorphy3's dictionary knows this Russian word (not only guesses its form)."""
    if not is_cyrillic(word):
        return False
    try:
        return _morph().word_is_known(fold(word))
    except ValueError:
        return False


def words(text: str) -> Iterator[re.Match[str]]:
    """The words of ``text`` with their positions."""
    return WORD.finditer(text)


def lemmatise(text: str) -> str:
    """Space-separated normal forms of the words in ``text``, lower case, ё folded to е."""
    return " ".join(lemma(m.group()) for m in WORD.finditer(text or ""))
