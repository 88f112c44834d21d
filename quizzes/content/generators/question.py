"""Turning a generated scenario and the engine's ruling into a ``Question``."""

from __future__ import annotations

import re

from quizzes.content import answer_key
from quizzes.content.cards import SEAT_NAMES, display
from quizzes.content.question import Choice, Question, chapter_of
from quizzes.engine import rule

SUIT_GENITIVE = {"S": "пик", "H": "червей", "D": "бубен", "C": "треф"}
SUIT_ADJECTIVE = {"S": "пиковой", "H": "червовой", "D": "бубновой", "C": "трефовой"}


def contract_text(contract: str) -> str:
    """``4SX`` → ``4♠ с контрой``."""
    match = re.match(r"^([1-7])(NT|[SHDC])(X{0,2})$", contract)
    level, strain, doubled = match.groups()
    symbols = {"NT": "БК", "S": "♠", "H": "♥", "D": "♦", "C": "♣"}
    tail = {"": "", "X": " с контрой", "XX": " с реконтрой"}[doubled]
    return f"{level}{symbols[strain]}{tail}"


def tricks_text(count: int) -> str:
    """``4`` → ``4 взятки``: the numeral agrees with the noun (accusative after «взял»)."""
    if count % 10 == 1 and count % 100 != 11:
        noun = "взятку"
    elif count % 10 in (2, 3, 4) and count % 100 not in (12, 13, 14):
        noun = "взятки"
    else:
        noun = "взяток"
    return f"{count} {noun}"


def seat_name(seat: str) -> str:
    return SEAT_NAMES[seat]


def card_name(card: str) -> str:
    return display(card)


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
        explanation=steps,
        ruling=shown_ruling,
        answer_from=answer_from,
        concealed=list(scenario["play"][-conceal_last:]) if conceal_last else [],
    )
