"""Law 45E: a fifth card played to a trick."""

from quizzes.engine import rule

from .deals import ISSUE_PLAY, issue_scenario


def test_45E1_defenders_fifth_card_is_a_penalty_card():
    """Law 45E1: "Пятая карта, сыгранная во взятку вистующим, становится штрафной картой,
    предметом правила 50"."""
    ruling = rule(issue_scenario([*ISSUE_PLAY[:4], {"fifth": "H8"}]))
    assert ruling["irregularities"][0]["kind"] == "fifth_card"
    assert ruling["penalty_cards"]["W"] == [{"card": "H8", "major": True}]
    accidental = rule(issue_scenario([*ISSUE_PLAY[:4], {"fifth": "H8", "how": "accidental"}]))
    assert accidental["penalty_cards"]["W"] == [{"card": "H8", "major": False}]


def test_45E2_declarers_fifth_card_no_penalty():
    """Law 45E2: "Если разыгрывающий сыграл во взятку пятой картой … то наказания нет"."""
    ruling = rule(issue_scenario([*ISSUE_PLAY[:4], {"fifth": "SA"}]))
    assert ruling["penalty_cards"] == {} and "45E2" in ruling["laws"]
    assert ruling["next"] == "E"


def test_45E1_director_judges_it_a_lead_then_53():
    """Law 45E1: "кроме случая, когда судья сочтет, что это был ход, тогда применяется правило
    53 или 56"."""
    ruling = rule(issue_scenario([*ISSUE_PLAY[:4], {"fifth": "H8", "lead": True}]))
    kinds = [i["kind"] for i in ruling["irregularities"]]
    assert kinds == ["fifth_card", "lead_out_of_turn"]
    assert [o["code"] for o in ruling["options"]] == ["accept_lead", "reject_lead"]
