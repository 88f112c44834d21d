"""«Экзамен судьи»: start, answer question by question (no feedback), finish, results."""

from functools import wraps

from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_POST, require_safe

from bridgesite.shell.problem import problem
from quizzes.accounts.learner import learner_for
from quizzes.exams import mock_exam, pages
from quizzes.exams.forms import ExamStartForm
from quizzes.models import ExamAttempt
from quizzes.practice.answers import submitted_value


def _problem(request, exc):
    return problem(request, exc.message, status=exc.status, title="Экзамен", links=exc.links)


def learners_exam(view):
    """Give the view the learner's exam ``pk``; an exam that is not theirs, or that the view
    finds unavailable, becomes the Russian problem page."""

    @wraps(view)
    def wrapper(request, pk, *args, **kwargs):
        try:
            exam = pages.exam_of(learner_for(request, create=False), pk)
            return view(request, exam, *args, **kwargs)
        except pages.ExamUnavailable as exc:
            return _problem(request, exc)

    return wrapper


def _index_page(request, form, status=200):
    learner = learner_for(request, create=False)
    past = ExamAttempt.objects.filter(**learner.lookup) if learner else ExamAttempt.objects.none()
    context = {
        "form": form,
        "past": past[:20],
        "blueprint": mock_exam.blueprint(),
        "default_questions": mock_exam.DEFAULT_QUESTIONS,
    }
    return render(request, "quizzes/exams/index.html", context, status=status)


@require_safe
def index(request):
    initial = {"questions": mock_exam.DEFAULT_QUESTIONS, "pass_mark": mock_exam.DEFAULT_PASS_MARK}
    return _index_page(request, ExamStartForm(initial=initial))


@require_POST
def start(request):
    form = ExamStartForm(request.POST)
    if not form.is_valid():
        return _index_page(request, form, status=400)
    data = form.cleaned_data
    exam = mock_exam.start(
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
    if mock_exam.expire_if_over(exam):
        return redirect("quizzes:exam_results", exam.pk)
    return redirect("quizzes:exam_question", exam.pk, pages.first_unanswered(exam))


@require_safe
@learners_exam
def question(request, exam, number):
    if mock_exam.expire_if_over(exam):
        return redirect("quizzes:exam_results", exam.pk)
    context = pages.question_context(exam, number)
    return render(request, "quizzes/exams/question.html", context)


@require_POST
@learners_exam
def answer(request, exam, number):
    try:
        if exam.state != ExamAttempt.State.RUNNING:
            raise pages.closed(exam, "Экзамен уже завершён: ответы больше не принимаются.")
        asked = pages.question_at(exam, number)
        given = submitted_value(asked, request.POST)
        mock_exam.save_answer(exam, asked, given)
    except mock_exam.ExamClosed as exc:
        return _problem(request, pages.closed(exam, exc.message))
    except mock_exam.AnswerRefused as exc:
        context = pages.question_context(exam, number, given=given, refusal=exc.message)
        return render(request, "quizzes/exams/question.html", context)
    if request.POST.get("go") == "finish":
        return redirect("quizzes:exam_finish_confirm", exam.pk)
    following = min(number + 1, len(exam.question_ids))
    return redirect("quizzes:exam_question", exam.pk, following)


@require_safe
@learners_exam
def finish_confirm(request, exam):
    if exam.state == ExamAttempt.State.FINISHED:
        return redirect("quizzes:exam_results", exam.pk)
    answered = len(mock_exam.answers_of(exam))
    context = {"exam": exam, "answered": answered, "total": len(exam.question_ids)}
    return render(request, "quizzes/exams/finish.html", context)


@require_POST
@learners_exam
def finish(request, exam):
    mock_exam.finish(exam)
    return redirect("quizzes:exam_results", exam.pk)


@require_safe
@learners_exam
def results(request, exam):
    mock_exam.expire_if_over(exam)
    if exam.state != ExamAttempt.State.FINISHED:
        return problem(
            request,
            "Экзамен ещё идёт: результаты будут после того, как вы его завершите.",
            status=400,
            title="Экзамен",
            links=[(reverse("quizzes:exam_resume", args=[exam.pk]), "Вернуться к экзамену")],
        )
    context = {
        "exam": exam,
        "blueprint": mock_exam.chapters_of(exam.blueprint),
        **mock_exam.results(exam),
    }
    return render(request, "quizzes/exams/results.html", context)
