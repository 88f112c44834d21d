"""Law 77 score calculator: totals are the engine's, the breakdown adds up to them."""

import pytest

from quizzes.engine import score
from quizzes.tools import ToolInputError
from tests.quizzes.tools.submit import submit


def calculate(data):
    return submit("score", data)


def form(level, strain, tricks, doubled="", vulnerable=False):
    data = {"level": str(level), "strain": strain, "tricks": str(tricks), "doubled": doubled}
    if vulnerable:
        data["vulnerable"] = "1"
    return data


@pytest.mark.parametrize(
    ("data", "total"),
    [
        (form(4, "S", 8, "X", True), -500),
        (form(3, "NT", 10), 430),
        (form(4, "H", 10, vulnerable=True), 620),
        (form(2, "C", 8), 90),
        (form(1, "NT", 7, "X"), 180),
        (form(6, "NT", 12, vulnerable=True), 1440),
        (form(7, "S", 13), 1510),
        (form(4, "S", 6, "X"), -800),  # 1987: NV doubled 100, 200, 200, 300 (4th premium)
        (form(3, "NT", 5, "XX", True), -2200),
        (form(2, "S", 7), -50),
    ],
)
def test_known_scores(data, total):
    result = calculate(data)
    assert result.total == total
    assert sum(line.points for line in result.lines) == total


@pytest.mark.parametrize("level", range(1, 8))
@pytest.mark.parametrize("strain", ["C", "D", "H", "S", "NT"])
@pytest.mark.parametrize("doubled", ["", "X", "XX"])
@pytest.mark.parametrize("vulnerable", [False, True])
def test_every_contract_matches_the_engine(level, strain, doubled, vulnerable):
    for tricks in range(14):
        result = calculate(form(level, strain, tricks, doubled, vulnerable))
        assert result.total == score(
            f"{level}{strain}{doubled}", vulnerable=vulnerable, tricks=tricks
        )
        assert sum(line.points for line in result.lines) == result.total


def test_breakdown_names_the_premiums():
    labels = [line.label for line in calculate(form(6, "S", 13, "X", True)).lines]
    assert any("малый шлем" in label for label in labels)
    assert any("гейм" in label for label in labels)
    assert any("с контрой" in label for label in labels)
    assert any("лишние" in label for label in labels)


@pytest.mark.parametrize(
    ("data", "field"),
    [
        (form(8, "S", 8), "level"),
        (form(4, "X", 8), "strain"),
        (form(4, "S", 14), "tricks"),
        (form(4, "S", "восемь"), "tricks"),
        ({"level": "4", "strain": "S"}, "tricks"),
        (form(4, "S", 8, "XXX"), "doubled"),
    ],
)
def test_bad_input_names_the_field_in_russian(data, field):
    with pytest.raises(ToolInputError) as error:
        calculate(data)
    assert error.value.field == field
    assert any("а" <= ch <= "я" for ch in error.value.message)
