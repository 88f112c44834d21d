"""Rulings that need judgement, with the arithmetic done by the engine.

A judgement case names the facts the director finds (was there unauthorised information,
could it suggest the action, was there a logical alternative; was the explanation or the call
wrong…), the result at the table and the results that could have been reached without the
irregularity, each with the author's likelihood. The engine walks the family's steps in
order (``unauthorised_information.py``, ``misinformation.py``, ``score_adjustment.py``), each
with its clause; stops where the result stands; works out the damage and each side's score
(Law 12C), and what the scores are worth against the field or the other table.

    ruling = rule_judgement(scenario)  # the scenario's ``judgement`` block (README)
    ruling.decision, ruling.points(Side.NS), ruling.values[Side.EW].matchpoints
    ruling.to_dict()
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from . import misinformation, score_adjustment, unauthorised_information
from . import russian as ru
from .adjusted_score import (
    AdjustmentError,
    Artificial,
    Assignment,
    BoardResult,
    Candidate,
    Fault,
    Imps,
    Likelihood,
    Matchpoints,
    Scoring,
    SideScore,
    Step,
    Top,
    Value,
    artificial,
    assign,
    value,
    value_steps,
)
from .deciding import RULING
from .judgement_steps import NO, YES, Ask, Decider, Decision, Family
from .ruling import rule
from .table import Side, Vulnerability, VulnerabilityError

FAMILIES: dict[str, Family] = {
    family.code: family
    for family in (
        unauthorised_information.FAMILY,
        misinformation.FAMILY,
        score_adjustment.FAMILY,
    )
}


class JudgementError(ValueError):
    """A judgement block that cannot be ruled on: ``field`` names the place, ``detail`` says
    why, in Russian."""

    def __init__(self, field: str, detail: str):
        self.field, self.detail = field, detail
        super().__init__(f"judgement.{field}: {detail}")


@dataclass(frozen=True)
class Fact:
    """The author's finding at one step: the answer, and why."""

    answer: str
    reason: str = ""
    law: str | None = None


@dataclass(frozen=True)
class Case:
    family: Family
    facts: Mapping[str, Fact]
    vulnerability: Vulnerability = Vulnerability.NONE
    offenders: Side | None = None
    table: BoardResult | None = None
    candidates: tuple[Candidate, ...] = ()
    scoring: Scoring | Top | None = None
    session: Mapping[Side, float] = field(default_factory=dict)


@dataclass(frozen=True)
class Finding:
    """One step walked: the answer the ruling takes and what the engine concludes from it."""

    ask: Ask
    answer: str
    reason: str
    reason_law: str | None
    lines: tuple[Step, ...]
    stopped: bool

    @property
    def decided_by(self) -> Decider:
        return self.ask.decider


@dataclass(frozen=True)
class JudgementRuling:
    case: Case
    findings: tuple[Finding, ...]
    not_reached: tuple[Ask, ...]
    decision: Decision
    assignment: Assignment | None = None
    artificial: Artificial | None = None
    values: Mapping[Side, Value] = field(default_factory=dict)
    value_lines: tuple[Step, ...] = ()

    @property
    def answers(self) -> dict[str, str]:
        return {finding.ask.code: finding.answer for finding in self.findings}

    def points(self, side: Side) -> int | None:
        """The score written for ``side`` (Law 77 points; None for an artificial score)."""
        if self.assignment is None:
            return None
        return self.assignment.points(side)

    def score(self, side: Side) -> SideScore | None:
        return self.assignment.scores[side] if self.assignment else None

    @property
    def decision_line(self) -> Step:
        if self.decision is Decision.STANDS:
            return Step("Итог: результат за столом остаётся.")
        if self.decision is Decision.ARTIFICIAL:
            return Step("Итог: искусственный присуждённый результат.", "12", RULING)
        if self.assignment is None:
            return Step("Итог: назначенный присуждённый результат.", "12", RULING)
        # The ruling in one line: what each side's score is (12C2: each its own).
        scores = ", ".join(
            f"{ru.side(side)} {ru.score(self.assignment.points(side))}"
            for side in (Side.NS, Side.EW)
        )
        return Step(f"Итог: назначенный присуждённый результат — {scores}.", "12", RULING)

    @property
    def explanation(self) -> tuple[Step, ...]:
        steps: list[Step] = []
        for finding in self.findings:
            steps.extend(finding.lines)
        steps.append(self.decision_line)
        if self.artificial is not None:
            steps.extend(self.artificial.steps)
        steps.extend(self.value_lines)
        return tuple(steps)

    @property
    def laws(self) -> tuple[str, ...]:
        seen: list[str] = []
        for finding in self.findings:
            seen.append(finding.ask.law or "")
            if finding.reason_law:
                seen.append(finding.reason_law)
        seen.extend(step.law or "" for step in self.explanation)
        return tuple(dict.fromkeys(law for law in seen if law))

    def to_dict(self) -> dict[str, Any]:
        scores: dict[str, Any] = {}
        if self.assignment is not None:
            for side, side_score in self.assignment.scores.items():
                scores[str(side)] = {
                    "result": side_score.result.to_dict(),
                    "label": side_score.result.label(),
                    "points": side_score.points,
                    "adjusted": side_score.adjusted,
                }
        values: dict[str, Any] = {}
        for side, side_value in self.values.items():
            values[str(side)] = {
                "matchpoints": plain(side_value.matchpoints),
                "top": side_value.top,
                "percent": plain(side_value.percent),
                "imps": plain(side_value.imps),
            }
        return {
            "family": self.case.family.code,
            "offenders": str(self.case.offenders) if self.case.offenders else None,
            "steps": [
                {
                    "code": finding.ask.code,
                    "question": finding.ask.text,
                    "answer": finding.answer,
                    "answer_text": finding.ask.label(finding.answer),
                    "decided_by": str(finding.decided_by),
                    "law": finding.ask.law,
                    "reason": finding.reason,
                    "reason_law": finding.reason_law,
                    "lines": [line.to_dict() for line in finding.lines],
                    "stopped": finding.stopped,
                }
                for finding in self.findings
            ],
            "answers": self.answers,
            "not_reached": [ask.code for ask in self.not_reached],
            "decision": str(self.decision),
            "damaged": self.assignment.damaged if self.assignment else None,
            "scores": scores,
            "values": values,
            "laws": list(self.laws),
            "explanation": [step.to_dict() for step in self.explanation],
        }


def plain(number: Fraction | None) -> int | float | None:
    """A number for data: whole numbers as int, others as float to two places."""
    if number is None:
        return None
    if number.denominator == 1:
        return number.numerator
    return round(float(number), 2)


# -- the walk ---------------------------------------------------------------------------------


def walk(case: Case) -> JudgementRuling:
    """Walk the family's steps with the case's findings; the arithmetic where it is due."""
    family = case.family
    answers: dict[str, str] = {}
    findings: list[Finding] = []
    not_reached: list[Ask] = []
    stopped = False
    assignment: Assignment | None = None
    offenders = case.offenders
    for ask in family.steps:
        if stopped or not ask.applies(answers):
            not_reached.append(ask)
            continue
        if ask.decider is Decider.ENGINE:
            finding, assignment = _damage(case, ask, offenders)
        else:
            finding = _authored(case, ask)
        findings.append(finding)
        answers[ask.code] = finding.answer
        if ask.code == score_adjustment.OFFENDERS.code:
            offenders = (
                None if finding.answer == score_adjustment.NONE_OFFENDING else Side(finding.answer)
            )
        stopped = finding.stopped
    if stopped:
        decision = Decision.STANDS
    elif family.decides:
        decision = Decision(answers[family.decides])
    else:
        decision = family.decision
    result_case = case if offenders == case.offenders else _with_offenders(case, offenders)
    return _scores(result_case, tuple(findings), tuple(not_reached), decision, assignment, answers)


def _with_offenders(case: Case, offenders: Side | None) -> Case:
    return Case(
        case.family,
        case.facts,
        case.vulnerability,
        offenders,
        case.table,
        case.candidates,
        case.scoring,
        case.session,
    )


def _conclusion(ask: Ask, given: str, answer: str) -> tuple[Step, ...]:
    text = ask.then.get(given) or ask.then.get(answer)
    if not text:
        return ()
    # The step's own conclusion is its ruling (the lines before it lead there).
    law = ask.then_law.get(given) or ask.then_law.get(answer) or ask.law
    lines = [Step(text, law, RULING)]
    if given != answer and ask.then.get(answer):
        lines.append(Step(ask.then[answer], ask.then_law.get(answer) or ask.law, RULING))
    return tuple(lines)


def _authored(case: Case, ask: Ask) -> Finding:
    fact = case.facts.get(ask.code)
    if fact is None:
        raise JudgementError(f"facts.{ask.code}", f"нужен ответ на шаг «{ask.text}»")
    answer = ask.aliases.get(fact.answer, fact.answer)
    codes = [code for code, _label in ask.choices]
    if answer not in codes:
        allowed = ", ".join([*codes, *ask.aliases])
        raise JudgementError(f"facts.{ask.code}", f"«{fact.answer}» — ожидается одно из: {allowed}")
    return Finding(
        ask,
        answer,
        fact.reason,
        fact.law,
        _conclusion(ask, fact.answer, answer),
        answer in ask.stop,
    )


def _damage(case: Case, ask: Ask, offenders: Side | None) -> tuple[Finding, Assignment | None]:
    fact = case.facts.get(ask.code)
    if case.table is not None and case.candidates:
        try:
            assignment = assign(case.table, case.candidates, offenders, case.vulnerability)
        except AdjustmentError as exc:
            raise JudgementError("results", str(exc)) from exc
        answer = YES if assignment.damaged else NO
        if fact is not None and ask.aliases.get(fact.answer, fact.answer) != answer:
            raise JudgementError(
                f"facts.{ask.code}",
                f"автор считает «{fact.answer}», а по названным результатам движок решил "
                f"«{answer}» — исправьте результаты или ответ",
            )
        lines = (*assignment.steps, *_conclusion(ask, answer, answer))
        reason = fact.reason if fact else ""
        return Finding(
            ask, answer, reason, fact.law if fact else None, lines, not assignment.damaged
        ), assignment
    if fact is None:
        raise JudgementError(
            "results",
            "чтобы решить, был ли ущерб, нужны результат за столом (table) и результаты без "
            "нарушения (results)",
        )
    # Without results (the director's guide) the damage is the director's own finding.
    finding = _authored(case, ask)
    return finding, None


def _scores(
    case: Case,
    findings: tuple[Finding, ...],
    not_reached: tuple[Ask, ...],
    decision: Decision,
    assignment: Assignment | None,
    answers: Mapping[str, str],
) -> JudgementRuling:
    if decision is Decision.ARTIFICIAL:
        faults = {
            Side.NS: Fault(answers[score_adjustment.FAULT_NS.code]),
            Side.EW: Fault(answers[score_adjustment.FAULT_EW.code]),
        }
        if case.scoring is None:
            return JudgementRuling(case, findings, not_reached, decision)
        scored = artificial(faults, case.scoring, case.session)
        return JudgementRuling(
            case, findings, not_reached, decision, artificial=scored, values=scored.values
        )
    if case.table is None:
        return JudgementRuling(case, findings, not_reached, decision)
    if decision is Decision.STANDS:
        assignment = unadjusted(case.table, case.vulnerability)
    elif assignment is None:
        if not case.candidates:
            raise JudgementError("results", "для присуждённого результата нужны результаты")
        try:
            assignment = assign(case.table, case.candidates, case.offenders, case.vulnerability)
        except AdjustmentError as exc:
            raise JudgementError("results", str(exc)) from exc
    if isinstance(case.scoring, Matchpoints | Imps):
        return JudgementRuling(
            case,
            findings,
            not_reached,
            decision,
            assignment,
            values=value(assignment, case.scoring),
            value_lines=value_steps(assignment, case.scoring),
        )
    return JudgementRuling(case, findings, not_reached, decision, assignment)


def unadjusted(table: BoardResult, vulnerability: Vulnerability) -> Assignment:
    """The table result kept for both sides."""
    scores = {
        side: SideScore(side, table, table.points(side, vulnerability), False) for side in Side
    }
    line = Step(f"Записывается результат за столом: {table.label()}.")
    return Assignment(table, None, False, scores, (line,))


# -- reading the scenario's ``judgement`` block ----------------------------------------------


def rule_judgement(scenario: Mapping[str, Any]) -> JudgementRuling:
    """The ruling of a scenario's ``judgement`` block (quizzes/engine/README.md)."""
    spec = scenario.get("judgement")
    if not isinstance(spec, Mapping):
        raise JudgementError("(блок)", "нужен словарь judgement с family и facts")
    try:
        vulnerability = Vulnerability.parse(scenario.get("vulnerable"))
    except VulnerabilityError as exc:
        raise JudgementError("vulnerable", str(exc)) from exc
    return walk(read_case(spec, vulnerability, _table_defaults(scenario, spec)))


def _table_defaults(scenario: Mapping[str, Any], spec: Mapping[str, Any]) -> dict[str, Any]:
    """Contract, declarer and tricks the scenario's auction and play give, for the fields the
    ``table`` entry leaves out."""
    table = spec.get("table")
    if not isinstance(table, Mapping) or {"contract", "declarer", "tricks"} <= set(table):
        return {}
    if "deal" not in scenario:
        return {}
    ruled = rule({k: v for k, v in scenario.items() if k != "judgement"})
    out: dict[str, Any] = {}
    if ruled.get("contract"):
        out["contract"], out["declarer"] = ruled["contract"], ruled["declarer"]
    if ruled.get("score") is not None:
        out["tricks"] = ruled.get("declarer_tricks")
    return out


SPEC_FIELDS = ("family", "offenders", "facts", "table", "results", "scoring", "session")


def read_case(
    spec: Mapping[str, Any],
    vulnerability: Vulnerability = Vulnerability.NONE,
    table_defaults: Mapping[str, Any] | None = None,
) -> Case:
    for key in spec:
        if key not in SPEC_FIELDS:
            raise JudgementError(str(key), f"неизвестное поле; допустимы: {', '.join(SPEC_FIELDS)}")
    family = FAMILIES.get(str(spec.get("family")))
    if family is None:
        raise JudgementError("family", f"«{spec.get('family')}» — одно из: {', '.join(FAMILIES)}")
    offenders = _offenders(spec.get("offenders"), family)
    return Case(
        family=family,
        facts=_facts(spec.get("facts"), family),
        vulnerability=vulnerability,
        offenders=offenders,
        table=_table(spec.get("table"), table_defaults or {}),
        candidates=_candidates(spec.get("results")),
        scoring=_scoring(spec.get("scoring")),
        session=_session(spec.get("session")),
    )


def _offenders(value: object, family: Family) -> Side | None:
    if value is None or value == score_adjustment.NONE_OFFENDING:
        if family.needs_offenders:
            raise JudgementError("offenders", "укажите нарушившую сторону: NS или EW")
        return None
    try:
        return Side(str(value).upper())
    except ValueError:
        raise JudgementError("offenders", f"«{value}» — NS, EW или none") from None


def _answer(value: object) -> str:
    # YAML 1.1 reads yes/no as booleans.
    if isinstance(value, bool):
        return YES if value else NO
    return str(value)


def _facts(value: object, family: Family) -> dict[str, Fact]:
    if value is None:
        return {}
    if not isinstance(value, Mapping):
        raise JudgementError("facts", "словарь: шаг → {answer, reason}")
    out = {}
    for code, item in value.items():
        if code not in family.codes:
            raise JudgementError(
                f"facts.{code}",
                f"у семейства {family.code} нет шага; шаги: {', '.join(family.codes)}",
            )
        if isinstance(item, Mapping):
            unknown = set(item) - {"answer", "reason", "law"}
            if unknown or "answer" not in item:
                raise JudgementError(f"facts.{code}", "нужны answer и (по желанию) reason, law")
            law = item.get("law")
            out[str(code)] = Fact(
                _answer(item["answer"]),
                str(item.get("reason") or "").strip(),
                None if law is None else str(law),
            )
        else:
            out[str(code)] = Fact(_answer(item))
    return out


def _result(item: Mapping[str, Any], where: str, defaults: Mapping[str, Any]) -> BoardResult:
    values = {**defaults, **{k: v for k, v in item.items() if k != "likelihood"}}
    unknown = set(values) - {"contract", "declarer", "tricks"}
    if unknown:
        raise JudgementError(where, f"неизвестные поля: {', '.join(sorted(unknown))}")
    contract = values.get("contract")
    if contract is None:
        raise JudgementError(where, "нужен contract (например, 4S или Pass)")
    try:
        if str(contract).strip().lower() in ("pass", "пас", "p"):
            return BoardResult.passed_out()
        if "declarer" not in values or "tricks" not in values:
            raise JudgementError(where, "нужны declarer и tricks")
        return BoardResult.of(contract, values["declarer"], values["tricks"])
    except AdjustmentError as exc:
        raise JudgementError(where, str(exc)) from exc


def _table(value: object, defaults: Mapping[str, Any]) -> BoardResult | None:
    if value is None:
        return None
    if not isinstance(value, Mapping):
        raise JudgementError("table", "словарь {contract, declarer, tricks}")
    return _result(value, "table", defaults)


def _candidates(value: object) -> tuple[Candidate, ...]:
    if value is None:
        return ()
    if not isinstance(value, Sequence) or isinstance(value, str):
        raise JudgementError(
            "results", "список результатов {contract, declarer, tricks, likelihood}"
        )
    out = []
    for n, item in enumerate(value, 1):
        where = f"results[{n}]"
        if not isinstance(item, Mapping):
            raise JudgementError(where, "словарь {contract, declarer, tricks, likelihood}")
        try:
            likelihood = Likelihood(str(item.get("likelihood")))
        except ValueError:
            raise JudgementError(
                f"{where}.likelihood", "likely (вероятный) или probable (хоть сколько-нибудь)"
            ) from None
        out.append(Candidate(_result(item, where, {}), likelihood))
    return tuple(out)


def _scoring(value: object) -> Scoring | Top | None:
    if value is None:
        return None
    if not isinstance(value, Mapping):
        raise JudgementError("scoring", "{matchpoints: [...]}, {imps: N} или {top: N}")
    unknown = set(value) - {"matchpoints", "imps", "knockout", "top"}
    if unknown or len(set(value) & {"matchpoints", "imps", "top"}) != 1:
        raise JudgementError(
            "scoring", "ровно одно из: matchpoints, imps, top (и knockout для imps)"
        )
    try:
        if "matchpoints" in value:
            field_scores = value["matchpoints"]
            if not isinstance(field_scores, Sequence) or isinstance(field_scores, str):
                raise JudgementError("scoring.matchpoints", "список записей Севера – Юга")
            return Matchpoints(tuple(_whole(v, "scoring.matchpoints") for v in field_scores))
        if "imps" in value:
            return Imps(_whole(value["imps"], "scoring.imps"), bool(value.get("knockout", False)))
        return Top(_whole(value["top"], "scoring.top"))
    except AdjustmentError as exc:
        raise JudgementError("scoring", str(exc)) from exc


def _whole(value: object, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise JudgementError(where, f"«{value}» — не целое число")
    return value


def _session(value: object) -> dict[Side, float]:
    if value is None:
        return {}
    if not isinstance(value, Mapping):
        raise JudgementError("session", "словарь {NS: процент, EW: процент}")
    out = {}
    for key, percent in value.items():
        try:
            side = Side(str(key).upper())
        except ValueError:
            raise JudgementError("session", f"«{key}» — NS или EW") from None
        if (
            isinstance(percent, bool)
            or not isinstance(percent, int | float)
            or not 0 <= percent <= 100
        ):
            raise JudgementError(f"session.{key}", "процент от 0 до 100")
        out[side] = float(percent)
    return out
