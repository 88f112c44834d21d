"""Looking up a learner's exam for a view, and what the exam pages show."""

from __future__ import annotations

from django.urls import reverse

from quizzes.accounts.learner import Learner
from quizzes.content.lookup import QuestionUnavailable, by_id
from quizzes.exams import mock_exam
from quizzes.models import ExamAttempt
from quizzes.practice.question_page import diagram_for


class ExamUnavailable(Exception):
    def __init__(self, message: str, status: int = 404, links=()):
        super().__init__(message)
        self.message, self.status, self.links = message, status, list(links)


def exam_of(learner: Learner | None, pk: int) -> ExamAttempt:
    """The learner's own exam ``pk``; anyone else's is as good as missing."""
    exam = ExamAttempt.objects.filter(pk=pk, **learner.lookup).first() if learner else None
    if exam is None:
        raise ExamUnavailable(
            f"Экзамена №{pk} нет — или он начат в другом браузере или под другой учётной записью.",
            links=[(reverse("quizzes:exam"), "К экзаменам")],
        )
    return exam


def question_at(exam: ExamAttempt, number: int):
    if not 1 <= number <= len(exam.question_ids):
        raise ExamUnavailable(
            f"В экзамене №{exam.pk} нет вопроса {number}: вопросов {len(exam.question_ids)}.",
            links=[(reverse("quizzes:exam_resume", args=[exam.pk]), "К экзамену")],
        )
    try:
        question, _row = by_id(exam.question_ids[number - 1])
    except QuestionUnavailable as exc:
        raise ExamUnavailable(
            f"Вопрос {number} экзамена больше недоступен: {exc.message}",
            links=[(reverse("quizzes:exam_resume", args=[exam.pk]), "К экзамену")],
        ) from exc
    return question


def closed(exam: ExamAttempt, message: str) -> ExamUnavailable:
    return ExamUnavailable(
        message,
        status=400,
        links=[(reverse("quizzes:exam_results", args=[exam.pk]), "Результаты экзамена")],
    )


def first_unanswered(exam: ExamAttempt) -> int:
    answered = set(mock_exam.answers_of(exam))
    for number, question_id in enumerate(exam.question_ids, start=1):
        if question_id not in answered:
            return number
    return len(exam.question_ids)


def question_context(exam: ExamAttempt, number: int, given=None, refusal=None) -> dict:
    """One exam question; ``given`` and ``refusal``: an answer just refused, and why."""
    question = question_at(exam, number)
    answers = mock_exam.answers_of(exam)
    previous = answers[question.id].answer if question.id in answers else None
    if refusal:
        previous = given
    return {
        "refusal": refusal,
        "exam": exam,
        "number": number,
        "question": question,
        "diagram": diagram_for(question),
        "previous": previous,
        "previous_list": previous if isinstance(previous, list) else [previous],
        "deadline": mock_exam.deadline(exam),
        "numbers": [
            {"number": n, "answered": qid in answers}
            for n, qid in enumerate(exam.question_ids, start=1)
        ],
        "answered_count": len(answers),
        "total": len(exam.question_ids),
        "is_last": number == len(exam.question_ids),
    }
