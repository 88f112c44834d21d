"""Search quality on a set of realistic queries: hit@1, hit@3, hit@5, MRR, empty pages.

The set (bench/search_queries.yaml) gives each query the laws a director would accept; a
ranker answers with the laws of its result groups, best first. Plain Python: the benchmark
script and the floor test both call ``measure``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import yaml

GLOSSARY = "G"  # the definitions chapter in the set and in rankings


@dataclass(frozen=True)
class Case:
    group: str
    query: str
    laws: tuple[str, ...]  # accepted laws: "50", or "G" for the definitions
    clauses: tuple[str, ...] = ()


@dataclass
class Figures:
    cases: int = 0
    hit1: int = 0
    hit3: int = 0
    hit5: int = 0
    reciprocal: float = 0.0
    empty: int = 0
    misses: list[tuple[str, list[str], tuple[str, ...]]] = field(default_factory=list)

    def add(self, case: Case, ranked: list[str]) -> None:
        self.cases += 1
        if not ranked:
            self.empty += 1
        rank = next((i for i, law in enumerate(ranked, 1) if law in case.laws), None)
        if rank is not None:
            self.hit1 += rank == 1
            self.hit3 += rank <= 3
            self.hit5 += rank <= 5
            self.reciprocal += 1 / rank
        if rank != 1:
            self.misses.append((case.query, ranked[:5], case.laws))

    def share(self, name: str) -> float:
        value = self.reciprocal if name == "mrr" else getattr(self, name)
        return value / self.cases if self.cases else 0.0

    def row(self) -> dict[str, float]:
        return {n: round(self.share(n), 3) for n in ("hit1", "hit3", "hit5", "mrr", "empty")}


def load(path: Path) -> list[Case]:
    with open(path, encoding="utf-8") as handle:
        data = yaml.safe_load(handle)
    cases = []
    for group, items in data.items():
        for item in items:
            laws = item["law"] if isinstance(item["law"], list) else [item["law"]]
            cases.append(
                Case(
                    group=group,
                    query=str(item["q"]),
                    laws=tuple(str(law) for law in laws),
                    clauses=tuple(str(c) for c in item.get("clause") or ()),
                )
            )
    return cases


def measure(cases: list[Case], rank: Callable[[str], list[str]]) -> dict[str, Figures]:
    """Figures per group and overall ("all")."""
    figures: dict[str, Figures] = {"all": Figures()}
    for case in cases:
        ranked = rank(case.query)
        figures.setdefault(case.group, Figures()).add(case, ranked)
        figures["all"].add(case, ranked)
    return figures
