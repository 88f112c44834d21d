"""Each card of the player to play next, tried through rule(): Law 44C follows from the engine
(a card of another suit while he can follow is a revoke, 61A), so the cards it accepts are the
legal ones, and nothing is accepted when nobody is to play."""

from quizzes.content.trial import try_each_card
from quizzes.engine.table import Card, Seat, Suit
from tests.quizzes.engine.deals import ISSUE_PLAY

# 3NT by North; East leads. East: ♠J43 ♥QJ4 ♦KQJ ♣AKQJ, South (dummy): ♠765 ♥A765 ♦7654 ♣65.
DEAL = "N:AKQ2.K32.A32.432 J43.QJ4.KQJ.AKQJ 765.A765.7654.65 T98.T98.T98.T987"
AUCTION = ["1NT", "Pass", "3NT", "Pass", "Pass", "Pass"]


def scenario(*play):
    return {
        "deal": DEAL,
        "dealer": "N",
        "vulnerable": "None",
        "auction": AUCTION,
        "play": list(play),
    }


def test_the_opening_leader_may_lead_any_card():
    trial = try_each_card(scenario())
    assert trial.seat is Seat.EAST and trial.led is None
    assert len(trial.hand) == 13 and trial.accepted == trial.hand


def test_after_a_club_lead_only_clubs_are_accepted_from_a_hand_that_holds_them():
    trial = try_each_card(scenario("CA"), kinds={"revoke"})
    assert trial.seat is Seat.SOUTH and trial.led is Suit.CLUBS
    assert trial.accepted == (Card.parse("C6"), Card.parse("C5"))
    assert Card.parse("CA") not in trial.hand


def test_nobody_to_play_after_the_last_trick():
    assert try_each_card(scenario(*ISSUE_PLAY)) is None
