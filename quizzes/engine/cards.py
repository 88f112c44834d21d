"""Cards: ``Card``, ``Suit`` and ``Rank``.

A card is written suit letter then rank: ``SA``, ``HT``, ``D2``, ``C10`` (``T`` and ``10``
are both the ten). The engine writes cards back in the PBN form with ``T`` (``"HT"``).
Suit letters S H D C; the Cyrillic look-alikes of the rank letters are not accepted because
a card string is data, not prose.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, IntEnum


class CardError(ValueError):
    """A string that is not a card."""


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
        return {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}[self.value]

    @property
    def name_ru(self) -> str:
        return {"S": "пики", "H": "червы", "D": "бубны", "C": "трефы"}[self.value]

    @classmethod
    def parse(cls, text: str) -> Suit:
        key = str(text).strip().upper()
        key = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}.get(key, key)
        for suit in cls:
            if suit.value == key:
                return suit
        raise CardError(f"неизвестная масть «{text}»")


# PBN and the laws both list the suits spades, hearts, diamonds, clubs.
SUITS: tuple[Suit, ...] = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)


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
        return "23456789TJQKA"[self.value - 2]

    @property
    def is_honour(self) -> bool:
        # The five honours: ace, king, queen, jack, ten (Law 50C "онер").
        return self >= Rank.TEN

    @classmethod
    def parse(cls, text: str) -> Rank:
        key = str(text).strip().upper()
        if key == "10":
            key = "T"
        if len(key) == 1 and key in "23456789TJQKA":
            return cls("23456789TJQKA".index(key) + 2)
        raise CardError(f"неизвестное старшинство карты «{text}»")


@dataclass(frozen=True)
class Card:
    suit: Suit
    rank: Rank

    @classmethod
    def parse(cls, text: str) -> Card:
        raw = str(text).strip()
        if len(raw) < 2:
            raise CardError(f"«{text}» — не карта (пример: SA, HT, C10)")
        return cls(Suit.parse(raw[0]), Rank.parse(raw[1:]))

    @property
    def is_honour(self) -> bool:
        return self.rank.is_honour

    @property
    def key(self) -> tuple[int, int]:
        return (SUITS.index(self.suit), -int(self.rank))

    @property
    def ru(self) -> str:
        """Display form for Russian text: ``♠10``, ``♥Д`` (Т К Д В for A K Q J)."""
        rank = {"A": "Т", "K": "К", "Q": "Д", "J": "В", "T": "10"}.get(
            self.rank.letter, self.rank.letter
        )
        return f"{self.suit.symbol}{rank}"

    def __str__(self) -> str:
        return f"{self.suit.letter}{self.rank.letter}"

    def __format__(self, spec: str) -> str:
        # f"{card}" in the Russian explanations shows "♠10"; str(card) stays "ST" for data.
        return self.ru if not spec else format(str(self), spec)

    def __repr__(self) -> str:
        return f"Card({self})"

    def __lt__(self, other: Card) -> bool:
        return self.key < other.key


def full_pack() -> list[Card]:
    return [Card(suit, rank) for suit in SUITS for rank in sorted(Rank, reverse=True)]
