from hypothesis import given, settings
from hypothesis import strategies as st

from quizzes.engine import matchpoints


def test_example_of_the_interface():
    """Law 78A: "2 единицы … за каждый результат худший, чем его, 1 единица за каждый
    результат, равный его результату, и 0 единиц за каждый результат лучший"."""
    assert matchpoints([620, 620, 170, -100]) == [5, 5, 2, 0]


def test_all_equal():
    assert matchpoints([100, 100, 100]) == [2, 2, 2]


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(-50, 50).map(lambda x: x * 10), min_size=1, max_size=20))
def test_sum_is_n_times_n_minus_1(scores):
    n = len(scores)
    assert sum(matchpoints(scores)) == n * (n - 1)


@settings(max_examples=100, deadline=None)
@given(st.lists(st.integers(-500, 500), min_size=2, max_size=12))
def test_better_score_never_gets_fewer(scores):
    points = matchpoints(scores)
    for a, pa in zip(scores, points, strict=True):
        for b, pb in zip(scores, points, strict=True):
            if a > b:
                assert pa > pb
