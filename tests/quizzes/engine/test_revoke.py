"""Laws 61–64. The four-card ending of deals.py: hearts trumps, South declarer on lead at
trick 10, declarer's side has 7 tricks; West holds ♠3 and ruffs South's ♠2 with ♥9."""

import pytest

from quizzes.engine import ScenarioError, rule
from quizzes.engine.revoke import revoke_penalty

from .deals import ISSUE_PLAY, end_position, ending_scenario, issue_scenario

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
    """Law 64A2: "И взятка, в которой имел место фальшренонс, не была выиграна нарушителем,
    тогда, если нарушившая сторона выиграла эту или любую последующую взятку, (НАКАЗАНИЕ)
    после окончания игры одна взятка переходит к ненарушившей стороне"."""
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
    # Trick 11: North ♠A, East ♦2 (revoke: East has ♠QJ), South ♠2, West ♠4.
    play = ["SA", "D2", "S2", "S4", "SK", "SJ", "S3", "H3", "HA", "SQ", "H2", "D3"]
    ruling = rule(end_position("N:AK.A.. QJ..2. 32.2.. 4.3.3.", "1NT", "N", "N", play, 7))
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


# A two-card ending, hearts trumps, South on lead at trick 12: West ruffs South's ♠2 with ♥9
# though he holds ♠3 — a revoke on the twelfth trick.
TWELFTH_TRICK_REVOKE = end_position(
    "S:2.3.. 3.9.. A..2. 4...5", "4H", "S", "S", ["S2", "H9", "SA", "S4", "S3", "D2", "C5", "H3"], 9
)


def test_62D_revoke_on_the_twelfth_trick_is_corrected():
    """Law 62D (titles: "Фальшренонс в 12-й взятке", "Должен быть исправлен"): the cards are
    put right and both tricks decided again, no trick penalty."""
    ruling = rule(TWELFTH_TRICK_REVOKE)
    revoke = ruling["irregularities"][0]
    assert "62D" in revoke["laws"] and revoke["penalty_tricks"] == 0
    # Corrected: West's ♠3 goes to trick 12 (North's ♠A wins it), ♥9 to trick 13.
    assert ruling["tricks"][0]["cards"] == ["S2", "S3", "SA", "S4"]
    assert [t["winner"] for t in ruling["tricks"]] == ["N", "W"]
    assert ruling["declarer_tricks"] == 10


def test_64B3_dummy_revoke_no_trick_penalty():
    """Law 64B3: "Если фальшренонс заключался в неигре любой открытой на столе картой или
    картой, принадлежащей открытой на столе руке, включая болвана"."""
    # Trick 10: South ♠2, West ♠3, North (dummy) ♦2 though holding ♠AK, East ♠4.
    play = ["S2", "S3", "D2", "S4", "D3", "C3", "DK", "C2"]
    ruling = rule(ending_scenario(play))
    revoke = ruling["irregularities"][0]
    assert revoke["seat"] == "N" and revoke["established"] is True
    complete = rule(ending_scenario([*play, "DQ", "SA", "D4", "C4", "H9", "SK", "C5", "SJ"]))
    revoke = complete["irregularities"][0]
    assert revoke["penalty_tricks"] == 0 and "64B3" in revoke["laws"]


# A three-card ending, notrump, South declarer, East on lead at trick 11:
#   North ♠4 ♦63, East ♠2 ♦A4, South ♠A ♦52, West ♠3 ♦K ♣2.
# West discards ♣2 on East's ♦A though he holds ♦K (East wins), then wins trick 12 with ♦K.
LATER_WIN = {
    "deal": "N:4..63. 2..A4. A..52. 3..K.2",
    "contract": "1NT", "declarer": "S", "leader": "E", "tricks_before": 5,
}  # fmt: skip
LATER_WIN_PLAY = ["DA", "D2", "C2", "D3", "D4", "D5", "DK", "D6", "S3", "S4", "S2", "SA"]


def test_64A2_additional_trick_won_later_with_a_card_of_the_revoke_trick():
    """Law 64A2, its end: "кроме того, если дополнительная взятка была выиграна впоследствие
    нарушителем картой, которая могла бы быть легально сыграна во взятку фальшренонса, одна
    такая взятка переходит к ненарушившей стороне"."""
    ruling = rule({**LATER_WIN, "play": LATER_WIN_PLAY})
    [revoke] = ruling["irregularities"]
    assert revoke["penalty_tricks"] == 2 and revoke["laws"] == ["61A", "63A1", "64A2"]
    assert ruling["declarer_tricks_played"] == 6 and ruling["declarer_tricks"] == 8
    assert [step["law"] for step in ruling["explanation"]].count("64A2") == 2


def test_64B3_failure_to_play_a_penalty_card_faced_on_the_table():
    """Law 64B3: "Если фальшренонс заключался в неигре любой открытой на столе картой"; the
    only diamond West holds is his penalty card ♦K, faced on the table (50)."""
    play = [{"expose": ["DK"], "how": "accidental"}, {"choose": "no_lead_restriction"}]
    play += [*LATER_WIN_PLAY[:4], {"choose": "no_lead_restriction"}, *LATER_WIN_PLAY[4:]]
    ruling = rule({**LATER_WIN, "play": play})
    revoke = next(e for e in ruling["irregularities"] if e["kind"] == "revoke")
    assert revoke["penalty_tricks"] == 0 and "64B3" in revoke["laws"]
    assert ruling["declarer_tricks"] == ruling["declarer_tricks_played"] == 6
    # (Law 64C restores the trick the revoke gained: the test below.)


def faced_penalty_card_revoke():
    play = [{"expose": ["DK"], "how": "accidental"}, {"choose": "no_lead_restriction"}]
    play += [*LATER_WIN_PLAY[:4], {"choose": "no_lead_restriction"}, *LATER_WIN_PLAY[4:]]
    return {**LATER_WIN, "play": play}


def test_64C_equity_restored_after_a_revoke_without_penalty():
    """Law 64C, «Судья отвечает за справедливость» ("Когда после любого выявленного
    фальшренонса, …" — the rest is lost): after any established revoke, one not subject to
    penalty included, the director restores what Law 64 does not. West kept his faced ♦K
    (64B3: no penalty) and won trick 12 with it; had he played it under East's ♦A he would not
    have: the revoke gained a trick, which goes back to declarer's side."""
    ruling = rule(faced_penalty_card_revoke())
    revoke = next(e for e in ruling["irregularities"] if e["kind"] == "revoke")
    assert revoke["penalty_tricks"] == 0 and revoke["laws"][-2:] == ["64B3", "64C"]
    assert revoke["gain"] == 1 and revoke["equity_tricks"] == 1
    assert ruling["declarer_tricks"] == 6  # Law 64 alone
    # 1NT by South, nobody vulnerable, 7 tricks: made, 90.
    assert ruling["adjusted"] == {"declarer_tricks": 7, "score": 90, "laws": ["64C"]}
    steps = [step["text"] for step in ruling["explanation"] if step["law"] == "64C"]
    assert any("двойному болвану" in text for text in steps)
    assert any("сохранился только в начале" in text for text in steps)


# A complete deal: 5♠ by West; in trick 2 West (declarer) discards ♥8 on a club though he
# holds three, and South wins the trick (64A2: one trick) — double dummy the revoke gained two.
SHORT_PENALTY = {
    "deal": "N:74.KQ764.AQT6.A9 A65.JT.K542.QJT7 T9.A952.J98.K652 KQJ832.83.73.843",
    "vulnerable": "All", "contract": "5S", "declarer": "W",
    "play": [
        "HK", "HT", "H5", "H3", "C9", "CT", "CK", "H8", "D9", "D3", "DT", "D4", "H4", "HJ",
        "HA", "SK", "S3", "S4", "SA", "ST", "D5", "DJ", "D7", "DA", "HQ", "CQ", "H2", "S8",
        "C8", "CA", "C7", "C6", "DQ", "DK", "D8", "S2", "SJ", "S7", "S5", "S9", "SQ", "H6",
        "S6", "H9", "C4", "D6", "CJ", "C2", "D2", "C5", "C3", "H7",
    ],
}  # fmt: skip


def test_64C_tops_up_a_penalty_smaller_than_the_gain():
    ruling = rule(SHORT_PENALTY)
    [revoke] = ruling["irregularities"]
    assert revoke["laws"] == ["61A", "63A1", "64A2", "64C"]
    assert revoke["penalty_tricks"] == 1 and revoke["gain"] == 2
    assert revoke["equity_tricks"] == 1
    assert ruling["declarer_tricks_played"] == 8 and ruling["declarer_tricks"] == 7
    # One more trick to the defenders: 6 tricks, 5♠ vulnerable down five, −500.
    assert ruling["adjusted"] == {"declarer_tricks": 6, "score": -500, "laws": ["64C"]}


@pytest.mark.parametrize(
    "scenario",
    [
        ending_scenario(WEST_WINS_REVOKE_TRICK),
        ending_scenario(WEST_LOSES_REVOKE_TRICK),
        {**LATER_WIN, "play": LATER_WIN_PLAY},
    ],
)
def test_64C_not_when_the_penalty_covers_the_gain(scenario):
    ruling = rule(scenario)
    assert "adjusted" not in ruling and "64C" not in ruling["laws"]
    assert all("gain" not in entry for entry in ruling["irregularities"])


@pytest.mark.parametrize(
    ("attention", "law"),
    [
        # Law 64B4: "Если внимание к фальшренонсу было впервые привлечено после того, как
        # любой игрок ненарушившей стороны сделал заявку в следующей сдаче."
        ("next_board", "64B4"),
        # Law 64B5: "Если внимание к фальшренонсу было впервые привлечено после того, как
        # раунд закончился."
        ("round_over", "64B5"),
    ],
)
def test_64B4_64B5_attention_drawn_too_late(attention, law):
    ruling = rule(ending_scenario(WEST_WINS_REVOKE_TRICK, revoke_attention=attention))
    revoke = ruling["irregularities"][0]
    assert revoke["penalty_tricks"] == 0 and revoke["laws"][-1] == law
    assert ruling["declarer_tricks"] == ruling["declarer_tricks_played"] == 8


def test_revoke_attention_must_be_known():
    with pytest.raises(ScenarioError, match="revoke_attention"):
        rule(ending_scenario(WEST_WINS_REVOKE_TRICK, revoke_attention="tomorrow"))


def test_64B2_second_revoke_in_the_same_suit_by_the_same_player():
    """Law 64B2: "За последующий фальшренонс в той же масти со стороны того же игрока"."""
    # Four-card ending, notrump, South declarer on lead at trick 10. West holds ♠Q and
    # discards diamonds on South's ♠A and ♠K, then wins ♠Q at trick 12.
    play = [
        "SA", "D2", "S4", "S5",  # trick 10: West revokes
        "SK", "D3", "C2", "C4",  # trick 11: West revokes again in spades
        "S2", "SQ", "C3", "C5",  # trick 12: West wins
        "H2", "HA", "H4", "H3",  # trick 13
    ]  # fmt: skip
    ruling = rule(end_position("S:AK2.3.. Q.2.32. 4.A..32 5.4..54", "1NT", "S", "S", play, 6))
    first, second = [e for e in ruling["irregularities"] if e["kind"] == "revoke"]
    assert first["penalty_tricks"] == 1 and first["laws"][-1] == "64A2"
    assert second["penalty_tricks"] == 0 and "64B2" in second["laws"]


def test_64B6_revoke_in_the_twelfth_trick_is_not_penalised():
    """Law 64B6: "За фальшренонс в 12-й взятке." — cited with the 62D correction."""
    revoke = rule(TWELFTH_TRICK_REVOKE)["irregularities"][0]
    assert revoke["laws"][-2:] == ["62D", "64B6"] and revoke["penalty_tricks"] == 0


def test_63A2_established_by_naming_a_dummy_card():
    """Law 63A2: "Когда нарушитель или его партнёр назвал или иначе обозначил карту, которая
    будет сыграна в следующей взятке"."""
    # Three-card ending, notrump, South declarer, West on lead: South discards ♦2 on a club
    # though he holds ♣3; dummy wins and declarer names dummy's next card.
    play = ["C4", "CA", "C5", "D2", {"designate": "S"}]
    ruling = rule(end_position("W:3..3.4 A.2..A 4..4.5 2..2.3", "1NT", "S", "W", play))
    revoke = ruling["irregularities"][0]
    assert revoke["seat"] == "S" and revoke["established"] is True
    assert revoke["laws"] == ["61A", "63A2"]


@pytest.mark.parametrize(
    ("facts", "tricks", "laws"),
    [
        # 64A1: "взятка, в которой имел место фальшренонс, плюс одна из последующих взяток,
        # выигранных нарушившей стороной, переходит к ненарушившей стороне".
        (dict(revoke_trick_won_by="offender", later_tricks=2), 2, ("64A1",)),
        (dict(revoke_trick_won_by="offender", later_tricks=0), 1, ("64A1",)),
        # The end of 64A2 belongs to 64A2 only, not to 64A1.
        (
            dict(revoke_trick_won_by="offender", later_tricks=2, later_won_with_revoke_suit=True),
            2,
            ("64A1",),
        ),
        # 64A2: "если нарушившая сторона выиграла эту или любую последующую взятку, …
        # одна взятка переходит к ненарушившей стороне".
        (dict(revoke_trick_won_by="partner", later_tricks=0), 1, ("64A2",)),
        (dict(revoke_trick_won_by="partner", later_tricks=5), 1, ("64A2",)),
        (dict(revoke_trick_won_by="opponents", later_tricks=1), 1, ("64A2",)),
        # 64A2, "кроме того … дополнительная взятка … одна такая взятка переходит".
        (
            dict(revoke_trick_won_by="partner", later_tricks=1, later_won_with_revoke_suit=True),
            2,
            ("64A2",),
        ),
        (
            dict(revoke_trick_won_by="opponents", later_tricks=2, later_won_with_revoke_suit=True),
            2,
            ("64A2",),
        ),
        # Only one trick of the offending side after the revoke: no further trick to add.
        (
            dict(revoke_trick_won_by="opponents", later_tricks=1, later_won_with_revoke_suit=True),
            1,
            ("64A2",),
        ),
        # 64B1: "не выиграла ни взятку фальшренонса, ни любую из последующих взяток".
        (dict(revoke_trick_won_by="opponents", later_tricks=0), 0, ("64B1",)),
        # 64B2: "За последующий фальшренонс в той же масти со стороны того же игрока."
        (dict(revoke_trick_won_by="offender", later_tricks=2, second_same_suit=True), 0, ("64B2",)),
        # 64B3: "в неигре любой открытой на столе картой … включая болвана".
        (dict(revoke_trick_won_by="offender", later_tricks=2, faced=True), 0, ("64B3",)),
        # 64B4: "после того, как любой игрок ненарушившей стороны сделал заявку в следующей
        # сдаче".
        (
            dict(revoke_trick_won_by="offender", later_tricks=2, attention="next_board"),
            0,
            ("64B4",),
        ),
        # 64B5: "после того, как раунд закончился".
        (
            dict(revoke_trick_won_by="offender", later_tricks=2, attention="round_over"),
            0,
            ("64B5",),
        ),
        # 64B6: "За фальшренонс в 12-й взятке."
        (dict(revoke_trick_won_by="offender", later_tricks=1, trick=12), 0, ("64B6",)),
        (dict(revoke_trick_won_by="opponents", later_tricks=0, trick=12), 0, ("64B1", "64B6")),
    ],
)
def test_revoke_penalty_by_law_64(facts, tricks, laws):
    penalty = revoke_penalty(**facts)
    assert (penalty.tricks, penalty.laws) == (tricks, laws)
    assert [law for _text, law in penalty.steps][: len(laws)] == list(laws)


@pytest.mark.parametrize(
    "facts",
    [
        dict(revoke_trick_won_by="dummy", later_tricks=0),
        dict(revoke_trick_won_by="offender", later_tricks=0, attention="later"),
        dict(revoke_trick_won_by="offender", later_tricks=3, trick=11),
    ],
)
def test_revoke_penalty_refuses_impossible_facts(facts):
    with pytest.raises(ValueError):
        revoke_penalty(**facts)
