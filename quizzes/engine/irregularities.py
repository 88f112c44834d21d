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
from collections.abc import Callable
from dataclasses import dataclass
from operator import attrgetter
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
        fields = self.__dict__
        for name in _own_fields(type(self)):
            value = fields[name]
            if value is not ABSENT:
                convert = _CONVERT.get(type(value))
                out[name] = value if convert is None else convert(value)
        out["laws"] = list(self.laws)
        return out


_OWN_FIELDS: dict[type, tuple[str, ...]] = {}


def _own_fields(cls: type[Irregularity]) -> tuple[str, ...]:
    """A kind's own fields in their order: all but ``seat``, ``trick`` and ``laws``."""
    names = _OWN_FIELDS.get(cls)
    if names is None:
        names = _OWN_FIELDS[cls] = tuple(
            item.name
            for item in dataclasses.fields(cls)
            if item.name not in ("seat", "trick", "laws")
        )
    return names


def _data(value: object) -> Any:
    """A field's value as JSON data: cards, seats, suits and calls as their strings."""
    convert = _CONVERT.get(type(value))
    return value if convert is None else convert(value)


def _items(values: tuple[Any, ...] | list[Any]) -> list[Any]:
    return [_data(item) for item in values]


# How a field's value of each type becomes JSON data (exact types: a Seat is an int, a
# Strain a str); a value of any other type (str, int, bool, None) is data as it is.
_CONVERT: dict[type, Callable[[Any], Any]] = {
    Card: str,
    Call: str,
    Seat: attrgetter("letter"),
    Suit: attrgetter("letter"),
    tuple: _items,
    list: _items,
}


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
    """Laws 49/50: ``origin`` says how the card became a penalty card; ``adjusted_score``
    (only when true) — 50A put an adjusted score in place of the rectifications."""

    kind: ClassVar[str] = "penalty_card"
    card: Card
    major: bool
    origin: str
    # Law 50A: the director assigns an adjusted score instead of the penalty-card
    # rectifications (the offender could have known the exposure could help his side);
    # ``major`` is then what 50C would have made of the card.
    adjusted_score: bool | _Absent = ABSENT


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
    """Law 27; ``substitute`` and ``partner_must_pass`` once the offender has substituted;
    ``lead_penalty`` (Law 26, see :data:`LEAD_PENALTIES`) once a 27B2 substitution made it
    possible; ``attempted``: the double or redouble the offender tried to put in the
    insufficient bid's place (27B3, cancelled: his partner passes to the end)."""

    kind: ClassVar[str] = "insufficient_bid"
    call: Call
    over: Call
    accepted: bool | None = None
    substitute: Call | _Absent = ABSENT
    partner_must_pass: bool | _Absent = ABSENT
    lead_penalty: str | None | _Absent = ABSENT
    attempted: Call | _Absent = ABSENT


# What Law 26 gives declarer for a withdrawn call, as the ``lead_penalty`` field says it (None
# while the auction is not over): the offender's side declares (no lead penalty); the suit was
# bid later by the offender (26A1: none); require or forbid the lead of the suit (26A2); forbid
# the lead of any one suit (26B). Several withdrawn calls: the strongest.
LEAD_PENALTIES = ("declaring_side", "suit_bid_later", "forbid_any_suit", "require_or_forbid")


@dataclass(frozen=True)
class CallOutOfRotation(Irregularity):
    """Laws 28–32 (cited by number: they are not in the sources).

    ``proper``: whose turn it was; ``turn``: that player seen from the offender — ``rho``,
    ``partner`` or ``lho``; ``clause``: the 1987 clause that decided (``29A`` accepted, ``28B``
    cancelled by the proper caller's call, ``30A`` … ``32B2``; ``31A``/``32B`` while the
    offender's RHO has not called yet; None while the choice is open);
    ``offender_must_pass`` / ``partner_must_pass``: ``no``, ``next`` (the next turn) or
    ``rest`` (the rest of the auction), None until decided; ``lead_penalty`` where Law 26 may
    apply; ``simultaneous`` when the call was made together with the proper caller's (Law 33).
    """

    kind: ClassVar[str] = "call_out_of_rotation"
    call: Call
    accepted: bool | None = None
    proper: Seat | _Absent = ABSENT
    turn: str | _Absent = ABSENT
    clause: str | None = None
    offender_must_pass: str | None = None
    partner_must_pass: str | None = None
    lead_penalty: str | None | _Absent = ABSENT
    simultaneous: bool | _Absent = ABSENT


@dataclass(frozen=True)
class ChangeOfCall(Irregularity):
    """Law 25 (its text is not in the sources): ``call`` was changed to ``substitute``.

    ``inadvertent``: the director found a slip corrected without pause for thought (25A);
    ``accepted``: the offender's LHO accepted the substituted call (25B1; None while open or
    for 25A); ``resolution``: ``intended`` (25A), ``accepted`` (25B1), ``first_call_stands``
    (25B2, the offender lets his first call stand) or ``other_call`` (25B2, he substitutes
    another call, ``final``); ``partner_must_pass`` (True after ``other_call``);
    ``lead_penalty`` (Law 26) for the calls withdrawn under 25B2."""

    kind: ClassVar[str] = "change_of_call"
    call: Call
    substitute: Call
    inadvertent: bool
    accepted: bool | None = None
    resolution: str | None = None
    final: Call | _Absent = ABSENT
    partner_must_pass: bool | None = None
    lead_penalty: str | None | _Absent = ABSENT


@dataclass(frozen=True)
class InadmissibleCall(Irregularity):
    """Laws 35–39 (not in the sources). ``call`` as made (``8S`` too); ``reason``:
    ``double_not_permitted`` / ``redouble_not_permitted`` (Law 36: not permitted by Law 19),
    ``obligation_to_pass`` (Law 37), ``bid_above_seven`` (Law 38), ``after_final_pass``
    (Law 39); ``offender_must_pass`` / ``partner_must_pass``: ``no`` or ``rest``;
    ``lead_penalty`` where Law 26 may apply."""

    kind: ClassVar[str] = "inadmissible_call"
    call: str
    reason: str
    offender_must_pass: str = "no"
    partner_must_pass: str = "no"
    lead_penalty: str | None | _Absent = ABSENT


K = TypeVar("K", bound=Irregularity)


@dataclass(eq=False)
class Entry(Generic[K]):
    """A recorded irregularity while the scenario is played: ``value`` is replaced, never
    changed, as the laws apply (``amend``)."""

    value: K

    def amend(self, **changes: Any) -> None:
        value = self.value
        names = _field_names(type(value))
        if not names.issuperset(changes):
            unknown = changes.keys() - names
            raise TypeError(f"{type(value).__name__} has no field {sorted(unknown)}")
        # What ``dataclasses.replace`` does for these plain frozen records (no __post_init__,
        # every field in __init__), without its per-call look at the fields.
        new = object.__new__(type(value))
        new.__dict__.update(value.__dict__)
        new.__dict__.update(changes)
        self.value = new


_FIELD_NAMES: dict[type, frozenset[str]] = {}


def _field_names(cls: type[Irregularity]) -> frozenset[str]:
    names = _FIELD_NAMES.get(cls)
    if names is None:
        names = _FIELD_NAMES[cls] = frozenset(item.name for item in dataclasses.fields(cls))
    return names
