"""rule(): the public interface, irregular play built by Hypothesis, and no Django."""

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from quizzes.engine import ScenarioError, imps, matchpoints, rule, score
from quizzes.engine import russian as ru
from quizzes.engine.table import Deal, Seat

from .deals import ISSUE_PLAY, issue_scenario
from .strategies import contracts, deals

ROOT = Path(__file__).resolve().parents[3]


def test_interface_examples():
    assert score("4SX", vulnerable=True, tricks=8) == -500
    assert imps(430) == 10 and imps(-430) == -10 and imps(10) == 0
    assert matchpoints([620, 620, 170, -100]) == [5, 5, 2, 0]
    assert issubclass(ScenarioError, ValueError)


def test_ruling_has_the_keys_of_the_issue_and_is_json():
    ruling = rule(issue_scenario(ISSUE_PLAY))
    for key in (
        "contract",
        "declarer",
        "tricks",
        "irregularities",
        "options",
        "declarer_tricks_played",
        "declarer_tricks",
        "score",
        "laws",
        "explanation",
    ):
        assert key in ruling
    assert json.loads(json.dumps(ruling, ensure_ascii=False)) == ruling
    assert all(
        {"text", "law"} <= set(step) <= {"text", "law", "decides"} for step in ruling["explanation"]
    )
    assert {step["decides"] for step in ruling["explanation"] if "decides" in step} <= {
        "ruling",
        "choice",
    }


def test_the_score_is_entered_with_a_minus_sign_for_both_lines():
    ruling = rule(issue_scenario(ISSUE_PLAY))
    final = next(s["text"] for s in ruling["explanation"] if s["law"] == "77")
    declarers = ru.side(Seat.parse(ruling["declarer"]).side)
    assert f"Запись: {declarers} {ru.score(ruling['score'])}" in final
    assert "в пользу" not in final and not re.search(r"(?<![\w–])-\d", final)


def test_score_absent_until_13_tricks():
    assert "score" not in rule(issue_scenario(ISSUE_PLAY[:48]))


def test_engine_imports_no_django():
    code = "import sys, quizzes.engine; assert 'django' not in sys.modules; print('ok')"
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert result.stdout.strip() == "ok", result.stderr


@st.composite
def plausible_runs(draw: st.DrawFn) -> dict:
    """A scenario grown item by item: mostly the right player's cards and offered choices,
    sometimes someone else's card, an exposure or a correction — every choice drawn, so a
    failure shrinks to a short play."""
    deal = draw(deals())
    contract, declarer = draw(contracts())
    hands = Deal.parse(deal).hands
    scenario = {"deal": deal, "contract": contract, "declarer": declarer, "play": []}
    played: set[str] = set()
    for _ in range(draw(st.integers(0, 60))):
        ruling = rule(scenario)
        if ruling["next"] is None and not ruling["options"]:
            break
        if ruling["options"] and draw(st.integers(0, 4)):
            entry = draw(st.sampled_from(ruling["options"]))
            item: object = {"choose": entry["code"]}
            item.update({k: entry[k] for k in ("card", "suit") if k in entry})
        else:
            seat = Seat.parse(ruling["next"]) if ruling["next"] else Seat.NORTH
            if draw(st.integers(0, 3)) == 3:
                seat = draw(st.sampled_from(list(Seat)))
            left = [str(c) for c in hands[seat] if str(c) not in played]
            if not left:
                break
            card = draw(st.sampled_from(left))
            roll = draw(st.integers(0, 39))
            if roll == 38:
                item = {
                    "expose": [card],
                    "how": draw(st.sampled_from(["accidental", "deliberate"])),
                }
            elif roll == 39:
                item = {"correct_revoke": card}
            else:
                item = card
        try:
            rule({**scenario, "play": [*scenario["play"], item]})
        except ScenarioError:
            continue
        scenario["play"].append(item)
        if isinstance(item, str):
            played.add(item)
    return scenario


@pytest.mark.slow
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(plausible_runs())
def test_irregular_play_never_breaks_the_engine(scenario):
    """Whatever happens at the table the engine answers with a ruling or a ScenarioError,
    and the tricks it reports are whole: no card twice, four cards to every finished trick."""
    ruling = rule(scenario)
    cards = [c for t in ruling["tricks"] for c in t["cards"]]
    assert len(cards) == len(set(cards))
    assert all(len(t["cards"]) == 4 and t["winner"] for t in ruling["tricks"][:-1])
    if ruling["next"] is None and not ruling["options"]:
        assert len(ruling["tricks"]) == 13 and "score" in ruling


def test_passed_out_scores_zero():
    ruling = rule(issue_scenario(auction=["Pass"] * 4))
    assert ruling["contract"] is None and ruling["score"] == 0
    assert rule({"deal": issue_scenario()["deal"], "contract": "Pass"})["score"] == 0
