"""Law 88: at least 60 % of the top, or the session percentage when it is higher."""

import pytest

from quizzes.tools import ToolInputError
from tests.quizzes.tools.submit import submit


def calculate(data):
    return submit("indemnity", data)


@pytest.mark.parametrize(
    ("data", "award", "from_session"),
    [
        ({"top": "12"}, 7.2, False),
        ({"top": "12", "session": "55"}, 7.2, False),
        ({"top": "12", "session": "60"}, 7.2, False),
        ({"top": "12", "session": "67,5"}, 8.1, True),
        ({"top": "24", "session": "75%"}, 18.0, True),
    ],
)
def test_award(data, award, from_session):
    result = calculate(data)
    assert result.award == award
    assert result.from_session is from_session


@pytest.mark.parametrize("data", [{}, {"top": "0"}, {"top": "12", "session": "140"}, {"top": "x"}])
def test_bad_input(data):
    with pytest.raises(ToolInputError):
        calculate(data)
