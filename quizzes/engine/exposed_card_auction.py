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
from .cards import CardError
from .options import Pending, option
from .penalty_card import is_major
from .seats import Seat, SeatError


def expose(ref, auction, item: dict) -> None:
    try:
        seat = Seat.parse(item.get("seat"))
    except SeatError:
        raise ref.err("у показа карт в торговле нужно место: {expose: [HQ], seat: W}") from None
    cards = item.get("expose")
    if isinstance(cards, str):
        cards = [cards]
    parsed = []
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
    entry = ref.record(
        "exposed_card_auction",
        seat,
        ["24", clause],
        cards=[str(c) for c in parsed],
        lead=lead,
        partner_must_pass=not single_small,
    )
    entry["trick"] = None
    shown = ", ".join(ru.card(c) for c in parsed)
    ref.note(
        f"В торговле {ru.seat(seat)} показал {shown}: карты остаются открытыми до конца "
        "торговли; если нарушитель станет вистующим, разыгрывающий может считать их "
        "штрафными.",
        "24",
    )
    if single_small:
        ref.note(
            "Одиночная карта младше онера без преждевременного хода — других наказаний нет.", "24A"
        )
    else:
        auction.must_pass[seat.partner] = "next"
        ref.note(
            f"{ru.seat(seat.partner)}, партнёр нарушителя, должен пасовать в свою следующую "
            "очередь заявки.",
            clause,
        )
    auction.exposures.append({"seat": seat, "cards": parsed, "lead": lead})


def after_auction(ref, auction, declarer) -> None:
    if declarer is None:
        return
    cards: list = []
    offenders = []
    for exposure in auction.exposures:
        seat = exposure["seat"]
        if seat.is_partner_of(declarer):
            ref.note(
                f"{ru.seat(seat)} не стал вистующим: показанные в торговле карты штрафными не "
                "становятся.",
                "24",
            )
            continue
        cards.extend((seat, c, exposure["lead"]) for c in exposure["cards"])
        offenders.append(seat)
    if not cards:
        return
    ref.offer(
        Pending(
            "exposed_card_auction",
            [
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
            ],
            on_choose=_choose,
            on_card=_first_card,
            data={"cards": cards},
        )
    )


def _apply(ref, data) -> None:
    by_seat: dict = {}
    for seat, card, lead in data["cards"]:
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
            )


def _choose(ref, entry, item) -> None:
    data = ref._last_pending_data
    if entry["code"] == "treat_as_penalty_cards":
        _apply(ref, data)
    else:
        ref.note("Разыгрывающий не считает показанные в торговле карты штрафными.", "24")


def _first_card(ref, seat, card, item) -> bool:
    data = ref.pending.data
    ref.pending = None
    ref.note("Разыгрывающий не сделал выбора до хода — карты считаются штрафными.", "24")
    _apply(ref, data)
    from .penalty_card import offer_lead_options

    offer_lead_options(ref)
    if ref.pending is not None and ref.pending.on_card is not None:
        return ref.pending.on_card(ref, seat, card, item)
    return False
