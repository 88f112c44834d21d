"""Law 25: legal and illegal changes of call. Only its titles survive (the contents: A
«Немедленное исправление нечаянной оплошности»; B «Задержанная или преднамеренная коррекция» —
1 «Замена заявки принята», 2 «Замена заявки не принята»: (A) «Первая заявка нелегальна»,
(B) «Первая заявка легальна» — (1) оставить первую заявку, (2) изменить заявку; (C)
«Ограничения на ход»). The engine applies the 1987 rule and cites the law by number.

North deals and opens 1NT, East passes, South bids 2♣ and then changes it."""

import pytest

from quizzes.engine import ScenarioError, rule

from .deals import issue_scenario, only, standing

OPENING = ["1NT", "Pass", "2C"]


def ruled(auction):
    return rule(issue_scenario(auction=[*OPENING, *auction]))


def change(ruling):
    return only(ruling, "change_of_call")


def test_25A_a_slip_corrected_without_pause_no_penalty():
    ruling = ruled([{"change": "2D", "inadvertent": True}])
    entry = change(ruling)
    assert (entry["call"], entry["substitute"], entry["resolution"]) == ("2C", "2D", "intended")
    assert entry["partner_must_pass"] is False and ruling["options"] == []
    assert standing(ruling)[-1] == ("S", "2D")
    assert ruling["laws"][:1] == ["25"]


def test_25A_the_intended_call_illegal_its_own_law_applies():
    """The intended call is insufficient: Law 27 rules it."""
    ruling = rule(issue_scenario(auction=["1NT", "2C", {"change": "1S", "inadvertent": True}]))
    assert [i["kind"] for i in ruling["irregularities"]] == ["change_of_call", "insufficient_bid"]
    assert [o["code"] for o in ruling["options"]] == ["accept_bid", "reject_bid"]


@pytest.mark.parametrize("written", [{"change": "2S"}, {"call": "2S", "seat": "S"}])
def test_25B_the_lho_may_accept_the_substituted_call(written):
    ruling = ruled([written])
    entry = change(ruling)
    assert entry["inadvertent"] is False and entry["accepted"] is None
    assert [(o["code"], o["side"]) for o in ruling["options"]] == [
        ("accept_change", "opponents"),
        ("reject_change", "opponents"),
    ]


@pytest.mark.parametrize(
    "items",
    [[{"choose": "accept_change"}, "Pass"], ["Pass"]],
    ids=["chosen", "west_calls"],
)
def test_25B1_accepted_the_substitute_stands_without_penalty(items):
    ruling = ruled([{"change": "2S"}, *items])
    entry = change(ruling)
    assert entry["accepted"] is True and entry["resolution"] == "accepted"
    assert standing(ruling)[2:] == [("S", "2S"), ("W", "Pass")]


@pytest.mark.parametrize(
    ("choice", "then", "resolution", "partner_barred", "south_calls"),
    [
        # 25B2(b)(1): the first call stands; the auction goes on (North may bid 4NT).
        ("keep_call", ["Pass", "4NT"], "first_call_stands", False, "2C"),
        # 25B2(b)(2): another legal call; his partner must pass to the end (North's 4NT is
        # a bid by a player required to pass, Law 37).
        ("change_call", ["3NT", "Pass", "4NT"], "other_call", True, "3NT"),
    ],
)
def test_25B2_not_accepted_the_offender_chooses(
    choice, then, resolution, partner_barred, south_calls
):
    rejected = ruled([{"change": "2S"}, {"choose": "reject_change"}])
    assert [(o["code"], o["side"]) for o in rejected["options"]] == [
        ("keep_call", "offender"),
        ("change_call", "offender"),
    ]
    ruling = ruled([{"change": "2S"}, {"choose": "reject_change"}, {"choose": choice}, *then])
    entry = change(ruling)
    assert entry["accepted"] is False and entry["resolution"] == resolution
    assert entry["partner_must_pass"] is partner_barred
    assert ("S", south_calls) in standing(ruling)
    assert ("S", "2S") not in standing(ruling)
    broke = [i for i in ruling["irregularities"] if i["kind"] == "inadmissible_call"]
    assert bool(broke) is partner_barred


def test_25B2_the_other_call_must_be_another_one():
    with pytest.raises(ScenarioError, match="нужна другая заявка"):
        ruled([{"change": "2S"}, {"choose": "reject_change"}, {"choose": "change_call"}, "2C"])


@pytest.mark.parametrize(
    ("items", "outcome"),
    [
        # The withdrawn 2♠ (the substituted call): the offender's side declares.
        ([{"choose": "keep_call"}, "Pass", "3NT", "Pass", "Pass", "Pass"], "declaring_side"),
    ],
)
def test_25B2C_law_26_is_worked_out_when_the_auction_ends(items, outcome):
    ruling = ruled([{"change": "2S"}, {"choose": "reject_change"}, *items])
    assert change(ruling)["lead_penalty"] == outcome


def test_25B2C_a_defender_withdrew_a_suit_bid():
    """East overcalls 2♣, changes it to 2♦ (not accepted) and keeps 2♣; NS play 3NT: East's
    withdrawn 2♦ named diamonds, never bid later — declarer may require or forbid a diamond
    lead from West when he first leads (Law 26)."""
    auction = ["1NT", "2C", {"change": "2D"}, {"choose": "reject_change"}, {"choose": "keep_call"}]
    auction += ["Pass", "Pass", "Pass"]
    ruling = rule(issue_scenario(auction=auction))
    assert ruling["contract"] == "2C" and ruling["declarer"] == "E"
    auction[-3:] = ["3NT", "Pass", "Pass", "Pass", "Pass"]
    ruling = rule(issue_scenario(auction=auction))
    assert ruling["declarer"] == "N"
    assert change(ruling)["lead_penalty"] == "require_or_forbid"


@pytest.mark.parametrize(
    ("auction", "message"),
    [
        ([{"change": "2C"}], "не изменилась"),
        (["Pass", {"change": "2S", "seat": "S"}], "последнюю заявку"),
        ([{"change": "1S"}], "нелегальной"),
        (["Pass", "Pass", "Pass", {"change": "3NT"}], "торговля уже закончилась"),
    ],
)
def test_changes_the_engine_refuses(auction, message):
    with pytest.raises(ScenarioError, match=message):
        ruled(auction)
