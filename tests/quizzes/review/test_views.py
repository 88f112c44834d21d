import re
from datetime import timedelta

import pytest
from django.contrib.auth.models import User
from django.test import Client
from django.utils import timezone

from quizzes.models import Attempt, ReviewCard
from tests.quizzes.conftest import answer_fields

pytestmark = pytest.mark.django_db


def answer(client, url, value):
    page = client.get(url).content.decode()
    token = answer_fields(client, page)["token"]
    action = re.search(r'<form class="answer-form"[^>]* hx-post="([^"]+)"', page, re.S).group(1)
    return client.post(action.replace("&amp;", "&"), {"token": token, "answer": value})


def test_progress_page_draws_heat_map_and_chart(client, stored_questions):
    answer(client, "/practice/s/revoke-two-tricks/", "2")
    answer(client, "/practice/s/lead-out-of-turn-options/", "cancel")
    html = client.get("/progress/").content.decode()
    assert "<b>2</b><span>ответа всего</span>" in html
    assert "<b>2</b><span>задачи без повторов</span>" in html
    # Law 64: one right answer → the top bucket; law 54: one wrong → the bottom one.
    assert 'class="heat-4" href="/practice/?law=64"' in html
    assert 'class="heat-0" href="/practice/?law=54"' in html
    assert '<span class="heat-none" title="Правило 1: ответов нет">1</span>' in html
    assert '<svg class="chart"' in html and 'class="bar-right"' in html
    assert "<script" not in html.split("<main", 1)[1]  # no inline scripts in the page body


def test_progress_without_any_answers(client, db):
    html = client.get("/progress/").content.decode()
    assert "Пока ответов нет" in html


def test_weak_areas_point_to_laws_and_irregularities(client, stored_questions):
    answer(client, "/practice/s/revoke-two-tricks/", "0")
    answer(client, "/practice/s/revoke-one-trick/", "0")
    answer(client, "/practice/s/lead-out-of-turn-options/", "accept")
    html = client.get("/progress/weak/").content.decode()
    assert 'href="/laws/61/"' in html and 'href="/practice/?law=61"' in html
    assert "Фальшренонс — ошибок 2 из 2" in html
    assert 'href="/laws/54/"' not in html  # answered right


def test_review_queue_shows_missed_questions_when_their_step_is_due(client, stored_questions):
    answer(client, "/practice/s/revoke-two-tricks/", "5")  # wrong → Again, back in a minute
    answer(client, "/practice/s/lead-out-of-turn-options/", "accept")  # right → days later
    html = client.get("/review/").content.decode()
    assert "Сейчас повторять нечего" in html
    assert "Вернутся сегодня" in html, html
    assert "который выиграл взятку</a> — в " in html
    # A minute later the missed question is due.
    ReviewCard.objects.update(due=timezone.now() - timedelta(minutes=1))
    card = ReviewCard.objects.get(question_id="lead-out-of-turn-options")
    card.due = timezone.now() + timedelta(days=3)
    card.save()
    html = client.get("/review/").content.decode()
    assert "Фальшренонс вистующего" in html and "Первый ход не с той руки" not in html
    assert "ошибка — повторить сейчас" in html
    assert "К повторению сегодня: 1" in client.get("/practice/").content.decode()
    response = client.get("/review/next/")
    assert response["Location"] == "/practice/s/revoke-two-tricks/?from=review"
    # Answering from the queue reschedules the card and the queue empties.
    response = answer(client, response["Location"], "2")
    assert "/review/next/?after=revoke-two-tricks" in response.content.decode()
    assert ReviewCard.objects.get(question_id="revoke-two-tricks").due > timezone.now()
    assert client.get("/review/next/?after=revoke-two-tricks")["Location"] == "/review/?done=1"


def test_questions_coming_back_later_today_are_links_to_their_pages(client, stored_questions):
    """Not yet due, a missed question is still listed with a real link (no script needed)."""
    answer(client, "/practice/s/revoke-two-tricks/", "5")  # wrong → back in a minute
    html = client.get("/review/").content.decode()
    later = html.split("Вернутся сегодня", 1)[1]
    link = re.search(r'<li><a href="([^"]+)">([^<]+)</a> — в \d\d:\d\d</li>', later)
    assert link, later
    assert link.group(1) == "/practice/s/revoke-two-tricks/?from=review"
    assert "который выиграл взятку" in link.group(2)
    assert client.get(link.group(1)).status_code == 200


def test_progress_kept_across_sign_up(stored_questions):
    client = Client()
    answer(client, "/practice/s/revoke-two-tricks/", "2")
    answer(client, "/practice/s/lead-out-of-turn-options/", "cancel")
    response = client.post(
        "/accounts/signup/",
        {"username": "anna", "password1": "Trudnyi-parol-42", "password2": "Trudnyi-parol-42"},
    )
    assert response.status_code == 302
    user = User.objects.get(username="anna")
    assert Attempt.objects.filter(user=user).count() == 2
    assert ReviewCard.objects.filter(user=user).count() == 2
    assert not Attempt.objects.filter(user__isnull=True).exists()
    assert "<b>2</b><span>ответа всего</span>" in client.get("/progress/").content.decode()


def test_progress_moves_to_the_user_at_login_and_cards_merge(stored_questions):
    user = User.objects.create_user("boris", password="Trudnyi-parol-42")
    first = Client()
    first.post("/accounts/login/", {"username": "boris", "password": "Trudnyi-parol-42"})
    answer(first, "/practice/s/revoke-two-tricks/", "2")
    other = Client()  # another browser, anonymous, answers the same question and one more
    answer(other, "/practice/s/revoke-two-tricks/", "9")
    answer(other, "/practice/s/revoke-one-trick/", "1")
    response = other.post("/accounts/login/", {"username": "boris", "password": "Trudnyi-parol-42"})
    assert response.status_code == 302
    assert Attempt.objects.filter(user=user).count() == 3
    assert ReviewCard.objects.filter(user=user).count() == 2  # one card per question
    assert not ReviewCard.objects.filter(user__isnull=True).exists()


def test_log_out_is_a_post_and_password_change_works(stored_questions):
    User.objects.create_user("vera", password="Trudnyi-parol-42")
    client = Client()
    client.post("/accounts/login/", {"username": "vera", "password": "Trudnyi-parol-42"})
    assert "Выйти" in client.get("/practice/").content.decode()
    response = client.post(
        "/accounts/password/",
        {
            "old_password": "Trudnyi-parol-42",
            "new_password1": "Drugoi-parol-43",
            "new_password2": "Drugoi-parol-43",
        },
    )
    assert response.status_code == 302
    assert client.post("/accounts/logout/").status_code == 302
    assert "Войти" in client.get("/practice/").content.decode()
    assert Client().login(username="vera", password="Drugoi-parol-43")


def test_sign_up_errors_are_shown_in_russian(client, db):
    response = client.post(
        "/accounts/signup/", {"username": "x", "password1": "1", "password2": "2"}
    )
    assert response.status_code == 400
    assert "не совпадают" in response.content.decode()


def test_login_page_is_russian(client, db):
    html = client.get("/accounts/login/").content.decode()
    assert "Имя пользователя" in html and "Пароль" in html


def test_a_learning_step_past_midnight_stays_in_this_session(client, stored_questions):
    from quizzes.accounts.learner import Learner
    from quizzes.review.pages import end_of_today, review_order

    answer(client, "/practice/s/revoke-two-tricks/", "5")  # wrong: back in a few minutes
    card = ReviewCard.objects.get(question_id="revoke-two-tricks")
    learner = Learner(None, card.session_key)
    midnight = end_of_today()
    # Answered at 23:58; its step falls at 00:03, tomorrow by the calendar.
    card.due = midnight + timedelta(minutes=3)
    card.save()
    queue, later = review_order(learner, now=midnight - timedelta(minutes=2))
    assert [c.question_id for c in later] == ["revoke-two-tricks"] and not queue
    queue, later = review_order(learner, now=midnight + timedelta(minutes=4))
    assert [c.question_id for c in queue] == ["revoke-two-tricks"] and not later
