"""Law 78B IMP converter: a difference, or two scores, to IMPs with the scale step used."""

from __future__ import annotations

from dataclasses import dataclass

from quizzes.engine import imps
from quizzes.engine.imps import IMP_SCALE_LOWER_BOUNDS


@dataclass
class ImpResult:
    difference: int
    imps: int
    step_low: int | None
    step_high: int | None
    ours: int | None = None
    theirs: int | None = None
    laws: tuple = ("78B",)


def scale_step(magnitude: int) -> tuple[int | None, int | None]:
    """The 78B row a difference falls in: (lower bound, upper bound or None)."""
    bounds = IMP_SCALE_LOWER_BOUNDS
    value = sum(1 for bound in bounds if magnitude >= bound)
    if value == 0:
        return 0, bounds[0] - 10
    low = bounds[value - 1]
    high = bounds[value] - 10 if value < len(bounds) else None
    return low, high


def scale_rows() -> list[tuple[str, int]]:
    """The whole 78B scale as (difference range, IMPs) for the table under the form."""
    rows = [(f"0–{IMP_SCALE_LOWER_BOUNDS[0] - 10}", 0)]
    for index, low in enumerate(IMP_SCALE_LOWER_BOUNDS):
        if index + 1 < len(IMP_SCALE_LOWER_BOUNDS):
            rows.append((f"{low}–{IMP_SCALE_LOWER_BOUNDS[index + 1] - 10}", index + 1))
        else:
            rows.append((f"{low} и больше", index + 1))
    return rows


def calculate(
    difference: int | None = None, ours: int | None = None, theirs: int | None = None
) -> ImpResult:
    """IMPs for a ``difference``, or for our score against the other room's."""
    if ours is not None and theirs is not None:
        difference = ours - theirs
    if difference is None:
        raise ValueError("a difference or two scores are needed")
    low, high = scale_step(abs(difference))
    return ImpResult(difference, imps(difference), low, high, ours, theirs)
