"""Law 24: a card exposed or led during the auction."""

import pytest

from quizzes.engine import ScenarioError, rule

from .deals import issue_scenario


def auction_with(exposed, lead=False, seat="W", east="Pass"):
    return [
        "1NT",
        "Pass",
        {"expose": exposed, "seat": seat, "lead": lead},
        "3NT",
        "Pass",
        "Pass",
        east,
    ]


def test_24A_single_small_card_no_further_penalty():
    """Law 24A: "Если это одиночная карта младше онера, которой не было сделано
    преждевременного хода, то дальнейшего наказания нет"."""
    ruling = rule(issue_scenario(auction=auction_with(["H8"])))
    [entry] = ruling["irregularities"]
    assert entry["kind"] == "exposed_card_auction" and entry["partner_must_pass"] is False
    assert entry["laws"] == ["24", "24A"]
    assert [o["code"] for o in ruling["options"]] == [
        "treat_as_penalty_cards",
        "waive_penalty_cards",
    ]


def test_24B_single_honour_partner_must_pass():
    """Law 24B: "партнёр нарушителя должен пасовать в свою следующую очередь заявки"."""
    ruling = rule(issue_scenario(auction=auction_with(["HT"])))
    assert ruling["irregularities"][0]["partner_must_pass"] is True
    # East bids all the same: a bid by a player required to pass (Law 37) is cancelled.
    barred = rule(issue_scenario(auction=["1NT", {"expose": ["HT"], "seat": "W"}, "2C"]))
    inadmissible = barred["irregularities"][1]
    assert (inadmissible["kind"], inadmissible["seat"]) == ("inadmissible_call", "E")
    assert inadmissible["reason"] == "obligation_to_pass" and "37" in inadmissible["laws"]
    assert barred["auction"] == [{"seat": "N", "call": "1NT"}]


def test_24_declarer_treats_the_cards_as_penalty_cards_then_50E2():
    """Law 24: "если нарушитель впоследствие становится вистующим, то разыгрывающий может
    рассматривать каждую такую карту, как штрафную (см. правило 50)"."""
    scenario = issue_scenario([{"choose": "treat_as_penalty_cards"}], auction=auction_with(["HT"]))
    ruling = rule(scenario)
    assert ruling["penalty_cards"] == {"W": [{"card": "HT", "major": True}]}
    # East, West's partner, is on lead: declarer's Law 50E2 options follow.
    assert ruling["options"][0]["code"] == "require_lead"


def test_24_waived():
    scenario = issue_scenario(
        [{"choose": "waive_penalty_cards"}, "CA"], auction=auction_with(["H8"])
    )
    assert rule(scenario)["penalty_cards"] == {}


def test_24_offender_becomes_dummy_no_penalty_card():
    ruling = rule(
        issue_scenario(
            auction=["1NT", "Pass", {"expose": ["H5"], "seat": "S"}, "3NT", "Pass", "Pass", "Pass"]
        )
    )
    assert ruling["options"] == [] and ruling["penalty_cards"] == {}


def test_24_card_must_belong_to_the_seat():
    with pytest.raises(ScenarioError, match=r"auction\[1\]"):
        rule(issue_scenario(auction=["1NT", {"expose": ["SA"], "seat": "W"}]))
