"""The claimer's statement: the line of play he announced with his claim (Law 68).

A statement is a sequence of items, played in order:

=========================  =====================  ===========================================
item                       scenario form          meaning
=========================  =====================  ===========================================
``PlayCard(card)``         ``SA``, ``♠Т``          play this card as soon as its holder may
``CashSuit(suit)``         ``{top: S}``, ``S``     cash the suit from the top («♠ сверху»)
``Finesse(card)``          ``{finesse: HQ}``       lead the suit towards ``card`` from the other
                                                   hand and, unless the second hand covers,
                                                   play ``card`` (a named finesse)
``DrawTrumps()``           ``draw_trumps``         lead trumps from the top until the opponents
                                                   have none («снимаю козыри»)
``TrumpsLast()``           ``trumps_last``         lead no trump while the hand on lead has
                                                   another suit («козыри в конце»)
=========================  =====================  ===========================================

An empty statement («остальные мои» and nothing more) is an empty tuple. ``parse_statement``
reads the scenario form (a list of items, or one Russian line such as «♠Т, затем ♥ сверху,
импас ♦В, козыри в конце»); ``StatementError`` says in Russian what it could not read.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from . import russian as ru
from .table import Card, CardError, Suit


class StatementError(ValueError):
    """A statement that cannot be read; the message says which part and why, in Russian."""


@dataclass(frozen=True)
class PlayCard:
    card: Card

    def ru(self) -> str:
        return ru.card(self.card)

    def to_data(self) -> str:
        return str(self.card)


@dataclass(frozen=True)
class CashSuit:
    suit: Suit

    def ru(self) -> str:
        return f"{self.suit.symbol} сверху"

    def to_data(self) -> dict[str, str]:
        return {"top": self.suit.letter}


@dataclass(frozen=True)
class Finesse:
    card: Card

    def ru(self) -> str:
        return f"импас {ru.card(self.card)}"

    def to_data(self) -> dict[str, str]:
        return {"finesse": str(self.card)}


@dataclass(frozen=True)
class DrawTrumps:
    def ru(self) -> str:
        return "снять козырей"

    def to_data(self) -> str:
        return "draw_trumps"


@dataclass(frozen=True)
class TrumpsLast:
    def ru(self) -> str:
        return "козыри в конце"

    def to_data(self) -> str:
        return "trumps_last"


StatementItem = PlayCard | CashSuit | Finesse | DrawTrumps | TrumpsLast


@dataclass(frozen=True)
class Statement:
    items: tuple[StatementItem, ...] = ()

    def __bool__(self) -> bool:
        return bool(self.items)

    def ru(self) -> str:
        """The statement in Russian, for explanations: «♠Т, затем ♥ сверху»."""
        return ", затем ".join(item.ru() for item in self.items)

    def to_data(self) -> list[str | dict[str, str]]:
        return [item.to_data() for item in self.items]

    def mentions_trumps(self, trump: Suit | None) -> bool:
        """Whether the claimer said anything about trumps (Law 70C1)."""
        if trump is None:
            return False
        for item in self.items:
            if isinstance(item, DrawTrumps | TrumpsLast):
                return True
            if isinstance(item, PlayCard | Finesse) and item.card.suit == trump:
                return True
            if isinstance(item, CashSuit) and item.suit == trump:
                return True
        return False


_SUIT_WORDS = {
    Suit.SPADES: ("пик", "пики", "пика", "пиковую", "пиковая", "пиковые"),
    Suit.HEARTS: ("черв", "черви", "червы", "червей", "червовую", "червовые", "червовая"),
    Suit.DIAMONDS: ("бубн", "бубны", "бубен", "бубна", "бубновую", "бубновые", "бубновая"),
    Suit.CLUBS: ("треф", "трефы", "трефа", "трефовую", "трефовые", "трефовая"),
}
_SEPARATORS = re.compile(r"[,;]|\s+(?:затем|потом|далее|после этого|и)\s+", re.IGNORECASE)
_FILLER = re.compile(
    r"^(?:(?:остальн\w*|все|всё|взятки|мои|наши|мне|нам|мо[ея]|сначала|а|с|играю|разыгрываю)\s*)+$",
    re.IGNORECASE,
)


def parse_statement(data: object) -> Statement:
    """A statement from a scenario file: ``None``, a list of items, or one Russian line."""
    if data is None or data == "" or data == []:
        return Statement()
    if isinstance(data, str):
        return Statement(tuple(_parse_text(data)))
    if isinstance(data, Sequence):
        items: list[StatementItem] = []
        for index, raw in enumerate(data):
            try:
                items.extend(_parse_data_item(raw))
            except StatementError as exc:
                raise StatementError(f"заявление, пункт {index + 1}: {exc}") from None
        return Statement(tuple(items))
    raise StatementError("заявление — это список пунктов или одна строка текста")


def _parse_data_item(raw: object) -> list[StatementItem]:
    if isinstance(raw, str):
        return list(_parse_text(raw))
    if isinstance(raw, dict):
        if len(raw) != 1:
            raise StatementError("в пункте должен быть один ключ: top, finesse или card")
        ((key, value),) = raw.items()
        if key in ("top", "suit"):
            return [CashSuit(_suit(str(value)))]
        if key == "finesse":
            return [Finesse(_card(str(value)))]
        if key == "card":
            return [PlayCard(_card(str(value)))]
        raise StatementError(f"неизвестный ключ «{key}»: допустимы top, finesse, card")
    raise StatementError(f"«{raw}» — не пункт заявления")


def _parse_text(text: str) -> list[StatementItem]:
    if len(text) > 500:
        raise StatementError("заявление слишком длинное (больше 500 знаков)")
    items: list[StatementItem] = []
    for part in _SEPARATORS.split(text):
        segment = " ".join(part.replace("ё", "е").replace("Ё", "Е").split()).strip(" .!")
        if segment:
            items.extend(_parse_segment(segment))
    return items


def _parse_segment(segment: str) -> list[StatementItem]:
    low = segment.lower()
    if low in ("draw_trumps", "trumps_first"):
        return [DrawTrumps()]
    if low == "trumps_last":
        return [TrumpsLast()]
    if "козыр" in low:
        if "конц" in low or "последн" in low:
            return [TrumpsLast()]
        return [DrawTrumps()]
    if _FILLER.match(low):
        return []
    words = low.split()
    if words[0] in ("импас", "импасс", "finesse"):
        if len(words) < 2:
            raise StatementError("«импас» — какой картой? Например: импас ♥Д")
        return [Finesse(_card(" ".join(words[1:])))]
    top = words[-1] in ("сверху", "top")
    if top:
        words = words[:-1]
    if not words:
        raise StatementError(f"«{segment}»: какую масть сверху?")
    rest = " ".join(words)
    suit = _maybe_suit(rest)
    if suit is not None:
        return [CashSuit(suit)]
    if top:
        raise StatementError(f"«{segment}»: не понимаю, какую масть играть сверху")
    cards = _cards_run(rest)
    if cards:
        return [PlayCard(card) for card in cards]
    raise StatementError(
        f"не понимаю «{segment}»: пишите карты (♠Т, SA), масти сверху (♥ сверху), "
        "«импас ♦В», «снимаю козыри» или «козыри в конце»"
    )


def read_suit(text: str) -> Suit | None:
    """A suit as a person writes it: ``♠``, ``S``, «пики», «червей»…; ``None`` if not one."""
    return _maybe_suit(text)


def _maybe_suit(text: str) -> Suit | None:
    key = text.strip().lower()
    symbols = {"♠": Suit.SPADES, "♥": Suit.HEARTS, "♦": Suit.DIAMONDS, "♣": Suit.CLUBS}
    if key in symbols:
        return symbols[key]
    if key.upper() in ("S", "H", "D", "C"):
        return Suit.parse(key)
    for suit, words in _SUIT_WORDS.items():
        if key in words:
            return suit
    return None


def _suit(text: str) -> Suit:
    suit = _maybe_suit(text)
    if suit is None:
        raise StatementError(f"«{text}» — не масть (S H D C, ♠ ♥ ♦ ♣ или пики, червы…)")
    return suit


def _cards_run(text: str) -> list[Card]:
    """«♠ТК», «♠Т ♠К», «SA SK»: cards of one or more suits written together; each card is
    read as a learner would type it (``russian.parse_card``)."""
    compact = text.replace(" ", "")
    cards: list[Card] = []
    suit: str | None = None
    index = 0
    while index < len(compact):
        char = compact[index]
        if char in "♠♥♦♣" or char.upper() in "SHDC":
            suit = char
            index += 1
            continue
        if suit is None:
            return []
        token = "10" if compact.startswith("10", index) else char
        index += len(token)
        try:
            cards.append(ru.parse_card(suit + token))
        except CardError:
            return []
    return cards if suit is not None else []


def _card(text: str) -> Card:
    cards = _cards_run(text.strip())
    if len(cards) != 1:
        raise StatementError(f"«{text}» — не карта (пример: ♥Д или HQ)")
    return cards[0]
