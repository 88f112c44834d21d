"""The irregularities a ruling reports: one frozen dataclass per kind.

Each has the offender's ``seat``, the ``trick`` it happened in (``None`` in the auction), the
clauses applied (``laws``, in order) and its own fields; ``to_dict()`` gives the documented
dict (README.md, "Irregularity kinds"): ``{"kind", "seat", "trick", …fields…, "laws"}``, cards
and seats as data strings. A field whose value is :data:`ABSENT` is left out of the dict (the
Law 49 play out of turn has no ``withdrawn``; an insufficient bid has no ``substitute`` until
the offender substitutes).

While the engine plays a scenario through, a recorded irregularity is an :class:`Entry`: its
value is replaced as the laws apply (a revoke becomes established, an option is chosen), the
value itself never changes.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, ClassVar, Final, Generic, TypeVar

from .auction import Call
from .cards import Card, Suit
from .seats import Seat


class _Absent:
    """The marker of a field left out of the dict."""

    def __repr__(self) -> str:
        return "ABSENT"


ABSENT: Final = _Absent()


@dataclass(frozen=True)
class Irregularity:
    kind: ClassVar[str] = ""
    seat: Seat
    trick: int | None
    laws: tuple[str, ...]

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, "seat": self.seat.letter, "trick": self.trick}
        for item in dataclasses.fields(self):
            if item.name in ("seat", "trick", "laws"):
                continue
            value = getattr(self, item.name)
            if value is not ABSENT:
                out[item.name] = _data(value)
        out["laws"] = list(self.laws)
        return out


def _data(value: object) -> Any:
    """A field's value as JSON data: cards, seats, suits and calls as their strings."""
    if isinstance(value, Card | Call):
        return str(value)
    if isinstance(value, Seat):
        return value.letter
    if isinstance(value, Suit):
        return value.letter
    if isinstance(value, tuple | list):
        return [_data(item) for item in value]
    return value


@dataclass(frozen=True)
class Revoke(Irregularity):
    """Laws 61–64. ``reason``: suit | lead_restriction | premature_play_restriction; ``gain``
    and ``equity_tricks`` only when Law 64C restores equity."""

    kind: ClassVar[str] = "revoke"
    card: Card
    suit: Suit | None
    reason: str
    established: bool = False
    corrected: bool = False
    penalty_tricks: int = 0
    # Law 64C, only where it applies: what the revoke gained the offending side (double
    # dummy) and the tricks restored to the non-offending side beyond the Law 64 penalty.
    gain: int | _Absent = ABSENT
    equity_tricks: int | _Absent = ABSENT


@dataclass(frozen=True)
class LeadOutOfTurn(Irregularity):
    """Laws 53–56; ``resolution``: the option applied, ``proper_lead`` (53C) or None."""

    kind: ClassVar[str] = "lead_out_of_turn"
    card: Card
    opening: bool
    proper_leader: Seat
    resolution: str | None = None


@dataclass(frozen=True)
class PlayOutOfTurn(Irregularity):
    """Law 49 (a defender after his partner: no ``withdrawn``) or 48A (declarer's side)."""

    kind: ClassVar[str] = "play_out_of_turn"
    card: Card
    withdrawn: bool | _Absent = ABSENT


@dataclass(frozen=True)
class PrematurePlay(Irregularity):
    """Law 57; 57C has no ``partner`` (no rectification)."""

    kind: ClassVar[str] = "premature_play"
    card: Card
    partner: Seat | _Absent = ABSENT
    resolution: str | None = None


@dataclass(frozen=True)
class PenaltyCard(Irregularity):
    """Laws 49/50: ``origin`` says how the card became a penalty card."""

    kind: ClassVar[str] = "penalty_card"
    card: Card
    major: bool
    origin: str


@dataclass(frozen=True)
class FailureToPlayPenaltyCard(Irregularity):
    """Law 52; ``accepted`` is None while declarer's choice is open."""

    kind: ClassVar[str] = "failure_to_play_penalty_card"
    card: Card
    penalty_cards: tuple[Card, ...]
    accepted: bool | None = None


@dataclass(frozen=True)
class DeclarerExposedCard(Irregularity):
    """Law 48A: no penalty."""

    kind: ClassVar[str] = "declarer_exposed_card"
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class SimultaneousPlay(Irregularity):
    """Law 58B."""

    kind: ClassVar[str] = "simultaneous_play"
    cards: tuple[Card, ...]
    visible: tuple[Card, ...]
    played: Card


@dataclass(frozen=True)
class FifthCard(Irregularity):
    """Law 45E."""

    kind: ClassVar[str] = "fifth_card"
    card: Card
    lead: bool


@dataclass(frozen=True)
class DummyDesignation(Irregularity):
    """Law 46B: ``said`` as written, ``card`` played (None while void or pending),
    ``rule`` the clause applied."""

    kind: ClassVar[str] = "dummy_designation"
    said: str
    card: Card | None = None
    rule: str | None = None


@dataclass(frozen=True)
class ExposedCardAuction(Irregularity):
    """Law 24."""

    kind: ClassVar[str] = "exposed_card_auction"
    cards: tuple[Card, ...]
    lead: bool
    partner_must_pass: bool


@dataclass(frozen=True)
class InsufficientBid(Irregularity):
    """Law 27; ``substitute`` and ``partner_must_pass`` once the offender has substituted."""

    kind: ClassVar[str] = "insufficient_bid"
    call: Call
    over: Call
    accepted: bool | None = None
    substitute: Call | _Absent = ABSENT
    partner_must_pass: bool | _Absent = ABSENT


@dataclass(frozen=True)
class CallOutOfRotation(Irregularity):
    """Law 29 (cited by number: it is not in the sources)."""

    kind: ClassVar[str] = "call_out_of_rotation"
    call: Call
    accepted: bool | None = None


K = TypeVar("K", bound=Irregularity)


@dataclass(eq=False)
class Entry(Generic[K]):
    """A recorded irregularity while the scenario is played: ``value`` is replaced, never
    changed, as the laws apply (``amend``)."""

    value: K

    def amend(self, **changes: Any) -> None:
        self.value = dataclasses.replace(self.value, **changes)
