"""Law 78A match-point calculator: one score per line → match points and percentages."""

from __future__ import annotations

from dataclasses import dataclass

from quizzes.engine import matchpoints


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


def calculate(scores: list[int]) -> MatchpointResult:
    """Match points of each of two or more scores on one board."""
    points = matchpoints(scores)
    # Law 78A: 2 per worse score, 1 per equal one, so the top is 2 × (n − 1).
    top = 2 * (len(scores) - 1)
    rows = [
        MatchpointRow(index + 1, score, mp, round(100 * mp / top, 1))
        for index, (score, mp) in enumerate(zip(scores, points, strict=True))
    ]
    return MatchpointResult(rows, top, sum(points))
