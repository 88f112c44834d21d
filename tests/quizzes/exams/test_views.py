import random
import re
from datetime import timedelta

import pytest
from django.test import Client

from quizzes.exams import mock_exam
from quizzes.models import Attempt, ExamAttempt, ReviewCard
from tests.quizzes.conftest import choice_question, make_question, store

pytestmark = pytest.mark.django_db

CHAPTERS = ["Розыгрыш", "Торговля", "Обсчёт"]


@pytest.fixture
def director_questions(db):
    questions = []
    for index in range(9):
        chapter = CHAPTERS[index % 3]
        if index % 2:
            question = choice_question(id=f"director-choice-{index}", chapter=chapter)
        else:
            question = make_question(
                id=f"director-number-{index}", level="director", chapter=chapter, answer=index
            )
        store(question)
        questions.append(question)
    store(make_question(id="player-only"))  # the player level is not examined
    return {q.id: q for q in questions}


def right_answer(question):
    return str(question.answer)


def start(client, **fields):
    data = {"questions": 6, "pass_mark": 80, **fields}
    response = client.post("/exam/start/", data)
    assert response.status_code == 302, response.content.decode()
    exam = ExamAttempt.objects.latest("started_at")
    assert response["Location"] == f"/exam/{exam.pk}/1/"
    return exam


def test_the_blueprint_gives_each_area_its_weighted_share():
    plan = {row["area"].code: row for row in mock_exam.blueprint()}
    assert sum(row["questions"] for row in plan.values()) == mock_exam.DEFAULT_QUESTIONS
    # The heaviest areas get the most questions.
    assert plan["revoke"]["questions"] > plan["quitted_tricks"]["questions"]


def test_exam_draws_director_questions_by_area(client, db):
    # Eight director-level revoke questions, eight on claims, four on scoring; a 10-question
    # exam gives revoke and claims one each by weight, scoring none — the rest of the ten
    # come from what is left, never from the player level.
    for index in range(8):
        store(make_question(id=f"revoke-{index}", level="director", laws=["64A1"]))
        store(
            make_question(
                id=f"claim-{index}", level="director", laws=["70A"], chapter="Претензии и уступки"
            )
        )
    for index in range(4):
        store(make_question(id=f"score-{index}", level="director", laws=["77"], chapter="Обсчёт"))
    store(make_question(id="player-only"))
    drawn = mock_exam.draw(10, random.Random(1))
    assert len(drawn.question_ids) == 10 and "player-only" not in drawn.question_ids
    areas = drawn.blueprint["_areas"]
    assert areas["Фальшренонс"] >= 1 and areas["Претензии и уступки"] >= 1
    assert drawn.generated_count == 0


def test_exam_page_states_the_blueprint(client, director_questions):
    html = client.get("/exam/").content.decode()
    assert "План экзамена" in html
    for area in ("Фальшренонс", "Нелегальная информация", "Претензии и уступки"):
        assert area in html


def test_exam_takes_the_director_questions(client, director_questions):
    exam = start(client)
    assert len(exam.question_ids) == 6
    assert set(exam.question_ids) <= set(director_questions)


def test_exam_flow_answer_reload_finish_results(director_questions):
    client = Client(enforce_csrf_checks=False)
    exam = start(client)
    ids = exam.question_ids
    # Question pages give no feedback.
    page = client.get(f"/exam/{exam.pk}/1/").content.decode()
    assert "вопрос 1 из 6" in page and "Правильный ответ" not in page
    for number, question_id in enumerate(ids[:5], start=1):
        question = director_questions[question_id]
        value = (
            right_answer(question)
            if number <= 4
            else "99"
            if question.kind == "number"
            else "cancel"
        )
        response = client.post(f"/exam/{exam.pk}/{number}/answer/", {"answer": value, "go": "next"})
        assert response.status_code == 302
        assert response["Location"] == f"/exam/{exam.pk}/{number + 1}/"
    # A reload (or a new request after a restart) resumes at the first unanswered question.
    assert client.get(f"/exam/{exam.pk}/")["Location"] == f"/exam/{exam.pk}/6/"
    page = client.get(f"/exam/{exam.pk}/2/").content.decode()
    assert "Ответ сохранён" in page
    # Results are not available before the end.
    assert client.get(f"/exam/{exam.pk}/results/").status_code == 400
    confirm = client.get(f"/exam/{exam.pk}/finish/").content.decode()
    assert "Отвечено 5 из 6" in confirm
    response = client.post(f"/exam/{exam.pk}/close/")
    assert response["Location"] == f"/exam/{exam.pk}/results/"
    exam.refresh_from_db()
    assert exam.state == "finished"
    assert exam.score == 67  # 4 of 6 right (one wrong, one unanswered)
    html = client.get(f"/exam/{exam.pk}/results/").content.decode()
    assert "67 %" in html and "Экзамен не сдан" in html and "проходной балл 80 %" in html
    assert "По главам" in html and "Что повторить" in html
    assert "без ответа" in html and 'class="law-ref xref"' in html
    assert ReviewCard.objects.count() == 5
    # Past attempts are listed.
    assert f"/exam/{exam.pk}/results/" in client.get("/exam/").content.decode()


def test_answers_to_a_finished_exam_are_refused_and_nothing_changes(client, director_questions):
    exam = start(client)
    client.post(f"/exam/{exam.pk}/1/answer/", {"answer": "1"})
    client.post(f"/exam/{exam.pk}/close/")
    before = list(Attempt.objects.values_list("answer", flat=True))
    response = client.post(f"/exam/{exam.pk}/1/answer/", {"answer": "2"})
    assert response.status_code == 400
    assert "Экзамен уже завершён" in response.content.decode()
    assert list(Attempt.objects.values_list("answer", flat=True)) == before
    # Finishing twice changes nothing either.
    score = ExamAttempt.objects.get().score
    client.post(f"/exam/{exam.pk}/close/")
    assert ExamAttempt.objects.get().score == score


def answers_to(question):
    return ("accept", "cancel") if question.kind == "choice" else ("1", "2")


def test_changing_an_answer_keeps_one_row(client, director_questions):
    exam = start(client)
    first, second = answers_to(director_questions[exam.question_ids[0]])
    client.post(f"/exam/{exam.pk}/1/answer/", {"answer": first})
    client.post(f"/exam/{exam.pk}/1/answer/", {"answer": second})
    assert Attempt.objects.filter(exam=exam).count() == 1
    assert Attempt.objects.get(exam=exam).answer == second


def test_an_answer_the_site_cannot_read_is_refused_and_not_saved(client, director_questions):
    exam = start(client)
    first, _second = answers_to(director_questions[exam.question_ids[0]])
    client.post(f"/exam/{exam.pk}/1/answer/", {"answer": first})
    response = client.post(f"/exam/{exam.pk}/1/answer/", {"answer": "много", "go": "next"})
    html = response.content.decode()
    assert response.status_code == 200
    assert "Ответ не сохранён" in html and 'role="alert"' in html
    assert Attempt.objects.get(exam=exam).answer == first  # the saved answer stands


def test_time_limit_finishes_the_exam(client, director_questions):
    exam = start(client, time_limit=10)
    page = client.get(f"/exam/{exam.pk}/1/").content.decode()
    assert 'class="exam-timer" data-deadline="' in page
    ExamAttempt.objects.filter(pk=exam.pk).update(
        started_at=exam.started_at - timedelta(minutes=11)
    )
    response = client.post(f"/exam/{exam.pk}/1/answer/", {"answer": "1"})
    assert response.status_code == 400
    assert "Время экзамена вышло" in response.content.decode()
    assert ExamAttempt.objects.get().state == "finished"
    assert client.get(f"/exam/{exam.pk}/1/")["Location"] == f"/exam/{exam.pk}/results/"


def test_someone_elses_exam_is_not_found(client, director_questions):
    exam = start(client)
    stranger = Client()
    response = stranger.get(f"/exam/{exam.pk}/1/")
    assert response.status_code == 404
    assert f"Экзамена №{exam.pk} нет" in response.content.decode()
    assert stranger.post(f"/exam/{exam.pk}/1/answer/", {"answer": "1"}).status_code == 404
    assert not Attempt.objects.exists()


@pytest.mark.parametrize("number", [0, 7, 99])
def test_question_number_out_of_range(client, director_questions, number):
    exam = start(client)
    response = client.get(f"/exam/{exam.pk}/{number}/")
    assert response.status_code == 404
    assert "нет вопроса" in response.content.decode()


def test_bad_exam_settings_are_explained(client, director_questions):
    response = client.post("/exam/start/", {"questions": 1000, "pass_mark": 80})
    assert response.status_code == 400
    assert "Убедитесь" in response.content.decode()
    assert not ExamAttempt.objects.exists()


def test_shortfall_is_filled_with_generated_questions_and_said(
    client, director_questions, toy_generators
):
    exam = start(client, questions=12)
    generated = [q for q in exam.question_ids if q.startswith("gen-")]
    assert len(exam.question_ids) == 12 and len(generated) == 3
    client.post(f"/exam/{exam.pk}/close/")
    html = client.get(f"/exam/{exam.pk}/results/").content.decode()
    assert "3 из 12 — сгенерированные задачи" in html


def test_exam_start_needs_csrf(director_questions):
    client = Client(enforce_csrf_checks=True)
    client.get("/exam/")
    assert client.post("/exam/start/", {"questions": 6, "pass_mark": 80}).status_code == 403
    assert re.search(r'name="csrfmiddlewaretoken"', client.get("/exam/").content.decode())


@pytest.mark.parametrize(
    "url",
    [
        "/exam/99999999999999999999/",
        "/exam/99999999999999999999/1/",
        "/exam/1/99999999999999999999/",
    ],
)
def test_absurd_numbers_in_exam_urls_are_not_found(client, director_questions, url):
    start(client)
    response = client.get(url)
    assert response.status_code == 404
    assert "нет" in response.content.decode()
