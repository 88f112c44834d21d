"""Law 88: indemnity points for a non-offending contestant given an artificial score.

"…надлежит присудить по меньшей мере 60 % MP, которые он мог получить в данной сдаче, или
процент MP, полученный им в сдачах, реально сыгранных в этой сессии, если этот процент
превышает 60 %."
"""

from __future__ import annotations

# Law 88: the floor of the award.
INDEMNITY_FLOOR_PERCENT = 60


def indemnity(top: int, session_percent: float | None = None) -> float:
    """Match points awarded: the larger of 60 % of ``top`` and the session percentage."""
    if top < 0:
        raise ValueError("максимум MP не может быть отрицательным")
    percent: float = INDEMNITY_FLOOR_PERCENT
    if session_percent is not None and session_percent > percent:
        percent = session_percent
    return round(top * percent / 100, 2)
