"""Law 26: lead penalties after a withdrawn call (its 1987 text survives only as titles in the
contents: «Ограничения на ход после отменённой заявки»; A «Заявка касалась определённой
масти» — 1 «Масть специфицирована позднее», 2 «Масть не специфицирована позднее»; B «Другие
отменённые заявки»). Cited by number, ``26``; the rule applied is the 1987 one:

- the offender's call is withdrawn where a law says the lead penalties of Law 26 may apply
  (25B2, 27B2, 31A2(b), 31B, 32A, 32B2, 36, 37, 38, 39B; ``AuctionState.withdraw``) and the
  offender becomes a defender;
- a call that named a suit (a bid in a suit): if the offender bid that suit later in the legal
  auction, there is no lead penalty (26A1); otherwise declarer may, at the offender's partner's
  first turn to lead (the opening lead included), require the lead of that suit or forbid it
  for as long as the partner keeps the lead (26A2);
- any other withdrawn call (no trump, double, redouble): declarer may forbid the lead of any
  one suit at the partner's first turn to lead, for as long as he keeps the lead (26B).

Options (side ``declarer``), offered when the partner is first to lead: ``require_lead`` /
``forbid_lead`` (``suit``) and ``no_lead_restriction``. A lead breaking the restriction when
the player could comply is a revoke (61A); unable, he leads any card (Law 59). A card played
before declarer's choice is a ``ScenarioError``.
"""

from __future__ import annotations

from typing import Any

from . import russian as ru
from .auction import Strain
from .auction_state import AuctionState, Withdrawn
from .cards import SUITS, Card, Suit
from .deciding import CHOICE, RULING
from .irregularities import LEAD_PENALTIES, Entry
from .missing_text import note_lost
from .options import Option, option
from .referee import FollowUp, Item, LeadPenalty, LeadRestriction, Pending, Referee
from .seats import Seat

STRENGTH = {value: rank for rank, value in enumerate(LEAD_PENALTIES)}


def _suit(strain: Strain | None) -> Suit | None:
    return strain.trump if strain is not None else None


def after_auction(ref: Referee, auction: AuctionState, declarer: Seat) -> None:
    """The auction is over: what Law 26 gives declarer for each withdrawn call."""
    if not auction.withdrawn:
        return
    note_lost(ref, "26")
    outcomes: dict[int, tuple[Entry[Any], str]] = {}
    suits: dict[Seat, list[Suit]] = {}
    any_suit: dict[Seat, bool] = {}
    for withdrawn in auction.withdrawn:
        outcome = _outcome(ref, auction, withdrawn, declarer)
        entry = withdrawn.entry
        best = outcomes.get(id(entry))
        if best is None or STRENGTH[outcome] > STRENGTH[best[1]]:
            outcomes[id(entry)] = (entry, outcome)
        partner = withdrawn.seat.partner
        suit = _suit(withdrawn.strain)
        if outcome == "require_or_forbid" and suit is not None:
            listed = suits.setdefault(partner, [])
            if suit not in listed:
                listed.append(suit)
        elif outcome == "forbid_any_suit":
            any_suit[partner] = True
    for entry, outcome in outcomes.values():
        entry.amend(lead_penalty=outcome)
    for seat in dict.fromkeys([*suits, *any_suit]):
        ref.lead_penalties.append(
            LeadPenalty(seat, tuple(suits.get(seat, ())), any_suit.get(seat, False))
        )


def _outcome(ref: Referee, auction: AuctionState, withdrawn: Withdrawn, declarer: Seat) -> str:
    seat, partner = withdrawn.seat, withdrawn.seat.partner
    shown = withdrawn.text
    if seat.is_partner_of(declarer):
        ref.note(
            f"Отменённая заявка {shown} ({ru.seat(seat, 'gen')}): его сторона разыгрывает "
            "контракт, ограничений на ход нет.",
            "26",
            decides=RULING,
        )
        return "declaring_side"
    suit = _suit(withdrawn.strain)
    if suit is not None and auction.specified_later(withdrawn):
        ref.note(
            f"Отменённая заявка {shown} называла {ru.suit(suit)}, и {ru.seat(seat)} позже "
            "назначил эту масть в легальной торговле — ограничений на ход нет.",
            "26",
            decides=RULING,
        )
        return "suit_bid_later"
    if suit is not None:
        ref.note(
            f"Отменённая заявка {shown} ({ru.seat(seat, 'gen')}) называла {ru.suit(suit)}, а "
            f"позже он эту масть не назначал: когда {ru.seat(partner)} впервые получит ход "
            "(в том числе первый ход в сдаче), разыгрывающий может потребовать от него хода в "
            f"{ru.suit(suit)} или запретить этот ход — запрет действует, пока "
            f"{ru.seat(partner)} остаётся при ходе.",
            "26",
            decides=CHOICE,
        )
        return "require_or_forbid"
    ref.note(
        f"Отменённая заявка {shown} ({ru.seat(seat, 'gen')}) масть не называла: когда "
        f"{ru.seat(partner)} впервые получит ход (в том числе первый ход в сдаче), "
        "разыгрывающий может запретить ему ход в любую одну масть, пока он остаётся при ходе.",
        "26",
        decides=CHOICE,
    )
    return "forbid_any_suit"


def offer_lead_penalty(ref: Referee) -> None:
    """Open declarer's Law 26 choice when the offender's partner is to lead for the first time."""
    state = ref.state
    if state is None or state.finished or ref.pending is not None:
        return
    trick = state.current
    if not trick.empty:
        return
    for penalty in ref.lead_penalties:
        if penalty.offered or penalty.seat != trick.leader:
            continue
        penalty.offered = True
        if not ref.is_defender(penalty.seat):
            continue
        ref.note(
            f"{ru.seat(penalty.seat)} впервые получил ход: он не ходит, пока разыгрывающий не "
            "решит, ограничивать ли его ход.",
            "26",
        )
        ref.offer(
            Pending(
                "lead_penalty",
                _options(penalty),
                penalty,
                on_choose=_choose,
                on_card=_card_before_choice,
            )
        )
        return


def _options(penalty: LeadPenalty) -> tuple[Option, ...]:
    seat = penalty.seat
    options: list[Option] = []
    for suit in penalty.suits:
        options.append(
            option(
                "require_lead",
                "declarer",
                f"потребовать от {ru.seat(seat, 'gen')} хода в {ru.suit(suit)}",
                ["26"],
                suit=suit,
            )
        )
    forbidden = [suit for suit in SUITS if penalty.any_suit or suit in penalty.suits]
    for suit in forbidden:
        options.append(
            option(
                "forbid_lead",
                "declarer",
                f"запретить {ru.seat(seat, 'dat')} ход в {ru.suit(suit)}, пока он остаётся при "
                "ходе",
                ["26"],
                suit=suit,
            )
        )
    options.append(
        option("no_lead_restriction", "declarer", "не ограничивать ход", ["26"]),
    )
    return tuple(options)


def _choose(ref: Referee, chosen: Option, penalty: LeadPenalty) -> FollowUp:
    seat = penalty.seat
    suit = chosen.suit
    if chosen.code == "require_lead" and suit is not None:
        ref.lead_restriction = LeadRestriction(seat, suit, frozenset())
        ref.note(
            f"Разыгрывающий требует от {ru.seat(seat, 'gen')} хода в {ru.suit(suit)}.",
            "26",
            decides=RULING,
        )
    elif chosen.code == "forbid_lead" and suit is not None:
        ref.lead_restriction = LeadRestriction(seat, None, frozenset({suit}))
        ref.note(
            f"Разыгрывающий запрещает {ru.seat(seat, 'dat')} ход в {ru.suit(suit)}, пока он "
            "остаётся при ходе.",
            "26",
            decides=RULING,
        )
    else:
        ref.note("Разыгрывающий не ограничивает ход.", "26", decides=RULING)
    return None


def _card_before_choice(
    ref: Referee, seat: Seat, card: Card, item: Item, penalty: LeadPenalty
) -> bool:
    raise ref.err(
        f"сначала разыгрывающий решает, ограничивать ли ход {ru.seat(penalty.seat, 'gen')} "
        "(правило 26): " + ref.waiting_message()
    )
