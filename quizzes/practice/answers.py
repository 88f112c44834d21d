"""Recording a learner's answer: the attempt, and the question's review card.

Each answer form carries a signed one-time token naming its question. The token's nonce is
stored with the attempt under a unique constraint, so a replayed or doubled post is recognised
and counted once, and two answers sent at the same moment both land: every write happens in one
transaction, the review card row is locked while it is updated, and a card created concurrently
is picked up instead of failing.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass

from django.core import signing
from django.db import IntegrityError, transaction
from django.utils import timezone

from quizzes.accounts.learner import Learner
from quizzes.content import Question, Verdict, check_answer
from quizzes.models import Attempt, ReviewCard, Scenario
from quizzes.practice.step_flow import posted_answers
from quizzes.review.schedule import review

_SALT = "quizzes.answer-form"


class ForgedAnswer(Exception):
    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


@dataclass(frozen=True)
class AnswerToken:
    question_id: str
    nonce: str


def issue_token(question_id: str) -> str:
    return signing.dumps({"q": question_id, "n": secrets.token_hex(16)}, salt=_SALT)


def read_token(raw: str | None) -> AnswerToken:
    """The question and nonce a form token names; ForgedAnswer when it was not ours."""
    try:
        data = signing.loads(raw or "", salt=_SALT)
        return AnswerToken(question_id=str(data["q"]), nonce=str(data["n"]))
    except (signing.BadSignature, KeyError, TypeError, ValueError) as exc:
        raise ForgedAnswer(
            "Форма ответа повреждена или подделана. Откройте задачу заново и ответьте ещё раз."
        ) from exc


@dataclass(frozen=True)
class Recorded:
    verdict: Verdict
    attempt: Attempt | None  # None when the input was refused (``verdict.refused``)
    replayed: bool = False


# No real answer is longer; junk is cut so it is neither stored whole nor parsed at length.
MAX_ANSWER_LENGTH = 200


def submitted_value(question: Question, data) -> str | list[str] | dict[str, str]:
    """The answer as posted: every ticked box for a multi question, each step's answer for a
    steps question; for a card question the card picked and the card typed (either may be
    empty); one value otherwise."""
    if question.kind == "steps":
        return posted_answers(question, data)
    if question.kind == "multi":
        values = [value[:MAX_ANSWER_LENGTH] for value in data.getlist("answer") if value]
        return values[: max(len(question.choices), 1)]
    if question.kind == "card":
        values = [value[:MAX_ANSWER_LENGTH] for value in data.getlist("answer") if value.strip()]
        return values[0] if len(values) == 1 else values[:3]
    return data.get("answer", "")[:MAX_ANSWER_LENGTH]


def record(
    learner: Learner,
    question: Question,
    scenario: Scenario | None,
    submitted,
    nonce: str,
) -> Recorded:
    verdict = check_answer(question, submitted)
    if verdict.refused:
        # Not an answer the site could read: nothing is recorded and the question stays open.
        return Recorded(verdict=verdict, attempt=None)
    now = timezone.now()
    try:
        with transaction.atomic():
            attempt = Attempt.objects.create(
                **learner.owner,
                question_id=question.id,
                scenario=scenario,
                answer=submitted,
                correct=verdict.correct,
                laws=question.laws_about,
                chapter=question.chapter,
                irregularity=question.irregularity,
                token=nonce,
            )
            update_review_card(learner, question.id, verdict.correct, now)
    except IntegrityError:
        return replay(learner, question, nonce)
    return Recorded(verdict=verdict, attempt=attempt)


def replay(learner: Learner, question: Question, nonce: str) -> Recorded:
    """The answer already recorded under this form token, shown again and not counted twice."""
    attempt = Attempt.objects.filter(token=nonce, question_id=question.id, **learner.lookup).first()
    if attempt is None:
        raise ForgedAnswer("Эта форма ответа уже была отправлена. Откройте задачу заново.")
    return Recorded(verdict=check_answer(question, attempt.answer), attempt=attempt, replayed=True)


def update_review_card(learner: Learner, question_id: str, correct: bool, now) -> ReviewCard:
    """Rate the learner's card for a question (creating it on the first answer); call in a
    transaction."""
    lookup = {**learner.lookup, "question_id": question_id}
    card = ReviewCard.objects.select_for_update().filter(**lookup).first()
    if card is None:
        state, due = review(None, correct, now)
        try:
            with transaction.atomic():
                return ReviewCard.objects.create(
                    **learner.owner, question_id=question_id, card=state, due=due
                )
        except IntegrityError:
            # Another answer created the card a moment ago: rate that one.
            card = ReviewCard.objects.select_for_update().get(**lookup)
    card.card, card.due = review(card.card, correct, now)
    card.save(update_fields=["card", "due", "updated_at"])
    return card
