"""Nothing internal on the practice pages: every authored task, a sample of every generator,
the feedback to a right and a wrong answer of each, the exam review of all of them, every
ruling the director's guide can reach and the calculators show no Python data and no Latin
bridge notation (3NT, 4S, Pass, HQ) in the text a reader sees."""

from __future__ import annotations

import functools
import re
from pathlib import Path
from urllib.parse import urlencode

import pytest
from django.test import Client

from quizzes.content import Question, load_scenario_file, position
from quizzes.content.generators import GENERATORS, generate
from quizzes.content.store import save
from quizzes.director.flow import INCIDENTS
from quizzes.exams import mock_exam
from quizzes.models import ExamAttempt
from tests.quizzes.conftest import answer_fields
from tests.quizzes.visible_text import (
    grammar_marks,
    internal_marks,
    rejected_terms,
    repeated_sentences,
    visible_text,
)

pytestmark = pytest.mark.django_db

SCENARIOS = Path(__file__).resolve().parents[2] / "quizzes" / "content" / "scenarios"
FILES = sorted(SCENARIOS.glob("*.yaml"))
SEEDS = (0, 1, 2, 3, 7, 42)
GENERATED = [(kind, seed) for kind in GENERATORS for seed in SEEDS]


@functools.cache
def authored(path: Path) -> Question:
    return load_scenario_file(path)


def wrong_answer(question: Question):
    """An answer that is not the key, of the question's own kind."""
    key = question.answer
    if question.kind == "number":
        return str(int(key) + 1)
    if question.kind == "choice":
        return next(c.code for c in question.choices if c.code != key)
    if question.kind == "multi":
        codes = [c.code for c in question.choices]
        return [codes[0]] if sorted(key) != [codes[0]] else codes[1:]
    # A card the player still holds: any other card is refused, not graded.
    offered = position.answer_cards(question)
    held = [str(card) for card in offered[1]] if offered else ["HA", "SA"]
    return next(card for card in held if card != str(key))


def right_answer(question: Question):
    return list(question.answer) if question.kind == "multi" else str(question.answer)


def assert_clean(html: str, where: str, one_task: bool = True):
    """No internal data, Latin notation, rejected term or broken agreement; on a page of one
    task, no sentence said twice."""
    text = visible_text(html)
    marks = internal_marks(text) + rejected_terms(text) + grammar_marks(text)
    if one_task:
        marks += repeated_sentences(text)
    assert not marks, f"{where}:\n" + "\n".join(marks)


def page_and_feedback(client: Client, url: str, question: Question):
    page = client.get(url)
    assert page.status_code == 200, url
    # The title stands twice on a page (the path and the heading): sentences said twice are
    # looked for in the feedback; the page says «Отметьте все…» once.
    assert_clean(page.content.decode(), url, one_task=False)
    assert visible_text(page.content.decode()).count("Отметьте все") <= 1, url
    if question.kind == "steps":
        return  # answered step by step: its pages are checked by its own tests
    for label, answer in (("right", right_answer(question)), ("wrong", wrong_answer(question))):
        data = {"answer": answer, **answer_fields(client, page.content.decode())}
        feedback = client.post("/practice/answer/", data, headers={"HX-Request": "true"})
        assert feedback.status_code == 200, (url, label)
        html = feedback.content.decode()
        # The verdict heading, not the word anywhere: «Неверное число карт» is a topic.
        verdict = re.search(r'class="feedback__verdict">\s*(Верно|Неверно)', html)
        assert verdict is not None, (url, label)
        assert (verdict.group(1) == "Верно") == (label == "right"), (url, label)
        assert_clean(html, f"{url} feedback to a {label} answer")
        if any(step.get("law") for step in question.explanation):
            # The ruling and its clause lead the explanation, outside anything folded.
            ruling = html.find('class="explanation__ruling"')
            assert ruling != -1, (url, label)
            assert "<details" not in html[:ruling], (url, label)


# Every authored task: every third in the quick loop, the others marked slow.
AUTHORED = [
    pytest.param(path, id=path.stem, marks=[pytest.mark.slow] if number % 3 else [])
    for number, path in enumerate(FILES)
]


@pytest.mark.parametrize("path", AUTHORED)
def test_authored_task_and_its_feedback_show_nothing_internal(client, path):
    question = authored(path)
    save(question, path.read_text(encoding="utf-8"), path.name)
    page_and_feedback(client, f"/practice/s/{question.id}/", question)


@pytest.mark.parametrize(("kind", "seed"), GENERATED, ids=[f"{k}-{s}" for k, s in GENERATED])
def test_generated_task_and_its_feedback_show_nothing_internal(client, kind, seed):
    page_and_feedback(client, f"/practice/g/{kind}/{seed}/", generate(kind, seed))


def test_exam_review_of_every_task_shows_nothing_internal(client):
    questions = [authored(path) for path in FILES]
    for path, question in zip(FILES, questions, strict=True):
        save(question, path.read_text(encoding="utf-8"), path.name)
    questions += [generate(kind, seed) for kind, seed in GENERATED[:: len(SEEDS)]]
    response = client.post("/exam/start/", {"questions": 6, "pass_mark": 80})
    assert response.status_code == 302
    exam = ExamAttempt.objects.latest("started_at")
    exam.question_ids = [q.id for q in questions]
    exam.save(update_fields=["question_ids"])
    # Half answered right, half wrong; the last one (and the step-by-step ones) unanswered.
    answered = [q for q in questions if q.kind != "steps"]
    for number, question in enumerate(answered):
        if number < len(answered) - 1:
            answer = right_answer(question) if number % 2 else wrong_answer(question)
            mock_exam.save_answer(exam, question, answer)
    mock_exam.finish(exam)
    page = client.get(f"/exam/{exam.pk}/results/")
    assert page.status_code == 200
    html = page.content.decode()
    assert html.count('class="review-item"') == len(questions)
    assert_clean(html, "exam review", one_task=False)


# Every path of the guide, a thousand-odd pages: every eighth in the quick loop, the rest
# marked slow (`make test` renders them all).
PATH_PARTS = [
    pytest.param(0, id="every-8th"),
    pytest.param(1, id="the-rest", marks=pytest.mark.slow),
]


@pytest.mark.parametrize("part", PATH_PARTS)
@pytest.mark.parametrize("incident", INCIDENTS, ids=lambda i: i.code)
def test_every_ruling_of_the_directors_guide_shows_nothing_internal(client, incident, part):
    from tests.quizzes.director.test_ruling import _all_paths

    paths = _all_paths(incident)
    for answers in [p for n, p in enumerate(paths) if (n % 8 != 0) == bool(part)]:
        url = f"/director/?{urlencode(answers)}"
        page = client.get(url)
        assert page.status_code == 200, url
        assert_clean(page.content.decode(), url, one_task=False)


CALCULATIONS = [
    *(
        f"/tools/score/?level={level}&strain={strain}&doubled={doubled}&tricks={tricks}"
        for level, strain, doubled, tricks in [
            (1, "C", "", 7),
            (2, "D", "X", 6),
            (3, "NT", "XX", 10),
            (4, "H", "", 10),
            (6, "S", "X", 13),
            (7, "NT", "", 12),
        ]
    ),
    "/tools/imps/?ours=-100&theirs=620",
    "/tools/matchpoints/?scores=620%0A620%0A170%0A-100",
    "/tools/revoke/?offender=defender&trick=3&revoke_trick=offender&later=2",
    "/tools/indemnity/?top=12&session=67,5",
    "/tools/claim/?deal=N%3AAQ...+32...+54...+K6...&strain=NT&leader=S&claimer=S"
    "&response=contested",
    "/tools/claim/?deal=N%3AAQ...+32...+54...+K6...&strain=S&leader=S&claimer=S",
]


@pytest.mark.parametrize("url", CALCULATIONS)
def test_the_calculators_show_nothing_internal(client, url):
    page = client.get(url)
    assert page.status_code == 200, url
    assert_clean(page.content.decode(), url, one_task=False)
