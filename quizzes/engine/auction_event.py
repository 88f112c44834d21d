"""A call as made at the table, kept for the auction diagram (``auction_record``)."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from .seats import Seat


@dataclass
class AuctionEvent:
    """One call as made at the table, or another auction incident (``call`` None: cards
    exposed, Law 24): ``stands`` — the call stands in the auction; ``remarks`` — what happened
    to it, in words («вне очереди (очередь Юга)», «отменена»)."""

    seat: Seat
    call: str | None
    stands: bool = True
    remarks: list[str] = dataclasses.field(default_factory=list)
