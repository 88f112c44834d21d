"""Law 60 and plays of declarer's side out of turn."""

from quizzes.engine import rule

from .deals import ISSUE_PLAY, issue_scenario


def test_60A1_playing_after_rhos_lead_out_of_turn_forfeits():
    """Law 60A1: "Карта, сыгранная представителем ненарушившей стороны после того, как его RHO
    сделал ход … вне очереди … приводит к потере права на наказание"; 60A2: the lead is
    treated as in turn."""
    ruling = rule(issue_scenario([*ISSUE_PLAY[:20], "S8", "SA"]))
    assert ruling["irregularities"][0]["resolution"] == "accept_lead"
    assert "60A1" in ruling["laws"] and "60A2" in ruling["laws"]
    assert ruling["tricks"][-1]["cards"] == ["S8", "SA"]


def test_declarer_side_card_out_of_turn_stands():
    # Trick 1: East leads ♣A; North (declarer) plays ♣2 before dummy.
    ruling = rule(issue_scenario(["CA", "C2"]))
    [entry] = ruling["irregularities"]
    assert entry["kind"] == "play_out_of_turn" and entry["withdrawn"] is False
    assert ruling["next"] == "S" and "48A" in ruling["laws"]


def test_second_card_of_declarers_side_to_the_same_trick_goes_back():
    ruling = rule(issue_scenario(["CA", "C5", "C3"]))
    assert [i["withdrawn"] for i in ruling["irregularities"]] == [False]
    back = rule(issue_scenario(["CA", "C5", "C7", "C2", "C4"]))
    # North already played ♣2 to trick 1? No: trick 1 is complete; ♣4 by North is a lead out
    # of turn (East won the trick), Law 55.
    assert back["irregularities"][-1]["kind"] == "lead_out_of_turn"
    again = rule(issue_scenario(["CA", "C2", "C5", "C3"]))
    assert again["irregularities"][-1]["withdrawn"] is True
    assert again["tricks"][0]["cards"] == ["CA", "C5", "C2"]
