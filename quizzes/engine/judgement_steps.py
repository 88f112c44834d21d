"""The steps of a ruling that needs judgement: what the director asks, in order, and what each
answer leads to. A family (unauthorised information, misinformation, an adjusted score) is a
list of such steps; ``judgement.py`` walks one with the author's findings.

Everything here is the engine's own wording, never law text; ``law`` is the clause a step
applies (a bare number where the law's text did not survive).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum

YES, NO = "yes", "no"
YES_NO: tuple[tuple[str, str], ...] = ((YES, "Да"), (NO, "Нет"))


class Decider(StrEnum):
    AUTHOR = "author"  # a finding of fact or judgement, given by the scenario's author
    ENGINE = "engine"  # worked out by the engine from the results the scenario names


class Decision(StrEnum):
    """What the director decides at the end of the walk."""

    STANDS = "stands"
    ASSIGNED = "assigned"
    ARTIFICIAL = "artificial"

    @property
    def label(self) -> str:
        return DECISION_LABELS[self]


DECISION_LABELS = {
    Decision.STANDS: "Результат за столом остаётся",
    Decision.ASSIGNED: "Назначенный присуждённый результат (для каждой стороны свой)",
    Decision.ARTIFICIAL: (
        "Искусственный присуждённый результат (средний плюс, средний, средний минус)"
    ),
}


@dataclass(frozen=True)
class Ask:
    """One step: the question, its answers, the clause, and where each answer leads."""

    code: str
    text: str
    law: str | None
    choices: tuple[tuple[str, str], ...] = YES_NO
    decider: Decider = Decider.AUTHOR
    # Answers that end the walk: the result at the table stands.
    stop: frozenset[str] = frozenset()
    # The engine's conclusion for each answer (its own words), with the clause when it differs.
    then: Mapping[str, str] = field(default_factory=dict)
    then_law: Mapping[str, str] = field(default_factory=dict)
    # Asked only when earlier answers are among these: {step code: answers}.
    when: Mapping[str, frozenset[str]] = field(default_factory=dict)
    # Values a scenario may give beyond the choices, and the answer each stands for (a
    # presumption the law makes, say).
    aliases: Mapping[str, str] = field(default_factory=dict)

    def label(self, answer: str) -> str:
        return dict(self.choices).get(answer, answer)

    def applies(self, answers: Mapping[str, str]) -> bool:
        return all(answers.get(code) in allowed for code, allowed in self.when.items())


def damage(
    law: str,
    then_yes: str = "Нарушение привело к ущербу: судья назначает присуждённый результат.",
    when: Mapping[str, frozenset[str]] | None = None,
) -> Ask:
    """The engine's last step of a family: were the non-offending side damaged? (No: the
    result at the table stands.)"""
    return Ask(
        code="damage",
        text="Понесла ли ненарушившая сторона ущерб?",
        law=law,
        decider=Decider.ENGINE,
        stop=frozenset({NO}),
        when=when or {},
        then={YES: then_yes, NO: "Ущерба нет — результат за столом остаётся."},
    )


@dataclass(frozen=True)
class Family:
    """A kind of judgement ruling: its steps in order and the decision when none stops it."""

    code: str
    title: str
    steps: tuple[Ask, ...]
    # The decision when the walk is not stopped; a step may name it instead (``decides``).
    decision: Decision = Decision.ASSIGNED
    decides: str = ""  # code of a step whose answer is the decision (artificial / assigned)
    needs_offenders: bool = True
    laws: tuple[str, ...] = ()

    def step(self, code: str) -> Ask:
        for ask in self.steps:
            if ask.code == code:
                return ask
        raise KeyError(code)

    @property
    def codes(self) -> tuple[str, ...]:
        return tuple(ask.code for ask in self.steps)
