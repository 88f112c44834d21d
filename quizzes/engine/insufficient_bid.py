"""Law 27: the insufficient bid.

Irregularity ``insufficient_bid`` (keys: ``call``, ``accepted``, ``substitute``,
``partner_must_pass``). Options for the offender's left-hand opponent (side ``opponents``):

- ``accept_bid`` — Law 27A: the insufficient bid is accepted and treated as legal; the
  auction goes on from the offender's LHO. A call by the LHO without a choice accepts it.
- ``reject_bid`` — Law 27B: the offender must substitute a sufficient bid or pass (a double
  or a redouble is neither: the engine refuses it as the substitution):
  the lowest sufficient bid in the same denomination, the insufficient bid being
  unconventional — no penalty (27B1A; the director may still adjust, 27B1B);
  any other sufficient bid, a pass, or an insufficient bid that may be conventional
  (scenario key ``conventional: true``) — the offender's partner must pass for the rest of
  the auction (27B2; lead restrictions of Law 26 may follow).

The substitution is the next auction item, written ``{call: 2D, seat: <offender>}`` or just
``"2D"`` after ``{choose: reject_bid}``.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import russian as ru
from .auction import Call, CallKind, is_sufficient
from .auction_event import AuctionEvent
from .auction_state import AuctionState, Substitution
from .irregularities import Entry, InsufficientBid
from .options import Option, option
from .referee import FollowUp, Item, Pending, Referee
from .seats import Seat


@dataclass(frozen=True)
class Insufficient:
    """``seat`` made the insufficient bid ``call``; ``conventional`` when it may have been
    conventional (Law 27B2)."""

    seat: Seat
    call: Call
    entry: Entry[InsufficientBid]
    conventional: bool
    event: AuctionEvent

    def substitution(self) -> Substitution:
        return Substitution(self.seat, self.call, self.entry, self.conventional)


def handle(ref: Referee, auction: AuctionState, seat: Seat, call: Call, item: Item) -> None:
    last = auction.last_bid
    assert last is not None, "a bid is insufficient only over another bid"
    over = last[1]
    entry: Entry[InsufficientBid] = ref.record(InsufficientBid(seat, None, ("27",), call, over))
    ref.note(
        f"{ru.seat(seat)} назначил {ru.call(call)} после {ru.call(over)} — "
        "недостаточное назначение.",
        "27",
    )
    event = ref.auction_log[-1]
    event.remarks.append("недостаточное назначение")
    ref.offer(
        Pending(
            "insufficient_bid",
            (
                option(
                    "accept_bid",
                    "opponents",
                    f"{ru.seat(seat.lho)} принимает недостаточное назначение {ru.call(call)}",
                    ["27A"],
                ),
                option(
                    "reject_bid",
                    "opponents",
                    f"{ru.seat(seat.lho)} не принимает: {ru.seat(seat)} исправляет назначение "
                    "на достаточное или пасует",
                    ["27B1A", "27B2"],
                ),
            ),
            Insufficient(seat, call, entry, bool(item.get("conventional")), event),
            on_choose=_choose,
            on_call=_next_call,
        )
    )


def _accept(ref: Referee, auction: AuctionState, data: Insufficient) -> None:
    seat, call = data.seat, data.call
    data.entry.amend(accepted=True)
    data.event.remarks.append("принято")
    ref.note(
        f"Недостаточное назначение {ru.call(call)} принято и считается легальным; торговля "
        f"продолжается с {ru.seat(seat.lho, 'gen')}.",
        "27A",
    )
    auction.history.append((seat, call))
    auction.turn = seat.lho


def _choose(ref: Referee, chosen: Option, data: Insufficient) -> FollowUp:
    auction = ref.auction_state
    if chosen.code == "accept_bid":
        _accept(ref, auction, data)
        return None
    data.entry.amend(accepted=False)
    data.event.stands = False
    data.event.remarks.append("не принято")
    seat = data.seat
    # Law 27B (its text is lost; only the title survives): the offender substitutes. 27B1A is
    # one outcome of the substitution, «без наказания», not this requirement.
    ref.note(
        f"Назначение не принято: {ru.seat(seat)} должен заменить его достаточным назначением "
        "или пасом (текст правила 27B в наших источниках не сохранился, это правило 1987 года "
        "нашими словами).",
        "27B",
    )
    auction.awaiting_substitution = data.substitution()
    auction.turn = seat
    return None


def _next_call(ref: Referee, seat: Seat | None, call: Call, item: Item, data: Insufficient) -> bool:
    auction = ref.auction_state
    offender = data.seat
    if seat is None or seat == offender.lho:
        ref.pending = None
        ref.note(f"{ru.seat(offender.lho)} сделал заявку — это принятие.", "27A")
        _accept(ref, auction, data)
        return False
    if seat == offender:
        ref.pending = None
        data.entry.amend(accepted=False)
        data.event.stands = False
        data.event.remarks.append("не принято")
        auction.awaiting_substitution = data.substitution()
        auction.turn = offender
        substitute(ref, auction, seat, call)
        return True
    raise ref.err(
        f"после недостаточного назначения заявляет {ru.seat(offender.lho)} или "
        f"{ru.seat(offender)} (исправление), а не {ru.seat(seat)}"
    )


def substitute(ref: Referee, auction: AuctionState, seat: Seat | None, call: Call) -> None:
    due = auction.awaiting_substitution
    assert due is not None
    offender, wrong = due.offender, due.call
    if seat is not None and seat != offender:
        raise ref.err(
            f"ожидается исправление недостаточного назначения от {ru.seat(offender, 'gen')}"
        )
    if not call.is_bid and call.kind is not CallKind.PASS:
        # Law 27B: «исправлено на … достаточное назначение или на пас» — a double or a
        # redouble is neither.
        raise ref.err(
            f"{ru.call(call)} не может заменить недостаточное назначение: по правилу 27B "
            "его заменяют только достаточным назначением или пасом"
        )
    last = auction.last_bid
    last_call = last[1] if last else None
    if call.is_bid and not is_sufficient(call, last_call):
        raise ref.err(f"{ru.call(call)} — снова недостаточное назначение")
    auction.awaiting_substitution = None
    entry = due.entry
    entry.amend(substitute=call)
    assert wrong.strain is not None
    lowest = (
        call.is_bid
        and call.strain == wrong.strain
        and all(
            not is_sufficient(Call.bid(level, wrong.strain), last_call)
            for level in range(1, call.level)
        )
    )
    penalised = not lowest or due.conventional
    if penalised:
        # 27B2 «(см.» — the 1987 text goes on to the lead penalties of Law 26: they apply to
        # the insufficient bid, withdrawn (the substitute is the first call after it).
        auction.withdraw(offender, ru.call(wrong), wrong.strain, entry)
    due_event = next((e for e in reversed(ref.auction_log[:-1]) if e.seat == offender), None)
    if due_event is not None:
        due_event.remarks.append(f"исправлено на {ru.call(call)}")
    auction.enter(offender, call)
    if not penalised:
        assert call.strain is not None
        entry.amend(partner_must_pass=False)
        ref.add_laws(entry, "27B1A")
        ref.note(
            f"Исправлено на ближайшее достаточное назначение в той же деноминации ("
            f"{ru.call(call)}): торговля продолжается без наказания.",
            "27B1A",
        )
        ref.note(
            "Пояснение: если недостаточное назначение передало информацию, ущемившую "
            "противников, судья назначает присуждённый результат.",
            "27B1B",
        )
    else:
        entry.amend(partner_must_pass=True, lead_penalty=None)
        ref.add_laws(entry, "27B2")
        auction.oblige(offender.partner, "rest", "27B2")
        ref.note(
            f"Исправлено на {ru.call(call)}: {ru.seat(offender.partner)}, партнёр нарушителя, "
            "должен пасовать до конца торговли (могут применяться ограничения на ход, правило 26).",
            "27B2",
        )
