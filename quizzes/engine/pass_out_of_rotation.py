"""Law 30 (not in the sources; cited by number): a pass out of rotation, cancelled.

- 30A: before any player has bid — the offender must pass at his next turn to call;
- 30B1: after a bid, at the offender's RHO's turn — the same;
- 30B2: after a bid, at the offender's partner's turn — the offender must pass whenever it is
  his turn for the rest of the auction; the partner, whose turn it is, may bid or pass but not
  double or redouble at that turn; Law 23B (a damaging pass) may apply.

A pass at the LHO's turn after a bid is a change of call when the offender has called before
(Law 25); otherwise it is not modelled.
"""

from __future__ import annotations

from . import russian as ru
from .auction_state import AuctionState
from .damaging_pass import note_pass_at_partners_turn
from .deciding import RULING
from .referee import Referee
from .rotation import OutOfRotation


def rectify(ref: Referee, auction: AuctionState, data: OutOfRotation) -> None:
    seat, partner, entry = data.seat, data.seat.partner, data.entry
    if not auction.any_bid or data.turn == "rho":
        clause = "30A" if not auction.any_bid else "30B1"
        auction.oblige(seat, "next", "30")
        entry.amend(clause=clause, offender_must_pass="next", partner_must_pass="no")
        when = (
            "когда назначений ещё не было"
            if not auction.any_bid
            else "в очередь правого противника после назначения"
        )
        ref.note(
            f"Пас вне очереди {when}: {ru.seat(seat)} должен пасовать в свою следующую очередь; "
            "других ограничений нет.",
            "30",
            decides=RULING,
        )
        return
    auction.oblige(seat, "rest", "30")
    auction.no_double[partner] = "30"
    entry.amend(clause="30B2", offender_must_pass="rest", partner_must_pass="no")
    ref.note(
        f"Пас вне очереди в очередь партнёра после назначения: {ru.seat(seat)} должен пасовать "
        f"до конца торговли; {ru.seat(partner)} в эту очередь может назначить или пасовать, но "
        "не может контрировать или реконтрировать.",
        "30",
        decides=RULING,
    )
    note_pass_at_partners_turn(ref, seat)
