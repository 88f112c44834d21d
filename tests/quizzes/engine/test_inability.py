"""Law 59: "Игрок может играть любой другой легальной картой, если он не в состоянии сделать
ход или сыграть, как требуется для исполнения наказания, по причине отсутствия у него карт
требуемой масти…"."""

from quizzes.engine import rule

from .deals import ending_scenario


def test_59_partner_void_in_the_suit_led_after_57A1():
    # Ending: South leads ♣3; East plays ♣5 before his partner West, who has no clubs.
    ruling = rule(ending_scenario(["C3", "C5", {"choose": "play_highest"}, "H9"]))
    assert "59" in ruling["laws"] and "57B" in ruling["laws"]
    assert all(i["kind"] != "revoke" for i in ruling["irregularities"])
    assert ruling["tricks"][0]["cards"] == ["C3", "H9"]


def test_59_forbidden_suit_is_all_he_has_left():
    # West, void in clubs, is forbidden diamonds: he still has ♠3 and ♥9, so ♦ is a revoke.
    ruling = rule(ending_scenario(["C3", "C5", {"choose": "forbid_suit", "suit": "D"}, "DK"]))
    assert ruling["irregularities"][-1]["kind"] == "revoke"
