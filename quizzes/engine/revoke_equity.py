"""Law 64C: what a revoke gained the offending side, to restore equity.

"Судья отвечает за справедливость. Когда после любого выявленного фальшренонса, …" — the
sources keep only the heading and these first words of 64C. The 1987 rule, applied here in the
engine's own words: when, after any established revoke, including one not subject to penalty,
the director deems the non-offending side insufficiently compensated by Law 64 for the damage,
he assigns an adjusted score.

The engine measures the damage where it can: double dummy (all four hands open, every player
playing his best — Bo Haglund's DDS through ``double_dummy``), from the position of the revoke
trick when the offender played, it compares the tricks the offending side takes from there on
with the revoke card as played and with the best card the offender could legally have played
(a card of the suit led, or the card the restriction asked for). The difference is what the
revoke gained. When that is more than the tricks Law 64 transfers, the non-offending side gets
the rest back: the result with the revoke undone is the table result less the gain.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from .cards import SUITS, Card, Suit, full_pack
from .play import Trick, trick_winner
from .seats import Seat


@dataclass(frozen=True)
class RevokeGain:
    """Double-dummy tricks of the offending side from the revoke trick on: ``with_revoke``
    (the revoke card as played), ``without`` (the best legal card instead)."""

    with_revoke: int
    without: int

    @property
    def gain(self) -> int:
        return max(0, self.with_revoke - self.without)


# Hands as bit masks: hands[seat][suit], bit ``r`` set for rank r (suits S H D C, seats N E S W).
Masks = list[list[int]]


def _masks(hands: dict[Seat, set[Card]]) -> Masks:
    masks = [[0, 0, 0, 0] for _ in range(4)]
    for seat, cards in hands.items():
        row = masks[seat]
        for card in cards:
            suit, bit = _BITS[card]
            row[suit] |= bit
    return masks


# Each card's suit index and rank, and its rank's bit in the masks, worked out once.
_SUIT_RANK: dict[Card, tuple[int, int]] = {
    card: (SUITS.index(card.suit), int(card.rank)) for card in full_pack()
}
_BITS: dict[Card, tuple[int, int]] = {
    card: (suit, 1 << rank) for card, (suit, rank) in _SUIT_RANK.items()
}


def _solve(
    hands: dict[Seat, set[Card]], trump: Suit | None, leader: Seat, plays: Sequence[Card]
) -> int:
    """Tricks (the one in progress included) that the side of the player to play takes with
    best play all round; ``hands`` without the cards in ``plays``."""
    max_tricks, strain_index = _double_dummy()
    played = [((leader + i) % 4, *_SUIT_RANK[card]) for i, card in enumerate(plays)]
    return max_tricks(_masks(hands), strain_index(trump), int(leader), played)


@functools.cache
def _double_dummy() -> tuple[
    Callable[[Masks, int, int, Sequence[tuple[int, int, int]]], int],
    Callable[[Suit | None], int],
]:
    # DDS is loaded only when an estimate is first needed.
    from .double_dummy import max_tricks, strain_index

    return max_tricks, strain_index


def _value(
    hands: dict[Seat, set[Card]],
    trump: Suit | None,
    leader: Seat,
    plays: Sequence[Card],
    offender: Seat,
) -> int:
    """Tricks the offender's side takes from this trick on, with best play all round after
    the cards in ``plays`` (the offender's card the last of them)."""
    remaining = len(hands[leader]) + (1 if plays else 0)
    if len(plays) < 4:
        # The next player is the offender's left-hand opponent.
        return remaining - _solve(hands, trump, leader, plays)
    cards = {leader.next(i): card for i, card in enumerate(plays)}
    winner = trick_winner(leader, cards, trump)
    won = 1 if winner.is_partner_of(offender) else 0
    if not any(hands.values()):
        return won
    best = _solve(hands, trump, winner, [])
    return won + (best if winner.is_partner_of(offender) else remaining - 1 - best)


def gain(
    hands: dict[Seat, set[Card]],
    trump: Suit | None,
    trick: Trick,
    offender: Seat,
    card: Card,
    legal: Iterable[Card],
) -> RevokeGain | None:
    """What ``offender``'s revoke with ``card`` in ``trick`` gained his side, double dummy.

    ``hands``: what each player held when the trick was led (the trick's cards included);
    ``legal``: the cards he could legally have played instead. None when the solver cannot
    give an answer."""
    order = [trick.leader.next(i) for i in range(4)]
    if offender not in order:
        return None
    by_seat = dict(trick.plays)
    before = [by_seat[seat] for seat in order[: order.index(offender)] if seat in by_seat]
    if len(before) != order.index(offender):
        return None
    left = {seat: set(cards) for seat, cards in hands.items()}
    for seat, played in zip(order, before, strict=False):
        left[seat].discard(played)

    def after(choice: Card) -> int:
        rest = {seat: set(cards) for seat, cards in left.items()}
        rest[offender].discard(choice)
        return _value(rest, trump, trick.leader, [*before, choice], offender)

    try:
        choices = [c for c in legal if c in left[offender] and c != card]
        if not choices:
            return None
        if before and set(choices) == {c for c in left[offender] if c.suit == before[0].suit}:
            # Every card of the suit led is a legal choice: the solver, which follows suit,
            # finds the best of them in one solve from the offender's turn.
            return RevokeGain(after(card), _solve(left, trump, trick.leader, before))
        return RevokeGain(after(card), max(after(choice) for choice in choices))
    except (RuntimeError, ValueError):
        # DDS refused the position (its DDSError is a RuntimeError): no estimate, no 64C step.
        return None
