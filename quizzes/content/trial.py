"""Which cards the player to play next may play, as the engine decides: each card he holds is
played through ``rule()`` on its own, and a card that makes the engine find a new irregularity
(of the kinds counted) is refused. A question's only legal card (the answer key) and the cards
listed under a director's option both come from here."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

from quizzes.engine import ScenarioError, rule
from quizzes.engine.table import Card, Deal, Seat, SeatError, Suit


@dataclass(frozen=True)
class Trial:
    seat: Seat  # who plays next
    hand: tuple[Card, ...]  # what he still holds, spades to clubs, each from the ace down
    accepted: tuple[Card, ...]  # the cards of ``hand`` the engine accepts
    led: Suit | None  # the suit led to the trick in progress; None when he is to lead


def try_each_card(
    scenario: dict, ruling: dict | None = None, kinds: Collection[str] | None = None
) -> Trial | None:
    """Play each card of the player to play next; None when nobody is to play. ``ruling`` is
    the engine's ruling of ``scenario`` (computed when not given); ``kinds`` limits the
    irregularities that refuse a card (all of them by default)."""
    ruling = rule(scenario) if ruling is None else ruling
    try:
        seat = Seat.parse(ruling.get("next") or "")
    except SeatError:
        return None
    tricks = ruling.get("tricks") or []
    played = {Card.parse(card) for trick in tricks for card in trick.get("cards") or []}
    hand = tuple(card for card in Deal.parse(scenario["deal"]).hands[seat] if card not in played)
    current = tricks[-1].get("cards") if tricks else None
    led = Card.parse(current[0]).suit if current and len(current) < 4 else None

    def counted(outcome: dict) -> int:
        found = outcome.get("irregularities") or []
        return sum(1 for entry in found if kinds is None or entry.get("kind") in kinds)

    baseline = counted(ruling)
    accepted = []
    for card in hand:
        attempt = dict(scenario, play=[*(scenario.get("play") or []), str(card)])
        try:
            outcome = rule(attempt)
        except ScenarioError:
            continue
        if counted(outcome) == baseline:
            accepted.append(card)
    return Trial(seat, hand, tuple(accepted), led)
