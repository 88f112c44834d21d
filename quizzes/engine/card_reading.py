"""Reading a card as a person writes it: ``HQ``, ``♥Д``, ``ЧД``, ``10 пик``, ``пика 10``,
``десятка пик``, ``дама червей``, ``король бубен``, ``т♥``, ``queen of hearts``.

The text is cut into pieces — suit symbols, numbers, words and letters — and each piece says
what it may be: a suit, a rank, or (two letters written together, ``QS``, ``ЧД``) a whole card.
The card is read when exactly one suit and one rank fit every piece. Some letters are two
things: the Cyrillic Т is the ace (туз) and the clubs (трефы), so ``ТТ`` is the ace of clubs,
``т♥`` the ace of hearts and ``Т10`` the ten of clubs; the Latin T is the ten (PBN). Anything
else — an unknown word, two ranks, no suit — is refused with a Russian ``CardError``: a card
is never guessed.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass

from .cards import Card, CardError, Rank, Suit

# A reading of one piece of the text: (suit, rank), either of them possibly None.
Reading = tuple[Suit | None, Rank | None]

_SYMBOLS = {
    "♠": Suit.SPADES,
    "♤": Suit.SPADES,
    "♥": Suit.HEARTS,
    "♡": Suit.HEARTS,
    "♦": Suit.DIAMONDS,
    "♢": Suit.DIAMONDS,
    "♣": Suit.CLUBS,
    "♧": Suit.CLUBS,
}
# Single letters, Latin (bridge books in English, PBN) and Cyrillic (П Ч Б Т; Т К Д В), with
# the Cyrillic look-alikes of the Latin letters a Russian keyboard gives (А, Н, С).
_SUIT_LETTERS = {
    "s": Suit.SPADES,
    "h": Suit.HEARTS,
    "d": Suit.DIAMONDS,
    "c": Suit.CLUBS,
    "п": Suit.SPADES,
    "ч": Suit.HEARTS,
    "б": Suit.DIAMONDS,
    "т": Suit.CLUBS,
    "н": Suit.HEARTS,
    "с": Suit.CLUBS,
}
_RANK_LETTERS = {
    "a": Rank.ACE,
    "k": Rank.KING,
    "q": Rank.QUEEN,
    "j": Rank.JACK,
    "t": Rank.TEN,
    "т": Rank.ACE,
    "к": Rank.KING,
    "д": Rank.QUEEN,
    "в": Rank.JACK,
    "а": Rank.ACE,
}
_NUMBERS = {str(n): Rank.parse(str(n)) for n in range(2, 10)} | {"10": Rank.TEN}
# Word stems, any case or form: «пики», «пик», «пиковая»; «десятка», «десять».
_SUIT_STEMS = (
    ("пик", Suit.SPADES),
    ("spade", Suit.SPADES),
    ("черв", Suit.HEARTS),
    ("heart", Suit.HEARTS),
    ("бубн", Suit.DIAMONDS),
    ("бубен", Suit.DIAMONDS),
    ("бубей", Suit.DIAMONDS),
    ("diamond", Suit.DIAMONDS),
    ("треф", Suit.CLUBS),
    ("крест", Suit.CLUBS),
    ("club", Suit.CLUBS),
)
_RANK_STEMS = (
    ("туз", Rank.ACE),
    ("ace", Rank.ACE),
    ("корол", Rank.KING),
    ("king", Rank.KING),
    ("дам", Rank.QUEEN),
    ("queen", Rank.QUEEN),
    ("валет", Rank.JACK),
    ("jack", Rank.JACK),
    ("десят", Rank.TEN),
    ("ten", Rank.TEN),
    ("девят", Rank.NINE),
    ("nine", Rank.NINE),
    ("восьм", Rank.EIGHT),
    ("восем", Rank.EIGHT),
    ("eight", Rank.EIGHT),
    ("семер", Rank.SEVEN),
    ("семь", Rank.SEVEN),
    ("seven", Rank.SEVEN),
    ("шест", Rank.SIX),
    ("six", Rank.SIX),
    ("пят", Rank.FIVE),
    ("five", Rank.FIVE),
    ("четыр", Rank.FOUR),
    ("четвер", Rank.FOUR),
    ("four", Rank.FOUR),
    ("трой", Rank.THREE),
    ("три", Rank.THREE),
    ("three", Rank.THREE),
    ("двой", Rank.TWO),
    ("два", Rank.TWO),
    ("двух", Rank.TWO),
    ("two", Rank.TWO),
    ("deuce", Rank.TWO),
)
# Words that say nothing about which card: «дама червей» = «дама червонной масти».
_FILLER = frozenset({"of", "the", "карта", "карту", "карты", "картой", "масти", "масть"})
# No card needs more pieces than «десятка пиковой масти»; longer text is not a card.
_MAX_PIECES = 4
_PIECE = re.compile(r"[♠♤♥♡♦♢♣♧]|\d+|[^\W\d_]+")

_HINT = "Напишите масть и старшинство (достоинство), например ♥Д, «дама червей», «10 пик» или HQ."


def parse_card(text: object) -> Card:
    """The card ``text`` names; ``CardError`` with a Russian message when it names none or
    more than one."""
    raw = str(text).strip()
    if not raw:
        raise CardError("Карта не указана.")
    pieces = [p for p in _PIECE.findall(raw.lower().replace("ё", "е")) if p not in _FILLER]
    if not pieces or len(pieces) > _MAX_PIECES:
        raise CardError(f"Не удалось прочитать карту «{raw}». {_HINT}")
    readings = [_readings(piece) for piece in pieces]
    found = {card for combination in itertools.product(*readings) if (card := _card(combination))}
    if len(found) != 1:
        raise CardError(f"Не удалось прочитать карту «{raw}». {_HINT}")
    return found.pop()


def _readings(piece: str) -> list[Reading]:
    """What one piece of the text may be (an empty list: nothing, so the text is no card)."""
    if piece in _SYMBOLS:
        return [(_SYMBOLS[piece], None)]
    if piece.isdigit():
        return [(None, _NUMBERS[piece])] if piece in _NUMBERS else []
    if len(piece) == 1:
        return _letter(piece)
    if len(piece) == 2:
        # Two letters written together: suit and rank in either order (QS, ЧД, ТТ).
        pairs = [
            (suit, rank)
            for first, second in ((piece[0], piece[1]), (piece[1], piece[0]))
            for suit, _ in _letter(first)
            for _, rank in _letter(second)
            if suit is not None and rank is not None
        ]
        if pairs:
            return list(dict.fromkeys(pairs))
    for stem, suit in _SUIT_STEMS:
        if piece.startswith(stem):
            return [(suit, None)]
    for stem, rank in _RANK_STEMS:
        if piece.startswith(stem):
            return [(None, rank)]
    return []


def _letter(letter: str) -> list[Reading]:
    out: list[Reading] = []
    if letter in _SUIT_LETTERS:
        out.append((_SUIT_LETTERS[letter], None))
    if letter in _RANK_LETTERS:
        out.append((None, _RANK_LETTERS[letter]))
    return out


def _named(combination: tuple[Reading, ...]) -> Reading | None:
    """The suit and the rank one reading of every piece names, each None when unnamed: each
    piece adds to them, none contradicts another (``пики ♠10`` is still the ten of spades);
    None when two pieces contradict each other."""
    suits = {suit for suit, _ in combination if suit is not None}
    ranks = {rank for _, rank in combination if rank is not None}
    if len(suits) > 1 or len(ranks) > 1:
        return None
    return next(iter(suits), None), next(iter(ranks), None)


def _card(combination: tuple[Reading, ...]) -> Card | None:
    """The card one reading of every piece gives, when both its suit and its rank are named."""
    named = _named(combination)
    if named is None or named[0] is None or named[1] is None:
        return None
    return Card(named[0], named[1])


# What a designation of a dummy card (Law 46B) may say besides a suit and a rank: «старшую»,
# «маленькую», «любую». Stems, any case or form.
_EXTENT_STEMS = (
    ("старш", "high"),
    ("высш", "high"),
    ("больш", "high"),
    ("high", "high"),
    ("top", "high"),
    ("младш", "low"),
    ("маленьк", "low"),
    ("мелк", "low"),
    ("низш", "low"),
    ("low", "low"),
    ("small", "low"),
    ("люб", "any"),
    ("any", "any"),
)
# Words a designation may carry that say nothing about the card: «сыграйте со стола маленькую».
_DESIGNATION_FILLER = _FILLER | frozenset(
    {"со", "стола", "болвана", "играйте", "сыграйте", "дайте", "пожалуйста", "play"}
)


@dataclass(frozen=True)
class Designation:
    """What declarer's words name (Law 46B): ``extent`` — ``high``, ``low``, ``any`` or None
    —, a ``suit`` and a ``rank``, each None when not named."""

    extent: str | None
    suit: Suit | None
    rank: Rank | None


def read_designation(text: object) -> Designation:
    """Declarer's designation of a dummy card, read as ``parse_card`` reads a card: «старшую»,
    «маленькую трефу», «пику», «десятку пик», «♠10», «К», «SK». ``CardError`` (Russian) when a
    word is not understood or the words contradict one another."""
    raw = str(text).strip()
    if not raw:
        raise CardError("Карта стола не названа.")
    pieces = [
        p for p in _PIECE.findall(raw.lower().replace("ё", "е")) if p not in _DESIGNATION_FILLER
    ]
    extents = set()
    readings: list[list[Reading]] = []
    for piece in pieces:
        extent = next((kind for stem, kind in _EXTENT_STEMS if piece.startswith(stem)), None)
        if extent is not None and len(piece) > 2:
            extents.add(extent)
            continue
        reading = _readings(piece)
        if not reading:
            raise CardError(f"Не удалось прочитать «{raw}»: непонятное слово «{piece}».")
        readings.append(reading)
    if len(extents) > 1 or len(pieces) > _MAX_PIECES + 1 or not pieces:
        raise CardError(f"Не удалось прочитать «{raw}».")
    found = {named for c in itertools.product(*readings) if (named := _named(c)) is not None}
    if len(found) != 1:
        raise CardError(f"Не удалось прочитать «{raw}»: непонятно, какая карта названа.")
    suit, rank = found.pop()
    extent = next(iter(extents), None)
    if extent is not None and rank is not None:
        raise CardError(f"«{raw}»: названо и старшинство, и «старшая/младшая/любая».")
    if extent == "any" and suit is not None:
        raise CardError(f"«{raw}»: «любая» не называет масть.")
    return Designation(extent, suit, rank)
