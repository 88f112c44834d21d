"""Card strings: the engine's form (``HQ``, ``CT``), the reader's form (``♥Д``) and what a
learner may type (``HQ``, ``QH``, ``H10``, ``♥Д``, ``ЧД``, ``ДЧ``, ``ТТ`` for the ace of clubs)."""

from __future__ import annotations

import re

SUITS = "SHDC"
RANKS = "AKQJT98765432"
SEATS = ("N", "E", "S", "W")

SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
# Russian books print honours as Т К Д В (туз, король, дама, валет).
RANK_DISPLAY = {"A": "Т", "K": "К", "Q": "Д", "J": "В", "T": "10"}
SEAT_NAMES = {"N": "Север", "E": "Восток", "S": "Юг", "W": "Запад"}

_SYMBOL_SUITS = {"♠": "S", "♤": "S", "♥": "H", "♡": "H", "♦": "D", "♢": "D", "♣": "C", "♧": "C"}
_LETTER_SUITS = {
    "S": "S",
    "H": "H",
    "D": "D",
    "C": "C",
    "П": "S",  # пики
    "Ч": "H",  # черви
    "Б": "D",  # бубны
    "Т": "C",  # трефы
}
# Latin T is the ten (PBN); Cyrillic Т is the ace (туз).
_RANK_TOKENS = {
    "A": "A",
    "K": "K",
    "Q": "Q",
    "J": "J",
    "T": "T",
    "10": "T",
    "Т": "A",
    "К": "K",
    "Д": "Q",
    "В": "J",
    **{str(n): str(n) for n in range(2, 10)},
}


class CardError(ValueError):
    pass


def normalise(card: str) -> str:
    """An engine card string in the canonical form: suit letter plus ``AKQJT98765432``."""
    text = str(card).strip().upper()
    if len(text) < 2 or text[0] not in SUITS:
        raise CardError(f"«{card}» — не карта (ожидается, например, HQ или C10)")
    rank = _RANK_TOKENS.get(text[1:]) if text[1:] in ("10", *RANKS) else None
    if rank is None:
        raise CardError(f"«{card}» — не карта (ожидается, например, HQ или C10)")
    return text[0] + rank


def display(card: str) -> str:
    """``HQ`` → ``♥Д``, ``CT`` → ``♣10``."""
    card = normalise(card)
    return SUIT_SYMBOLS[card[0]] + RANK_DISPLAY.get(card[1], card[1])


def parse_typed(text: str) -> str:
    """A card as a learner typed it, in the canonical form; CardError when unreadable."""
    raw = re.sub(r"[\s,.\-]", "", str(text)).upper()
    if not raw:
        raise CardError("Карта не указана.")
    for symbol, suit in _SYMBOL_SUITS.items():
        if symbol in raw:
            rank = _RANK_TOKENS.get(raw.replace(symbol, "", 1))
            if rank is None:
                break
            return suit + rank
    else:
        # Suit first (HQ, ЧД, ТТ), then rank first (QH, ДЧ).
        suit, rank = _LETTER_SUITS.get(raw[0]), _RANK_TOKENS.get(raw[1:])
        if suit and rank:
            return suit + rank
        suit, rank = _LETTER_SUITS.get(raw[-1]), _RANK_TOKENS.get(raw[:-1])
        if suit and rank:
            return suit + rank
    raise CardError(
        f"Не удалось прочитать карту «{text}». "
        "Напишите масть и достоинство, например ♥Д, HQ или ЧД."
    )


def parse_hands(deal: str) -> dict[str, list[str]]:
    """A PBN deal ``"N:AKQ2.K32.A32.432 …"`` as seat → cards; CardError when malformed.

    Only what the library needs to compare deals and check generated play; the engine is the
    authority on the deal.
    """
    text = str(deal).strip()
    if len(text) < 3 or text[1] != ":" or text[0].upper() not in SEATS:
        raise CardError("сдача должна начинаться с места и двоеточия, например «N:…»")
    hands = text[2:].split()
    if len(hands) != 4:
        raise CardError(f"в сдаче {len(hands)} рук вместо четырёх")
    start = SEATS.index(text[0].upper())
    out: dict[str, list[str]] = {}
    for offset, hand in enumerate(hands):
        suits = hand.split(".")
        if len(suits) != 4:
            raise CardError(f"рука «{hand}»: нужно четыре масти через точку")
        cards = []
        for suit, ranks in zip(SUITS, suits, strict=True):
            for rank in ranks.upper().replace("10", "T"):
                if rank not in RANKS and rank != "-":
                    raise CardError(f"рука «{hand}»: неизвестное достоинство «{rank}»")
                if rank != "-":
                    cards.append(suit + rank)
        out[SEATS[(start + offset) % 4]] = cards
    every = [c for cards in out.values() for c in cards]
    if len(set(every)) != len(every):
        raise CardError("в сдаче есть повторяющиеся карты")
    if len({len(cards) for cards in out.values()}) != 1:
        raise CardError("в руках разное число карт")
    return out
