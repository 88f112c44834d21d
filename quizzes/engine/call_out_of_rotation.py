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

from . import russian as ru
from .options import Pending, option


def handle(ref, auction, seat, call) -> None:
    proper = auction.turn
    entry = ref.record("call_out_of_rotation", seat, ["29"], call=str(call), accepted=None)
    entry["trick"] = None
    ref.note(f"{ru.seat(seat)} заявил {call} вне очереди (очередь {ru.seat(proper, 'gen')}).", "29")
    ref.offer(
        Pending(
            "call_out_of_rotation",
            [
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
            ],
            on_choose=_choose,
            on_card=_next_call,
            data={"seat": seat, "call": call, "proper": proper, "entry": entry},
        )
    )


def _accept(ref, data) -> None:
    data["entry"]["accepted"] = True
    ref.auction_state.history.append((data["seat"], data["call"]))
    ref.auction_state.turn = data["seat"].lho
    ref.note(
        f"Заявка вне очереди остаётся в силе; следующим заявляет {ru.seat(data['seat'].lho)}.",
        "29",
    )


def _choose(ref, entry, item) -> None:
    data = ref._last_pending_data
    if entry["code"] == "accept_call":
        _accept(ref, data)
        return
    data["entry"]["accepted"] = False
    ref.auction_state.turn = data["proper"]
    ref.note(
        f"Заявка вне очереди отменена; заявляет {ru.seat(data['proper'])}. Пояснение: "
        "дальнейшие ограничения для нарушителя и его партнёра определяются правилами 30–32, "
        "движок их не моделирует.",
        "29",
    )


def _next_call(ref, seat, call, item) -> bool:
    data = ref.pending.data
    if seat is None or seat == data["seat"].lho:
        ref.pending = None
        _accept(ref, data)
        return False
    raise ref.err(ref.waiting_message())
