"""A ``steps`` question in practice: one step at a time.

The learner answers a step and sees at once whether it was right, with its reasoning; then the
next step. The answers so far travel in the form (hidden ``step-<id>`` fields), so the flow
needs no session and works without JavaScript; the attempt is recorded once, when the last
graded step is answered. A step the ruling does not reach is shown as such when the flow
passes it, and is not asked.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from quizzes.content.question import Question, Step, StepVerdict
from quizzes.content.verdict import check_step

# No step's answer is longer; anything longer is cut, as for the other questions.
MAX_STEP_ANSWER = 200


def field_name(step: Step) -> str:
    return f"step-{step.id}"


def posted_answers(question: Question, data: Mapping) -> dict[str, str]:
    """Each step's answer as posted (``step-<id>`` fields), cut to a sane length."""
    out = {}
    for step in question.steps:
        value = data.get(field_name(step))
        if value:
            out[step.id] = str(value)[:MAX_STEP_ANSWER]
    return out


@dataclass
class StepFlow:
    question: Question
    done: list[StepVerdict] = field(default_factory=list)  # in order, incl. steps passed over
    current: Step | None = None
    number: int = 0  # the current step's number, from 1
    answers: dict[str, str] = field(default_factory=dict)  # valid answers so far
    error: str = ""  # why the last answer to the current step was not taken

    @property
    def complete(self) -> bool:
        return self.current is None

    @property
    def hidden(self) -> list[tuple[str, str]]:
        """The answers so far as (field name, value) for the next form."""
        by_id = {step.id: step for step in self.question.steps}
        return [(field_name(by_id[sid]), value) for sid, value in self.answers.items()]

    @property
    def total(self) -> int:
        return len(self.question.steps)

    @property
    def is_last(self) -> bool:
        """The current step is the last one graded: answering it finishes the question."""
        graded = self.question.graded_steps
        return self.current is not None and bool(graded) and graded[-1] is self.current


def asked_in(data: Mapping) -> bool:
    """Whether a request carries step answers (``step-<id>`` fields)."""
    return any(str(name).startswith("step-") for name in data)


def progress(question: Question, data: Mapping) -> StepFlow:
    """Where the learner is: the steps answered (each checked), and the next one to ask. An
    empty or unreadable answer to a step asks it again with the message."""
    posted = posted_answers(question, data)
    flow = StepFlow(question)
    for number, step in enumerate(question.steps, start=1):
        if not step.graded:
            flow.done.append(check_step(step, number, ""))
            continue
        raw = posted.get(step.id, "").strip()
        verdict = check_step(step, number, raw) if raw else None
        if verdict is None or verdict.error:
            flow.current, flow.number = step, number
            flow.error = (verdict.error or "") if verdict else ""
            return flow
        flow.done.append(verdict)
        flow.answers[step.id] = raw
    return flow
