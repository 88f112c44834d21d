"""A question answered in steps, in practice and in the exam: one step at a time without
JavaScript (GET until the last step, nothing recorded), the last step sent with the reader's
tokens, the attempt recorded once with every step's answer; htmx gets the steps partial."""

import copy
import re

import pytest

from quizzes.content import load_scenario_dict
from quizzes.models import Attempt, ExamAttempt
from tests.quizzes.conftest import store
from tests.quizzes.content.test_steps import BASE, RIGHT

pytestmark = pytest.mark.django_db
URL = "/practice/s/steps/"


@pytest.fixture
def steps_question(db):
    question = load_scenario_dict(copy.deepcopy(BASE), file="steps.yaml")
    store(question)
    return question


def tokens(client):
    fragment = client.get("/practice/answer/tokens/?q=steps").content.decode()
    return dict(re.findall(r'name="(token|csrfmiddlewaretoken)" value="([^"]+)"', fragment))


def step_inputs(html):
    """The step fields the page asks for (not the hidden ones)."""
    return sorted(set(re.findall(r'<input type="(?:radio|text)" name="(step-[\w-]+)"', html)))


def test_the_page_asks_the_first_step_only(client, steps_question):
    html = client.get(URL).content.decode()
    assert step_inputs(html) == ["step-information"]
    assert "Шаг 1." in html
    # Nothing of the answer is on the page before it is asked.
    assert "Пауза Севера бесспорна" not in html and "−170" not in html


def test_each_step_answered_shows_its_verdict_and_asks_the_next(client, steps_question):
    response = client.get(URL, {"step-information": "yes", "step-suggests": "no"})
    html = response.content.decode()
    assert response.status_code == 200
    assert "no-cache" in response["Cache-Control"] or "max-age=0" in response["Cache-Control"]
    assert step_inputs(html) == ["step-alternative"]
    assert html.count("step-result--right") == 1 and html.count("step-result--wrong") == 1
    # The author's reasoning comes with the step.
    assert "Пауза Севера бесспорна" in html and "больше минимума" not in html
    assert "Раздумье говорит о лишней силе" in html
    # The answers so far travel in the form.
    assert '<input type="hidden" name="step-information" value="yes">' in html
    assert not Attempt.objects.exists()


def test_htmx_gets_the_steps_partial(client, steps_question):
    response = client.get(URL, {"step-information": "yes"}, headers={"HX-Request": "true"})
    html = response.content.decode()
    assert 'id="answer-steps"' in html and "<html" not in html


def test_an_unreadable_number_is_asked_again_with_the_reason(client, steps_question):
    answers = {f"step-{k}": v for k, v in RIGHT.items() if k != "matchpoints-EW"}
    html = client.get(URL, {**answers, "step-points-NS": "минус сто"}).content.decode()
    assert step_inputs(html) == ["step-points-NS"]
    assert "не число" in html


def test_the_last_step_is_sent_with_the_tokens_and_recorded_once(client, steps_question):
    answers = {f"step-{k}": v for k, v in RIGHT.items() if k != "matchpoints-EW"}
    html = client.get(URL, answers).content.decode()
    assert step_inputs(html) == ["step-matchpoints-EW"]
    assert 'method="post" action="/practice/answer/' in html
    sent = dict(re.findall(r'name="(token|csrfmiddlewaretoken)" value="([^"]+)"', html))
    hidden = dict(re.findall(r'type="hidden" name="(step-[\w-]+)" value="([^"]*)"', html))
    assert hidden == answers
    post = {**sent, **hidden, "step-matchpoints-EW": "7"}
    response = client.post("/practice/answer/", post)
    page = response.content.decode()
    assert response.status_code == 200
    assert "Верно" in page and "верных шагов 8 из 8" in page
    attempt = Attempt.objects.get()
    assert attempt.correct and attempt.answer["alternative"] == "yes"
    # The same form sent again is not counted twice.
    again = client.post("/practice/answer/", post).content.decode()
    assert Attempt.objects.count() == 1 and "уже был учтён" in again


def test_a_wrong_step_makes_the_answer_wrong_and_shows_each_step(client, steps_question):
    # Every step's answer in one post (a form kept from before, say).
    post = {**tokens(client), **{f"step-{k}": v for k, v in RIGHT.items()}, "step-points-NS": "140"}
    page = client.post("/practice/answer/", post, headers={"HX-Request": "true"}).content.decode()
    assert "Неверно" in page and "верных шагов 7 из 8" in page
    assert page.count("step-result--wrong") == 1
    assert not Attempt.objects.get().correct


def test_a_post_missing_a_step_asks_it_and_records_nothing(client, steps_question):
    post = {**tokens(client), "step-information": "yes", "step-matchpoints-EW": "7"}
    html = client.post("/practice/answer/", post).content.decode()
    assert step_inputs(html) == ["step-suggests"]
    assert 'action="/practice/answer/' not in html.split('id="answer-steps"')[1].split("</form>")[0]
    assert not Attempt.objects.exists()


def test_steps_in_the_exam_all_at_once_and_marked_at_the_end(client, steps_question, no_generators):
    client.post("/exam/start/", {"questions": 5, "pass_mark": 80})
    exam = ExamAttempt.objects.get()
    assert exam.question_ids == ["steps"]
    html = client.get(f"/exam/{exam.pk}/1/").content.decode()
    assert len(step_inputs(html)) == 8
    answers = {f"step-{k}": v for k, v in RIGHT.items()}
    client.post(f"/exam/{exam.pk}/1/answer/", {**answers, "go": "finish"})
    # The answers are shown again when the question is reopened.
    reopened = client.get(f"/exam/{exam.pk}/1/").content.decode()
    assert 'name="step-points-NS" inputmode="text"' in reopened and 'value="−170"' in reopened
    client.post(f"/exam/{exam.pk}/close/")
    results = client.get(f"/exam/{exam.pk}/results/").content.decode()
    assert "100 %" in results and "step-result--right" in results
