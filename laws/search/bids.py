"""Bids told in words or symbols: «две трефы после двух червей», «1♣ поверх 1♦», «2NT over 3C».

A reader describing an insufficient bid rarely names it; he says what was bid after what. When
a query holds a bid said after (over, on top of) a higher one, the search adds the law's term
for it, «недостаточное назначение» (Law 27).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from laws.search.lemmas import lemma

_LEVELS = {
    "один": 1, "одна": 1, "два": 2, "две": 2, "три": 3, "четыре": 4, "пять": 5, "шесть": 6,
    "семь": 7, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
}  # fmt: skip
# Strains in rank order: clubs < diamonds < hearts < spades < no trumps.
_STRAINS = {
    "трефа": 1, "треф": 1, "трефовый": 1, "club": 1, "clubs": 1, "c": 1, "♣": 1,
    "бубна": 2, "бубен": 2, "бубны": 2, "бубновый": 2, "diamond": 2, "diamonds": 2, "d": 2,
    "♦": 2, "черва": 3, "червей": 3, "червь": 3, "черви": 3, "червовый": 3, "heart": 3, "hearts": 3,
    "h": 3, "♥": 3, "пика": 4, "пики": 4, "пик": 4, "пиковый": 4, "spade": 4, "spades": 4, "s": 4,
    "♠": 4, "бк": 5, "nt": 5, "notrump": 5, "notrumps": 5, "n": 5,
}  # fmt: skip
_BEFORE = frozenset({"после", "поверх", "на", "over", "after", "вслед"})
_TOKEN = re.compile(r"[1-7](?=[♣♦♥♠]|[A-Za-z]{1,2}\b)|[♣♦♥♠]|[^\W_]+")
_NO_TRUMPS = ("без", "козырь")


@dataclass(frozen=True)
class Bid:
    level: int
    strain: int
    position: int  # index of its first token

    def __lt__(self, other: Bid) -> bool:
        return (self.level, self.strain) < (other.level, other.strain)


def _tokens(text: str) -> list[str]:
    out = []
    for match in _TOKEN.finditer(text):
        word = match.group().lower().replace("ё", "е")
        digits = re.match(r"^([1-7])([a-z]{1,2})$", word)
        if digits:  # 2nt, 3c
            out += [digits.group(1), digits.group(2)]
        else:
            out.append(word)
    return out


def bids_in(text: str) -> tuple[list[Bid], list[str]]:
    """The bids a text names, in order, and its tokens."""
    tokens = _tokens(text)
    bids: list[Bid] = []
    i = 0
    while i < len(tokens) - 1:
        word = tokens[i]
        level = int(word) if len(word) == 1 and word in "1234567" else _LEVELS.get(lemma(word))
        if level and 1 <= level <= 7:
            nxt = tokens[i + 1]
            strain = _STRAINS.get(nxt) or _STRAINS.get(lemma(nxt))
            if strain is None and i + 2 < len(tokens):
                if (lemma(nxt), lemma(tokens[i + 2])) == _NO_TRUMPS:
                    strain = 5
            if strain:
                bids.append(Bid(level, strain, i))
                i += 2
                continue
        i += 1
    return bids, tokens


def _level(word: str) -> int | None:
    if len(word) == 1 and word in "1234567":
        return int(word)
    return _LEVELS.get(lemma(word))


def _strain(word: str) -> int | None:
    return _STRAINS.get(word) or _STRAINS.get(lemma(word))


def bid_spans(tokens: list[str]) -> list[tuple[int, int]]:
    """Where a list of words (lower case) names bids: (start, end) of each, «две пики»,
    «3 бк», «1 без козыря». A level alone («две») or a suit alone («пики») is no bid."""
    spans = []
    i = 0
    while i < len(tokens):
        fused = re.match(r"^([1-7])([^\W\d_]+)$", tokens[i])
        if fused and _strain(fused.group(2)):  # «3бк», «2nt», «1пика»
            spans.append((i, i + 1))
            i += 1
            continue
        if i == len(tokens) - 1:
            break
        level = _level(tokens[i])
        if level:
            if _strain(tokens[i + 1]) and len(tokens[i + 1]) > 1:
                spans.append((i, i + 2))
                i += 2
                continue
            if i + 2 < len(tokens) and (lemma(tokens[i + 1]), lemma(tokens[i + 2])) == _NO_TRUMPS:
                spans.append((i, i + 3))
                i += 3
                continue
        i += 1
    return spans


def insufficient(text: str) -> bool:
    """A bid said after (over) a higher or equal one: «две трефы после двух червей»."""
    bids, tokens = bids_in(text)
    for first, second in zip(bids, bids[1:], strict=False):
        between = tokens[first.position + 2 : second.position]
        if any(word in _BEFORE for word in between) and not second < first:
            return True
    return False
