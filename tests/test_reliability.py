"""Reliability under concurrency, on PostgreSQL (skipped on SQLite, whose test database lives in
one shared in-memory connection and cannot show concurrency):

- re-importing the corpus while readers read never shows them a half-imported corpus;
- one learner's parallel answer submissions all count, none is lost.
"""

import re
import threading

import pytest
from django.core.management import call_command
from django.db import connection, connections
from django.test import Client

from laws.models import Clause, CorpusVersion, Law, Paragraph
from quizzes.models import Attempt, ReviewCard, Scenario

pytestmark = [pytest.mark.postgres, pytest.mark.django_db(transaction=True)]

TOKEN = re.compile(r'name="token" value="([^"]+)"')
CHOICE = re.compile(r'name="answer" value="([^"]+)"')


@pytest.fixture(autouse=True)
def _postgres_only():
    if connection.vendor != "postgresql":
        pytest.skip("needs PostgreSQL (make test runs this in its PostgreSQL pass)")


def counts():
    # One statement, one snapshot: what a page rendered at that moment could see.
    with connection.cursor() as cursor:
        cursor.execute(
            f"SELECT (SELECT count(*) FROM {Law._meta.db_table}),"
            f" (SELECT count(*) FROM {Clause._meta.db_table}),"
            f" (SELECT count(*) FROM {Paragraph._meta.db_table})"
        )
        return cursor.fetchone()


def test_reimport_never_shows_a_half_imported_corpus():
    call_command("import_laws", verbosity=0)
    whole = counts()
    assert whole[0] == 93 and whole[1] > 0 and whole[2] > 0
    versions = CorpusVersion.objects.count()
    failures = []

    def reimport():
        try:
            call_command("import_laws", verbosity=0)
        except Exception as error:  # reported in the main thread
            failures.append(error)
        finally:
            connections.close_all()

    importer = threading.Thread(target=reimport)
    importer.start()
    seen = set()
    while importer.is_alive():
        seen.add(counts())
    importer.join()
    seen.add(counts())
    assert not failures
    assert seen == {whole}
    assert CorpusVersion.objects.count() >= versions


def answer_form(client, path):
    body = client.get(path).content.decode()
    return TOKEN.search(body).group(1), CHOICE.search(body).group(1)


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
