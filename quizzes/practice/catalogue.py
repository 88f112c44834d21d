"""The practice page's catalogue: filter choices, the matching scenarios with the learner's
record on each, and the generators that fit."""

from __future__ import annotations

import random

from quizzes.accounts.learner import Learner
from quizzes.content import IRREGULARITY_KINDS, LEVELS
from quizzes.content.lookup import MAX_SEED, generator_title
from quizzes.models import Attempt
from quizzes.practice.filters import (
    CHAPTER_NAMES,
    PracticeFilter,
    authored_entries,
    generator_profiles,
    matching_generators,
)
from quizzes.review.pages import due_cards


def learner_record(learner: Learner | None) -> dict[str, bool]:
    """question id → whether the learner's latest practice answer to it was right."""
    if learner is None:
        return {}
    record = {}
    for question_id, correct in (
        Attempt.objects.filter(**learner.lookup, exam__isnull=True)
        .order_by("created_at")
        .values_list("question_id", "correct")
    ):
        record[question_id] = correct
    return record


def page_context(practice_filter: PracticeFilter, learner: Learner | None) -> dict:
    entries = authored_entries()
    profiles = generator_profiles()
    laws = set()
    for entry in entries:
        laws |= entry.law_numbers
    for samples in profiles.values():
        for sample in samples:
            laws |= sample.law_numbers
    record = learner_record(learner)
    matched = [
        {"entry": e, "tried": e.question_id in record, "correct": record.get(e.question_id)}
        for e in entries
        if practice_filter.matches(e)
    ]
    rng = random.Random()
    kinds = [
        {"kind": kind, "title": generator_title(kind), "seed": rng.randint(0, MAX_SEED)}
        for kind in matching_generators(practice_filter)
    ]
    return {
        "filter": practice_filter,
        "filter_query": practice_filter.querystring(),
        "law_choices": sorted(laws),
        "chapter_choices": CHAPTER_NAMES,
        "irregularity_choices": list(IRREGULARITY_KINDS.items()),
        "level_choices": list(LEVELS.items()),
        "matched": matched,
        "generators": kinds,
        "total": len(entries),
        "solved": sum(1 for item in matched if item["correct"]),
        "due_count": due_cards(learner).count() if learner else 0,
    }
