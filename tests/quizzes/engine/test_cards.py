import pytest

from quizzes.engine.cards import Card, CardError, Rank, Suit, full_pack, high_card_points


@pytest.mark.parametrize(
    ("text", "suit", "rank"),
    [
        ("SA", Suit.SPADES, Rank.ACE),
        ("HT", Suit.HEARTS, Rank.TEN),
        ("H10", Suit.HEARTS, Rank.TEN),
        ("C10", Suit.CLUBS, Rank.TEN),
        ("D2", Suit.DIAMONDS, Rank.TWO),
        ("sk", Suit.SPADES, Rank.KING),
        ("♥Q", Suit.HEARTS, Rank.QUEEN),
    ],
)
def test_parse(text, suit, rank):
    assert Card.parse(text) == Card(suit, rank)


@pytest.mark.parametrize("text", ["", "S", "X5", "S1", "S11", "HZ"])
def test_parse_rejects(text):
    with pytest.raises(CardError):
        Card.parse(text)


def test_ten_is_written_with_t_in_data():
    card = Card.parse("C10")
    assert str(card) == f"{card}" == "CT"
    assert Card.parse(card) is card


def test_cards_sort_spades_first_and_from_the_ace_down():
    assert [str(c) for c in sorted(Card.parse(t) for t in ["C2", "SA", "H9", "SK"])] == [
        "SA",
        "SK",
        "H9",
        "C2",
    ]


def test_honours_are_ace_to_ten():
    # Law 50C distinguishes "онер" from "карта младше онера".
    assert [r.letter for r in Rank if r.is_honour] == ["T", "J", "Q", "K", "A"]


def test_full_pack_has_52_distinct_cards():
    pack = full_pack()
    assert len(pack) == 52 and len(set(pack)) == 52
    assert str(pack[0]) == "SA" and str(pack[-1]) == "C2"


def test_high_card_points_count_four_three_two_one():
    assert high_card_points(Card.parse(t) for t in ["SA", "HK", "DQ", "CJ", "CT"]) == 10


def test_suit_colour_and_symbol():
    assert [s.symbol for s in Suit] == ["♠", "♥", "♦", "♣"]
    assert [s.is_red for s in Suit] == [False, True, True, False]
