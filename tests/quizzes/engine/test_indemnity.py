import pytest

from quizzes.engine.indemnity import indemnity


def test_law_88_floor_is_60_percent():
    """Law 88: "…по меньшей мере 60 % MP, которые он мог получить в данной сдаче"."""
    assert indemnity(10) == 6


def test_law_88_session_percentage_when_higher():
    """Law 88: "…или процент MP, полученный им в сдачах, реально сыгранных в этой сессии,
    если этот процент превышает 60 %"."""
    assert indemnity(10, session_percent=65) == 6.5
    assert indemnity(10, session_percent=45) == 6


def test_negative_top_rejected():
    with pytest.raises(ValueError):
        indemnity(-2)
