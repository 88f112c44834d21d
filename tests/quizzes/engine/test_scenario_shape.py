"""The scenario's shape: a malformed value is a ScenarioError whose Russian message names the
field and what is allowed — never read silently as something else (a «"yes"» taken as yes, a
play item that both plays and exposes a card)."""

import pytest

from quizzes.engine import ScenarioError, rule

from .deals import issue_scenario

CLAIM = {"seat": "N"}


# (the play or auction item, the field the message names, words the message must hold)
MALFORMED_PLAY = [
    ({"dummy_seen": "maybe"}, "dummy_seen", "true или false"),
    ({"dummy_seen": "yes"}, "dummy_seen", "true или false"),
    ({"card": "CA", "lead": "yes"}, "lead", "true или false"),
    ({"card": "CA", "lead": 1}, "lead", "true или false"),
    ({"card": "CA", "expose": ["C2"]}, "card и expose", "одно действие"),
    ({"card": "CA", "claim": CLAIM}, "card и claim", "одно действие"),
    ({"expose": ["HQ"], "designate": "C"}, "expose и designate", "одно действие"),
    ({"expose": ["HQ"], "how": "by accident"}, "how", "accidental или deliberate"),
    ({"expose": ["HQ"], "could_know": "no"}, "could_know", "true или false"),
    ({"fifth": "D5", "lead": "нет"}, "lead", "true или false"),
    ({"fifth": "D5", "how": "случайно"}, "how", "accidental или deliberate"),
    ({"simultaneous": "HQ H2"}, "simultaneous", "список карт"),
    ({"simultaneous": ["HQ", "H2"], "visible": "HQ"}, "visible", "список карт"),
    ({"choose": "require_lead", "suit": "hearts"}, "suit", "S, H, D или C"),
    ({"card": "CA", "how": "deliberate"}, "how", "не относится к card"),
    ({"designate": "C", "lead": True}, "lead", "не относится к designate"),
    ({"lead": True}, "play[0]", "одно из: card"),
    ({"claim": {"seat": "N", "trump_known": "yes"}}, "claim.trump_known", "true или false"),
    ({"claim": {"seat": "N", "response": "maybe"}}, "claim.response", "contested"),
    (
        {"claim": {"seat": "N", "withdrawn": {"by": "claimer", "when": "soon"}}},
        "claim.withdrawn.when",
        "before_next_call",
    ),
]

MALFORMED_AUCTION = [
    ({"call": "1S", "conventional": "yes"}, "conventional", "true или false"),
    ({"call": "1S", "seat": "E", "simultaneous": "да"}, "simultaneous", "true или false"),
    ({"change": "2S", "inadvertent": "maybe"}, "inadvertent", "true или false"),
    ({"expose": ["HQ"], "seat": "W", "lead": "no"}, "lead", "true или false"),
    ({"call": "1S", "change": "2S"}, "call и change", "одно действие"),
    ({"call": "1S", "card": "SA"}, "card", "не относится к call"),
    ({"call": "1S", "banana": 1}, "banana", "неизвестные ключи"),
]


@pytest.mark.parametrize(("item", "field", "words"), MALFORMED_PLAY)
def test_malformed_play_item(item, field, words):
    with pytest.raises(ScenarioError) as caught:
        rule(issue_scenario([item]))
    message = str(caught.value)
    assert message.startswith("play[0]") and field in message and words in message, message


@pytest.mark.parametrize(("item", "field", "words"), MALFORMED_AUCTION)
def test_malformed_auction_item(item, field, words):
    scenario = issue_scenario([])
    scenario["auction"] = [item]
    with pytest.raises(ScenarioError) as caught:
        rule(scenario)
    message = str(caught.value)
    assert message.startswith("auction[0]") and field in message and words in message, message


@pytest.mark.parametrize(
    ("key", "value", "words"),
    [
        ("revoke_attention", "tomorrow", "play, next_board или round_over"),
        ("tricks_before", True, "неотрицательным целым"),
        ("tricks_before", "3", "неотрицательным целым"),
        ("vulnerable", "maybe", "None, NS, EW или All"),
    ],
)
def test_malformed_top_level_value(key, value, words):
    scenario = issue_scenario([])
    scenario[key] = value
    with pytest.raises(ScenarioError) as caught:
        rule(scenario)
    assert key in str(caught.value) and words in str(caught.value)


def test_dummy_seen_false_changes_nothing():
    """``dummy_seen: false`` states that declarer did not see dummy: Law 54C does not apply."""
    seen = rule(issue_scenario(["ST", {"dummy_seen": True}]))
    unseen = rule(issue_scenario(["ST", {"dummy_seen": False}]))
    plain = rule(issue_scenario(["ST"]))
    assert unseen["options"] == plain["options"] != seen["options"]


@pytest.mark.parametrize(
    "item",
    [
        {"card": "CA", "lead": True},
        {"choose": "defenders_designate", "card": "C6"},
        {"expose": ["HQ"], "how": "deliberate", "could_know": False},
    ],
)
def test_well_formed_items_pass_the_shape(item):
    from quizzes.engine.scenario_shape import validate

    assert validate({"deal": "x", "play": [item]})
