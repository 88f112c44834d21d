"""The referee: the state of one ruling, the object every irregularity handler receives.

``Referee`` holds the table (the deal, the auction and the play), what the laws have imposed
so far (penalty cards, lead and play restrictions, revokes not yet settled, the choice the
engine waits for) and the record of the ruling (irregularities, clauses cited, explanation
steps). The handlers (``revoke``, ``penalty_card``, ``lead_out_of_turn``…) read and change it
through these typed fields and methods; the order of play is driven by ``ruling.py`` and
``auction_period.py``.

A choice the engine waits for is a :class:`Pending`: its options, the data the handler that
offered it needs, and callbacks that receive that data as an argument — ``on_choose`` when the
scenario chooses, ``on_card`` / ``on_call`` when a card or a call comes instead of a choice.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, NamedTuple, TypeVar

from . import russian as ru
from .auction import Call, Contract
from .auction_event import AuctionEvent
from .auction_state import AuctionState
from .cards import Card, CardError, Suit, full_pack
from .deal import Deal, DealError
from .irregularities import Entry, Irregularity, Revoke
from .options import Option
from .play import PlayState, Trick
from .scenario_error import ScenarioError
from .scenario_shape import validate
from .seats import SEATS, Seat
from .vulnerability import Vulnerability

# A scenario's play or auction item as written (YAML/JSON data).
Item = Mapping[str, Any]
# A card a choice puts on the table at once (Law 46B: the designated dummy card).
FollowUp = tuple[Seat, Card] | None

D = TypeVar("D")


@dataclass
class Pending(Generic[D]):
    """A choice the engine waits for. ``on_choose(ref, option, data)`` applies the choice
    made; ``on_card(ref, seat, card, item, data)`` / ``on_call(ref, seat, call, item, data)``
    decide what a card (a call) instead of a choice means: True when it has been dealt with,
    False to play (enter) it normally."""

    kind: str
    options: tuple[Option, ...]
    data: D
    on_choose: Callable[[Referee, Option, D], FollowUp]
    on_card: Callable[[Referee, Seat, Card, Item, D], bool] | None = None
    on_call: Callable[[Referee, Seat | None, Call, Item, D], bool] | None = None


@dataclass
class LeadRestriction:
    """Declarer's Law 50E2A / 51B choice about ``seat``'s lead: a suit required (for the
    next lead) or suits forbidden (while he keeps the lead)."""

    seat: Seat
    require: Suit | None
    forbid: frozenset[Suit]


@dataclass
class LeadPenalty:
    """Law 26: declarer may restrict ``seat``'s first lead (``seat`` is the partner of an
    offender whose call was withdrawn): require or forbid one of ``suits`` (26A2), or forbid
    any one suit (``any_suit``, 26B). ``offered`` once declarer has been asked."""

    seat: Seat
    suits: tuple[Suit, ...]
    any_suit: bool
    offered: bool = False


@dataclass(frozen=True)
class PlayRestriction:
    """Declarer's Law 57A choice about ``seat``'s play to the current trick."""

    seat: Seat
    kind: str  # play_highest | play_lowest | forbid_suit
    trick: int
    suit: Suit | None = None


class RevokeRecord(NamedTuple):
    """A revoke as the laws need it later: who, in which trick, the cards he could legally
    have played (Law 64A2), whether it was a failure to play a faced card (64B3). Immutable;
    a named tuple, made at a fraction of a frozen dataclass's cost."""

    entry: Entry[Revoke]
    seat: Seat
    trick: int
    card: Card
    suit: Suit | None
    legal: frozenset[Card]
    faced: bool


class Step(NamedTuple):
    """One explanation step: the engine's words, the clause they apply (None for a table
    fact) and what it decides (``deciding.RULING``, ``deciding.CHOICE`` or None).
    Immutable; a named tuple because a ruling writes dozens of them."""

    text: str
    law: str | None
    decides: str | None = None

    def to_dict(self) -> dict[str, str | None]:
        out = {"text": self.text, "law": self.law}
        if self.decides:
            out["decides"] = self.decides
        return out


# An explanation step made from its (text, law, decides) triple at C speed (``Step`` is a
# named tuple, whose own ``__new__`` is Python).
step = functools.partial(tuple.__new__, Step)


def trick_won(trick: Trick, winner: Seat) -> str:
    """The explanation step of a finished trick."""
    return trick_won_text(trick.number, winner, trick.in_rotation())


def trick_won_text(number: int, winner: Seat, cards: Sequence[Card]) -> str:
    """«Взятку 3 выиграл Север (♠Т, ♠5, ♠2, ♠7).»: ``cards`` in seat order from the leader."""
    names = CARD_NAMES
    if 1 <= number <= 13 and len(cards) == 4:
        first, second, third, fourth = cards
        return (
            f"{TRICK_WON[number][winner]}{names[first.order]}, {names[second.order]}, "
            f"{names[third.order]}, {names[fourth.order]})."
        )
    shown = ", ".join([names[card.order] for card in cards])
    if 1 <= number <= 13:
        return f"{TRICK_WON[number][winner]}{shown})."
    return f"Взятку {number} выиграл {ru.seat(winner)} ({shown})."


def lead_note(seat: Seat, card: Card) -> str:
    """The explanation step of a lead: «Север ходит ♠Т.»."""
    return LEAD_NOTES[seat][card.order]


# The two steps every trick writes, made once: a ruling tells 13 leads and 13 winners.
LEAD_NOTES: tuple[tuple[str, ...], ...] = tuple(
    tuple(f"{ru.seat(seat)} ходит {ru.card(card)}." for card in full_pack()) for seat in Seat
)
# The lead's explanation step itself, by seat and ``Card.order`` (a step is immutable).
LEAD_STEPS: tuple[tuple[Step, ...], ...] = tuple(
    tuple(Step(text, None) for text in notes) for notes in LEAD_NOTES
)
CARD_NAMES: tuple[str, ...] = tuple(ru.card(card) for card in full_pack())
TRICK_WON: tuple[tuple[str, ...], ...] = tuple(
    tuple(f"Взятку {number} выиграл {ru.seat(seat)} (" for seat in Seat) for number in range(14)
)


def trick_law(trick: Trick, trump: Suit | None) -> str:
    """Law 44E when the trick holds a trump, else 44F."""
    if trump is not None and any(card.suit is trump for _, card in trick.plays):
        return "44E"
    return "44F"


@dataclass(eq=False)
class Referee:
    scenario: Mapping[str, Any]
    deal: Deal
    # Where a ScenarioError points: the scenario key and the item's index.
    field: str = "deal"
    position: int | None = None
    # The record of the ruling.
    explanation: list[Step] = dataclasses.field(default_factory=list)
    laws: list[str] = dataclasses.field(default_factory=list)
    irregularities: list[Entry[Any]] = dataclasses.field(default_factory=list)
    # The auction.
    dealer: Seat = Seat.NORTH
    vulnerability: Vulnerability = Vulnerability.NONE
    auction: AuctionState | None = None
    auction_log: list[AuctionEvent] = dataclasses.field(default_factory=list)
    contract: Contract | None = None
    # The play, and what the laws have imposed on it.
    state: PlayState | None = None
    tricks_before: int = 0
    pending: Pending[Any] | None = None
    penalty: dict[Seat, dict[Card, bool]] = dataclasses.field(
        default_factory=lambda: {seat: {} for seat in SEATS}
    )
    lead_restriction: LeadRestriction | None = None
    lead_penalties: list[LeadPenalty] = dataclasses.field(default_factory=list)
    play_restriction: PlayRestriction | None = None
    awaiting_relead: Seat | None = None
    lead_options_done: int | None = None
    dummy_seen: bool = False  # Law 54C
    revokes: list[RevokeRecord] = dataclasses.field(default_factory=list)
    # A claim or concession (Laws 68–71) ends the play; its ruling (claim.ClaimRuling).
    claim: Any = None
    # For an agreed claim, which no line decides: a line giving the same tricks (the tricks
    # against the claimer), for Law 64A2's tricks won with a card of the revoke suit.
    claim_line: tuple[Any, ...] = ()

    @classmethod
    def of(cls, scenario: object) -> Referee:
        shape = validate(scenario)
        try:
            deal = Deal.parse(shape["deal"])
        except DealError as exc:
            raise ScenarioError(str(exc), "deal") from None
        return cls(shape, deal)

    # -- recording ---------------------------------------------------------------------------
    def err(self, message: str) -> ScenarioError:
        return ScenarioError(message, self.field, self.position)

    def at(self, field: str, position: int | None = None) -> None:
        """Point any error from now on at ``field[position]``."""
        self.field, self.position = field, position

    def cite(self, law: str | None) -> None:
        if law and law not in self.laws:
            self.laws.append(law)

    def note(self, text: str, law: str | None = None, decides: str | None = None) -> None:
        self.explanation.append(step((text, law, decides)))
        if law and law not in self.laws:
            self.laws.append(law)

    def record(self, irregularity: Irregularity) -> Entry[Any]:
        entry: Entry[Any] = Entry(irregularity)
        for law in irregularity.laws:
            self.cite(law)
        self.irregularities.append(entry)
        return entry

    def add_laws(self, entry: Entry[Any], *laws: str, **changes: Any) -> None:
        """Add ``laws`` to the irregularity's clauses and the ruling's; ``changes`` to its
        other fields go into the same amendment."""
        had = entry.value.laws
        now = had
        cited = self.laws
        for law in laws:
            if law not in now:
                now += (law,)
            if law and law not in cited:
                cited.append(law)
        if now is not had:
            entry.amend(laws=now, **changes)
        elif changes:
            entry.amend(**changes)

    def offer(self, pending: Pending[Any]) -> None:
        self.pending = pending

    def trick_number(self) -> int | None:
        """The trick an irregularity now belongs to (None in the auction)."""
        return self.state.current_number() if self.state is not None else None

    # -- the table ---------------------------------------------------------------------------
    @property
    def play(self) -> PlayState:
        """The play; only the play's handlers ask, and there is one once there is a contract."""
        if self.state is None:
            raise self.err("нет контракта (торговля не закончена или все спасовали)")
        return self.state

    @property
    def auction_state(self) -> AuctionState:
        if self.auction is None:
            raise self.err("торговля ещё не началась")
        return self.auction

    def is_defender(self, seat: Seat) -> bool:
        return self.play.is_defender(seat)

    def parse_card(self, text: object) -> Card:
        try:
            return Card.parse(str(text))
        except CardError as exc:
            raise self.err(str(exc)) from None

    def holder(self, card: Card) -> Seat:
        """Who holds ``card`` now (it must still be in his hand)."""
        seat = self.deal.holder(card)
        if seat is None:
            raise self.err(f"карты {ru.card(card)} нет в сдаче")
        if card not in self.play.hands[seat]:
            raise self.err(
                f"у {ru.seat(seat, 'gen')} ({seat.letter}) уже нет карты {ru.card(card)}"
            )
        return seat

    def add_penalty_card(self, seat: Seat, card: Card, major: bool) -> None:
        cards = self.penalty[seat]
        cards[card] = major
        if len(cards) >= 2:
            # Law 50C: a defender with two or more penalty cards has only major ones.
            for other in cards:
                cards[other] = True

    def place(self, seat: Seat, card: Card) -> None:
        """Put a card into the trick in progress: it leaves the hand and the penalty cards."""
        state = self.play
        trick = state.current
        trick.plays.append((seat, card))
        state.remove(seat, card)
        self.penalty[seat].pop(card, None)
        if self.awaiting_relead is not None and seat == self.awaiting_relead:
            self.awaiting_relead = None
        if trick.complete:
            self.play_restriction = None
            winner = trick.winner(state.trump)
            assert winner is not None
            if self.lead_restriction and self.lead_restriction.seat != winner:
                # Law 50E2A: the restriction lasts while that defender keeps the lead.
                self.lead_restriction = None
            self.note(trick_won(trick, winner), trick_law(trick, state.trump))

    # -- choices -----------------------------------------------------------------------------
    def waiting_message(self) -> str:
        options = self.pending.options if self.pending is not None else ()
        codes = ", ".join(option.label for option in options)
        return f"сначала нужен выбор ({{choose: …}}): {codes}"

    def choose(self, item: Item) -> FollowUp:
        """Apply a ``{choose: …}`` item to the pending choice."""
        pending = self.pending
        if pending is None:
            raise self.err(f"выбор «{item.get('choose')}» не предлагался: выбирать сейчас нечего")
        chosen = next((option for option in pending.options if option.matches(item)), None)
        if chosen is None:
            raise self.err(
                f"выбор «{item.get('choose')}» не предлагался; возможны: "
                + ", ".join(option.label for option in pending.options)
            )
        self.pending = None
        return pending.on_choose(self, chosen, pending.data)

    def guard_pending_designation(self) -> None:
        if self.pending is not None and self.pending.kind != "dummy_designation":
            raise self.err(self.waiting_message())
