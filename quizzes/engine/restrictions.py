"""Which cards a lead or play restriction imposed on a defender still lets him play.

Declarer's choices under Laws 50E2A / 51B (a suit required or forbidden for the next lead)
and 57A (the highest or lowest card of the suit led, or a suit forbidden) restrict one
defender's next lead or play. Law 50E1 ranks them above the defender's own major penalty card:
"Обязанность давать в масть или выполнять ограничения на ход или игру имеет приоритет перед
обязанностью играть старшей штрафной картой, но штрафная карта должна оставаться открытой на
столе и быть сыграна при следующей легальной возможности." ``permitted`` gives the cards the
restriction leaves him, so the penalty-card rules can tell which of his penalty cards he may
(and so must) play now.
"""

from __future__ import annotations

from collections.abc import Collection

from .cards import Card, Suit
from .referee import Referee
from .seats import Seat


def permitted(
    ref: Referee, seat: Seat, hand: Collection[Card], led: Suit | None
) -> frozenset[Card] | None:
    """The cards of ``hand`` that ``seat`` may lead or play under the restriction on him now;
    None when nothing restricts him (or he cannot comply, Law 59, and may play any legal
    card)."""
    if led is None:
        return _lead(ref, seat, hand)
    return _play(ref, seat, hand, led)


def _lead(ref: Referee, seat: Seat, hand: Collection[Card]) -> frozenset[Card] | None:
    restriction = ref.lead_restriction
    if restriction is None or restriction.seat != seat:
        return None
    cards = frozenset(hand)
    if restriction.require is not None:
        wanted = frozenset(c for c in cards if c.suit == restriction.require)
        if wanted:
            cards = wanted
    allowed = frozenset(c for c in cards if c.suit not in restriction.forbid)
    if allowed and allowed != frozenset(hand):
        return allowed
    return None


def _play(ref: Referee, seat: Seat, hand: Collection[Card], led: Suit) -> frozenset[Card] | None:
    restriction = ref.play_restriction
    state = ref.play
    if restriction is None or restriction.seat != seat or restriction.trick != state.current.number:
        return None
    suited = sorted((c for c in hand if c.suit == led), key=lambda c: c.rank)
    if restriction.kind in ("play_highest", "play_lowest"):
        if not suited:
            return None
        return frozenset({suited[-1] if restriction.kind == "play_highest" else suited[0]})
    legal = suited or list(hand)
    allowed = frozenset(c for c in legal if c.suit != restriction.suit)
    return allowed if allowed and allowed != frozenset(legal) else None
