"""Laws 53–56, each test quoting the clause it checks. Deal: the issue's example, 3NT by
North, so East (North's LHO) makes the opening lead."""

import pytest

from quizzes.engine import ScenarioError, rule

from .deals import ISSUE_PLAY, issue_scenario


def codes(ruling):
    return [o["code"] for o in ruling["options"]]


def test_54_opening_lead_out_of_turn_offers_declarer_three_options():
    """Law 54: after an opening lead out of turn declarer may spread his hand (54A), accept
    the lead (54B) or require its withdrawal (54D → 56)."""
    ruling = rule(issue_scenario(["ST"]))
    [irregularity] = ruling["irregularities"]
    assert irregularity["kind"] == "lead_out_of_turn"
    assert irregularity["seat"] == "W" and irregularity["opening"] is True
    assert irregularity["proper_leader"] == "E" and irregularity["trick"] == 1
    assert codes(ruling) == ["accept_lead", "declarer_spreads", "reject_lead"]
    assert {o["side"] for o in ruling["options"]} == {"declarer"}
    assert "54A" in ruling["laws"] and ruling["tricks"] == []


def test_54B1_accepted_declarer_plays_second_from_his_hand():
    """Law 54B1: "Вторая карта во взятке играется с руки разыгрывающего"."""
    ruling = rule(issue_scenario(["ST", {"choose": "accept_lead"}]))
    assert ruling["options"] == []
    assert ruling["next"] == "N"
    assert ruling["tricks"][0]["leader"] == "W"
    assert ruling["irregularities"][0]["resolution"] == "accept_lead"


def test_54B2_second_card_from_dummy_stands():
    """Law 54B2: "Если разыгрывающий играет второй картой во взятке со стола, то карта стола не
    может быть отменена кроме как для исправления фальшренонса" — not 48A."""
    ruling = rule(issue_scenario(["ST", {"choose": "accept_lead"}, "S5"]))
    entry = ruling["irregularities"][-1]
    assert entry["kind"] == "play_out_of_turn" and entry["laws"] == ["54B2"]
    assert "48A" not in ruling["laws"] and ruling["next"] == "N"
    assert ruling["explanation"][-1]["law"] == "54B2"
    played = rule(issue_scenario(["ST", {"choose": "accept_lead"}, "S5", "S2", "SJ"]))
    assert played["tricks"][0]["cards"] == ["ST", "S2", "SJ", "S5"]


def test_54A_declarer_spreads_his_hand_and_partner_becomes_declarer():
    """Law 54A: "разыгрывающий может выложить свою руку на стол; он становится болваном, а
    болван становится разыгрывающим"."""
    ruling = rule(issue_scenario(["ST", {"choose": "declarer_spreads"}, "S2"]))
    assert ruling["declarer"] == "S" and ruling["dummy"] == "N"
    assert ruling["tricks"][0]["cards"] == ["ST", "S2"]
    assert ruling["next"] == "E"


def test_56_rejected_lead_becomes_major_penalty_card_and_50E2_follows():
    """Law 56: "карта неправильного хода становится старшей штрафной картой, и применяется
    правило 50E"; the right leader is the offender's partner, so declarer chooses (50E2)."""
    ruling = rule(issue_scenario(["ST", {"choose": "reject_lead"}]))
    assert ruling["penalty_cards"] == {"W": [{"card": "ST", "major": True}]}
    assert ruling["next"] == "E"
    assert codes(ruling) == ["require_lead", "forbid_lead", "no_lead_restriction"]
    assert ruling["options"][0]["suit"] == "S"


def test_53A_next_player_playing_accepts_the_lead():
    """Law 53A: the lead becomes correct "если следующий по очереди игрок играет картой после
    неправильного хода"; 60A1: the right to rectification is lost."""
    ruling = rule(issue_scenario(["ST", "S2"]))
    assert ruling["options"] == []
    assert ruling["tricks"][0]["cards"] == ["ST", "S2"]
    assert "60A1" in ruling["laws"] and "53A" in ruling["laws"]


def test_53A_later_trick_defender_leads_out_of_turn():
    """Law 53A: any lead out of turn may be treated as correct; after trick 5 North (declarer)
    is to lead, West leads instead."""
    ruling = rule(issue_scenario([*ISSUE_PLAY[:20], "S8"]))
    [irregularity] = ruling["irregularities"]
    assert irregularity["opening"] is False and irregularity["proper_leader"] == "N"
    assert codes(ruling) == ["accept_lead", "reject_lead"]
    rejected = rule(issue_scenario([*ISSUE_PLAY[:20], "S8", {"choose": "reject_lead"}]))
    assert rejected["next"] == "N"
    assert rejected["penalty_cards"]["W"] == [{"card": "S8", "major": True}]


def test_53C_proper_lead_by_opponent_of_offender_stands():
    """Law 53C: "Если ход принадлежал оппоненту игрока, сделавшего ход вне очереди, то этот
    оппонент может сделать свой надлежащий ход … все карты, сыгранные по ошибке в эту взятку,
    могут быть отменены без наказания"."""
    # East leads out of turn; North, whose lead it was, is East's right-hand opponent.
    ruling = rule(issue_scenario([*ISSUE_PLAY[:20], "S3", "SA"]))
    assert ruling["irregularities"][0]["resolution"] == "proper_lead"
    assert ruling["tricks"][-1]["cards"] == ["SA"] and ruling["penalty_cards"] == {}
    # West leads out of turn; North is West's LHO, so his card must be marked as a lead.
    ruling = rule(issue_scenario([*ISSUE_PLAY[:20], "S8", {"card": "SA", "lead": True}]))
    assert ruling["irregularities"][0]["resolution"] == "proper_lead"
    ruling = rule(issue_scenario([*ISSUE_PLAY[:20], "S8", "SA"]))
    assert ruling["irregularities"][0]["resolution"] == "accept_lead"


def test_55_declarer_leads_out_of_turn_defenders_choose():
    """Law 55A: "любой из вистующих может принять этот ход … или требовать его отмены"."""
    ruling = rule(issue_scenario([*ISSUE_PLAY[:4], "S2"]))
    assert codes(ruling) == ["accept_lead", "reject_lead"]
    assert {o["side"] for o in ruling["options"]} == {"defenders"}
    assert ruling["options"][1]["laws"] == ["55B1"]


def test_55B1_lead_belonged_to_a_defender_card_returned():
    """Law 55B1: "разыгрывающий возвращает карту хода в надлежащую руку без наказания"."""
    ruling = rule(issue_scenario([*ISSUE_PLAY[:4], "S2", {"choose": "reject_lead"}, "CK"]))
    assert ruling["tricks"][-1]["cards"] == ["CK"] and ruling["penalty_cards"] == {}


def test_55B2_wrong_hand_and_60B_defender_playing_before_the_right_lead():
    """Law 55B2: "Он должен сделать ход с правильной руки"; 60B: a defender's card played
    before declarer's lead from the right hand "становится штрафной"."""
    play = [*ISSUE_PLAY[:20], "S5", {"choose": "reject_lead"}]
    ruling = rule(issue_scenario(play))
    assert ruling["next"] == "N"
    ruling = rule(issue_scenario([*play, "S8"]))
    assert ruling["penalty_cards"]["W"] == [{"card": "S8", "major": True}]
    assert "60B" in ruling["laws"]


def test_53B_defender_right_of_the_leading_hand_plays_then_57_applies():
    """Law 53B: "Если вистующий справа от руки, с которой был сделан ход вне очереди, играет
    картой после него, ход утверждается, и применяется правило 57"."""
    ruling = rule(issue_scenario([*ISSUE_PLAY[:20], "S5", "S3"]))
    kinds = [i["kind"] for i in ruling["irregularities"]]
    assert kinds == ["lead_out_of_turn", "premature_play", "penalty_card"]
    assert codes(ruling)[:2] == ["play_highest", "play_lowest"]


def test_60C_partner_of_offender_playing_before_the_choice():
    """Law 60C: a card of the offending side played before the rectification "сама может быть
    предметом наказания"."""
    ruling = rule(issue_scenario([*ISSUE_PLAY[:20], "S8", "S3"]))
    assert ruling["penalty_cards"]["E"] == [{"card": "S3", "major": True}]
    assert codes(ruling) == ["accept_lead", "reject_lead"]


def test_60C_not_53C_when_the_lead_belonged_to_the_offender_s_partner():
    """Law 53C gives the proper lead back only "если ход принадлежал оппоненту игрока,
    сделавшего ход вне очереди". East won trick 1; West leads out of turn and East then makes
    "his" lead: 60C — "Карта, сыгранная представителем нарушившей стороны до утверждения
    наказания, не влияет на права оппонентов и сама может быть предметом наказания"."""
    play = [*ISSUE_PLAY[:4], "H8", {"card": "CK", "lead": True}]
    ruling = rule(issue_scenario(play))
    [lead, penalty] = ruling["irregularities"]
    assert lead["resolution"] is None and "53C" not in ruling["laws"]
    assert penalty["origin"] == "offending_side" and penalty["laws"] == ["60C", "50C"]
    assert ruling["penalty_cards"] == {"E": [{"card": "CK", "major": True}]}
    # Declarer's rights over West's ♥8 are untouched.
    assert codes(ruling) == ["accept_lead", "reject_lead"]
    assert "оппоненту нарушителя" in ruling["explanation"][-2]["text"]
    # Refused (56): both defenders have a major penalty card; East, on lead, waits for
    # declarer's 50E2 choice, and a required heart comes before his own ♣К (50E1).
    rejected = rule(issue_scenario([*play, {"choose": "reject_lead"}]))
    assert rejected["penalty_cards"] == {
        "E": [{"card": "CK", "major": True}],
        "W": [{"card": "H8", "major": True}],
    }
    assert codes(rejected) == ["require_lead", "forbid_lead", "no_lead_restriction"]
    hearts = [*play, {"choose": "reject_lead"}, {"choose": "require_lead", "suit": "H"}, "HQ"]
    led = rule(issue_scenario(hearts))
    assert led["irregularities"][-1]["kind"] == "penalty_card"
    assert led["penalty_cards"] == {"E": [{"card": "CK", "major": True}]}
    # Accepted (53A): North, on West's left, plays next; East's ♣К stays a penalty card.
    accepted = rule(issue_scenario([*play, {"choose": "accept_lead"}]))
    assert accepted["next"] == "N" and accepted["penalty_cards"]["E"][0]["card"] == "CK"


def test_option_not_offered_is_an_error():
    with pytest.raises(ScenarioError, match=r"play\[21\].*declarer_spreads"):
        rule(issue_scenario([*ISSUE_PLAY[:20], "S8", {"choose": "declarer_spreads"}]))


@pytest.mark.parametrize(
    "play",
    [
        ["ST", {"dummy_seen": True}],  # declarer saw dummy while his choice was open
        [{"dummy_seen": True}, "ST"],  # … or before the lead out of turn
    ],
)
def test_54C_declarer_who_could_see_dummy_must_accept(play):
    """Law 54C: "Если разыгрывающий мог видеть любые карты болвана (кроме карт, которые
    болван мог показать во время торговли, что являлось предметом применения правила 24), он
    должен принять ход"."""
    ruling = rule(issue_scenario(play))
    [irregularity] = ruling["irregularities"]
    assert irregularity["resolution"] == "accept_lead" and "54C" in irregularity["laws"]
    assert ruling["options"] == [] and ruling["next"] == "N"
    assert ruling["tricks"][0]["cards"] == ["ST"]


def test_54C_no_option_to_choose_after_it():
    with pytest.raises(ScenarioError, match="не предлагался"):
        rule(issue_scenario(["ST", {"dummy_seen": True}, {"choose": "reject_lead"}]))


def test_54C_only_at_the_opening_lead():
    with pytest.raises(ScenarioError, match="54C"):
        rule(issue_scenario([*ISSUE_PLAY[:4], {"dummy_seen": True}]))
