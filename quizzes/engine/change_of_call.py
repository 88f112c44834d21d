"""Law 25: legal and illegal changes of call (only the titles survive, in the contents; cited by
number, ``25``; the rule applied is the 1987 one, in the engine's words).

A player changes his last call before his LHO has called — the auction item
``{change: 2S}`` (``seat`` optional: the player who made the last call), or a call by that
player at his LHO's turn (``{call: 2S, seat: N}``: later calls at the LHO's turn are changes of
call). Irregularity ``change_of_call`` (``irregularities.ChangeOfCall``).

- 25A, ``inadvertent: true`` (the director finds a slip of the tongue corrected without pause
  for thought): the intended call replaces the first without penalty; if it is illegal, the law
  for it applies (an insufficient bid: Law 27, …).
- 25B, any other change: the substituted call is cancelled unless the offender's LHO accepts
  it — options (side ``opponents``) ``accept_change`` (25B1: the substituted call stands, no
  penalty; a call by the LHO without a choice accepts it) and ``reject_change`` (25B2). The
  first call was legal (25B2(b)), so the offender chooses (side ``offender``): ``keep_call``
  (the first call stands) or ``change_call`` (any other legal call, the next auction item; his
  partner must pass for the rest of the auction). The lead penalties of Law 26 may apply to
  the calls withdrawn under 25B2 (25B2(c)).

Not modelled (``ScenarioError``): a change of an illegal call (25B2(a): its own law already
rules it), a substituted call that would not be legal in place of the first, a change after
the auction has ended.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from . import russian as ru
from .auction import Call, CallKind, is_sufficient
from .auction_event import AuctionEvent
from .auction_state import AuctionState
from .damaging_pass import note_enforced_pass
from .deciding import CHOICE, RULING
from .irregularities import ChangeOfCall, Entry
from .missing_text import note_lost
from .options import Option, option, stand_or_cancel
from .referee import FollowUp, Item, Pending, Referee
from .seats import Seat


@dataclass(frozen=True)
class Change:
    """``seat`` changed ``first`` (still standing) to ``substitute``."""

    seat: Seat
    first: Call
    substitute: Call
    entry: Entry[ChangeOfCall]
    first_event: AuctionEvent
    event: AuctionEvent


def handle(
    ref: Referee, auction: AuctionState, seat: Seat, call: Call, inadvertent: bool
) -> Call | None:
    """Rule the change; returns the call to play in turn now (25A), or None (25B: a choice)."""
    if not auction.history or auction.history[-1][0] != seat:
        raise ref.err(
            f"{ru.seat(seat)} может изменить только свою последнюю заявку, пока левый противник "
            "не заявил"
        )
    first = auction.history[-1][1]
    if call == first:
        raise ref.err(f"заявка {ru.call(call)} не изменилась")
    first_event = next(
        (event for event in reversed(ref.auction_log[:-1]) if event.seat == seat and event.stands),
        ref.auction_log[-1],
    )
    event = ref.auction_log[-1]
    note_lost(ref, "25")
    entry: Entry[ChangeOfCall] = ref.record(
        ChangeOfCall(seat, None, ("25",), first, call, inadvertent)
    )
    if inadvertent:
        entry.amend(resolution="intended", partner_must_pass=False)
        first_event.stands = False
        first_event.remarks.append(f"оговорка, сразу исправлена на {ru.call(call, 'acc')}")
        ref.note(
            f"{ru.seat(seat)} по оговорке назвал {ru.call(first, 'acc')} и без паузы на раздумье "
            f"исправил на {ru.call(call, 'acc')}: действует задуманная заявка, без наказания "
            "(если она "
            "нелегальна — по правилу для такой заявки).",
            "25",
            decides=RULING,
        )
        auction.take_back()
        return call
    if not _legal_instead(auction, seat, call):
        raise ref.err(
            f"движок не разбирает замену на {ru.call(call, 'acc')}: "
            f"на месте {ru.call(first, 'gen')} такая "
            "заявка была бы нелегальной"
        )
    event.remarks.append(f"замена заявки {ru.call(first)}")
    ref.note(
        f"{ru.seat(seat)} заменил {ru.call(first, 'acc')} на {ru.call(call, 'acc')} "
        "не как исправление "
        f"оговорки: замена отменяется, если {ru.seat(seat.lho)} её не примет.",
        "25",
        decides=CHOICE,
    )
    stand = f"{ru.seat(seat.lho)} принимает замену: действует {ru.call(call)}"
    cancel = f"{ru.seat(seat.lho)} не принимает замену: {ru.call(call)} отменяется"
    ref.offer(
        Pending(
            "change_of_call",
            stand_or_cancel("25", ("accept_change", stand), ("reject_change", cancel)),
            Change(seat, first, call, entry, first_event, event),
            on_choose=_lho_chooses,
            on_call=_lho_calls,
        )
    )
    return None


def _legal_instead(auction: AuctionState, seat: Seat, call: Call) -> bool:
    """Whether ``call`` would have been legal where the first call was made."""
    before = AuctionState(auction.dealer, seat, auction.history[:-1])
    if call.is_bid:
        last = before.last_bid
        if not is_sufficient(call, last[1] if last else None):
            return False
    if before.double_problem(seat, call):
        return False
    released = auction.released
    obliged = auction.must_pass.get(seat) or (
        released[2] if released and released[0] == len(auction.history) - 1 else None
    )
    return not (obliged and call.kind is not CallKind.PASS)


def _lho_chooses(ref: Referee, chosen: Option, data: Change) -> FollowUp:
    auction = ref.auction_state
    seat = data.seat
    if chosen.code == "accept_change":
        data.entry.amend(accepted=True, resolution="accepted", partner_must_pass=False)
        data.first_event.stands = False
        data.first_event.remarks.append(f"заменена на {ru.call(data.substitute, 'acc')}")
        data.event.remarks.append("принята")
        auction.take_back()
        auction.enter(seat, data.substitute)
        ref.note(
            f"{ru.seat(seat.lho)} принял замену: действует {ru.call(data.substitute)}, "
            "торговля продолжается без наказания.",
            "25",
            decides=RULING,
        )
        return None
    data.entry.amend(accepted=False)
    data.event.stands = False
    data.event.remarks.append("не принята")
    auction.withdraw(seat, ru.call(data.substitute), data.substitute.strain, data.entry)
    data.entry.amend(lead_penalty=None)
    ref.note(
        f"Замена не принята: {ru.call(data.substitute)} отменяется. Первая заявка "
        f"{ru.call(data.first)} была легальной, и выбирает {ru.seat(seat)}: оставить её "
        "(торговля идёт дальше) или заменить любой другой легальной заявкой — тогда его "
        "партнёр пасует до конца торговли. Отменённая заявка может повлечь ограничения на ход "
        "(правило 26).",
        "25",
        decides=CHOICE,
    )
    ref.offer(
        Pending(
            "change_of_call_offender",
            (
                option(
                    "keep_call",
                    "offender",
                    f"оставить первую заявку {ru.call(data.first)}",
                    ["25"],
                ),
                option(
                    "change_call",
                    "offender",
                    f"заменить {ru.call(data.first, 'acc')} другой легальной заявкой; "
                    f"{ru.seat(seat.partner)} пасует до конца торговли",
                    ["25"],
                ),
            ),
            data,
            on_choose=_offender_chooses,
            on_call=_offender_calls,
        )
    )
    return None


def _lho_calls(ref: Referee, seat: Seat | None, call: Call, item: Item, data: Change) -> bool:
    if seat is None or seat == data.seat.lho:
        ref.pending = None
        ref.note(f"{ru.seat(data.seat.lho)} заявил после замены — этим он её принял.", "25")
        _lho_chooses(ref, _ACCEPT, data)
        return False
    raise ref.err(ref.waiting_message())


_ACCEPT = option("accept_change", "opponents", "", ["25"])
_CHANGE = option("change_call", "offender", "", ["25"])


def _offender_chooses(ref: Referee, chosen: Option, data: Change) -> FollowUp:
    auction = ref.auction_state
    seat = data.seat
    if chosen.code == "keep_call":
        data.entry.amend(resolution="first_call_stands", partner_must_pass=False)
        ref.note(
            f"{ru.seat(seat)} оставляет {ru.call(data.first, 'acc')}; торговля продолжается от "
            f"{ru.seat(seat.lho, 'gen')}.",
            "25",
            decides=RULING,
        )
        return None
    data.entry.amend(resolution="other_call", partner_must_pass=True)
    data.first_event.stands = False
    data.first_event.remarks.append("заменена другой заявкой")
    auction.take_back()
    auction.withdraw(seat, ru.call(data.first), data.first.strain, data.entry)
    auction.oblige(seat.partner, "rest", "25")
    auction.change_due = (seat, data.first, data.entry)
    ref.note(
        f"{ru.seat(seat)} заменяет {ru.call(data.first, 'acc')} другой легальной заявкой: "
        f"{ru.seat(seat.partner)} должен пасовать до конца торговли.",
        "25",
        decides=RULING,
    )
    note_enforced_pass(ref)
    return None


def _offender_calls(ref: Referee, seat: Seat | None, call: Call, item: Item, data: Change) -> bool:
    if seat == data.seat and call != data.first:
        ref.pending = None
        _offender_chooses(ref, _CHANGE, data)
        return False
    raise ref.err(ref.waiting_message())


def before_call(ref: Referee, auction: AuctionState, seat: Seat, call: Call) -> Entry[Any] | None:
    """Law 25B2(b)(2): the call replacing the first must be another one; returns the change
    whose ``final`` call this is."""
    due = auction.change_due
    if due is None or due[0] != seat:
        return None
    if call == due[1]:
        raise ref.err(
            f"{ru.seat(seat)} заменяет {ru.call(call, 'acc')} — нужна другая заявка "
            "(или выбор keep_call)"
        )
    auction.change_due = None
    due[2].amend(final=call)
    return due[2]
