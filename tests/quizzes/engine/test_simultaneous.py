"""Law 58B: two or more cards played at once by one player."""

import pytest

from quizzes.engine import ScenarioError, rule

from .deals import issue_scenario


def test_58B1_one_card_visible_is_played():
    """Law 58B1: "Если видна только одна карта, эта карта сыграна; остальные карты
    поднимаются без наказания"."""
    ruling = rule(issue_scenario(["CA", "C5", {"simultaneous": ["C7", "C8"], "visible": ["C8"]}]))
    assert ruling["tricks"][0]["cards"] == ["CA", "C5", "C8"]
    assert ruling["penalty_cards"] == {}
    assert ruling["irregularities"][0]["kind"] == "simultaneous_play"


def test_58B2_defender_chooses_others_become_penalty_cards():
    """Law 58B2: "игрок выбирает карту, которой он предполагал сыграть, и, если он вистующий,
    то каждая другая показанная карта становится штрафной"."""
    item = {"simultaneous": ["C7", "C8"], "visible": ["C7", "C8"], "intended": "C7"}
    ruling = rule(issue_scenario(["CA", "C5", item]))
    assert ruling["tricks"][0]["cards"] == ["CA", "C5", "C7"]
    # A single card below an honour, exposed by accident (50C): minor.
    assert ruling["penalty_cards"]["W"] == [{"card": "C8", "major": False}]


def test_58B2_declarer_no_penalty_card():
    item = {"simultaneous": ["C2", "C3"], "intended": "C2"}
    ruling = rule(issue_scenario(["CA", "C5", "C7", item]))
    assert ruling["penalty_cards"] == {}
    assert ruling["tricks"][0]["cards"] == ["CA", "C5", "C7", "C2"]


def test_58B2_needs_the_intended_card():
    with pytest.raises(ScenarioError, match="intended"):
        rule(issue_scenario(["CA", "C5", {"simultaneous": ["C7", "C8"]}]))


def test_58B2_the_chosen_card_is_no_failure_to_play_the_penalty_card():
    """Law 58B2: "игрок выбирает карту, которой он предполагал сыграть, и, если он вистующий,
    то каждая другая показанная карта становится штрафной" — the other card becomes a penalty
    card once the chosen one is played, so that play is no failure under Law 52."""
    item = {"simultaneous": ["C7", "C8"], "visible": ["C7", "C8"], "intended": "C7"}
    ruling = rule(issue_scenario(["CA", "C5", item]))
    kinds = [entry["kind"] for entry in ruling["irregularities"]]
    assert kinds == ["simultaneous_play", "penalty_card"]
    assert ruling["irregularities"][1]["trick"] == 1
    assert ruling["options"] == [] and ruling["next"] == "N"
    assert ruling["penalty_cards"] == {"W": [{"card": "C8", "major": False}]}
