"""The end positions the revoke calculator hands to rule(): each must be a legal play with
exactly one revoke, established, by the right player, with the tricks the form describes."""

import pytest

from quizzes.engine import rule
from quizzes.tools.revoke_position import LATER_TRICKS, OFFENDERS, REVOKE_TRICK, build

CASES = [
    (role, won_by, later)
    for role in OFFENDERS
    for won_by in ("offender", "partner", "opponents")
    for later in range(LATER_TRICKS + 1)
]


@pytest.mark.parametrize(("role", "won_by", "later"), CASES)
def test_position_is_one_established_revoke_as_described(role, won_by, later):
    ruling = rule(build(role, won_by, later))
    offender = OFFENDERS[role].letter
    partner = "NESW"[("NESW".index(offender) + 2) % 4]
    (revoke,) = ruling["irregularities"]
    assert revoke["kind"] == "revoke" and revoke["established"]
    assert (revoke["seat"], revoke["trick"]) == (offender, REVOKE_TRICK)
    winners = [trick["winner"] for trick in ruling["tricks"]]
    expected = {"offender": offender, "partner": partner}.get(won_by)
    if expected:
        assert winners[0] == expected
    else:
        assert winners[0] not in (offender, partner)
    assert sum(1 for seat in winners[1:] if seat in (offender, partner)) == later


def test_later_tricks_beyond_the_position_count_as_three():
    assert build("defender", "offender", 9) == build("defender", "offender", 3)
