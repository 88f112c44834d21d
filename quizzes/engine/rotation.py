"""Whose turn it was, seen from a player who called out of rotation (Laws 28–32): his right-hand
opponent's (``rho``), his partner's (``partner``) or his left-hand opponent's (``lho``); and the
call out of rotation as the rectification modules receive it."""

from __future__ import annotations

from dataclasses import dataclass

from .auction import Call
from .auction_event import AuctionEvent
from .irregularities import CallOutOfRotation, Entry
from .seats import Seat

# The proper caller seen from the offender, in the words of a ruling.
TURN_WORDS = {
    "rho": "правого противника нарушителя",
    "partner": "партнёра нарушителя",
    "lho": "левого противника нарушителя",
}


def turn_of(offender: Seat, proper: Seat) -> str:
    """``proper`` seen from ``offender``: ``rho``, ``partner`` or ``lho``."""
    if proper == offender.rho:
        return "rho"
    if proper == offender.partner:
        return "partner"
    if proper == offender.lho:
        return "lho"
    raise ValueError("a call out of rotation is made by another player than the proper one")


@dataclass(frozen=True)
class OutOfRotation:
    """``seat`` called ``call`` when it was ``proper``'s turn (``turn``: ``proper`` seen from
    ``seat``); ``event`` is the call as the auction diagram shows it."""

    seat: Seat
    call: Call
    proper: Seat
    turn: str
    entry: Entry[CallOutOfRotation]
    event: AuctionEvent
