"""The play: tricks, whose turn it is, following suit (Law 44C) and the winner (Law 44E/F).

``Trick`` keeps the cards in the order they were played with the seat of each; its winner
is decided by Law 44E (the highest trump) or 44F (the highest card of the suit led).
``PlayState`` is the table during the play: what each player still holds, the tricks, whose
turn it is. Irregular plays (out of turn, revokes, penalty cards) are decided by the
irregularity modules; this module knows only the normal procedure of Law 44.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from dataclasses import dataclass, field

from .cards import Card, Suit
from .seats import Seat


@dataclass
class Trick:
    number: int
    leader: Seat
    plays: list[tuple[Seat, Card]] = field(default_factory=list)

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
        for step in range(4):
            seat = self.leader.next(step)
            if not self.has_played(seat):
                return seat
        raise ValueError("взятка завершена")

    def winner(self, trump: Suit | None) -> Seat | None:
        if not self.complete:
            return None
        return trick_winner(self.leader, {s: c for s, c in self.plays}, trump)

    def in_rotation(self) -> list[Card]:
        """Cards in seat order from the leader (how a trick is written down)."""
        by_seat = dict(self.plays)
        return [by_seat[self.leader.next(i)] for i in range(4) if self.leader.next(i) in by_seat]


def trick_winner(leader: Seat, cards: dict[Seat, Card], trump: Suit | None) -> Seat:
    led = cards[leader].suit
    trumps = [s for s, c in cards.items() if trump is not None and c.suit == trump]
    if trumps:
        # Law 44E: a trick containing a trump is won by the highest trump.
        return max(trumps, key=lambda s: cards[s].rank)
    # Law 44F: otherwise by the highest card of the suit led.
    return max((s for s, c in cards.items() if c.suit == led), key=lambda s: cards[s].rank)


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
        return bool(tricks) and tricks[-1].complete and len(tricks) >= self.total_tricks

    @property
    def current(self) -> Trick:
        """The trick in progress, opening a new one led by the right player when needed."""
        if not self.tricks or self.tricks[-1].complete:
            number = self.first_trick + len(self.tricks)
            leader = self.first_leader or self.opening_leader
            if self.tricks:
                # Law 44G: the winner of the previous trick leads to the next.
                leader = trick_winner(
                    self.tricks[-1].leader, dict(self.tricks[-1].plays), self.trump
                )
            self.tricks.append(Trick(number, leader))
        return self.tricks[-1]

    def current_number(self) -> int:
        """Number of the trick in progress (or of the last one when the play is over)."""
        if self.tricks and (not self.tricks[-1].complete or self.finished):
            return self.tricks[-1].number
        return self.first_trick + len(self.completed)

    def turn(self) -> Seat:
        return self.current.next_to_play()

    def remove(self, seat: Seat, card: Card) -> None:
        self.hands[seat].discard(card)
