"""Bids told in words or symbols, and the insufficient bid they describe (Law 27)."""

import pytest

from laws.search.bids import bid_spans, bids_in, insufficient
from laws.search.query import INSUFFICIENT_BID, parse
from tests.laws.search.test_query import LEXICON, VOCABULARY


@pytest.mark.parametrize(
    ("text", "bids"),
    [
        ("две трефы после двух червей", [(2, 1), (2, 3)]),
        ("одну трефу поверх одного бубна", [(1, 1), (1, 2)]),
        ("1♣ после 1♦", [(1, 1), (1, 2)]),
        ("2NT over 3C", [(2, 5), (3, 1)]),
        ("три без козыря", [(3, 5)]),
        ("сказал 2 бк", [(2, 5)]),
        ("карта упала после двух взяток", []),
        ("² трефы после ¹ бубны", []),  # superscript digits are not levels
    ],
)
def test_bids_are_read(text, bids):
    assert [(b.level, b.strain) for b in bids_in(text)[0]] == bids


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("игрок сказал две трефы после двух червей", True),
        ("заявил одну трефу поверх одного бубна", True),
        ("1♣ после 1♦", True),
        ("две пики после двух пик", True),  # the same bid again is not enough either
        ("три пики после двух червей", False),
        ("4 пики на 4 черви", False),
        ("две трефы", False),
    ],
)
def test_a_bid_after_a_higher_one_is_insufficient(text, expected):
    assert insufficient(text) is expected


def test_the_query_gains_the_laws_term():
    labels = [c.label for c in parse("сказал одну трефу после одной бубны ").concepts]
    assert INSUFFICIENT_BID in labels
    assert INSUFFICIENT_BID not in [c.label for c in parse("три пики после двух червей ").concepts]


@pytest.mark.parametrize(
    ("words", "spans"),
    [
        ("сказал две пики".split(), [(1, 3)]),
        ("3бк после 3 пик".split(), [(0, 1), (2, 4)]),
        ("1 без козыря".split(), [(0, 3)]),
        ("2nt".split(), [(0, 1)]),
        ("две карты".split(), []),  # a number of cards is no bid
        ("пики".split(), []),  # a suit alone is no bid
        ("13 карт".split(), []),
    ],
)
def test_where_the_words_name_bids(words, spans):
    assert bid_spans(words) == spans


def test_a_bid_is_a_call_not_a_suit_of_the_play():
    bid = parse("оппонент сказал две пики ", VOCABULARY, LEXICON)
    assert [c.label for c in bid.concepts][-1] == "две пики"
    lemmas = {lem for a in bid.concepts[-1].alternatives for s in a.slots for lem in s.lemmas}
    assert lemmas == {"назначение", "заявка"}
    suit = parse("пики ", VOCABULARY, LEXICON)
    assert "масть" in {
        lem for a in suit.concepts[0].alternatives for s in a.slots for lem in s.lemmas
    }
