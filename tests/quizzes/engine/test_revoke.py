"""Laws 61–64. The four-card ending of deals.py: hearts trumps, South declarer on lead at
trick 10, declarer's side has 7 tricks; West holds ♠3 and ruffs South's ♠2 with ♥9."""

import pytest

from quizzes.engine import rule

from .deals import ISSUE_PLAY, ending_scenario, issue_scenario

# West revokes (♥9 on a spade while holding ♠3) and wins the trick, then wins two more.
WEST_WINS_REVOKE_TRICK = [
    "S2", "H9", "SA", "S4",
    "DK", "D2", "D3", "C3",
    "DQ", "C2", "D4", "C4",
    "S3", "SK", "C5", "SJ",
]  # fmt: skip

# West revokes with ♦Q, North wins the trick; East-West win tricks 11 and 13.
WEST_LOSES_REVOKE_TRICK = [
    "S2", "DQ", "SA", "S4",
    "D2", "D3", "C3", "DK",
    "S3", "SK", "D4", "SJ",
    "C2", "C5", "C4", "H9",
]  # fmt: skip


def test_61A_revoke_detected_when_played():
    """Law 61A: "Недавание в масть в соответствии с правилом 44 … при наличии такой карты
    квалифицируется как фальшренонс"."""
    ruling = rule(ending_scenario(WEST_WINS_REVOKE_TRICK[:2]))
    [revoke] = ruling["irregularities"]
    assert revoke == {
        "kind": "revoke", "seat": "W", "trick": 10, "card": "H9", "suit": "S", "reason": "suit",
        "established": False, "corrected": False, "penalty_tricks": 0, "laws": ["61A"],
    }  # fmt: skip


def test_63A1_established_when_offender_plays_to_the_next_trick():
    """Law 63A1: "Когда нарушитель или его партнёр сделал ход или сыграл в следующую
    взятку"."""
    before = rule(ending_scenario(WEST_WINS_REVOKE_TRICK[:4]))
    assert before["irregularities"][0]["established"] is False
    after = rule(ending_scenario(WEST_WINS_REVOKE_TRICK[:5]))
    assert after["irregularities"][0]["established"] is True
    assert "63A1" in after["laws"]


def test_64A1_offender_won_the_revoke_trick_two_tricks():
    """Law 64A1: "взятка, в которой имел место фальшренонс, плюс одна из последующих взяток,
    выигранных нарушившей стороной, переходит к ненарушившей стороне"."""
    ruling = rule(ending_scenario(WEST_WINS_REVOKE_TRICK))
    revoke = ruling["irregularities"][0]
    assert revoke["penalty_tricks"] == 2 and revoke["laws"] == ["61A", "63A1", "64A1"]
    assert ruling["declarer_tricks_played"] == 8
    assert ruling["declarer_tricks"] == 10
    assert ruling["score"] == 420


def test_64A2_offender_did_not_win_the_revoke_trick_one_trick():
    """Law 64A2 (title: "Нарушитель не выиграл взятку фальшренонса"): one trick, as the
    offending side won a later trick."""
    ruling = rule(ending_scenario(WEST_LOSES_REVOKE_TRICK))
    revoke = ruling["irregularities"][0]
    assert revoke["penalty_tricks"] == 1 and "64A2" in revoke["laws"]
    assert ruling["declarer_tricks_played"] == 9 and ruling["declarer_tricks"] == 10


def test_64A2_full_deal_revoke_by_west():
    """Law 64A2: West revokes on trick 9 (won by North); East-West win later tricks."""
    play = list(ISSUE_PLAY)
    # Trick 9: North leads ♥K; West has hearts but plays ♦T instead of ♥8 — a revoke.
    # Trick 13: West then has ♥8 left and plays it on East's ♦J.
    play[35] = "DT"
    play[50] = "H8"
    ruling = rule(issue_scenario(play))
    revoke = ruling["irregularities"][0]
    assert revoke["trick"] == 9 and revoke["established"] is True
    # East-West win tricks 11–13 after the revoke, so the penalty is one trick (64A2).
    assert revoke["penalty_tricks"] == 1
    assert ruling["declarer_tricks"] == ruling["declarer_tricks_played"] + 1


def test_64B1_no_trick_won_after_the_revoke():
    """Law 64B1: the offending side won neither the revoke trick nor a later one."""
    # Two-card ending, notrump, North declarer: East revokes at trick 12 — but 62D handles
    # trick 12, so use a three-card ending with the revoke at trick 11.
    scenario = {
        "deal": "N:AK.A.. QJ..2. 32.2.. 4.3.3.",
        "contract": "1NT", "declarer": "N", "leader": "N", "tricks_before": 7,
        # Trick 11: North ♠A, East ♦2 (revoke: East has ♠QJ), South ♠2, West ♠4.
        "play": ["SA", "D2", "S2", "S4", "SK", "SJ", "S3", "H3", "HA", "SQ", "H2", "D3"],
    }  # fmt: skip
    ruling = rule(scenario)
    revoke = ruling["irregularities"][0]
    assert revoke["penalty_tricks"] == 0 and "64B1" in revoke["laws"]
    assert ruling["declarer_tricks"] == 10


def test_62_corrected_before_establishment_defender_card_becomes_penalty_card():
    """Law 62A: a revoke must be corrected before it is established; 62B1: the defender's
    revoke card becomes a penalty card (major, 50C: "при исправлении фальшренонса")."""
    play = [*WEST_WINS_REVOKE_TRICK[:2], {"correct_revoke": "S3"}]
    ruling = rule(ending_scenario(play))
    revoke = ruling["irregularities"][0]
    assert revoke["corrected"] is True and revoke["laws"] == ["61A", "62A", "62B1"]
    assert ruling["penalty_cards"] == {"W": [{"card": "H9", "major": True}]}
    assert ruling["tricks"][0]["cards"] == ["S2", "S3"]


def test_62B2_declarer_corrects_without_penalty():
    """Law 62B2 (title: "Карта разыгрывающего, стола…"): no penalty card for declarer."""
    # Trick 11 of WEST_WINS_REVOKE_TRICK: West leads ♦K; North has ♦2 but plays ♣2.
    play = [*WEST_WINS_REVOKE_TRICK[:5], "C2", {"correct_revoke": "D2"}]
    ruling = rule(ending_scenario(play))
    revoke = ruling["irregularities"][-1]
    assert revoke["seat"] == "N" and revoke["corrected"] is True and "62B2" in revoke["laws"]
    assert ruling["penalty_cards"] == {}


def test_established_revoke_cannot_be_corrected():
    with pytest.raises(Exception, match="невыявленного"):
        rule(ending_scenario([*WEST_WINS_REVOKE_TRICK[:5], {"correct_revoke": "S3"}]))


def test_62D_revoke_on_the_twelfth_trick_is_corrected():
    """Law 62D (titles: "Фальшренонс в 12-й взятке", "Должен быть исправлен"): the cards are
    put right and both tricks decided again, no trick penalty."""
    scenario = {
        "deal": "S:2.3.. 3.9.. A..2. 4...5",
        "contract": "4H", "declarer": "S", "leader": "S", "tricks_before": 9,
        "play": ["S2", "H9", "SA", "S4", "S3", "D2", "C5", "H3"],
    }  # fmt: skip
    ruling = rule(scenario)
    revoke = ruling["irregularities"][0]
    assert "62D" in revoke["laws"] and revoke["penalty_tricks"] == 0
    # Corrected: West's ♠3 goes to trick 12 (North's ♠A wins it), ♥9 to trick 13.
    assert ruling["tricks"][0]["cards"] == ["S2", "S3", "SA", "S4"]
    assert [t["winner"] for t in ruling["tricks"]] == ["N", "W"]
    assert ruling["declarer_tricks"] == 10


def test_dummy_revoke_no_trick_penalty():
    """Dummy's revoke: Law 64B (the 1987 list of exceptions; cited as an explanation)."""
    # Trick 10: South ♠2, West ♠3, North (dummy) ♦2 though holding ♠AK, East ♠4.
    play = ["S2", "S3", "D2", "S4", "D3", "C3", "DK", "C2"]
    ruling = rule(ending_scenario(play))
    revoke = ruling["irregularities"][0]
    assert revoke["seat"] == "N" and revoke["established"] is True
    complete = rule(ending_scenario([*play, "DQ", "SA", "D4", "C4", "H9", "SK", "C5", "SJ"]))
    revoke = complete["irregularities"][0]
    assert revoke["penalty_tricks"] == 0 and "64B" in revoke["laws"]


def test_63A2_established_by_naming_a_dummy_card():
    """Law 63A2: "Когда нарушитель или его партнёр назвал или иначе обозначил карту, которая
    будет сыграна в следующей взятке"."""
    # Three-card ending, notrump, South declarer, West on lead: South discards ♦2 on a club
    # though he holds ♣3; dummy wins and declarer names dummy's next card.
    scenario = {
        "deal": "W:3..3.4 A.2..A 4..4.5 2..2.3",
        "contract": "1NT", "declarer": "S", "leader": "W",
        "play": ["C4", "CA", "C5", "D2", {"designate": "S"}],
    }  # fmt: skip
    ruling = rule(scenario)
    revoke = ruling["irregularities"][0]
    assert revoke["seat"] == "S" and revoke["established"] is True
    assert revoke["laws"] == ["61A", "63A2"]
