import re

import pytest
from django.test import Client

from quizzes.models import Attempt, ReviewCard, Scenario
from tests.quizzes.conftest import answer_fields, make_question, store

pytestmark = pytest.mark.django_db


def test_practice_page_lists_scenarios_and_filters(client, stored_questions):
    response = client.get("/practice/")
    html = response.content.decode()
    assert response.status_code == 200
    for question in stored_questions:
        assert question.title in html
    assert 'name="law"' in html and 'name="irregularity"' in html and 'name="level"' in html


@pytest.mark.parametrize(
    ("query", "shown", "hidden"),
    [
        ("law=54", ["Первый ход не с той руки"], ["Фальшренонс вистующего"]),
        ("irregularity=revoke", ["Фальшренонс вистующего"], ["Первый ход не с той руки"]),
        ("level=director", ["Первый ход не с той руки"], ["Фальшренонс разыгрывающего"]),
        ("law=64", ["Фальшренонс вистующего", "Фальшренонс разыгрывающего"], ["Первый ход"]),
    ],
)
def test_practice_filters(client, stored_questions, query, shown, hidden):
    html = client.get(f"/practice/?{query}").content.decode()
    for title in shown:
        assert title in html
    for title in hidden:
        assert title not in html


def test_practice_filter_with_junk_values_is_explained_not_an_error(client, stored_questions):
    response = client.get("/practice/?law=абв&level=гуру&irregularity=<x>")
    html = response.content.decode()
    assert response.status_code == 200
    assert "не номер правила" in html and "Уровня «гуру» нет" in html


def test_htmx_filter_returns_only_the_results_partial(client, stored_questions):
    response = client.get("/practice/?law=54&chapter=&level=", headers={"HX-Request": "true"})
    html = response.content.decode()
    assert 'id="practice-results"' in html
    assert "<html" not in html
    assert response["HX-Push-Url"] == "/practice/?law=54"


def test_scenario_page_shows_table_and_form(client, stored_questions):
    response = client.get("/practice/s/revoke-two-tricks/")
    html = response.content.decode()
    assert response.status_code == 200
    assert "table-diagram" in html and "{#" not in html and "{%" not in html
    assert 'class="suit red"' in html  # hearts and diamonds in red
    assert "Торговля" in html and '<th scope="col">Запад</th>' in html
    assert 'hx-post="/practice/answer/' in html
    # The same page for every reader: the reader's tokens come after it loads.
    assert 'name="csrfmiddlewaretoken"' not in html and 'name="token"' not in html
    assert 'hx-get="/practice/answer/tokens/?q=revoke-two-tricks"' in html
    # The answer and the explanation are not on the page before answering.
    assert "Передаются две взятки" not in html


def test_hidden_hands_are_not_shown(client, db):
    store(make_question(id="hidden-east", hidden=["E"]))
    html = client.get("/practice/s/hidden-east/").content.decode()
    assert "карты скрыты" in html
    # East holds ♥Q7 — not printed.
    assert "Д 7" not in html


def test_unknown_scenario_is_a_russian_404(client, db):
    response = client.get("/practice/s/no-such-scenario/")
    assert response.status_code == 404
    assert "Задачи «no-such-scenario» нет в сборнике" in response.content.decode()


def test_plain_answer_post_renders_feedback_in_the_page(stored_questions):
    client = Client(enforce_csrf_checks=True)
    page = client.get("/practice/s/revoke-two-tricks/").content.decode()
    response = client.post("/practice/answer/", {**answer_fields(client, page), "answer": "2"})
    html = response.content.decode()
    assert response.status_code == 200
    assert "Верно" in html and "table-diagram" in html
    assert '<a class="law-ref xref" href="/laws/64/#64A1" hx-get="/laws/64/A1/preview/"' in html
    assert "<strong>Решение:</strong> Передаются две взятки — " in html
    attempt = Attempt.objects.get()
    assert attempt.correct and attempt.question_id == "revoke-two-tricks"
    assert ReviewCard.objects.filter(question_id="revoke-two-tricks").count() == 1


def test_htmx_answer_returns_the_feedback_partial(stored_questions):
    client = Client(enforce_csrf_checks=True)
    page = client.get("/practice/s/revoke-two-tricks/").content.decode()
    token = answer_fields(client, page)["token"]
    response = client.post(
        "/practice/answer/",
        {"token": token, "answer": "3"},
        headers={"HX-Request": "true", "X-CSRFToken": client.cookies["csrftoken"].value},
    )
    html = response.content.decode()
    assert response.status_code == 200
    assert "<html" not in html and "table-diagram" not in html
    assert "Неверно" in html and "Правильный ответ" in html and "<strong>2</strong>" in html
    assert not Attempt.objects.get().correct


def test_answer_without_csrf_token_is_refused(stored_questions):
    client = Client(enforce_csrf_checks=True)
    page = client.get("/practice/s/revoke-two-tricks/").content.decode()
    response = client.post(
        "/practice/answer/", {"token": answer_fields(client, page)["token"], "answer": "2"}
    )
    assert response.status_code == 403
    assert not Attempt.objects.exists()


def test_replayed_answer_is_counted_once(client, stored_questions):
    page = client.get("/practice/s/revoke-two-tricks/").content.decode()
    data = {"token": answer_fields(client, page)["token"], "answer": "2"}
    first = client.post("/practice/answer/", data)
    second = client.post("/practice/answer/", {**data, "answer": "5"})
    assert first.status_code == second.status_code == 200
    assert "уже был учтён" in second.content.decode()
    assert "Верно" in second.content.decode()  # the answer as first given
    assert Attempt.objects.count() == 1


@pytest.mark.parametrize("token", ["", "junk", "eyJxIjoieCJ9:1abc:forged"])
def test_forged_token_is_a_russian_400(client, stored_questions, token):
    response = client.post("/practice/answer/", {"token": token, "answer": "2"})
    assert response.status_code == 400
    assert "подделана" in response.content.decode()
    assert not Attempt.objects.exists()


def test_answer_to_a_question_removed_since_is_a_404(client, stored_questions):
    page = client.get("/practice/s/revoke-two-tricks/").content.decode()
    token = answer_fields(client, page)["token"]
    Scenario.objects.filter(slug="revoke-two-tricks").delete()
    response = client.post("/practice/answer/", {"token": token, "answer": "2"})
    assert response.status_code == 404
    assert "нет в сборнике" in response.content.decode()


def test_junk_answer_is_refused_and_the_question_stays_open(client, stored_questions):
    page = client.get("/practice/s/revoke-two-tricks/").content.decode()
    response = client.post(
        "/practice/answer/", {"token": answer_fields(client, page)["token"], "answer": "много"}
    )
    html = response.content.decode()
    assert response.status_code == 200
    assert "«много» — не число" in html and "задача по-прежнему открыта" in html
    assert "Неверно" not in html and "Правильный ответ" not in html
    assert 'method="post" action="/practice/answer/"' in html and 'name="token"' in html
    assert not Attempt.objects.exists() and not ReviewCard.objects.exists()


def test_answer_by_get_is_not_allowed(client, stored_questions):
    assert client.get("/practice/answer/").status_code == 405


def test_generated_question_is_reproducible_from_its_url(client, toy_generators):
    first = client.get("/practice/g/revoke_tricks/41/").content.decode()
    second = client.get("/practice/g/revoke_tricks/41/").content.decode()
    assert "(№41)" in first and "(№41)" in second


@pytest.mark.parametrize(
    ("url", "status", "text"),
    [
        ("/practice/g/revoke_tricks/12abc/", 400, "не номер задачи"),
        ("/practice/g/revoke_tricks/-5/", 400, "не номер задачи"),
        ("/practice/g/revoke_tricks/99999999999/", 400, "не номер задачи"),
        ("/practice/g/no_such_kind/5/", 404, "Генератора задач «no_such_kind» нет"),
    ],
)
def test_tampered_generated_urls_get_russian_messages(client, toy_generators, url, status, text):
    response = client.get(url)
    assert response.status_code == status
    assert text in response.content.decode()


def test_answering_a_generated_question(client, toy_generators):
    page = client.get("/practice/g/revoke_tricks/7/").content.decode()
    response = client.post(
        "/practice/answer/", {"token": answer_fields(client, page)["token"], "answer": "1"}
    )
    assert "Верно" in response.content.decode()
    assert Attempt.objects.get().question_id == "gen-revoke_tricks-7"


def test_random_generated_redirects_to_a_seeded_url(client, toy_generators):
    response = client.get("/practice/g/revoke_tricks/")
    assert response.status_code == 302
    assert re.fullmatch(r"/practice/g/revoke_tricks/\d+/", response["Location"])


@pytest.mark.parametrize("typed", ["♥Д", "HQ", "ЧД", "qh"])
def test_card_question_accepts_the_usual_ways_of_writing_a_card(client, db, typed):
    store(
        make_question(id="dummy-card", kind="card", answer="HQ", prompt="Какую карту играет стол?")
    )
    page = client.get("/practice/s/dummy-card/").content.decode()
    assert '<datalist id="card-choices">' in page and '<option value="♥Д">' in page
    response = client.post(
        "/practice/answer/", {"token": answer_fields(client, page)["token"], "answer": typed}
    )
    assert "Верно" in response.content.decode()


def test_multi_question_takes_every_ticked_box(client, db):
    from quizzes.content import Choice

    store(
        make_question(
            id="options",
            kind="multi",
            choices=[Choice("a", "Первое"), Choice("b", "Второе"), Choice("c", "Третье")],
            answer=["a", "c"],
        )
    )
    page = client.get("/practice/s/options/").content.decode()
    assert page.count('type="checkbox" name="answer"') == 3
    response = client.post(
        "/practice/answer/", {"token": answer_fields(client, page)["token"], "answer": ["c", "a"]}
    )
    assert "Верно" in response.content.decode()


@pytest.mark.parametrize("field", ["law", "chapter", "irregularity", "level"])
def test_huge_filter_values_are_refused_briefly(client, db, field):
    response = client.get(f"/practice/?{field}={'9' * 20000}")
    html = response.content.decode()
    assert response.status_code == 200
    assert "фильтр снят" in html and "9" * 41 not in html


def test_huge_seed_is_refused_briefly(client, toy_generators):
    response = client.get(f"/practice/g/revoke_tricks/{'7' * 5000}/")
    assert response.status_code == 400
    assert "не номер задачи" in response.content.decode()
    assert "7" * 41 not in response.content.decode()


def test_absurdly_long_answer_is_just_wrong(client, stored_questions):
    page = client.get("/practice/s/revoke-two-tricks/").content.decode()
    response = client.post(
        "/practice/answer/", {"token": answer_fields(client, page)["token"], "answer": "9" * 20000}
    )
    assert response.status_code == 200
    assert "Неверно" in response.content.decode()
    assert len(Attempt.objects.get().answer) <= 200


def test_question_page_is_the_same_for_every_reader_and_kept_by_the_page_cache(
    client, stored_questions, corpus_version
):
    first = client.get("/practice/s/revoke-two-tricks/?law=64")
    assert "public" in first["Cache-Control"] and "Set-Cookie" not in first
    other = Client().get("/practice/s/revoke-two-tricks/?law=64")
    assert other.content == first.content
    assert (
        client.get(
            "/practice/s/revoke-two-tricks/?law=64", HTTP_IF_NONE_MATCH=first["ETag"]
        ).status_code
        == 304
    )


def test_a_changed_scenario_is_not_served_from_the_cache(client, stored_questions, corpus_version):
    assert "Фальшренонс вистующего" in client.get("/practice/s/revoke-two-tricks/").content.decode()
    row = Scenario.objects.get(slug="revoke-two-tricks")
    row.question = {**row.question, "title": "Новое название"}
    row.save()
    assert "Новое название" in client.get("/practice/s/revoke-two-tricks/").content.decode()


def test_each_load_of_the_page_gets_its_own_answer_token(client, stored_questions):
    page = client.get("/practice/s/revoke-two-tricks/").content.decode()
    first, second = answer_fields(client, page), answer_fields(client, page)
    assert first["token"] != second["token"]
    tokens = client.get("/practice/answer/tokens/?q=revoke-two-tricks")
    assert "no-store" in tokens["Cache-Control"] and "private" in tokens["Cache-Control"]


@pytest.mark.parametrize(
    "question_id", ["no-such-question", "gen-nothing-1", "<script>", "x" * 500]
)
def test_tokens_for_an_unknown_question_are_refused_in_russian(client, db, question_id):
    response = client.get("/practice/answer/tokens/", {"q": question_id})
    assert response.status_code in (400, 404)
    assert 'name="token"' not in response.content.decode()


def test_without_javascript_the_answer_is_confirmed_on_the_readers_own_page(stored_questions):
    client = Client(enforce_csrf_checks=True)
    page = client.get("/practice/s/revoke-two-tricks/?law=64").content.decode()
    form = re.search(r'<form class="answer-form" method="get" action="([^"]+)"', page)
    assert form.group(1) == "/practice/s/revoke-two-tricks/"
    assert '<input type="hidden" name="law" value="64">' in page
    confirm = client.get("/practice/s/revoke-two-tricks/", {"law": "64", "answer": "2"})
    html = confirm.content.decode()
    assert "no-store" in confirm["Cache-Control"]
    assert 'method="post" action="/practice/answer/?law=64"' in html
    assert 'value="2"' in html and "в два шага" in html
    fields = dict(re.findall(r'name="(token|csrfmiddlewaretoken)" value="([^"]+)"', html))
    assert not Attempt.objects.exists()
    response = client.post("/practice/answer/?law=64", {**fields, "answer": "2"})
    assert "Верно" in response.content.decode()
    assert Attempt.objects.count() == 1
