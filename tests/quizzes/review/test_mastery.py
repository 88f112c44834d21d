from datetime import date

import pytest

from quizzes.review import mastery


def attempt(laws, correct, chapter="Розыгрыш", irregularity="revoke", qid="q"):
    return {
        "laws": laws,
        "correct": correct,
        "chapter": chapter,
        "irregularity": irregularity,
        "question_id": qid,
    }


def test_an_answer_counts_for_every_law_it_cites():
    laws = mastery.by_law([attempt(["61A", "64A1"], True), attempt(["64A2"], False)])
    assert (laws[61].right, laws[61].total) == (1, 1)
    assert (laws[64].right, laws[64].total) == (1, 2)
    assert laws[1].total == 0 and len(laws) == 93


@pytest.mark.parametrize(
    ("right", "total", "bucket"),
    [
        (0, 0, "heat-none"),
        (0, 3, "heat-0"),
        (1, 3, "heat-1"),
        (1, 2, "heat-2"),
        (3, 4, "heat-3"),
        (5, 5, "heat-4"),
    ],
)
def test_heat_buckets(right, total, bucket):
    tally = mastery.Tally(right=right, total=total)
    assert tally.bucket == bucket


def test_chapter_falls_back_to_the_laws_cited():
    chapters = mastery.by_chapter([attempt(["27B"], False, chapter="")])
    tallies = {name: tally for name, _f, _l, tally in chapters}
    assert tallies["Торговля"].total == 1


def test_weakest_orders_by_misses():
    laws = mastery.by_law(
        [
            attempt(["64A1"], False),
            attempt(["64A1"], False),
            attempt(["54A"], False),
            attempt(["77"], True),
        ]
    )
    assert [n for n, _t in mastery.weakest(laws)] == [64, 54]


def test_daily_chart_geometry():
    chart = mastery.daily_chart(
        {date(2026, 11, 30): (3, 1), date(2026, 11, 29): (1, 0)}, date(2026, 11, 30)
    )
    assert len(chart["bars"]) == 30 and chart["peak"] == 4 and chart["total"] == 5
    last = chart["bars"][-1]
    assert last.right == 3 and last.wrong == 1
    assert last.right_height + last.wrong_height == pytest.approx(chart["baseline"] - 12)
    assert last.wrong_y + last.wrong_height == pytest.approx(last.right_y)
