"""The auction as it happened at the table, for the auction diagram: every call made — also
those cancelled, changed or made out of rotation — in order, with whether it stands and what
happened to it in words (cards exposed during the auction are entries without a call)."""

from __future__ import annotations

from dataclasses import dataclass

from .referee import Referee
from .ruling import setup
from .scenario_error import ScenarioError
from .seats import Seat


@dataclass(frozen=True)
class MadeCall:
    """``call`` as the scenario writes it (``1H``, ``Pass``, ``8S``; None for cards exposed),
    by ``seat``; ``stands`` — it is part of the auction; ``remarks`` — in Russian."""

    seat: Seat
    call: str | None
    stands: bool
    remarks: tuple[str, ...]


def auction_record(scenario: object) -> tuple[MadeCall, ...]:
    """The calls made in the scenario's auction; none when the engine cannot follow it (the
    diagram then draws the calls as written)."""
    try:
        ref = Referee.of(scenario)
        setup(ref)
    except ScenarioError:
        return ()
    return tuple(
        MadeCall(event.seat, event.call, event.stands, tuple(event.remarks))
        for event in ref.auction_log
    )
