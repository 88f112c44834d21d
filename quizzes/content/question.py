"""The question a learner answers: authored (a scenario file) or generated, in one shape."""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass, field
from typing import Any

from quizzes.engine import russian as ru

LEVELS = {"player": "игрок", "director": "судья"}
KINDS = {
    "choice": "выбор одного решения",
    "multi": "выбор всех вариантов",
    "number": "число",
    "card": "карта",
    "steps": "решение по шагам",
}
# What one step of a ``steps`` question asks for.
STEP_KINDS = ("choice", "number")
# Step numbers shown with their sign: a score and a swing are for or against the side.
SIGNED_UNITS = ("очков", "IMP")
# The answer_from forms of a question whose key is a score or IMPs (quizzes.content.answer_key).
SIGNED_FORMS = ("score", "score_of", "imps")
DECIDERS = ("engine", "author")
# What a question is about: an irregularity the engine models (named as the engine's display
# module names it, the translation's own term) or another part of the director's syllabus.
_ENGINE_KINDS = (
    "revoke",
    "lead_out_of_turn",
    "penalty_card",
    "insufficient_bid",
    "exposed_card_auction",
    "call_out_of_rotation",
    "change_of_call",
    "inadmissible_call",
    "premature_play",
    "simultaneous_play",
    "dummy_designation",
    "fifth_card",
)
IRREGULARITY_KINDS = {
    **{kind: ru.capitalised(ru.irregularity(kind)) for kind in _ENGINE_KINDS},
    "claim": "Претензия",
    # Laws 69 and 71: agreeing to a claim or conceding, and when that is undone — a question
    # of its own, not how a contested claim is ruled (Law 70).
    "concession": "Уступка и согласие с претензией",
    "scoring": "Обсчёт",
    "unauthorised_information": "Нелегальная информация",
    "misinformation": "Неверная информация",
    "adjusted_score": "Присуждённый результат",
    "director_powers": "Полномочия судьи",
    "procedure": "Процедура",
    "played_card": "Сыгранная карта",
    "spectator": "Зрители",
    "wrong_board": "Неправильная сдача",
    "dummy_rights": "Права и ограничения болвана",
    "defective_trick": "Дефектная взятка",
    "card_count": "Неверное число карт",
    "quitted_tricks": "Сданные взятки",
}
# The 1987 book's chapters, by the laws they hold (Глава X «СУДЬЯ» from Law 81).
CHAPTERS = (
    ("Общие правила о нарушениях", 1, 16),
    ("Торговля", 17, 40),
    ("Розыгрыш", 41, 67),
    ("Претензии и уступки", 68, 71),
    ("Приличия", 72, 76),
    ("Обсчёт", 77, 80),
    ("Судья", 81, 93),
)


LAW_COUNT = 93
_LAW_NUMBER = re.compile(r"^\s*(\d{1,3})")


def law_numbers(clauses) -> set[int]:
    """The laws (1–93) that clause references such as ``64A1``, ``45C4B`` belong to."""
    out = set()
    for clause in clauses or ():
        match = _LAW_NUMBER.match(str(clause))
        if match and 1 <= int(match.group(1)) <= LAW_COUNT:
            out.add(int(match.group(1)))
    return out


def deciding_clauses(ruling: dict | None) -> list[str]:
    """The clauses an engine ruling turns on: those of the irregularities it found, of the
    options it offers and of the equity it restores (64C) — not the routine steps it passes on
    the way (who won each trick, 44E/44F; the score of the contract, 77)."""
    ruling = ruling or {}
    found = [law for entry in ruling.get("irregularities") or [] for law in entry.get("laws", [])]
    found += [law for entry in ruling.get("options") or [] for law in entry.get("laws", [])]
    found += (ruling.get("adjusted") or {}).get("laws", [])
    return list(dict.fromkeys(str(law) for law in found))


def about(own: list[str], ruling: dict | None) -> list[str]:
    """A question's ruling clauses: its own, then the engine's deciding ones."""
    return list(dict.fromkeys([*own, *deciding_clauses(ruling)]))


def chapter_of(law: int) -> str:
    for name, first, last in CHAPTERS:
        if first <= law <= last:
            return name
    raise ValueError(f"нет правила {law}")


@dataclass(frozen=True)
class Choice:
    code: str
    text: str


@dataclass(frozen=True)
class Step:
    """One step of a ``steps`` question: asked in order, each with its own key and reasoning.

    ``answer`` is None for a step the ruling does not reach (the walk stopped before it, or it
    does not apply): it is not graded, and ``skipped`` says why.
    """

    id: str
    prompt: str
    kind: str  # one of STEP_KINDS
    choices: list[Choice]
    answer: Any
    decided_by: str
    explanation: list[dict] = field(default_factory=list)
    laws: list[str] = field(default_factory=list)
    answer_from: str = ""
    skipped: str = ""
    unit: str = ""  # shown after a number input: «MP», «IMP», «очков»

    @property
    def graded(self) -> bool:
        return self.answer is not None

    @property
    def signed(self) -> bool:
        """A number with its sign (a score, a swing): the input needs a minus key."""
        return self.kind == "number" and self.unit in SIGNED_UNITS

    def choice_text(self, code: str) -> str:
        for choice in self.choices:
            if choice.code == code:
                return choice.text
        return code

    @classmethod
    def from_dict(cls, data: dict) -> Step:
        values = dict(data)
        values["choices"] = [
            c if isinstance(c, Choice) else Choice(**c) for c in values.get("choices", [])
        ]
        return cls(**values)


@dataclass(frozen=True)
class Question:
    id: str
    title: str
    level: str
    kind: str
    narrative: str
    prompt: str
    choices: list[Choice]
    answer: Any
    decided_by: str
    laws: list[str]
    chapter: str
    irregularity: str
    scenario: dict
    hidden: list[str] = field(default_factory=list)
    explanation: list[dict] = field(default_factory=list)
    ruling: dict | None = None
    # How the key was read from the engine (README: answer_from forms); "" for author keys.
    answer_from: str = ""
    # Play items hidden from the learner (after ``scenario["play"]``), e.g. the designation
    # whose card is asked; ``full_scenario`` is what the engine ruled on.
    concealed: list = field(default_factory=list)
    # A ``steps`` question: its steps in order (``answer`` is then {step id: key} of the graded
    # ones), and the engine's judgement ruling when the scenario has one.
    steps: list[Step] = field(default_factory=list)
    judgement: dict | None = None

    @property
    def graded_steps(self) -> list[Step]:
        return [step for step in self.steps if step.graded]

    # The clauses the question is about: its own ``laws`` and the engine's deciding clauses
    # (``deciding_clauses``). Mastery and the exam's «what to revise» count these, not every
    # clause ``laws`` lists (which has each the explanation passes on the way).
    ruling_laws: list[str] = field(default_factory=list)

    @property
    def signed(self) -> bool:
        """A score or a swing that may be below zero: the input needs a minus key (a phone's
        numeric keypad has none)."""
        form = str(self.answer_from)
        negative = isinstance(self.answer, int | float) and self.answer < 0
        return self.kind == "number" and (
            negative or form.split(":")[0] in SIGNED_FORMS or form == "adjusted:score"
        )

    @property
    def laws_about(self) -> list[str]:
        return list(self.ruling_laws or self.laws)

    @property
    def level_display(self) -> str:
        return LEVELS[self.level]

    def choice_text(self, code: str) -> str:
        for choice in self.choices:
            if choice.code == code:
                return choice.text
        return code

    @property
    def full_scenario(self) -> dict:
        if not self.concealed:
            return self.scenario
        return dict(self.scenario, play=[*self.scenario.get("play", []), *self.concealed])

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict) -> Question:
        values = dict(data)
        values["choices"] = [
            c if isinstance(c, Choice) else Choice(**c) for c in values.get("choices", [])
        ]
        values["steps"] = [
            s if isinstance(s, Step) else Step.from_dict(s) for s in values.get("steps", [])
        ]
        return cls(**values)


@dataclass(frozen=True)
class StepVerdict:
    """One step of a ``steps`` answer: not graded when the ruling does not reach it."""

    step: Step
    number: int
    graded: bool
    answered: bool
    correct: bool
    expected: str
    given: str
    error: str | None = None


@dataclass(frozen=True)
class Verdict:
    correct: bool
    expected: str
    given: str
    explanation: list[dict]
    # Why the input was refused (not read as an answer): then it is no grade at all.
    error: str | None = None
    steps: list[StepVerdict] = field(default_factory=list)

    @property
    def steps_graded(self) -> int:
        return sum(1 for step in self.steps if step.graded)

    @property
    def steps_right(self) -> int:
        return sum(1 for step in self.steps if step.graded and step.correct)

    @property
    def refused(self) -> bool:
        return self.error is not None
