"""What a question page and its feedback show (shared by practice, review and the exam).

The question page is the same for every reader, so the page cache can keep it: the reader's
own part of the answer form (the CSRF token and the one-time answer token) comes in a small
request after the page loads (``answer_tokens``). Without JavaScript that request is not made:
the form then asks for the page again with the answer in the address, and that page — the
reader's own, never cached — carries the tokens and the answer, to be sent with one more click.
"""

from __future__ import annotations

from urllib.parse import urlencode

from django.urls import reverse

from quizzes.content import check_answer, diagram, position
from quizzes.content.lookup import generator_kinds, url_for
from quizzes.practice import step_flow
from quizzes.practice.answers import Recorded, issue_token, submitted_value
from quizzes.practice.filters import PracticeFilter


def diagram_for(question) -> dict:
    offered = position.answer_cards(question)
    pick = offered[0].letter if offered else None
    return diagram.build(question.scenario, question.hidden, question.ruling, pick=pick)


def generated_kind(question) -> str:
    prefix = "gen-"
    if not question.id.startswith(prefix):
        return ""
    kind = question.id[len(prefix) :].rsplit("-", 1)[0]
    return kind if kind in generator_kinds() else ""


def question_context(request, question) -> dict:
    practice_filter, _problems = PracticeFilter.from_query(request.GET)
    from_review = request.GET.get("from") == "review"
    params = practice_filter.params() | ({"from": "review"} if from_review else {})
    return {
        "question": question,
        "diagram": diagram_for(question),
        "filter": practice_filter,
        "filter_query": urlencode(params),
        "filter_params": list(params.items()),
        "generated_kind": generated_kind(question),
        "from_review": from_review,
        "flow": step_flow.progress(question, {}) if question.kind == "steps" else None,
        "question_url": url_for(question.id),
    }


def answer_tokens(question) -> dict:
    """The reader's own part of the answer form (the template adds the CSRF token)."""
    return {"question": question, "token": issue_token(question.id)}


def confirm_context(request, question) -> dict:
    """The question page carrying the answer given in the address, ready to be sent — or, when
    the site cannot read it, saying so (nothing is recorded either way)."""
    given = submitted_value(question, request.GET)
    verdict = check_answer(question, given)
    return {
        **question_context(request, question),
        **open_form_context(question, given, verdict.error),
    }


def open_form_context(question, given, refusal: str | None = None) -> dict:
    """The answer form again, still open, with the reader's tokens and what he gave; with
    ``refusal``, why that was not read as an answer."""
    return {
        **answer_tokens(question),
        "confirm": True,
        "refusal": refusal,
        "previous": given,
        "previous_list": given if isinstance(given, list) else [given],
    }


def next_url(request, question) -> str:
    """Where "next question" leads: the review queue, or the next question of the same run."""
    if request.GET.get("from") == "review":
        return reverse("quizzes:review_next") + f"?after={question.id}"
    practice_filter, _problems = PracticeFilter.from_query(request.GET)
    params = practice_filter.querystring()
    return reverse("quizzes:next") + f"?{params + '&' if params else ''}after={question.id}"


def retry_url(request, question) -> str:
    """The question's own page again, in the same run (its filter, or the review queue)."""
    practice_filter, _problems = PracticeFilter.from_query(request.GET)
    from_review = {"from": "review"} if request.GET.get("from") == "review" else {}
    params = urlencode(practice_filter.params() | from_review)
    return url_for(question.id) + (f"?{params}" if params else "")


def feedback_context(request, question, recorded: Recorded) -> dict:
    return {
        "question": question,
        "verdict": recorded.verdict,
        "replayed": recorded.replayed,
        "next_url": next_url(request, question),
        "retry_url": retry_url(request, question),
        "generated_kind": generated_kind(question),
    }


def steps_context(request, question, data) -> dict:
    """A steps question with the steps answered so far (in ``data``) and the next one: the
    reader's own page, so the tokens for the last step come with it."""
    return {
        **question_context(request, question),
        **answer_tokens(question),
        "flow": step_flow.progress(question, data),
    }
