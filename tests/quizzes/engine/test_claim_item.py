"""The play item ``{claim: …}``: a claim or concession ends the play and the engine rules it
(Laws 68–71) from the table as the earlier items left it."""

import pytest

from quizzes.engine import ScenarioError, rule

# An end position: South, declarer in 3NT, leads towards North's ♠AQ; West has the king.
FINESSE = {
    "title": "Претензия с импасом",
    "deal": "N:AQ... 32... 54... K6...",
    "contract": "3NT",
    "declarer": "S",
    "leader": "S",
    "tricks_before": 9,
    "vulnerable": "None",
}


def scenario(*play, **extra):
    return {**FINESSE, "play": list(play), **extra}


def test_a_claim_ends_the_play_and_decides_the_tricks():
    ruling = rule(scenario({"claim": {"seat": "S"}}))
    claim = ruling["claim"]
    assert claim["outcome"] == "adjusted"
    assert claim["tricks"] == {"claimer": 1, "opponents": 1}
    assert ruling["declarer_tricks"] == 10 and ruling["declarer_tricks_played"] == 9
    assert ruling["score"] == 430  # 3NT + 1 not vulnerable (Law 77)
    assert ruling["next"] is None
    assert {"68A", "70", "70E", "77"} <= set(ruling["laws"])
    assert any(step["law"] == "70E" for step in ruling["explanation"])


def test_the_stated_finesse():
    ruling = rule(scenario({"claim": {"seat": "S", "statement": "импас ♠Д"}}))
    assert ruling["claim"]["outcome"] == "accepted" and ruling["declarer_tricks"] == 11


def test_a_claim_in_the_middle_of_a_trick():
    # South has led the ♠5 and West played low: the trick in progress is part of the position.
    ruling = rule(scenario("S5", "S6", {"claim": {"seat": "S"}}))
    assert ruling["claim"]["remaining"] == 2
    assert ruling["claim"]["line"][0]["cards"][:2] == ["S5", "S6"]


def test_a_defenders_concession_acquiesced():
    ruling = rule(scenario({"claim": {"seat": "W", "tricks": 0, "response": "acquiesced"}}))
    assert ruling["claim"]["outcome"] == "stands"
    assert ruling["declarer_tricks"] == 11


def test_a_concession_asked_back_too_late():
    claim = {
        "seat": "W",
        "tricks": 0,
        "response": "acquiesced",
        "withdrawn": {"by": "claimer", "when": "later"},
    }
    assert rule(scenario({"claim": claim}))["claim"]["outcome"] == "stands"


def test_a_full_deal_claim_counts_the_tricks_won_at_the_table():
    from tests.quizzes.engine.deals import ISSUE_PLAY, issue_scenario

    # After nine tricks (East's four clubs, then five for North–South) North claims the rest.
    ruling = rule(issue_scenario(ISSUE_PLAY[:36] + [{"claim": {"seat": "N"}}]))
    assert ruling["declarer_tricks_played"] == 5
    assert ruling["claim"]["totals"]["NS"] == ruling["declarer_tricks"]
    assert 5 <= ruling["declarer_tricks"] <= 9


@pytest.mark.parametrize(
    "item, message",
    [
        ({"claim": "S"}, "нужен словарь"),
        ({"claim": {"seat": "X"}}, "claim.seat"),
        ({"claim": {"seat": "S", "bogus": 1}}, "неизвестные ключи"),
        ({"claim": {"seat": "S", "statement": "ерунда"}}, "claim.statement"),
        ({"claim": {"seat": "S", "tricks": "две"}}, "целое число"),
        ({"claim": {"seat": "S", "tricks": 1, "total": 10}}, "не оба"),
        ({"claim": {"seat": "S", "tricks": 5}}, "0…2"),
        ({"claim": {"seat": "S", "response": "maybe"}}, "contested, acquiesced"),
        ({"claim": {"seat": "S", "withdrawn": {"by": "me", "when": "later"}}}, "claimer"),
        ({"claim": {"seat": "S", "withdrawn": "later"}}, "claim.withdrawn"),
    ],
)
def test_a_bad_claim_item_is_a_scenario_error_in_russian(item, message):
    with pytest.raises(ScenarioError) as error:
        rule(scenario(item))
    assert message in str(error.value)
    assert error.value.field == "play" and error.value.position == 0


def test_nothing_is_played_after_a_claim():
    with pytest.raises(ScenarioError) as error:
        rule(scenario({"claim": {"seat": "S"}}, "S5"))
    assert "после претензии" in str(error.value) and error.value.position == 1
