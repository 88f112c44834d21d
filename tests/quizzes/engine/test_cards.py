import pytest

from quizzes.engine.cards import Card, CardError, Rank, Suit, full_pack


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


def test_ten_is_written_with_t_in_data_and_10_in_russian_text():
    card = Card.parse("C10")
    assert str(card) == "CT"
    assert f"{card}" == "♣10"
    assert Card.parse("SQ").ru == "♠Д"


def test_honours_are_ace_to_ten():
    # Law 50C distinguishes "онер" from "карта младше онера".
    assert [r.letter for r in Rank if r.is_honour] == ["T", "J", "Q", "K", "A"]


def test_full_pack_has_52_distinct_cards():
    pack = full_pack()
    assert len(pack) == 52 and len(set(pack)) == 52
