"""Checking a learner's answer against a question's key.

Input that is no answer to the question — a card the site cannot read, a card the player does
not hold, a number that is not a number, a choice the question does not offer — is refused: the
verdict carries a Russian message in ``error`` and is not a grade (``Verdict.refused``); the
pages record nothing and leave the question open. Never an exception."""

from __future__ import annotations

import re
from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from quizzes.content import position
from quizzes.content.question import Question, Step, StepVerdict, Verdict
from quizzes.engine import russian as ru
from quizzes.engine.table import Card, CardError


def display_key(question: Question | Step, key: Any) -> str:
    """The key as the learner reads it."""
    if question.kind == "choice":
        return question.choice_text(str(key))
    if question.kind == "multi":
        # One chosen answer a line: «Принять ход; Не считать её штрафной» read as one sentence.
        return "\n".join(question.choice_text(code) for code in key) or "ни одного"
    if question.kind == "card":
        return ru.card(key)
    if question.kind == "steps" and isinstance(question, Question):
        return _steps_summary(question, key)
    if question.kind == "number":
        # A score or a swing with its sign, «+5», «−50»; any number with a real minus.
        shown = ru.score(key) if question.signed else ru.number(key)
        unit = getattr(question, "unit", "")
        return shown + (f" {unit}" if unit else "")
    return str(key)


def check_answer(question: Question, submitted: Any) -> Verdict:
    if question.kind == "steps":
        return _check_steps(question, submitted)
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


def check_step(step: Step, number_: int, submitted: Any) -> StepVerdict:
    """One step of a ``steps`` answer; a step the ruling does not reach is not graded."""
    raw = _raw(submitted).strip()
    if not step.graded:
        return StepVerdict(step, number_, False, bool(raw), True, "", _short(raw))
    expected = display_key(step, step.answer)
    if not raw:
        return StepVerdict(step, number_, True, False, False, expected, "")
    try:
        given = _read(step, submitted)
    except _Unreadable as exc:
        return StepVerdict(step, number_, True, True, False, expected, _short(raw), str(exc))
    if step.kind == "number":
        correct = abs(Fraction(given) - Fraction(str(step.answer))) < Fraction(1, 200)
    else:
        correct = given == step.answer
    return StepVerdict(step, number_, True, True, correct, expected, display_key(step, given))


def _check_steps(question: Question, submitted: Any) -> Verdict:
    answers = submitted if isinstance(submitted, Mapping) else {}
    steps = [
        check_step(step, n, answers.get(step.id)) for n, step in enumerate(question.steps, start=1)
    ]
    graded = [s for s in steps if s.graded]
    return Verdict(
        correct=bool(graded) and all(s.correct for s in graded),
        expected=_steps_summary(question, question.answer),
        given="; ".join(f"{s.number}) {s.given or '—'}" for s in graded),
        explanation=question.explanation,
        error=None if isinstance(submitted, Mapping) else "Ответы на шаги не получены.",
        steps=steps,
    )


def _steps_summary(question: Question, key: Any) -> str:
    keys = key if isinstance(key, Mapping) else {}
    return "; ".join(
        f"{n}) {display_key(step, keys[step.id])}"
        for n, step in enumerate(question.steps, start=1)
        if step.id in keys
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
_DECIMAL = re.compile(r"^[+-]?\d{1,7}(?:[.,]\d{1,4})?$")


def _read(question: Question | Step, submitted: Any) -> Any:
    codes = {choice.code for choice in question.choices}
    if question.kind == "multi":
        items = submitted if isinstance(submitted, list | tuple) else _raw(submitted).split(",")
        picked = sorted({str(s).strip() for s in items if str(s).strip()})
        unknown = [p for p in picked if p not in codes]
        if unknown:
            raise _Unreadable("Среди отмеченных есть вариант, которого нет в вопросе.")
        return picked
    if question.kind == "card":
        return _read_card(question, submitted)
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
        if isinstance(question, Step):
            # A step's number may be a match-point share or half an IMP: 7,2 or 2.5.
            if not _DECIMAL.match(cleaned):
                raise _Unreadable(f"«{_short(text)}» — не число.")
            value = Fraction(cleaned.replace(",", "."))
            return value.numerator if value.denominator == 1 else value
        if not _NUMBER.match(cleaned):
            raise _Unreadable(f"«{_short(text)}» — не число: напишите ответ цифрами, например 3.")
        return int(cleaned)
    raise _Unreadable("Такого вида вопроса нет.")


def _read_card(question: Question | Step, submitted: Any) -> str:
    """A card picked from the player's cards or typed (both may come: they must agree), which
    the player to play must still hold."""
    given = submitted if isinstance(submitted, list | tuple) else [submitted]
    texts = [_raw(item).strip() for item in given if _raw(item).strip()]
    if not texts:
        raise _Unreadable("Ответ не указан: выберите карту или напишите её.")
    cards = set()
    for text in texts[:2]:
        try:
            cards.add(ru.parse_card(_short(text)))
        except CardError as exc:
            raise _Unreadable(str(exc)) from exc
    if len(cards) > 1 or len(texts) > 2:
        raise _Unreadable("Выбрана одна карта, а написана другая: оставьте одну.")
    card = cards.pop()
    offered = position.answer_cards(question)
    if offered is not None:
        seat, held = offered
        if card not in held:
            raise _Unreadable(
                f"У {ru.seat(seat, 'gen')} нет карты {ru.card(card)} — выберите одну из его карт."
            )
    return str(card)
