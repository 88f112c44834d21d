"""Laws 35–39: inadmissible calls (not in the sources; cited by number, the doubling rules of
Law 19 by their surviving clauses). Irregularity ``inadmissible_call``
(``irregularities.InadmissibleCall``); no option — an inadmissible call cannot be accepted.

- Law 36, a double or redouble Law 19 does not permit (of partner's bid, of a pass, of a bid
  already doubled; a redouble without an opponent's double — 19A, 19B1): cancelled; the
  offender substitutes any legal call (the next auction item); his partner must pass for the
  rest of the auction; Law 26 may apply.
- Law 37, a bid, double or redouble by a player required to pass: cancelled; the offender
  passes, and both members of the offending side must pass for the rest of the auction;
  Law 26 may apply. (Law 28A: a call at the turn of a right-hand opponent who must pass is
  in rotation — no irregularity; ``auction_period``.)
- Law 38, a bid of more than seven (``8S`` in the scenario): cancelled; no contract above
  seven is ever played; both members of the offending side must pass for the rest of the
  auction; Law 26 may apply.
- Law 39, a call after the final pass: cancelled. A pass, or any call by the declaring side:
  no penalty (39A). A bid, double or redouble by a defender: Law 26 may apply (39B).

The director is taken to rule at once: calls made over an inadmissible call before the
director came (their cancellation, 38B) are not modelled.
"""

from __future__ import annotations

from . import russian as ru
from .auction import Call, CallKind, Strain
from .auction_state import AuctionState, Obligation
from .damaging_pass import note_enforced_pass
from .deciding import RULING
from .irregularities import ABSENT, InadmissibleCall
from .missing_text import note_lost
from .referee import Referee
from .seats import Seat

LEAD_PENALTY_NOTE = "отменённая заявка может повлечь ограничения на ход (правило 26)"


def double_not_permitted(
    ref: Referee, auction: AuctionState, seat: Seat, call: Call, problem: str
) -> None:
    """Law 36."""
    note_lost(ref, "35-39")
    redouble = call.kind is CallKind.REDOUBLE
    reason = "redouble_not_permitted" if redouble else "double_not_permitted"
    rule = "19B1" if redouble else "19A"
    entry = ref.record(
        InadmissibleCall(
            seat, None, ("35", "36", rule), str(call), reason, "no", "rest", lead_penalty=None
        )
    )
    _cancel(ref, f"недопустима: {problem}")
    ref.note(
        f"{ru.seat(seat)}: {ru.call(call)} недопустима — {problem}.",
        rule,
    )
    auction.oblige(seat.partner, "rest", "36")
    auction.withdraw(seat, ru.call(call), None, entry)
    ref.note(
        f"{ru.capitalised(ru.call(call))} отменяется; {ru.seat(seat)} заменяет её любой "
        f"легальной заявкой, а {ru.seat(seat.partner)} должен пасовать до конца торговли; "
        f"{LEAD_PENALTY_NOTE}.",
        "36",
        decides=RULING,
    )
    note_enforced_pass(ref)


def violates_obligation(
    ref: Referee, auction: AuctionState, seat: Seat, call: Call, obligation: Obligation
) -> None:
    """Law 37."""
    note_lost(ref, "35-39")
    entry = ref.record(
        InadmissibleCall(
            seat, None, ("35", "37"), str(call), "obligation_to_pass", "rest", "rest", None
        )
    )
    _cancel(ref, "недопустима: игрок обязан был пасовать")
    ref.note(
        f"{ru.seat(seat)} обязан был пасовать (правило {obligation.law}), а заявил "
        f"{ru.call(call)}: заявка отменяется, {ru.seat(seat)} пасует, и оба игрока его стороны "
        f"— {ru.seat(seat)} и {ru.seat(seat.partner)} — должны пасовать до конца торговли; "
        f"{LEAD_PENALTY_NOTE}.",
        "37",
        decides=RULING,
    )
    auction.oblige(seat, "rest", "37")
    auction.oblige(seat.partner, "rest", "37")
    auction.withdraw(seat, ru.call(call), call.strain, entry)


def bid_above_seven(
    ref: Referee, auction: AuctionState, seat: Seat, text: str, strain: Strain
) -> None:
    """Law 38."""
    note_lost(ref, "35-39")
    shown = display(text, strain)
    entry = ref.record(
        InadmissibleCall(seat, None, ("35", "38"), text, "bid_above_seven", "rest", "rest", None)
    )
    _cancel(ref, "недопустима: назначение выше семи")
    ref.note(
        f"{ru.seat(seat)} назначил {shown} — выше семи: контракт выше семи никогда не "
        f"разыгрывается. Назначение отменяется, {ru.seat(seat)} пасует, и оба игрока его "
        f"стороны должны пасовать до конца торговли; {LEAD_PENALTY_NOTE}.",
        "38",
        decides=RULING,
    )
    auction.oblige(seat, "rest", "38")
    auction.oblige(seat.partner, "rest", "38")
    auction.withdraw(seat, shown, strain, entry)


def after_final_pass(
    ref: Referee,
    auction: AuctionState,
    seat: Seat,
    text: str,
    kind: CallKind,
    strain: Strain | None,
) -> None:
    """Law 39."""
    note_lost(ref, "35-39")
    shown = display(text, strain) if kind is CallKind.BID else ru.call(text)
    _, declarer = auction.contract()
    declaring = declarer is not None and seat.is_partner_of(declarer)
    penalised = kind is not CallKind.PASS and declarer is not None and not declaring
    entry = ref.record(
        InadmissibleCall(
            seat,
            None,
            ("35", "39"),
            text,
            "after_final_pass",
            lead_penalty=None if penalised else ABSENT,
        )
    )
    _cancel(ref, "после заключительного паса")
    if not penalised:
        who = "пас" if kind is CallKind.PASS else "заявка стороны разыгрывающего"
        ref.note(
            f"{ru.seat(seat)} заявил {shown} после заключительного паса: заявка отменяется; "
            f"это {who} — без наказания.",
            "39",
            decides=RULING,
        )
        return
    ref.note(
        f"{ru.seat(seat)}, будущий вистующий, заявил {shown} после заключительного паса: "
        f"заявка отменяется; {LEAD_PENALTY_NOTE}.",
        "39",
        decides=RULING,
    )
    auction.withdraw(seat, shown, strain, entry)


def display(text: str, strain: Strain | None) -> str:
    """A bid as made, the Russian way, also above seven: ``8S`` → «8♠»."""
    if strain is None:
        return text
    level = "".join(ch for ch in text if ch.isdigit())
    return f"{level}{ru.strain(strain)}"


def _cancel(ref: Referee, remark: str) -> None:
    event = ref.auction_log[-1]
    event.stands = False
    event.remarks.append(remark)
