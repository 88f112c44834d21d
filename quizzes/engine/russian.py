"""Russian display of the table's values — the one place the project writes them in Russian.

Cards as Russian books print them (``♠10``, ``♥Д``, ``♣Т`` for the ace: Т К Д В for ace, king,
queen, jack), seats in every grammatical case, suits and strains, calls and contracts in
Russian bridge notation (``1♦``, ``3БК``, ``пас``, ``контра``, ``реконтра``,
``4♠ с контрой``), the vulnerability, counts agreed with their nouns (``4 шага``, ``1 задача``;
pymorphy3 agrees them) and the names of the irregularities the engine finds —
each the 1987 translation's own term (Law 27 «Недостаточное назначение», Law 46 «Неполное
или ошибочное называние карты стола», …). Also the reverse for learners: :func:`parse_card`
reads a card as a person types it (``HQ``, ``♥Д``, ``ЧД``, ``10 пик``: ``card_reading.py``).

Every function accepts the engine's values (``Card``, ``Seat``, ``Call``…) or their data
strings (``"HQ"``, ``"N"``, ``"1NT"``); a string that is not such a value raises the value's
own error (``CardError``, ``SeatError``, ``CallError``).
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from fractions import Fraction
from typing import Any, Literal

import pymorphy3

from . import card_reading
from .auction import Call, CallKind, Contract, Strain
from .cards import Card, Rank, Suit, full_pack
from .seats import Seat, Side
from .vulnerability import Vulnerability

Case = Literal["nom", "gen", "dat", "acc", "ins", "loc"]

# -- cards -------------------------------------------------------------------------------------

# Russian books print honours as Т К Д В (туз, король, дама, валет) and the ten as 10.
RANK_LETTERS: dict[Rank, str] = {
    Rank.ACE: "Т",
    Rank.KING: "К",
    Rank.QUEEN: "Д",
    Rank.JACK: "В",
    Rank.TEN: "10",
}


def rank(value: Rank | str) -> str:
    """``Rank.QUEEN`` → ``Д``, ``Rank.TEN`` → ``10``, ``Rank.FIVE`` → ``5``."""
    parsed = Rank.parse(value)
    return RANK_LETTERS.get(parsed) or parsed.letter


def card(value: Card | str) -> str:
    """``HQ`` → ``♥Д``, ``CT`` → ``♣10``."""
    if type(value) is Card:
        return _CARD_NAMES[value.order]
    parsed = Card.parse(value)
    return _CARD_NAMES[parsed.order]


def cards(values: Iterable[Card | str], separator: str = ", ") -> str:
    """``♠Т, ♥Д`` — cards in the order given."""
    return separator.join([card(value) for value in values])


# Every card's Russian form, in pack order (``Card.order``): the engine writes them often.
_CARD_NAMES: tuple[str, ...] = tuple(
    each.suit.symbol + (RANK_LETTERS.get(each.rank) or each.rank.letter) for each in full_pack()
)


# -- suits and strains -------------------------------------------------------------------------

SUIT_NAMES: dict[str, dict[Suit, str]] = {
    "nom": {Suit.SPADES: "пики", Suit.HEARTS: "червы", Suit.DIAMONDS: "бубны", Suit.CLUBS: "трефы"},
    "gen": {Suit.SPADES: "пик", Suit.HEARTS: "червей", Suit.DIAMONDS: "бубен", Suit.CLUBS: "треф"},
}
# «карта пиковой масти»: the adjective in the genitive singular feminine.
SUIT_ADJECTIVES: dict[Suit, str] = {
    Suit.SPADES: "пиковой",
    Suit.HEARTS: "червовой",
    Suit.DIAMONDS: "бубновой",
    Suit.CLUBS: "трефовой",
}


def suit(value: Suit | str, case: Literal["nom", "gen"] = "nom") -> str:
    """The suit's name: ``пики`` (nominative, also the accusative: «ход в пики»), ``пик``."""
    return SUIT_NAMES[case][Suit.parse(value)]


def suit_adjective(value: Suit | str) -> str:
    """``пиковой`` — as in «карта пиковой масти»."""
    return SUIT_ADJECTIVES[Suit.parse(value)]


STRAIN_SYMBOLS: dict[Strain, str] = {
    Strain.CLUBS: "♣",
    Strain.DIAMONDS: "♦",
    Strain.HEARTS: "♥",
    Strain.SPADES: "♠",
    Strain.NOTRUMP: "БК",
}
STRAIN_NAMES: dict[Strain, str] = {
    Strain.CLUBS: "трефы",
    Strain.DIAMONDS: "бубны",
    Strain.HEARTS: "червы",
    Strain.SPADES: "пики",
    Strain.NOTRUMP: "без козыря",
}


def strain(value: Strain | str) -> str:
    """The strain as written in a bid: ``♠``, ``БК``."""
    return STRAIN_SYMBOLS[Strain.parse(value)]


def strain_name(value: Strain | str) -> str:
    """The strain in words: ``пики``, ``без козыря``."""
    return STRAIN_NAMES[Strain.parse(value)]


def is_red(value: Strain | Suit | str) -> bool:
    """Hearts and diamonds are printed in red."""
    return Strain.parse(value) in (Strain.HEARTS, Strain.DIAMONDS)


# -- calls and contracts -----------------------------------------------------------------------

CALL_WORDS: dict[CallKind, str] = {
    CallKind.PASS: "пас",
    CallKind.DOUBLE: "контра",
    CallKind.REDOUBLE: "реконтра",
}
# The words declined: «заявил контру», «после паса»; a bid («1♥») does not change.
CALL_CASES: dict[str, dict[CallKind, str]] = {
    "nom": CALL_WORDS,
    "acc": {CallKind.PASS: "пас", CallKind.DOUBLE: "контру", CallKind.REDOUBLE: "реконтру"},
    "gen": {CallKind.PASS: "паса", CallKind.DOUBLE: "контры", CallKind.REDOUBLE: "реконтры"},
}
DOUBLED: dict[int, str] = {0: "", 1: "с контрой", 2: "с реконтрой"}


def call(value: Call | str, case: str = "nom") -> str:
    """``1NT`` → ``1БК``, ``2D`` → ``2♦``, ``Pass`` → ``пас``, ``X`` → ``контра`` (``контру``
    in the accusative, ``контры`` in the genitive)."""
    parsed = Call.parse(value)
    if parsed.strain is None:
        return CALL_CASES[case][parsed.kind]
    return f"{parsed.level}{strain(parsed.strain)}"


def contract(value: Contract | str) -> str:
    """``4S`` → ``4♠``, ``3NTX`` → ``3БК с контрой``, ``6HXX`` → ``6♥ с реконтрой``."""
    parsed = Contract.parse(value)
    text = f"{parsed.level}{strain(parsed.strain)}"
    return f"{text} {DOUBLED[parsed.doubled]}" if parsed.doubled else text


# -- seats, sides, vulnerability ---------------------------------------------------------------

SEAT_NAMES: dict[str, tuple[str, str, str, str]] = {
    # N, E, S, W; a seat is a player, so the accusative is the genitive («обязать Севера»).
    "nom": ("Север", "Восток", "Юг", "Запад"),
    "gen": ("Севера", "Востока", "Юга", "Запада"),
    "dat": ("Северу", "Востоку", "Югу", "Западу"),
    "acc": ("Севера", "Востока", "Юга", "Запада"),
    "ins": ("Севером", "Востоком", "Югом", "Западом"),
    "loc": ("Севере", "Востоке", "Юге", "Западе"),
}
SEAT_LETTERS: tuple[str, str, str, str] = ("С", "В", "Ю", "З")


def seat(value: Seat | str, case: Case = "nom") -> str:
    """``Seat.NORTH`` → ``Север``; ``seat(Seat.NORTH, "gen")`` → ``Севера``."""
    if type(value) is Seat:
        return SEAT_NAMES[case][value]
    return SEAT_NAMES[case][Seat.parse(value)]


def seat_letter(value: Seat | str) -> str:
    """``С``, ``В``, ``Ю``, ``З`` — the seat's initial, as on a diagram."""
    return SEAT_LETTERS[Seat.parse(value)]


SIDE_NAMES: dict[Side, str] = {Side.NS: "Север – Юг", Side.EW: "Восток – Запад"}


def side(value: Side | str) -> str:
    return SIDE_NAMES[Side(value)]


VULNERABILITY_NAMES: dict[Vulnerability, str] = {
    Vulnerability.NONE: "никто",
    Vulnerability.NS: SIDE_NAMES[Side.NS],
    Vulnerability.EW: SIDE_NAMES[Side.EW],
    Vulnerability.ALL: "все",
}


def vulnerability(value: object) -> str:
    """Who is vulnerable: ``никто``, ``Север – Юг``, ``Восток – Запад``, ``все``; any value
    :meth:`Vulnerability.parse` reads."""
    return VULNERABILITY_NAMES[Vulnerability.parse(value)]


# -- irregularities ----------------------------------------------------------------------------

# One name per irregularity kind of the engine, the 1987 translation's own term where the
# sources have one (the law's or the clause's title); lower case, to begin a sentence use
# ``capitalised(...)``.
IRREGULARITY_NAMES: dict[str, str] = {
    "revoke": "фальшренонс",  # Laws 61–64
    "lead_out_of_turn": "ход вне очереди",  # Laws 53–56
    "play_out_of_turn": "игра вне очереди",  # Law 57: «играет картой вне очереди»
    "premature_play": "преждевременный ход или игра вистующего",  # Law 57
    "penalty_card": "штрафная карта",  # Law 50
    "failure_to_play_penalty_card": "неигра штрафной картой",  # Law 52
    "declarer_exposed_card": "разоблачение карт разыгрывающего",  # Law 48
    "simultaneous_play": "одновременные ходы или игра",  # Law 58
    "fifth_card": "пятая карта, сыгранная во взятку",  # Law 45E
    "dummy_designation": "неполное или ошибочное называние карты стола",  # Law 46
    "exposed_card_auction": "показ карты или ход в ходе торговли",  # Law 24
    "insufficient_bid": "недостаточное назначение",  # Law 27
    # Laws 28–32 are not in the sources; «заявка» is the translation's word for a call.
    "call_out_of_rotation": "заявка вне очереди",
    "change_of_call": "замена заявки",  # Law 25 (contents: 25B1 «Замена заявки принята»)
    # Laws 35–39 are not in the sources: our word, after their subject.
    "inadmissible_call": "недопустимая заявка",
}


def irregularity(kind: str) -> str:
    """The Russian name of an engine irregularity kind (the kind itself when unknown)."""
    return IRREGULARITY_NAMES.get(kind, kind)


def capitalised(text: str) -> str:
    """The first letter in upper case, the rest as it is (unlike ``str.capitalize``)."""
    return text[:1].upper() + text[1:]


def penalty_card(major: bool) -> str:
    """Law 50C: ``старшая`` or ``младшая`` (штрафная карта)."""
    return "старшая" if major else "младшая"


# -- numbers and scores ------------------------------------------------------------------------

MINUS = "\u2212"  # «−»: Russian typography writes a negative score with the minus sign


def number(value: Fraction | int | float, places: int = 2) -> str:
    """``Fraction(36, 5)`` → ``7,2``, ``-50`` → ``−50``: a decimal comma and a real minus;
    whole numbers without a comma."""
    if type(value) is int:
        # A whole number (every contract's score): no fraction to reduce.
        return str(value).replace("-", MINUS)
    exact = Fraction(value).limit_denominator(10**6)
    if exact.denominator == 1:
        text = str(exact.numerator)
    else:
        text = f"{float(exact):.{places}f}".rstrip("0").rstrip(".")
    return text.replace(".", ",").replace("-", MINUS)


def percent(value: Fraction | int | float, places: int = 2) -> str:
    """``Fraction(200, 3)`` → ``66,67 %``, joined by a no-break space so that a line never
    starts with the sign."""
    return f"{number(value, places)}\u00a0%"


def score(value: Fraction | int | float, places: int = 2) -> str:
    """A score, an IMP or a difference with its sign, as a scorer writes it: ``+620``,
    ``−50``, ``0``. The one formatter of signed results on the site."""
    text = number(value, places)
    zero = value == 0 if type(value) is int else Fraction(value) == 0
    return text if text.startswith(MINUS) or zero else f"+{text}"


@functools.cache
def score_entry(declarers: Side | str, points: int) -> str:
    """The declaring line's score as the scorer enters it, and the defenders' beside it:
    ``Север – Юг −50, Восток – Запад +50`` — a minus of one line is the other's plus."""
    line = Side(declarers)
    return f"{side(line)} {score(points)}, {side(line.other)} {score(-points)}"


# -- numbers and word forms -------------------------------------------------------------------

CASES: tuple[Case, ...] = ("nom", "gen", "dat", "acc", "ins", "loc")
# pymorphy3's names of the cases.
_GRAMMEMES: dict[str, str] = {
    "nom": "nomn",
    "gen": "gent",
    "dat": "datv",
    "acc": "accs",
    "ins": "ablt",
    "loc": "loct",
}


@functools.cache
def _morph() -> Any:
    # The dictionary takes a moment to load: once per process, on first use.
    return pymorphy3.MorphAnalyzer()


@functools.cache
def _noun(word: str) -> Any:
    """pymorphy3's reading of ``word`` as a noun in the nominative singular."""
    parses = _morph().parse(word)
    nouns = [p for p in parses if p.tag.POS == "NOUN" and p.normal_form == word]
    return (nouns or parses)[0]


@functools.cache
def counted(number: int, noun: str, case: Case = "nom") -> str:
    """The form of ``noun`` (nominative singular, may be an adjective and a noun) after
    ``number``, in ``case``: (4, "шаг") →
    «шага», (5, "взятка", "acc") → «взяток», (1, "взятка", "acc") → «взятку», (2, "взятка",
    "gen") → «взяток» (as after «из»). pymorphy3 inflects and agrees the noun."""
    return " ".join(_agreed(number, word, case) for word in noun.split())


def _agreed(number: int, word: str, case: Case) -> str:
    # An adjective agrees too: «2 штрафные карты», «5 штрафных карт».
    parse = _noun(word)
    if case != "nom":
        parse = parse.inflect({_GRAMMEMES[case]}) or parse
    agreed = parse.make_agree_with_number(abs(number))
    return str(agreed.word) if agreed is not None else word


def count(number: int, noun: str, case: Case = "nom") -> str:
    """``4 шага``, ``3 ответа``, ``1 задача``; ``count(1, "взятка", "acc")`` → ``1 взятку``."""
    return f"{number} {counted(number, noun, case)}"


def lemma(word: str) -> str:
    """The dictionary form of a Russian word: «взяток» → «взятка»."""
    return str(_morph().parse(word)[0].normal_form)


def tricks(number: int) -> str:
    """``4 взятки`` — in the accusative, as after «взял»: 1 взятку, 5 взяток."""
    return count(number, "взятка", "acc")


# -- reading what a learner types ---------------------------------------------------------------

# One reader of typed cards for the whole site (card_reading.py); re-exported here.
parse_card = card_reading.parse_card
