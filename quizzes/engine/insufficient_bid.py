"""Law 27: the insufficient bid.

Irregularity ``insufficient_bid`` (keys: ``call``, ``accepted``, ``substitute``,
``partner_must_pass``, ``attempted``). Options for the offender's left-hand opponent (side
``opponents``):

- ``accept_bid`` — Law 27A: the insufficient bid is accepted and treated as legal; the
  auction goes on from the offender's LHO. A call by the LHO without a choice accepts it.
- ``reject_bid`` — Law 27B: the offender must substitute a sufficient bid or pass:
  the lowest sufficient bid in the same denomination, the insufficient bid being
  unconventional — no penalty (27B1A; the director may still adjust, 27B1B);
  any other sufficient bid, a pass, or an insufficient bid that may be conventional
  (scenario key ``conventional: true``) — the offender's partner must pass for the rest of
  the auction (27B2; lead restrictions of Law 26 may follow).

A double or a redouble is neither a sufficient bid nor a pass. Offered in the insufficient
bid's place it is ruled as the 1987 Law 27B3 has it (its text is lost: the sources break off
in 27B2; cited as ``27``): the double or redouble is cancelled, the offender must still
substitute a sufficient bid or a pass (the next call), his partner must pass whenever it is
his turn to call — whatever the substitution, even the lowest sufficient bid in the same
denomination — and Law 26 may apply to the withdrawn insufficient bid and to the cancelled
double (Law 23 where the enforced pass damages the non-offenders).

The substitution is the next auction item, written ``{call: 2D, seat: <offender>}`` or just
``"2D"`` after ``{choose: reject_bid}``; an attempted double the same way (``X``), followed
by the substitution.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from . import russian as ru
from .auction import Call, CallKind, is_sufficient
from .auction_event import AuctionEvent
from .auction_state import AuctionState, Substitution
from .damaging_pass import note_enforced_pass
from .deciding import CHOICE, RULING
from .irregularities import Entry, InsufficientBid
from .missing_text import note_lost
from .options import Option, option
from .referee import FollowUp, Item, Pending, Referee
from .seats import Seat

# «заменить … контрой»: the two calls that are neither a bid nor a pass, in the instrumental.
INSTRUMENTAL = {CallKind.DOUBLE: "контрой", CallKind.REDOUBLE: "реконтрой"}


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
        return Substitution(self.seat, self.call, self.entry, self.conventional, self.event)


def handle(ref: Referee, auction: AuctionState, seat: Seat, call: Call, item: Item) -> None:
    last = auction.last_bid
    assert last is not None, "a bid is insufficient only over another bid"
    over = last[1]
    entry: Entry[InsufficientBid] = ref.record(InsufficientBid(seat, None, ("27",), call, over))
    ref.note(
        f"{ru.seat(seat)} назначил {ru.call(call, 'acc')} после {ru.call(over, 'gen')} — "
        f"недостаточное назначение: {ru.seat(seat.lho)} может его принять или не принять.",
        "27",
        decides=CHOICE,
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


def _accept(ref: Referee, auction: AuctionState, data: Insufficient, by_call: bool = False) -> None:
    seat, call = data.seat, data.call
    data.entry.amend(accepted=True)
    data.event.remarks.append("принято")
    # Accepted by the LHO's own call, that call already stands: the auction goes on after it.
    goes_on = (
        "торговля продолжается без наказания"
        if by_call
        else f"торговля продолжается с {ru.seat(seat.lho, 'gen')}"
    )
    ref.note(
        f"Недостаточное назначение {ru.call(call)} принято и считается легальным; {goes_on}.",
        "27A",
        decides=RULING,
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
        decides=RULING,
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
        _accept(ref, auction, data, by_call=True)
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
        _attempted_double(ref, auction, due, call)
        return
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
    if penalised and due.attempted is None:
        # 27B2 «(см.» — the 1987 text goes on to the lead penalties of Law 26: they apply to
        # the insufficient bid, withdrawn (the substitute is the first call after it). After
        # an attempted double (27B3) it is already withdrawn.
        auction.withdraw(offender, ru.call(wrong), wrong.strain, entry)
    due.event.remarks.append(f"исправлено на {ru.call(call, 'acc')}")
    auction.enter(offender, call)
    if due.attempted is not None:
        # 27B3: the penalty came with the attempt; no substitution lifts it.
        attempt = f"попытки заменить недостаточное назначение {INSTRUMENTAL[due.attempted.kind]}"
        partner = ru.seat(offender.partner)
        if lowest and not due.conventional:
            text = (
                f"{partner} по-прежнему пасует до конца торговли, хотя {ru.seat(offender)} "
                f"заменил недостаточное назначение на {ru.call(call, 'acc')} — "
                "ближайшее достаточное "
                f"назначение в той же деноминации: после {attempt} «без наказания» (27B1) уже "
                "не действует (пункт 27B3)."
            )
        else:
            text = (
                f"{ru.seat(offender)} заменил недостаточное назначение на {ru.call(call, 'acc')}; "
                f"{partner} по-прежнему пасует до конца торговли — наказание за попытку "
                f"заменить его {INSTRUMENTAL[due.attempted.kind]} (пункт 27B3)."
            )
        ref.note(text, "27", decides=RULING)
        return
    if not penalised:
        assert call.strain is not None
        entry.amend(partner_must_pass=False)
        ref.add_laws(entry, "27B1A")
        ref.note(
            f"Исправлено на ближайшее достаточное назначение в той же деноминации ("
            f"{ru.call(call)}): торговля продолжается без наказания.",
            "27B1A",
            decides=RULING,
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
            f"Исправлено на {ru.call(call, 'acc')}: {ru.seat(offender.partner)}, "
            "партнёр нарушителя, "
            "должен пасовать до конца торговли (могут применяться ограничения на ход, правило 26).",
            "27B2",
            decides=RULING,
        )


def _attempted_double(ref: Referee, auction: AuctionState, due: Substitution, call: Call) -> None:
    """Law 27B3 (lost; the 1987 rule in our words): a double or a redouble offered in place of
    the insufficient bid is neither of the calls that may replace it («исправлено на …
    достаточное назначение или на пас», 27B1, 27B2): it is cancelled, the offender still owes
    the substitution, and his partner must pass whenever it is his turn to call."""
    offender, wrong, entry = due.offender, due.call, due.entry
    note_lost(ref, "27B3")
    event = ref.auction_log[-1]
    event.stands = False
    event.remarks.append("попытка заменить недостаточное назначение — отменена")
    if due.attempted is None:
        # Law 26 may apply to both withdrawn calls: the insufficient bid and the double.
        auction.withdraw(offender, ru.call(wrong), wrong.strain, entry)
    auction.withdraw(offender, ru.call(call), None, entry)
    auction.awaiting_substitution = dataclasses.replace(due, attempted=call)
    auction.oblige(offender.partner, "rest", "27B3")
    entry.amend(attempted=call, partner_must_pass=True, lead_penalty=None)
    ref.note(
        f"{ru.seat(offender)} попытался заменить недостаточное назначение {ru.call(wrong)} "
        f"{INSTRUMENTAL[call.kind]}. {ru.capitalised(ru.call(call))} — не достаточное "
        "назначение и не пас, а заменить недостаточное назначение можно только ими, поэтому "
        f"{ru.call(call)} отменяется. "
        f"{ru.seat(offender)} по-прежнему должен заменить {ru.call(wrong, 'acc')} достаточным "
        f"назначением или пасом, а {ru.seat(offender.partner)}, партнёр нарушителя, должен "
        "пасовать до конца торговли всякий раз, когда до него доходит очередь заявлять; "
        "отменённые заявки могут повлечь ограничения на ход (правило 26).",
        "27",
        decides=RULING,
    )
    note_enforced_pass(ref)
