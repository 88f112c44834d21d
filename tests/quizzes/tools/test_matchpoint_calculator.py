"""Law 78A match points for a board's list of scores."""

import pytest

from quizzes.engine import matchpoints
from quizzes.tools import ToolInputError
from tests.quizzes.tools.submit import submit


def calculate(data):
    return submit("matchpoints", data)


def test_issue_example():
    result = calculate({"scores": "620\n620\n170\n-100"})
    assert [row.matchpoints for row in result.rows] == [5, 5, 2, 0]
    assert result.top == 6
    assert [row.percent for row in result.rows] == [83.3, 83.3, 33.3, 0.0]


def test_blank_lines_spaces_and_unicode_minus():
    result = calculate({"scores": " 420 \r\n\r\n−50\n+140\n"})
    assert [row.score for row in result.rows] == [420, -50, 140]
    assert [row.matchpoints for row in result.rows] == matchpoints([420, -50, 140])


def test_total_is_n_times_n_minus_one():
    scores = [100, 200, 200, -50, 620, 90, 90, 90]
    result = calculate({"scores": "\n".join(map(str, scores))})
    assert result.total == len(scores) * (len(scores) - 1)


@pytest.mark.parametrize(
    ("raw", "fragment"),
    [
        ("620", "двух"),
        ("620\nабв", "строка 2"),
        ("620\n99999", "не бывает"),
        ("\n".join(["1"] * 101), "100"),
    ],
)
def test_bad_input(raw, fragment):
    with pytest.raises(ToolInputError) as error:
        calculate({"scores": raw})
    assert fragment in error.value.message
