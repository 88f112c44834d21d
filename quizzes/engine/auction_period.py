"""The auction period of a scenario: calls in rotation, and its irregularities.

Each auction item is a call in rotation from the dealer (``"1NT"``), a call by a named seat
(``{call: 2D, seat: E}``: out of rotation, a substitution, or — by the player who made the
last call, at his LHO's turn — a change of call), a change of call (``{change: 2S}``, with
``inadvertent: true`` for Law 25A), a call made together with the proper caller's
(``{call: 1S, seat: E, simultaneous: true}``, Law 33), cards exposed during the auction
(``{expose: [HQ], seat: W}``, Law 24) or a choice (``{choose: code}``). A bid above seven is
written as made (``8S``). Each irregularity has its module: ``insufficient_bid`` (27),
``call_out_of_rotation`` (28–32), ``change_of_call`` (25), ``simultaneous_call`` (33),
``inadmissible_call`` (35–39), ``exposed_card_auction`` (24); when the auction is over,
``lead_penalty`` works out what Law 26 gives declarer for the calls withdrawn.
"""

from __future__ import annotations

import re
from typing import Any

from . import (
    call_out_of_rotation,
    change_of_call,
    exposed_card_auction,
    inadmissible_call,
    insufficient_bid,
    lead_penalty,
    simultaneous_call,
)
from . import russian as ru
from .auction import PASS, Call, CallError, CallKind, Contract, Strain, is_sufficient
from .auction_event import AuctionEvent
from .auction_state import AuctionState, IllegalCall
from .deciding import RULING
from .referee import Item, Referee
from .seats import Seat, SeatError

# A bid of more than seven (Law 38), as a scenario writes it: 8S, 9NT.
ABOVE_SEVEN = re.compile(r"^\s*(\d+)\s*(C|D|H|S|NT|N|БК|♠|♥|♦|♣)\s*$", re.IGNORECASE)


def run_auction(ref: Referee, items: list[Any]) -> tuple[Contract | None, Seat | None]:
    if not items:
        # No auction written (a scenario that gives the contract): no auction to keep.
        ref.at("auction", 0)
        return None, None
    auction = AuctionState(ref.dealer, ref.dealer)
    ref.auction = auction
    for index, item in enumerate(items):
        ref.at("auction", index)
        try:
            _item(ref, auction, item)
        except IllegalCall as exc:
            raise ref.err(str(exc)) from None
    ref.at("auction", len(items))
    if ref.pending is not None or not auction.complete:
        # The scenario stops inside the auction: the ruling shows the pending options.
        return None, None
    contract, declarer = auction.contract()
    if contract is not None and declarer is not None:
        ref.note(
            f"Торговля закончена: контракт {ru.contract(contract)}, "
            f"разыгрывающий — {ru.seat(declarer)}, первым назвавший эту деноминацию в своей "
            "линии.",
            None,
        )
        lead_penalty.after_auction(ref, auction, declarer)
        exposed_card_auction.after_auction(ref, auction, declarer)
    return contract, declarer


def _item(ref: Referee, auction: AuctionState, raw: Any) -> None:
    """One auction item: a choice, cards exposed, a change of call, or a call."""
    if isinstance(raw, dict) and "choose" in raw:
        ref.choose(raw)
        return
    if isinstance(raw, dict) and "expose" in raw:
        if auction.complete:
            raise ref.err("торговля уже закончилась")
        exposed_card_auction.expose(ref, auction, raw)
        exposure = auction.exposures[-1]
        ref.auction_log.append(
            AuctionEvent(exposure.seat, None, remarks=[f"показал {ru.cards(exposure.cards)}"])
        )
        return
    if isinstance(raw, dict) and "change" in raw:
        _change_item(ref, auction, raw)
        return
    text = raw.get("call") if isinstance(raw, dict) else raw
    if text is None:
        raise ref.err("ожидается заявка (call), изменение заявки (change) или показ карт (expose)")
    item: Item = raw if isinstance(raw, dict) else {}
    named = _named_seat(ref, item)
    above = _above_seven(str(text))
    call = PASS if above is not None else _parse(ref, text)
    event = AuctionEvent(named or auction.turn, str(call) if above is None else str(text).strip())
    ref.auction_log.append(event)
    if auction.complete and ref.pending is None:
        seat = named or auction.turn
        event.seat = seat
        kind = CallKind.BID if above is not None else call.kind
        inadmissible_call.after_final_pass(
            ref, auction, seat, event.call or str(call), kind, above or call.strain
        )
        return
    pending = ref.pending
    if pending is not None:
        if above is not None:
            raise ref.err(ref.waiting_message())
        if pending.on_call is not None and pending.on_call(ref, named, call, item, pending.data):
            event.seat = auction.history[-1][0] if auction.history else event.seat
            return
        if ref.pending is not None:
            raise ref.err(ref.waiting_message())
    if auction.awaiting_substitution is not None:
        if above is not None:
            raise ref.err(f"{event.call}: назначение выше семи не может быть исправлением")
        event.seat = auction.awaiting_substitution.offender
        insufficient_bid.substitute(ref, auction, named, call)
        return
    seat = named or auction.turn
    event.seat = seat
    if item.get("simultaneous"):
        if named is None:
            raise ref.err("у одновременной заявки нужно место: {call: 1S, seat: E, ...}")
        simultaneous_call.deem_subsequent(ref, auction, seat)
    if seat != auction.turn:
        if above is not None:
            raise ref.err("движок не разбирает назначение выше семи вне очереди")
        turn = auction.turn
        if seat == turn.lho and turn in auction.must_pass:
            _deemed_pass(ref, auction, turn, seat)
        elif turn == seat.lho and auction.has_called(seat):
            # Later calls at the LHO's turn are changes of call (Law 25).
            intended = change_of_call.handle(
                ref, auction, seat, call, bool(item.get("inadvertent"))
            )
            if intended is not None:
                _in_turn(ref, auction, seat, intended, item)
            return
        else:
            call_out_of_rotation.handle(
                ref, auction, seat, call, simultaneous=bool(item.get("simultaneous"))
            )
            return
    if above is not None:
        inadmissible_call.bid_above_seven(ref, auction, seat, str(text).strip(), above)
        return
    _in_turn(ref, auction, seat, call, item)


def _in_turn(ref: Referee, auction: AuctionState, seat: Seat, call: Call, item: Item) -> None:
    """A call by the player whose turn it is: what the laws have imposed on it, then whether
    it is inadmissible (37, 36), insufficient (27) or stands."""
    call_out_of_rotation.before_call(ref, auction, seat, call)
    change_of_call.before_call(ref, auction, seat, call)
    obligation = auction.must_pass.get(seat)
    if obligation and call.kind is not CallKind.PASS:
        inadmissible_call.violates_obligation(ref, auction, seat, call, obligation)
        return
    problem = auction.double_problem(seat, call)
    if problem:
        inadmissible_call.double_not_permitted(ref, auction, seat, call, problem)
        return
    last = auction.last_bid
    if call.is_bid and not is_sufficient(call, last[1] if last else None):
        insufficient_bid.handle(ref, auction, seat, call, item)
        return
    auction.enter(seat, call)
    call_out_of_rotation.after_call(ref, auction, seat, call)


def _deemed_pass(ref: Referee, auction: AuctionState, turn: Seat, seat: Seat) -> None:
    """Law 28A: a call at the turn of a right-hand opponent who is required to pass is in
    rotation; that opponent's pass is taken as made."""
    obligation = auction.must_pass[turn]
    auction.enter(turn, PASS)
    ref.auction_log.insert(
        len(ref.auction_log) - 1,
        AuctionEvent(turn, str(PASS), remarks=["обязан пасовать — пас подразумевается"]),
    )
    ref.note(
        f"{ru.seat(turn)} обязан пасовать (правило {obligation.law}), поэтому заявка "
        f"{ru.seat(seat, 'gen')} в его очередь считается сделанной в очередь: пас "
        f"{ru.seat(turn, 'gen')} подразумевается.",
        "28",
        decides=RULING,
    )


def _change_item(ref: Referee, auction: AuctionState, raw: Item) -> None:
    """``{change: 2S}``: the player who made the last call changes it (Law 25)."""
    if auction.complete:
        raise ref.err("торговля уже закончилась: движок не разбирает изменение заявки после неё")
    if ref.pending is not None:
        raise ref.err(ref.waiting_message())
    if not auction.history:
        raise ref.err("изменять нечего: заявок ещё не было")
    call = _parse(ref, raw["change"])
    seat = _named_seat(ref, raw) or auction.history[-1][0]
    ref.auction_log.append(AuctionEvent(seat, str(call)))
    intended = change_of_call.handle(ref, auction, seat, call, bool(raw.get("inadvertent")))
    if intended is not None:
        _in_turn(ref, auction, seat, intended, raw)


def _named_seat(ref: Referee, item: Item) -> Seat | None:
    if item.get("seat") is None:
        return None
    try:
        return Seat.parse(item["seat"])
    except SeatError as exc:
        raise ref.err(str(exc)) from None


def _parse(ref: Referee, text: object) -> Call:
    try:
        return Call.parse(text)
    except CallError as exc:
        raise ref.err(str(exc)) from None


def _above_seven(text: str) -> Strain | None:
    match = ABOVE_SEVEN.match(text)
    if match is None or int(match.group(1)) <= 7:
        return None
    return Strain.parse(match.group(2))
