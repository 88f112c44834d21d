import pytest


@pytest.fixture(scope="module")
def searchable_site(django_db_setup, django_db_blocker):
    """The real corpus and the scenario library, stored once for a test module and removed
    after it (the table situations take part in ranking)."""
    from io import StringIO

    from django.core.management import call_command

    from laws import search_page
    from laws.store import clear_corpus
    from quizzes.models import Scenario

    with django_db_blocker.unblock():
        call_command("import_laws", stdout=StringIO())
        call_command("load_scenarios", stdout=StringIO())
        yield search_page.corpus()
        Scenario.objects.all().delete()
        clear_corpus(versions=True)
