"""The guide's rulings that need judgement: unauthorised information, misinformation and the
adjusted score. The director's answers are the findings; the rules engine
(``quizzes.engine.judgement``) walks the family's steps, says what each finding leads to with
its clause, and ends in the decision — the table result stands, an assigned score (12C2) or
artificial scores (12C1, worked out when the director says how the event is scored).

No deal is modelled: these rulings turn on the director's findings, not on cards.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from quizzes.engine.judgement import JudgementError, read_case, walk
from quizzes.engine.judgement_steps import Decision

from .wording import notes

CODES = ("unauthorised_information", "misinformation", "adjusted_score")
# The steps of each family the flow's answers hold, by the answer's name in the URL.
FACT_NAMES = {
    "unauthorised_information": ("information", "suggests", "alternative", "damage"),
    "misinformation": ("mistake", "caused", "damage"),
    "adjusted_score": ("kind", "fault_ns", "fault_ew", "offenders", "damage"),
}


def case_spec(code: str, answers: Mapping[str, str]) -> dict[str, Any]:
    """The engine's judgement block for the answers of one incident of the guide."""
    facts = {name: answers[name] for name in FACT_NAMES[code] if name in answers}
    spec: dict[str, Any] = {"family": code, "facts": facts}
    if code == "unauthorised_information":
        # Information from an opponent is not from partner: the first step answers no.
        if answers.get("source") == "opponent":
            spec["facts"] = {"information": "no"}
        spec["offenders"] = "NS"  # the side only names the scores, which the guide leaves out
    elif code == "misinformation":
        spec["offenders"] = "NS"
    elif answers.get("scoring") == "pairs":
        spec["scoring"] = {"top": int(answers.get("top") or 0)}
    elif answers.get("scoring") == "teams":
        spec["scoring"] = {"imps": 0}
    return spec


def decide(code: str, answers: Mapping[str, str], ruling: Any, step: type) -> None:
    """Fill ``ruling`` (the guide's Ruling) with the engine's walk for these answers."""
    ruling.model = False
    try:
        judged = walk(read_case(case_spec(code, answers)))
    except JudgementError as error:
        ruling.error = error.detail
        return
    family = judged.case.family
    ruling.irregularities = [(family.title, list(family.laws))]
    for finding in judged.findings:
        ruling.outcome.append(
            step(
                f"{finding.ask.text} — {finding.ask.label(finding.answer).lower()}.",
                finding.ask.law,
            )
        )
        ruling.outcome.extend(step(line.text, line.law) for line in finding.lines)
    decision = judged.decision_line
    ruling.outcome.append(step(decision.text, decision.law))
    if judged.artificial is not None:
        ruling.outcome.extend(step(line.text, line.law) for line in judged.artificial.steps)
    ruling.decision = judged.decision.label
    extra = []
    if code == "unauthorised_information" and answers.get("source") == "opponent":
        extra.append("opponent_tempo")
    if code == "misinformation" and judged.decision is not Decision.STANDS:
        extra.append("misinformation_correction")
    if judged.decision is Decision.ASSIGNED:
        extra.append("assigned_score")
        ruling.tool = "quizzes:tool_adjusted"
    if judged.decision is Decision.ARTIFICIAL and answers.get("scoring") == "pairs":
        extra.append("artificial_session")
    for name in extra:
        ruling.notes.extend(step(text, law) for text, law in notes(name))
