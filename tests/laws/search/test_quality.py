"""Search quality never slides back: the figures of bench/search_quality.py on the realistic
queries of bench/search_queries.yaml, held as floors (measured 2026-12-01; raise them when the
search gets better, never lower them to let a change through). Once, on 2026-12-01, fresh2's
went down 0.97 → 0.95 while every other floor went up: the table situations were made
independent of the size of the task library, and two queries of fresh2 had been found first
only because several tasks citing their law added up. The "all" floor went down with the
fifth fresh batch, measured as written and then tuned for: the set grew by 46 queries harder
than the rest (every other group held its floor)."""

from pathlib import Path

import pytest

from laws import search_page
from laws.search import quality

QUERIES = Path(__file__).resolve().parents[3] / "bench" / "search_queries.yaml"
# group → (hit@1, hit@5, MRR) at least; the share of empty pages at most EMPTY.
FLOORS = {
    "all": (0.94, 0.99, 0.96),
    "situation": (0.90, 1.00, 0.94),
    "keywords": (0.98, 1.00, 0.99),
    "slang": (0.94, 1.00, 0.95),
    "english": (0.95, 1.00, 0.97),
    "question": (0.95, 1.00, 0.97),
    "notation": (1.00, 1.00, 1.00),
    "slips": (1.00, 1.00, 1.00),
    "fresh": (0.95, 1.00, 0.97),
    "fresh2": (0.96, 1.00, 0.98),
    "fresh3": (0.94, 1.00, 0.97),
    "fresh4": (0.88, 1.00, 0.94),
    "fresh5": (0.84, 0.95, 0.89),
    "fresh6": (0.94, 0.98, 0.96),
}
EMPTY = 0.0

pytestmark = pytest.mark.django_db


@pytest.fixture(scope="module")
def figures(searchable_site):
    return quality.measure(quality.load(QUERIES), search_page.ranked_laws)


def test_the_set_is_large_and_covers_every_kind_of_query():
    cases = quality.load(QUERIES)
    assert len(cases) >= 200
    assert {c.group for c in cases} == set(FLOORS) - {"all"}


@pytest.mark.parametrize("group", FLOORS)
def test_quality_holds_its_floor(figures, group):
    hit1, hit5, mrr = FLOORS[group]
    row = figures[group].row()
    assert row["hit1"] >= hit1 and row["hit5"] >= hit5 and row["mrr"] >= mrr, row
    assert row["empty"] <= EMPTY, row


def test_the_targets_are_met(figures):
    # The expected law first for at least 70 % of realistic queries, in the top five for 90 %.
    assert figures["all"].share("hit1") >= 0.70
    assert figures["all"].share("hit5") >= 0.90
