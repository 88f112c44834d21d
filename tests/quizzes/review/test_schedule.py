"""When a question comes back (FSRS): answered wrong, within the session through the learning
steps; answered right, on the day-scale schedule."""

from datetime import UTC, datetime, timedelta

import pytest

from quizzes.review.schedule import is_learning, review

NOW = datetime(2026, 12, 1, 12, 0, tzinfo=UTC)


def answers(*results):
    """(due − time of the answer, still learning) after each answer, each given when due."""
    state, when, out = None, NOW, []
    for correct in results:
        state, due = review(state, correct, when)
        out.append((due - when, is_learning(state)))
        when = due
    return out


@pytest.mark.parametrize(
    ("results", "expected"),
    [
        # Right the first time: nothing to relearn, days away.
        ((True,), [(timedelta(days=2), False)]),
        # Wrong: back in a minute, then ten minutes after a right answer, then days.
        (
            (False, True, True),
            [
                (timedelta(minutes=1), True),
                (timedelta(minutes=10), True),
                (timedelta(days=1), False),
            ],
        ),
        # Wrong again while learning: back to the first step.
        ((False, False), [(timedelta(minutes=1), True), (timedelta(minutes=1), True)]),
        # A learnt question answered wrong: relearnt in ten minutes.
        ((True, False, True), [(timedelta(days=2), False), (timedelta(minutes=10), True),
                               (timedelta(days=1), False)]),
    ],
)  # fmt: skip
def test_a_wrong_answer_comes_back_within_minutes_a_right_one_after_days(results, expected):
    got = answers(*results)
    for (interval, learning), (least, expected_learning) in zip(got, expected, strict=True):
        assert learning is expected_learning
        # Minutes exactly; days at least (FSRS sets the day-scale interval from stability).
        assert interval == least if least < timedelta(days=1) else interval >= least
