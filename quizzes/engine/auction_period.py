"""The auction period of a scenario: calls in rotation, and its irregularities.

Each auction item is a call in rotation from the dealer (``"1NT"``), a call by a named seat
(``{call: 2D, seat: E}``), cards exposed during the auction (``{expose: [HQ], seat: W}``,
Law 24) or a choice (``{choose: code}``). Insufficient bids (Law 27) and calls out of
rotation (Law 29) are detected here; their rectifications live in ``insufficient_bid`` and
``call_out_of_rotation``.
"""

from __future__ import annotations

from typing import Any

from . import call_out_of_rotation, exposed_card_auction, insufficient_bid
from . import russian as ru
from .auction import Call, CallError, Contract, is_sufficient
from .auction_state import AuctionState, IllegalCall
from .referee import Referee
from .seats import Seat, SeatError


def run_auction(ref: Referee, items: list[Any]) -> tuple[Contract | None, Seat | None]:
    auction = AuctionState(ref.dealer, ref.dealer)
    ref.auction = auction
    for index, item in enumerate(items):
        ref.at("auction", index)
        try:
            _call(ref, auction, item)
        except IllegalCall as exc:
            raise ref.err(str(exc)) from None
    ref.at("auction", len(items))
    if not items:
        return None, None
    if ref.pending is not None or not auction.complete:
        # The scenario stops inside the auction: the ruling shows the pending options.
        return None, None
    contract, declarer = auction.contract()
    if contract is not None and declarer is not None:
        ref.note(
            f"Торговля закончена: контракт {contract} ({ru.strain_name(contract.strain)}), "
            f"разыгрывающий — {ru.seat(declarer)}, первым назвавший эту деноминацию в своей "
            "линии.",
            None,
        )
        exposed_card_auction.after_auction(ref, auction, declarer)
    return contract, declarer


def _call(ref: Referee, auction: AuctionState, raw: Any) -> None:
    """One auction item: a choice, cards exposed, or a call (in turn or not)."""
    if isinstance(raw, dict) and "choose" in raw:
        ref.choose(raw)
        return
    if auction.complete:
        raise ref.err("торговля уже закончилась")
    if isinstance(raw, dict) and "expose" in raw:
        exposed_card_auction.expose(ref, auction, raw)
        return
    text = raw.get("call") if isinstance(raw, dict) else raw
    if text is None:
        raise ref.err("ожидается заявка (call) или показ карт (expose)")
    try:
        call = Call.parse(text)
    except CallError as exc:
        raise ref.err(str(exc)) from None
    named: Seat | None = None
    if isinstance(raw, dict) and raw.get("seat") is not None:
        try:
            named = Seat.parse(raw["seat"])
        except SeatError as exc:
            raise ref.err(str(exc)) from None
    item = raw if isinstance(raw, dict) else {}
    pending = ref.pending
    if pending is not None:
        if pending.on_call is not None and pending.on_call(ref, named, call, item, pending.data):
            return
        if ref.pending is not None:
            raise ref.err(ref.waiting_message())
    if auction.awaiting_substitution is not None:
        insufficient_bid.substitute(ref, auction, named, call)
        return
    seat = named or auction.turn
    if seat != auction.turn:
        call_out_of_rotation.handle(ref, auction, seat, call)
        return
    last = auction.last_bid
    if call.is_bid and not is_sufficient(call, last[1] if last else None):
        insufficient_bid.handle(ref, auction, seat, call, item)
        return
    auction.enter(seat, call)
