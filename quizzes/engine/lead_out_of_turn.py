"""Laws 53–56: a lead out of turn, including the opening lead.

Irregularity ``lead_out_of_turn`` (keys: ``card``, ``opening``, ``proper_leader``,
``resolution`` = the option applied, or None while pending).

A defender leads out of turn (after the opening lead) — options for declarer:
- ``accept_lead`` — Law 53A: the lead is treated as correct; the offender's LHO plays next.
  A card played by the offender's LHO without a choice accepts it (53A, 60A1).
- ``reject_lead`` — Law 56: the card becomes a major penalty card (50E) and the right player
  leads; if that is the offender's partner, declarer's 50E2 options follow.

The opening lead out of turn by a defender (Law 54) — options for declarer:
- ``accept_lead`` — 54B: dummy is spread, declarer plays second from his own hand (54B1).
- ``declarer_spreads`` — 54A: declarer faces his hand and becomes dummy; dummy becomes
  declarer (the ruling's ``declarer`` changes).
- ``reject_lead`` — 54D → 56, as above.
- 54C: declarer who could see any of dummy's cards (other than cards dummy showed in the
  auction, which Law 24 deals with) must accept the lead — play item ``{dummy_seen: true}``,
  written when it happened (before the lead, or after it while declarer's choice is open):
  the lead is accepted as under 54B, no option is offered.

Declarer leads out of turn from his hand or dummy (Law 55) — options for the defenders:
- ``accept_lead`` — 55A via 53A. A card by the defender on the leader's left accepts it;
  a card by the defender on the leader's right accepts it too, and Law 57 applies to that
  defender (53B).
- ``reject_lead`` — 55B1: the lead belonged to a defender: the card goes back without
  penalty; 55B2: it belonged to declarer's other hand: declarer withdraws it and leads from
  the right hand (a defender who plays before that gets a penalty card, 60B).

Law 53C: when the right leader is an opponent of the offender and makes his proper lead
(a card of his written ``{card: SA, lead: true}``, or any card of his when he is not the
offender's LHO), his lead stands and the card led out of turn goes back without penalty.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import illegal_play, penalty_card
from . import russian as ru
from .cards import Card
from .deciding import CHOICE, RULING
from .irregularities import Entry, LeadOutOfTurn
from .options import Option, option
from .referee import FollowUp, Item, Pending, Referee
from .seats import Seat


@dataclass(frozen=True)
class LeadData:
    """``seat`` led ``card`` out of turn; ``proper`` was to lead."""

    seat: Seat
    card: Card
    proper: Seat
    opening: bool
    entry: Entry[LeadOutOfTurn]


def handle(ref: Referee, seat: Seat, card: Card) -> None:
    state = ref.play
    trick = state.current
    proper = trick.leader if trick.empty else trick.next_to_play()
    opening = trick.number == 1 and not state.completed and trick.empty
    defender = ref.is_defender(seat)
    whose = _whose_lead(ref, seat, card, proper, opening)
    if defender and opening and ref.dummy_seen:
        entry: Entry[LeadOutOfTurn] = ref.record(
            LeadOutOfTurn(seat, ref.trick_number(), ("54",), card, True, proper)
        )
        ref.note(f"{whose}.", "54")
        _must_accept(ref, LeadData(seat, card, proper, True, entry))
        return
    if defender and opening:
        laws = ["54"]
        options = [
            option(
                "accept_lead",
                "declarer",
                "принять ход; болван выкладывает карты, второй "
                "картой играет разыгрывающий со своей руки",
                ["54B", "54B1", "53A"],
            ),
            option(
                "declarer_spreads",
                "declarer",
                "выложить свою руку: разыгрывающий становится болваном, болван — разыгрывающим",
                ["54A"],
            ),
            option(
                "reject_lead",
                "declarer",
                f"не принимать ход: {ru.card(card)} становится старшей "
                f"штрафной картой, ходит {ru.seat(proper)}",
                ["54D", "56", "50E"],
            ),
        ]
        side = "declarer"
    elif defender:
        laws = ["53A"]
        options = [
            option("accept_lead", "declarer", "принять ход вне очереди как правильный", ["53A"]),
            option(
                "reject_lead",
                "declarer",
                f"не принимать ход: {ru.card(card)} становится старшей "
                f"штрафной картой, ходит {ru.seat(proper)}",
                ["56", "50E"],
            ),
        ]
        side = "declarer"
    else:
        laws = ["55"]
        back = "55B1" if ref.is_defender(proper) else "55B2"
        options = [
            option(
                "accept_lead", "defenders", "принять ход разыгрывающего вне очереди", ["55A", "53A"]
            ),
            option(
                "reject_lead",
                "defenders",
                "потребовать отменить ход: карта возвращается "
                f"без наказания, ходит {ru.seat(proper)}",
                [back],
            ),
        ]
        side = "defenders"
    entry = ref.record(LeadOutOfTurn(seat, ref.trick_number(), tuple(laws), card, opening, proper))
    # Who chooses, and why: the clause that gives the choice to the offender's opponents.
    if side == "defenders":
        chooser = (
            "выбор за вистующими: ход сделал разыгрывающий, а принять такой ход или "
            "потребовать его отмены может любой из вистующих",
            "55A",
        )
    elif opening:
        chooser = (
            "выбор за разыгрывающим: после первого хода вне очереди он может принять ход, "
            "выложить свои карты вместо болвана или не принять ход",
            "54",
        )
    else:
        chooser = (
            "выбор за разыгрывающим: ход сделал вистующий, а принять такой ход как "
            "правильный или нет, решает противник нарушителя",
            "53A",
        )
    ref.note(f"{whose}; {chooser[0]}.", chooser[1], decides=CHOICE)
    ref.offer(
        Pending(
            "lead_out_of_turn",
            tuple(options),
            LeadData(seat, card, proper, opening, entry),
            on_choose=_choose,
            on_card=_next_card,
        )
    )


def _whose_lead(ref: Referee, seat: Seat, card: Card, proper: Seat, opening: bool) -> str:
    """«Юг пошёл ♣6 вне очереди (ход за Востоком)», with why the lead was the other
    player's: the opening lead is declarer's left-hand opponent's; after a trick, the winner
    of that trick leads (44G, said as a step of its own)."""
    state = ref.play
    if seat == state.dummy:
        who = f"{ru.seat(state.declarer)} пошёл со стола ({ru.seat(seat)})"
    else:
        who = f"{ru.seat(seat)} пошёл"
    if opening:
        whose = f"первый ход — за {ru.seat(proper, 'ins')}, левым противником разыгрывающего"
    else:
        whose = f"ход за {ru.seat(proper, 'ins')}"
        done = state.completed
        if state.current.empty and done and done[-1].number == state.current.number - 1:
            ref.note(
                f"Взятку {done[-1].number} выиграл {ru.seat(proper)}, поэтому ход во взятку "
                f"{state.current.number} — за ним: выигравший взятку ходит в следующую.",
                "44G",
            )
    return f"{who} {ru.card(card)} вне очереди ({whose})"


def dummy_seen(ref: Referee) -> None:
    """Play item ``{dummy_seen: true}``: declarer could see dummy's cards (Law 54C)."""
    state = ref.play
    pending = ref.pending
    if (
        pending is not None
        and pending.kind == "lead_out_of_turn"
        and isinstance(pending.data, LeadData)
        and pending.data.opening
    ):
        if not ref.is_defender(pending.data.seat):
            raise ref.err("правило 54C — о первом ходе вне очереди, сделанном вистующим")
        ref.pending = None
        _must_accept(ref, pending.data, "Однако р")
        return
    if state.completed or not state.current.empty:
        raise ref.err("правило 54C относится к первому ходу вне очереди, до выбора разыгрывающего")
    ref.dummy_seen = True


def _must_accept(ref: Referee, data: LeadData, start: str = "Р") -> None:
    ref.note(
        f"{start}азыгрывающий мог видеть карты болвана, поэтому он должен принять ход вне "
        "очереди; выбора у него нет.",
        "54C",
        decides=RULING,
    )
    _accept(ref, data, ("54C", "54B", "54B1"))


def _accept(ref: Referee, data: LeadData, laws: tuple[str, ...]) -> None:
    seat, card = data.seat, data.card
    trick = ref.play.current
    trick.leader = seat
    data.entry.amend(resolution="accept_lead")
    ref.add_laws(data.entry, *laws)
    text = f"Ход {ru.card(card)} принят как правильный; следующим играет {ru.seat(seat.lho)}."
    if data.opening and ref.is_defender(seat):
        text += " Болван выкладывает карты, вторая карта играется с руки разыгрывающего."
        ref.note(text, "54B1", decides=RULING)
    else:
        ref.note(text, "53A", decides=RULING)
    ref.place(seat, card)


def _choose(ref: Referee, chosen: Option, data: LeadData) -> FollowUp:
    code = chosen.code
    seat, card, proper = data.seat, data.card, data.proper
    if code == "accept_lead":
        _accept(ref, data, chosen.laws)
        return None
    data.entry.amend(resolution=code)
    ref.add_laws(data.entry, *chosen.laws)
    state = ref.play
    if code == "declarer_spreads":
        old = state.declarer
        state.declarer = old.partner
        ref.note(
            f"Разыгрывающий {ru.seat(old)} выкладывает свою руку и становится болваном; "
            f"разыгрывающим становится {ru.seat(state.declarer)}, ход {ru.card(card)} сделан "
            "в очередь.",
            "54A",
            decides=RULING,
        )
        state.current.leader = seat
        ref.place(seat, card)
        return None
    if ref.is_defender(seat):
        ref.note(f"Ход не принят: ходит {ru.seat(proper)}.", "56", decides=RULING)
        penalty_card.make(ref, seat, card, True, ["56"], "lead_out_of_turn")
        return None
    if ref.is_defender(proper):
        ref.note(
            f"{ru.card(card)} возвращается в руку без наказания; ходит {ru.seat(proper)}.",
            "55B1",
            decides=RULING,
        )
    else:
        ref.note(
            f"{ru.card(card)} отменяется; разыгрывающий должен сделать ход с правильной руки "
            f"({ru.seat(proper)}).",
            "55B2",
            decides=RULING,
        )
        ref.awaiting_relead = proper
    return None


def _next_card(ref: Referee, seat: Seat, card: Card, item: Item, data: LeadData) -> bool:
    offender, proper = data.seat, data.proper
    if seat == proper and seat != offender.partner and (item.get("lead") or seat != offender.lho):
        ref.pending = None
        data.entry.amend(resolution="proper_lead")
        ref.add_laws(data.entry, "53C")
        ref.note(
            f"{ru.seat(seat)}, чей был ход, сделал свой ход {ru.card(card)}: он утверждается, "
            f"карта {ru.card(data.card)} возвращается без наказания.",
            "53C",
            decides=RULING,
        )
        return False
    if seat == offender.lho:
        ref.pending = None
        illegal_play.forfeit(ref, seat, offender)
        _accept(ref, data, ("53A",))
        return False
    if not ref.is_defender(offender) and seat == offender.rho:
        ref.pending = None
        ref.note(
            f"{ru.seat(seat)}, вистующий справа от руки, с которой сделан ход вне очереди, "
            "сыграл после него: ход утверждается, применяется правило 57.",
            "53B",
            decides=RULING,
        )
        _accept(ref, data, ("53B",))
        return False
    if seat == offender.partner and ref.is_defender(seat):
        # Law 60C, not 53C: the lead belonged to the offender's partner, not to an opponent.
        illegal_play.offending_side(ref, seat, card, proper_leader=seat == proper)
        return True
    raise ref.err(ref.waiting_message())
