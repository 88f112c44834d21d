"""decide(): the ruling as frozen, typed values; rule() is exactly its to_dict()."""

import dataclasses
import json

import pytest

from quizzes.engine import rule
from quizzes.engine.auction import Contract
from quizzes.engine.cards import Card, Suit
from quizzes.engine.irregularities import PenaltyCard, PrematurePlay, Revoke
from quizzes.engine.ruling import Ruling, decide
from quizzes.engine.seats import Seat
from quizzes.engine.vulnerability import Vulnerability

from .deals import ISSUE_PLAY, issue_scenario


def test_decide_gives_typed_values():
    ruling = decide(issue_scenario(ISSUE_PLAY))
    assert isinstance(ruling, Ruling)
    assert ruling.contract == Contract.parse("3NT")
    assert ruling.declarer is Seat.NORTH and ruling.dummy is Seat.SOUTH
    assert ruling.vulnerable is Vulnerability.NONE
    assert len(ruling.tricks) == 13 and ruling.tricks[0].cards[0] == Card.parse("CA")
    assert ruling.score == -150 and ruling.next is None


def test_the_ruling_and_what_it_holds_are_frozen():
    # Trick 2: East leads ♣K, dummy plays ♣6, West discards ♥8 holding clubs — a revoke.
    ruling = decide(issue_scenario(["CA", "C5", "C7", "C2", "CK", "C6", "H8"]))
    [revoke] = ruling.irregularities
    assert isinstance(revoke, Revoke) and revoke.suit is Suit.CLUBS
    with pytest.raises(dataclasses.FrozenInstanceError):
        revoke.established = True  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        ruling.score = 0  # type: ignore[misc]


@pytest.mark.parametrize(
    "play",
    [
        ISSUE_PLAY,
        ["CA", "C5", "CK"],  # premature play: options pending
        ["CA", "C5", "CK", {"choose": "play_highest"}, "C7"],  # and a revoke against it
        ["SJ"],  # a lead out of turn
    ],
)
def test_rule_is_decide_to_dict(play):
    scenario = issue_scenario(play)
    assert rule(scenario) == decide(scenario).to_dict()
    assert json.loads(json.dumps(rule(scenario), ensure_ascii=False)) == rule(scenario)


def test_an_irregularity_is_amended_not_changed_as_the_laws_apply():
    # West's premature ♣K: a premature play and a major penalty card; declarer's choice is
    # recorded on the premature play.
    before = decide(issue_scenario(["CA", "C5", "CK"])).irregularities
    after = decide(issue_scenario(["CA", "C5", "CK", {"choose": "play_lowest"}])).irregularities
    assert isinstance(before[0], PrematurePlay) and before[0].resolution is None
    assert isinstance(after[0], PrematurePlay) and after[0].resolution == "play_lowest"
    assert "57A2" in after[0].laws and "57A2" not in before[0].laws
    assert isinstance(after[1], PenaltyCard) and after[1].major


def test_a_field_left_out_is_absent_from_the_dict():
    # Law 49: West plays ♣8 after his partner's lead, before dummy — no "withdrawn" key;
    # declarer's side out of turn (48A) has one.
    ruling = rule(issue_scenario(["CA", "C5", "C7", "C2", "CK", "C8"]))
    [play, penalty] = ruling["irregularities"]
    assert play["kind"] == "play_out_of_turn" and "withdrawn" not in play
    assert penalty == {
        "kind": "penalty_card",
        "seat": "W",
        "trick": 2,
        "card": "C8",
        "major": True,
        "origin": "play_out_of_turn",
        "laws": ["49", "50C"],
    }
