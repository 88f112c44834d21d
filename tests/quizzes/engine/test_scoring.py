import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from quizzes.engine import score
from quizzes.engine.scoring import undertrick_penalty


@pytest.mark.parametrize(
    ("contract", "vulnerable", "tricks", "expected"),
    [
        ("4SX", True, 8, -500),  # the example: 200 + 300
        ("3NT", False, 9, 400),
        ("3NT", True, 10, 630),
        ("4S", True, 11, 650),
        ("2H", False, 8, 110),
        ("1NT", False, 7, 90),
        ("5C", False, 11, 400),
        ("6S", False, 12, 980),
        ("6NT", True, 12, 1440),
        ("7NT", True, 13, 2220),
        ("7C", False, 13, 1440),
        ("2SX", False, 8, 470),
        ("2SXX", False, 8, 640),
        ("1NTX", True, 8, 380),
        ("3NT", False, 6, -150),
        ("3NT", True, 6, -300),
        ("4H", False, 10, 420),
        ("Pass", False, 0, 0),
    ],
)
def test_law_77_table(contract, vulnerable, tricks, expected):
    assert score(contract, vulnerable=vulnerable, tricks=tricks) == expected


@pytest.mark.parametrize(
    ("down", "vulnerable", "doubled", "expected"),
    [
        # Law 77, not vulnerable doubled: 100 for the 1st, 200 each later, +100 premium for
        # the 4th and each later one (1987 table: "Премия за 4-ю и каждую последующую").
        (1, False, 1, 100),
        (2, False, 1, 300),
        (3, False, 1, 500),
        (4, False, 1, 800),
        (5, False, 1, 1100),
        (6, False, 1, 1400),
        (1, False, 2, 200),
        (3, False, 2, 1000),
        (4, False, 2, 1600),
        (1, True, 1, 200),
        (2, True, 1, 500),
        (4, True, 1, 1100),
        (1, True, 2, 400),
        (4, True, 2, 2200),
        (3, False, 0, 150),
        (3, True, 0, 300),
    ],
)
def test_undertricks_1987(down, vulnerable, doubled, expected):
    assert undertrick_penalty(down, vulnerable, doubled) == expected


def test_bad_contract():
    with pytest.raises(ValueError):
        score("8S", tricks=9)
    with pytest.raises(ValueError):
        score("4S", tricks=14)


contracts = st.builds(
    lambda level, strain, doubled: f"{level}{strain}{'X' * doubled}",
    st.integers(1, 7),
    st.sampled_from(["C", "D", "H", "S", "NT"]),
    st.integers(0, 2),
)


@settings(max_examples=200, deadline=None)
@given(contracts, st.booleans(), st.integers(0, 12))
def test_score_is_monotone_in_tricks(contract, vulnerable, tricks):
    assert score(contract, vulnerable, tricks + 1) > score(contract, vulnerable, tricks)


@settings(max_examples=100, deadline=None)
@given(contracts, st.integers(0, 13))
def test_vulnerability_never_helps_the_defeated(contract, tricks):
    low, high = score(contract, False, tricks), score(contract, True, tricks)
    assert high <= low if low < 0 else high >= low
