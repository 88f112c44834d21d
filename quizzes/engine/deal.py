"""A deal in PBN notation and the holder of each card.

``"N:AKQ2.K32.A32.432 J43.QJ4.KQJ.AKQJ 765.A765.7654.65 T98.T98.T98.T987"``: the first seat,
a colon, then the four hands clockwise from it, each hand's suits in the order S.H.D.C.
Ten is ``T`` or ``10``. A partial deal (an end position) is allowed when all four hands
have the same number of cards.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property
from operator import attrgetter

from . import russian as ru
from .cards import SUITS, Card, Suit, full_pack
from .seats import SEATS, Seat, SeatError

_RANKS = frozenset("23456789TJQKA")


class DealError(ValueError):
    """A deal string that cannot be a deal; the message names the hand and the card."""


@dataclass(frozen=True)
class Deal:
    hands: dict[Seat, tuple[Card, ...]]

    @classmethod
    def parse(cls, text: object) -> Deal:
        if isinstance(text, Deal):
            return text
        raw = str(text).strip()
        if ":" not in raw:
            raise DealError("сдача должна начинаться с места и двоеточия, например «N:AKQ2.K32…»")
        first, _, rest = raw.partition(":")
        try:
            seat = Seat.parse(first)
        except SeatError as exc:
            raise DealError(str(exc)) from None
        parts = rest.split()
        if len(parts) != 4:
            raise DealError(f"в сдаче {len(parts)} рук вместо 4")
        fast = _parse_well_formed(parts, seat)
        if fast is not None:
            return cls(fast)
        # Something is wrong with the deal: the slow reading below says what.
        hands: dict[Seat, tuple[Card, ...]] = {}
        seen: dict[Card, Seat] = {}
        for index, part in enumerate(parts):
            holder = seat.next(index)
            cards = _parse_hand(part, holder)
            for card in cards:
                if card in seen:
                    raise DealError(
                        f"карта {ru.card(card)} повторяется: у {seen[card].letter} и у "
                        f"{holder.letter}"
                    )
                seen[card] = holder
            hands[holder] = tuple(sorted(cards))
        lengths = {len(cards) for cards in hands.values()}
        if len(lengths) != 1:
            detail = ", ".join(f"{s.letter}: {len(hands[s])}" for s in Seat)
            raise DealError(f"в руках разное число карт ({detail})")
        if lengths == {0}:
            raise DealError("в сдаче нет карт")
        return cls(hands)

    @classmethod
    def from_pack(cls, pack: list[Card]) -> Deal:
        """The 52 cards dealt in order: the first 13 to North, then East, South, West."""
        if len(pack) != 52 or len(set(pack)) != 52:
            raise DealError("нужна колода из 52 разных карт")
        return cls(
            {seat: tuple(sorted(pack[i * 13 : i * 13 + 13])) for i, seat in enumerate(SEATS)}
        )

    @classmethod
    def shuffled(cls, rng: random.Random) -> Deal:
        """A random deal: ``full_pack()`` shuffled by ``rng``, then :meth:`from_pack`."""
        pack = full_pack()
        rng.shuffle(pack)
        return cls.from_pack(pack)

    @property
    def size(self) -> int:
        return len(self.hands[Seat.NORTH])

    def holder(self, card: Card) -> Seat | None:
        return self.holders.get(card)

    @cached_property
    def holders(self) -> dict[Card, Seat]:
        """Card → the seat it was dealt to."""
        holders: dict[Card, Seat] = {}
        for seat, cards in self.hands.items():
            holders.update(dict.fromkeys(cards, seat))
        return holders

    def to_pbn(self, first: Seat = Seat.NORTH) -> str:
        return f"{first.letter}:" + " ".join(
            hand_to_pbn(self.hands[first.next(i)]) for i in range(4)
        )


def hand_to_pbn(cards: Iterable[Card]) -> str:
    by_suit: dict[Suit, list[str]] = {suit: [] for suit in SUITS}
    for card in sorted(cards):
        by_suit[card.suit].append(card.rank.letter)
    return ".".join("".join(by_suit[suit]) for suit in SUITS)


# Suit index (S H D C) → rank letter → card, for the quick reading of a well-formed deal.
_BY_LETTER: tuple[dict[str, Card], ...] = tuple(
    {card.rank.letter: card for card in full_pack() if card.suit is suit} for suit in SUITS
)
_ORDER = attrgetter("order")


def _parse_well_formed(parts: list[str], first: Seat) -> dict[Seat, tuple[Card, ...]] | None:
    """The hands of a deal written as it should be (four suits a hand, upper-case ranks, no
    card twice, hands of equal length), quickly; None for anything else, which ``parse``
    then reads card by card to say what is wrong."""
    spades, hearts, diamonds, clubs = (by_letter.__getitem__ for by_letter in _BY_LETTER)
    hands: dict[Seat, tuple[Card, ...]] = {}
    try:
        for index, part in enumerate(parts):
            s, h, d, c = part.split(".")
            cards = [*map(spades, s), *map(hearts, h), *map(diamonds, d), *map(clubs, c)]
            cards.sort(key=_ORDER)
            hands[first.next(index)] = tuple(cards)
    except (KeyError, ValueError):  # not a rank letter; not four suits
        return None
    size = len(hands[first])
    if size == 0 or any(len(cards) != size for cards in hands.values()):
        return None
    if len({card for cards in hands.values() for card in cards}) != 4 * size:
        return None
    return hands


def _parse_hand(text: str, holder: Seat) -> list[Card]:
    if text == "-":
        raise DealError(f"рука {holder.letter} не указана («-»): движку нужны все четыре руки")
    suits = text.split(".")
    if len(suits) != 4:
        raise DealError(f"рука {holder.letter}: {len(suits)} мастей вместо 4 (формат S.H.D.C)")
    cards: list[Card] = []
    seen: set[Card] = set()
    for suit, ranks in zip(SUITS, suits, strict=True):
        for letter in ranks.upper().replace("10", "T"):
            card = Card.parse(suit.letter + letter) if letter in _RANKS else None
            if card is None:
                raise DealError(
                    f"рука {holder.letter}, {ru.suit(suit)}: неизвестная карта «{letter}»"
                )
            if card in seen:
                raise DealError(f"рука {holder.letter}: карта {ru.card(card)} записана дважды")
            seen.add(card)
            cards.append(card)
    return cards


def suit_cards(cards: Iterable[Card], suit: Suit) -> list[Card]:
    return [card for card in cards if card.suit == suit]
