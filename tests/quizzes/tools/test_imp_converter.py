"""Law 78B IMP converter."""

import pytest

from quizzes.engine import imps
from quizzes.tools import ToolInputError
from quizzes.tools.imp_converter import scale_rows, scale_step
from tests.quizzes.tools.submit import submit


def calculate(data):
    return submit("imps", data)


@pytest.mark.parametrize(
    ("difference", "expected"),
    [("430", 10), ("-430", -10), ("10", 0), ("20", 1), ("4000", 24), ("3990", 23), ("0", 0)],
)
def test_difference(difference, expected):
    assert calculate({"difference": difference}).imps == expected


def test_two_scores_give_the_difference():
    result = calculate({"ours": "620", "theirs": "-100"})
    assert (result.difference, result.imps) == (720, imps(720)) == (720, 12)


def test_two_scores_win_over_a_difference_field():
    assert calculate({"difference": "50", "ours": "100", "theirs": "100"}).imps == 0


@pytest.mark.parametrize(
    ("magnitude", "step"), [(430, (430, 490)), (10, (0, 10)), (5000, (4000, None))]
)
def test_scale_step(magnitude, step):
    assert scale_step(magnitude) == step


def test_scale_rows_cover_0_to_24():
    assert [value for _, value in scale_rows()] == list(range(25))


@pytest.mark.parametrize(
    "data", [{}, {"difference": "много"}, {"ours": "620"}, {"difference": "99999999"}]
)
def test_bad_input(data):
    with pytest.raises(ToolInputError):
        calculate(data)
