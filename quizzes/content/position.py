"""The position at the moment of a question: who still holds which cards, which card went to
which trick, and who is to play. Plain Python, from the engine's scenario and ruling.

A card question asks what the player to play must (or did) play; ``answer_cards`` is what he
may be offered — the cards he still holds then.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from quizzes.engine.table import Card, CardError, Deal, DealError, Seat, SeatError


@dataclass(frozen=True)
class Position:
    deal: Deal | None
    # Card → the number of the trick it was played to (the trick in progress included).
    played: dict[Card, int] = field(default_factory=dict)
    next: Seat | None = None

    def held(self, seat: Seat) -> tuple[Card, ...]:
        """What ``seat`` still holds, spades to clubs, each suit from the ace down."""
        if self.deal is None:
            return ()
        return tuple(sorted(c for c in self.deal.hands[seat] if c not in self.played))

    @property
    def tricks(self) -> int:
        return max(self.played.values(), default=0)


def _cards(values) -> list[Card]:
    out = []
    for value in values or []:
        try:
            out.append(Card.parse(value))
        except CardError:
            continue
    return out


def of(scenario: dict | None, ruling: dict | None = None) -> Position:
    """The position after the play of ``scenario`` as the engine resolved it (its ruling's
    tricks); without a ruling, the cards of the play in the order given, four to a trick."""
    scenario, ruling = scenario or {}, ruling or {}
    try:
        deal = Deal.parse(scenario.get("deal") or "")
    except DealError:
        return Position(None)
    played: dict[Card, int] = {}
    tricks = ruling.get("tricks")
    if tricks:
        for number, trick in enumerate(tricks, start=1):
            for card in _cards(trick.get("cards")):
                played[card] = int(trick.get("number") or number)
    else:
        plain = _cards(item for item in scenario.get("play") or [] if isinstance(item, str))
        played = {card: index // 4 + 1 for index, card in enumerate(plain)}
    try:
        next_seat = Seat.parse(ruling["next"]) if ruling.get("next") else None
    except SeatError:
        next_seat = None
    return Position(deal, played, next_seat)


def answer_cards(question) -> tuple[Seat, tuple[Card, ...]] | None:
    """For a card question: the player to play and the cards he still holds, offered as the
    answer; None when the position names nobody (then any card may be typed)."""
    if question.kind != "card" or not hasattr(question, "scenario"):
        return None  # not a card question, or a step of one (the question holds the table)
    position = of(question.scenario, question.ruling)
    if position.next is None or position.deal is None:
        return None
    held = position.held(position.next)
    return (position.next, held) if held else None
