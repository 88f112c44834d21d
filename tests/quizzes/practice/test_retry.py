"""Retry at once, review later: a wrong answer offers «Попробовать ещё раз», and the question
comes back within the practice run once its learning step is due, before anything new."""

import re
from datetime import timedelta

import pytest
from django.utils import timezone

from quizzes.models import ReviewCard
from tests.quizzes.conftest import answer_fields

pytestmark = pytest.mark.django_db


def answer(client, url, value):
    page = client.get(url).content.decode()
    action = re.search(r'<form class="answer-form"[^>]* hx-post="([^"]+)"', page, re.S).group(1)
    fields = answer_fields(client, page)
    return client.post(action.replace("&amp;", "&"), {**fields, "answer": value}).content.decode()


def test_a_wrong_answer_offers_a_retry_in_the_same_run(client, stored_questions):
    html = answer(client, "/practice/s/revoke-two-tricks/?law=64", "5")
    assert "Неверно" in html
    assert (
        '<a class="btn" href="/practice/s/revoke-two-tricks/?law=64">Попробовать ещё раз</a>'
        in html
    )
    assert "Задача вернётся в этой тренировке" in html


def test_a_right_answer_offers_no_retry(client, stored_questions):
    html = answer(client, "/practice/s/revoke-two-tricks/", "2")
    assert "Верно" in html and "Попробовать ещё раз" not in html


def test_the_missed_question_comes_back_within_the_session(client, stored_questions):
    answer(client, "/practice/s/revoke-two-tricks/?law=64", "5")
    # Its first step is a minute away: the run goes on to another question.
    response = client.get("/practice/next/?law=64&after=revoke-two-tricks")
    assert response["Location"] == "/practice/s/revoke-one-trick/?law=64"
    answer(client, "/practice/s/revoke-one-trick/?law=64", "1")
    # A minute later it comes back first, though an untried question would be next.
    ReviewCard.objects.filter(question_id="revoke-two-tricks").update(
        due=timezone.now() - timedelta(seconds=5)
    )
    response = client.get("/practice/next/?after=revoke-one-trick")
    assert response["Location"] == "/practice/s/revoke-two-tricks/"
    # Only within the run's filter: practising Law 54 it waits.
    response = client.get("/practice/next/?law=54")
    assert response["Location"] == "/practice/s/lead-out-of-turn-options/?law=54"
    # Answered right now, it comes back after the next step (ten minutes), not at once.
    answer(client, "/practice/s/revoke-two-tricks/", "2")
    card = ReviewCard.objects.get(question_id="revoke-two-tricks")
    assert timedelta(minutes=9) < card.due - timezone.now() <= timedelta(minutes=10)
    assert "повторить сейчас" not in client.get("/review/").content.decode()
