"""The table as bridge books draw it: hands around a compass, the auction, the tricks so far.

The hands are the position at the moment of the question: each card carries the number of
the trick it went to (``trick``; the page greys those out), the trick last played lies in the
compass (``table``), and the page's stepper walks the play back and forth trick by trick.

Builds plain data for the ``table_diagram`` template partial from an engine scenario dict and
(optionally) the engine's ruling; no Django here. The values are the engine's table vocabulary
and every word is ``quizzes.engine.russian``'s. Bad or partial data never raises: what cannot
be read is simply left out of the picture.
"""

from __future__ import annotations

import re

from quizzes.content import position as table_position
from quizzes.engine import russian as ru
from quizzes.engine.auction_record import MadeCall, auction_record
from quizzes.engine.table import (
    SEATS,
    SUITS,
    Call,
    CallError,
    CallKind,
    Card,
    CardError,
    Contract,
    Deal,
    DealError,
    Seat,
    SeatError,
    Vulnerability,
    VulnerabilityError,
    full_pack,
    suit_cards,
)

# The auction box reads W N E S, as in most books.
AUCTION_COLUMNS = (Seat.WEST, Seat.NORTH, Seat.EAST, Seat.SOUTH)


def _seat(value) -> Seat | None:
    try:
        return Seat.parse(value) if value not in (None, "") else None
    except SeatError:
        return None


def _seat_name(value) -> str:
    seat = _seat(value)
    return ru.seat(seat) if seat is not None else ""


def card_parts(card) -> dict | None:
    """``"HQ"`` → symbol ♥, rank Д, red; None when unreadable."""
    try:
        parsed = Card.parse(card)
    except CardError:
        return None
    return {
        "code": str(parsed),
        "symbol": parsed.suit.symbol,
        "rank": ru.rank(parsed.rank),
        "red": parsed.suit.is_red,
        "text": ru.card(parsed),
    }


# A bid above seven as a scenario writes it (Law 38): 8S.
ABOVE_SEVEN = re.compile(r"^\s*(\d+)\s*(C|D|H|S|NT|N)\s*$", re.IGNORECASE)


def call_parts(call) -> dict:
    """One call of the auction for display: ``1NT`` → 1БК, ``Pass`` → пас, ``X`` → контра
    (a bid above seven, ``8S``, as made: 8♠)."""
    try:
        parsed = Call.parse(call)
    except CallError:
        match = ABOVE_SEVEN.match(str(call))
        if match:
            level, strain = match.group(1), match.group(2).upper().replace("NT", "N")
            strain = "NT" if strain == "N" else strain
            return {
                "text": f"{level}{ru.strain(strain)}",
                "level": level,
                "symbol": ru.strain(strain),
                "red": ru.is_red(strain),
                "kind": "bid",
            }
        return {"text": str(call), "level": "", "symbol": "", "red": False, "kind": "other"}
    if parsed.strain is None:
        kind = {CallKind.PASS: "pass", CallKind.DOUBLE: "double"}.get(parsed.kind, "redouble")
        return {"text": ru.call(parsed), "level": "", "symbol": "", "red": False, "kind": kind}
    return {
        "text": ru.call(parsed),
        "level": str(parsed.level),
        "symbol": ru.strain(parsed.strain),
        "red": ru.is_red(parsed.strain),
        "kind": "bid",
    }


def contract_parts(contract) -> dict | None:
    if not contract:
        return None
    try:
        parsed = Contract.parse(contract)
    except CallError:
        return {"text": str(contract), "level": "", "symbol": "", "red": False, "doubled": ""}
    return {
        "text": ru.contract(parsed),
        "level": str(parsed.level),
        "symbol": ru.strain(parsed.strain),
        "red": ru.is_red(parsed.strain),
        "doubled": ru.DOUBLED[parsed.doubled],
    }


def parse_deal(deal) -> Deal | None:
    try:
        return Deal.parse(deal or "")
    except DealError:
        return None


def _hand(
    seat: Seat, deal: Deal | None, hidden: bool, played: dict | None = None, pick: bool = False
) -> dict:
    """One hand as dealt; each card with the trick it was played to (None: still held)."""
    cards = deal.hands[seat] if deal else ()
    played = played or {}
    rows = [
        {
            "suit": suit.letter,
            "symbol": suit.symbol,
            "name": ru.suit(suit),
            "red": suit.is_red,
            "cards": " ".join(ru.rank(card.rank) for card in suit_cards(cards, suit)) or "—",
            "items": [
                {"code": str(card), "rank": ru.rank(card.rank), "trick": played.get(card)}
                for card in suit_cards(cards, suit)
            ],
        }
        for suit in SUITS
    ]
    return {
        "seat": seat.letter,
        "name": ru.seat(seat),
        "hidden": hidden or deal is None,
        "suits": rows,
        "pick": pick and not hidden and deal is not None,
    }


def _auction_rows(dealer: Seat | None, calls: list) -> list[list[dict | None]]:
    """The calls in the columns of their seats, the first under the dealer. A call recorded
    with its seat (one made out of rotation) stands in that seat's column; other items of the
    auction (a card exposed during it) are not calls and are left out."""
    cells: list[dict | None] = []
    column = AUCTION_COLUMNS.index(dealer) if dealer is not None else 0
    for item in calls:
        if isinstance(item, dict):
            if "call" not in item:
                continue
            seat = _seat(item.get("seat"))
            if seat is not None:
                while len(cells) % 4 != AUCTION_COLUMNS.index(seat):
                    cells.append(None)
            item = item["call"]
        else:
            while len(cells) < column:
                cells.append(None)
        cells.append(call_parts(item))
        column = len(cells)
    if not any(cells):
        return []
    return [
        cells[i : i + 4] + [None] * (4 - len(cells[i : i + 4])) for i in range(0, len(cells), 4)
    ]


def _recorded_auction(record: tuple[MadeCall, ...]) -> tuple[list, list[dict]]:
    """The calls as made at the table (the engine's record), each under its seat: a call that
    does not stand is struck through, and a call something happened to carries a mark whose
    note says what, in words («вне очереди (очередь Юга); отменена»)."""
    cells: list[dict | None] = []
    notes: list[dict] = []
    for made in record:
        said = "; ".join(made.remarks)
        if made.call is None:
            notes.append({"mark": "", "text": f"{ru.seat(made.seat)} {said}."})
            continue
        while len(cells) % 4 != AUCTION_COLUMNS.index(made.seat):
            cells.append(None)
        cell = {**call_parts(made.call), "struck": not made.stands, "mark": ""}
        if said:
            cell["mark"] = str(sum(1 for note in notes if note["mark"]) + 1)
            notes.append(
                {"mark": cell["mark"], "text": f"{ru.seat(made.seat)}, {cell['text']}: {said}."}
            )
        cells.append(cell)
    rows = [
        cells[i : i + 4] + [None] * (4 - len(cells[i : i + 4])) for i in range(0, len(cells), 4)
    ]
    return (rows if any(cells) else []), notes


def _holder(deal: Deal | None, card) -> Seat | None:
    """The seat ``card`` was dealt to: that is who played it."""
    try:
        return deal.holder(Card.parse(card)) if deal else None
    except CardError:
        return None


def _played(cards, deal: Deal | None) -> list[dict]:
    out = []
    for card in cards:
        parts = card_parts(card) or {"text": str(card), "red": False, "symbol": "", "rank": ""}
        holder = _holder(deal, card)
        out.append(
            {
                **parts,
                "seat": ru.seat_letter(holder) if holder is not None else "",
                "seat_code": holder.letter if holder is not None else "",
            }
        )
    return out


def _on_table(tricks: list[dict]) -> dict:
    """The cards of the trick last played, by the seat that played each (``"N"`` → card)."""
    if not tricks:
        return {}
    return {card["seat_code"]: card for card in tricks[-1]["cards"] if card["seat_code"]}


def _tricks(scenario: dict, ruling: dict | None, deal: Deal | None) -> list[dict]:
    out = []
    for trick in (ruling or {}).get("tricks") or []:
        cards = trick.get("cards") or []
        leader = _seat(trick.get("leader")) or (_holder(deal, cards[0]) if cards else None)
        out.append(
            {
                "number": trick.get("number", len(out) + 1),
                "leader": ru.seat(leader) if leader is not None else "",
                "cards": _played(cards, deal),
                "winner": _seat_name(trick.get("winner")),
            }
        )
    if out:
        return out
    # Without the engine's tricks, list the cards in the order played.
    plain = [item for item in scenario.get("play") or [] if isinstance(item, str)]
    for number, start in enumerate(range(0, len(plain), 4), start=1):
        leader = _holder(deal, plain[start])
        out.append(
            {
                "number": number,
                "leader": ru.seat(leader) if leader is not None else "",
                "cards": _played(plain[start : start + 4], deal),
                "winner": "",
            }
        )
    return out


def _vulnerability(value) -> str:
    try:
        return ru.vulnerability(Vulnerability.parse(value))
    except VulnerabilityError:
        return str(value)


def build(scenario: dict | None, hidden=(), ruling: dict | None = None, pick=None) -> dict:
    """Everything the diagram partial shows, from an engine scenario dict. ``pick``: the seat
    whose cards answer the question (the page lets a reader click them)."""
    scenario = scenario or {}
    deal = parse_deal(scenario.get("deal"))
    concealed = {seat for seat in (_seat(s) for s in hidden or ()) if seat is not None}
    dealer = _seat(scenario.get("dealer"))
    ruling = ruling or {}
    contract = scenario.get("contract") or ruling.get("contract")
    declarer = scenario.get("declarer") or ruling.get("declarer")
    calls = list(scenario.get("auction") or [])
    record = auction_record(scenario) if deal is not None and calls else ()
    if record:
        auction, auction_notes = _recorded_auction(record)
    else:
        auction, auction_notes = _auction_rows(dealer, calls), []
    played = table_position.of(scenario, ruling).played
    picker = _seat(pick)
    tricks = _tricks(scenario, ruling, deal)
    return {
        "present": deal is not None,
        "hands": {
            seat.letter: _hand(seat, deal, seat in concealed, played, seat == picker)
            for seat in SEATS
        },
        "dealer": ru.seat(dealer) if dealer is not None else "",
        "dealer_seat": dealer.letter if dealer is not None else "",
        "vulnerable": _vulnerability(scenario.get("vulnerable")),
        "contract": contract_parts(contract),
        "declarer": _seat_name(declarer),
        "auction": auction,
        "auction_notes": auction_notes,
        "auction_columns": [ru.seat(seat) for seat in AUCTION_COLUMNS],
        "tricks": tricks,
        "table": _on_table(tricks),
    }


def card_choices() -> list[str]:
    """Every card as a reader writes it (♠Т … ♣2), for the card-answer suggestions."""
    return [ru.card(card) for card in full_pack()]
