"""The steps of a ``steps`` question: a ruling answered step by step.

A step is either a step of the scenario's judgement ruling (``judgement: <code>`` — its
question, answers, key and reasoning come from ``quizzes.engine.judgement``: the author's
findings with their reasons, the engine's arithmetic) or an ordinary step with its own prompt,
kind (``choice`` or ``number``) and key — the author's (``expected`` + ``explanation``) or the
engine's (``answer_from``, any form of ``answer_key``). README.md in this package documents it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from quizzes.content import answer_key
from quizzes.content.question import STEP_KINDS, Choice, Step
from quizzes.engine.judgement import JudgementRuling
from quizzes.engine.judgement_steps import DECISION_LABELS, Decider, Decision
from quizzes.engine.table import Side

STEP_FIELDS = (
    "id",
    "prompt",
    "kind",
    "choices",
    "expected",
    "answer_from",
    "explanation",
    "laws",
    "judgement",
    "unit",
)
# ``judgement: walk`` stands for every step of the family, then the decision.
WALK = "walk"
NUMBER_FORMS = {
    "points": (
        "Сколько очков записывается {side_dat} (со знаком: минус — в пользу оппонентов)?",
        "очков",
    ),
    "matchpoints": ("Сколько MP получают {side_nom} (максимум в сдаче — {top})?", "MP"),
    "percent": ("Какой процент от максимума получают {side_nom}?", "%"),
    "imps": ("Сколько IMP получает команда {side_gen} (со знаком)?", "IMP"),
}


def _names(text: str, side: Side) -> bool:
    """Whether ``text`` names ``side`` as a line, in any case: «Севера – Юга», «Восток – Запад»."""
    first, second = ("Север", "Юг") if side is Side.NS else ("Восток", "Запад")
    return re.search(rf"{first}\w* – {second}", text) is not None


_SIDE_CASES = {
    Side.NS: {"side_nom": "Север – Юг", "side_gen": "Севера – Юга", "side_dat": "Северу – Югу"},
    Side.EW: {
        "side_nom": "Восток – Запад",
        "side_gen": "Востока – Запада",
        "side_dat": "Востоку – Западу",
    },
}


class StepsBuilder:
    """Builds the steps of one question; ``fail(field, message)`` makes the loader's error,
    ``parse_steps`` and ``parse_laws`` are the loader's readers of explanations and clauses."""

    def __init__(
        self,
        fail: Callable[[str, str], Exception],
        parse_steps: Callable[[Any, str], list[dict]],
        parse_laws: Callable[[Any, str], list[str]],
    ):
        self.fail, self.parse_steps, self.parse_laws = fail, parse_steps, parse_laws

    def build(
        self,
        raw: Any,
        ruling: dict | None,
        judgement: JudgementRuling | None,
        judgement_dict: dict | None,
    ) -> list[Step]:
        if not isinstance(raw, list) or not raw:
            raise self.fail("question.steps", "нужен список шагов")
        items: list[Any] = []
        for item in raw:
            if isinstance(item, dict) and item.get("judgement") == WALK:
                if judgement is None:
                    raise self.fail("question.steps", "judgement: walk — у сценария нет judgement")
                items += [{"judgement": code} for code in judgement.case.family.codes]
                items.append({"judgement": "decision"})
            else:
                items.append(item)
        if len(items) < 2:
            raise self.fail("question.steps", "нужно не меньше двух шагов")
        steps: list[Step] = []
        for n, item in enumerate(items, 1):
            field = f"question.steps[{n}]"
            if not isinstance(item, dict):
                raise self.fail(field, "шаг — словарь (prompt, kind, … или judgement: <шаг>)")
            unknown = set(item) - set(STEP_FIELDS)
            if unknown:
                raise self.fail(
                    f"{field}.{sorted(unknown)[0]}",
                    f"неизвестное поле; допустимы: {', '.join(STEP_FIELDS)}",
                )
            if "judgement" in item:
                step = self.judgement_step(item, field, n, judgement, judgement_dict)
            else:
                step = self.plain_step(item, field, n, ruling, judgement_dict)
            if any(s.id == step.id for s in steps):
                raise self.fail(f"{field}.id", f"шаг «{step.id}» повторяется")
            steps.append(step)
        if not any(step.graded for step in steps):
            raise self.fail("question.steps", "ни один шаг не оценивается")
        return steps

    # -- a step of the judgement walk ---------------------------------------------------------

    def judgement_step(
        self,
        item: dict,
        field: str,
        n: int,
        judgement: JudgementRuling | None,
        data: dict | None,
    ) -> Step:
        if judgement is None or data is None:
            raise self.fail(f"{field}.judgement", "у сценария нет блока judgement")
        code = str(item["judgement"])
        extra = self.parse_steps(item.get("explanation", []), f"{field}.explanation")
        laws = self.parse_laws(item.get("laws", []), f"{field}.laws")
        family = judgement.case.family
        if code in family.codes:
            step = self.walk_step(code, item, field, judgement)
        elif code == "decision":
            step = self.decision_step(item, judgement)
        else:
            step = self.number_step(code, item, field, judgement, data)
        if "expected" in item and step.graded:
            authored = self.key(item["expected"], step.kind, step.choices, f"{field}.expected")
            if authored != step.answer:
                raise self.fail(
                    f"{field}.expected",
                    f"автор ответил {authored!r}, а решение движка — {step.answer!r}",
                )
        return Step(
            id=str(item.get("id") or code.replace(":", "-")),
            prompt=step.prompt,
            kind=step.kind,
            choices=step.choices,
            answer=step.answer,
            decided_by=step.decided_by,
            explanation=[*step.explanation, *extra],
            laws=list(dict.fromkeys([*step.laws, *laws])),
            answer_from=f"judgement:{code}",
            skipped=step.skipped,
            unit=str(item.get("unit") or step.unit),
        )

    def walk_step(self, code: str, item: dict, field: str, judgement: JudgementRuling) -> Step:
        ask = judgement.case.family.step(code)
        finding = next((f for f in judgement.findings if f.ask.code == code), None)
        choices = [Choice(value, label) for value, label in ask.choices]
        prompt = str(item.get("prompt") or ask.text)
        laws = [ask.law] if ask.law else []
        if finding is None:
            skipped = _skipped(judgement)
            return Step(
                code, prompt, "choice", choices, None, str(ask.decider), [], laws, "", skipped
            )
        explanation = []
        if finding.reason:
            explanation.append(
                {"text": finding.reason, "law": finding.reason_law, "source": "author"}
            )
        elif ask.decider is Decider.AUTHOR:
            raise self.fail(
                f"{field}.judgement",
                f"шаг суждения «{code}»: нужна причина автора (judgement.facts.{code}.reason)",
            )
        explanation += [dict(line.to_dict(), source="engine") for line in finding.lines]
        if finding.reason_law:
            laws.append(finding.reason_law)
        return Step(
            code, prompt, "choice", choices, finding.answer, str(ask.decider), explanation, laws
        )

    def decision_step(self, item: dict, judgement: JudgementRuling) -> Step:
        choices = [Choice(str(d), DECISION_LABELS[d]) for d in Decision]
        line = judgement.decision_line
        explanation = []
        if judgement.findings and judgement.findings[-1].stopped:
            last = judgement.findings[-1]
            explanation += [dict(step.to_dict(), source="engine") for step in last.lines]
        explanation.append(dict(line.to_dict(), source="engine"))
        return Step(
            "decision",
            str(item.get("prompt") or "Что решает судья?"),
            "choice",
            choices,
            str(judgement.decision),
            "engine",
            explanation,
            [line.law] if line.law else [],
        )

    def number_step(
        self, code: str, item: dict, field: str, judgement: JudgementRuling, data: dict
    ) -> Step:
        head, _, side_text = code.partition(":")
        if head not in NUMBER_FORMS or side_text.upper() not in ("NS", "EW"):
            known = ", ".join(
                [*judgement.case.family.codes, "decision", *(f"{h}:NS" for h in NUMBER_FORMS)]
            )
            raise self.fail(f"{field}.judgement", f"«{code}» — шаг не из решения; есть: {known}")
        side = Side(side_text.upper())
        try:
            key = answer_key.derive_judgement(code, data)
        except answer_key.AnswerKeyError as exc:
            raise self.fail(f"{field}.judgement", str(exc)) from exc
        template, unit = NUMBER_FORMS[head]
        value = judgement.values.get(side)
        prompt = template.format(top=value.top if value else "", **_SIDE_CASES[side])
        if head == "points":
            lines = judgement.assignment.steps if judgement.assignment else ()
        elif judgement.artificial is not None:
            lines = judgement.artificial.steps
        else:
            lines = judgement.value_lines
        # The step asks about one side: a line about the other side alone would end the
        # explanation (and lead it as the ruling) with the other side's figure.
        lines = [s for s in lines if _names(s.text, side) or not _names(s.text, side.other)]
        explanation = [dict(s.to_dict(), source="engine") for s in lines]
        laws = list(dict.fromkeys(s.law for s in lines if s.law))
        return Step(
            code,
            str(item.get("prompt") or prompt),
            "number",
            [],
            key,
            "engine",
            explanation,
            laws,
            unit=unit,
        )

    # -- an ordinary step -------------------------------------------------------------------

    def plain_step(
        self, item: dict, field: str, n: int, ruling: dict | None, judgement_dict: dict | None
    ) -> Step:
        kind = item.get("kind")
        if kind not in STEP_KINDS:
            raise self.fail(f"{field}.kind", f"«{kind}»: одно из {', '.join(STEP_KINDS)}")
        prompt = item.get("prompt")
        if not isinstance(prompt, str) or not prompt.strip():
            raise self.fail(f"{field}.prompt", "нужен непустой текст")
        choices = self.choices(item.get("choices"), kind, f"{field}.choices")
        explanation = self.parse_steps(item.get("explanation", []), f"{field}.explanation")
        laws = self.parse_laws(item.get("laws", []), f"{field}.laws")
        form = str(item.get("answer_from", ""))
        if form:
            try:
                if form.startswith("judgement:"):
                    raw = answer_key.derive_judgement(form.partition(":")[2], judgement_dict)
                else:
                    if answer_key.needs_ruling(form) and ruling is None:
                        raise answer_key.AnswerKeyError(f"для «{form}» нужна сдача для движка")
                    raw = answer_key.derive(form, ruling)
            except answer_key.AnswerKeyError as exc:
                raise self.fail(f"{field}.answer_from", str(exc)) from exc
            key = self.key(raw, kind, choices, f"{field}.answer_from")
            if "expected" in item:
                authored = self.key(item["expected"], kind, choices, f"{field}.expected")
                if authored != key:
                    raise self.fail(
                        f"{field}.expected",
                        f"автор ответил {authored!r}, а движок решил {key!r} ({form})",
                    )
            decided_by = "engine"
        else:
            if "expected" not in item:
                raise self.fail(f"{field}.expected", "шаг решает автор: нужен expected")
            if not explanation:
                raise self.fail(f"{field}.explanation", "шаг решает автор: нужно пояснение")
            if not laws:
                raise self.fail(f"{field}.laws", "шаг решает автор: нужна ссылка на правило")
            key = self.key(item["expected"], kind, choices, f"{field}.expected")
            decided_by = "author"
        return Step(
            id=str(item.get("id") or f"step-{n}"),
            prompt=prompt.strip(),
            kind=kind,
            choices=choices,
            answer=key,
            decided_by=decided_by,
            explanation=explanation,
            laws=laws,
            answer_from=form,
            unit=str(item.get("unit") or ""),
        )

    def choices(self, raw: Any, kind: str, field: str) -> list[Choice]:
        if kind != "choice":
            if raw:
                raise self.fail(field, f"у шага вида {kind} нет вариантов")
            return []
        if raw == "yes_no":
            return [Choice("yes", "Да"), Choice("no", "Нет")]
        if not isinstance(raw, list) or len(raw) < 2:
            raise self.fail(field, "нужно не меньше двух вариантов {code, text} (или yes_no)")
        out: list[Choice] = []
        for n, item in enumerate(raw, 1):
            if not isinstance(item, dict) or set(item) != {"code", "text"}:
                raise self.fail(f"{field}[{n}]", "нужен {code, text}")
            code = _code(item["code"])
            if any(c.code == code for c in out):
                raise self.fail(f"{field}[{n}]", f"код «{code}» повторяется")
            out.append(Choice(code, str(item["text"])))
        return out

    def key(self, value: Any, kind: str, choices: list[Choice], field: str) -> Any:
        if kind == "choice":
            code = _code(value)
            if code not in [c.code for c in choices]:
                raise self.fail(field, f"ответ «{code}» не среди вариантов")
            return code
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise self.fail(field, f"«{value}» — не число")
        return int(value) if value == int(value) else round(float(value), 2)


def _skipped(judgement: JudgementRuling) -> str:
    stop = next((f for f in judgement.findings if f.stopped), None)
    if stop is not None:
        return (
            f"Не рассматривается: решение остановилось на шаге «{stop.ask.text}» "
            f"(ответ — {stop.ask.label(stop.answer).lower()})."
        )
    return "Не рассматривается: при таком решении этот шаг не нужен."


def _code(value: Any) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)
