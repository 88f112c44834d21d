"""Laws 50E2 and 51B: declarer's lead options when the partner of a defender with a major
penalty card is to lead.

Declarer chooses first: ``require_lead`` (``suit``; 50E2A, 51B1A, 51B2A; the penalty cards of
that suit are picked up), ``forbid_lead`` (``suit``; 50E2A, 51B1B: no lead of that suit while
that defender keeps the lead; the cards of that suit are picked up), ``forbid_leads`` (penalty
cards in two or more suits: every such suit forbidden, 51B2B) and ``no_lead_restriction``
(50E2B: the penalty card stays). A lead before the choice is itself an exposed card (50E2,
Law 49): irregularity ``penalty_card`` with origin ``premature_lead``. Breaking the chosen
restriction when able is a revoke (61A); unable, the player leads any card (Law 59).
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

from . import russian as ru
from .cards import SUITS, Card, Suit
from .deciding import CHOICE, RULING
from .inability import cannot_comply
from .options import Option, option
from .penalty_card import make, pick_up
from .referee import FollowUp, Item, LeadRestriction, Pending, Referee
from .revoke import record
from .seats import Seat


@dataclass(frozen=True)
class LeadChoice:
    """``leader`` is to lead; his partner has major penalty cards in ``suits``."""

    leader: Seat
    partner: Seat
    suits: tuple[Suit, ...]


def offer_lead_options(ref: Referee) -> None:
    state = ref.state
    if state is None or state.finished:
        return
    trick = state.current
    if not trick.empty or ref.lead_options_done == trick.number:
        return
    leader = trick.leader
    if not ref.is_defender(leader):
        return
    partner = leader.partner
    majors = sorted(c for c, m in ref.penalty[partner].items() if m)
    if not majors:
        return
    ref.lead_options_done = trick.number
    suits: list[Suit] = []
    for card in majors:
        if card.suit not in suits:
            suits.append(card.suit)
    several = len(majors) > 1
    options: list[Option] = []
    for suit in suits:
        laws = ["50E2A"] if not several else (["51B1A"] if len(suits) == 1 else ["51B2A"])
        options.append(
            option(
                "require_lead",
                "declarer",
                f"потребовать от {ru.seat(leader, 'gen')} хода в {ru.suit(suit)}",
                laws,
                suit=suit,
            )
        )
    if len(suits) == 1:
        laws = ["50E2A"] if not several else ["51B1B"]
        options.append(
            option(
                "forbid_lead",
                "declarer",
                f"запретить {ru.seat(leader, 'dat')} ход в {ru.suit(suits[0])}, пока он "
                "остаётся при ходе",
                laws,
                suit=suits[0],
            )
        )
    else:
        options.append(
            option(
                "forbid_leads",
                "declarer",
                f"запретить {ru.seat(leader, 'dat')} ход в каждую из мастей штрафных карт",
                ["51B2B"],
            )
        )
    options.append(
        option(
            "no_lead_restriction",
            "declarer",
            "не требовать и не запрещать ходов; штрафная карта остаётся штрафной",
            ["50E2B"],
        )
    )
    ref.note(
        f"Ход за {ru.seat(leader, 'ins')}, а у его партнёра {ru.seat(partner, 'gen')} старшая "
        f"штрафная карта ({ru.cards(majors)}): разыгрывающий может потребовать от "
        f"{ru.seat(leader, 'gen')} хода в масть штрафной карты, запретить этот ход или не "
        f"ограничивать его; {ru.seat(leader)} не ходит, пока разыгрывающий не сделает выбор.",
        "50E2",
        decides=CHOICE,
    )
    ref.offer(
        Pending(
            "lead_restriction",
            tuple(options),
            LeadChoice(leader, partner, tuple(suits)),
            on_choose=_choose_lead,
            on_card=_lead_before_choice,
        )
    )


def _choose_lead(ref: Referee, chosen: Option, data: LeadChoice) -> FollowUp:
    leader, partner = data.leader, data.partner
    if chosen.code == "require_lead":
        assert chosen.suit is not None
        suit = chosen.suit
        ref.lead_restriction = LeadRestriction(leader, suit, frozenset())
        ref.note(
            f"Разыгрывающий требует от {ru.seat(leader, 'gen')} хода в {ru.suit(suit)}.",
            chosen.laws[0],
            decides=RULING,
        )
        pick_up(ref, partner, {suit})
    elif chosen.code in ("forbid_lead", "forbid_leads"):
        forbidden: tuple[Suit, ...]
        if chosen.suit is not None:
            forbidden = (chosen.suit,)
        else:
            forbidden = tuple(suit for suit in SUITS if suit in data.suits)
        ref.lead_restriction = LeadRestriction(leader, None, frozenset(forbidden))
        names = ", ".join(ru.suit(s) for s in forbidden)
        ref.note(
            f"Разыгрывающий запрещает {ru.seat(leader, 'dat')} ход в {names}, пока он остаётся "
            "при ходе.",
            chosen.laws[0],
            decides=RULING,
        )
        pick_up(ref, partner, forbidden)
    else:
        ref.note(
            "Разыгрывающий не налагает ограничений на ход; штрафная карта остаётся.",
            "50E2B",
            decides=RULING,
        )
    return None


def _lead_before_choice(ref: Referee, seat: Seat, card: Card, item: Item, data: LeadChoice) -> bool:
    if seat != data.leader:
        raise ref.err(ref.waiting_message())
    ref.note(
        f"{ru.seat(seat)} пошёл {ru.card(card)} до выбора разыгрывающего — это показ карты "
        "вистующим.",
        "50E2",
        decides=RULING,
    )
    make(ref, seat, card, True, ["50E2", "49"], "premature_lead")
    return True


def check_lead_restriction(ref: Referee, seat: Seat, card: Card, hand: Collection[Card]) -> bool:
    """Law 50E2A / 51B: a lead breaking declarer's choice is a revoke (61A) when avoidable."""
    restriction = ref.lead_restriction
    if not restriction or restriction.seat != seat:
        return False
    wanted = restriction.require
    forbidden = restriction.forbid
    restriction.require = None
    if wanted is not None and card.suit != wanted:
        if any(c.suit == wanted for c in hand):
            record(
                ref,
                seat,
                card,
                reason="lead_restriction",
                legal={c for c in hand if c.suit == wanted},
            )
            return True
        cannot_comply(ref, seat, f"ход в {ru.suit(wanted)}")
    if card.suit in forbidden:
        if any(c.suit not in forbidden for c in hand):
            legal = {c for c in hand if c.suit not in forbidden}
            record(ref, seat, card, reason="lead_restriction", legal=legal)
            return True
        cannot_comply(ref, seat, "ход не в запрещённую масть")
    return False
