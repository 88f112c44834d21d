"""Calls, bids and the contract an auction arrives at.

Calls: ``Pass`` (also ``P``, ``пас``), ``X`` (double), ``XX`` (redouble), bids ``1C`` … ``7NT``
(``N`` is accepted for no trump). A contract is written ``4S``, ``4SX``, ``3NTXX``.
``str()`` gives these data forms; the Russian forms (``1БК``, ``пас``, ``4♠ с контрой``) are
in ``quizzes.engine.russian``. ``final_contract`` derives contract and declarer from legal
calls in rotation; the irregular auctions (Law 27 insufficient bid, calls out of rotation,
Law 24 exposed cards) are handled by ``auction_period``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import TypeVar

from .cards import Suit
from .seats import Seat


class CallError(ValueError):
    """A string that is not a call or not a contract."""


class Strain(StrEnum):
    """A denomination (Law 18: clubs lowest, no trump highest); the value is the data form."""

    CLUBS = "C"
    DIAMONDS = "D"
    HEARTS = "H"
    SPADES = "S"
    NOTRUMP = "NT"

    @property
    def trump(self) -> Suit | None:
        return None if self is Strain.NOTRUMP else Suit(self.value)

    @property
    def order(self) -> int:
        return STRAINS.index(self)

    @classmethod
    def parse(cls, text: object) -> Strain:
        if isinstance(text, Strain):
            return text
        if isinstance(text, Suit):
            return cls(text.value)
        key = str(text).strip().upper()
        key = {"♠": "S", "♥": "H", "♦": "D", "♣": "C", "N": "NT", "БК": "NT"}.get(key, key)
        try:
            return cls(key)
        except ValueError:
            raise CallError(f"«{text}» — не деноминация (C, D, H, S или NT)") from None


STRAINS: tuple[Strain, ...] = tuple(Strain)


class CallKind(StrEnum):
    PASS = "pass"
    DOUBLE = "double"
    REDOUBLE = "redouble"
    BID = "bid"


_BID = re.compile(r"^([1-7])\s*(C|D|H|S|NT|N|БК)$")
_CALL_WORDS = {
    "PASS": CallKind.PASS,
    "P": CallKind.PASS,
    "ПАС": CallKind.PASS,
    "-": CallKind.PASS,
    "X": CallKind.DOUBLE,
    "DBL": CallKind.DOUBLE,
    "D": CallKind.DOUBLE,
    "КОНТРА": CallKind.DOUBLE,
    "XX": CallKind.REDOUBLE,
    "RDBL": CallKind.REDOUBLE,
    "R": CallKind.REDOUBLE,
    "РЕКОНТРА": CallKind.REDOUBLE,
}
_CALL_TEXT = {CallKind.PASS: "Pass", CallKind.DOUBLE: "X", CallKind.REDOUBLE: "XX"}


@dataclass(frozen=True)
class Call:
    """``kind`` is pass, double, redouble or bid; a bid has a level and a strain."""

    kind: CallKind
    level: int = 0
    strain: Strain | None = None

    def __post_init__(self) -> None:
        # Plain strings ("bid", "NT") are accepted and stored as the enums.
        if type(self.kind) is not CallKind:
            object.__setattr__(self, "kind", CallKind(self.kind))
        if self.strain is not None and type(self.strain) is not Strain:
            object.__setattr__(self, "strain", Strain.parse(self.strain))
        if (self.kind is CallKind.BID) != (self.strain is not None and 1 <= self.level <= 7):
            raise CallError(f"заявка {self.kind} {self.level} {self.strain}: неполная")

    @classmethod
    def bid(cls, level: int, strain: Strain | str) -> Call:
        return cls(CallKind.BID, level, Strain.parse(strain))

    @classmethod
    def parse(cls, text: object) -> Call:
        if isinstance(text, Call):
            return text
        return _read_once(_CALLS_READ, text, cls._read)

    @classmethod
    def _read(cls, text: object) -> Call:
        key = str(text).strip().upper().replace("♠", "S").replace("♥", "H")
        key = key.replace("♦", "D").replace("♣", "C")
        if key in _CALL_WORDS:
            return cls(_CALL_WORDS[key])
        match = _BID.match(key)
        if not match:
            raise CallError(f"«{text}» — не заявка (ожидается Pass, X, XX или 1C…7NT)")
        return cls(CallKind.BID, int(match.group(1)), Strain.parse(match.group(2)))

    @property
    def is_bid(self) -> bool:
        return self.kind is CallKind.BID

    @property
    def order(self) -> int:
        """Rank of a bid in the scale 1C < 1D < … < 7NT (Law 18)."""
        assert self.strain is not None, "only a bid has a place in the scale"
        return (self.level - 1) * 5 + STRAINS.index(self.strain)

    def __str__(self) -> str:
        if self.kind is CallKind.BID:
            return f"{self.level}{self.strain}"
        return _CALL_TEXT[self.kind]


# Calls and contracts are frozen values: each string read once is kept (a few hundred
# forms at most are ever written; the limit keeps hostile input from growing them).
_READ_LIMIT = 2048
_CALLS_READ: dict[str, Call] = {}
_CONTRACTS_READ: dict[str, Contract] = {}

V = TypeVar("V")


def _read_once(known: dict[str, V], text: object, read: Callable[[object], V]) -> V:
    """What ``read`` makes of ``text``, a string read before taken from ``known``."""
    if type(text) is not str:
        return read(text)
    value = known.get(text)
    if value is None:
        value = read(text)
        if len(known) < _READ_LIMIT:
            known[text] = value
    return value


PASS = Call(CallKind.PASS)
DOUBLE = Call(CallKind.DOUBLE)
REDOUBLE = Call(CallKind.REDOUBLE)


@dataclass(frozen=True)
class Contract:
    level: int
    strain: Strain
    doubled: int = 0  # 0 undoubled, 1 doubled, 2 redoubled

    def __post_init__(self) -> None:
        if type(self.strain) is not Strain:
            object.__setattr__(self, "strain", Strain.parse(self.strain))
        if not 1 <= self.level <= 7 or self.doubled not in (0, 1, 2):
            raise CallError(f"контракт {self.level}{self.strain}: уровень 1–7, контра 0–2")

    @classmethod
    def parse(cls, text: object) -> Contract:
        if isinstance(text, Contract):
            return text
        return _read_once(_CONTRACTS_READ, text, cls._read)

    @classmethod
    def _read(cls, text: object) -> Contract:
        raw = str(text).strip().upper().replace(" ", "")
        doubled = 0
        if raw.endswith("XX"):
            doubled, raw = 2, raw[:-2]
        elif raw.endswith("X"):
            doubled, raw = 1, raw[:-1]
        call = Call.parse(raw)
        if not call.is_bid or call.strain is None:
            raise CallError(f"«{text}» — не контракт (пример: 4S, 3NT, 4SX, 6HXX)")
        return cls(call.level, call.strain, doubled)

    @property
    def trump(self) -> Suit | None:
        return self.strain.trump

    @property
    def tricks_needed(self) -> int:
        return self.level + 6

    def __str__(self) -> str:
        return f"{self.level}{self.strain}" + "X" * self.doubled


def is_sufficient(call: Call, last_bid: Call | None) -> bool:
    return last_bid is None or call.order > last_bid.order


def final_contract(dealer: Seat, calls: list[Call]) -> tuple[Contract | None, Seat | None]:
    """Contract and declarer of a completed legal auction (None, None when passed out).

    Declarer is the player of the side that won the contract who first bid its strain.
    """
    seat = dealer
    history: list[tuple[Seat, Call]] = []
    for call in calls:
        history.append((seat, call))
        seat = seat.next()
    return contract_of(history)


def contract_of(history: list[tuple[Seat, Call]]) -> tuple[Contract | None, Seat | None]:
    """Contract and declarer of the calls that stand, each with its seat (None, None when
    there is no bid)."""
    last_bid: Call | None = None
    last_bidder: Seat | None = None
    doubled = 0
    for seat, call in history:
        if call.is_bid:
            last_bid, last_bidder, doubled = call, seat, 0
        elif call.kind is CallKind.DOUBLE:
            doubled = 1
        elif call.kind is CallKind.REDOUBLE:
            doubled = 2
    if last_bid is None or last_bidder is None or last_bid.strain is None:
        return None, None
    declarer = next(
        s
        for s, c in history
        if c.is_bid and c.strain == last_bid.strain and s.is_partner_of(last_bidder)
    )
    return Contract(last_bid.level, last_bid.strain, doubled), declarer


def auction_complete(calls: list[Call]) -> bool:
    """Four passes at the start, or three passes after a later call."""
    if len(calls) == 4 and all(c.kind is CallKind.PASS for c in calls):
        return True
    return len(calls) >= 4 and all(c.kind is CallKind.PASS for c in calls[-3:])
