"""Law 88 indemnity calculator.

"…надлежит присудить по меньшей мере 60 % MP, которые он мог получить в данной сдаче, или
процент MP, полученный им в сдачах, реально сыгранных в этой сессии, если этот процент
превышает 60 %."  The award is the engine's ``indemnity``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from quizzes.engine import indemnity
from quizzes.engine.indemnity import INDEMNITY_FLOOR_PERCENT

from .form_input import decimal, integer, text

MAX_TOP = 1000


@dataclass
class IndemnityResult:
    top: int
    session_percent: float | None
    percent: float
    award: float
    from_session: bool
    laws: tuple = ("88",)


def calculate(data: Mapping) -> IndemnityResult:
    top = integer(data, "top", "максимум MP в сдаче (топ)", 1, MAX_TOP)
    session = None
    if text(data, "session"):
        session = decimal(data, "session", "процент в сыгранных сдачах сессии", 0, 100)
    award = indemnity(top, session)
    from_session = session is not None and session > INDEMNITY_FLOOR_PERCENT
    percent = session if from_session else INDEMNITY_FLOOR_PERCENT
    return IndemnityResult(top, session, percent, award, from_session)
