"""Calls, bids and the contract an auction arrives at.

Calls: ``Pass`` (also ``P``, ``пас``), ``X`` (double), ``XX`` (redouble), bids ``1C`` … ``7NT``
(``N`` is accepted for no trump). A contract is written ``4S``, ``4SX``, ``3NTXX``.
``final_contract`` derives contract and declarer from legal calls in rotation; the
irregular auctions (Law 27 insufficient bid, calls out of rotation, Law 24 exposed cards) are
handled by ``auction_period``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .cards import Suit
from .seats import Seat

STRAINS = ("C", "D", "H", "S", "NT")
STRAIN_RU = {"C": "трефы", "D": "бубны", "H": "червы", "S": "пики", "NT": "без козыря"}


class CallError(ValueError):
    """A string that is not a call or not a contract."""


_BID = re.compile(r"^([1-7])\s*(C|D|H|S|NT|N|БК)$")


@dataclass(frozen=True)
class Call:
    """``kind`` is "pass", "double", "redouble" or "bid"; bids have level and strain."""

    kind: str
    level: int = 0
    strain: str = ""

    @classmethod
    def parse(cls, text) -> Call:
        key = str(text).strip().upper().replace("♠", "S").replace("♥", "H")
        key = key.replace("♦", "D").replace("♣", "C")
        if key in ("PASS", "P", "ПАС", "-"):
            return cls("pass")
        if key in ("X", "DBL", "D", "КОНТРА"):
            return cls("double")
        if key in ("XX", "RDBL", "R", "РЕКОНТРА"):
            return cls("redouble")
        match = _BID.match(key)
        if not match:
            raise CallError(f"«{text}» — не заявка (ожидается Pass, X, XX или 1C…7NT)")
        strain = {"N": "NT", "БК": "NT"}.get(match.group(2), match.group(2))
        return cls("bid", int(match.group(1)), strain)

    @property
    def is_bid(self) -> bool:
        return self.kind == "bid"

    @property
    def order(self) -> int:
        """Rank of a bid in the scale 1C < 1D < … < 7NT (Law 18)."""
        return (self.level - 1) * 5 + STRAINS.index(self.strain)

    def __str__(self) -> str:
        if self.kind == "bid":
            return f"{self.level}{self.strain}"
        return {"pass": "Pass", "double": "X", "redouble": "XX"}[self.kind]


@dataclass(frozen=True)
class Contract:
    level: int
    strain: str
    doubled: int = 0  # 0 undoubled, 1 doubled, 2 redoubled

    @classmethod
    def parse(cls, text) -> Contract:
        raw = str(text).strip().upper().replace(" ", "")
        doubled = 0
        if raw.endswith("XX"):
            doubled, raw = 2, raw[:-2]
        elif raw.endswith("X"):
            doubled, raw = 1, raw[:-1]
        call = Call.parse(raw)
        if not call.is_bid:
            raise CallError(f"«{text}» — не контракт (пример: 4S, 3NT, 4SX, 6HXX)")
        return cls(call.level, call.strain, doubled)

    @property
    def trump(self) -> Suit | None:
        return None if self.strain == "NT" else Suit.parse(self.strain)

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
    last_bid: Call | None = None
    last_bidder: Seat | None = None
    doubled = 0
    history: list[tuple[Seat, Call]] = []
    for call in calls:
        history.append((seat, call))
        if call.is_bid:
            last_bid, last_bidder, doubled = call, seat, 0
        elif call.kind == "double":
            doubled = 1
        elif call.kind == "redouble":
            doubled = 2
        seat = seat.next()
    if last_bid is None:
        return None, None
    declarer = next(
        s
        for s, c in history
        if c.is_bid and c.strain == last_bid.strain and s.is_partner_of(last_bidder)
    )
    return Contract(last_bid.level, last_bid.strain, doubled), declarer


def auction_complete(calls: list[Call]) -> bool:
    """Four passes at the start, or three passes after a later call."""
    if len(calls) == 4 and all(c.kind == "pass" for c in calls):
        return True
    return len(calls) >= 4 and all(c.kind == "pass" for c in calls[-3:])
