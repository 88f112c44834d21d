import pytest

from laws.search.lemmas import lemma, lemmatise
from laws.store import plan_corpus, write_plan
from tests.laws.sample_corpus import fake_find_references, sample_corpus


@pytest.fixture
def sample_plan():
    return plan_corpus(
        sample_corpus(),
        find_references=fake_find_references,
        lemmatise=lemmatise,
        lemma=lemma,
    )


@pytest.fixture
def sample_db(db, sample_plan):
    return write_plan(sample_plan)


@pytest.fixture(scope="module")
def real_corpus(django_db_setup, django_db_blocker):
    """The full corpus imported from laws/sources once for a test module, removed after it,
    so tests elsewhere keep their empty database."""
    from io import StringIO

    from django.core.management import call_command

    from laws.store import clear_corpus

    with django_db_blocker.unblock():
        call_command("import_laws", stdout=StringIO())
    yield
    with django_db_blocker.unblock():
        clear_corpus(versions=True)
