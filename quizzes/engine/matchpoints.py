"""Law 78A: match points on a board.

"2 единицы счёта … за каждый результат худший, чем его, 1 единица за каждый результат,
равный его результату, и 0 единиц за каждый результат лучший, чем его."
"""

from __future__ import annotations


def matchpoints(scores: list[int]) -> list[int]:
    """Match points for each score of a board: ``[620, 620, 170, -100] -> [5, 5, 2, 0]``."""
    values = [int(s) for s in scores]
    return [
        sum(2 if other < mine else 1 if other == mine else 0 for other in values) - 1
        for mine in values
    ]
