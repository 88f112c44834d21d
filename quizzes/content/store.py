"""Storing validated questions as Scenario rows (the loader command and the admin share it)."""

from __future__ import annotations

from django.db.models import Count, Max

from quizzes.content import Question
from quizzes.models import Scenario


def row_values(question: Question, source_yaml: str, source_file: str) -> dict:
    return {
        "title": question.title,
        "level": question.level,
        "kind": question.kind,
        "irregularity": question.irregularity,
        "chapter": question.chapter,
        "laws": list(question.laws),
        "decided_by": question.decided_by,
        "source_yaml": source_yaml,
        "question": question.to_dict(),
        "source_file": source_file,
    }


def save(question: Question, source_yaml: str, source_file: str = "") -> str:
    """Insert or update the row of ``question``; returns "created", "updated" or "unchanged"."""
    values = row_values(question, source_yaml, source_file)
    row = Scenario.objects.filter(slug=question.id).first()
    if row is None:
        Scenario.objects.create(slug=question.id, **values)
        return "created"
    if all(getattr(row, name) == value for name, value in values.items()):
        return "unchanged"
    for name, value in values.items():
        setattr(row, name, value)
    row.save()
    return "updated"


def version() -> tuple[str, float]:
    """(token, newest change) of the stored scenarios: a page cached under it is stale once a
    scenario is added, changed or removed (bridgesite.caching)."""
    found = Scenario.objects.aggregate(count=Count("id"), newest=Max("updated_at"))
    newest = found["newest"].timestamp() if found["newest"] else 0.0
    return f"{found['count']}.{newest:.6f}", newest
