"""A call out of rotation (Law 29; Laws 30–32 are not among the surviving sources)."""

from quizzes.engine import rule

from .deals import issue_scenario


def test_detected_with_options():
    ruling = rule(issue_scenario(auction=[{"call": "1H", "seat": "S"}]))
    [entry] = ruling["irregularities"]
    assert entry["kind"] == "call_out_of_rotation" and entry["seat"] == "S"
    assert [o["code"] for o in ruling["options"]] == ["accept_call", "cancel_call"]
    # Law 29 is not in the sources: it is cited by its number, never by a clause.
    assert [o["laws"] for o in ruling["options"]] == [["29"], ["29"]]


def test_lho_calls_and_the_call_stands():
    ruling = rule(
        issue_scenario(auction=[{"call": "1H", "seat": "S"}, "Pass", "2H", "Pass", "Pass", "Pass"])
    )
    assert ruling["irregularities"][0]["accepted"] is True
    assert ruling["contract"] == "2H" and ruling["declarer"] == "S"
    assert ruling["auction"][0] == {"seat": "S", "call": "1H"}


def test_cancelled_back_to_the_right_player():
    ruling = rule(
        issue_scenario(auction=[{"call": "1H", "seat": "S"}, {"choose": "cancel_call"}, "1NT"])
    )
    assert ruling["auction"] == [{"seat": "N", "call": "1NT"}]
    assert ruling["laws"] == ["29"]
