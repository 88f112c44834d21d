"""The one Russian display of the table's values: cards, seats in every case, strains, calls,
contracts, vulnerability and the irregularity names (each the 1987 translation's term)."""

import re
from fractions import Fraction
from functools import cache
from pathlib import Path

import pytest

from laws.ingest.pipeline import build_corpus
from quizzes.engine import russian as ru
from quizzes.engine.auction import Call, CallError, Contract, Strain
from quizzes.engine.cards import Card, CardError, Rank, Suit
from quizzes.engine.seats import Seat, Side


@pytest.mark.parametrize(
    ("card", "shown"),
    [("SA", "♠Т"), ("HK", "♥К"), ("DQ", "♦Д"), ("CJ", "♣В"), ("CT", "♣10"), ("H10", "♥10"),
     ("S2", "♠2")],
)  # fmt: skip
def test_card(card, shown):
    assert ru.card(card) == ru.card(Card.parse(card)) == shown


def test_cards_and_ranks():
    assert ru.cards(["SA", Card.parse("HQ")]) == "♠Т, ♥Д"
    assert ru.rank(Rank.TEN) == "10" and ru.rank("5") == "5"


def test_a_bad_card_raises_the_cards_error():
    with pytest.raises(CardError):
        ru.card("SZ")


@pytest.mark.parametrize(
    ("case", "names"),
    [
        ("nom", ["Север", "Восток", "Юг", "Запад"]),
        ("gen", ["Севера", "Востока", "Юга", "Запада"]),
        ("dat", ["Северу", "Востоку", "Югу", "Западу"]),
        ("acc", ["Севера", "Востока", "Юга", "Запада"]),
        ("ins", ["Севером", "Востоком", "Югом", "Западом"]),
        ("loc", ["Севере", "Востоке", "Юге", "Западе"]),
    ],
)
def test_seat_in_each_case(case, names):
    assert [ru.seat(seat, case) for seat in Seat] == names
    assert [ru.seat(letter, case) for letter in "NESW"] == names


def test_seat_letters_and_sides():
    assert [ru.seat_letter(seat) for seat in Seat] == ["С", "В", "Ю", "З"]
    assert ru.side(Side.NS) == "Север – Юг" and ru.side("EW") == "Восток – Запад"


@pytest.mark.parametrize(
    ("value", "shown"),
    [(None, "никто"), ("None", "никто"), ("NS", "Север – Юг"), ("EW", "Восток – Запад"),
     ("All", "все"), (True, "все"), ("True", "все"), ("Both", "все")],
)  # fmt: skip
def test_vulnerability(value, shown):
    assert ru.vulnerability(value) == shown


def test_suits_and_strains():
    assert [ru.suit(s) for s in Suit] == ["пики", "червы", "бубны", "трефы"]
    assert [ru.suit(s, "gen") for s in Suit] == ["пик", "червей", "бубен", "треф"]
    assert ru.suit_adjective("H") == "червовой"
    assert [ru.strain(s) for s in Strain] == ["♣", "♦", "♥", "♠", "БК"]
    assert ru.strain_name("NT") == "без козыря" and ru.strain_name(Strain.CLUBS) == "трефы"
    assert [ru.is_red(s) for s in "SHDC"] == [False, True, True, False]


@pytest.mark.parametrize(
    ("call", "shown"),
    [("Pass", "пас"), ("X", "контра"), ("XX", "реконтра"), ("1NT", "1БК"), ("1D", "1♦"),
     ("4S", "4♠"), ("7H", "7♥"), ("2C", "2♣")],
)  # fmt: skip
def test_call(call, shown):
    assert ru.call(call) == ru.call(Call.parse(call)) == shown


@pytest.mark.parametrize(
    ("contract", "shown"),
    [("4S", "4♠"), ("3NT", "3БК"), ("1D", "1♦"), ("4SX", "4♠ с контрой"),
     ("6HXX", "6♥ с реконтрой"), ("3NTX", "3БК с контрой")],
)  # fmt: skip
def test_contract(contract, shown):
    assert ru.contract(contract) == ru.contract(Contract.parse(contract)) == shown


def test_a_bad_call_raises_the_calls_error():
    with pytest.raises(CallError):
        ru.call("8NT")


@pytest.mark.parametrize(
    ("count", "shown"),
    [(1, "1 взятку"), (2, "2 взятки"), (4, "4 взятки"), (5, "5 взяток"), (11, "11 взяток"),
     (12, "12 взяток"), (13, "13 взяток"), (0, "0 взяток")],
)  # fmt: skip
def test_tricks_agree_with_the_numeral(count, shown):
    assert ru.tricks(count) == shown


@pytest.mark.parametrize(
    ("value", "shown"),
    [(620, "+620"), (-50, "−50"), (0, "0"), (-3, "−3"), (Fraction(-5, 2), "−2,5"),
     (Fraction(15, 2), "+7,5")],
)  # fmt: skip
def test_a_score_has_its_sign_and_a_real_minus(value, shown):
    assert ru.score(value) == shown
    assert "-" not in ru.number(value) and ru.number(value) == shown.lstrip("+")


@pytest.mark.parametrize(
    ("value", "case", "shown"),
    [("X", "nom", "контра"), ("X", "acc", "контру"), ("XX", "acc", "реконтру"),
     ("X", "gen", "контры"), ("Pass", "acc", "пас"), ("Pass", "gen", "паса"),
     ("1NT", "gen", "1БК")],
)  # fmt: skip
def test_a_call_is_declined_as_the_sentence_needs_it(value, case, shown):
    # «исправил на контру», «после паса»; a bid reads the same in every case.
    assert ru.call(value, case) == shown


@pytest.mark.parametrize(
    ("value", "places", "shown"),
    [(Fraction(200, 3), 1, "66,7\u00a0%"), (60, 2, "60\u00a0%"),
     (Fraction(1, 12) * 100, 1, "8,3\u00a0%")],
)  # fmt: skip
def test_a_percentage_never_leaves_its_sign_at_the_start_of_a_line(value, places, shown):
    assert ru.percent(value, places) == shown


@pytest.mark.parametrize(
    ("line", "points", "shown"),
    [(Side.NS, -50, "Север – Юг −50, Восток – Запад +50"),
     (Side.EW, 620, "Восток – Запад +620, Север – Юг −620")],
)  # fmt: skip
def test_the_score_is_entered_for_both_lines(line, points, shown):
    """A minus of declarer's line is the defenders' plus, as a scorer writes it."""
    assert ru.score_entry(line, points) == shown


@pytest.mark.parametrize(
    ("number", "noun", "case", "shown"),
    [
        (4, "шаг", "nom", "4 шага"),
        (5, "шаг", "nom", "5 шагов"),
        (3, "ответ", "nom", "3 ответа"),
        (1, "задача", "nom", "1 задача"),
        (21, "задача", "nom", "21 задача"),
        (12, "задача", "nom", "12 задач"),
        (22, "вопрос", "nom", "22 вопроса"),
        (1, "взятка", "acc", "1 взятку"),
        (1, "взятка", "gen", "1 взятки"),
        (2, "взятка", "gen", "2 взяток"),
        (0, "ошибка", "nom", "0 ошибок"),
        (111, "вариант", "nom", "111 вариантов"),
    ],
)
def test_a_count_agrees_with_its_noun(number, noun, case, shown):
    assert ru.count(number, noun, case) == shown


def test_every_engine_irregularity_has_one_name():
    readme = (Path(__file__).resolve().parents[3] / "quizzes/engine/README.md").read_text()
    table = readme.split("## Irregularity kinds")[1].split("\n## ")[0]
    kinds = set(re.findall(r"^\| `(\w+)` \|", table, re.M))
    assert len(kinds) >= 12
    assert kinds == set(ru.IRREGULARITY_NAMES)
    assert len(set(ru.IRREGULARITY_NAMES.values())) == len(ru.IRREGULARITY_NAMES)


@cache
def headings() -> tuple[str, ...]:
    """Every title of the 1987 text: laws, clauses and the contents' entries."""
    corpus = build_corpus()
    found = [law.title or "" for law in corpus.laws.values()]
    found += [clause.heading or "" for law in corpus.laws.values() for clause in law.clauses]
    found += [entry.title for entry in corpus.toc]
    return tuple(re.sub(r"\s+", " ", text).lower() for text in found)


@pytest.mark.parametrize(
    ("kind", "law"),
    [
        ("revoke", "61–64"),
        ("lead_out_of_turn", "53"),
        ("premature_play", "57"),
        ("penalty_card", "45C5"),
        ("failure_to_play_penalty_card", "52"),
        ("declarer_exposed_card", "48"),
        ("simultaneous_play", "58"),
        ("fifth_card", "45E"),
        ("dummy_designation", "46"),
        ("exposed_card_auction", "24"),
        ("insufficient_bid", "27"),
        ("change_of_call", "25"),
    ],
)
def test_the_name_is_the_laws_own_term(kind, law):
    name = ru.irregularity(kind)
    assert any(name in heading for heading in headings()), f"{name} (Law {law})"


def test_insufficient_bid_is_the_laws_nedostatochnoe_naznachenie():
    assert ru.irregularity("insufficient_bid") == "недостаточное назначение"
    assert ru.capitalised(ru.irregularity("insufficient_bid")) == "Недостаточное назначение"
    assert ru.irregularity("unknown_kind") == "unknown_kind"


@pytest.mark.parametrize(
    ("typed", "card"),
    [("HQ", "HQ"), ("QH", "HQ"), ("H10", "HT"), ("♥Д", "HQ"), ("ЧД", "HQ"), ("ДЧ", "HQ"),
     ("ТТ", "CA"), ("♣10", "CT"), (" s a ", "SA"), ("♠T", "ST")],
)  # fmt: skip
def test_parse_card_reads_what_a_learner_types(typed, card):
    assert str(ru.parse_card(typed)) == card


@pytest.mark.parametrize("typed", ["", "Z9", "♥", "привет"])
def test_parse_card_says_what_to_type(typed):
    with pytest.raises(CardError, match="Карта не указана|Напишите масть и старшинство"):
        ru.parse_card(typed)
