"""Laws 31 and 32 (not in the sources; cited by number): a bid (31), or a double or redouble
(32), out of rotation, cancelled. Both follow one shape, the law chosen by the call's kind:

- at the offender's RHO's turn (31A, 32B) what follows depends on the RHO's call: he passes
  (31A1, 32B1) — the offender must repeat his call, no penalty; he bids, doubles or redoubles —
  the offender may make any legal call, and: after a bid out of rotation (31A2), (a) repeating
  its denomination, his partner must pass at his next turn, (b) any other call, his partner
  must pass for the rest of the auction; after a double or redouble (32B2), his partner must
  pass for the rest of the auction;
- at the partner's turn (31B, 32A), or at the LHO's turn for a bid when the offender has not
  called before (31B), the partner must pass for the rest of the auction.

Wherever the partner must pass for the rest of the auction, the lead penalties of Law 26 may
apply. Later bids at the LHO's turn are changes of call (Law 25). Law 23 may apply wherever
the partner is barred. Not modelled: whether the offender may later double or redouble the
same bid (the engine does not restrict it).
"""

from __future__ import annotations

from . import russian as ru
from .auction import Call, CallKind
from .auction_state import AuctionState
from .damaging_pass import note_enforced_pass
from .deciding import RULING
from .referee import Referee
from .rotation import OutOfRotation


def rectify(ref: Referee, auction: AuctionState, data: OutOfRotation) -> None:
    seat, proper, called = data.seat, data.proper, ru.call(data.call)
    bid = data.call.is_bid
    if data.turn != "rho":
        if bid:
            whose = "партнёра" if data.turn == "partner" else "левого противника"
            bar_partner(ref, auction, data, "31B", f"Назначение вне очереди в очередь {whose}")
        else:
            why = f"{ru.capitalised(called)} вне очереди в очередь партнёра"
            bar_partner(ref, auction, data, "32A", why)
        return
    data.entry.amend(clause="31A" if bid else "32B")
    auction.after_cancel = data
    if bid:
        what = "Назначение"
        then = (
            "повторит деноминацию — его партнёр пасует в свою следующую очередь, не повторит — "
            "до конца торговли"
        )
    else:
        what = ru.capitalised(called)
        then = "а его партнёр пасует до конца торговли"
    ref.note(
        f"{what} вне очереди в очередь правого противника. Если {ru.seat(proper)} спасует, "
        f"{ru.seat(seat)} обязан повторить {ru.call(data.call, 'acc')}, и наказания нет. "
        f"Если {ru.seat(proper)} "
        f"назначит, контрирует или реконтрирует, {ru.seat(seat)} может сделать любую легальную "
        f"заявку{':' if bid else ','} {then}.",
        "31" if bid else "32",
        decides=RULING,
    )


def rho_called(ref: Referee, auction: AuctionState, data: OutOfRotation, call: Call) -> None:
    """The offender's RHO has called after the cancelled call (31A, 32B)."""
    seat, proper = data.seat, data.proper
    law = "31" if data.call.is_bid else "32"
    if call.kind is CallKind.PASS:
        auction.must_repeat[seat] = (data.call, law)
        data.entry.amend(
            clause="31A1" if law == "31" else "32B1",
            offender_must_pass="no",
            partner_must_pass="no",
        )
        ref.note(
            f"{ru.seat(proper)} спасовал: {ru.seat(seat)} обязан повторить "
            f"{ru.call(data.call, 'acc')}; наказания нет.",
            law,
            decides=RULING,
        )
        return
    if law == "32":
        bar_partner(ref, auction, data, "32B2", f"{ru.seat(proper)} заявил {ru.call(call, 'acc')}")
        return
    auction.offender_to_call = data
    ref.note(
        f"{ru.seat(proper)} заявил {ru.call(call, 'acc')}: {ru.seat(seat)} может сделать любую "
        "легальную заявку.",
        "31",
        decides=RULING,
    )


def offender_called(ref: Referee, auction: AuctionState, data: OutOfRotation, call: Call) -> None:
    """31A2: the offender's call after his RHO bid, doubled or redoubled."""
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
            decides=RULING,
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
        decides=RULING,
    )
    note_enforced_pass(ref)
