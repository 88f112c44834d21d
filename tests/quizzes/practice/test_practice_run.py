"""A newcomer practises 20 questions on one chosen law in a row, each with its explanation."""

import re

import pytest

from quizzes.models import Attempt
from tests.quizzes.conftest import answer_fields, make_question, store

pytestmark = pytest.mark.django_db


def follow_and_answer(client, url):
    response = client.get(url)
    assert response.status_code == 302
    page = client.get(response["Location"])
    html = page.content.decode()
    token = answer_fields(client, html)["token"]
    action = re.search(r'<form class="answer-form"[^>]* hx-post="([^"]+)"', html, re.S).group(1)
    feedback = client.post(action.replace("&amp;", "&"), {"token": token, "answer": "1"})
    text = feedback.content.decode()
    assert "Правильный ответ" in text and 'class="law-ref xref"' in text
    return response["Location"], re.search(r'href="(/practice/next/[^"]+)"', text).group(1)


def test_twenty_questions_on_law_64_in_a_row(client, toy_generators):
    for index in range(5):
        store(make_question(id=f"revoke-case-{index}", laws=["64A1"], answer=index))
    store(make_question(id="claim-case", laws=["70A"], irregularity="claim"))
    url = "/practice/next/?law=64"
    seen = []
    for _ in range(20):
        location, url = follow_and_answer(client, url.replace("&amp;", "&"))
        seen.append(location)
        assert "law=64" in location and "law=64" in url
    assert Attempt.objects.count() == 20
    # The five authored ones come first, once each; generated questions on law 64 follow.
    assert [s.split("?")[0] for s in seen[:5]] == [
        f"/practice/s/revoke-case-{i}/" for i in range(5)
    ]
    assert all(s.startswith("/practice/g/revoke_tricks/") for s in seen[5:])
    assert "claim-case" not in " ".join(seen)
    assert all(any(law.startswith("64") for law in a.laws) for a in Attempt.objects.all())


def test_without_generators_a_run_cycles_through_the_scenarios(client, no_generators):
    for index in range(3):
        store(make_question(id=f"revoke-case-{index}", laws=["64A1"]))
    url = "/practice/next/?law=64"
    seen = []
    for _ in range(7):
        location, url = follow_and_answer(client, url.replace("&amp;", "&"))
        seen.append(location.split("?")[0])
    assert len(set(seen)) == 3
    assert all(a != b for a, b in zip(seen, seen[1:], strict=False))  # never the same twice running


def test_a_filter_with_nothing_to_practise_says_so(client, no_generators):
    store(make_question(id="revoke-case", laws=["64A1"]))
    response = client.get("/practice/next/?law=12")
    assert response.status_code == 404
    assert "Задач по фильтру «правило 12» нет" in response.content.decode()


def test_mixed_mode_draws_from_everything(client, toy_generators):
    store(make_question(id="revoke-case", laws=["64A1"]))
    store(make_question(id="claim-case", laws=["70A"], irregularity="claim"))
    seen = set()
    for _ in range(30):  # each draw is "g" with probability 1/3
        seen.add(client.get("/practice/next/?mode=mixed")["Location"].split("/")[2])
    assert seen == {"s", "g"}
