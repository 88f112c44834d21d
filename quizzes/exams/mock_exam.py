"""The director's mock exam («Экзамен судьи»): drawing the questions by a blueprint, saving
answers, finishing and marking.

Everything lives in the database (ExamAttempt, one Attempt row per answered question), so an
exam survives a reload or a server restart. Answers are marked only at the end.
"""

from __future__ import annotations

import random
from collections import Counter, defaultdict
from dataclasses import dataclass
from datetime import datetime, timedelta

from django.db import IntegrityError, transaction
from django.utils import timezone

from quizzes.accounts.learner import Learner
from quizzes.content import CHAPTERS, check_answer
from quizzes.content.lookup import (
    MAX_SEED,
    QuestionUnavailable,
    by_id,
    generated,
    generator_kinds,
)
from quizzes.content.question import law_numbers
from quizzes.content.syllabus import AREAS, areas_of, exam_quotas
from quizzes.models import Attempt, ExamAttempt
from quizzes.practice.answers import update_review_card
from quizzes.practice.filters import authored_entries, generator_profiles
from quizzes.review import mastery

DEFAULT_QUESTIONS = 30
DEFAULT_PASS_MARK = 80
EXAM_LEVEL = "director"
CHAPTER_ORDER = [name for name, _first, _last in CHAPTERS]


class AnswerRefused(Exception):
    """What was sent is no answer the site can read (``Verdict.refused``): nothing is saved."""

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


class ExamClosed(Exception):
    """The exam no longer takes answers (finished, or its time ran out)."""

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


@dataclass(frozen=True)
class Draw:
    question_ids: list[str]
    blueprint: dict[str, int]
    generated_count: int


def blueprint() -> list[dict]:
    """The exam's plan as the exam page states it: every syllabus area with its weight, the
    questions of a default exam it gets, and the director-level scenarios the library has for it."""
    available: Counter[str] = Counter()
    for entry in authored_entries():
        if entry.level == EXAM_LEVEL:
            available.update(areas_of(entry.laws))
    quotas = exam_quotas(DEFAULT_QUESTIONS)
    return [
        {
            "area": area,
            "weight": area.exam_weight,
            "questions": quotas[area.code],
            "available": available[area.code],
        }
        for area in AREAS
    ]


def draw(total: int, rng: random.Random) -> Draw:
    """``total`` director-level questions, each syllabus area getting its weighted share
    (``exam_quotas``); an area short of questions leaves its share to the other director-level
    scenarios, and generated ones fill what is still missing."""
    entries = {e.question_id: e for e in authored_entries() if e.level == EXAM_LEVEL}
    by_area = defaultdict(list)
    for question_id, entry in sorted(entries.items()):
        for code in areas_of(entry.laws):
            by_area[code].append(question_id)
    quotas = exam_quotas(total)
    chosen: list[str] = []
    areas: Counter[str] = Counter()
    # The heaviest areas first, so a question in two areas counts where it weighs most.
    for area in sorted(AREAS, key=lambda a: -a.exam_weight):
        pool = [q for q in by_area[area.code] if q not in chosen]
        picked = rng.sample(pool, min(quotas[area.code], len(pool)))
        chosen += picked
        areas[area.name] += len(picked)
    rest = [q for q in entries if q not in chosen]
    rng.shuffle(rest)
    while len(chosen) < total and rest:
        chosen.append(rest.pop())
    blueprint = Counter(entries[q].chapter or "Без главы" for q in chosen)
    # Generators of director-level questions first, then the others.
    profiles = generator_profiles()
    kinds = sorted(
        generator_kinds(),
        key=lambda k: (not any(e.level == EXAM_LEVEL for e in profiles.get(k, ())), k),
    )
    generated_count = 0
    attempts = 0
    while len(chosen) < total and kinds and attempts < total * 5:
        attempts += 1
        kind = kinds[generated_count % len(kinds)] if attempts <= total else rng.choice(kinds)
        try:
            question = generated(kind, rng.randint(0, MAX_SEED))
        except QuestionUnavailable:
            continue
        if question.id in chosen:
            continue
        chosen.append(question.id)
        blueprint[question.chapter or "Без главы"] += 1
        generated_count += 1
    rng.shuffle(chosen)
    return Draw(chosen, {**dict(blueprint), "_areas": dict(areas)}, generated_count)


def start(learner: Learner, total: int, time_limit: int | None, pass_mark: int) -> ExamAttempt:
    drawn = draw(total, random.Random())
    return ExamAttempt.objects.create(
        **learner.owner,
        question_ids=drawn.question_ids,
        blueprint={**drawn.blueprint, "_generated": drawn.generated_count, "_asked": total},
        time_limit_minutes=time_limit,
        pass_mark=pass_mark,
    )


def deadline(exam: ExamAttempt) -> datetime | None:
    if not exam.time_limit_minutes:
        return None
    return exam.started_at + timedelta(minutes=exam.time_limit_minutes)


def chapters_of(blueprint: dict) -> dict[str, int]:
    return {k: v for k, v in blueprint.items() if not k.startswith("_")}


def answers_of(exam: ExamAttempt) -> dict[str, Attempt]:
    return {a.question_id: a for a in exam.attempts.all()}


def expire_if_over(exam: ExamAttempt, now=None) -> bool:
    """Finish a running exam whose time is up; True when it is (now) finished."""
    limit = deadline(exam)
    if exam.state == ExamAttempt.State.RUNNING and limit and (now or timezone.now()) >= limit:
        finish(exam)
        exam.refresh_from_db()
    return exam.state == ExamAttempt.State.FINISHED


def save_answer(exam: ExamAttempt, question, submitted) -> Attempt:
    """Record (or replace) the answer to one question of a running exam."""
    if expire_if_over(exam):
        raise ExamClosed("Время экзамена вышло: ответы больше не принимаются.")
    verdict = check_answer(question, submitted)
    if verdict.refused:
        raise AnswerRefused(verdict.error)
    with transaction.atomic():
        locked = ExamAttempt.objects.select_for_update().get(pk=exam.pk)
        if locked.state != ExamAttempt.State.RUNNING:
            raise ExamClosed("Экзамен уже завершён: ответы больше не принимаются.")
        values = {
            "answer": submitted,
            "correct": verdict.correct,
            "laws": question.laws_about,
            "chapter": question.chapter,
            "irregularity": question.irregularity,
        }
        updated = Attempt.objects.filter(exam=locked, question_id=question.id).update(**values)
        if not updated:
            try:
                with transaction.atomic():
                    Attempt.objects.create(
                        **_owner_of(locked), exam=locked, question_id=question.id, **values
                    )
            except IntegrityError:
                # The same answer arrived twice at once: the later one wins.
                Attempt.objects.filter(exam=locked, question_id=question.id).update(**values)
    return Attempt.objects.get(exam=exam, question_id=question.id)


def _owner_of(exam: ExamAttempt) -> dict:
    if exam.user_id:
        return {"user_id": exam.user_id, "session_key": ""}
    return {"user": None, "session_key": exam.session_key}


def finish(exam: ExamAttempt) -> ExamAttempt:
    """Mark the exam once: score, per-question correctness re-checked, review cards rated."""
    now = timezone.now()
    with transaction.atomic():
        locked = ExamAttempt.objects.select_for_update().get(pk=exam.pk)
        if locked.state == ExamAttempt.State.FINISHED:
            return locked
        answers = answers_of(locked)
        learner = Learner(locked.user_id, locked.session_key if not locked.user_id else "")
        right = 0
        for question_id in locked.question_ids:
            attempt = answers.get(question_id)
            if attempt is None:
                continue
            try:
                question, _row = by_id(question_id)
                correct = check_answer(question, attempt.answer).correct
            except QuestionUnavailable:
                correct = attempt.correct
            if correct != attempt.correct:
                attempt.correct = correct
                attempt.save(update_fields=["correct"])
            right += 1 if correct else 0
            update_review_card(learner, question_id, correct, now)
        total = len(locked.question_ids) or 1
        locked.score = round(100 * right / total)
        locked.answers = {qid: a.answer for qid, a in answers.items()}
        locked.state = ExamAttempt.State.FINISHED
        locked.finished_at = now
        locked.save(update_fields=["score", "answers", "state", "finished_at"])
    return locked


def results(exam: ExamAttempt) -> dict:
    """The marked exam: each question with the answer given, per-chapter tallies, what to study."""
    answers = answers_of(exam)
    items, chapters, missed_laws = [], defaultdict(mastery.Tally), Counter()
    for number, question_id in enumerate(exam.question_ids, start=1):
        try:
            question, _row = by_id(question_id)
        except QuestionUnavailable:
            question = None
        attempt = answers.get(question_id)
        verdict = check_answer(question, attempt.answer) if question and attempt else None
        correct = bool(verdict and verdict.correct)
        chapter = (question.chapter if question else "") or "Без главы"
        chapters[chapter].add(correct, question_id)
        if not correct and question:
            for law in law_numbers(question.laws_about):
                missed_laws[law] += 1
        items.append(
            {
                "number": number,
                "question": question,
                "question_id": question_id,
                "answered": attempt is not None,
                "verdict": verdict,
                "correct": correct,
            }
        )
    right = sum(1 for item in items if item["correct"])
    score = round(100 * right / len(items)) if items else 0
    ordered = sorted(
        chapters.items(),
        key=lambda kv: (CHAPTER_ORDER.index(kv[0]) if kv[0] in CHAPTER_ORDER else 99, kv[0]),
    )
    return {
        "items": items,
        "right": right,
        "total": len(items),
        "score": score,
        "passed": score >= exam.pass_mark,
        "chapters": ordered,
        "study": [
            {"law": law, "misses": n, "chapter": mastery.chapter_of_law(law)}
            for law, n in sorted(missed_laws.items(), key=lambda kv: (-kv[1], kv[0]))
        ],
    }
