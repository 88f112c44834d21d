"""Checking a learner's answer against a question's key. Junk input is a wrong answer with a
Russian message, never an exception."""

from __future__ import annotations

import re
from typing import Any

from quizzes.content.question import Question, Verdict
from quizzes.engine import russian as ru
from quizzes.engine.table import Card, CardError


def display_key(question: Question, key: Any) -> str:
    """The key as the learner reads it."""
    if question.kind == "choice":
        return question.choice_text(str(key))
    if question.kind == "multi":
        return "; ".join(question.choice_text(code) for code in key) or "ни одного"
    if question.kind == "card":
        return ru.card(key)
    return str(key)


def check_answer(question: Question, submitted: str | list[str] | None) -> Verdict:
    expected = display_key(question, question.answer)
    try:
        given_key = _read(question, submitted)
    except _Unreadable as exc:
        return Verdict(
            correct=False,
            expected=expected,
            given=_short(_raw(submitted)),
            explanation=question.explanation,
            error=str(exc),
        )
    return Verdict(
        correct=given_key == _canonical(question, question.answer),
        expected=expected,
        given=display_key(question, given_key),
        explanation=question.explanation,
    )


class _Unreadable(ValueError):
    pass


_ECHO = 60  # a forged answer may be huge; messages quote only its start


def _raw(submitted: Any) -> str:
    if isinstance(submitted, list | tuple):
        return ", ".join(str(s) for s in submitted)
    return "" if submitted is None else str(submitted)


def _short(text: str) -> str:
    return text if len(text) <= _ECHO else text[:_ECHO] + "…"


def _canonical(question: Question, key: Any) -> Any:
    if question.kind == "multi":
        return sorted(key)
    if question.kind == "card":
        return str(Card.parse(key))
    return key


_NUMBER = re.compile(r"^[+-]?\d+$")


def _read(question: Question, submitted: Any) -> Any:
    codes = {choice.code for choice in question.choices}
    if question.kind == "multi":
        items = submitted if isinstance(submitted, list | tuple) else _raw(submitted).split(",")
        picked = sorted({str(s).strip() for s in items if str(s).strip()})
        unknown = [p for p in picked if p not in codes]
        if unknown:
            raise _Unreadable("Среди отмеченных есть вариант, которого нет в вопросе.")
        return picked
    if isinstance(submitted, list | tuple):
        if len(submitted) != 1:
            raise _Unreadable("Нужен один ответ.")
        submitted = submitted[0]
    text = _raw(submitted).strip()
    if not text:
        raise _Unreadable("Ответ не указан.")
    if question.kind == "choice":
        if text not in codes:
            raise _Unreadable("Такого варианта ответа нет.")
        return text
    if question.kind == "number":
        cleaned = re.sub(r"[\s\u00a0\u202f]", "", text).replace("−", "-").replace("–", "-")
        if not _NUMBER.match(cleaned):
            raise _Unreadable(f"«{_short(text)}» — не целое число.")
        return int(cleaned)
    try:
        return str(ru.parse_card(_short(text)))
    except CardError as exc:
        raise _Unreadable(str(exc)) from exc
