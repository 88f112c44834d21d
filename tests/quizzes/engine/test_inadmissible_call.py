"""Laws 35–39: inadmissible calls. Their 1987 text is not among the surviving sources: the
engine applies the 1987 rule and cites the laws by number; the doubling rules it relies on are
Law 19, whose 19B1 survives: «Игрок может реконтрировать только последнюю из предшествующих
контр. Эта контра должна исходить от оппонента, и после неё не должно быть сделано никаких
заявок, кроме пасов.» North deals (the engine's example deal)."""

import pytest

from quizzes.engine import rule

from .deals import issue_scenario


def ruled(auction, play=None):
    return rule(issue_scenario(play=play, auction=auction))


def inadmissible(ruling):
    return [i for i in ruling["irregularities"] if i["kind"] == "inadmissible_call"]


def standing(ruling):
    return [(c["seat"], c["call"]) for c in ruling["auction"]]


# (auction, offender, reason, law, offender must pass, partner must pass)
CASES = [
    # Law 36: a double Law 19 does not permit — of partner's bid, of a pass, of a doubled bid.
    (["1NT", "Pass", "X"], "S", "double_not_permitted", "36", "no", "rest"),
    (["Pass", "X"], "E", "double_not_permitted", "36", "no", "rest"),
    (["1NT", "X", "Pass", "X"], "W", "double_not_permitted", "36", "no", "rest"),
    # Law 36 with 19B1: a redouble without an opponent's double, of partner's double.
    (["1NT", "Pass", "Pass", "XX"], "W", "redouble_not_permitted", "36", "no", "rest"),
    (["1NT", "X", "Pass", "XX"], "W", "redouble_not_permitted", "36", "no", "rest"),
    # Law 37: a bid by a player required to pass (27B2 barred West).
    (["1NT", "1S", {"choose": "reject_bid"}, "2C", "Pass", "2S"], "W", "obligation_to_pass", "37",
     "rest", "rest"),
    # Law 38: a bid of more than seven.
    (["7NT", "8C"], "E", "bid_above_seven", "38", "rest", "rest"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("auction", "offender", "reason", "law", "offender_passes", "partner_passes"), CASES
)
def test_the_inadmissible_call_is_cancelled(
    auction, offender, reason, law, offender_passes, partner_passes
):
    ruling = ruled(auction)
    [entry] = inadmissible(ruling)
    assert (entry["seat"], entry["reason"]) == (offender, reason)
    assert (entry["offender_must_pass"], entry["partner_must_pass"]) == (
        offender_passes,
        partner_passes,
    )
    assert "35" in entry["laws"] and law in entry["laws"]
    # Cancelled: it does not stand, nobody is offered to accept it, the offender calls again.
    assert standing(ruling)[-1][0] != offender or standing(ruling)[-1][1] != auction[-1]
    assert ruling["options"] == []
    assert any(
        "35–39" in step["text"] and "не сохранился" in step["text"]
        for step in ruling["explanation"]
    )


def test_36_the_double_of_partners_bid_cites_19A_and_the_redouble_19B1():
    assert "19A" in ruled(["1NT", "Pass", "X"])["laws"]
    assert "19B1" in ruled(["1NT", "Pass", "Pass", "XX"])["laws"]
    # The legal redouble of an opponent's double is no irregularity.
    legal = ruled(["1NT", "X", "XX"])
    assert legal["irregularities"] == [] and standing(legal)[-1] == ("S", "XX")


def test_36_the_offender_substitutes_any_legal_call_partner_passes_to_the_end():
    ruling = ruled(["1NT", "Pass", "X", "2C", "Pass", "Pass", "Pass"])
    assert ruling["contract"] == "2C" and ruling["declarer"] == "S"
    # North, the offender's partner, bid again: Law 37.
    barred = ruled(["1NT", "Pass", "X", "2C", "Pass", "2NT"])
    assert [i["reason"] for i in inadmissible(barred)] == [
        "double_not_permitted",
        "obligation_to_pass",
    ]


def test_37_both_members_of_the_offending_side_pass_to_the_end():
    auction = ["1NT", "1S", {"choose": "reject_bid"}, "2C", "Pass", "2S", "Pass", "Pass"]
    ruling = ruled([*auction, "3C"])  # East, the offender's partner, bids: Law 37 again
    assert [i["seat"] for i in inadmissible(ruling)] == ["W", "E"]


def test_38_no_contract_above_seven_the_offending_side_passes():
    ruling = ruled(["7NT", "8C", "Pass", "Pass", "Pass"])
    assert ruling["contract"] == "7NT" and ruling["declarer"] == "N"
    [entry] = inadmissible(ruling)
    assert entry["call"] == "8C" and entry["lead_penalty"] == "require_or_forbid"
    assert any("8♣" in step["text"] for step in ruling["explanation"])


@pytest.mark.parametrize(
    ("call", "seat", "lead_penalty", "options"),
    [
        # 39A: a pass by either side, a call by the declaring side — no penalty.
        ("Pass", "W", None, []),
        ("X", "N", None, []),
        ("4S", "S", None, []),
        # 39B: a bid, double or redouble by a defender — Law 26 may apply.
        ("4S", "W", "require_or_forbid", ["require_lead", "forbid_lead", "no_lead_restriction"]),
        ("X", "E", "forbid_any_suit", ["forbid_lead"] * 4 + ["no_lead_restriction"]),
    ],
)
def test_39_a_call_after_the_final_pass(call, seat, lead_penalty, options):
    auction = ["1NT", "Pass", "3NT", "Pass", "Pass", "Pass", {"call": call, "seat": seat}]
    ruling = ruled(auction)
    assert ruling["contract"] == "3NT" and len(ruling["auction"]) == 6
    [entry] = inadmissible(ruling)
    assert entry["reason"] == "after_final_pass" and "39" in entry["laws"]
    assert entry.get("lead_penalty") == lead_penalty
    # The restriction is on the offender's partner at his first lead: East leads at once
    # (West offended); West (East offended) leads once he wins a trick — here trick 1.
    if seat == "E":
        ruling = ruled(auction, play=["H4", "H5", "H8", "H2"])
    assert [o["code"] for o in ruling["options"]] == options
