"""A call out of rotation (Laws 28–32; their 1987 text is not among the surviving sources).

Every step cites the law by number only (no clause of 28–32 is on the law pages); the texts are
the engine's account of the 1987 rule. Irregularity ``call_out_of_rotation`` (fields in
``irregularities.CallOutOfRotation``). Options for the non-offending side (side ``opponents``):

- ``accept_call`` — the offender's LHO calls over it, the call stands and the auction goes on
  from the offender's LHO (29A). A call by the offender's LHO without a choice accepts it.
- ``cancel_call`` — the call is cancelled and the auction reverts to the player whose turn it
  was (29B); the offender may then make any legal call in turn, under the rectification of
  Law 30 (a pass: ``pass_out_of_rotation``), 31 (a bid) or 32 (a double or redouble; both
  ``bid_or_double_out_of_rotation``).

Law 28: a call at the turn of a right-hand opponent who is required to pass is in rotation
(28A, handled by ``auction_period``); a call by the player whose turn it was, an opponent of
the offender, made before the rectification cancels the call out of rotation without penalty
(28B). Law 33 (simultaneous calls) comes here through ``simultaneous_call``. A call at the
offender's LHO's turn after his own call is a change of call (Law 25, ``change_of_call``).

Not modelled (a ``ScenarioError`` says so): a call out of rotation that is itself
inadmissible or insufficient, a bid by a player required to pass, a double or redouble at the
LHO's turn, a pass at the LHO's turn after a bid when the offender has not called; conventional
calls out of rotation.
"""

from __future__ import annotations

from . import bid_or_double_out_of_rotation, pass_out_of_rotation
from . import russian as ru
from .auction import Call, CallKind, is_sufficient
from .auction_state import AuctionState
from .deciding import CHOICE, RULING
from .irregularities import ABSENT, CallOutOfRotation, Entry
from .missing_text import note_lost
from .options import Option, stand_or_cancel
from .referee import FollowUp, Item, Pending, Referee
from .rotation import TURN_WORDS, OutOfRotation, turn_of
from .seats import Seat


def handle(
    ref: Referee, auction: AuctionState, seat: Seat, call: Call, simultaneous: bool = False
) -> None:
    proper = auction.turn
    turn = turn_of(seat, proper)
    _check_modelled(ref, auction, seat, call, turn)
    note_lost(ref, "28-32")
    entry: Entry[CallOutOfRotation] = ref.record(
        CallOutOfRotation(
            seat,
            None,
            ("29",),
            call,
            proper=proper,
            turn=turn,
            simultaneous=True if simultaneous else ABSENT,
        )
    )
    event = ref.auction_log[-1]
    event.remarks.append(f"вне очереди (очередь {ru.seat(proper, 'gen')})")
    ref.note(
        f"{ru.seat(seat)} заявил {ru.call(call, 'acc')} вне очереди: очередь была "
        f"{ru.seat(proper, 'gen')}, {TURN_WORDS[turn]}.",
        "29",
    )
    stand = f"{ru.seat(seat.lho)} заявляет после неё — заявка остаётся в силе"
    cancel = f"заявка отменяется, очередь возвращается к {ru.seat(proper, 'dat')}"
    ref.note(
        f"Выбор за противниками нарушителя: либо {stand}; либо {cancel}, а {ru.seat(seat)} "
        f"заявит в свою очередь с ограничениями правила {_RECTIFYING_LAW[call.kind]}.",
        "29",
        decides=CHOICE,
    )
    ref.offer(
        Pending(
            "call_out_of_rotation",
            stand_or_cancel("29", ("accept_call", stand), ("cancel_call", cancel)),
            OutOfRotation(seat, call, proper, turn, entry, event),
            on_choose=_choose,
            on_call=_next_call,
        )
    )


# Law 29B sends a cancelled call to its own rectification: a pass (30), a bid (31), a double or
# a redouble (32).
_RECTIFYING_LAW = {
    CallKind.PASS: "30",
    CallKind.BID: "31",
    CallKind.DOUBLE: "32",
    CallKind.REDOUBLE: "32",
}


def _check_modelled(ref: Referee, auction: AuctionState, seat: Seat, call: Call, turn: str) -> None:
    unmodelled = "движок не разбирает такую заявку вне очереди"
    if auction.double_problem(seat, call):
        raise ref.err(f"{unmodelled}: {ru.call(call)} недопустима (правило 36)")
    last = auction.last_bid
    if call.is_bid and not is_sufficient(call, last[1] if last else None):
        raise ref.err(f"{unmodelled}: {ru.call(call)} — недостаточное назначение")
    obligation = auction.must_pass.get(seat)
    if obligation and call.kind is not CallKind.PASS:
        raise ref.err(f"{unmodelled}: {ru.seat(seat)} обязан пасовать (правило {obligation.law})")
    if turn == "lho" and (
        call.kind in (CallKind.DOUBLE, CallKind.REDOUBLE)
        or (call.kind is CallKind.PASS and auction.any_bid)
    ):
        raise ref.err(f"{unmodelled}: {ru.call(call)} в очередь левого противника")


def _accept(ref: Referee, data: OutOfRotation) -> None:
    data.entry.amend(accepted=True, clause="29A", offender_must_pass="no", partner_must_pass="no")
    data.event.remarks.append("принята")
    ref.auction_state.enter(data.seat, data.call)
    ref.note(
        f"Заявка вне очереди остаётся в силе без наказания; следующим заявляет "
        f"{ru.seat(data.seat.lho)}.",
        "29",
        decides=RULING,
    )


def _choose(ref: Referee, chosen: Option, data: OutOfRotation) -> FollowUp:
    if chosen.code == "accept_call":
        _accept(ref, data)
        return None
    auction = ref.auction_state
    data.entry.amend(accepted=False)
    data.event.stands = False
    data.event.remarks.append("отменена")
    auction.turn = data.proper
    ref.note(
        f"Заявка вне очереди отменена; заявляет {ru.seat(data.proper)}, чья была очередь. "
        f"{ru.seat(data.seat)} в свою очередь может сделать любую легальную заявку, с "
        "ограничениями, которые следуют ниже.",
        "29",
        decides=RULING,
    )
    ref.note(
        "Сведения из отменённой заявки для партнёра нарушителя — нелегальная информация.",
        "16C",
    )
    if data.call.kind is CallKind.PASS:
        pass_out_of_rotation.rectify(ref, auction, data)
    else:
        bid_or_double_out_of_rotation.rectify(ref, auction, data)
    return None


def _next_call(
    ref: Referee, seat: Seat | None, call: Call, item: Item, data: OutOfRotation
) -> bool:
    if seat is None or seat == data.seat.lho:
        ref.pending = None
        ref.note(
            f"{ru.seat(data.seat.lho)} заявил после заявки вне очереди — этим она принята.", "29"
        )
        _accept(ref, data)
        return False
    if seat == data.proper and data.turn == "rho":
        # Law 28B: the proper caller, an opponent of the offender, called before the
        # rectification: the call out of rotation is cancelled without penalty.
        ref.pending = None
        data.entry.amend(
            accepted=False, clause="28B", offender_must_pass="no", partner_must_pass="no"
        )
        data.event.stands = False
        data.event.remarks.append(f"отменена: {ru.seat(seat)} заявил в свою очередь")
        ref.auction_state.turn = seat
        ref.note(
            f"{ru.seat(seat)}, чья была очередь, заявил до решения судьи: заявка вне очереди "
            f"отменяется без наказания, торговля идёт так, будто {ru.seat(data.seat)} не "
            "заявлял.",
            "28",
            decides=RULING,
        )
        ref.note(
            "Сведения из отменённой заявки для партнёра нарушителя — нелегальная информация.",
            "16C",
        )
        return False
    raise ref.err(ref.waiting_message())


def before_call(ref: Referee, auction: AuctionState, seat: Seat, call: Call) -> None:
    """What the rectification requires of this call in turn: a call to repeat (31A1, 32B1),
    no double or redouble (30B2)."""
    due = auction.must_repeat.get(seat)
    if due is not None:
        wanted, law = due
        if call != wanted:
            raise ref.err(
                f"по правилу {law} {ru.seat(seat)} обязан повторить {ru.call(wanted, 'acc')}, а не "
                f"{ru.call(call, 'acc')}"
            )
        del auction.must_repeat[seat]
        ref.note(
            f"{ru.seat(seat)} повторил {ru.call(call, 'acc')} — без наказания.", law, decides=RULING
        )
        return
    barred = auction.no_double.get(seat)
    if barred is not None and call.kind in (CallKind.DOUBLE, CallKind.REDOUBLE):
        raise ref.err(
            f"по правилу {barred} {ru.seat(seat)} в эту очередь может назначить или пасовать, но "
            "не может контрировать или реконтрировать"
        )


def after_call(ref: Referee, auction: AuctionState, seat: Seat, call: Call) -> None:
    """A call now stands: the rectification that waited for it (31A, 32B)."""
    waiting = auction.after_cancel
    if waiting is not None and seat == waiting.proper:
        auction.after_cancel = None
        bid_or_double_out_of_rotation.rho_called(ref, auction, waiting, call)
        return
    waiting = auction.offender_to_call
    if waiting is not None and seat == waiting.seat:
        auction.offender_to_call = None
        bid_or_double_out_of_rotation.offender_called(ref, auction, waiting, call)
