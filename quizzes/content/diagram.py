"""The table as bridge books draw it: hands around a compass, the auction, the tricks so far.

Builds plain data for the ``table_diagram`` template partial from an engine scenario dict and
(optionally) the engine's ruling; no Django here. Bad or partial data never raises: what cannot
be read is simply left out of the picture.
"""

from __future__ import annotations

import re

SEATS = ("N", "E", "S", "W")
SEAT_NAMES = {"N": "Север", "E": "Восток", "S": "Юг", "W": "Запад"}
SEAT_LETTERS = {"N": "С", "E": "В", "S": "Ю", "W": "З"}
SUITS = ("S", "H", "D", "C")
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
SUIT_NAMES = {"S": "пики", "H": "черви", "D": "бубны", "C": "трефы"}
RED_SUITS = frozenset("HD")
# Russian books print honours as Т К Д В (туз, король, дама, валет).
RANK_DISPLAY = {"A": "Т", "K": "К", "Q": "Д", "J": "В", "T": "10"}
RANK_ORDER = "AKQJT98765432"
VULNERABILITY = {
    "None": "никто",
    "NS": "Север – Юг",
    "EW": "Восток – Запад",
    "All": "все",
    "Both": "все",
}
# The auction box reads W N E S, as in most books.
AUCTION_COLUMNS = ("W", "N", "E", "S")
STRAIN_SYMBOLS = {**SUIT_SYMBOLS, "N": "БК", "NT": "БК"}
_BID = re.compile(r"^([1-7])(NT|N|S|H|D|C)$", re.IGNORECASE)
_CONTRACT = re.compile(r"^([1-7])(NT|N|S|H|D|C)(XX|X)?$", re.IGNORECASE)


def rank_text(rank: str) -> str:
    return RANK_DISPLAY.get(rank, rank)


def card_parts(card: str) -> dict | None:
    """``"HQ"`` → symbol ♥, rank Д, red; None when unreadable."""
    text = str(card).strip().upper().replace("10", "T")
    if len(text) != 2 or text[0] not in SUITS or text[1] not in RANK_ORDER:
        return None
    return {
        "code": text,
        "symbol": SUIT_SYMBOLS[text[0]],
        "rank": rank_text(text[1]),
        "red": text[0] in RED_SUITS,
        "text": SUIT_SYMBOLS[text[0]] + rank_text(text[1]),
    }


def call_parts(call: str) -> dict:
    """One call of the auction for display: ``1NT`` → 1БК, ``Pass`` → пас, ``X`` → контра."""
    text = str(call).strip()
    upper = text.upper()
    if upper in {"PASS", "P"}:
        return {"text": "пас", "level": "", "symbol": "", "red": False, "kind": "pass"}
    if upper == "X":
        return {"text": "контра", "level": "", "symbol": "", "red": False, "kind": "double"}
    if upper == "XX":
        return {"text": "реконтра", "level": "", "symbol": "", "red": False, "kind": "redouble"}
    match = _BID.match(upper)
    if match:
        level, strain = match.groups()
        symbol = STRAIN_SYMBOLS[strain]
        return {
            "text": level + symbol,
            "level": level,
            "symbol": symbol,
            "red": strain in RED_SUITS,
            "kind": "bid",
        }
    return {"text": text, "level": "", "symbol": "", "red": False, "kind": "other"}


def contract_parts(contract: str | None) -> dict | None:
    if not contract:
        return None
    match = _CONTRACT.match(str(contract).strip().upper())
    if not match:
        return {"text": str(contract), "level": "", "symbol": "", "red": False, "doubled": ""}
    level, strain, doubling = match.groups()
    doubled = {"X": "контра", "XX": "реконтра"}.get(doubling or "", "")
    symbol = STRAIN_SYMBOLS[strain]
    return {
        "text": f"{level}{symbol}" + (f" {doubled}" if doubled else ""),
        "level": level,
        "symbol": symbol,
        "red": strain in RED_SUITS,
        "doubled": doubled,
    }


def parse_deal(deal: str) -> dict[str, list[str]]:
    """A PBN deal ``"N:AKQ2.K32.A32.432 …"`` as seat → suit strings (S, H, D, C); {} if bad."""
    text = str(deal or "").strip()
    if len(text) < 3 or text[1] != ":" or text[0].upper() not in SEATS:
        return {}
    hands = text[2:].split()
    if len(hands) != 4:
        return {}
    start = SEATS.index(text[0].upper())
    out = {}
    for offset, hand in enumerate(hands):
        suits = hand.split(".")
        if len(suits) != 4:
            return {}
        out[SEATS[(start + offset) % 4]] = [s.upper().replace("10", "T") for s in suits]
    return out


def _hand(seat: str, suits: list[str] | None, hidden: bool) -> dict:
    rows = []
    for suit, ranks in zip(SUITS, suits or ["", "", "", ""], strict=True):
        ranks = "".join(r for r in ranks if r in RANK_ORDER)
        ranks = "".join(sorted(ranks, key=RANK_ORDER.index))
        rows.append(
            {
                "suit": suit,
                "symbol": SUIT_SYMBOLS[suit],
                "name": SUIT_NAMES[suit],
                "red": suit in RED_SUITS,
                "cards": " ".join(rank_text(r) for r in ranks) or "—",
            }
        )
    return {
        "seat": seat,
        "name": SEAT_NAMES[seat],
        "hidden": hidden or suits is None,
        "suits": rows,
    }


def _auction_rows(dealer: str, calls: list) -> list[list[dict | None]]:
    if not calls:
        return []
    start = AUCTION_COLUMNS.index(dealer) if dealer in AUCTION_COLUMNS else 0
    cells: list[dict | None] = [None] * start + [call_parts(c) for c in calls]
    return [
        cells[i : i + 4] + [None] * (4 - len(cells[i : i + 4])) for i in range(0, len(cells), 4)
    ]


def holders(hands: dict[str, list[str]]) -> dict[str, str]:
    """Card code → the seat that was dealt it."""
    out = {}
    for seat, suits in hands.items():
        for suit, ranks in zip(SUITS, suits, strict=True):
            for rank in ranks:
                out[suit + rank] = seat
    return out


def _played(cards, holder: dict[str, str]) -> list[dict]:
    # Each card is labelled with the seat it was dealt to: that is who played it.
    out = []
    for card in cards:
        parts = card_parts(card) or {"text": str(card), "red": False, "symbol": "", "rank": ""}
        seat = holder.get(parts.get("code", ""), "")
        out.append({**parts, "seat": SEAT_LETTERS.get(seat, "")})
    return out


def _tricks(scenario: dict, ruling: dict | None, holder: dict[str, str]) -> list[dict]:
    out = []
    for trick in (ruling or {}).get("tricks") or []:
        cards = trick.get("cards") or []
        first = card_parts(cards[0]) if cards else None
        leader = trick.get("leader") or (holder.get(first["code"], "") if first else "")
        out.append(
            {
                "number": trick.get("number", len(out) + 1),
                "leader": SEAT_NAMES.get(leader, ""),
                "cards": _played(cards, holder),
                "winner": SEAT_NAMES.get(trick.get("winner"), ""),
            }
        )
    if out:
        return out
    # Without the engine's tricks, list the cards in the order played.
    plain = [item for item in scenario.get("play") or [] if isinstance(item, str)]
    for number, start in enumerate(range(0, len(plain), 4), start=1):
        cards = _played(plain[start : start + 4], holder)
        out.append(
            {
                "number": number,
                "leader": SEAT_NAMES.get(holder.get(cards[0].get("code", ""), ""), ""),
                "cards": cards,
                "winner": "",
            }
        )
    return out


def build(scenario: dict | None, hidden=(), ruling: dict | None = None) -> dict:
    """Everything the diagram partial shows, from an engine scenario dict."""
    scenario = scenario or {}
    hands = parse_deal(scenario.get("deal", ""))
    hidden = {str(s).upper() for s in hidden or ()}
    dealer = str(scenario.get("dealer") or "").upper()
    ruling = ruling or {}
    contract = scenario.get("contract") or ruling.get("contract")
    declarer = str(scenario.get("declarer") or ruling.get("declarer") or "").upper()
    vulnerable = str(scenario.get("vulnerable") if scenario.get("vulnerable") is not None else "")
    return {
        "present": bool(hands),
        "hands": {seat: _hand(seat, hands.get(seat), seat in hidden) for seat in SEATS},
        "dealer": SEAT_NAMES.get(dealer, ""),
        "dealer_seat": dealer,
        "vulnerable": VULNERABILITY.get(vulnerable, vulnerable or "никто"),
        "contract": contract_parts(contract),
        "declarer": SEAT_NAMES.get(declarer, ""),
        "auction": _auction_rows(dealer, list(scenario.get("auction") or [])),
        "auction_columns": [SEAT_NAMES[s] for s in AUCTION_COLUMNS],
        "tricks": _tricks(scenario, ruling, holders(hands)),
    }


def card_choices() -> list[str]:
    """Every card as a reader writes it (♠Т … ♣2), for the card-answer suggestions."""
    return [SUIT_SYMBOLS[suit] + rank_text(rank) for suit in SUITS for rank in RANK_ORDER]
