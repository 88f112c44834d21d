"""Law 88 indemnity calculator.

"…надлежит присудить по меньшей мере 60 % MP, которые он мог получить в данной сдаче, или
процент MP, полученный им в сдачах, реально сыгранных в этой сессии, если этот процент
превышает 60 %."  The award is the engine's ``indemnity``.
"""

from __future__ import annotations

from dataclasses import dataclass

from quizzes.engine import indemnity
from quizzes.engine.indemnity import INDEMNITY_FLOOR_PERCENT


@dataclass
class IndemnityResult:
    top: int
    session_percent: float | None
    percent: float
    award: float
    from_session: bool
    laws: tuple = ("88",)


def calculate(top: int, session: float | None = None) -> IndemnityResult:
    award = indemnity(top, session)
    from_session = session is not None and session > INDEMNITY_FLOOR_PERCENT
    percent = session if from_session else INDEMNITY_FLOOR_PERCENT
    return IndemnityResult(top, session, percent, award, from_session)
