"""Adjusted-score calculator (Law 12C2): the results the director weighs → each side's score
and what it is worth.

The director names the table result, the side that committed the irregularity and the results
that could have been reached without it, each *likely* («вероятный») or only *at all probable*
(«хоть сколько-нибудь вероятный»). The rules engine (``quizzes.engine.adjusted_score``)
decides: the non-offenders get the most favourable likely result when it is better for them
than the table's, the offenders the most unfavourable probable one; then each score's match
points against the field (78A) or IMPs against the other room (78B, 86B). The text of 12C did
not survive in the sources: the page says so and gives the rule in our words.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from quizzes.engine import russian as ru
from quizzes.engine.adjusted_score import (
    RULE_12C2,
    AdjustmentError,
    Assignment,
    BoardResult,
    Candidate,
    Imps,
    Likelihood,
    Matchpoints,
    assign,
    value,
    value_steps,
)
from quizzes.engine.table import CallError, Contract, Seat, SeatError, Side, Vulnerability
from quizzes.tools import ToolInputError

MAX_RESULTS = 12

# How a line may name its likelihood; a line without one is a likely result.
LIKELIHOOD_WORDS = (
    (Likelihood.PROBABLE, ("хоть", "возможн", "маловероят", "probable", "п")),
    (Likelihood.LIKELY, ("вероят", "likely", "в")),
)
PASSED_OUT = ("пас", "pass", "p", "все спасовали")
# A double written out in words, or with Cyrillic Х, as people type it.
_DOUBLES = (("реконтра", "XX"), ("контра", "X"), ("ХХ", "XX"), ("Х", "X"))
_SEAT_WORDS = {"север": "N", "восток": "E", "юг": "S", "запад": "W"}


class ResultLineError(ValueError):
    """A line of results that cannot be read: the message names the line."""


def read_contract(text: str) -> Contract:
    """``4♠``, ``3БК``, ``4♥X``, ``4♥ контра``, ``2♦ХХ`` → the contract."""
    raw = text.strip()
    for word, mark in _DOUBLES:
        raw = re.sub(rf"\s*{word}\s*$", mark, raw, flags=re.IGNORECASE)
    try:
        return Contract.parse(raw)
    except CallError:
        raise ResultLineError(
            f"«{text.strip()[:20]}» — не контракт (пример: 4♠, 3БК, 4♥X)"
        ) from None


def read_seat(text: str) -> Seat:
    """``Ю``, ``S``, ``юг`` → ``Seat.SOUTH``."""
    raw = text.strip().lower().rstrip(".,")
    try:
        return Seat.parse(_SEAT_WORDS.get(raw, raw))
    except SeatError:
        raise ResultLineError(
            f"«{text.strip()[:20]}» — не место разыгрывающего (С, В, Ю, З)"
        ) from None


def read_likelihood(words: list[str]) -> Likelihood:
    if not words:
        return Likelihood.LIKELY
    text = " ".join(words).lower()
    for likelihood, prefixes in LIKELIHOOD_WORDS:
        if any(text == p or (len(p) > 1 and text.startswith(p)) for p in prefixes):
            return likelihood
    raise ResultLineError(
        f"«{text[:30]}» — напишите «вероятный» или «хоть сколько-нибудь вероятный»"
    )


def read_result(line: str) -> BoardResult:
    """``4♥ В 10`` → the result (no likelihood)."""
    result, rest = _read(line)
    if rest:
        raise ResultLineError(f"лишнее в конце: «{' '.join(rest)[:30]}»")
    return result


def read_candidate(line: str) -> Candidate:
    """``4♥ В 10 вероятный``, ``4♥ В 11 хоть сколько-нибудь вероятный``, ``пас вероятный``."""
    result, rest = _read(line)
    return Candidate(result, read_likelihood(rest))


def _read(line: str) -> tuple[BoardResult, list[str]]:
    words = line.split()
    if not words:
        raise ResultLineError("пустая строка")
    if words[0].lower() in PASSED_OUT:
        return BoardResult.passed_out(), words[1:]
    contract_text = words[0]
    words = words[1:]
    if words and words[0].lower() in ("x", "xx", "х", "хх", "контра", "реконтра"):
        contract_text += " " + words[0]
        words = words[1:]
    contract = read_contract(contract_text)
    if len(words) < 2:
        raise ResultLineError("нужны контракт, разыгрывающий и число взяток (пример: 4♥ В 10)")
    seat = read_seat(words[0])
    try:
        tricks = int(words[1])
    except ValueError:
        raise ResultLineError(f"«{words[1][:10]}» — не число взяток") from None
    if not 0 <= tricks <= 13:
        raise ResultLineError(f"взяток должно быть от 0 до 13, а не {tricks}")
    return BoardResult(contract, seat, tricks), words[2:]


def read_candidates(text: str) -> list[Candidate]:
    """One result per line; the message names the line that cannot be read."""
    out = []
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            out.append(read_candidate(line))
        except (ResultLineError, AdjustmentError) as error:
            raise ResultLineError(f"строка {number}: {error}") from None
    if not out:
        raise ResultLineError("назовите хотя бы один результат, возможный без нарушения")
    if len(out) > MAX_RESULTS:
        raise ResultLineError(f"не больше {MAX_RESULTS} результатов")
    return out


@dataclass(frozen=True)
class AdjustmentFacts:
    table: BoardResult
    candidates: tuple[Candidate, ...]
    offenders: Side | None  # None: a director's error, both non-offending (82C)
    vulnerability: Vulnerability
    scoring: Matchpoints | Imps | None = None


@dataclass
class Step:
    text: str
    law: str | None


@dataclass
class SideRow:
    side: str  # «Север – Юг»
    result: str  # «4♥ Востока, 10 взяток»
    points: int
    adjusted: bool
    worth: str = ""  # «5 MP из 10 (50 %)» or «−1 IMP»


@dataclass
class AdjustmentResult:
    damaged: bool
    adjusted: bool
    rows: list[SideRow]
    steps: list[Step]
    balanced: bool
    laws: list[str]
    rule: str = RULE_12C2
    candidates: list[str] = field(default_factory=list)


def calculate(facts: AdjustmentFacts) -> AdjustmentResult:
    if not any(c.likelihood is Likelihood.LIKELY for c in facts.candidates):
        raise ToolInputError(
            "результаты без нарушения: отметьте хотя бы один как «вероятный» — его получит "
            "ненарушившая сторона",
            "results",
        )
    try:
        assignment = assign(facts.table, facts.candidates, facts.offenders, facts.vulnerability)
    except AdjustmentError as error:
        raise ToolInputError(str(error), "results") from None
    steps = [Step(step.text, step.law) for step in assignment.steps]
    worth = _worth(assignment, facts.scoring)
    if facts.scoring is not None:
        steps += [Step(step.text, step.law) for step in value_steps(assignment, facts.scoring)]
    rows = [
        SideRow(
            ru.side(side),
            assignment.scores[side].result.label(),
            assignment.scores[side].points,
            assignment.scores[side].adjusted,
            worth.get(side, ""),
        )
        for side in Side
    ]
    # The rule applied is 12C2 even where the steps cite only 82C.
    laws = list(dict.fromkeys(["12", *(step.law for step in steps if step.law)]))
    return AdjustmentResult(
        damaged=assignment.damaged,
        adjusted=assignment.adjusted,
        rows=rows,
        steps=steps,
        balanced=assignment.balanced,
        laws=laws,
        candidates=[f"{c.result.label()} — {c.likelihood.label}" for c in facts.candidates],
    )


def _worth(assignment: Assignment, scoring: Matchpoints | Imps | None) -> dict[Side, str]:
    if scoring is None:
        return {}
    values = value(assignment, scoring)
    out = {}
    for side, worth in values.items():
        if worth.matchpoints is not None and worth.top:
            out[side] = (
                f"{ru.number(worth.matchpoints)} MP из {worth.top} "
                f"({ru.percent(worth.percent or 0, 1)})"
            )
        elif worth.imps is not None:
            out[side] = f"{ru.score(worth.imps)} IMP"
    return out
