"""The practice page's catalogue: filter choices, the matching scenarios with the learner's
record on each, grouped by chapter and theme, and the generators that fit (the endless run)."""

from __future__ import annotations

import random

from bridgesite.russian_order import russian_key
from laws.models import Law
from quizzes.accounts.learner import Learner
from quizzes.content import CHAPTERS, IRREGULARITY_KINDS, LEVELS
from quizzes.content.lookup import MAX_SEED, generator_title
from quizzes.models import Attempt
from quizzes.practice.filters import (
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


# Scenarios whose chapter is none of the book's (should not happen: the loader checks it).
OTHER_CHAPTER = "Другие задачи"


def law_choices(numbers: set[int]) -> list[tuple[int, str]]:
    """(number, «50 — Штрафная карта») for the law filter, the title where the sources keep it."""
    titles = dict(Law.objects.filter(number__in=numbers).values_list("number", "title"))
    return [
        (number, f"{number} — {titles[number]}" if titles.get(number) else str(number))
        for number in sorted(numbers)
    ]


def chapter_choices() -> list[tuple[str, str]]:
    return [(name, f"{name} (правила {first}–{last})") for name, first, last in CHAPTERS]


def grouped(items: list[dict]) -> list[dict]:
    """The scenarios by chapter (in the book's order), then by theme and title (alphabetical),
    each group with its count."""
    order = {name: n for n, (name, _first, _last) in enumerate(CHAPTERS)}
    chapters: dict[str, dict[str, list[dict]]] = {}
    for item in items:
        entry = item["entry"]
        chapter = entry.chapter if entry.chapter in order else OTHER_CHAPTER
        theme = IRREGULARITY_KINDS.get(entry.irregularity, "Другое")
        chapters.setdefault(chapter, {}).setdefault(theme, []).append(item)
    groups = []
    for chapter in sorted(chapters, key=lambda name: order.get(name, len(order))):
        themes = [
            {
                "label": theme,
                "items": sorted(found, key=lambda item: russian_key(item["entry"].title)),
                "count": len(found),
            }
            for theme, found in sorted(chapters[chapter].items(), key=lambda t: russian_key(t[0]))
        ]
        groups.append(
            {
                "name": chapter,
                "anchor": f"chapter-{order.get(chapter, len(order)) + 1}",
                "themes": themes,
                "count": sum(theme["count"] for theme in themes),
            }
        )
    return groups


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
    kinds = sorted(
        (
            {"kind": kind, "title": generator_title(kind), "seed": rng.randint(0, MAX_SEED)}
            for kind in matching_generators(practice_filter)
        ),
        key=lambda item: russian_key(item["title"]),
    )
    return {
        "filter": practice_filter,
        "filter_query": practice_filter.querystring(),
        "law_choices": law_choices(laws),
        "chapter_choices": chapter_choices(),
        "irregularity_choices": sorted(IRREGULARITY_KINDS.items(), key=lambda t: russian_key(t[1])),
        "level_choices": list(LEVELS.items()),
        "matched": matched,
        "groups": grouped(matched),
        "generators": kinds,
        "total": len(entries),
        "solved": sum(1 for item in matched if item["correct"]),
        "due_count": due_cards(learner).count() if learner else 0,
    }
