"""Law 57. Issue deal, 3NT by North; trick 1: East leads ♣A, South (dummy) ♣5, then West."""

import pytest

from quizzes.engine import ScenarioError, rule

from .deals import ISSUE_PLAY, issue_scenario


def test_57A_defender_leads_to_next_trick_before_partner_played():
    """Law 57A: "Когда вистующий ходит в следующую взятку … до того, как его партнер сыграл в
    текущую взятку, … карта, сыгранная таким образом, становится штрафной, и разыгрывающий
    выбирает одну из следующих возможностей"."""
    ruling = rule(issue_scenario(["CA", "C5", "CK"]))
    kinds = [i["kind"] for i in ruling["irregularities"]]
    assert kinds == ["premature_play", "penalty_card"]
    assert ruling["penalty_cards"]["E"] == [{"card": "CK", "major": True}]
    codes = [(o["code"], o.get("suit")) for o in ruling["options"]]
    assert codes == [
        ("play_highest", None),
        ("play_lowest", None),
        ("forbid_suit", "S"),
        ("forbid_suit", "H"),
        ("forbid_suit", "D"),
    ]
    assert ruling["next"] == "W"


@pytest.mark.parametrize(("code", "card", "ok"), [
    ("play_highest", "CT", True), ("play_highest", "C7", False),
    ("play_lowest", "C7", True), ("play_lowest", "C9", False),
])  # fmt: skip
def test_57A1_57A2_highest_or_lowest(code, card, ok):
    """Law 57A1/57A2: the partner must play "самой старшей" / "самой младшей из имеющихся у
    него в масти хода карт"; not doing so when able is a revoke (61A)."""
    ruling = rule(issue_scenario(["CA", "C5", "CK", {"choose": code}, card]))
    last = ruling["irregularities"][-1]
    if ok:
        assert last["kind"] == "penalty_card"
    else:
        assert last["kind"] == "revoke" and last["reason"] == "premature_play_restriction"


def test_57A3_forbidden_suit_and_59_when_unable():
    """Law 57A3: "Запретить партнеру нарушителя играть картой другой масти"; Law 57B/59: a
    partner who cannot comply plays any card."""
    play = [*ISSUE_PLAY[:8], "CQ", "D4", "C9", "C4", "CJ", "D5", "CT", "S2", "DK", "D6"]
    # Trick 5: East ♦K, South ♦6, then East plays ♠J before West plays.
    ruling = rule(issue_scenario([*play, "SJ", {"choose": "forbid_suit", "suit": "S"}, "D8"]))
    assert ruling["irregularities"][-2]["resolution"] == "forbid_suit"
    assert ruling["tricks"][-1]["cards"] == ["DK", "D6", "D8"]


def test_premature_card_must_then_be_played_50E1():
    """The premature card is a major penalty card, played at the first legal opportunity."""
    ruling = rule(issue_scenario(["CA", "C5", "CK", {"choose": "play_lowest"}, "C7", "C2"]))
    # East won the trick and must now lead the penalty card ♣K.
    wrong = rule(issue_scenario(["CA", "C5", "CK", {"choose": "play_lowest"}, "C7", "C2", "CQ"]))
    assert ruling["next"] == "E"
    assert wrong["irregularities"][-1]["kind"] == "failure_to_play_penalty_card"


def test_57C_declarer_played_from_both_hands():
    """Law 57C: "Вистующий не наказывается за игру картой до своего партнера, если
    разыгрывающий сыграл с обеих рук"."""
    # Trick 6: North leads ♠A; South (dummy) plays ♠5 out of turn; West plays before East.
    play = [*ISSUE_PLAY[:20], "SA", "S5", "S8"]
    ruling = rule(issue_scenario(play))
    kinds = [i["kind"] for i in ruling["irregularities"]]
    assert kinds == ["play_out_of_turn", "premature_play"]
    assert ruling["irregularities"][1]["laws"] == ["57C"]
    assert ruling["options"] == [] and ruling["next"] == "E"


def test_a_card_instead_of_declarers_choice_is_an_error():
    with pytest.raises(ScenarioError, match=r"play\[3\].*play_highest"):
        rule(issue_scenario(["CA", "C5", "CK", "C7"]))
