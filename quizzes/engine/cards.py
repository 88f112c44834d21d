"""Cards: ``Card``, ``Suit`` and ``Rank``.

A card is written suit letter then rank: ``SA``, ``HT``, ``D2``, ``C10`` (``T`` and ``10``
are both the ten). ``str(card)`` is the PBN form with ``T`` (``"HT"``); the Russian form
(``♥10``) is :func:`quizzes.engine.russian.card`. Suit letters S H D C (or the suit symbols);
the Cyrillic look-alikes of the rank letters are not accepted here because a card string is
data, not prose — what a learner types is read by :func:`quizzes.engine.russian.parse_card`.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum, IntEnum


class CardError(ValueError):
    """A string that is not a card."""


_SUIT_KEYS = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}
_SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


class Suit(Enum):
    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"

    @property
    def letter(self) -> str:
        return self.value

    @property
    def symbol(self) -> str:
        """``♠ ♥ ♦ ♣`` — the same in every language."""
        return _SUIT_SYMBOLS[self.value]

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)

    @classmethod
    def parse(cls, text: object) -> Suit:
        if isinstance(text, Suit):
            return text
        key = str(text).strip().upper()
        key = _SUIT_KEYS.get(key, key)
        for suit in cls:
            if suit.value == key:
                return suit
        raise CardError(f"неизвестная масть «{text}»")

    def __str__(self) -> str:
        return self.value


# PBN and the laws both list the suits spades, hearts, diamonds, clubs.
SUITS: tuple[Suit, ...] = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)

_RANK_LETTERS = "23456789TJQKA"
# Milton Work's count, used only to build plausible generated deals (not a law).
_HIGH_CARD_POINTS = {14: 4, 13: 3, 12: 2, 11: 1}


class Rank(IntEnum):
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def letter(self) -> str:
        return _RANK_LETTERS[self.value - 2]

    @property
    def is_honour(self) -> bool:
        # The five honours: ace, king, queen, jack, ten (Law 50C "онер").
        return self >= Rank.TEN

    @property
    def high_card_points(self) -> int:
        return _HIGH_CARD_POINTS.get(self.value, 0)

    @classmethod
    def parse(cls, text: object) -> Rank:
        if isinstance(text, Rank):
            return text
        key = str(text).strip().upper()
        if key == "10":
            key = "T"
        if len(key) == 1 and key in _RANK_LETTERS:
            return cls(_RANK_LETTERS.index(key) + 2)
        raise CardError(f"неизвестное старшинство карты «{text}»")


@dataclass(frozen=True)
class Card:
    suit: Suit
    rank: Rank

    @classmethod
    def parse(cls, text: object) -> Card:
        if isinstance(text, Card):
            return text
        raw = str(text).strip()
        if len(raw) < 2:
            raise CardError(f"«{text}» — не карта (пример: SA, HT, C10)")
        return cls(Suit.parse(raw[0]), Rank.parse(raw[1:]))

    @property
    def is_honour(self) -> bool:
        return self.rank.is_honour

    @property
    def key(self) -> tuple[int, int]:
        """Sort key: suits in the order S H D C, each from the ace down."""
        return (SUITS.index(self.suit), -int(self.rank))

    def __str__(self) -> str:
        return f"{self.suit.value}{self.rank.letter}"

    def __repr__(self) -> str:
        return f"Card({self})"

    def __lt__(self, other: Card) -> bool:
        return self.key < other.key


def full_pack() -> list[Card]:
    """The 52 cards, spades to clubs, each suit from the ace down."""
    return [Card(suit, rank) for suit in SUITS for rank in sorted(Rank, reverse=True)]


def high_card_points(cards: Iterable[Card]) -> int:
    return sum(card.rank.high_card_points for card in cards)
