"""Law 24: a card exposed or led during the auction.

Irregularity ``exposed_card_auction`` (keys: ``cards``, ``lead``, ``partner_must_pass``).
"…all such cards must remain face up on the table until the auction ends, and if the
offender becomes a defender, declarer may treat every such card as a penalty card (Law 50)."
24A: a single card below an honour, not prematurely led — no further penalty.
24B: a single honour or a card prematurely led — the offender's partner must pass at his next
turn to call. 24C: two or more cards — likewise (the surviving text breaks off).

Options for declarer when the offender became a defender (side ``declarer``):

- ``treat_as_penalty_cards`` — every exposed card becomes a penalty card (Law 24, 50C decides
  major or minor). Playing on without a choice applies this option.
- ``waive_penalty_cards`` — the cards are picked up, no penalty card.
"""

from __future__ import annotations

from . import russian as ru
from .auction_state import AuctionState, Exposure
from .cards import Card, CardError
from .deciding import CHOICE, RULING
from .irregularities import ExposedCardAuction
from .lead_restriction import offer_lead_options
from .options import Option, option
from .penalty_card import is_major
from .referee import FollowUp, Item, Pending, Referee
from .seats import Seat, SeatError

# Each card exposed in the auction by a future defender: (seat, card, prematurely led).
Exposed = tuple[tuple[Seat, Card, bool], ...]


def expose(ref: Referee, auction: AuctionState, item: Item) -> None:
    try:
        seat = Seat.parse(item.get("seat"))
    except SeatError:
        raise ref.err("у показа карт в торговле нужно место: {expose: [HQ], seat: W}") from None
    cards = item.get("expose")
    if isinstance(cards, str):
        cards = [cards]
    parsed: list[Card] = []
    for text in cards or []:
        try:
            card = ref.parse_card(text)
        except CardError as exc:
            raise ref.err(str(exc)) from None
        if ref.deal.holder(card) != seat:
            raise ref.err(f"карты {ru.card(card)} нет у {ru.seat(seat, 'gen')}")
        parsed.append(card)
    if not parsed:
        raise ref.err("не указаны показанные карты")
    lead = bool(item.get("lead"))
    single_small = len(parsed) == 1 and not parsed[0].is_honour and not lead
    if single_small:
        clause = "24A"
    elif len(parsed) == 1:
        clause = "24B"
    else:
        clause = "24C"
    ref.record(
        ExposedCardAuction(seat, None, ("24", clause), tuple(parsed), lead, not single_small)
    )
    ref.note(
        f"В торговле {ru.seat(seat)} показал {ru.cards(parsed)}: карты остаются открытыми до "
        "конца торговли; если нарушитель станет вистующим, разыгрывающий может считать их "
        "штрафными.",
        "24",
        decides=RULING,
    )
    if single_small:
        ref.note(
            "Одиночная карта младше онера без преждевременного хода — других наказаний нет.",
            "24A",
            decides=RULING,
        )
    else:
        auction.oblige(seat.partner, "next", clause)
        ref.note(
            f"{ru.seat(seat.partner)}, партнёр нарушителя, должен пасовать в свою следующую "
            "очередь заявки.",
            clause,
            decides=RULING,
        )
    auction.exposures.append(Exposure(seat, tuple(parsed), lead))


def after_auction(ref: Referee, auction: AuctionState, declarer: Seat) -> None:
    cards: list[tuple[Seat, Card, bool]] = []
    for exposure in auction.exposures:
        seat = exposure.seat
        if seat.is_partner_of(declarer):
            ref.note(
                f"{ru.seat(seat)} не стал вистующим: показанные в торговле карты штрафными не "
                "становятся.",
                "24",
                decides=RULING,
            )
            continue
        # The ruling the question turns on; said last, it leads the explanation.
        shown = (
            f"показанную им в торговле карту {ru.card(exposure.cards[0])} штрафной"
            if len(exposure.cards) == 1
            else f"показанные им в торговле карты {ru.cards(exposure.cards)} штрафными"
        )
        ref.note(
            f"{ru.seat(seat)} стал вистующим: разыгрывающий решает, считать ли {shown}.",
            "24",
            decides=CHOICE,
        )
        cards.extend((seat, c, exposure.lead) for c in exposure.cards)
    if not cards:
        return
    ref.offer(
        Pending(
            "exposed_card_auction",
            (
                option(
                    "treat_as_penalty_cards",
                    "declarer",
                    "считать каждую показанную в торговле карту штрафной",
                    ["24", "50C"],
                ),
                option(
                    "waive_penalty_cards",
                    "declarer",
                    "не считать показанные карты штрафными",
                    ["24"],
                ),
            ),
            tuple(cards),
            on_choose=_choose,
            on_card=_first_card,
        )
    )


def _apply(ref: Referee, exposed: Exposed) -> None:
    by_seat: dict[Seat, list[tuple[Card, bool]]] = {}
    for seat, card, lead in exposed:
        by_seat.setdefault(seat, []).append((card, lead))
    for seat, entries in by_seat.items():
        deliberate = any(lead for _, lead in entries)
        for card, _lead in entries:
            major = is_major([c for c, _ in entries], deliberate)
            ref.add_penalty_card(seat, card, major)
            ref.note(
                f"{ru.card(card)} у {ru.seat(seat, 'gen')} — {ru.penalty_card(major)} штрафная "
                "карта.",
                "50C",
                decides=RULING,
            )


def _choose(ref: Referee, chosen: Option, exposed: Exposed) -> FollowUp:
    if chosen.code == "treat_as_penalty_cards":
        _apply(ref, exposed)
    else:
        ref.note(
            "Разыгрывающий не считает показанные в торговле карты штрафными.", "24", decides=RULING
        )
    return None


def _first_card(ref: Referee, seat: Seat, card: Card, item: Item, exposed: Exposed) -> bool:
    ref.pending = None
    ref.note(
        "Разыгрывающий не сделал выбора до хода — карты считаются штрафными.", "24", decides=RULING
    )
    _apply(ref, exposed)
    offer_lead_options(ref)
    pending = ref.pending
    if pending is not None and pending.on_card is not None:
        return pending.on_card(ref, seat, card, item, pending.data)
    return False
