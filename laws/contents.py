"""The table of contents of all 93 laws, with the division headings the sources give and a
coverage summary."""

from __future__ import annotations

from dataclasses import dataclass, field

from laws.models import Clause, Division, Law


@dataclass
class LawEntry:
    law: Law
    divisions: list[Division] = field(default_factory=list)  # headings standing in front of it
    clauses: list[Clause] = field(default_factory=list)


@dataclass
class Fold:
    """A run of laws under one chapter or part heading of the sources: on a phone the contents
    folds each into a <details>. Laws before the first such heading form a fold of their own."""

    divisions: list[Division] = field(default_factory=list)
    entries: list[LawEntry] = field(default_factory=list)

    @property
    def first(self) -> int:
        return self.entries[0].law.number

    @property
    def last(self) -> int:
        return self.entries[-1].law.number


FOLDING_KINDS = ("chapter", "part")


def fold(entries: list[LawEntry]) -> list[Fold]:
    folds: list[Fold] = []
    for entry in entries:
        heads = [d for d in entry.divisions if d.kind in FOLDING_KINDS]
        if heads or not folds:
            folds.append(Fold(heads))
            rest = [d for d in entry.divisions if d.kind not in FOLDING_KINDS]
            entry = LawEntry(entry.law, rest, entry.clauses)
        folds[-1].entries.append(entry)
    return folds


def build_contents() -> dict:
    divisions: dict[int, list[Division]] = {}
    for division in Division.objects.all():
        divisions.setdefault(division.first_law, []).append(division)
    clauses: dict[int, list[Clause]] = {}
    for clause in (
        Clause.objects.exclude(path="")
        .select_related("law")
        .only("path", "anchor", "depth", "heading", "has_text", "law__number", "order")
    ):
        clauses.setdefault(clause.law.number, []).append(clause)
    entries = [
        LawEntry(law, divisions.get(law.number, []), clauses.get(law.number, []))
        for law in Law.objects.all()
    ]
    counts = {value: 0 for value, _ in Law.Status.choices}
    for entry in entries:
        counts[entry.law.status] += 1
    coverage = [(value, label, counts[value]) for value, label in Law.Status.choices]
    return {
        "entries": entries,
        "folds": fold(entries),
        "coverage": coverage,
        "total": len(entries),
        "clauses_total": sum(len(c) for c in clauses.values()),
        "clauses_without_text": sum(1 for cs in clauses.values() for c in cs if not c.has_text),
    }
