"""Every authored task answered in steps, rendered as its reader meets it: each step asked in
turn, every verdict right and wrong, the final page and the exam review — in Russian notation,
with no internal codes or English notation in the visible text."""

import dataclasses
import html as html_lib
import re
from pathlib import Path

import pytest

from quizzes.content import load_scenario_file
from quizzes.models import ExamAttempt, Scenario
from tests.quizzes.conftest import store
from tests.quizzes.visible_text import grammar_marks, internal_marks, rejected_terms, visible_text

pytestmark = pytest.mark.django_db

SCENARIOS = Path(__file__).resolve().parents[3] / "quizzes" / "content" / "scenarios"
STEP_FILES = [
    path for path in sorted(SCENARIOS.glob("*.yaml")) if "kind: steps" in path.read_text("utf-8")
]
# What a reader must never see: the engine's codes, English bids and cards, Python values.
INTERNAL = re.compile(
    r"\b(?:NS|EW|likely|probable|assigned|stands|artificial|explanation|unauthorised|"
    r"None|True|False|judgement|step-\w+|[1-7](?:NT|[SHDC])X{0,2}|[SHDC][AKQJT2-9])\b"
    r"|[{}]|♠[AKQJT]|♥[AKQJT]|♦[AKQJT]|♣[AKQJT]"
)


def visible(page: str) -> str:
    page = re.sub(r"<(script|style)\b.*?</\1>", " ", page, flags=re.S)
    page = re.sub(r"<[^>]+>", " ", page)
    return html_lib.unescape(page)


def wrong(step) -> str:
    if step.kind == "number":
        return str(int(float(step.answer)) + 1)
    return next(
        code for code, _text in ((c.code, c.text) for c in step.choices) if code != step.answer
    )


def assert_clean(page: str, where: str) -> None:
    found = INTERNAL.findall(visible(page))
    assert not found, f"{where}: {sorted(set(found))}"
    # And the checks every other task's pages pass: no Python data or hyphen for a minus, the
    # law's terms, agreement and seats in their case.
    text = visible_text(page)
    marks = internal_marks(text) + rejected_terms(text) + grammar_marks(text)
    assert not marks, f"{where}:\n" + "\n".join(marks)


# Every step-by-step task: every other one in the quick loop, the rest marked slow.
@pytest.mark.parametrize(
    "path",
    [
        pytest.param(path, id=path.stem, marks=[pytest.mark.slow] if number % 2 else [])
        for number, path in enumerate(STEP_FILES)
    ],
)
def test_every_step_right_and_wrong_renders_in_russian(client, path, no_generators):
    question = load_scenario_file(path)
    store(question)
    url = f"/practice/s/{question.id}/"
    graded = [step for step in question.steps if step.graded]
    for answer_of in (lambda s: str(s.answer), wrong):
        answers = {}
        for step in graded:
            page = client.get(url, answers).content.decode()
            assert f'name="step-{step.id}"' in page, step.id
            assert_clean(page, f"{question.id} before {step.id}")
            answers[f"step-{step.id}"] = answer_of(step)
        last = f"step-{graded[-1].id}"
        page = client.get(url, {k: v for k, v in answers.items() if k != last}).content.decode()
        sent = dict(re.findall(r'name="(token|csrfmiddlewaretoken)" value="([^"]+)"', page))
        result = client.post("/practice/answer/", {**sent, **answers}).content.decode()
        verdict = "feedback--wrong" if answer_of is wrong else "feedback--right"
        assert verdict in result, question.id
        tally = f"верных шагов {0 if answer_of is wrong else len(graded)} из {len(graded)}"
        assert tally in result, question.id
        assert_clean(result, f"{question.id} result")
    # The exam draws director-level tasks: a player's task is stored again at that level.
    Scenario.objects.filter(slug=question.id).delete()
    store(dataclasses.replace(question, level="director"))
    client.post("/exam/start/", {"questions": 5, "pass_mark": 80})
    exam = ExamAttempt.objects.latest("pk")
    form = client.get(f"/exam/{exam.pk}/1/").content.decode()
    assert_clean(form, f"{question.id} exam")
    right = {f"step-{step.id}": str(step.answer) for step in graded}
    client.post(f"/exam/{exam.pk}/1/answer/", {**right, "go": "finish"})
    client.post(f"/exam/{exam.pk}/close/")
    review = client.get(f"/exam/{exam.pk}/results/").content.decode()
    assert "step-result--right" in review
    assert_clean(review, f"{question.id} exam review")
