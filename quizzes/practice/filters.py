"""Choosing practice questions: the filters (law, chapter, irregularity, level, mixed) and the
next question of a run.

Authored scenarios come first, each once, those the learner has not tried before the others;
generated questions of a matching kind keep a run going for as long as the learner likes.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from functools import lru_cache
from urllib.parse import urlencode

from django.utils import timezone

from quizzes.content import CHAPTERS, IRREGULARITY_KINDS, LEVELS
from quizzes.content.lookup import MAX_SEED, QuestionUnavailable, generated, generator_kinds
from quizzes.content.question import LAW_COUNT, law_numbers
from quizzes.models import Attempt, ReviewCard, Scenario
from quizzes.review.schedule import is_learning

CHAPTER_NAMES = [name for name, _first, _last in CHAPTERS]
# How many seeds of each generator are looked at to learn what it produces.
_PROFILE_SEEDS = range(12)
_SEED_TRIES = 25


def _shown(text: str, limit: int = 40) -> str:
    """Junk from the address, echoed back no longer than ``limit`` characters."""
    return text if len(text) <= limit else text[:limit] + "…"


@dataclass(frozen=True)
class Entry:
    """What a filter looks at in a question, authored or generated."""

    question_id: str
    title: str
    level: str
    laws: tuple[str, ...]
    chapter: str
    irregularity: str
    generated_kind: str = ""

    @property
    def law_numbers(self) -> set[int]:
        return law_numbers(self.laws)


@dataclass(frozen=True)
class PracticeFilter:
    law: int | None = None
    chapter: str = ""
    irregularity: str = ""
    level: str = ""
    mixed: bool = False

    @classmethod
    def from_query(cls, query) -> tuple[PracticeFilter, list[str]]:
        """The filter a query string asks for; unknown values are dropped with a message."""
        problems = []
        law = None
        raw_law = (query.get("law") or "").strip()
        if raw_law:
            if re.fullmatch(r"[0-9]{1,2}", raw_law) and 1 <= int(raw_law) <= LAW_COUNT:
                law = int(raw_law)
            else:
                problems.append(
                    f"«{_shown(raw_law)}» — не номер правила (от 1 до {LAW_COUNT}); фильтр снят."
                )
        chapter = (query.get("chapter") or "").strip()
        if chapter and chapter not in CHAPTER_NAMES:
            problems.append(f"Главы «{_shown(chapter)}» нет; фильтр снят.")
            chapter = ""
        irregularity = (query.get("irregularity") or "").strip()
        if irregularity and irregularity not in IRREGULARITY_KINDS:
            problems.append(f"Вида нарушения «{_shown(irregularity)}» нет; фильтр снят.")
            irregularity = ""
        level = (query.get("level") or "").strip()
        if level and level not in LEVELS:
            problems.append(f"Уровня «{_shown(level)}» нет; фильтр снят.")
            level = ""
        mixed = (query.get("mode") or "") == "mixed"
        return cls(law, chapter, irregularity, level, mixed), problems

    @property
    def active(self) -> bool:
        return bool(self.law or self.chapter or self.irregularity or self.level)

    def matches(self, entry: Entry) -> bool:
        if self.law is not None and self.law not in entry.law_numbers:
            return False
        if self.chapter and entry.chapter != self.chapter:
            return False
        if self.irregularity and entry.irregularity != self.irregularity:
            return False
        return not (self.level and entry.level != self.level)

    def params(self) -> dict:
        out = {}
        if self.law is not None:
            out["law"] = str(self.law)
        for name in ("chapter", "irregularity", "level"):
            if getattr(self, name):
                out[name] = getattr(self, name)
        if self.mixed:
            out["mode"] = "mixed"
        return out

    def querystring(self) -> str:
        return urlencode(self.params())

    def describe(self) -> str:
        parts = []
        if self.law is not None:
            parts.append(f"правило {self.law}")
        if self.chapter:
            parts.append(f"глава «{self.chapter}»")
        if self.irregularity:
            parts.append(IRREGULARITY_KINDS[self.irregularity].lower())
        if self.level:
            parts.append(f"уровень «{LEVELS[self.level]}»")
        if self.mixed:
            parts.append("вперемешку")
        return ", ".join(parts) or "все задачи"


def authored_entries() -> list[Entry]:
    """Each stored task, filed under its ruling clauses (the laws it is about, as mastery
    counts them), not every law its explanation passes on the way."""
    rows = Scenario.objects.values_list(
        "slug", "title", "level", "question__ruling_laws", "laws", "chapter", "irregularity"
    ).order_by("slug")
    return [
        Entry(slug, title, level, tuple(about or laws or ()), chapter, irregularity)
        for slug, title, level, about, laws, chapter, irregularity in rows
    ]


def _entry_of(question, kind: str = "") -> Entry:
    return Entry(
        question.id,
        question.title,
        question.level,
        tuple(question.laws_about),
        question.chapter,
        question.irregularity,
        kind,
    )


@lru_cache(maxsize=1)
def generator_profiles() -> dict[str, tuple[Entry, ...]]:
    """A few sample questions of each generator: what laws, chapters and levels it covers."""
    out = {}
    for kind in sorted(generator_kinds()):
        samples = []
        for seed in _PROFILE_SEEDS:
            try:
                samples.append(_entry_of(generated(kind, seed), kind))
            except QuestionUnavailable:
                continue
        if samples:
            out[kind] = tuple(samples)
    return out


def matching_generators(practice_filter: PracticeFilter) -> list[str]:
    return [
        kind
        for kind, samples in generator_profiles().items()
        if any(practice_filter.matches(sample) for sample in samples)
    ]


def generated_candidate(practice_filter: PracticeFilter, rng: random.Random) -> str | None:
    """A fresh generated question that fits the filter, or None."""
    kinds = matching_generators(practice_filter)
    for _ in range(_SEED_TRIES if kinds else 0):
        kind = rng.choice(kinds)
        seed = rng.randint(0, MAX_SEED)
        try:
            question = generated(kind, seed)
        except QuestionUnavailable:
            continue
        if practice_filter.matches(_entry_of(question, kind)):
            return question.id
    return None


def failed_due_now(attempts_lookup: dict, practice_filter: PracticeFilter, pool: set) -> list[str]:
    """The learner's questions answered wrong whose learning step is due now and that fit the
    filter (authored ones in ``pool``, generated ones of a matching generator)."""
    cards = ReviewCard.objects.filter(**attempts_lookup, due__lte=timezone.now()).order_by("due")
    due = [card.question_id for card in cards if is_learning(card.card)]
    generated_kinds = (
        matching_generators(practice_filter) if any(q.startswith("gen-") for q in due) else []
    )
    return [
        question_id
        for question_id in due
        if question_id in pool or generated_kind_of(question_id) in generated_kinds
    ]


def generated_kind_of(question_id: str) -> str:
    """``gen-penalty_card-17`` → ``penalty_card``; "" for an authored question."""
    if not question_id.startswith("gen-"):
        return ""
    return question_id[len("gen-") :].rsplit("-", 1)[0]


def next_question_id(
    practice_filter: PracticeFilter,
    attempts_lookup: dict | None,
    after: str = "",
    rng: random.Random | None = None,
) -> str | None:
    """The question to practise next under ``practice_filter`` (never ``after`` itself if there
    is any other), or None when nothing fits."""
    rng = rng or random.Random()
    pool = [e for e in authored_entries() if practice_filter.matches(e) and e.question_id != after]
    if attempts_lookup is not None:
        # A question answered wrong comes back within the session once its learning step is
        # due (review/schedule.py), before anything new.
        again = failed_due_now(attempts_lookup, practice_filter, {e.question_id for e in pool})
        for question_id in again:
            if question_id != after:
                return question_id
    last_tried = {}
    if attempts_lookup is not None:
        for question_id, created in (
            Attempt.objects.filter(**attempts_lookup, exam__isnull=True)
            .order_by("created_at")
            .values_list("question_id", "created_at")
        ):
            last_tried[question_id] = created
    untried = [e.question_id for e in pool if e.question_id not in last_tried]
    if practice_filter.mixed:
        # Mixed: any untried scenario or a generated question, at random.
        candidate = generated_candidate(practice_filter, rng)
        options = untried + ([candidate] if candidate else [])
        if options:
            return rng.choice(options)
    elif untried:
        return untried[0]
    else:
        candidate = generated_candidate(practice_filter, rng)
        if candidate:
            return candidate
    if pool:
        # Everything tried and nothing to generate: the one seen longest ago comes back.
        return min(pool, key=lambda e: last_tried.get(e.question_id)).question_id
    return None
