"""«Программа»: the syllabus areas with the tasks the library holds for each, the laws of each
area and how the mock exam weights it."""

from __future__ import annotations

import re
from collections import defaultdict

from quizzes.content import IRREGULARITY_KINDS
from quizzes.content.syllabus import (
    MAX_TOPIC_SHARE,
    NO_RULING_QUESTION,
    TARGET_DIRECTOR_PER_AREA,
    TARGET_PER_AREA,
    TARGET_TASKS,
    areas_of_clause,
    coverage,
    topic_shares,
)
from quizzes.practice.filters import authored_entries


def _law_of(clause: str) -> int:
    return int(re.match(r"\d+", clause).group())


def _tasks_by_clause(entries) -> dict[tuple[str, int], int]:
    """(area, law) → how many tasks belong to the area through a clause of that law."""
    seen: dict[tuple[str, int], set[str]] = defaultdict(set)
    for entry in entries:
        for clause in entry.laws:
            if not re.match(r"\d+", str(clause)):
                continue
            for code in areas_of_clause(str(clause)):
                seen[(code, _law_of(str(clause)))].add(entry.question_id)
    return {key: len(ids) for key, ids in seen.items()}


def page_context() -> dict:
    entries = authored_entries()
    per_clause = _tasks_by_clause(entries)
    rows = []
    for item in coverage((e.laws, e.level) for e in entries):
        laws = [
            (prefix, _law_of(prefix), per_clause.get((item.area.code, _law_of(prefix)), 0))
            for prefix in item.area.clauses
        ]
        rows.append({"coverage": item, "laws": laws})
    shares = topic_shares(e.irregularity for e in entries)
    heavy = [
        (IRREGULARITY_KINDS.get(topic, topic), round(share * 100, 1))
        for topic, share in shares.items()
        if share > MAX_TOPIC_SHARE
    ]
    return {
        "rows": rows,
        "total": len(entries),
        "target_tasks": TARGET_TASKS,
        "target_per_area": TARGET_PER_AREA,
        "target_director": TARGET_DIRECTOR_PER_AREA,
        "max_share": round(MAX_TOPIC_SHARE * 100),
        "heavy_topics": heavy,
        "complete": sum(1 for row in rows if row["coverage"].complete),
        "exceptions": sorted(NO_RULING_QUESTION.items()),
    }
