"""Reliability under concurrency, on PostgreSQL (skipped on SQLite, whose test database lives in
one shared in-memory connection and cannot show concurrency):

- re-importing the corpus while readers read pages: every page is the old corpus or the new one,
  whole;
- one learner's parallel answer submissions all count, none is lost.
"""

import re
import threading

import pytest
from django.conf import settings
from django.core.management import call_command
from django.db import connection, connections
from django.test import Client

from quizzes.models import Attempt, ReviewCard, Scenario
from tests.quizzes.conftest import answer_fields

pytestmark = [pytest.mark.postgres, pytest.mark.slow, pytest.mark.django_db(transaction=True)]

CHOICE = re.compile(r'name="answer" value="([^"]+)"')


@pytest.fixture(autouse=True)
def _postgres_only():
    if connection.vendor != "postgresql":
        pytest.skip("needs PostgreSQL (make test runs this in its PostgreSQL pass)")


def corpus_plans():
    """Two different whole corpora: the real one, and the same with every law title and every
    paragraph marked (at the end, so references and term marks keep their offsets)."""
    import dataclasses

    from laws.management.commands.import_laws import _morphology_and_references, build_corpus
    from laws.store import plan_corpus

    real = plan_corpus(build_corpus(settings.LAW_SOURCES_DIR), **_morphology_and_references())
    marked = dataclasses.replace(
        real,
        laws=[{**row, "title": f"{row['title']} ◊"} for row in real.laws],
        paragraphs=[{**row, "text": f"{row['text']} ◊"} for row in real.paragraphs],
    )
    assert marked.digest() != real.digest()
    return real, marked


# Pages read with several queries each: the law of the reported half page (9), long laws, the
# contents, the index, the glossary and a search (the search index is built from the corpus too).
PAGES = ["/laws/9/", "/laws/50/", "/laws/64/", "/laws/", "/index/", "/glossary/",
         "/search/?q=штрафная+карта"]  # fmt: skip


# Pages the readers must have read while the re-imports ran.
READS = 120


def render_all(client):
    pages = {}
    for path in PAGES:
        response = client.get(path)
        assert response.status_code == 200, path
        pages[path] = response.content
    return pages


def test_readers_see_the_old_corpus_or_the_new_whole_during_reimports(settings):
    from laws.store import write_plan

    # Every request renders its page: nothing is answered from the page cache.
    settings.CACHES = {"default": {"BACKEND": "django.core.cache.backends.dummy.DummyCache"}}
    plans = corpus_plans()
    expected = []
    for plan in plans:
        write_plan(plan)
        expected.append(render_all(Client()))
    assert all(expected[0][p] != expected[1][p] for p in PAGES if p.startswith("/laws/"))

    done, failures, seen = threading.Event(), [], []

    def reimport():
        # At least ten re-imports, and on until the readers have read enough pages during them:
        # a slow machine gets more rounds instead of a thinner sample.
        try:
            round = 0
            while round < 10 or (len(seen) < READS and round < 200):
                write_plan(plans[round % 2])
                round += 1
        except Exception as error:  # reported in the main thread
            failures.append(error)
        finally:
            done.set()
            connections.close_all()

    def read():
        client = Client()
        try:
            while not done.is_set():
                for path in PAGES:
                    response = client.get(path)
                    seen.append((path, response.status_code, response.content))
        except Exception as error:
            failures.append(error)
        finally:
            connections.close_all()

    threads = [threading.Thread(target=reimport)] + [
        threading.Thread(target=read) for _ in range(3)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    assert not failures
    assert len(seen) >= READS
    mixed = [
        (path, status)
        for path, status, body in seen
        if status != 200 or body not in (expected[0][path], expected[1][path])
    ]
    assert not mixed, f"{len(mixed)} of {len(seen)} pages were neither corpus: {mixed[:10]}"


def answer_form(client, path):
    body = client.get(path).content.decode()
    return answer_fields(client, body)["token"], CHOICE.search(body).group(1)


def test_parallel_answers_of_one_learner_all_count():
    call_command("load_scenarios", verbosity=0)
    scenario = Scenario.objects.filter(kind="choice").order_by("pk").first()
    path = f"/practice/s/{scenario.slug}/"
    learner = Client()
    token, choice = answer_form(learner, path)
    assert learner.post("/practice/answer/", {"token": token, "answer": choice}).status_code == 200

    forms = [answer_form(learner, path) for _ in range(8)]
    statuses, barrier = [], threading.Barrier(len(forms))

    def submit(token, choice):
        client = Client()
        client.cookies = learner.cookies
        barrier.wait()
        try:
            response = client.post(
                "/practice/answer/", {"token": token, "answer": choice}, HTTP_HX_REQUEST="true"
            )
            statuses.append(response.status_code)
        finally:
            connections.close_all()

    threads = [threading.Thread(target=submit, args=form) for form in forms]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    assert statuses == [200] * len(forms)
    attempts = Attempt.objects.filter(question_id=scenario.slug)
    assert attempts.count() == 1 + len(forms)
    assert len({(a.user_id, a.session_key) for a in attempts}) == 1, "one learner"
    assert ReviewCard.objects.filter(question_id=scenario.slug).count() == 1
