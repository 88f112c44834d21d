"""A scenario's defective trick (Law 67): the block is ruled by the engine's module, its key read
with ``defective_trick:<field>``, and a block that cannot be gets a Russian message naming it."""

import copy

import pytest

from quizzes.content import ScenarioFileError, load_scenario_dict

# East played no card to trick 2 (♠A led by South); nobody has played to trick 3 yet.
BASE = {
    "title": "Взятка без карты",
    "level": "player",
    "irregularity": "defective_trick",
    "laws": ["67A1"],
    "deal": "N:QT73.K64.A82.KJ4 962.852.9764.T53 AKJ84.A3.KQ5.762 5.QJT97.JT3.AQ98",
    "dealer": "S",
    "vulnerable": "None",
    "auction": ["1S", "Pass", "3S", "Pass", "4S", "Pass", "Pass", "Pass"],
    "play": ["HQ", "H4", "H2", "HA", "SA", "S5", "S3"],
    "defective_trick": {
        "offender": "E",
        "led": "S",
        "failed_to_play": True,
        "next_trick_played": False,
    },
    "narrative": "Восток не положил карту во вторую взятку.",
    "question": {
        "kind": "choice",
        "prompt": "Как исправить взятку?",
        "answer_from": "defective_trick:clause",
        "choices": [
            {"code": "67A1", "text": "Доиграть взятку"},
            {"code": "67B1A", "text": "Положить карту к сыгранным"},
            {"code": "67B1B", "text": "Фальшренонс"},
        ],
    },
}


def with_block(**changes):
    data = copy.deepcopy(BASE)
    data["defective_trick"].update(changes)
    return data


@pytest.mark.parametrize(
    ("changes", "clause"),
    [
        ({}, "67A1"),
        # Both sides have played to trick 3: East still holds spades (67B1A).
        ({"next_trick_played": True, "played_since": ["D4"]}, "67B1A"),
        # Without the spades he holds now he would be deemed to have revoked (67B1B).
        ({"next_trick_played": True, "played_since": ["S9", "S6", "S2"]}, "67B1B"),
    ],
)
def test_the_clause_is_the_engines(changes, clause):
    question = load_scenario_dict(with_block(**changes), "x.yaml")
    assert question.answer == clause
    assert question.explanation[0]["source"] == "engine"
    assert clause in question.laws


def test_two_cards_the_highest_legal_one_stays_unless_the_shown_one_is_known():
    data = with_block(failed_to_play=None, played=["S9", "H8"], next_trick_played=True)
    del data["defective_trick"]["failed_to_play"]
    data["question"] = {
        "kind": "choice",
        "prompt": "Какая карта остаётся?",
        "answer_from": "defective_trick:kept",
        "choices": [{"code": "S9", "text": "♠9"}, {"code": "H8", "text": "♥8"}],
    }
    assert load_scenario_dict(data, "x.yaml").answer == "S9"  # ♥8 could not follow suit
    data["defective_trick"]["shown"] = "H8"
    assert load_scenario_dict(data, "x.yaml").answer == "H8"


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"offender": "X"}, "offender"),
        ({"next_trick_played": "maybe"}, "next_trick_played"),
        ({"played_since": ["SA"]}, "played_since"),
        ({"colour": "red"}, "неизвестные поля"),
    ],
)
def test_a_block_that_cannot_be_is_named(changes, message):
    with pytest.raises(ScenarioFileError) as caught:
        load_scenario_dict(with_block(**changes), "x.yaml")
    assert "defective_trick" in str(caught.value)
    assert message in str(caught.value)
