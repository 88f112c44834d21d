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
        "coverage": coverage,
        "total": len(entries),
        "clauses_total": sum(len(c) for c in clauses.values()),
        "clauses_without_text": sum(1 for cs in clauses.values() for c in cs if not c.has_text),
    }
