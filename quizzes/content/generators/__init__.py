"""Generated practice: fresh questions from random deals, reproducible from the seed.

``generate(kind, seed)`` → ``Question`` with id ``gen-<kind>-<seed>``; every key is decided by
the engine. ``GENERATORS`` maps each kind to its generator: a module with ``KIND``, ``TITLE``
(in Russian) and ``generate(seed)``, as the ``Generator`` protocol says.
"""

from __future__ import annotations

from typing import Protocol

from quizzes.content.generators import (
    auction_irregularity,
    claim,
    dummy_designation,
    imps,
    lead_out_of_turn,
    matchpoints,
    penalty_card,
    revoke,
    score,
)
from quizzes.content.question import Question

# Seeds are non-negative integers that fit the URL and every generator's random source.
MAX_SEED = 2**31 - 1


class Generator(Protocol):
    """One kind of generated question (each generator module is one)."""

    KIND: str
    TITLE: str

    def generate(self, seed: int) -> Question: ...


def registry(*generators: Generator) -> dict[str, Generator]:
    """Kind → generator, in the order given; two generators of one kind are a programming error."""
    out: dict[str, Generator] = {}
    for generator in generators:
        if generator.KIND in out:
            raise ValueError(f"two generators of kind {generator.KIND!r}")
        out[generator.KIND] = generator
    return out


GENERATORS: dict[str, Generator] = registry(
    revoke,
    score,
    imps,
    matchpoints,
    dummy_designation,
    penalty_card,
    lead_out_of_turn,
    auction_irregularity,
    claim,
)


class UnknownGenerator(KeyError):
    pass


def generate(kind: str, seed: int) -> Question:
    """Raises ``UnknownGenerator`` for an unknown kind, ``ValueError`` for a bad seed."""
    if kind not in GENERATORS:
        raise UnknownGenerator(f"Нет такого вида упражнений: «{kind}».")
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise ValueError(f"Номер упражнения должен быть целым числом от 0 до {MAX_SEED}.")
    return GENERATORS[kind].generate(seed)
