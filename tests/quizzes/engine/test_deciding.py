"""The engine marks the steps that carry its ruling (``decides``): what the law imposes
(``ruling``) and the choice it gives a side (``choice``); the facts on the way and the
trick-by-trick trace carry no mark."""

from pathlib import Path

from quizzes.engine import rule
from quizzes.engine.scenario import load

SCENARIOS = Path(__file__).resolve().parents[3] / "quizzes" / "content" / "scenarios"
# Law 57A: East plays before his partner West; the penalty card (50C) and declarer's choice.
PREMATURE = load(SCENARIOS / "premature-play-options.yaml")


def marks(ruling):
    return [(step["law"], step.get("decides")) for step in ruling["explanation"]]


def test_a_premature_play_marks_the_choice_and_the_penalty_card():
    found = marks(rule(PREMATURE))
    assert ("57A", "choice") in found
    assert ("50C", "ruling") in found
    # The lead and the trick's winner are the trace: no mark.
    assert all(mark is None for law, mark in found if law in (None, "44E", "44F"))


def test_the_choice_step_names_what_declarer_may_require():
    step = next(s for s in rule(PREMATURE)["explanation"] if s.get("decides") == "choice")
    assert step["law"] == "57A"
    assert "самой старшей или самой младшей картой масти хода" in step["text"]
