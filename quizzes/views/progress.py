"""The learner's progress picture, weak areas and the daily review queue."""

from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_safe

from quizzes import progress_page
from quizzes.learner import learner_for
from quizzes.question_lookup import url_for


@require_safe
def overview(request):
    learner = learner_for(request, create=False)
    return render(request, "quizzes/progress.html", progress_page.overview(learner))


@require_safe
def weak(request):
    learner = learner_for(request, create=False)
    return render(request, "quizzes/weak.html", progress_page.weak_areas(learner))


@require_safe
def review(request):
    learner = learner_for(request, create=False)
    return render(request, "quizzes/review.html", progress_page.review_queue(learner))


@require_safe
def review_next(request):
    learner = learner_for(request, create=False)
    question_id = progress_page.next_due_question(learner, request.GET.get("after", ""))
    if question_id is None:
        return redirect(reverse("quizzes:review") + "?done=1")
    return redirect(url_for(question_id) + "?from=review")
