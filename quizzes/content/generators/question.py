"""Turning a generated scenario and the engine's ruling into a ``Question``."""

from __future__ import annotations

import re

from quizzes.content import answer_key
from quizzes.content.question import Choice, Question, about, chapter_of
from quizzes.engine import rule
from quizzes.practice.explanation_steps import settle


def build(
    kind: str,
    seed: int,
    *,
    title: str,
    level: str,
    question_kind: str,
    narrative: str,
    prompt: str,
    scenario: dict,
    answer_from: str,
    laws: list[str],
    irregularity: str,
    ruling: dict | None = None,
    choices: list[Choice] | None = None,
    hidden: list[str] | None = None,
    notes: list[dict] | None = None,
    conceal_last: int = 0,
) -> Question:
    """A question whose key is read from the engine by ``answer_from`` (library forms).

    With ``conceal_last`` the learner's scenario stops before the last play items (the
    designation whose card is asked); key and explanation come from the whole play."""
    if ruling is None and answer_key.needs_ruling(answer_from):
        ruling = rule(scenario)
    if answer_key.tries_the_scenario(answer_from):
        codes = [choice.code for choice in choices or []]
        key = answer_key.derive_trial(answer_from, scenario, ruling or {}, codes)
    else:
        key = answer_key.derive(answer_from, ruling)
    shown, shown_ruling = scenario, ruling
    if conceal_last:
        shown = dict(scenario, play=scenario["play"][:-conceal_last])
        shown_ruling = rule(shown)
    steps = [dict(step, source="engine") for step in (ruling or {}).get("explanation", [])]
    steps += [dict(note, source="author") for note in notes or []]
    cited = list(laws)
    cited += [law for law in (ruling or {}).get("laws", []) if law not in cited]
    return Question(
        id=f"gen-{kind}-{seed}",
        title=title,
        level=level,
        kind=question_kind,
        narrative=narrative.strip(),
        prompt=prompt,
        choices=list(choices or []),
        answer=sorted(key) if question_kind == "multi" else key,
        decided_by="engine",
        laws=cited,
        chapter=chapter_of(int(re.match(r"\d+", cited[0]).group())),
        irregularity=irregularity,
        scenario=shown,
        hidden=list(hidden or []),
        explanation=settle(steps, answer_from),
        ruling=shown_ruling,
        answer_from=answer_from,
        concealed=list(scenario["play"][-conceal_last:]) if conceal_last else [],
        ruling_laws=about(list(laws), ruling),
    )
