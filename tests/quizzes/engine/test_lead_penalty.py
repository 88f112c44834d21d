"""Law 26: lead penalties after a withdrawn call. Only the titles of Law 26 survive (the
contents: A «Заявка касалась определённой масти» — 1 «Масть специфицирована позднее», 2 «Масть
не специфицирована позднее»; B «Другие отменённые заявки»); the engine applies the 1987 rule
in its own words and cites the law by number.

The deal is the engine's example deal, North deals. West bids 2♣ out of rotation at East's
turn (his partner's); it is cancelled (Law 31B): East must pass to the end, NS reach 3NT by
North, and East — the partner of the offender — is on lead."""

import pytest

from quizzes.engine import ScenarioError, rule

from .deals import issue_scenario

CLUBS_OUT_OF_ROTATION = [
    "1NT",
    {"call": "2C", "seat": "W"},
    {"choose": "cancel_call"},
    "Pass",
    "3NT",
    "Pass",
    "Pass",
    "Pass",
]
FORBID_CLUBS = {"choose": "forbid_lead", "suit": "C"}

# East may not lead a club: he leads the ♦K; he gets the lead back only at trick 8, when the
# prohibition has ended (it lasts while he keeps the lead), and cashes his clubs at last.
PLAY_WITHOUT_CLUBS = [
    "DK", "D4", "D8", "DA",
    "SA", "S3", "S5", "S8",
    "SK", "S4", "S6", "S9",
    "SQ", "SJ", "S7", "ST",
    "S2", "DJ", "D5", "D9",
    "HK", "H4", "H5", "H8",
    "H2", "HJ", "HA", "H9",
    "H6", "HT", "H3", "HQ",
    "CA", "C5", "C7", "C2",
    "CK", "C6", "C8", "C3",
    "CQ", "D6", "C9", "C4",
    "CJ", "D7", "CT", "D2",
    "DQ", "H7", "DT", "D3",
]  # fmt: skip

# East leads his clubs all the same: each lead breaks the prohibition (a revoke, 61A).
PLAY_CLUBS_ANYWAY = [
    "CA", "C5", "C7", "C2",
    "CK", "C6", "C8", "C3",
    "CQ", "D4", "C9", "C4",
    "CJ", "D5", "CT", "D2",
    "DK", "D6", "D8", "DA",
    "SA", "S3", "S5", "S8",
    "SK", "S4", "S6", "S9",
    "SQ", "SJ", "S7", "ST",
    "S2", "DJ", "D7", "D9",
    "HK", "H4", "H5", "H8",
    "H2", "HJ", "HA", "H9",
    "H6", "HT", "H3", "HQ",
    "DQ", "H7", "DT", "D3",
]  # fmt: skip


def ruled(auction=CLUBS_OUT_OF_ROTATION, play=None):
    return rule(issue_scenario(play=play, auction=auction))


def codes(ruling):
    return [(o["code"], o.get("suit")) for o in ruling["options"]]


def test_26A2_declarer_may_require_or_forbid_the_suit_of_the_withdrawn_bid():
    ruling = ruled()
    assert ruling["contract"] == "3NT" and ruling["declarer"] == "N"
    assert ruling["irregularities"][0]["lead_penalty"] == "require_or_forbid"
    assert codes(ruling) == [
        ("require_lead", "C"),
        ("forbid_lead", "C"),
        ("no_lead_restriction", None),
    ]
    assert {o["side"] for o in ruling["options"]} == {"declarer"}
    assert all(o["laws"] == ["26"] for o in ruling["options"])
    # Law 26 keeps only its titles: cited by number, and the ruling says the text is lost.
    assert "26" in ruling["laws"] and not any(
        law.startswith("26") and law != "26" for law in ruling["laws"]
    )
    assert any("сохранились только заголовки" in s["text"] for s in ruling["explanation"])


def test_26_the_opening_leader_waits_for_declarer():
    with pytest.raises(ScenarioError, match="правило 26"):
        ruled(play=["DK"])


def test_26A2_forbidden_all_thirteen_tricks():
    """East leads a diamond; the prohibition ends when North wins trick 1; East cashes his
    clubs at the end. NS make 7 tricks: 3NT two down, −100."""
    ruling = ruled(play=[FORBID_CLUBS, *PLAY_WITHOUT_CLUBS])
    assert [i["kind"] for i in ruling["irregularities"]] == ["call_out_of_rotation"]
    assert len(ruling["tricks"]) == 13 and ruling["next"] is None
    assert ruling["declarer_tricks"] == 7 and ruling["score"] == -100


def test_26A2_the_forbidden_suit_led_is_a_revoke_and_law_64_follows():
    """Every club East leads while he keeps the lead breaks the prohibition (61A: «failure to
    lead … a card or suit required by law or specified by an opponent»). The first revoke is
    established and East won its trick: two tricks go over (64A1); the repeated revokes in the
    same suit carry no further penalty (64B2). 7 + 2 = 9 tricks: 3NT made, +400."""
    ruling = ruled(play=[FORBID_CLUBS, *PLAY_CLUBS_ANYWAY])
    revokes = [i for i in ruling["irregularities"] if i["kind"] == "revoke"]
    assert [r["card"] for r in revokes] == ["CA", "CK", "CQ", "CJ"]
    assert {r["reason"] for r in revokes} == {"lead_restriction"}
    assert [r["penalty_tricks"] for r in revokes] == [2, 0, 0, 0]
    assert ruling["declarer_tricks_played"] == 7 and ruling["declarer_tricks"] == 9
    assert ruling["score"] == 400


@pytest.mark.parametrize(
    ("choice", "lead", "revoke"),
    [
        ({"choose": "require_lead", "suit": "C"}, "CA", False),
        ({"choose": "require_lead", "suit": "C"}, "DK", True),
        (FORBID_CLUBS, "DK", False),
        (FORBID_CLUBS, "CA", True),
        ({"choose": "no_lead_restriction"}, "CA", False),
    ],
)
def test_26A2_the_opening_lead_under_declarers_choice(choice, lead, revoke):
    ruling = ruled(play=[choice, lead])
    found = [i for i in ruling["irregularities"] if i["kind"] == "revoke"]
    assert bool(found) is revoke


# (auction, the withdrawn call's outcome, the options offered to declarer)
OUTCOMES = [
    # 26A1: West bids clubs again later in the legal auction — no lead penalty.
    (
        ["1NT", {"call": "2C", "seat": "W"}, {"choose": "cancel_call"}, "Pass", "2NT", "3C",
         "3NT", "Pass", "Pass", "Pass"],
        "suit_bid_later",
        [],
    ),
    # 26B: a withdrawn double — declarer may forbid any one suit.
    (
        ["1NT", {"call": "X", "seat": "W"}, {"choose": "cancel_call"}, "Pass", "3NT", "Pass",
         "Pass", "Pass"],
        "forbid_any_suit",
        [("forbid_lead", s) for s in "SHDC"] + [("no_lead_restriction", None)],
    ),
    # 26B: a withdrawn no-trump bid names no suit.
    (
        ["Pass", {"call": "1NT", "seat": "W"}, {"choose": "cancel_call"}, "Pass", "1D", "Pass",
         "3NT", "Pass", "Pass", "Pass"],
        "forbid_any_suit",
        [("forbid_lead", s) for s in "SHDC"] + [("no_lead_restriction", None)],
    ),
]  # fmt: skip


@pytest.mark.parametrize(("auction", "outcome", "options"), OUTCOMES)
def test_26_what_declarer_may_do(auction, outcome, options):
    ruling = ruled(auction)
    assert ruling["irregularities"][0]["lead_penalty"] == outcome
    assert codes(ruling) == options


def test_26_no_lead_penalty_when_the_offending_side_declares():
    """South bids 1♥ at North's turn; cancelled, North must pass to the end — and South
    becomes declarer: Law 26 restricts only a defender's partner."""
    auction = [{"call": "1H", "seat": "S"}, {"choose": "cancel_call"}, "Pass", "Pass", "1H"]
    auction += ["Pass", "Pass", "Pass"]
    ruling = ruled(auction)
    assert ruling["declarer"] == "S"
    assert ruling["irregularities"][0]["lead_penalty"] == "declaring_side"
    assert ruling["options"] == []


def test_26_the_partner_not_on_lead_is_restricted_at_his_first_lead():
    """East bids 2♣ at West's turn (his partner's): West must pass, NS play 3NT by North and
    East himself leads. West's first turn to lead comes when he wins a trick — trick 1, with
    the ♥8 North lets hold: only then does declarer choose."""
    auction = ["1NT", "Pass", "Pass", {"call": "2C", "seat": "E"}, {"choose": "cancel_call"}]
    auction += ["Pass", "3NT", "Pass", "Pass", "Pass"]
    assert ruled(auction)["options"] == []
    ruling = ruled(auction, play=["H4", "H5", "H8", "H2"])
    assert ruling["tricks"][0]["winner"] == "W" and ruling["next"] == "W"
    assert codes(ruling)[:2] == [("require_lead", "C"), ("forbid_lead", "C")]
    with pytest.raises(ScenarioError, match="правило 26"):
        ruled(auction, play=["H4", "H5", "H8", "H2", "ST"])
