"""«Экзамен судьи»: start, answer question by question (no feedback), finish, results."""

from functools import wraps

from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_POST, require_safe

from quizzes import exam_page, exams
from quizzes.answers import submitted_value
from quizzes.forms import ExamStartForm
from quizzes.learner import learner_for
from quizzes.models import ExamAttempt
from quizzes.views.problem import problem


def _problem(request, exc):
    return problem(request, exc.message, status=exc.status, title="Экзамен", links=exc.links)


def learners_exam(view):
    """Give the view the learner's exam ``pk``; an exam that is not theirs, or that the view
    finds unavailable, becomes the Russian problem page."""

    @wraps(view)
    def wrapper(request, pk, *args, **kwargs):
        try:
            exam = exam_page.exam_of(learner_for(request, create=False), pk)
            return view(request, exam, *args, **kwargs)
        except exam_page.ExamUnavailable as exc:
            return _problem(request, exc)

    return wrapper


def _index_page(request, form, status=200):
    learner = learner_for(request, create=False)
    past = ExamAttempt.objects.filter(**learner.lookup) if learner else ExamAttempt.objects.none()
    context = {"form": form, "past": past[:20], "available": exams.available_by_chapter()}
    return render(request, "quizzes/exam_index.html", context, status=status)


@require_safe
def index(request):
    initial = {"questions": exams.DEFAULT_QUESTIONS, "pass_mark": exams.DEFAULT_PASS_MARK}
    return _index_page(request, ExamStartForm(initial=initial))


@require_POST
def start(request):
    form = ExamStartForm(request.POST)
    if not form.is_valid():
        return _index_page(request, form, status=400)
    data = form.cleaned_data
    exam = exams.start(
        learner_for(request), data["questions"], data["time_limit"], data["pass_mark"]
    )
    if not exam.question_ids:
        exam.delete()
        return problem(
            request,
            "Для экзамена пока нет ни одного вопроса: сборник задач не загружен.",
            status=400,
            title="Экзамен",
        )
    return redirect("quizzes:exam_question", exam.pk, 1)


@require_safe
@learners_exam
def resume(request, exam):
    if exams.expire_if_over(exam):
        return redirect("quizzes:exam_results", exam.pk)
    return redirect("quizzes:exam_question", exam.pk, exam_page.first_unanswered(exam))


@require_safe
@learners_exam
def question(request, exam, number):
    if exams.expire_if_over(exam):
        return redirect("quizzes:exam_results", exam.pk)
    context = exam_page.question_context(exam, number)
    return render(request, "quizzes/exam_question.html", context)


@require_POST
@learners_exam
def answer(request, exam, number):
    try:
        if exam.state != ExamAttempt.State.RUNNING:
            raise exam_page.closed(exam, "Экзамен уже завершён: ответы больше не принимаются.")
        asked = exam_page.question_at(exam, number)
        exams.save_answer(exam, asked, submitted_value(asked, request.POST))
    except exams.ExamClosed as exc:
        return _problem(request, exam_page.closed(exam, exc.message))
    if request.POST.get("go") == "finish":
        return redirect("quizzes:exam_finish_confirm", exam.pk)
    following = min(number + 1, len(exam.question_ids))
    return redirect("quizzes:exam_question", exam.pk, following)


@require_safe
@learners_exam
def finish_confirm(request, exam):
    if exam.state == ExamAttempt.State.FINISHED:
        return redirect("quizzes:exam_results", exam.pk)
    answered = len(exams.answers_of(exam))
    context = {"exam": exam, "answered": answered, "total": len(exam.question_ids)}
    return render(request, "quizzes/exam_finish.html", context)


@require_POST
@learners_exam
def finish(request, exam):
    exams.finish(exam)
    return redirect("quizzes:exam_results", exam.pk)


@require_safe
@learners_exam
def results(request, exam):
    exams.expire_if_over(exam)
    if exam.state != ExamAttempt.State.FINISHED:
        return problem(
            request,
            "Экзамен ещё идёт: результаты будут после того, как вы его завершите.",
            status=400,
            title="Экзамен",
            links=[(reverse("quizzes:exam_resume", args=[exam.pk]), "Вернуться к экзамену")],
        )
    context = {"exam": exam, "blueprint": exams.chapters_of(exam.blueprint), **exams.results(exam)}
    return render(request, "quizzes/exam_results.html", context)
