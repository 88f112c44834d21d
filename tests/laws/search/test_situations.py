"""Table situations in search: a query told like a scenario or an incident ranks the clauses
they rule on, and the page offers up to three similar tasks."""

import pytest

from laws import search_page
from laws.search.query import Alternative, Concept, Query, Slot, parse
from laws.search.situations import Situation, SituationIndex

pytestmark = pytest.mark.django_db

REVOKE = Situation(
    "scenario", "revoke", "Ренонс защитника",
    "Защитник не дал в масть, хотя у него была карта масти хода; ренонс выявлен.",
    ("64A1",), "/practice/s/revoke/",
)  # fmt: skip
DROPPED = Situation(
    "incident", "exposed_card", "Открыта карта во время розыгрыша",
    "Игрок уронил, показал или назвал карту, которую ещё не играл.",
    ("49", "50"), "/director/?incident=exposed_card",
)  # fmt: skip


def test_similar_situations_are_found_by_their_story():
    index = SituationIndex([REVOKE, DROPPED])
    similar = index.similar(parse("вистующий уронил карту "))
    assert [s.key for s, _ in similar] == ["exposed_card"]
    assert 0 < similar[0][1] <= 1
    assert index.similar(parse("апелляция в комитет ")) == []


def test_half_a_phrase_does_not_make_a_situation_similar():
    # «дефектная взятка» is not a revoke story merely because both speak of a trick.
    trick = Situation(
        "scenario", "trick", "Ренонс во взятке", "Защитник не дал в масть, взятку взял партнёр.",
        ("61A",), "/practice/s/trick/",
    )  # fmt: skip
    defective = Concept(
        "defective trick",
        (Alternative((Slot(frozenset({"дефектный"})), Slot(frozenset({"взятка"})))),),
    )
    fifth = Situation(
        "scenario", "fifth", "Пятая карта", "Во взятке оказалась пятая карта.", ("45E",), "/p/5/"
    )
    index = SituationIndex([trick, fifth, REVOKE, DROPPED])
    assert index.similar(Query("defective trick", [defective])) == []
    assert [s.key for s, _ in index.similar(parse("пятая карта во взятке "))][:1] == ["fifth"]


def test_a_query_like_a_scenario_ranks_its_clauses(searchable_site):
    found = search_page.search("после розыгрыша выяснилось что разыгрывающий не дал в масть")
    assert found.groups[0].law in {61, 63, 64}
    assert 1 <= len(found.similar) <= 3


def test_similar_tasks_link_to_practice_and_the_director(client, searchable_site):
    html = client.get("/search/", {"q": "защитник уронил карту во время розыгрыша"}).content
    html = html.decode()
    assert "Похожие задачи" in html
    assert 'href="/practice/s/' in html or 'href="/director/?incident=' in html


def test_the_situations_come_from_the_quiz_data(searchable_site):
    situations = search_page.situations().situations
    kinds = {s.kind for s in situations}
    assert kinds == {"scenario", "incident"}
    assert len([s for s in situations if s.kind == "scenario"]) >= 100
    assert all(s.paths() for s in situations)
