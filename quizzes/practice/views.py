"""The practice page with its filters, the next question of a run, one question's page, and
the answer to it: htmx swaps the feedback in for the form; without JavaScript the question page
comes back with the feedback in place."""

import random

from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.cache import add_never_cache_headers
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_POST, require_safe

from bridgesite.caching import corpus_cached
from bridgesite.shell.problem import problem
from quizzes.accounts.learner import learner_for
from quizzes.content.lookup import (
    MAX_SEED,
    QuestionUnavailable,
    authored,
    by_id,
    generated,
    generator_kinds,
    url_for,
)
from quizzes.practice import catalogue, step_flow
from quizzes.practice import programme as programme_page
from quizzes.practice.answers import ForgedAnswer, read_token, record, submitted_value
from quizzes.practice.filters import PracticeFilter, next_question_id
from quizzes.practice.question_page import (
    answer_tokens,
    confirm_context,
    feedback_context,
    open_form_context,
    question_context,
    steps_context,
)

# The address parameter a question page carries an answer in (the form without JavaScript).
ANSWER = "answer"
# No question id is longer (the Attempt model keeps 160 characters).
MAX_ID_LENGTH = 160


@require_safe
def index(request):
    practice_filter, problems = PracticeFilter.from_query(request.GET)
    learner = learner_for(request, create=False)
    context = catalogue.page_context(practice_filter, learner)
    context["problems"] = problems
    if not request.htmx:
        return render(request, "quizzes/practice/index.html", context)
    response = render(request, "quizzes/practice/index.html#results", context)
    # The address bar shows the filter without the empty fields of the form.
    query = practice_filter.querystring()
    response["HX-Push-Url"] = reverse("quizzes:practice") + (f"?{query}" if query else "")
    return response


@require_safe
def next_question(request):
    practice_filter, _problems = PracticeFilter.from_query(request.GET)
    learner = learner_for(request, create=False)
    after = request.GET.get("after", "")
    question_id = next_question_id(practice_filter, learner.lookup if learner else None, after)
    if question_id is None:
        return problem(
            request,
            f"Задач по фильтру «{practice_filter.describe()}» нет. Снимите часть фильтров.",
            status=404,
            title="Задач нет",
            links=[(reverse("quizzes:practice"), "Ко всем задачам")],
        )
    query = practice_filter.querystring()
    return redirect(url_for(question_id) + (f"?{query}" if query else ""))


@require_safe
def scenario(request, slug):
    try:
        if ANSWER in request.GET:
            return _confirm(request, authored(slug)[0])
        if step_flow.asked_in(request.GET):
            return _steps(request, authored(slug)[0], request.GET)
    except QuestionUnavailable as exc:
        return _unavailable(request, exc)
    return _scenario_page(request, slug)


@corpus_cached
def _scenario_page(request, slug):
    try:
        question, _row = authored(slug)
    except QuestionUnavailable as exc:
        return _unavailable(request, exc)
    return render(request, "quizzes/practice/question.html", question_context(request, question))


@require_safe
def generated_question(request, kind, seed):
    try:
        if ANSWER in request.GET:
            return _confirm(request, generated(kind, seed))
        if step_flow.asked_in(request.GET):
            return _steps(request, generated(kind, seed), request.GET)
    except QuestionUnavailable as exc:
        return _unavailable(request, exc)
    return _generated_page(request, kind, seed)


@corpus_cached
def _generated_page(request, kind, seed):
    try:
        question = generated(kind, seed)
    except QuestionUnavailable as exc:
        return _unavailable(request, exc)
    return render(request, "quizzes/practice/question.html", question_context(request, question))


def _confirm(request, question):
    """Without JavaScript the answer arrives in the address: the reader's own page with the
    answer and the tokens, to be sent (never cached: it holds one-time tokens)."""
    response = render(request, "quizzes/practice/question.html", confirm_context(request, question))
    add_never_cache_headers(response)
    return response


def _steps(request, question, data):
    """A steps question with the steps answered so far: the next step, or the last one to send
    (the reader's own page, never cached; nothing is recorded before the last step)."""
    if question.kind != "steps":
        return _unavailable(request, QuestionUnavailable("У этой задачи нет шагов.", status=400))
    context = steps_context(request, question, data)
    template = "quizzes/practice/question.html"
    response = render(request, template + ("#answer_form" if request.htmx else ""), context)
    add_never_cache_headers(response)
    return response


@require_safe
@never_cache
def tokens(request):
    """The reader's own hidden fields of an answer form, fetched after the page loads."""
    try:
        question, _row = by_id(request.GET.get("q", "")[:MAX_ID_LENGTH])
    except QuestionUnavailable as exc:
        return problem(request, exc.message, status=exc.status, title="Задачи нет")
    return render(request, "quizzes/practice/question.html#answer_tokens", answer_tokens(question))


def _unavailable(request, exc):
    return problem(
        request,
        exc.message,
        status=exc.status,
        title="Задачи нет" if exc.status == 404 else "Неверный адрес задачи",
        links=[(reverse("quizzes:practice"), "Ко всем задачам")],
    )


@require_safe
def random_generated(request, kind):
    """A fresh question of one generator: a random seed, then the question's own address."""
    if kind not in generator_kinds():
        return _unavailable(request, QuestionUnavailable(f"Генератора задач «{kind}» нет."))
    query = request.GET.urlencode()
    url = reverse("quizzes:generated", args=[kind, random.randint(0, MAX_SEED)])
    return redirect(url + (f"?{query}" if query else ""))


@require_POST
def submit(request):
    try:
        token = read_token(request.POST.get("token"))
        question, row = by_id(token.question_id)
    except (ForgedAnswer, QuestionUnavailable) as exc:
        status = getattr(exc, "status", 400)
        back = [(reverse("quizzes:practice"), "К задачам")]
        return problem(request, exc.message, status=status, title="Ответ не принят", links=back)
    if question.kind == "steps" and not step_flow.progress(question, request.POST).complete:
        return _steps(request, question, request.POST)
    learner = learner_for(request)
    given = submitted_value(question, request.POST)
    try:
        recorded = record(learner, question, row, given, token.nonce)
    except ForgedAnswer as exc:
        return problem(request, exc.message, status=400, title="Ответ не принят")
    if recorded.verdict.refused:
        return _refused(request, question, given, recorded.verdict.error)
    context = feedback_context(request, question, recorded)
    if request.htmx:
        return render(request, "quizzes/practice/question.html#feedback", context)
    return render(
        request,
        "quizzes/practice/question.html",
        {**question_context(request, question), **context},
    )


def _refused(request, question, given, message):
    """An answer the site cannot read: the form again, open, saying why (nothing recorded)."""
    context = {**question_context(request, question), **open_form_context(question, given, message)}
    if request.htmx:
        return render(request, "quizzes/practice/question.html#answer_form", context)
    return render(request, "quizzes/practice/question.html", context)


@require_safe
def programme(request):
    return render(request, "quizzes/practice/programme.html", programme_page.page_context())
