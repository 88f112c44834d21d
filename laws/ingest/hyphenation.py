"""Joining lines: words hyphenated across print line ends, words the web edition split.

Print: a line ending in letter + ``-`` continues the word on the next line (``раз-⏎ыгрывающий``);
the hyphen goes. Real hyphens inside a line stay (``N-S``, ``E-W``, ``sign-off``, ``4-х``,
``12-й``). A spaced dash at a line end (``правило 57A -⏎преждевременная``) is a dash, not a
hyphen. A compound split at its own hyphen (``какой-⏎либо``) keeps the hyphen.

Web: the edition joined print lines into paragraphs and lost the hyphen where a word was split
(``до наруше`` ¶ ``ния``), so a split is recognised with the dictionary: the two halves make a
known word and one half is not a word by itself.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

_PRINT_HYPHEN = re.compile(r"(?<=[A-Za-zА-Яа-яЁё])-$")
_FIRST_WORD = re.compile(r"^[А-Яа-яЁё]+")
_LAST_WORD = re.compile(r"[А-Яа-яЁё]+$")
# Second halves of Russian compounds that are written with a hyphen.
_COMPOUND_TAILS = frozenset({"либо", "нибудь", "то", "таки", "ка"})
# Short words that stand alone at a line end. Another known word this short whose join with
# the next line is a known word too is taken for a word start (ин|формацию, Оста|вить).
_SHORT_WORDS = frozenset(
    """а в и к о с у я во да до же за из ко ли на не ни но об от по со то бы вы мы он
    она оно они его ее её ей ему им их ими нее неё ним нем нём или для при без под над про
    так как что чем все всё это эта эти тот та те том той тем тех уже еще ещё был была было
    были нет лишь даже если либо ход вид раз два три""".split()
)


@lru_cache(maxsize=1)
def _morph() -> Any:
    import pymorphy3

    return pymorphy3.MorphAnalyzer()


@lru_cache(maxsize=4096)
def is_known_word(word: str) -> bool:
    return bool(_morph().word_is_known(word.lower()))


def ends_with_hyphenation(text: str) -> bool:
    """True for ``разреше-``; False for ``57A -``, ``- 80 -`` and ``4-``."""
    return bool(_PRINT_HYPHEN.search(text.rstrip()))


def join_print(left: str, right: str) -> str:
    """Join two print lines of one paragraph."""
    left, right = left.rstrip(), right.lstrip()
    if not left:
        return right
    if not right:
        return left
    if ends_with_hyphenation(left):
        head = left[:-1]
        tail_word = _FIRST_WORD.match(right)
        head_word = _LAST_WORD.search(head)
        if tail_word and head_word and tail_word.group(0).lower() in _COMPOUND_TAILS:
            # какой-⏎либо keeps its hyphen; поня-⏎то is one word split at the line end.
            whole = head_word.group(0) + tail_word.group(0)
            if is_known_word(head_word.group(0)) and not is_known_word(whole):
                return left + right
        if head[-1:].isascii():  # sign-⏎off, E-⏎W: Latin compounds keep the hyphen
            return left + right
        return head + right
    return f"{left} {right}"


def is_split_word(left: str, right: str) -> bool:
    """True where the web edition split one word: ``("наруше", "ния")``, ``("ин", "формацию")``."""
    head = _LAST_WORD.search(left)
    tail = _FIRST_WORD.match(right)
    if not head or not tail or not tail.group(0)[0].islower():
        return False
    a, b = head.group(0), tail.group(0)
    if not is_known_word(a + b):
        return False
    if not is_known_word(a) or not is_known_word(b):
        return True
    return len(a) <= 4 and a.lower() not in _SHORT_WORDS


def join_web(left: str, right: str) -> str:
    """Join two web paragraphs that are one wrapped print paragraph."""
    left, right = left.rstrip(), right.lstrip()
    if not left:
        return right
    if not right:
        return left
    if is_split_word(left, right):
        return left + right
    return f"{left} {right}"


def join(left: str, right: str, edition: str) -> str:
    """Join ``right`` onto ``left``; the edition of the LEFT line decides how (a web page
    may continue on a print page: ``ин`` + ``формацию``)."""
    return join_print(left, right) if edition == "print" else join_web(left, right)
