"""The auction as the referee keeps it: the calls that stand, whose turn it is, and what the
laws have imposed on the calls to come — passes (Laws 24, 25, 27B2, 27B3, 30–32, 36–38), a call to
repeat (31A1, 32B1), no double at the next turn (30B2), a Law 27 substitution due — and the
withdrawn calls that Law 26 may later turn into lead penalties."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from . import russian as ru
from .auction import Call, CallKind, Contract, Strain, contract_of
from .auction_event import AuctionEvent
from .cards import Card
from .irregularities import Entry, InsufficientBid
from .rotation import OutOfRotation
from .seats import Seat


class IllegalCall(ValueError):
    """A call the rules of the auction do not allow (the message says which rule)."""


@dataclass(frozen=True)
class Substitution:
    """Law 27B: the offender must replace his insufficient bid (rejected by his LHO);
    ``event`` is the insufficient bid as made; ``attempted`` the double or redouble he has
    already tried in its place (27B3: cancelled, his partner passes to the end)."""

    offender: Seat
    call: Call
    entry: Entry[InsufficientBid]
    conventional: bool  # the insufficient bid may have been conventional (27B2)
    event: AuctionEvent
    attempted: Call | None = None


@dataclass(frozen=True)
class Exposure:
    """Law 24: cards a player exposed (or led) during the auction."""

    seat: Seat
    cards: tuple[Card, ...]
    lead: bool


@dataclass(frozen=True)
class Obligation:
    """A seat must pass: at its next turn to call (``until="next"``) or whenever it is its
    turn for the rest of the auction (``"rest"``); ``law`` is the clause that imposed it."""

    until: str
    law: str


@dataclass(frozen=True)
class Withdrawn:
    """A call withdrawn (cancelled) where the law says the lead penalties of Law 26 may apply.

    ``strain`` is the suit the call named (a bid in a suit), None for other calls (no trump, a
    double, a redouble); ``text`` the call as made («8♠» is no call of the scale); ``at`` the
    number of calls standing when it was withdrawn — a bid of the suit by the offender after
    that point "specifies it later" (26A1); ``entry`` the irregularity to amend with the
    outcome."""

    seat: Seat
    strain: Strain | None
    text: str
    at: int
    entry: Entry[Any]


@dataclass
class AuctionState:
    dealer: Seat
    turn: Seat
    history: list[tuple[Seat, Call]] = field(default_factory=list)
    must_pass: dict[Seat, Obligation] = field(default_factory=dict)
    # Law 30B2: the seat may bid or pass at its next turn, but not double or redouble.
    no_double: dict[Seat, str] = field(default_factory=dict)
    # Laws 31A1 / 32B1: the seat must repeat its cancelled call out of rotation.
    must_repeat: dict[Seat, tuple[Call, str]] = field(default_factory=dict)
    awaiting_substitution: Substitution | None = None
    exposures: list[Exposure] = field(default_factory=list)
    withdrawn: list[Withdrawn] = field(default_factory=list)
    # Laws 31A / 32B: a call out of rotation cancelled at the offender's RHO's turn — what
    # follows depends on the RHO's call, then (31A2) on the offender's.
    after_cancel: OutOfRotation | None = None
    offender_to_call: OutOfRotation | None = None
    # Law 25B2: the offender substitutes another call for his first one (seat, first call).
    change_due: tuple[Seat, Call, Entry[Any]] | None = None
    # The obligation the last call standing used up (a change of that call gives it back).
    released: tuple[int, Seat, Obligation] | None = None

    @property
    def last_bid(self) -> tuple[Seat, Call] | None:
        for seat, call in reversed(self.history):
            if call.is_bid:
                return seat, call
        return None

    @property
    def any_bid(self) -> bool:
        return self.last_bid is not None

    @property
    def complete(self) -> bool:
        calls = [c for _, c in self.history]
        if len(calls) == 4 and all(c.kind is CallKind.PASS for c in calls):
            return True
        return (
            len(calls) >= 4
            and any(c.is_bid for c in calls)
            and all(c.kind is CallKind.PASS for c in calls[-3:])
        )

    def contract(self) -> tuple[Contract | None, Seat | None]:
        return contract_of(self.history)

    def has_called(self, seat: Seat) -> bool:
        return any(who == seat for who, _ in self.history)

    def oblige(self, seat: Seat, until: str, law: str) -> None:
        """``seat`` must pass (a pass for the rest of the auction outweighs one for a turn)."""
        current = self.must_pass.get(seat)
        if current is None or current.until != "rest":
            self.must_pass[seat] = Obligation(until, law)

    def withdraw(self, seat: Seat, text: str, strain: Strain | None, entry: Entry[Any]) -> None:
        """Law 26 may apply to this withdrawn call (decided when the auction ends)."""
        self.withdrawn.append(Withdrawn(seat, strain, text, len(self.history), entry))

    def specified_later(self, withdrawn: Withdrawn) -> bool:
        """Law 26A1: the offender bid the withdrawn call's suit later in the legal auction."""
        return any(
            seat == withdrawn.seat and call.is_bid and call.strain == withdrawn.strain
            for seat, call in self.history[withdrawn.at :]
        )

    def enter(self, seat: Seat, call: Call) -> None:
        """A call that stands (in turn, or accepted); ``IllegalCall`` when it may not."""
        obligation = self.must_pass.get(seat)
        if obligation and call.kind is not CallKind.PASS:
            raise IllegalCall(
                f"{ru.seat(seat)} обязан пасовать (правило {obligation.law}), а заявлено "
                f"{ru.call(call)}"
            )
        problem = self.double_problem(seat, call)
        if problem:
            raise IllegalCall(problem)
        self.released = None
        if obligation and obligation.until == "next":
            del self.must_pass[seat]
            self.released = (len(self.history), seat, obligation)
        self.no_double.pop(seat, None)
        self.history.append((seat, call))
        self.turn = seat.lho

    def take_back(self) -> tuple[Seat, Call]:
        """Remove the last call standing (a change of call): its obligation comes back."""
        seat, call = self.history.pop()
        if self.released is not None and self.released[0] == len(self.history):
            _, who, obligation = self.released
            self.must_pass[who] = obligation
        self.released = None
        self.turn = seat
        return seat, call

    def double_problem(self, seat: Seat, call: Call) -> str | None:
        """Why ``seat`` may not double or redouble now (Law 19A, 19B1), or None."""
        if call.kind not in (CallKind.DOUBLE, CallKind.REDOUBLE):
            return None
        last: tuple[Seat, Call] | None = None
        for who, earlier in reversed(self.history):
            if earlier.kind is not CallKind.PASS:
                last = (who, earlier)
                break
        if call.kind is CallKind.DOUBLE:
            if last is None:
                return "контрировать нечего: назначений ещё не было"
            if not last[1].is_bid:
                return "последнее назначение уже контрировано"
            if last[0].is_partner_of(seat):
                return (
                    "контрировать можно только назначение противника, а "
                    f"{ru.call(last[1])} — назначение своей стороны"
                )
            return None
        if last is None or last[1].kind is not CallKind.DOUBLE:
            if last is not None and last[1].kind is CallKind.REDOUBLE:
                return "реконтрировать нечего: реконтра уже была"
            return "реконтрировать нечего: контры не было"
        if last[0].is_partner_of(seat):
            return "реконтрировать можно только контру противника, а это контра своей стороны"
        return None

    def calls(self) -> list[dict[str, Any]]:
        """The calls that stand, as the ruling lists them."""
        return [{"seat": seat.letter, "call": str(call)} for seat, call in self.history]
