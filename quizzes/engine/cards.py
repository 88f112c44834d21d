"""Cards: ``Card``, ``Suit`` and ``Rank``.

A card is written suit letter then rank: ``SA``, ``HT``, ``D2``, ``C10`` (``T`` and ``10``
are both the ten). ``str(card)`` is the PBN form with ``T`` (``"HT"``); the Russian form
(``♥10``) is :func:`quizzes.engine.russian.card`. Suit letters S H D C (or the suit symbols);
the Cyrillic look-alikes of the rank letters are not accepted here because a card string is
data, not prose — what a learner types is read by :func:`quizzes.engine.russian.parse_card`.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
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

    # A suit is its own singleton: hashing by identity is exact and much faster than Enum's
    # hash of the member's name.
    __hash__ = object.__hash__

    @property
    def letter(self) -> str:
        return self._value_

    @property
    def symbol(self) -> str:
        """``♠ ♥ ♦ ♣`` — the same in every language."""
        return _SUIT_SYMBOLS[self._value_]

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
        return self._value_


# PBN and the laws both list the suits spades, hearts, diamonds, clubs.
SUITS: tuple[Suit, ...] = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
_SUIT_ORDER = {suit: index for index, suit in enumerate(SUITS)}

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
        return _RANK_LETTERS[self._value_ - 2]

    @property
    def is_honour(self) -> bool:
        # The five honours: ace, king, queen, jack, ten (Law 50C "онер").
        return self._value_ >= 10

    @property
    def high_card_points(self) -> int:
        return _HIGH_CARD_POINTS.get(self._value_, 0)

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


@dataclass(frozen=True, eq=False, init=False)
class Card:
    """One of the 52 cards. There is one ``Card`` object per card (``Card(suit, rank)`` gives
    the same object every time), so cards compare and hash as fast as Python can: the engine
    compares cards more than anything else."""

    suit: Suit
    rank: Rank
    # 0 for ♠A … 51 for ♣2: the pack order, also the sort order.
    order: int = field(init=False, repr=False)

    def __new__(cls, suit: Suit, rank: Rank) -> Card:
        card = _INTERNED.get((suit, rank))
        if card is None:
            if not isinstance(suit, Suit):
                raise CardError(f"«{suit}» — не масть")
            rank = Rank(rank)
            card = super().__new__(cls)
            object.__setattr__(card, "suit", suit)
            object.__setattr__(card, "rank", rank)
            object.__setattr__(card, "order", _SUIT_ORDER[suit] * 13 + 14 - rank)
            _INTERNED[(suit, rank)] = card
        return card

    def __reduce__(self) -> tuple[type[Card], tuple[Suit, Rank]]:
        # Copies and pickles come back as the one object of their card.
        return (Card, (self.suit, self.rank))

    @classmethod
    def parse(cls, text: object) -> Card:
        if isinstance(text, Card):
            return text
        known = _PARSED.get(text) if isinstance(text, str) else None
        if known is not None:
            return known
        raw = str(text).strip()
        if len(raw) < 2:
            raise CardError(f"«{text}» — не карта (пример: SA, HT, C10)")
        return cls(Suit.parse(raw[0]), Rank.parse(raw[1:]))

    @staticmethod
    def known(text: str) -> Card | None:
        """The card a data string names (``"HQ"``, ``"HT"``, ``"H10"``), None for anything
        else — without raising, for a quick look before the full ``parse``."""
        return _PARSED.get(text)

    @property
    def is_honour(self) -> bool:
        return self.rank.is_honour

    @property
    def key(self) -> tuple[int, int]:
        """Sort key: suits in the order S H D C, each from the ace down."""
        return (_SUIT_ORDER[self.suit], -int(self.rank))

    def __str__(self) -> str:
        return _NAMES[self.order]

    def __repr__(self) -> str:
        return f"Card({self})"

    def __lt__(self, other: Card) -> bool:
        return self.order < other.order


def full_pack() -> list[Card]:
    """The 52 cards, spades to clubs, each suit from the ace down."""
    return list(_PACK)


def high_card_points(cards: Iterable[Card]) -> int:
    return sum(card.rank.high_card_points for card in cards)


_INTERNED: dict[tuple[Suit, Rank], Card] = {}
_PACK: tuple[Card, ...] = tuple(
    Card(suit, rank) for suit in SUITS for rank in sorted(Rank, reverse=True)
)
_NAMES: tuple[str, ...] = tuple(f"{card.suit.value}{card.rank.letter}" for card in _PACK)
# ``str(card)`` of every card by ``Card.order``: for code that writes many cards at once.
PBN_NAMES = _NAMES
# The data forms a scenario writes most: "HQ", "HT" and "H10" for every card.
_PARSED: dict[str, Card] = {name: card for name, card in zip(_NAMES, _PACK, strict=True)}
_PARSED.update({name[0] + "10": card for name, card in _PARSED.items() if name[1] == "T"})
# ``Card.known`` as the dictionary's own look-up (C speed), for code that reads many cards.
card_named = _PARSED.get
# Each suit's thirteen cards, for set operations on hands (``hand & SUIT_CARDS[suit]``).
SUIT_CARDS: dict[Suit, frozenset[Card]] = {
    suit: frozenset(card for card in _PACK if card.suit is suit) for suit in SUITS
}
