"""Law 32 (not in the sources; cited by number): a double or redouble out of rotation,
cancelled.

- 32A, at the offender's partner's turn — the partner must pass for the rest of the auction;
  the lead penalties of Law 26 may apply;
- 32B, at the offender's RHO's turn: 32B1, the RHO passes — the offender must repeat his
  double (redouble), no penalty; 32B2, the RHO bids, doubles or redoubles — the offender may
  make any legal call, his partner must pass for the rest of the auction, Law 26 may apply.

Not modelled: whether the offender may later double or redouble the same bid (the engine does
not restrict it).
"""

from __future__ import annotations

from . import russian as ru
from .auction import Call, CallKind
from .auction_state import AuctionState
from .bid_out_of_rotation import bar_partner
from .referee import Referee
from .rotation import OutOfRotation


def rectify(ref: Referee, auction: AuctionState, data: OutOfRotation) -> None:
    seat, proper, double = data.seat, data.proper, ru.call(data.call)
    if data.turn == "partner":
        why = f"{ru.capitalised(double)} вне очереди в очередь партнёра"
        bar_partner(ref, auction, data, "32A", why)
        return
    data.entry.amend(clause="32B")
    auction.after_cancel = data
    ref.note(
        f"{ru.capitalised(double)} вне очереди в очередь правого противника. Если "
        f"{ru.seat(proper)} спасует, {ru.seat(seat)} обязан повторить {double}, и наказания "
        f"нет. Если {ru.seat(proper)} назначит, контрирует или реконтрирует, {ru.seat(seat)} "
        "может сделать любую легальную заявку, а его партнёр пасует до конца торговли.",
        "32",
    )


def rho_called(ref: Referee, auction: AuctionState, data: OutOfRotation, call: Call) -> None:
    seat, proper = data.seat, data.proper
    if call.kind is CallKind.PASS:
        auction.must_repeat[seat] = (data.call, "32")
        data.entry.amend(clause="32B1", offender_must_pass="no", partner_must_pass="no")
        ref.note(
            f"{ru.seat(proper)} спасовал: {ru.seat(seat)} обязан повторить "
            f"{ru.call(data.call)}; наказания нет.",
            "32",
        )
        return
    bar_partner(ref, auction, data, "32B2", f"{ru.seat(proper)} заявил {ru.call(call)}")
