"""Generated practice: fresh questions from random deals, reproducible from the seed.

``generate(kind, seed)`` → ``Question`` with id ``gen-<kind>-<seed>``; every key is decided by
the engine. ``GENERATORS`` maps each kind to its module (``TITLE`` in Russian, ``generate``).
"""

from __future__ import annotations

from types import ModuleType

from quizzes.content.generators import (
    dummy_designation,
    imps,
    lead_out_of_turn,
    matchpoints,
    penalty_card,
    revoke,
    score,
)
from quizzes.content.question import Question

GENERATORS: dict[str, ModuleType] = {
    module.KIND: module
    for module in (
        revoke,
        score,
        imps,
        matchpoints,
        dummy_designation,
        penalty_card,
        lead_out_of_turn,
    )
}
MAX_SEED = 2**31 - 1


class UnknownGenerator(KeyError):
    pass


def generate(kind: str, seed: int) -> Question:
    """Raises ``UnknownGenerator`` for an unknown kind, ``ValueError`` for a bad seed."""
    if kind not in GENERATORS:
        raise UnknownGenerator(f"Нет такого вида упражнений: «{kind}».")
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise ValueError(f"Номер упражнения должен быть целым числом от 0 до {MAX_SEED}.")
    return GENERATORS[kind].generate(seed)
