"""Law 78A match-point calculator: one score per line → match points and percentages."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from quizzes.engine import matchpoints

from .form_input import ToolInputError, text

MAX_SCORES = 100
MAX_SCORE = 8000
_SCORE = re.compile(r"^[+-]?\d{1,5}$")


@dataclass
class MatchpointRow:
    line: int
    score: int
    matchpoints: int
    percent: float


@dataclass
class MatchpointResult:
    rows: list[MatchpointRow]
    top: int
    total: int
    laws: tuple = ("78A",)


def parse_scores(raw: str) -> list[int]:
    scores = []
    for number, line in enumerate(raw.splitlines(), start=1):
        value = line.strip().replace("−", "-").replace("–", "-").replace(" ", "")
        if not value:
            continue
        if not _SCORE.match(value):
            raise ToolInputError(f"строка {number}: «{line.strip()[:30]}» — не запись", "scores")
        score = int(value)
        if abs(score) > MAX_SCORE:
            raise ToolInputError(f"строка {number}: запись {score} не бывает", "scores")
        scores.append(score)
    return scores


def calculate(data: Mapping) -> MatchpointResult:
    scores = parse_scores(text(data, "scores"))
    if len(scores) < 2:
        raise ToolInputError("нужно не меньше двух записей, по одной в строке", "scores")
    if len(scores) > MAX_SCORES:
        raise ToolInputError(f"не больше {MAX_SCORES} записей", "scores")
    points = matchpoints(scores)
    # Law 78A: 2 per worse score, 1 per equal one, so the top is 2 × (n − 1).
    top = 2 * (len(scores) - 1)
    rows = [
        MatchpointRow(index + 1, score, mp, round(100 * mp / top, 1))
        for index, (score, mp) in enumerate(zip(scores, points, strict=True))
    ]
    return MatchpointResult(rows, top, sum(points))
