"""The auction as the referee keeps it: the calls that stand, whose turn it is, and what the
laws have imposed on the calls to come (Law 24 and 27B2 passes, a Law 27 substitution due,
Law 24 exposed cards)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from . import russian as ru
from .auction import Call, CallKind, Contract, contract_of
from .cards import Card
from .irregularities import Entry, InsufficientBid
from .seats import Seat


class IllegalCall(ValueError):
    """A call the rules of the auction do not allow (the message says which rule)."""


@dataclass(frozen=True)
class Substitution:
    """Law 27B: the offender must replace his insufficient bid (rejected by his LHO)."""

    offender: Seat
    call: Call
    entry: Entry[InsufficientBid]
    conventional: bool  # the insufficient bid may have been conventional (27B2)


@dataclass(frozen=True)
class Exposure:
    """Law 24: cards a player exposed (or led) during the auction."""

    seat: Seat
    cards: tuple[Card, ...]
    lead: bool


@dataclass
class AuctionState:
    dealer: Seat
    turn: Seat
    history: list[tuple[Seat, Call]] = field(default_factory=list)
    # Seats that must pass: "next" (their next turn, Law 24B/C) or "rest" (Law 27B2).
    must_pass: dict[Seat, str] = field(default_factory=dict)
    awaiting_substitution: Substitution | None = None
    exposures: list[Exposure] = field(default_factory=list)

    @property
    def last_bid(self) -> tuple[Seat, Call] | None:
        for seat, call in reversed(self.history):
            if call.is_bid:
                return seat, call
        return None

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

    def enter(self, seat: Seat, call: Call) -> None:
        """A call that stands (in turn, or accepted); ``IllegalCall`` when it may not."""
        obligation = self.must_pass.get(seat)
        if obligation and call.kind is not CallKind.PASS:
            law = "27B2" if obligation == "rest" else "24"
            raise IllegalCall(f"{ru.seat(seat)} обязан пасовать (правило {law}), а заявлено {call}")
        if obligation == "next":
            del self.must_pass[seat]
        self.check_double(seat, call)
        self.history.append((seat, call))
        self.turn = seat.lho

    def check_double(self, seat: Seat, call: Call) -> None:
        if call.kind not in (CallKind.DOUBLE, CallKind.REDOUBLE):
            return
        last: tuple[Seat, Call] | None = None
        for who, earlier in reversed(self.history):
            if earlier.kind is not CallKind.PASS:
                last = (who, earlier)
                break
        wanted = call.kind is CallKind.DOUBLE
        ok = (
            last is not None
            and (last[1].is_bid if wanted else last[1].kind is CallKind.DOUBLE)
            and not last[0].is_partner_of(seat)
        )
        if not ok:
            raise IllegalCall(
                f"{call} здесь недопустима: контра — только на заявку противников, "
                "реконтра — только на их контру"
            )

    def calls(self) -> list[dict[str, Any]]:
        """The calls that stand, as the ruling lists them."""
        return [{"seat": seat.letter, "call": str(call)} for seat, call in self.history]
