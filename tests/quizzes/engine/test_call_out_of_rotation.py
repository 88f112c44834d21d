"""A call out of rotation (Laws 28–33). The 1987 text of these laws is not among the surviving
sources: the engine applies the 1987 rule in its own words and cites the laws by number (never
a clause). The deal is the engine's example deal; North deals."""

import pytest

from quizzes.engine import ScenarioError, rule

from .deals import issue_scenario, only, standing

CANCEL = {"choose": "cancel_call"}


def ruled(auction, play=None):
    return rule(issue_scenario(play=play, auction=auction))


def out_of_rotation(ruling):
    return only(ruling, "call_out_of_rotation")


def test_detected_with_options_for_the_opponents():
    ruling = ruled([{"call": "1H", "seat": "S"}])
    entry = out_of_rotation(ruling)
    assert (entry["seat"], entry["proper"], entry["turn"]) == ("S", "N", "partner")
    assert entry["clause"] is None and entry["accepted"] is None
    assert [(o["code"], o["side"]) for o in ruling["options"]] == [
        ("accept_call", "opponents"),
        ("cancel_call", "opponents"),
    ]
    # Law 29 is not in the sources: cited by its number, never by a clause.
    assert [o["laws"] for o in ruling["options"]] == [["29"], ["29"]]
    assert any("не сохранился" in step["text"] for step in ruling["explanation"])


@pytest.mark.parametrize(
    ("call", "law"),
    [("P", "30"), ("1H", "31"), ("X", "32")],
)  # fmt: skip
def test_the_explanation_names_both_choices_and_the_law_that_follows_a_cancel(call, law):
    # The dealer North has opened 1♣; West then calls at his partner East's turn.
    auction = [{"call": "1C", "seat": "N"}, {"call": call, "seat": "W"}]
    texts = [step["text"] for step in ruled(auction)["explanation"]]
    choice = next(text for text in texts if text.startswith("Выбор за противниками"))
    assert "остаётся в силе" in choice and "отменяется" in choice
    assert choice.endswith(f"с ограничениями правила {law}.")


@pytest.mark.parametrize(
    ("offender", "proper", "turn"),
    [("E", "N", "rho"), ("S", "N", "partner"), ("W", "N", "lho")],
)
def test_the_proper_caller_seen_from_the_offender(offender, proper, turn):
    entry = out_of_rotation(ruled([{"call": "1H", "seat": offender}]))
    assert (entry["proper"], entry["turn"]) == (proper, turn)


def test_29A_the_lho_calls_and_the_call_stands():
    ruling = ruled([{"call": "1H", "seat": "S"}, "Pass", "2H", "Pass", "Pass", "Pass"])
    entry = out_of_rotation(ruling)
    assert entry["accepted"] is True and entry["clause"] == "29A"
    assert entry["partner_must_pass"] == "no"
    assert ruling["contract"] == "2H" and ruling["declarer"] == "S"
    assert ruling["auction"][0] == {"seat": "S", "call": "1H"}


def test_28B_the_proper_caller_calls_first_no_penalty():
    """East bids at North's turn; North (whose turn it was) calls before the director rules:
    the call out of rotation is cancelled and the auction goes on as if East had not called."""
    ruling = ruled([{"call": "1S", "seat": "E"}, {"call": "1NT", "seat": "N"}, "2S", "Pass"])
    entry = out_of_rotation(ruling)
    assert entry["clause"] == "28B" and entry["accepted"] is False
    assert entry["offender_must_pass"] == entry["partner_must_pass"] == "no"
    assert standing(ruling) == [("N", "1NT"), ("E", "2S"), ("S", "Pass")]
    assert "28" in ruling["laws"] and "16C" in ruling["laws"]


def test_28A_a_call_at_the_turn_of_an_opponent_who_must_pass_is_in_rotation():
    """West shows the ♥10 (Law 24B: East must pass at his next turn); South bids at East's
    turn: that is in rotation, East's pass is taken as made."""
    ruling = ruled(["1NT", {"expose": ["HT"], "seat": "W"}, {"call": "2C", "seat": "S"}])
    assert [i["kind"] for i in ruling["irregularities"]] == ["exposed_card_auction"]
    assert standing(ruling) == [("N", "1NT"), ("E", "Pass"), ("S", "2C")]
    assert "28" in ruling["laws"]


# (auction up to the cancellation, the clause, offender must pass, partner must pass)
CANCELLED = [
    # Law 30A: a pass before any bid — the offender passes at his next turn.
    ([{"call": "Pass", "seat": "E"}], "30A", "next", "no"),
    ([{"call": "Pass", "seat": "S"}], "30A", "next", "no"),
    # Law 30B1: after a bid, at RHO's turn — the same.
    (["1NT", "Pass", {"call": "Pass", "seat": "W"}], "30B1", "next", "no"),
    # Law 30B2: after a bid, at partner's turn — the offender passes to the end.
    (["1NT", {"call": "Pass", "seat": "W"}], "30B2", "rest", "no"),
    # Law 31A: a bid at RHO's turn — it waits for the RHO's call.
    ([{"call": "1S", "seat": "E"}], "31A", None, None),
    # Law 31B: a bid at partner's turn, or at LHO's turn before the offender has called.
    ([{"call": "1H", "seat": "S"}], "31B", "no", "rest"),
    ([{"call": "1H", "seat": "W"}], "31B", "no", "rest"),
    # Law 32A: a double at partner's turn; 32B: at RHO's turn — it waits.
    (["1NT", {"call": "X", "seat": "W"}], "32A", "no", "rest"),
    (["1NT", "Pass", {"call": "X", "seat": "W"}], "32B", None, None),
]


@pytest.mark.parametrize(("auction", "clause", "offender", "partner"), CANCELLED)
def test_29B_cancelled_then_laws_30_to_32(auction, clause, offender, partner):
    ruling = ruled([*auction, CANCEL])
    entry = out_of_rotation(ruling)
    assert entry["accepted"] is False and entry["clause"] == clause
    assert (entry["offender_must_pass"], entry["partner_must_pass"]) == (offender, partner)
    # The auction reverts to the player whose turn it was; the cancelled call does not stand.
    assert (entry["seat"], auction[-1]["call"]) not in standing(ruling)
    # Laws 28–32 are cited by number only.
    assert all(law.isdigit() for law in entry["laws"])
    assert clause[:2] in ruling["laws"]


def test_30A_the_offender_who_must_pass_bids_law_37():
    ruling = ruled([{"call": "Pass", "seat": "S"}, CANCEL, "1NT", "Pass", "2C"])
    [_, inadmissible] = ruling["irregularities"]
    assert inadmissible["reason"] == "obligation_to_pass" and inadmissible["seat"] == "S"


def test_30B2_partner_may_bid_or_pass_but_not_double_at_that_turn():
    auction = ["1NT", {"call": "Pass", "seat": "W"}, CANCEL]
    with pytest.raises(ScenarioError, match="не может контрировать"):
        ruled([*auction, "X"])
    ruling = ruled([*auction, "2H", "Pass", "Pass", "X"])
    assert standing(ruling)[-1] == ("N", "X")
    # Law 23B survives: the director may adjust after a damaging pass at partner's turn.
    assert "23B" in ruling["laws"]


@pytest.mark.parametrize(
    ("after", "clause", "partner", "lead_penalty"),
    [
        # 31A1: the RHO passes — the offender repeats his bid, no penalty.
        (["Pass", "1S", "Pass", "Pass", "Pass"], "31A1", "no", None),
        # 31A2(a): the RHO bids — the offender repeats the denomination: partner passes once.
        (["1NT", "2S", "Pass", "Pass", "Pass"], "31A2A", "next", None),
        # 31A2(b): another call — partner passes to the end, Law 26 may apply.
        (["1NT", "X", "Pass", "Pass", "Pass"], "31A2B", "rest", "require_or_forbid"),
    ],
)
def test_31A_a_bid_at_the_rho_turn_depends_on_the_rho(after, clause, partner, lead_penalty):
    ruling = ruled([{"call": "1S", "seat": "E"}, CANCEL, *after])
    entry = out_of_rotation(ruling)
    assert entry["clause"] == clause and entry["partner_must_pass"] == partner
    assert entry.get("lead_penalty") == lead_penalty


def test_31A1_the_offender_must_repeat_his_bid():
    with pytest.raises(ScenarioError, match="обязан повторить 1♠"):
        ruled([{"call": "1S", "seat": "E"}, CANCEL, "Pass", "1H"])


def test_31A2A_partner_barred_once():
    auction = [{"call": "1S", "seat": "E"}, CANCEL, "1NT", "2S", "Pass"]
    barred = ruled([*auction, "3S"])
    assert barred["irregularities"][1]["reason"] == "obligation_to_pass"
    # After his one pass West may bid again.
    ruling = ruled([*auction, "Pass", "3C", "Pass", "Pass", "3S", "Pass", "Pass", "Pass"])
    assert ruling["contract"] == "3S" and ruling["declarer"] == "E"


@pytest.mark.parametrize(
    ("after", "clause", "partner"),
    [(["Pass", "X"], "32B1", "no"), (["2C", "Pass"], "32B2", "rest")],
)
def test_32B_a_double_at_the_rho_turn(after, clause, partner):
    ruling = ruled(["1NT", "Pass", {"call": "X", "seat": "W"}, CANCEL, *after])
    entry = out_of_rotation(ruling)
    assert entry["clause"] == clause and entry["partner_must_pass"] == partner


def test_32B1_the_double_must_be_repeated():
    with pytest.raises(ScenarioError, match="обязан повторить контра|обязан повторить"):
        ruled(["1NT", "Pass", {"call": "X", "seat": "W"}, CANCEL, "Pass", "Pass"])


def test_33_a_simultaneous_call_is_deemed_subsequent():
    """East passes and South bids at the same moment: South's call counts as made after
    East's — in rotation, no irregularity."""
    ruling = ruled(["1NT", "Pass", {"call": "2C", "seat": "S", "simultaneous": True}])
    assert ruling["irregularities"] == []
    assert standing(ruling)[-1] == ("S", "2C") and "33" in ruling["laws"]


def test_33_a_simultaneous_call_after_which_it_is_still_out_of_rotation():
    """West calls together with East: deemed after East's, at South's turn — West's RHO."""
    ruling = ruled(["1NT", "Pass", {"call": "2C", "seat": "W", "simultaneous": True}])
    entry = out_of_rotation(ruling)
    assert entry["simultaneous"] is True and entry["turn"] == "rho"


def test_a_later_call_at_the_lho_turn_is_a_change_of_call():
    ruling = ruled(["1NT", "Pass", "2C", {"call": "2S", "seat": "S"}])
    assert [i["kind"] for i in ruling["irregularities"]] == ["change_of_call"]


@pytest.mark.parametrize(
    "auction",
    [
        # a bid out of rotation by a player required to pass (27B2)
        ["1NT", "1S", {"choose": "reject_bid"}, "2C", {"call": "2H", "seat": "W"}],
        ["1NT", "Pass", {"call": "1S", "seat": "W"}],  # insufficient out of rotation
        [{"call": "8S", "seat": "E"}],
    ],
)
def test_what_is_not_modelled_says_so(auction):
    with pytest.raises(ScenarioError, match="не разбирает"):
        ruled(auction)
