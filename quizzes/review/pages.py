"""What the progress, weak-areas and review pages show for one learner."""

from __future__ import annotations

from collections import defaultdict
from datetime import datetime, time, timedelta

from django.utils import timezone

from quizzes.accounts.learner import Learner
from quizzes.content import IRREGULARITY_KINDS
from quizzes.content.lookup import QuestionUnavailable, by_id, url_for
from quizzes.models import Attempt, ReviewCard, Scenario
from quizzes.review import mastery
from quizzes.review.schedule import is_learning


def _attempts(learner: Learner | None) -> list[dict]:
    """The learner's answers, each counted for the clauses its question is about now (the
    question's ruling clauses; an answer to a question no longer stored keeps the clauses
    recorded with it)."""
    if learner is None:
        return []
    attempts = list(
        Attempt.objects.filter(**learner.lookup).values(
            "question_id", "laws", "chapter", "irregularity", "correct", "created_at"
        )
    )
    about = dict(
        Scenario.objects.filter(slug__in={a["question_id"] for a in attempts}).values_list(
            "slug", "question__ruling_laws"
        )
    )
    for attempt in attempts:
        if about.get(attempt["question_id"]):
            attempt["laws"] = about[attempt["question_id"]]
    return attempts


def overview(learner: Learner | None) -> dict:
    attempts = _attempts(learner)
    laws = mastery.by_law(attempts)
    today = timezone.localdate()
    days = defaultdict(lambda: [0, 0])
    for attempt in attempts:
        day = timezone.localtime(attempt["created_at"]).date()
        days[day][0 if attempt["correct"] else 1] += 1
    chapters = mastery.by_chapter(attempts)
    return {
        "total": len(attempts),
        "right": sum(1 for a in attempts if a["correct"]),
        "questions": len({a["question_id"] for a in attempts}),
        "law_cells": [{"number": n, "tally": laws[n]} for n in sorted(laws)],
        "chapters": [
            {"name": name, "first": first, "last": last, "tally": tally}
            for name, first, last, tally in chapters
        ],
        "chart": mastery.daily_chart({d: tuple(v) for d, v in days.items()}, today),
        "due_count": due_cards(learner).count() if learner else 0,
    }


def weak_areas(learner: Learner | None) -> dict:
    attempts = _attempts(learner)
    laws = mastery.weakest(mastery.by_law(attempts))
    kinds = mastery.weakest(mastery.by_irregularity(attempts))
    return {
        "total": len(attempts),
        "laws": [{"number": n, "tally": t, "chapter": mastery.chapter_of_law(n)} for n, t in laws],
        "irregularities": [
            {"code": code, "label": IRREGULARITY_KINDS[code], "tally": t} for code, t in kinds
        ],
    }


# Longer than the longest learning step (ten minutes).
LEARNING_HORIZON = timedelta(hours=1)


def end_of_today() -> datetime:
    tomorrow = timezone.localdate() + timedelta(days=1)
    return timezone.make_aware(datetime.combine(tomorrow, time.min))


def due_cards(learner: Learner):
    """The learner's review cards due by the end of today, oldest first."""
    return ReviewCard.objects.filter(**learner.lookup, due__lt=end_of_today()).order_by(
        "due", "question_id"
    )


def review_order(learner: Learner, now: datetime | None = None) -> tuple[list, list]:
    """Today's queue in the order it is worked through — the questions answered wrong whose
    learning step is due now first, then the day's reviews — and, apart, the questions answered
    wrong whose next step is later today (not yet: they come back at their minute)."""
    now = now or timezone.now()
    end = end_of_today()
    # A learning step is minutes long: one that falls past midnight still belongs to this
    # session, not to tomorrow's reviews.
    horizon = max(end, now + LEARNING_HORIZON)
    failed_now, reviews, later = [], [], []
    cards = ReviewCard.objects.filter(**learner.lookup, due__lt=horizon).order_by(
        "due", "question_id"
    )
    for card in cards:
        if is_learning(card.card):
            (failed_now if card.due <= now else later).append(card)
        elif card.due < end:
            reviews.append(card)
    return failed_now + reviews, later


def failed_due_now(learner: Learner | None, now: datetime | None = None) -> list[str]:
    """Questions the learner answered wrong whose learning step is due now, oldest first."""
    if learner is None:
        return []
    now = now or timezone.now()
    cards = ReviewCard.objects.filter(**learner.lookup, due__lte=now).order_by("due")
    return [card.question_id for card in cards if is_learning(card.card)]


def title_of(question_id: str, titles: dict) -> str | None:
    if question_id in titles:
        return titles[question_id]
    try:
        return by_id(question_id)[0].title
    except QuestionUnavailable:
        return None


def review_queue(learner: Learner | None) -> dict:
    if learner is None:
        return {"items": [], "later_today": [], "upcoming": 0, "next_due": None}
    now = timezone.now()
    queue, later_today = review_order(learner, now)
    titles = dict(
        Scenario.objects.filter(slug__in=[c.question_id for c in queue + later_today]).values_list(
            "slug", "title"
        )
    )

    def listed(cards):
        out = []
        for card in cards:
            title = title_of(card.question_id, titles)
            if title is not None:
                out.append(
                    {
                        "card": card,
                        "title": title,
                        "question_id": card.question_id,
                        "url": url_for(card.question_id) + "?from=review",
                        "failed": is_learning(card.card),
                    }
                )
        return out

    items = listed(queue)
    later = (
        ReviewCard.objects.filter(**learner.lookup, due__gte=end_of_today())
        .exclude(question_id__in=[card.question_id for card in later_today])
        .order_by("due")
    )
    first_later = later.first()
    return {
        "items": items,
        "failed_count": sum(1 for item in items if item["failed"]),
        "later_today": listed(later_today),
        "upcoming": later.count(),
        "next_due": first_later.due if first_later else None,
    }


def next_due_question(learner: Learner | None, after: str = "") -> str | None:
    """The first question of today's queue (other than ``after``) that still exists: a
    question answered wrong whose step is due comes first; one whose step is later waits."""
    if learner is None:
        return None
    queue, _later = review_order(learner)
    for card in (card for card in queue if card.question_id != after):
        try:
            by_id(card.question_id)
        except QuestionUnavailable:
            continue
        return card.question_id
    return None
