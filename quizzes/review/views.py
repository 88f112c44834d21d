"""The learner's progress picture, weak areas and the daily review queue."""

from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_safe

from quizzes.accounts.learner import learner_for
from quizzes.content.lookup import url_for
from quizzes.review import pages


@require_safe
def overview(request):
    learner = learner_for(request, create=False)
    return render(request, "quizzes/review/progress.html", pages.overview(learner))


@require_safe
def weak(request):
    learner = learner_for(request, create=False)
    return render(request, "quizzes/review/weak.html", pages.weak_areas(learner))


@require_safe
def review(request):
    learner = learner_for(request, create=False)
    return render(request, "quizzes/review/review.html", pages.review_queue(learner))


@require_safe
def review_next(request):
    learner = learner_for(request, create=False)
    question_id = pages.next_due_question(learner, request.GET.get("after", ""))
    if question_id is None:
        return redirect(reverse("quizzes:review") + "?done=1")
    return redirect(url_for(question_id) + "?from=review")
