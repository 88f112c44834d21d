"""Recording answers: nothing lost when answers of one learner arrive together."""

import pytest
from django.utils import timezone

from quizzes.accounts.learner import Learner
from quizzes.models import Attempt, ReviewCard
from quizzes.practice import answers
from tests.quizzes.conftest import make_question

pytestmark = pytest.mark.django_db

LEARNER = Learner(user_id=None, session_key="a" * 32)


def test_each_answer_is_an_attempt_and_one_card_per_question():
    question = make_question()
    for value, nonce in (("2", "n1"), ("3", "n2"), ("2", "n3")):
        answers.record(LEARNER, question, None, value, nonce)
    assert Attempt.objects.count() == 3
    card = ReviewCard.objects.get()
    assert card.session_key == LEARNER.session_key and card.card["last_review"]


def test_a_card_created_by_a_simultaneous_answer_is_rated_not_lost(monkeypatch):
    question = make_question()
    real_review = answers.review

    def review_while_another_request_creates_the_card(state, correct, now):
        if state is None and not ReviewCard.objects.exists():
            # The other request got there first, between our look-up and our insert.
            other, due = real_review(None, True, now)
            ReviewCard.objects.create(**LEARNER.owner, question_id=question.id, card=other, due=due)
        return real_review(state, correct, now)

    monkeypatch.setattr(answers, "review", review_while_another_request_creates_the_card)
    recorded = answers.record(LEARNER, question, None, "5", "nonce-1")
    assert not recorded.verdict.correct
    card = ReviewCard.objects.get()
    # Rated twice: the other request's Good, then our Again — due again within a day.
    assert card.due <= timezone.now() + timezone.timedelta(days=1, minutes=1)
    assert Attempt.objects.count() == 1


def test_the_same_form_sent_twice_counts_once():
    question = make_question()
    first = answers.record(LEARNER, question, None, "2", "same")
    second = answers.record(LEARNER, question, None, "7", "same")
    assert not first.replayed and second.replayed
    assert second.verdict.correct  # the answer first given
    assert Attempt.objects.count() == 1


def test_someone_elses_form_token_is_refused():
    question = make_question()
    answers.record(LEARNER, question, None, "2", "taken")
    with pytest.raises(answers.ForgedAnswer):
        answers.record(Learner(None, "b" * 32), question, None, "2", "taken")


def test_tokens_round_trip_and_reject_tampering():
    token = answers.issue_token("revoke-two-tricks")
    assert answers.read_token(token).question_id == "revoke-two-tricks"
    payload, rest = token.split(":", 1)
    tampered = ("A" if payload[0] != "A" else "B") + payload[1:] + ":" + rest
    with pytest.raises(answers.ForgedAnswer):
        answers.read_token(tampered)
