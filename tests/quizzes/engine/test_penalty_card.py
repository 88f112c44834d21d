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
    # The explanation, which first called ♥8 minor, says it is major now.
    upgrade = [s for s in ruling["explanation"] if s["law"] == "50C"][-1]
    assert "♥8 — больше не младшая, а старшая" in upgrade["text"]


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


# East (to lead) has a major penalty card of his own (♠В), and his partner West one (♥10).
BOTH_PENALISED = [{"expose": ["SJ"], "how": "deliberate"}, {"expose": ["HT"]}]


def test_50E1_declarer_s_lead_restriction_comes_before_the_leader_s_own_penalty_card():
    """Law 50E1: "Обязанность давать в масть или выполнять ограничения на ход или игру имеет
    приоритет перед обязанностью играть старшей штрафной картой, но штрафная карта должна
    оставаться открытой на столе и быть сыграна при следующей легальной возможности". Declarer
    requires a heart (50E2A): East leads a heart, and that is no failure to play his ♠В."""
    play = [*BOTH_PENALISED, {"choose": "require_lead", "suit": "H"}, "HQ"]
    ruling = rule(issue_scenario(play))
    assert "failure_to_play_penalty_card" not in {i["kind"] for i in ruling["irregularities"]}
    assert ruling["options"] == []
    assert ruling["penalty_cards"] == {"E": [{"card": "SJ", "major": True}]}
    assert ruling["explanation"][-1]["law"] == "50E1"
    assert "остаётся на столе" in ruling["explanation"][-1]["text"]


def test_50E1_the_penalty_card_is_due_again_where_the_restriction_leaves_it():
    """Declarer forbids hearts: nothing keeps East from his ♠В, so leading another card is a
    failure to play the penalty card (Law 52); a penalty card of the required suit is the
    one card he may lead."""
    forbidden = [*BOTH_PENALISED, {"choose": "forbid_lead", "suit": "H"}, "DK"]
    ruling = rule(issue_scenario(forbidden))
    assert ruling["irregularities"][-1]["kind"] == "failure_to_play_penalty_card"
    assert ruling["irregularities"][-1]["penalty_cards"] == ["SJ"]
    own_heart = [{"expose": ["HJ"], "how": "deliberate"}, {"expose": ["DT"]}]
    required = [*own_heart, {"choose": "require_lead", "suit": "D"}]
    assert rule(issue_scenario([*required, "DK"]))["irregularities"][-1]["kind"] == ("penalty_card")
    same_suit = [{"expose": ["HJ"], "how": "deliberate"}, {"expose": ["HT"]}]
    same = [*same_suit, {"choose": "require_lead", "suit": "H"}]
    assert rule(issue_scenario([*same, "HQ"]))["irregularities"][-1]["kind"] == (
        "failure_to_play_penalty_card"
    )
    assert rule(issue_scenario([*same, "HJ"]))["penalty_cards"] == {}


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


# An end position, 4♥ by South on lead: West, void in spades, has a major penalty card ♦К;
# East plays before him (Law 57A) and declarer restricts West's play to this trick.
PREMATURE_END = {
    "title": "Конец сдачи",
    "deal": "N:A.2.2.2 3.3.3.3 K.4.4.4 .K.K5.5",
    "contract": "4H",
    "declarer": "S",
    "leader": "S",
}


def premature_end(*play):
    return dict(PREMATURE_END, play=[{"expose": ["DK"]}, "SK", "S3", *play])


def test_50E1_a_57A3_forbidden_suit_comes_before_the_penalty_card():
    """Law 50E1 (the restriction first) with 57A3: "Запретить партнеру нарушителя играть
    картой другой масти, указанной разыгрывающим" — West discards a club, keeps ♦К."""
    ruling = rule(premature_end({"choose": "forbid_suit", "suit": "D"}, "C5"))
    assert {i["kind"] for i in ruling["irregularities"]} == {"penalty_card", "premature_play"}
    assert ruling["penalty_cards"]["W"] == [{"card": "DK", "major": True}]
    assert ruling["explanation"][-1]["law"] == "50E1"


def test_50E1_a_restriction_he_cannot_comply_with_leaves_the_penalty_card_due():
    """57A2 (the lowest card of the suit led) binds nobody void in that suit (57B, Law 59):
    the ♦К is then due, and a club is a failure to play it (Law 52)."""
    ruling = rule(premature_end({"choose": "play_lowest"}, "C5"))
    assert ruling["irregularities"][-1]["kind"] == "failure_to_play_penalty_card"


def test_50A_deliberate_exposure_names_the_adjusted_score_the_director_may_give():
    """Law 50C makes a deliberately shown card a major penalty card; 50A adds: "Судье надлежит
    назначить присужденный результат вместо нижеописанных ректификаций, если он сочтет, что в
    момент нарушения нарушитель мог знать, что преждевременный показ карты мог бы быть
    полезен для нанесения ущерба ненарушившей стороне" — the ruling says both."""
    ruling = rule(issue_scenario([{"expose": ["H8"], "how": "deliberate"}]))
    assert ruling["penalty_cards"]["W"] == [{"card": "H8", "major": True}]
    laws = [step["law"] for step in ruling["explanation"]]
    assert laws[laws.index("49") :][:3] == ["49", "50C", "50A"]
    accidental = rule(issue_scenario([{"expose": ["H8"], "how": "accidental"}]))
    assert "50A" not in accidental["laws"]


def test_50A_the_offender_could_have_known_adjusted_score_instead_of_a_penalty_card():
    """The director finds that West, showing ♥8 to his partner, could have known it might
    help his side (``could_know``): no penalty card on the table, no 50E2 choice for East's
    lead — an adjusted score after the play instead."""
    ruling = rule(issue_scenario([{"expose": ["H8"], "how": "deliberate", "could_know": True}]))
    [entry] = ruling["irregularities"]
    assert entry["kind"] == "penalty_card" and entry["adjusted_score"] is True
    assert entry["major"] is True and entry["laws"] == ["49", "50C", "50A"]
    assert ruling["penalty_cards"] == {} and ruling["options"] == []
    assert ruling["explanation"][-1]["law"] == "50A"
    assert "присуждённый результат" in ruling["explanation"][-1]["text"]
    # East leads as he likes, and West may keep ♥8 for later.
    played = rule(
        issue_scenario([{"expose": ["H8"], "how": "deliberate", "could_know": True}, "DK", "D4"])
    )
    assert played["irregularities"][-1]["kind"] == "penalty_card"
    assert played["penalty_cards"] == {}


def test_50A_could_know_must_be_a_yes_or_no():
    with pytest.raises(ScenarioError, match="could_know"):
        rule(issue_scenario([{"expose": ["H8"], "could_know": "perhaps"}]))
