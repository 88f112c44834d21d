"""Law 27: the insufficient bid. Dealer North opens 1NT; East bids 1S."""

import pytest

from quizzes.engine import ScenarioError, rule
from quizzes.engine.auction_record import auction_record

from .deals import issue_scenario


def test_27_detected_and_options_for_the_lho():
    ruling = rule(issue_scenario(auction=["1NT", "1S"]))
    [entry] = ruling["irregularities"]
    assert entry["kind"] == "insufficient_bid" and entry["seat"] == "E"
    assert entry["trick"] is None and entry["call"] == "1S" and entry["over"] == "1NT"
    assert [(o["code"], o["side"]) for o in ruling["options"]] == [
        ("accept_bid", "opponents"),
        ("reject_bid", "opponents"),
    ]


def test_27A_accepted_by_the_lho_calling():
    """Law 27A (title: "Недостаточное назначение принято")."""
    ruling = rule(issue_scenario(auction=["1NT", "1S", "X", "Pass", "Pass", "Pass"]))
    assert ruling["irregularities"][0]["accepted"] is True
    assert ruling["contract"] == "1SX" and ruling["declarer"] == "E"
    # South's double already stands: the ruling does not send the auction back to him.
    ruled = [s["text"] for s in ruling["explanation"] if s.get("decides") == "ruling"]
    assert ruled[-1] == (
        "Недостаточное назначение 1♠ принято и считается легальным; торговля продолжается без "
        "наказания."
    )


def test_the_lho_who_accepts_by_choice_calls_next():
    ruling = rule(issue_scenario(auction=["1NT", "1S", {"choose": "accept_bid"}, "Pass"]))
    assert any(s["text"].endswith("торговля продолжается с Юга.") for s in ruling["explanation"])


def test_27B1A_lowest_sufficient_bid_same_denomination_no_penalty():
    """Law 27B1(A): "если оно было исправлено на ближайшее достаточное назначение в той же
    деноминации, торговля продолжается так, как будто нарушения не было"."""
    auction = ["1NT", "1S", {"choose": "reject_bid"}, "2S", "Pass", "3S", "Pass", "Pass", "Pass"]
    ruling = rule(issue_scenario(auction=auction))
    entry = ruling["irregularities"][0]
    assert entry["substitute"] == "2S" and entry["partner_must_pass"] is False
    assert ruling["contract"] == "3S" and ruling["declarer"] == "E"


def test_27B2_other_substitution_partner_passes_to_the_end():
    """Law 27B2: "партнёр нарушителя должен пасовать до конца торговли"."""
    auction = ["1NT", "1S", {"choose": "reject_bid"}, "2C", "Pass"]
    ruling = rule(issue_scenario(auction=auction))
    assert ruling["irregularities"][0]["partner_must_pass"] is True
    # West bids all the same: cancelled, and both East and West pass to the end (Law 37).
    barred = rule(issue_scenario(auction=[*auction, "2NT"]))
    assert barred["irregularities"][1]["reason"] == "obligation_to_pass"
    assert barred["irregularities"][1]["offender_must_pass"] == "rest"
    assert barred["auction"][-1] == {"seat": "S", "call": "Pass"}


def test_27B2_conventional_insufficient_bid():
    auction = ["1NT", {"call": "1S", "conventional": True}, {"call": "2S", "seat": "E"}]
    ruling = rule(issue_scenario(auction=auction))
    assert ruling["irregularities"][0]["partner_must_pass"] is True


REJECTED = ["1NT", "1S", {"choose": "reject_bid"}]


@pytest.mark.parametrize("replacement", ["X", "XX"])
@pytest.mark.parametrize("how", ["after_choice", "without_choice"])
def test_27B3_a_double_or_redouble_offered_for_the_insufficient_bid_is_cancelled(replacement, how):
    """The surviving Law 27B allows two replacements: the bid «исправлено на ближайшее
    достаточное назначение в той же деноминации» (27B1(A)) or «на любое другое достаточное
    назначение или на пас» (27B2). A double or a redouble is neither; the 1987 clause on it
    (27B3) is lost — the engine rules it: the call is cancelled, the offender still owes the
    replacement, and his partner must pass whenever it is his turn."""
    choice = [{"choose": "reject_bid"}] if how == "after_choice" else []
    auction = ["1NT", "1S", *choice, {"call": replacement, "seat": "E"}]
    ruling = rule(issue_scenario(auction=auction))
    [entry] = ruling["irregularities"]
    assert entry["attempted"] == replacement and entry["accepted"] is False
    assert "substitute" not in entry  # the replacement is still due
    assert entry["partner_must_pass"] is True
    assert ruling["auction"] == [{"seat": "N", "call": "1NT"}]  # the double does not stand
    made = auction_record(issue_scenario(auction=auction))
    assert (made[-1].call, made[-1].stands) == (replacement, False)
    assert ruling["options"] == [] and ruling["contract"] is None


def test_27B3_the_ruling_says_the_text_is_lost_and_cites_law_27_by_number():
    ruling = rule(issue_scenario(auction=[*REJECTED, "X"]))
    [notice] = [s for s in ruling["explanation"] if "27B3" in s["text"] and "сохранил" in s["text"]]
    assert notice["law"] == "27" and "не сохранился" in notice["text"]
    [cancelled] = [s for s in ruling["explanation"] if "контра отменяется" in s["text"]]
    assert cancelled["law"] == "27"
    assert "Запад, партнёр нарушителя, должен пасовать до конца торговли" in cancelled["text"]
    # Law 23: the enforced pass may damage the non-offending side.
    assert any(s["law"] == "23" for s in ruling["explanation"])
    # Said once, also when the offender tries twice.
    twice = rule(issue_scenario(auction=[*REJECTED, "X", "XX"]))
    assert sum("27B3" in s["text"] and "сохранил" in s["text"] for s in twice["explanation"]) == 1
    assert twice["irregularities"][0]["attempted"] == "XX"


@pytest.mark.parametrize("substitute", ["Pass", "2S", "3C"])
def test_27B3_the_offender_still_replaces_the_bid_and_his_partner_passes_whatever_he_chooses(
    substitute,
):
    """Even the lowest sufficient bid in the same denomination (2♠), which alone would leave
    the auction «так, как будто нарушения не было» (27B1(A)), no longer lifts the penalty."""
    ruling = rule(issue_scenario(auction=[*REJECTED, "X", substitute]))
    [entry] = ruling["irregularities"]
    assert entry["substitute"] == substitute and entry["partner_must_pass"] is True
    assert "27B1A" not in entry["laws"] and "27B1A" not in ruling["laws"]
    assert ruling["auction"][-1] == {"seat": "E", "call": substitute}
    last = ruling["explanation"][-1]
    assert last["law"] == "27" and "Запад по-прежнему пасует до конца торговли" in last["text"]
    assert ("«без наказания» (27B1) уже не действует" in last["text"]) is (substitute == "2S")
    with pytest.raises(ScenarioError, match="недостаточное"):
        rule(issue_scenario(auction=[*REJECTED, "X", "1H"]))


def test_27B3_a_call_by_the_offenders_partner_is_itself_an_irregularity():
    """West must pass: his 2♠ is cancelled (Law 37), and both East and West pass to the end."""
    auction = [*REJECTED, "X", "Pass", "2NT", "3S"]
    ruling = rule(issue_scenario(auction=auction))
    barred = ruling["irregularities"][1]
    assert (barred["kind"], barred["seat"], barred["reason"]) == (
        "inadmissible_call",
        "W",
        "obligation_to_pass",
    )
    assert barred["offender_must_pass"] == barred["partner_must_pass"] == "rest"
    # West's pass is what the rules allow him.
    passed = rule(issue_scenario(auction=[*REJECTED, "X", "Pass", "2NT", "Pass"]))
    assert len(passed["irregularities"]) == 1


@pytest.mark.parametrize(
    ("rest", "lead_penalty"),
    [
        # 1♠ never bid again (26A2) and the double (26B): the stronger, require or forbid.
        (["Pass", "3NT", "Pass", "Pass", "Pass"], "require_or_forbid"),
        # 1♠ bid later as 2♠ (26A1: no restriction for it); the double alone (26B).
        (["2S", "Pass", "Pass", "3NT", "Pass", "Pass", "Pass"], "forbid_any_suit"),
    ],
)
def test_27B3_lead_penalties_of_law_26_for_both_withdrawn_calls(rest, lead_penalty):
    ruling = rule(issue_scenario(auction=[*REJECTED, "X", *rest]))
    assert (ruling["contract"], ruling["declarer"]) == ("3NT", "N")
    assert ruling["irregularities"][0]["lead_penalty"] == lead_penalty
    withdrawn = [s["text"] for s in ruling["explanation"] if s["text"].startswith("Отменённая")]
    assert len(withdrawn) == 2 and "контра" in withdrawn[1]


def test_substitution_must_be_sufficient():
    with pytest.raises(ScenarioError, match="недостаточное"):
        rule(issue_scenario(auction=["1NT", "1S", {"choose": "reject_bid"}, "1H"]))


@pytest.mark.parametrize(
    "auction",
    [["1H", {"call": "1D", "seat": "E"}], ["1H", {"call": "1S", "seat": "S"}]],
    ids=["insufficient_bid", "call_out_of_rotation"],
)
def test_no_play_while_an_auction_choice_is_open(auction):
    """Even with the contract given, a card cannot follow an auction stopped at a choice."""
    scenario = issue_scenario(auction=auction, contract="1H", declarer="N", play=["SJ"])
    with pytest.raises(ScenarioError, match=r"play\[0\].*сначала нужен выбор"):
        rule(scenario)
    del scenario["play"]
    assert [o["code"] for o in rule(scenario)["options"]][0] in ("accept_bid", "accept_call")


def test_27B_the_refused_bid_must_be_replaced_cites_27B_not_27B1A():
    """27B1(A) reads «Без наказания» — an outcome of one substitution; the requirement to
    replace the refused bid by a sufficient bid or a pass is 27B (only its title survives)."""
    ruling = rule(issue_scenario(auction=["1NT", "1S", {"choose": "reject_bid"}]))
    [requirement] = [s for s in ruling["explanation"] if "должен заменить" in s["text"]]
    assert requirement["law"] == "27B"
    assert "не сохранился" in requirement["text"]
