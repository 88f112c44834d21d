"""Spaced review with FSRS (the ``fsrs`` package): when a question comes back.

A wrong answer is rated Again, a right one Good. A question answered wrong comes back within
the session, through FSRS's own learning steps (a minute, then ten minutes; ten minutes after a
lapse of a learnt question), and only once it has been answered right through them does it go
on the day-scale schedule. A question answered right the first time goes there at once: it
has nothing to relearn.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from fsrs import Card, Rating, Scheduler, State

LEARNING_STEPS = (timedelta(minutes=1), timedelta(minutes=10))
RELEARNING_STEPS = (timedelta(minutes=10),)
SCHEDULER = Scheduler(
    learning_steps=LEARNING_STEPS, relearning_steps=RELEARNING_STEPS, enable_fuzzing=False
)
# A first answer that is right: straight to the day-scale schedule.
FIRST_RIGHT = Scheduler(learning_steps=(), relearning_steps=(), enable_fuzzing=False)


def rating_for(correct: bool) -> Rating:
    return Rating.Good if correct else Rating.Again


def review(card_state: dict | None, correct: bool, now: datetime) -> tuple[dict, datetime]:
    """The card's next state (``Card.to_dict()``) and due time after one answer at ``now``."""
    card = Card.from_dict(card_state) if card_state else Card(due=now)
    scheduler = FIRST_RIGHT if card_state is None and correct else SCHEDULER
    card, _log = scheduler.review_card(card, rating_for(correct), review_datetime=now)
    return card.to_dict(), card.due


def is_learning(card_state: dict | None) -> bool:
    """A question still being (re)learnt: answered wrong and not yet right through its steps."""
    if not card_state:
        return False
    return Card.from_dict(card_state).state in (State.Learning, State.Relearning)
