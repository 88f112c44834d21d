"""The play: tricks, whose turn it is, following suit (Law 44C) and the winner (Law 44E/F).

``Trick`` keeps the cards in the order they were played with the seat of each; its winner
is decided by Law 44E (the highest trump) or 44F (the highest card of the suit led).
``PlayState`` is the table during the play: what each player still holds, the tricks, whose
turn it is. Irregular plays (out of turn, revokes, penalty cards) are decided by the
irregularity modules; this module knows only the normal procedure of Law 44.
"""

from __future__ import annotations

import functools
from collections.abc import Collection, Iterable
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from .cards import PBN_NAMES, Card, Suit
from .seats import Seat


class PlayedTrick(NamedTuple):
    """A trick as it is written down (immutable)."""

    number: int
    leader: Seat
    cards: tuple[Card, ...]  # in seat order from the leader
    winner: Seat | None  # None while the trick is in progress

    def to_dict(self) -> dict[str, Any]:
        winner = self.winner
        return {
            "number": self.number,
            "leader": self.leader.letter,
            "cards": [PBN_NAMES[card.order] for card in self.cards],
            "winner": winner.letter if winner is not None else None,
        }


# A PlayedTrick from its four values at C speed (a named tuple's own ``__new__`` is Python).
_played_trick = functools.partial(tuple.__new__, PlayedTrick)


@dataclass(slots=True)
class Trick:
    number: int
    leader: Seat
    plays: list[tuple[Seat, Card]] = field(default_factory=list)
    # A finished trick as written down, with the trump and the list of plays it was decided
    # from: it stands while they and the leader do (a corrected revoke, 62D, sets new plays
    # and may set a new leader; the number is never set anew).
    _decided: tuple[Suit | None, list[tuple[Seat, Card]], PlayedTrick] | None = field(
        default=None, init=False, repr=False, compare=False
    )

    def _decide(self, trump: Suit | None) -> PlayedTrick:
        decided = self._decided
        if decided is not None and _stands(self, decided, trump):
            return decided[2]
        winner = trick_winner(self.leader, dict(self.plays), trump)
        played = _played_trick((self.number, self.leader, tuple(self._rotation()), winner))
        self._decided = (trump, self.plays, played)
        return played

    def decided(self, trump: Suit | None, winner: Seat, in_rotation: tuple[Card, ...]) -> None:
        """Keep what a caller that played the four cards in rotation already knows: the
        winner for ``trump`` and the cards in seat order from the leader."""
        played = _played_trick((self.number, self.leader, in_rotation, winner))
        self._decided = (trump, self.plays, played)

    @property
    def led_suit(self) -> Suit | None:
        for seat, card in self.plays:
            if seat == self.leader:
                return card.suit
        return None

    def card_of(self, seat: Seat) -> Card | None:
        for who, card in self.plays:
            if who == seat:
                return card
        return None

    def has_played(self, seat: Seat) -> bool:
        return self.card_of(seat) is not None

    @property
    def complete(self) -> bool:
        return len(self.plays) == 4

    @property
    def empty(self) -> bool:
        return not self.plays

    def next_to_play(self) -> Seat:
        """The next seat clockwise from the leader that has not played (Law 44B)."""
        played = {seat for seat, _ in self.plays}
        seat = self.leader
        for _ in range(4):
            if seat not in played:
                return seat
            seat = seat.lho
        raise ValueError("взятка завершена")

    def winner(self, trump: Suit | None) -> Seat | None:
        if len(self.plays) != 4:
            return None
        return self._decide(trump).winner

    def in_rotation(self) -> list[Card]:
        """Cards in seat order from the leader (how a trick is written down)."""
        decided = self._decided
        if len(self.plays) == 4 and decided is not None and _stands(self, decided, decided[0]):
            return list(decided[2].cards)
        return self._rotation()

    def _rotation(self) -> list[Card]:
        by_seat = dict(self.plays)
        out = []
        seat = self.leader
        for _ in range(4):
            card = by_seat.get(seat)
            if card is not None:
                out.append(card)
            seat = seat.lho
        return out


def _stands(
    trick: Trick,
    decided: tuple[Suit | None, list[tuple[Seat, Card]], PlayedTrick],
    trump: Suit | None,
) -> bool:
    """Whether a trick's written form was decided for ``trump`` from its plays and leader as
    they are."""
    return decided[0] is trump and decided[1] is trick.plays and decided[2].leader is trick.leader


def written(tricks: Iterable[Trick], trump: Suit | None) -> list[PlayedTrick]:
    """Every trick with a card in it, as it is written down (a finished trick's winner and
    cards decided once)."""
    out: list[PlayedTrick] = []
    for trick in tricks:
        plays = trick.plays
        decided = trick._decided
        if len(plays) == 4:
            # What ``_stands`` asks, without a call for each trick.
            if (
                decided is not None
                and decided[0] is trump
                and decided[1] is plays
                and decided[2].leader is trick.leader
            ):
                out.append(decided[2])
            else:
                out.append(trick._decide(trump))
        elif plays:
            out.append(_played_trick((trick.number, trick.leader, tuple(trick._rotation()), None)))
    return out


def trick_winner(leader: Seat, cards: dict[Seat, Card], trump: Suit | None) -> Seat:
    """Law 44E: a trick containing a trump is won by the highest trump; Law 44F: otherwise
    by the highest card of the suit led."""
    winner, best = leader, cards[leader]
    for seat, card in cards.items():
        if card.suit is best.suit:
            if card.rank > best.rank:
                winner, best = seat, card
        elif card.suit is trump:
            winner, best = seat, card
    return winner


def can_follow(hand: Iterable[Card], suit: Suit) -> bool:
    return any(card.suit == suit for card in hand)


def legal_cards(hand: Collection[Card], led: Suit | None) -> list[Card]:
    """Law 44C: follow suit if possible; Law 44A/44D: otherwise any card."""
    if led is not None and can_follow(hand, led):
        return sorted(card for card in hand if card.suit == led)
    return sorted(hand)


@dataclass
class PlayState:
    hands: dict[Seat, set[Card]]
    trump: Suit | None
    declarer: Seat
    first_trick: int = 1
    first_leader: Seat | None = None
    tricks: list[Trick] = field(default_factory=list)

    @property
    def dummy(self) -> Seat:
        return self.declarer.partner

    @property
    def opening_leader(self) -> Seat:
        # Law 41 (the opening lead): declarer's left-hand opponent.
        return self.declarer.lho

    def is_defender(self, seat: Seat) -> bool:
        return not seat.is_partner_of(self.declarer)

    @property
    def total_tricks(self) -> int:
        return 14 - self.first_trick

    @property
    def completed(self) -> list[Trick]:
        return [t for t in self.tricks if t.complete]

    @property
    def finished(self) -> bool:
        # Tricks are opened one after another, so only the last one can be incomplete.
        tricks = self.tricks
        return bool(tricks) and len(tricks[-1].plays) == 4 and len(tricks) >= 14 - self.first_trick

    @property
    def current(self) -> Trick:
        """The trick in progress, opening a new one led by the right player when needed."""
        tricks = self.tricks
        if tricks and len(tricks[-1].plays) != 4:
            return tricks[-1]
        number = self.first_trick + len(tricks)
        leader = self.first_leader or self.opening_leader
        if tricks:
            # Law 44G: the winner of the previous trick leads to the next.
            winner = tricks[-1]._decide(self.trump).winner
            assert winner is not None  # the trick is complete
            leader = winner
        trick = Trick(number, leader)
        tricks.append(trick)
        return trick

    def current_number(self) -> int:
        """Number of the trick in progress (or of the last one when the play is over)."""
        tricks = self.tricks
        if tricks and (len(tricks[-1].plays) != 4 or self.finished):
            return tricks[-1].number
        # Only the last trick can be incomplete, and here it is not.
        return self.first_trick + len(tricks)

    def turn(self) -> Seat:
        return self.current.next_to_play()

    def remove(self, seat: Seat, card: Card) -> None:
        self.hands[seat].discard(card)
