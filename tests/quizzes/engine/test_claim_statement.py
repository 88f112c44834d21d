"""The claimer's statement (Law 68): the line of play a claim comes with, read from a scenario
file or from one Russian line as a director would note it down."""

import pytest

from quizzes.engine.claim_statement import (
    CashSuit,
    DrawTrumps,
    Finesse,
    PlayCard,
    Statement,
    StatementError,
    TrumpsLast,
    parse_statement,
)
from quizzes.engine.table import Card, Suit


def card(text: str) -> Card:
    return Card.parse(text)


@pytest.mark.parametrize(
    "given, items",
    [
        (None, ()),
        ("", ()),
        ([], ()),
        ("остальные мои", ()),
        ("все мои", ()),
        ("♠Т", (PlayCard(card("SA")),)),
        ("SA SK", (PlayCard(card("SA")), PlayCard(card("SK")))),
        ("♠ТК", (PlayCard(card("SA")), PlayCard(card("SK")))),
        ("♦10", (PlayCard(card("DT")),)),
        ("♥ сверху", (CashSuit(Suit.HEARTS),)),
        ("пики сверху", (CashSuit(Suit.SPADES),)),
        ("трефы", (CashSuit(Suit.CLUBS),)),
        ("импас ♦В", (Finesse(card("DJ")),)),
        ("импас HQ", (Finesse(card("HQ")),)),
        ("снимаю козыри", (DrawTrumps(),)),
        ("козыри в конце", (TrumpsLast(),)),
        (
            "♠Т, затем ♥ сверху, импас ♦В, козыри в конце",
            (PlayCard(card("SA")), CashSuit(Suit.HEARTS), Finesse(card("DJ")), TrumpsLast()),
        ),
        (
            ["SA", {"top": "H"}, {"finesse": "DJ"}, "draw_trumps", "trumps_last"],
            (
                PlayCard(card("SA")),
                CashSuit(Suit.HEARTS),
                Finesse(card("DJ")),
                DrawTrumps(),
                TrumpsLast(),
            ),
        ),
        ([{"card": "C10"}, {"suit": "♦"}], (PlayCard(card("CT")), CashSuit(Suit.DIAMONDS))),
    ],
)
def test_statements_are_read(given, items):
    assert parse_statement(given).items == items


@pytest.mark.parametrize(
    "given",
    ["ерунда", "импас", "импас ♦Щ", "♠Щ", [{"top": "X"}], [{"finesse": "ZZ"}], [{"a": 1, "b": 2}]],
)
def test_an_unreadable_statement_says_so_in_russian(given):
    with pytest.raises(StatementError) as error:
        parse_statement(given)
    assert any("а" <= ch <= "я" for ch in str(error.value))


def test_a_statement_round_trips_through_its_scenario_form():
    statement = parse_statement("♠ТК, ♥ сверху, импас ♦В, снимаю козыри, козыри в конце")
    assert parse_statement(statement.to_data()) == statement
    assert (
        statement.ru() == "♠Т, затем ♠К, затем ♥ сверху, затем импас ♦В, затем снять "
        "козырей, затем козыри в конце"
    )


@pytest.mark.parametrize(
    "statement, trump, mentions",
    [
        ("♠ сверху", Suit.HEARTS, False),
        ("♥Т", Suit.HEARTS, True),
        ("снимаю козыри", Suit.HEARTS, True),
        ("козыри в конце", Suit.SPADES, True),
        ("♥ сверху", None, False),
    ],
)
def test_whether_the_claimer_spoke_of_trumps(statement, trump, mentions):
    # Law 70C1: the claimer made no statement about the trump.
    assert parse_statement(statement).mentions_trumps(trump) is mentions


def test_an_empty_statement_is_falsy():
    assert not Statement()
    assert parse_statement("♠Т")
