"""The position when a claim or concession is made (Law 68): what each player still holds.

``Position`` is an end position: the four hands at the start of the trick in progress (all
of the same length), the strain, who led (or is to lead) that trick, the cards already played
to it, and the tricks each side has won so far. ``shown_out`` records the suits a player is
known to hold no more of (he failed to follow before the claim), which Law 70E takes into
account.

``Position.from_pbn("W:AK.32.. Q2.54.. J3.A6.. 54.KQ..", trump=None, leader=Seat.WEST)``
reads the hands in the PBN deal notation (a partial deal: equal-length hands).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from . import russian as ru
from .table import Card, Deal, DealError, Seat, Suit, trick_winner


class PositionError(ValueError):
    """A position that cannot arise at the table; the message is in Russian."""


def side_of(seat: Seat) -> str:
    return seat.side


@dataclass(frozen=True)
class Position:
    """``hands`` hold every card not yet played, including those played to ``trick``."""

    hands: Mapping[Seat, frozenset[Card]]
    trump: Suit | None
    leader: Seat
    trick: tuple[Card, ...] = ()
    won: Mapping[str, int] = field(default_factory=lambda: {"NS": 0, "EW": 0})
    shown_out: frozenset[tuple[Seat, Suit]] = frozenset()
    # Seats whose card in ``trick`` is a revoke the claim established (63A3): the trick stands
    # as played (63B), so that card is no contradiction.
    revoked: frozenset[Seat] = frozenset()

    def __post_init__(self) -> None:
        lengths = {len(self.hands.get(seat, frozenset())) for seat in Seat}
        if len(lengths) != 1:
            detail = ", ".join(f"{ru.seat(seat)}: {len(self.hands.get(seat, ()))}" for seat in Seat)
            raise PositionError(f"в руках разное число карт ({detail})")
        size = lengths.pop()
        if size == 0:
            raise PositionError("в позиции нет карт: претендовать не на что")
        seen: dict[Card, Seat] = {}
        for seat in Seat:
            for card in self.hands[seat]:
                if card in seen:
                    first, second = ru.seat(seen[card], "gen"), ru.seat(seat, "gen")
                    raise PositionError(f"карта {ru.card(card)} и у {first}, и у {second}")
                seen[card] = seat
        if len(self.trick) > 3:
            raise PositionError("во взятке уже четыре карты: претензия делается до следующего хода")
        for index, card in enumerate(self.trick):
            seat = self.leader.next(index)
            if card not in self.hands[seat]:
                raise PositionError(
                    f"карты {ru.card(card)} нет у {ru.seat(seat, 'gen')}: "
                    "он не мог сыграть её во взятку"
                )
            if index and card.suit != self.trick[0].suit and seat not in self.revoked:
                if any(c.suit == self.trick[0].suit for c in self.hands[seat]):
                    raise PositionError(
                        f"{ru.seat(seat)} сыграл {ru.card(card)}, имея масть хода: "
                        "такой позиции быть не может"
                    )
        total = self.won.get("NS", 0) + self.won.get("EW", 0)
        if min(self.won.get("NS", 0), self.won.get("EW", 0)) < 0 or total + size > 13:
            raise PositionError(
                f"взятки сторон ({self.won.get('NS', 0)} + {self.won.get('EW', 0)}) и {size} "
                f"оставшихся дают больше 13"
            )

    @classmethod
    def from_pbn(
        cls,
        deal: str,
        *,
        trump: Suit | None,
        leader: Seat,
        trick: Iterable[Card] = (),
        won: Mapping[str, int] | None = None,
        shown_out: Iterable[tuple[Seat, Suit]] = (),
    ) -> Position:
        try:
            parsed = Deal.parse(deal)
        except DealError as exc:
            raise PositionError(str(exc)) from None
        return cls(
            hands={seat: frozenset(cards) for seat, cards in parsed.hands.items()},
            trump=trump,
            leader=leader,
            trick=tuple(trick),
            won=dict(won or {"NS": 0, "EW": 0}),
            shown_out=frozenset(shown_out),
        )

    @property
    def remaining(self) -> int:
        """Tricks still to be played, the one in progress included."""
        return len(self.hands[Seat.NORTH])

    @property
    def to_play(self) -> Seat:
        return self.leader.next(len(self.trick))

    def holder(self, card: Card) -> Seat | None:
        for seat in Seat:
            if card in self.hands[seat]:
                return seat
        return None

    def held(self, seat: Seat) -> frozenset[Card]:
        """What ``seat`` still has in hand (the card it played to ``trick`` is on the table)."""
        offset = (seat - self.leader) % 4
        if offset < len(self.trick):
            return self.hands[seat] - {self.trick[offset]}
        return self.hands[seat]

    def to_pbn(self) -> str:
        return Deal({seat: tuple(sorted(self.hands[seat])) for seat in Seat}).to_pbn(self.leader)


def position_after(
    deal: Deal, *, trump: Suit | None, first_leader: Seat, cards: Iterable[Card]
) -> Position:
    """The position after ``cards`` were played in order from a full deal (no irregularities):
    each card is played by whoever's turn it is, tricks go to their winners (Law 44)."""
    hands = {seat: set(deal.hands[seat]) for seat in Seat}
    won = {"NS": 0, "EW": 0}
    leader = first_leader
    trick: list[Card] = []
    shown_out: set[tuple[Seat, Suit]] = set()
    for card in cards:
        seat = leader.next(len(trick))
        if card not in hands[seat]:
            raise PositionError(
                f"карты {ru.card(card)} нет у {ru.seat(seat, 'gen')}: сейчас его очередь играть"
            )
        if trick and card.suit != trick[0].suit:
            if any(c.suit == trick[0].suit for c in hands[seat]):
                raise PositionError(
                    f"{ru.seat(seat)} не может сыграть {ru.card(card)}: у него есть масть хода"
                )
            shown_out.add((seat, trick[0].suit))
        hands[seat].discard(card)
        trick.append(card)
        if len(trick) == 4:
            winner = trick_winner(leader, {leader.next(i): c for i, c in enumerate(trick)}, trump)
            won[winner.side] += 1
            leader, trick = winner, []
    for offset, card in enumerate(trick):
        hands[leader.next(offset)].add(card)
    return Position(
        hands={seat: frozenset(cards) for seat, cards in hands.items()},
        trump=trump,
        leader=leader,
        trick=tuple(trick),
        won=won,
        shown_out=frozenset(shown_out),
    )
