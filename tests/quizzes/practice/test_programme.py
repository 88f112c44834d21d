"""«Программа»: the syllabus areas with the library's counts."""

import pytest

from tests.quizzes.conftest import make_question, store

pytestmark = pytest.mark.django_db


def test_programme_counts_tasks_per_area_and_level(client):
    store(make_question(id="revoke-a", level="director", laws=["64A1"]))
    store(make_question(id="revoke-b", level="player", laws=["64B2", "77"]))
    store(make_question(id="ui-a", level="director", laws=["16A", "12C2"]))
    html = client.get("/practice/programme/").content.decode()
    assert "Программа" in html and "В сборнике 3 задач" in html
    row = html.split("Фальшренонс", 1)[1].split("</tr>", 1)[0]
    assert '<td class="is-wrong-text">2</td>' in row and '<td class="is-wrong-text">1</td>' in row
    # A task citing 16A and 12C2 counts for both areas; 12C shows as the clause it is.
    for area in ("Нелегальная информация", "Присуждённый результат"):
        assert '<td class="is-wrong-text">1</td>' in html.split(area, 1)[1].split("</tr>", 1)[0]
    assert ">12C</a>" in html
    # The laws where no ruling question fits are listed with the reason.
    assert "Правило 6</a>:" in html


def test_programme_is_linked_from_the_practice_page(client):
    assert 'href="/practice/programme/"' in client.get("/practice/").content.decode()
