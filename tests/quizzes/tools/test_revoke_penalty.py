"""Law 64 revoke calculator: the engine's 64A arithmetic, the 64B exemptions, Law 62."""

from pathlib import Path

import pytest

from quizzes.engine import rule
from quizzes.engine.scenario import load
from quizzes.tools import ToolInputError
from tests.quizzes.tools.submit import submit


def calculate(data):
    return submit("revoke", data)


def form(**values):
    data = {"offender": "defender", "trick": "3", "revoke_trick": "offender", "later": "2"}
    data.update({key: str(value) for key, value in values.items()})
    return data


@pytest.mark.parametrize(
    ("data", "transferred", "law"),
    [
        (form(), 2, "64A1"),
        (form(later=0), 1, "64A1"),
        (form(revoke_trick="partner", later=0), 1, "64A2"),
        (form(revoke_trick="partner", later=5), 1, "64A2"),
        (form(revoke_trick="opponents", later=1), 1, "64A2"),
        (form(revoke_trick="opponents", later=0), 0, "64B1"),
        (form(offender="declarer"), 2, "64A1"),
        (form(offender="dummy"), 0, "64B3"),
        (form(faced=1), 0, "64B3"),
        (form(second_same_suit=1), 0, "64B2"),
        (form(discovered="next_board"), 0, "64B4"),
        (form(discovered="round_over"), 0, "64B5"),
        (form(trick=12, later=1), 0, "64B6"),
        (form(revoke_trick="opponents", later=2, won_with_revoke_suit=1), 2, "64A2"),
        (form(revoke_trick="opponents", later=1, won_with_revoke_suit=1), 1, "64A2"),
    ],
)
def test_tricks_transferred(data, transferred, law):
    result = calculate(data)
    assert result.transferred == transferred
    assert result.laws[0] == law
    assert "64C" in result.laws


def test_not_established_is_corrected_under_law_62():
    defender = calculate(form(established="no"))
    assert (defender.established, defender.transferred) == (False, 0)
    assert defender.laws[:2] == ["62A", "62B1"]
    assert calculate(form(established="no", offender="declarer")).laws[:2] == ["62A", "62B2"]


def test_declarer_tricks_after_the_transfer():
    assert calculate(form(declarer_tricks=8)).declarer_tricks_after == 10
    assert calculate(form(offender="declarer", declarer_tricks=10)).declarer_tricks_after == 8


@pytest.mark.parametrize(
    ("data", "field"),
    [
        (form(trick=13), "trick"),
        (form(trick=11, later=3), "later"),
        (form(offender="kibitzer"), "offender"),
        (form(revoke_trick="nobody"), "revoke_trick"),
        (form(declarer_tricks=13), "declarer_tricks"),
    ],
)
def test_bad_input(data, field):
    with pytest.raises(ToolInputError) as error:
        calculate(data)
    assert error.value.field == field


def _modelled_revoke(ruling: dict) -> dict | None:
    """The one established, uncorrected revoke before the 12th trick of a finished deal —
    what the calculator models — or None."""
    revokes = [
        entry
        for entry in ruling["irregularities"]
        if entry["kind"] == "revoke" and entry["established"] and not entry.get("corrected")
    ]
    if len(revokes) != 1 or len(ruling["tricks"]) != 13 or revokes[0]["trick"] == 12:
        return None
    return revokes[0]


SCENARIOS = [
    path
    for path in sorted(
        (Path(__file__).parents[3] / "quizzes" / "content" / "scenarios").glob("*revoke*.yaml")
    )
    if _modelled_revoke(rule(load(path)))
]


def _as_form(ruling: dict, entry: dict) -> dict:
    """The calculator's answers read off a ruled scenario's tricks."""
    seat, number = entry["seat"], entry["trick"]
    partner = "NESW"["NESW".index(seat) ^ 2]
    winners = {trick["number"]: trick["winner"] for trick in ruling["tricks"]}
    won = winners[number]
    role = "offender" if won == seat else "partner" if won == partner else "opponents"
    later = [n for n, w in winners.items() if n > number and w in (seat, partner)]
    # The cards the offender held of the suit led to the revoke trick, and the later tricks
    # he won with one of them (Law 64A2, its end).
    tricks = {trick["number"]: trick for trick in ruling["tricks"]}
    led = tricks[number]["cards"][0][0]
    revoke_suit_wins = [
        n
        for n in later
        if winners[n] == seat
        and tricks[n]["cards"][("NESW".index(seat) - "NESW".index(tricks[n]["leader"])) % 4][0]
        == led
    ]
    if seat == ruling["dummy"]:
        offender = "dummy"
    elif seat == ruling["declarer"]:
        offender = "declarer"
    else:
        offender = "defender"
    extra = {"won_with_revoke_suit": 1} if revoke_suit_wins else {}
    return form(offender=offender, trick=number, revoke_trick=role, later=len(later), **extra)


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_calculator_agrees_with_rule_on_the_scenario_files(path):
    ruling = rule(load(path))
    entry = _modelled_revoke(ruling)
    assert calculate(_as_form(ruling, entry)).transferred == entry["penalty_tricks"]


def test_the_scenario_library_exercises_the_calculator():
    # Without this, a change that left no modelled revoke in the files would pass silently.
    assert len(SCENARIOS) >= 5
