"""Spaced review with FSRS (the ``fsrs`` package): when a question comes back.

A wrong answer is rated Again, a right one Good. The scheduler has no intraday learning steps:
the review queue is daily, so the shortest interval is a day.
"""

from __future__ import annotations

from datetime import datetime

from fsrs import Card, Rating, Scheduler

SCHEDULER = Scheduler(learning_steps=(), relearning_steps=(), enable_fuzzing=False)


def rating_for(correct: bool) -> Rating:
    return Rating.Good if correct else Rating.Again


def review(card_state: dict | None, correct: bool, now: datetime) -> tuple[dict, datetime]:
    """The card's next state (``Card.to_dict()``) and due time after one answer at ``now``."""
    card = Card.from_dict(card_state) if card_state else Card(due=now)
    card, _log = SCHEDULER.review_card(card, rating_for(correct), review_datetime=now)
    return card.to_dict(), card.due
