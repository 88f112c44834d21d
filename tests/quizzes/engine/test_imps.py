import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from quizzes.engine import imps
from quizzes.engine.imps import IMP_SCALE_LOWER_BOUNDS

# Law 78B, the 1987 scale: (lowest difference, highest difference, IMPs).
TABLE = [
    (20, 40, 1), (50, 80, 2), (90, 120, 3), (130, 160, 4), (170, 210, 5), (220, 260, 6),
    (270, 310, 7), (320, 360, 8), (370, 420, 9), (430, 490, 10), (500, 590, 11),
    (600, 740, 12), (750, 890, 13), (900, 1090, 14), (1100, 1290, 15), (1300, 1490, 16),
    (1500, 1740, 17), (1750, 1990, 18), (2000, 2240, 19), (2250, 2490, 20), (2500, 2990, 21),
    (3000, 3490, 22), (3500, 3990, 23),
]  # fmt: skip


def test_examples_of_the_interface():
    assert imps(430) == 10 and imps(-430) == -10 and imps(10) == 0


@pytest.mark.parametrize(("low", "high", "value"), TABLE)
def test_every_boundary_of_the_78B_table(low, high, value):
    assert imps(low) == value
    assert imps(high) == value
    assert imps(low - 10) == value - 1
    assert imps(high + 10) == value + 1


def test_4000_and_more_is_24():
    assert imps(4000) == 24 and imps(9990) == 24 and imps(3990) == 23


def test_scale_constant_matches_table():
    assert IMP_SCALE_LOWER_BOUNDS == (*[low for low, _, _ in TABLE], 4000)


@settings(max_examples=200, deadline=None)
@given(st.integers(-10000, 10000))
def test_odd_symmetry(difference):
    assert imps(-difference) == -imps(difference)


@settings(max_examples=100, deadline=None)
@given(st.integers(0, 10000), st.integers(0, 10000))
def test_monotone(a, b):
    low, high = sorted((a, b))
    assert imps(low) <= imps(high)
