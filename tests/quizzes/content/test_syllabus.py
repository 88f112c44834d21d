"""The syllabus areas and the library's breadth, counted.

The breadth the library is held to: at least 250 authored tasks; every area at least 6 tasks,
2 of them at the director level; every law whose 1987 text survives at least 2 tasks (unless
listed, with a reason, as one no ruling question fits); no topic over 8 % of the library. The
library reaches every count; the floor test keeps what it has reached from sliding back.
"""

import functools
from pathlib import Path

import pytest

from laws.ingest.pipeline import build_corpus
from quizzes.content import load_scenario_file
from quizzes.content.syllabus import (
    AREAS,
    MAX_TOPIC_SHARE,
    NO_RULING_QUESTION,
    TARGET_PER_LAW,
    TARGET_TASKS,
    areas_of,
    areas_of_clause,
    coverage,
    exam_quotas,
    tasks_per_law,
    topic_shares,
)

SCENARIOS = Path(__file__).resolve().parents[3] / "quizzes" / "content" / "scenarios"

# What the library has reached; raise these as tasks land, never lower them.
FLOOR_TASKS = 250
FLOOR_LAWS_AT_TARGET = 47
FLOOR_COMPLETE_AREAS = 19


@functools.cache
def library():
    return [load_scenario_file(path) for path in sorted(SCENARIOS.glob("*.yaml"))]


@functools.cache
def laws_with_text() -> frozenset[int]:
    corpus = build_corpus()
    return frozenset(
        number for number, law in corpus.laws.items() if any(c.has_text for c in law.clauses)
    )


def area_table():
    return coverage((q.laws, q.level) for q in library())


def laws_short_of_target() -> dict[int, int]:
    counts = tasks_per_law(q.laws for q in library())
    return {
        law: counts[law]
        for law in sorted(laws_with_text())
        if law not in NO_RULING_QUESTION and counts[law] < TARGET_PER_LAW
    }


@pytest.mark.parametrize(
    "clause, area",
    [
        ("64A1", "revoke"),
        ("73C", "unauthorised_information"),
        ("73D1", "procedure"),
        ("73", "procedure"),
        ("12C1", "adjusted_scores"),
        ("12A", "general"),
        # 12C's text is lost: the tasks and the engine cite it as Law 12.
        ("12", "adjusted_scores"),
        ("16A", "unauthorised_information"),
        ("67B1A", "defective_trick"),
        ("14B2", "card_count"),
        ("77", "scoring"),
        ("75", "misinformation"),
        ("29", "auction_irregularities"),
        ("27B1A", "auction_exposed_insufficient"),
    ],
)
def test_a_clause_belongs_to_the_area_of_its_longest_prefix(clause, area):
    assert areas_of_clause(clause) == {area}


def test_every_law_belongs_to_exactly_one_area():
    for number in range(1, 94):
        assert len(areas_of_clause(str(number))) == 1, number


def test_a_task_citing_two_areas_counts_in_both():
    assert areas_of(["16A", "12C2"]) == {"unauthorised_information", "adjusted_scores"}
    table = {c.area.code: c for c in coverage([(["16A", "12C2"], "director"), (["16"], "player")])}
    assert (
        table["unauthorised_information"].tasks,
        table["unauthorised_information"].director,
    ) == (
        2,
        1,
    )
    assert table["adjusted_scores"].tasks == 1


def test_exam_weights_cover_the_whole_exam():
    assert sum(area.exam_weight for area in AREAS) == 100
    for total in (1, 10, 30, 57, 100):
        quotas = exam_quotas(total)
        assert sum(quotas.values()) == total
    assert exam_quotas(100) == {area.code: area.exam_weight for area in AREAS}


def test_the_exception_list_names_only_laws_whose_text_survives_and_says_why():
    for law, reason in NO_RULING_QUESTION.items():
        assert law in laws_with_text(), law
        assert len(reason) > 40


def test_the_library_has_at_least_250_tasks():
    assert len(library()) >= TARGET_TASKS


def test_every_law_with_surviving_text_has_two_tasks():
    assert laws_short_of_target() == {}


def test_no_topic_is_more_than_8_percent():
    shares = topic_shares(q.irregularity for q in library())
    assert max(shares.values()) <= MAX_TOPIC_SHARE, shares


def test_every_area_has_six_tasks_two_at_director_level():
    short = [(c.area.name, c.tasks, c.director) for c in area_table() if not c.complete]
    assert short == []


def test_the_library_does_not_slide_back():
    laws_at_target = len(laws_with_text()) - len(NO_RULING_QUESTION) - len(laws_short_of_target())
    assert len(library()) >= FLOOR_TASKS
    assert laws_at_target >= FLOOR_LAWS_AT_TARGET
    assert sum(c.complete for c in area_table()) >= FLOOR_COMPLETE_AREAS
