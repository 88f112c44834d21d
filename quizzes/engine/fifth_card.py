"""Law 45E: a fifth card played to a trick.

Play item ``{fifth: HQ}`` — a card added to a completed trick; ``lead: true`` when the director
judges it was a lead (then it is ruled as a lead: in turn, or out of turn by Laws 53–56).
45E1: a defender's fifth card becomes a penalty card (Law 50; ``how: accidental`` for a card
that fell by accident, else it counts as deliberate play, 50C).
45E2: declarer's fifth card (from hand or dummy): no penalty, the card goes back.
Irregularity ``fifth_card`` (keys ``card``, ``lead``).
"""

from __future__ import annotations

from . import russian as ru
from .deciding import RULING
from .irregularities import FifthCard
from .penalty_card import is_major, make
from .referee import FollowUp, Item, Referee


def handle(ref: Referee, item: Item) -> FollowUp:
    """Returns the card to play as a lead when the director judges it one."""
    card = ref.parse_card(item["fifth"])
    seat = ref.holder(card)
    played = [t for t in ref.play.tricks if t.plays]
    if not played or not played[-1].complete:
        raise ref.err("пятая карта бывает только после четырёх карт во взятке")
    lead = bool(item.get("lead"))
    defender = ref.is_defender(seat)
    law = "45E1" if defender else "45E2"
    ref.record(FifthCard(seat, ref.trick_number(), (law,), card, lead))
    if lead:
        later = "53" if defender else "55"
        ref.note(
            f"{ru.seat(seat)} положил пятую карту {ru.card(card)}; судья считает это ходом.", law
        )
        ref.cite(later)
        return seat, card
    if defender:
        ref.note(
            f"Пятая карта {ru.card(card)} вистующего {ru.seat(seat, 'gen')} становится штрафной.",
            "45E1",
            decides=RULING,
        )
        deliberate = str(item.get("how") or "deliberate") == "deliberate"
        make(ref, seat, card, is_major([card], deliberate), ["45E1"], "fifth_card")
    else:
        ref.note(
            f"Пятая карта {ru.card(card)} разыгрывающего — наказания нет, карта возвращается.",
            "45E2",
            decides=RULING,
        )
    return None
