from quizzes.engine import rule
from quizzes.engine.cards import Card, Suit
from quizzes.engine.play import legal_cards, trick_winner
from quizzes.engine.seats import Seat

from .deals import ISSUE_PLAY, issue_scenario

C = Card.parse


def test_44E_highest_trump_wins():
    """Law 44E: "Взятка, содержащая козыря, выигрывается игроком, сыгравшим в нее самым
    старшим козырем"."""
    cards = {Seat.NORTH: C("SA"), Seat.EAST: C("H2"), Seat.SOUTH: C("S3"), Seat.WEST: C("H5")}
    assert trick_winner(Seat.NORTH, cards, Suit.HEARTS) == Seat.WEST


def test_44F_highest_card_of_suit_led_wins():
    """Law 44F: "…выигрывается игроком, сыгравшим в нее самой старшей картой в масти хода"."""
    cards = {Seat.NORTH: C("S5"), Seat.EAST: C("HA"), Seat.SOUTH: C("S3"), Seat.WEST: C("SJ")}
    assert trick_winner(Seat.NORTH, cards, None) == Seat.WEST
    assert trick_winner(Seat.NORTH, cards, Suit.CLUBS) == Seat.WEST


def test_44C_must_follow_suit_44D_otherwise_any():
    """Law 44C: "каждый игрок должен давать в масть, если это возможно"; 44D: "Будучи не в
    состоянии дать в масть, игрок может играть любой картой"."""
    hand = {C("S2"), C("H3"), C("D4")}
    assert legal_cards(hand, Suit.SPADES) == [C("S2")]
    assert len(legal_cards(hand, Suit.CLUBS)) == 3


def test_all_13_tricks_of_a_real_deal():
    ruling = rule(issue_scenario(ISSUE_PLAY))
    assert ruling["contract"] == "3NT" and ruling["declarer"] == "N"
    assert [t["winner"] for t in ruling["tricks"]] == list("EEEENNNNNSEEE")
    assert ruling["tricks"][0] == {
        "number": 1,
        "leader": "E",
        "cards": ["CA", "C5", "C7", "C2"],
        "winner": "E",
    }
    assert ruling["irregularities"] == [] and ruling["options"] == []
    assert ruling["declarer_tricks_played"] == ruling["declarer_tricks"] == 6
    assert ruling["score"] == -150
    assert ruling["next"] is None


def test_44G_winner_leads_next():
    """Law 44G: "Игрок, выигравший взятку, ходит в следующую взятку"."""
    ruling = rule(issue_scenario(ISSUE_PLAY[:20]))
    assert ruling["next"] == "N"
    assert ruling["tricks"][-1]["winner"] == "N"
