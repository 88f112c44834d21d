"""Law 27: the insufficient bid. Dealer North opens 1NT; East bids 1S."""

import pytest

from quizzes.engine import ScenarioError, rule

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


@pytest.mark.parametrize("replacement", ["X", "XX"])
@pytest.mark.parametrize("how", ["after_choice", "without_choice"])
def test_27B_a_double_or_redouble_cannot_replace_the_insufficient_bid(replacement, how):
    """Law 27B1/27B2: the bid is "исправлено на ближайшее достаточное назначение" or "на любое
    другое достаточное назначение или на пас" — a double or a redouble is neither."""
    choice = [{"choose": "reject_bid"}] if how == "after_choice" else []
    auction = ["1NT", "1S", *choice, {"call": replacement, "seat": "E"}]
    with pytest.raises(ScenarioError, match="27B") as error:
        rule(issue_scenario(auction=auction))
    assert "достаточным назначением или пасом" in str(error.value)
    # A pass, and any sufficient bid, are accepted in the same place.
    for substitute in ("Pass", "2S", "3C"):
        auction[-1] = {"call": substitute, "seat": "E"}
        assert rule(issue_scenario(auction=auction))["irregularities"][0]["substitute"] == (
            substitute
        )


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
