"""Answering a practice question: htmx swaps the feedback in for the form; without JavaScript
the question page comes back with the feedback in place."""

from django.shortcuts import render
from django.urls import reverse
from django.views.decorators.http import require_POST

from quizzes.answers import ForgedAnswer, read_token, record, submitted_value
from quizzes.learner import learner_for
from quizzes.question_lookup import QuestionUnavailable, by_id
from quizzes.question_page import feedback_context, question_context
from quizzes.views.problem import problem


@require_POST
def submit(request):
    try:
        token = read_token(request.POST.get("token"))
        question, row = by_id(token.question_id)
    except (ForgedAnswer, QuestionUnavailable) as exc:
        status = getattr(exc, "status", 400)
        back = [(reverse("quizzes:practice"), "К задачам")]
        return problem(request, exc.message, status=status, title="Ответ не принят", links=back)
    learner = learner_for(request)
    try:
        recorded = record(
            learner, question, row, submitted_value(question, request.POST), token.nonce
        )
    except ForgedAnswer as exc:
        return problem(request, exc.message, status=400, title="Ответ не принят")
    context = feedback_context(request, question, recorded)
    if request.htmx:
        return render(request, "quizzes/question.html#feedback", context)
    return render(
        request, "quizzes/question.html", {**question_context(request, question), **context}
    )
