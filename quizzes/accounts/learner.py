"""Who is learning: a signed-in user, or otherwise this browser's session.

Anonymous progress is keyed by a random token kept *inside* the session rather than by the
session key itself: Django changes the session key at log-in (``cycle_key``) but keeps its data,
so the token still names the anonymous progress when it is handed over to the user.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass

from django.db import transaction

SESSION_FIELD = "quizzes_learner"


@dataclass(frozen=True)
class Learner:
    user_id: int | None
    session_key: str = ""

    @property
    def lookup(self) -> dict:
        """Filter for the rows this learner owns."""
        if self.user_id is not None:
            return {"user_id": self.user_id}
        return {"user__isnull": True, "session_key": self.session_key}

    @property
    def owner(self) -> dict:
        """Field values for a new row this learner owns."""
        if self.user_id is not None:
            return {"user_id": self.user_id, "session_key": ""}
        return {"user": None, "session_key": self.session_key}


def learner_for(request, create: bool = True) -> Learner | None:
    """The learner behind a request; with ``create`` an anonymous visitor gets a session token."""
    user = getattr(request, "user", None)
    if user is not None and user.is_authenticated:
        return Learner(user_id=user.pk)
    token = request.session.get(SESSION_FIELD)
    if not token:
        if not create:
            return None
        token = secrets.token_hex(16)
        request.session[SESSION_FIELD] = token
    return Learner(user_id=None, session_key=token)


def adopt_session_progress(token: str | None, user) -> int:
    """Hand the anonymous progress of ``token`` to ``user``; returns how many rows moved.

    Review cards are unique per learner and question: where both have a card, the one reviewed
    last wins.
    """
    from quizzes.models import Attempt, ExamAttempt, ReviewCard

    if not token or user is None or user.pk is None:
        return 0
    moved = 0
    with transaction.atomic():
        for card in ReviewCard.objects.select_for_update().filter(
            user__isnull=True, session_key=token
        ):
            mine = (
                ReviewCard.objects.select_for_update()
                .filter(user=user, question_id=card.question_id)
                .first()
            )
            if mine is not None:
                if (card.card.get("last_review") or "") > (mine.card.get("last_review") or ""):
                    mine.card, mine.due = card.card, card.due
                    mine.save(update_fields=["card", "due", "updated_at"])
                card.delete()
            else:
                card.user, card.session_key = user, ""
                card.save(update_fields=["user", "session_key", "updated_at"])
            moved += 1
        moved += Attempt.objects.filter(user__isnull=True, session_key=token).update(
            user=user, session_key=""
        )
        moved += ExamAttempt.objects.filter(user__isnull=True, session_key=token).update(
            user=user, session_key=""
        )
    return moved
