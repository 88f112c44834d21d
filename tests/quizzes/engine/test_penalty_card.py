"""Laws 48–52. Deal: the issue's example, 3NT by North; East leads; West holds T98 in every
suit (and T987 in clubs)."""

import pytest

from quizzes.engine import ScenarioError, rule

from .deals import ISSUE_PLAY, issue_scenario


def codes(ruling):
    return [(o["code"], o.get("card") or o.get("suit")) for o in ruling["options"]]


@pytest.mark.parametrize(
    ("exposed", "how", "major"),
    [
        (["H8"], "accidental", False),  # a single card below an honour, accidental: minor
        (["HT"], "accidental", True),  # any honour: major
        (["H8"], "deliberate", True),  # deliberate exposure: major
        (["H8", "H9"], "accidental", True),  # two or more: all major
    ],
)
def test_50C_major_or_minor(exposed, how, major):
    """Law 50C: "Одиночная карта младше онера, показанная случайно … становится младшей
    штрафной картой. Любой онер или карта, показанная в результате намеренной игры …
    становится старшей штрафной картой; когда один вистующий имеет 2 или более штрафных карт,
    все они становятся старшими"."""
    ruling = rule(issue_scenario([{"expose": exposed, "how": how}]))
    assert ruling["penalty_cards"]["W"] == [
        {"card": c, "major": major}
        for c in sorted(exposed, key=lambda c: -"23456789TJQKA".index(c[1]))
    ]
    kinds = {i["kind"] for i in ruling["irregularities"]}
    assert kinds == {"penalty_card"}
    assert all(i["laws"] == ["49", "50C"] for i in ruling["irregularities"])


def test_second_penalty_card_makes_the_first_major():
    """Law 50C: "когда один вистующий имеет 2 или более штрафных карт, все они становятся
    старшими штрафными картами"."""
    ruling = rule(issue_scenario([{"expose": ["H8"]}, {"expose": ["D8"]}]))
    assert all(c["major"] for c in ruling["penalty_cards"]["W"])
    assert [i["major"] for i in ruling["irregularities"]] == [True, True]


def test_48A_declarer_exposed_card_is_no_penalty_card():
    """Law 48A: "никакая карта руки разыгрывающего или стола никогда не становится
    штрафной"."""
    ruling = rule(issue_scenario([{"expose": ["SA"]}]))
    assert ruling["penalty_cards"] == {}
    assert ruling["irregularities"][0]["kind"] == "declarer_exposed_card"
    assert "48A" in ruling["laws"]


def test_50D_minor_penalty_card_no_other_small_card_of_the_suit():
    """Law 50D: "он не может играть любой другой картой этой масти младше онера до того, как
    он сыграет этой картой (однако, он имеет право сыграть вместо нее онером)"."""
    play = ["CA", {"expose": ["C7"], "how": "accidental"}, "C5"]
    ruling = rule(issue_scenario([*play, "C8"]))
    assert ruling["irregularities"][-1]["kind"] == "failure_to_play_penalty_card"
    assert codes(ruling) == [("accept_play", None), ("require_penalty_card", "C7")]
    honour = rule(issue_scenario([*play, "CT"]))
    assert honour["options"] == [] and honour["penalty_cards"]["W"][0]["card"] == "C7"
    right = rule(issue_scenario([*play, "C7"]))
    assert right["penalty_cards"] == {}


def test_50E1_major_penalty_card_must_be_played_when_following():
    """Law 50E1: "Старшая штрафная карта должна быть сыграна при первой легальной
    возможности" — and 52B2: declarer may require it; the card played becomes a major penalty
    card."""
    play = ["CA", {"expose": ["C9"], "how": "deliberate"}, "C5", "C8"]
    ruling = rule(issue_scenario(play))
    assert codes(ruling) == [("accept_play", None), ("require_penalty_card", "C9")]
    required = rule(issue_scenario([*play, {"choose": "require_penalty_card", "card": "C9"}]))
    assert required["tricks"][0]["cards"] == ["CA", "C5", "C9"]
    assert required["penalty_cards"]["W"] == [{"card": "C8", "major": True}]
    assert "52B2" in required["laws"]


def test_52B1A_accepted_penalty_card_stays():
    """Law 52B1(C): "несыгранная штрафная карта остается штрафной"."""
    play = ["CA", {"expose": ["C9"], "how": "deliberate"}, "C5", "C8", {"choose": "accept_play"}]
    ruling = rule(issue_scenario(play))
    assert ruling["penalty_cards"]["W"] == [{"card": "C9", "major": True}]
    assert ruling["irregularities"][-1]["accepted"] is True


def test_52B1B_declarer_playing_on_accepts():
    """Law 52B1(B): "Разыгрывающий должен принять такой ход или игру, если после этого он
    сыграл картой со своей руки или со стола"."""
    ruling = rule(issue_scenario(["CA", {"expose": ["C9"], "how": "deliberate"}, "C5", "C8", "C2"]))
    assert ruling["irregularities"][-1]["accepted"] is True and "52B1B" in ruling["laws"]
    # The trick is over and East, partner of the offender, is on lead: Law 50E2 follows.
    assert ruling["options"][0]["code"] == "require_lead"
    assert ruling["tricks"][0]["winner"] == "E"


def test_44C_following_suit_comes_before_the_penalty_card():
    """Law 50E1: "Обязанность давать в масть … имеет приоритет перед обязанностью играть
    старшей штрафной картой"."""
    ruling = rule(issue_scenario(["CA", {"expose": ["HT"]}, "C5", "C7"]))
    assert ruling["options"] == [] and ruling["penalty_cards"]["W"][0]["card"] == "HT"


def test_50E2_partner_of_offender_on_lead_declarer_chooses():
    """Law 50E2: the partner of a defender with a major penalty card "не может ходить до тех
    пор, пока разыгрывающий не сделает выбор": (A) require or forbid the suit, (B) no
    restriction."""
    ruling = rule(issue_scenario([{"expose": ["HT"]}]))
    assert codes(ruling) == [
        ("require_lead", "H"),
        ("forbid_lead", "H"),
        ("no_lead_restriction", None),
    ]
    assert ruling["options"][0]["laws"] == ["50E2A"]


def test_50E2A_required_lead_picks_up_the_penalty_card():
    """Law 50E2(A): "после этого карта перестает быть штрафной и поднимается"; not leading the
    required suit when able is a revoke (61A)."""
    play = [{"expose": ["HT"]}, {"choose": "require_lead", "suit": "H"}]
    ruling = rule(issue_scenario([*play, "HQ"]))
    assert ruling["penalty_cards"] == {} and ruling["irregularities"][-1]["kind"] == "penalty_card"
    revoked = rule(issue_scenario([*play, "CA"]))
    assert revoked["irregularities"][-1]["kind"] == "revoke"
    assert revoked["irregularities"][-1]["reason"] == "lead_restriction"


def test_50E2A_forbidden_suit():
    play = [{"expose": ["HT"]}, {"choose": "forbid_lead", "suit": "H"}]
    ruling = rule(issue_scenario([*play, "HQ"]))
    assert ruling["irregularities"][-1]["reason"] == "lead_restriction"
    assert rule(issue_scenario([*play, "CA"]))["irregularities"][-1]["kind"] == "penalty_card"


def test_50E2B_no_restriction_the_card_stays():
    play = [{"expose": ["HT"]}, {"choose": "no_lead_restriction"}, "HQ"]
    ruling = rule(issue_scenario(play))
    assert ruling["penalty_cards"]["W"] == [{"card": "HT", "major": True}]
    assert ruling["irregularities"][-1]["kind"] == "penalty_card"


def test_50E2_lead_before_declarer_chooses_is_itself_a_penalty_card():
    """Law 50E2: "если вистующий ходит преждевременно, он наказывается согласно правилу 49"."""
    ruling = rule(issue_scenario([{"expose": ["HT"]}, "CA"]))
    assert ruling["penalty_cards"]["E"] == [{"card": "CA", "major": True}]
    assert ruling["options"][0]["code"] == "require_lead"


def test_51B2_penalty_cards_in_two_suits():
    """Law 51B2: with penalty cards in more than one suit declarer may require a lead in any of
    them (A) or forbid each of them (B)."""
    ruling = rule(issue_scenario([{"expose": ["HT", "D8"]}]))
    assert codes(ruling) == [
        ("require_lead", "H"),
        ("require_lead", "D"),
        ("forbid_leads", None),
        ("no_lead_restriction", None),
    ]
    forbidden = rule(issue_scenario([{"expose": ["HT", "D8"]}, {"choose": "forbid_leads"}]))
    assert forbidden["penalty_cards"] == {}


def test_51A_declarer_designates_which_penalty_card():
    """Law 51A: "разыгрывающий может указать, какая из них должна быть сыграна на этом
    круге"."""
    play = ["CA", {"expose": ["C9", "C8"]}, "C5"]
    ruling = rule(issue_scenario(play))
    assert codes(ruling) == [("designate_penalty_card", "C9"), ("designate_penalty_card", "C8")]
    chosen = rule(issue_scenario([*play, {"choose": "designate_penalty_card", "card": "C8"}]))
    assert chosen["tricks"][0]["cards"] == ["CA", "C5", "C8"]


def test_choice_not_offered_raises():
    with pytest.raises(ScenarioError, match=r"play\[1\].*не предлагался"):
        rule(issue_scenario(["CA", {"choose": "accept_play"}]))


def test_choice_with_the_wrong_suit_raises():
    with pytest.raises(ScenarioError, match="require_lead"):
        rule(issue_scenario([{"expose": ["HT"]}, {"choose": "require_lead", "suit": "S"}]))


def test_full_deal_with_a_penalty_card_scores():
    play = [*ISSUE_PLAY[:1], {"expose": ["H8"], "how": "accidental"}, *ISSUE_PLAY[1:]]
    ruling = rule(issue_scenario(play))
    assert ruling["score"] == -150 and ruling["penalty_cards"] == {}
