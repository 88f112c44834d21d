"""Law 31 (not in the sources; cited by number): a bid out of rotation, cancelled.

- 31A, at the offender's RHO's turn — what follows depends on the RHO's call:
  31A1, the RHO passes — the offender must repeat his bid, no penalty;
  31A2, the RHO bids, doubles or redoubles — the offender may make any legal call:
  (a) repeating the denomination of his bid out of rotation, his partner must pass at his
  next turn; (b) any other call, his partner must pass for the rest of the auction, and the
  lead penalties of Law 26 may apply;
- 31B, at the partner's turn (or at the LHO's turn when the offender has not called before)
  — the partner must pass for the rest of the auction; Law 26 may apply.

Later bids at the LHO's turn are changes of call (Law 25). Law 23 may apply wherever the
partner is barred.
"""

from __future__ import annotations

from . import russian as ru
from .auction import Call, CallKind
from .auction_state import AuctionState
from .damaging_pass import note_enforced_pass
from .referee import Referee
from .rotation import OutOfRotation


def rectify(ref: Referee, auction: AuctionState, data: OutOfRotation) -> None:
    seat, proper, bid = data.seat, data.proper, ru.call(data.call)
    if data.turn == "rho":
        data.entry.amend(clause="31A")
        auction.after_cancel = data
        ref.note(
            f"Назначение вне очереди в очередь правого противника. Если {ru.seat(proper)} "
            f"спасует, {ru.seat(seat)} обязан повторить {bid}, и наказания нет. Если "
            f"{ru.seat(proper)} назначит, контрирует или реконтрирует, {ru.seat(seat)} может "
            "сделать любую легальную заявку: повторит деноминацию — его партнёр пасует в свою "
            "следующую очередь, не повторит — до конца торговли.",
            "31",
        )
        return
    where = "в очередь партнёра" if data.turn == "partner" else "в очередь левого противника"
    bar_partner(ref, auction, data, "31B", f"Назначение вне очереди {where}")


def rho_called(ref: Referee, auction: AuctionState, data: OutOfRotation, call: Call) -> None:
    seat, proper = data.seat, data.proper
    if call.kind is CallKind.PASS:
        auction.must_repeat[seat] = (data.call, "31")
        data.entry.amend(clause="31A1", offender_must_pass="no", partner_must_pass="no")
        ref.note(
            f"{ru.seat(proper)} спасовал: {ru.seat(seat)} обязан повторить "
            f"{ru.call(data.call)}; наказания нет.",
            "31",
        )
        return
    auction.offender_to_call = data
    ref.note(
        f"{ru.seat(proper)} заявил {ru.call(call)}: {ru.seat(seat)} может сделать любую "
        "легальную заявку.",
        "31",
    )


def offender_called(ref: Referee, auction: AuctionState, data: OutOfRotation, call: Call) -> None:
    seat, partner = data.seat, data.seat.partner
    strain = data.call.strain
    assert strain is not None, "a bid out of rotation has a denomination"
    if call.is_bid and call.strain == strain:
        auction.oblige(partner, "next", "31")
        data.entry.amend(clause="31A2A", offender_must_pass="no", partner_must_pass="next")
        ref.note(
            f"{ru.seat(seat)} повторил деноминацию ({ru.strain_name(strain)}): "
            f"{ru.seat(partner)} должен пасовать в свою следующую очередь.",
            "31",
        )
        note_enforced_pass(ref)
        return
    bar_partner(
        ref, auction, data, "31A2B", f"{ru.seat(seat)} не повторил деноминацию своего назначения"
    )


def bar_partner(
    ref: Referee, auction: AuctionState, data: OutOfRotation, clause: str, why: str
) -> None:
    """The offender's partner must pass for the rest of the auction; Law 26 may apply."""
    seat, partner, call = data.seat, data.seat.partner, data.call
    law = clause[:2]
    auction.oblige(partner, "rest", law)
    auction.withdraw(seat, ru.call(call), call.strain, data.entry)
    data.entry.amend(
        clause=clause, offender_must_pass="no", partner_must_pass="rest", lead_penalty=None
    )
    ref.note(
        f"{why}: {ru.seat(partner)} должен пасовать до конца торговли; отменённая заявка "
        f"{ru.call(call)} может повлечь ограничения на ход (правило 26).",
        law,
    )
    note_enforced_pass(ref)
