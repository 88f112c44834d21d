"""Law 78B: converting a difference in points to IMPs.

The 1987 scale (laws/sources/000, p. 108): 20–40 → 1, 50–80 → 2, … 3500–3990 → 23,
4000 and more → 24. A difference below 20 is 0 IMPs.
"""

from __future__ import annotations

# Law 78B: the lower bound of each IMP step; the index + 1 is the IMPs.
IMP_SCALE_LOWER_BOUNDS = (
    20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600,
    750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000,
)  # fmt: skip


def imps(difference: int) -> int:
    """IMPs for a difference in points, with its sign: ``imps(-430) == -10``."""
    magnitude = abs(int(difference))
    value = sum(1 for bound in IMP_SCALE_LOWER_BOUNDS if magnitude >= bound)
    return value if difference >= 0 else -value
