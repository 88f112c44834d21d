"""A call out of rotation (Laws 28–32; their 1987 text is not among the surviving sources).

Law 29 is absent from the sources (no clause of it is on the law pages), so every step cites
it by number only, ``29``, and the texts are the engine's account of the 1987 rule.
Irregularity ``call_out_of_rotation`` (keys: ``call``, ``accepted``). Options for the
non-offending side (side ``opponents``):

- ``accept_call`` — the offender's LHO calls over it, the call stands and the auction goes on
  from the offender's LHO (1987 Law 29A). A call by the offender's LHO without a choice
  accepts it.
- ``cancel_call`` — the call is cancelled and the auction reverts to the player whose turn it
  was (1987 Law 29B); the further rectification (Laws 30–32: pass, bid, double out of
  rotation) is not modelled by the engine.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import russian as ru
from .auction import Call
from .auction_state import AuctionState
from .irregularities import CallOutOfRotation, Entry
from .options import Option, option
from .referee import FollowUp, Item, Pending, Referee
from .seats import Seat


@dataclass(frozen=True)
class OutOfRotation:
    """``seat`` called ``call`` when it was ``proper``'s turn."""

    seat: Seat
    call: Call
    proper: Seat
    entry: Entry[CallOutOfRotation]


def handle(ref: Referee, auction: AuctionState, seat: Seat, call: Call) -> None:
    proper = auction.turn
    entry: Entry[CallOutOfRotation] = ref.record(CallOutOfRotation(seat, None, ("29",), call))
    ref.note(f"{ru.seat(seat)} заявил {call} вне очереди (очередь {ru.seat(proper, 'gen')}).", "29")
    ref.offer(
        Pending(
            "call_out_of_rotation",
            (
                option(
                    "accept_call",
                    "opponents",
                    f"{ru.seat(seat.lho)} заявляет после неё — заявка остаётся в силе",
                    ["29"],
                ),
                option(
                    "cancel_call",
                    "opponents",
                    f"заявка отменяется, очередь возвращается к {ru.seat(proper, 'dat')}",
                    ["29"],
                ),
            ),
            OutOfRotation(seat, call, proper, entry),
            on_choose=_choose,
            on_call=_next_call,
        )
    )


def _accept(ref: Referee, data: OutOfRotation) -> None:
    data.entry.amend(accepted=True)
    auction = ref.auction_state
    auction.history.append((data.seat, data.call))
    auction.turn = data.seat.lho
    ref.note(
        f"Заявка вне очереди остаётся в силе; следующим заявляет {ru.seat(data.seat.lho)}.",
        "29",
    )


def _choose(ref: Referee, chosen: Option, data: OutOfRotation) -> FollowUp:
    if chosen.code == "accept_call":
        _accept(ref, data)
        return None
    data.entry.amend(accepted=False)
    ref.auction_state.turn = data.proper
    ref.note(
        f"Заявка вне очереди отменена; заявляет {ru.seat(data.proper)}. Пояснение: "
        "дальнейшие ограничения для нарушителя и его партнёра определяются правилами 30–32, "
        "движок их не моделирует.",
        "29",
    )
    return None


def _next_call(
    ref: Referee, seat: Seat | None, call: Call, item: Item, data: OutOfRotation
) -> bool:
    if seat is None or seat == data.seat.lho:
        ref.pending = None
        _accept(ref, data)
        return False
    raise ref.err(ref.waiting_message())
