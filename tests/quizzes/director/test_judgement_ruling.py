"""The guide's judgement branches end in the engine's walk: each finding with its clause, then
the decision — «результат остаётся», an assigned score (12C2) or artificial scores (12C1)."""

import pytest

from quizzes.director.flow import read
from quizzes.director.judgement_ruling import case_spec
from quizzes.director.ruling import decide

UI = {
    "incident": "unauthorised_information",
    "source": "partner",
    "what": "hesitation",
    "action": "call",
    "information": "yes",
}
MI = {"incident": "misinformation", "explained": "explanation"}


def ruled(answers):
    state = read(answers)
    assert state.question is None, state.question
    return decide(state)


@pytest.mark.parametrize(
    ("answers", "decision", "laws"),
    [
        # 73C, 73F1: information, suggested, a logical alternative, damage — adjust (16A).
        (
            {**UI, "suggests": "yes", "alternative": "yes", "damage": "yes"},
            "Назначенный",
            ["73C", "73F1", "16A"],
        ),
        ({**UI, "suggests": "yes", "alternative": "yes", "damage": "no"}, "остаётся", ["16A"]),
        # No logical alternative: the action is allowed whatever partner's tempo showed.
        ({**UI, "suggests": "yes", "alternative": "no"}, "остаётся", ["73F1"]),
        ({**UI, "suggests": "no"}, "остаётся", ["73F1"]),
        ({**UI, "information": "no"}, "остаётся", ["73C"]),
        # An opponent's tempo: inferences at one's own risk (73D1).
        ({"incident": "unauthorised_information", "source": "opponent"}, "остаётся", ["73D1"]),
    ],
)
def test_unauthorised_information(answers, decision, laws):
    ruling = ruled(answers)
    assert not ruling.error
    assert decision in ruling.decision
    assert set(laws) <= set(ruling.laws)
    assert not ruling.model and ruling.outcome[-1].text.startswith("Итог")


@pytest.mark.parametrize(
    ("answers", "decision", "presumed"),
    [
        ({**MI, "mistake": "explanation", "caused": "yes", "damage": "yes"}, "Назначенный", False),
        # Law 75, example 2: a mistaken call is no infraction, whatever the damage.
        ({**MI, "mistake": "call"}, "остаётся", False),
        ({**MI, "mistake": "explanation", "caused": "no"}, "остаётся", False),
        # No evident proof either way: the director presumes a mistaken explanation.
        (
            {**MI, "explained": "alert", "mistake": "unclear", "caused": "yes", "damage": "yes"},
            "Назначенный",
            True,
        ),
    ],
)
def test_misinformation(answers, decision, presumed):
    ruling = ruled(answers)
    assert decision in ruling.decision
    assert "75" in ruling.laws
    assert any("презумпци" in step.text for step in ruling.outcome) is presumed


def test_an_assigned_score_points_to_the_calculator_and_12C2():
    ruling = ruled({**MI, "mistake": "explanation", "caused": "yes", "damage": "yes"})
    assert ruling.tool == "quizzes:tool_adjusted"
    assert any("12C2" in step.text for step in ruling.notes)


@pytest.mark.parametrize(
    ("answers", "lines"),
    [
        (
            {"fault_ns": "none", "fault_ew": "direct", "scoring": "pairs", "top": "12"},
            ["60\u00a0% от 12 MP — 7,2 MP", "40\u00a0% от 12 MP — 4,8 MP"],
        ),
        (
            {"fault_ns": "partial", "fault_ew": "none", "scoring": "teams"},
            ["средний — 0 IMP", "средний плюс — +3 IMP"],
        ),
    ],
)
def test_artificial_scores_by_fault(answers, lines):
    ruling = ruled({"incident": "adjusted_score", "kind": "artificial", **answers})
    assert "Искусственный" in ruling.decision
    text = " ".join(step.text for step in ruling.outcome)
    for line in lines:
        assert line in text


def test_a_directors_error_makes_both_sides_non_offending():
    ruling = ruled({"incident": "adjusted_score", "kind": "assigned", "offenders": "none"})
    assert "82C" in ruling.laws
    assert "Назначенный" in ruling.decision


def test_the_opponents_tempo_is_not_from_partner():
    spec = case_spec("unauthorised_information", {"source": "opponent"})
    assert spec["facts"] == {"information": "no"}
