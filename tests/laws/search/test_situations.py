"""Table situations in search: a query told like a scenario or an incident ranks the clauses
they rule on, and the page offers up to three similar tasks."""

import pytest

from laws import search_page
from laws.search.finder import Finder
from laws.search.query import Alternative, Concept, Query, Slot, parse
from laws.search.ranking import Document
from laws.search.situations import Situation, SituationIndex
from tests.laws.search.rows import LAW_50, LAW_63, LAW_64, TITLES

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


def _dropped_cards(count):
    return [
        Situation(
            "scenario",
            f"dropped-{n}",
            "Карта упала",
            "Защитник уронил карту на стол.",
            ("50C",),
            f"/practice/s/dropped-{n}/",
        )  # fmt: skip
        for n in range(count)
    ]


def test_how_much_a_situation_resembles_a_query_does_not_depend_on_the_library():
    # A library full of dropped-card stories makes «уронил» a common word among the tasks;
    # the incident resembles the query just as much as it did alone.
    query = parse("вистующий уронил карту ")
    alone = dict((s.key, share) for s, share in SituationIndex([DROPPED]).matches(query))
    crowded = SituationIndex([DROPPED, REVOKE, *_dropped_cards(40)]).matches(query)
    assert dict((s.key, share) for s, share in crowded)["exposed_card"] == alone["exposed_card"]


def _finder(situations, wordless=()):
    docs = [
        Document.build(
            key=number * 100 + order,
            law=number,
            path=path,
            anchor=f"{number}{path}",
            heading=heading if path else TITLES[number],
            text=text,
            order=order,
            kind="clause" if path else "law",
            title=TITLES[number] if path else "",
        )  # fmt: skip
        for number, rows in ((50, LAW_50), (63, LAW_63), (64, LAW_64))
        for order, (path, heading, text) in enumerate(rows)
    ]
    return Finder(docs, situations=situations, wordless=list(wordless))


def _scores(outcome):
    return {f"{h.doc.law}{h.doc.path}": h.score for g in outcome.groups for h in g.hits}


def test_a_clause_is_not_lifted_more_because_more_tasks_rule_on_it():
    query = "защитник уронил штрафную карту "
    one = _scores(_finder(_dropped_cards(1)).search(query))
    forty = _scores(_finder(_dropped_cards(40)).search(query))
    none = _scores(_finder([]).search(query))
    assert one["50C"] > none["50C"]  # the task's clause is lifted…
    assert forty == one  # …by the best task resembling the query, not by their number


def test_a_situation_only_reorders_what_the_words_reach():
    # A task about a dropped card that (say) rules on Law 63: the query's words do not reach
    # Law 63, so the task, though it resembles the query, does not bring the law in.
    odd = Situation(
        "scenario", "odd", "Карта упала", "Защитник уронил штрафную карту.", ("63B",), "/p/odd/"
    )
    outcome = _finder([odd]).search("защитник уронил штрафную карту ")
    assert [s.key for s, _ in outcome.similar] == ["odd"]
    assert "63B" not in _scores(outcome)


# Law 32 as the sources give it: no title, no line of the index, no text.
LOST_32 = Document.build(
    key=-32, law=32, path="", anchor="32", heading="", text="", order=-1, kind="law",
    has_text=False,
)  # fmt: skip
RULED_BY_32 = Situation(
    "scenario", "lost", "Защитник уронил штрафную карту", "Защитник уронил штрафную карту.",
    ("32",), "/p/lost/",
)  # fmt: skip


def test_a_law_the_sources_lack_is_found_through_the_tasks_that_rule_on_it():
    outcome = _finder([RULED_BY_32], [LOST_32]).search("защитник уронил штрафную карту ")
    assert 32 in outcome.laws()
    assert outcome.laws().index(32) > 0  # after what the words reach best


def test_a_lost_law_needs_a_task_much_like_a_query_of_several_words():
    assert 32 not in _finder([RULED_BY_32], [LOST_32]).search("штрафная ").laws()
    unlike = Situation(
        "scenario", "unlike", "Ренонс в торговле", "Защитник уронил карту, и был ренонс.",
        ("32",), "/p/unlike/",
    )  # fmt: skip
    outcome = _finder([unlike], [LOST_32]).search("защитник уронил штрафную карту ")
    assert 32 not in outcome.laws()


def test_a_lost_law_a_task_cites_after_its_ruling_counts_less():
    later = Situation(
        "scenario", "later", "Защитник уронил штрафную карту", "Защитник уронил штрафную карту.",
        ("50C", "32"), "/p/later/",
    )  # fmt: skip
    query = "защитник уронил штрафную карту "
    first = _scores(_finder([RULED_BY_32], [LOST_32]).search(query))["32"]
    second = _scores(_finder([later], [LOST_32]).search(query))["32"]
    assert 0 < second < first


def test_a_double_out_of_turn_finds_its_lost_law(client, searchable_site):
    found = search_page.search("контра вне очереди")
    assert 32 in [g.law for g in found.groups][:5]
    html = client.get("/search/", {"q": "контра вне очереди"}).content.decode()
    assert "Текста этого правила в сохранившихся источниках нет." in html


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
