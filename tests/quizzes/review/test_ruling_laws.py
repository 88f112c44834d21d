"""Mastery and the exam's «Что повторить» count the clauses a task is about — its own laws and
the engine's deciding clauses — not every clause its explanation passes on the way: a wrong
answer on a penalty-card lead does not make Law 44 (who won each trick) a weak area."""

import pytest
from django.test import Client

from quizzes.content import load_scenario_file
from quizzes.content.question import deciding_clauses, law_numbers
from quizzes.exams import mock_exam
from quizzes.models import Attempt, ExamAttempt
from tests.quizzes.conftest import answer_fields, make_question, store

MUST_LEAD = "quizzes/content/scenarios/major-penalty-card-must-lead.yaml"
PROCEDURAL = "quizzes/content/scenarios/procedural-penalty-after-forfeiture.yaml"


@pytest.fixture(scope="module")
def must_lead():
    return load_scenario_file(MUST_LEAD)


def test_an_engine_task_is_about_its_own_and_the_engines_deciding_clauses(must_lead):
    # The explanation names who won the first two tricks (44F) on the way to Law 50.
    assert 44 in law_numbers(must_lead.laws)
    # Law 49: the card exposed becomes a penalty card; Law 50: what that card obliges.
    assert law_numbers(must_lead.ruling_laws) == {49, 50}
    assert must_lead.ruling_laws[0] == "50E1"  # the task's own clause first
    assert set(deciding_clauses(must_lead.ruling)) <= set(must_lead.ruling_laws)


def test_an_author_task_is_about_the_laws_it_cites():
    question = load_scenario_file(PROCEDURAL)
    assert question.decided_by == "author"
    assert question.ruling_laws == question.laws


def test_deciding_clauses_are_the_irregularities_options_and_equity():
    ruling = {
        "irregularities": [{"kind": "revoke", "laws": ["61A", "64A1"]}],
        "options": [{"code": "accept", "laws": ["53A"]}],
        "adjusted": {"declarer_tricks": 9, "laws": ["64C"]},
        "laws": ["44F", "61A", "64A1", "53A", "64C", "77"],
    }
    assert deciding_clauses(ruling) == ["61A", "64A1", "53A", "64C"]
    assert deciding_clauses(None) == []


@pytest.mark.django_db
def test_a_wrong_answer_makes_law_50_weak_and_not_law_44(client, must_lead):
    store(must_lead)
    page = client.get("/practice/s/major-penalty-card-must-lead/").content.decode()
    client.post("/practice/answer/", {**answer_fields(client, page), "answer": "SJ"})
    assert law_numbers(Attempt.objects.get().laws) == {49, 50}
    weak = client.get("/progress/weak/").content.decode()
    assert "Правило 50" in weak and "Правило 44" not in weak
    progress = client.get("/progress/").content.decode()
    assert 'class="heat-0" href="/practice/?law=50"' in progress
    assert 'class="heat-none" title="Правило 44: ответов нет"' in progress


@pytest.mark.django_db
def test_answers_recorded_with_every_cited_clause_count_by_what_the_task_is_about(
    client, must_lead
):
    store(must_lead)
    page = client.get("/practice/s/major-penalty-card-must-lead/").content.decode()
    client.post("/practice/answer/", {**answer_fields(client, page), "answer": "SJ"})
    # An answer recorded before tasks knew their ruling clauses: every clause cited.
    Attempt.objects.update(laws=must_lead.laws)
    weak = client.get("/progress/weak/").content.decode()
    assert "Правило 50" in weak and "Правило 44" not in weak


@pytest.mark.django_db
def test_the_exam_says_to_revise_the_ruling_clauses_only():
    for number in range(5):
        store(
            make_question(
                id=f"exam-revoke-{number}",
                level="director",
                laws=["44F", "61A", "63A1", "64A1"],
                ruling_laws=["61A", "64A1"],
            )
        )
    client = Client()
    client.post("/exam/start/", {"questions": 5, "pass_mark": 80})
    exam = ExamAttempt.objects.get()
    client.post(f"/exam/{exam.pk}/1/answer/", {"answer": "5", "go": "finish"})
    client.post(f"/exam/{exam.pk}/close/")
    results = mock_exam.results(ExamAttempt.objects.get())
    assert [item["law"] for item in results["study"]] == [61, 64]
    html = client.get(f"/exam/{exam.pk}/results/").content.decode()
    revise = html.split("Что повторить", 1)[1].split("Разбор ответов", 1)[0]
    assert "/laws/61/" in revise and "/laws/44/" not in revise and "/laws/63/" not in revise


def _laws_line(html: str) -> str:
    return html.split('class="feedback__laws"', 1)[1].split("</p>", 1)[0]


@pytest.mark.django_db
@pytest.mark.parametrize("right", [False, True], ids=["wrong", "right"])
def test_the_feedback_names_the_ruling_clauses_only(client, must_lead, right):
    store(must_lead)
    answer = str(must_lead.answer) if right else "SJ"
    page = client.get("/practice/s/major-penalty-card-must-lead/").content.decode()
    feedback = client.post(
        "/practice/answer/", {**answer_fields(client, page), "answer": answer}
    ).content.decode()
    line = _laws_line(feedback)
    assert "Правила:" in line and "/laws/50/" in line and "/laws/49/" in line
    assert "/laws/44/" not in line  # who won the first tricks is on the way, not the ruling


@pytest.mark.django_db
def test_the_law_filter_finds_a_task_by_its_ruling_clauses(client, must_lead):
    store(must_lead)
    by_50 = client.get("/practice/?law=50").content.decode()
    by_44 = client.get("/practice/?law=44").content.decode()
    assert "/practice/s/major-penalty-card-must-lead/" in by_50
    assert "/practice/s/major-penalty-card-must-lead/" not in by_44


@pytest.mark.django_db
def test_the_exam_review_names_the_ruling_clauses_only():
    for number in range(5):
        store(
            make_question(
                id=f"exam-revoke-{number}", level="director", laws=["44F", "61A", "64A1"],
                ruling_laws=["61A", "64A1"],
            )
        )  # fmt: skip
    client = Client()
    client.post("/exam/start/", {"questions": 5, "pass_mark": 80})
    exam = ExamAttempt.objects.get()
    client.post(f"/exam/{exam.pk}/1/answer/", {"answer": "5", "go": "finish"})
    client.post(f"/exam/{exam.pk}/close/")
    html = client.get(f"/exam/{exam.pk}/results/").content.decode()
    line = _laws_line(html.split("Разбор ответов", 1)[1])
    assert "/laws/61/" in line and "/laws/44/" not in line
