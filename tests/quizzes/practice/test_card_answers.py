"""Answering a card question as people answer: picking one of the player's cards (a radio button
each; the diagram's cards pick them with JavaScript) or typing the card in any usual form. What
the site cannot read, or a card the player does not hold, is refused and nothing is recorded."""

import re

import pytest
from django.test import Client

from quizzes.content import load_scenario_file
from quizzes.models import Attempt, ReviewCard
from tests.quizzes.conftest import answer_fields, store

pytestmark = pytest.mark.django_db

# East is on lead with his major penalty card ♠Д on the table: he must lead it (Law 50E1).
MUST_LEAD = "quizzes/content/scenarios/major-penalty-card-must-lead.yaml"
URL = "/practice/s/major-penalty-card-must-lead/"
EAST_NOW = ["SQ", "SJ", "S2", "H6", "H4", "H2", "D9", "D7", "D4", "CT", "C5"]


@pytest.fixture
def must_lead(db):
    question = load_scenario_file(MUST_LEAD)
    store(question)
    return question


def radios(html):
    return re.findall(r'<input type="radio" name="answer" value="([A-Z0-9]+)"', html)


def test_the_page_offers_the_cards_the_player_still_holds(client, must_lead):
    html = client.get(URL).content.decode()
    assert radios(html) == EAST_NOW  # ♥9 went to the first trick, ♣Т to the second
    assert "Карты Востока, которые у него ещё на руках" in html
    assert 'name="answer" autocomplete="off"' in html  # typing stays possible


@pytest.mark.parametrize("given", ["SQ", "дама пик", "пиковая дама", "♠Д", "QS", "П Д"])
def test_a_picked_or_typed_right_card_is_right(client, must_lead, given):
    page = client.get(URL).content.decode()
    response = client.post("/practice/answer/", {**answer_fields(client, page), "answer": given})
    assert "Верно" in response.content.decode()
    assert Attempt.objects.get().correct is True


def test_picking_and_typing_the_same_card_is_one_answer(client, must_lead):
    page = client.get(URL).content.decode()
    fields = answer_fields(client, page)
    response = client.post("/practice/answer/", {**fields, "answer": ["SQ", "дама пик"]})
    assert "Верно" in response.content.decode()


@pytest.mark.parametrize(
    ("given", "message"),
    [
        ("десятка", "Не удалось прочитать карту «десятка»"),
        ("♠Т", "У Востока нет карты ♠Т"),
        ("H9", "У Востока нет карты ♥9"),
        (["SQ", "SJ"], "Выбрана одна карта, а написана другая"),
        ("", "Ответ не указан"),
    ],
)
def test_what_cannot_be_an_answer_is_refused_and_nothing_recorded(
    client, must_lead, given, message
):
    page = client.get(URL).content.decode()
    fields = answer_fields(client, page)
    response = client.post(
        "/practice/answer/", {**fields, "answer": given}, headers={"HX-Request": "true"}
    )
    html = response.content.decode()
    assert response.status_code == 200
    assert message in html and "задача по-прежнему открыта" in html
    # The form comes back, open, with its tokens: the same answer form to send again.
    assert html.lstrip().startswith('<form class="answer-form" method="post"')
    assert 'name="token"' in html and radios(html) == EAST_NOW
    assert "Неверно" not in html
    assert not Attempt.objects.exists() and not ReviewCard.objects.exists()
    # The same form, answered properly, is then graded.
    token = re.search(r'name="token" value="([^"]+)"', html).group(1)
    retry = client.post("/practice/answer/", {"token": token, "answer": "SQ"})
    assert "Верно" in retry.content.decode()
    assert Attempt.objects.count() == 1


def test_without_javascript_an_unreadable_card_is_refused_on_the_confirm_page(must_lead):
    client = Client(enforce_csrf_checks=True)
    confirm = client.get(URL, {"answer": ["", "дама кого-то"]})
    html = confirm.content.decode()
    assert "Не удалось прочитать карту" in html and "в два шага" not in html
    assert 'value="дама кого-то"' in html  # what he typed is kept
    fields = dict(re.findall(r'name="(token|csrfmiddlewaretoken)" value="([^"]+)"', html))
    response = client.post("/practice/answer/", {**fields, "answer": "SJ"})
    assert "Неверно" in response.content.decode()
    assert Attempt.objects.get().correct is False


def test_without_javascript_a_picked_card_is_confirmed_checked(must_lead):
    client = Client(enforce_csrf_checks=True)
    html = client.get(URL, {"answer": ["SJ", ""]}).content.decode()
    assert '<input type="radio" name="answer" value="SJ" checked>' in html
    assert "в два шага" in html and not Attempt.objects.exists()
