"""Scenario files → questions.

A scenario file is the engine's scenario (deal, dealer, vulnerable, auction, contract, declarer,
play) plus the library's fields; README.md in this package documents the schema. Where the
engine can decide the question, its ruling is the key; an authored ``expected`` that disagrees
makes loading fail, naming the file and the field.
"""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path
from typing import Any

import yaml

from laws.clause_path import ClausePath, ClausePathError
from quizzes import engine
from quizzes.content import answer_key, defective_trick
from quizzes.content.question import (
    CHAPTERS,
    DECIDERS,
    IRREGULARITY_KINDS,
    KINDS,
    LEVELS,
    Choice,
    Question,
    about,
    chapter_of,
)
from quizzes.content.steps import StepsBuilder
from quizzes.engine import yaml_text
from quizzes.engine.deciding import RULING
from quizzes.engine.judgement import JudgementError, JudgementRuling, rule_judgement
from quizzes.engine.table import Card, CardError, Seat, SeatError
from quizzes.practice.explanation_steps import settle

LIBRARY_FIELDS = (
    "id",
    "level",
    "narrative",
    "question",
    "hidden",
    "laws",
    "chapter",
    "irregularity",
    "defective_trick",
)
QUESTION_FIELDS = (
    "kind",
    "prompt",
    "choices",
    "answer_from",
    "expected",
    "decided_by",
    "laws",
    "explanation",
    "conceal_last",
    "steps",
)
_LEVEL_ALIASES = {"игрок": "player", "судья": "director"}
_SLUG = re.compile(r"^[a-z0-9][a-z0-9-]*$")


class ScenarioFileError(ValueError):
    def __init__(self, file: str, field: str, message: str):
        self.file, self.field, self.message = file, field, message
        super().__init__(f"{file}: поле «{field}»: {message}")


def load_scenario_file(path: str | Path) -> Question:
    path = Path(path)
    name = path.name
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ScenarioFileError(name, "(файл)", f"файл не читается: {exc}") from exc
    try:
        data = yaml_text.load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" (строка {mark.line + 1})" if mark else ""
        raise ScenarioFileError(name, "(YAML)", f"ошибка разметки YAML{where}: {exc}") from exc
    return load_scenario_dict(data, file=name, default_id=path.stem)


def load_scenario_dict(data: Any, file: str = "<scenario>", default_id: str = "") -> Question:
    """``default_id`` (else the stem of ``file``) is the id when the data has none."""
    return _Loader(file).load(data, default_id or Path(file).stem)


class _Loader:
    def __init__(self, file: str):
        self.file = file

    def fail(self, field: str, message: str) -> ScenarioFileError:
        return ScenarioFileError(self.file, field, message)

    def load(self, data: Any, default_id: str) -> Question:
        if not isinstance(data, dict):
            raise self.fail("(файл)", "файл должен быть словарём YAML (поле: значение)")
        qid = str(data.get("id") or default_id)
        if not _SLUG.match(qid):
            raise self.fail("id", f"«{qid}»: латинские строчные буквы, цифры и дефисы")
        title = self.text(data, "title")
        level = self.level(data.get("level"))
        narrative = self.text(data, "narrative")
        irregularity = data.get("irregularity")
        if irregularity not in IRREGULARITY_KINDS:
            raise self.fail(
                "irregularity", f"«{irregularity}»: одно из {', '.join(IRREGULARITY_KINDS)}"
            )
        hidden = self.seats(data.get("hidden", []), "hidden")
        laws = self.laws(data.get("laws", []), "laws")

        spec = data.get("question")
        if not isinstance(spec, dict):
            raise self.fail("question", "нужен словарь с kind, prompt и ответом")
        for key in spec:
            if key not in QUESTION_FIELDS:
                raise self.fail(
                    f"question.{key}", f"неизвестное поле; допустимы: {', '.join(QUESTION_FIELDS)}"
                )
        kind = spec.get("kind")
        if kind not in KINDS:
            raise self.fail("question.kind", f"«{kind}»: одно из {', '.join(KINDS)}")
        prompt = self.text(spec, "prompt", "question.prompt")
        default = "engine" if "answer_from" in spec or kind == "steps" else None
        decided_by = spec.get("decided_by", default)
        if decided_by not in DECIDERS:
            raise self.fail(
                "question.decided_by",
                "нужен answer_from (ответ решает движок) или decided_by: author с expected",
            )
        laws += [law for law in self.laws(spec.get("laws", []), "question.laws") if law not in laws]
        own_laws = list(laws)

        scenario = {k: v for k, v in data.items() if k not in LIBRARY_FIELDS}
        ruling = self.rule(scenario) if "deal" in scenario else None
        judged = self.judge(scenario) if "judgement" in scenario else None
        judgement = judged.to_dict() if judged else None
        defect = self.defect(data, scenario, ruling) if "defective_trick" in data else None
        # What the learner sees stops before the concealed play items (the card a
        # designation plays, say); the key and the explanation come from the whole play.
        shown, shown_ruling = self.conceal(spec, scenario, ruling)
        choices = self.choices(spec, kind, ruling)
        author_steps = self.steps(spec.get("explanation", []))

        steps = []
        if kind == "steps":
            if "answer_from" in spec or "expected" in spec or spec.get("choices"):
                raise self.fail(
                    "question.kind",
                    "у вопроса steps ответ и варианты задаются в шагах (question.steps)",
                )
            steps = StepsBuilder(self.fail, self.steps, self.laws).build(
                spec.get("steps"), shown_ruling, judged, judgement
            )
            key = {step.id: step.answer for step in steps if step.graded}
            decided_by = "engine" if any(s.decided_by == "engine" for s in steps) else "author"
            author_steps = _merged_explanation(steps) + author_steps
            steps = [replace(s, explanation=settle(s.explanation, s.answer_from)) for s in steps]
            steps_laws = [law for step in steps for law in step.laws]
            steps_laws += list(judgement["laws"]) if judgement else []
            laws += [law for law in dict.fromkeys(steps_laws) if law not in laws]
        elif "steps" in spec:
            raise self.fail("question.steps", "шаги бывают только у вопроса kind: steps")
        if kind == "steps":
            steps_explanation = author_steps
        elif decided_by == "engine":
            if "answer_from" not in spec:
                raise self.fail(
                    "question.answer_from", "вопрос решает движок, но answer_from не задан"
                )
            form = str(spec["answer_from"])
            if answer_key.needs_ruling(form) and ruling is None and judgement is None:
                raise self.fail("deal", f"для answer_from «{form}» нужна сдача для движка")
            try:
                if answer_key.tries_the_scenario(form):
                    codes = [choice.code for choice in choices]
                    raw_key = answer_key.derive_trial(form, shown, shown_ruling or {}, codes)
                elif form.startswith("judgement:"):
                    raw_key = answer_key.derive_judgement(form.partition(":")[2], judgement)
                    if raw_key is None:
                        raise answer_key.AnswerKeyError(
                            f"«{form}»: решение до этого шага не доходит"
                        )
                elif form.startswith("defective_trick:"):
                    if defect is None:
                        raise answer_key.AnswerKeyError(
                            f"«{form}»: у сценария нет блока defective_trick"
                        )
                    raw_key = defective_trick.derive(form.partition(":")[2], defect)
                else:
                    raw_key = answer_key.derive(form, ruling)
            except (answer_key.AnswerKeyError, defective_trick.BlockError) as exc:
                raise self.fail("question.answer_from", str(exc)) from exc
            key = self.key(raw_key, kind, choices, "question.answer_from")
            if "expected" in spec:
                authored = self.key(spec["expected"], kind, choices, "question.expected")
                if authored != key:
                    raise self.fail(
                        "question.expected",
                        f"автор ответил {authored!r}, а движок решил {key!r} "
                        f"(answer_from: {form}) — исправьте сценарий",
                    )
            if form.startswith("judgement:"):
                engine_steps = (judgement or {}).get("explanation", [])
                engine_laws = (judgement or {}).get("laws", [])
            elif defect is not None and form.startswith("defective_trick:"):
                engine_steps = defective_trick.explanation(defect)
                engine_laws = [step["law"] for step in engine_steps]
            else:
                engine_steps = (ruling or {}).get("explanation", [])
                engine_laws = (ruling or {}).get("laws", [])
            steps_explanation = [dict(step, source="engine") for step in engine_steps]
            steps_explanation += author_steps
            for law in engine_laws:
                if law not in laws:
                    laws.append(law)
        else:
            if "answer_from" in spec:
                raise self.fail(
                    "question.answer_from", "у вопроса автора (decided_by: author) нет answer_from"
                )
            if "expected" not in spec:
                raise self.fail("question.expected", "вопрос решает автор: нужен expected")
            key = self.key(spec["expected"], kind, choices, "question.expected")
            if not author_steps:
                raise self.fail("question.explanation", "вопрос решает автор: нужно пояснение")
            if not laws:
                raise self.fail("laws", "вопрос решает автор: нужна ссылка на правило")
            steps_explanation = author_steps
        if not laws:
            raise self.fail("laws", "нужна хотя бы одна ссылка на правило")
        steps_explanation = settle(steps_explanation, str(spec.get("answer_from", "")))

        chapter = data.get("chapter") or chapter_of(int(re.match(r"\d+", laws[0]).group()))
        if chapter not in [name for name, _, _ in CHAPTERS]:
            raise self.fail(
                "chapter", f"«{chapter}»: одна из глав {', '.join(n for n, _, _ in CHAPTERS)}"
            )
        return Question(
            id=qid,
            title=title,
            level=level,
            kind=kind,
            narrative=narrative.strip(),
            prompt=prompt.strip(),
            choices=choices,
            answer=key,
            decided_by=decided_by,
            laws=laws,
            chapter=chapter,
            irregularity=irregularity,
            scenario=shown,
            hidden=hidden,
            explanation=steps_explanation,
            ruling=shown_ruling,
            answer_from=str(spec.get("answer_from", "")),
            concealed=scenario.get("play", [])[len(shown.get("play", [])) :]
            if shown is not scenario
            else [],
            steps=steps,
            judgement=judgement,
            ruling_laws=about(own_laws, ruling if decided_by == "engine" else None),
        )

    def text(self, data: dict, name: str, field: str | None = None) -> str:
        value = data.get(name)
        if not isinstance(value, str) or not value.strip():
            raise self.fail(field or name, "нужен непустой текст")
        return value

    def level(self, value: Any) -> str:
        value = _LEVEL_ALIASES.get(value, value)
        if value not in LEVELS:
            raise self.fail("level", f"«{value}»: player (игрок) или director (судья)")
        return value

    def seats(self, value: Any, field: str) -> list[str]:
        if not isinstance(value, list):
            raise self.fail(field, "список мест из N, E, S, W")
        try:
            return [str(Seat.parse(seat)) for seat in value]
        except SeatError as exc:
            raise self.fail(field, f"список мест из N, E, S, W: {exc}") from exc

    def laws(self, value: Any, field: str) -> list[str]:
        if not isinstance(value, list):
            raise self.fail(field, "список пунктов правил, например [64A1, 63A1]")
        out = []
        for item in value:
            try:
                anchor = ClausePath(str(item)).anchor
            except ClausePathError as exc:
                raise self.fail(field, f"«{item}» — не пункт правил: {exc}") from exc
            if anchor not in out:
                out.append(anchor)
        return out

    def rule(self, scenario: dict) -> dict:
        try:
            return engine.rule(scenario)
        except engine.ScenarioError as exc:
            field = getattr(exc, "field", None) or _field_in(str(exc)) or "сценарий"
            position = getattr(exc, "position", None)
            if position is not None and "[" not in field:
                field = f"{field}[{position}]"
            raise self.fail(field, f"движок: {getattr(exc, 'detail', exc)}") from exc

    def defect(self, data: dict, scenario: dict, ruling: dict | None):
        try:
            return defective_trick.rectify(data["defective_trick"], scenario, ruling)
        except defective_trick.BlockError as exc:
            raise self.fail("defective_trick", str(exc)) from exc

    def judge(self, scenario: dict) -> JudgementRuling:
        try:
            return rule_judgement(scenario)
        except JudgementError as exc:
            raise self.fail(f"judgement.{exc.field}", f"движок: {exc.detail}") from exc
        except engine.ScenarioError as exc:
            raise self.fail("judgement.table", f"движок: {getattr(exc, 'detail', exc)}") from exc

    def conceal(self, spec: dict, scenario: dict, ruling: dict | None) -> tuple[dict, dict | None]:
        count = spec.get("conceal_last", 0)
        if count == 0:
            return scenario, ruling
        play = scenario.get("play") or []
        if isinstance(count, bool) or not isinstance(count, int) or not 0 < count <= len(play):
            raise self.fail("question.conceal_last", f"целое число от 1 до {len(play)}")
        shown = dict(scenario, play=play[:-count])
        return shown, self.rule(shown)

    def choices(self, spec: dict, kind: str, ruling: dict | None) -> list[Choice]:
        raw = spec.get("choices")
        if kind not in ("choice", "multi"):
            if raw:
                raise self.fail("question.choices", f"у вопроса вида {kind} нет вариантов")
            return []
        if not isinstance(raw, list) or len(raw) < 2:
            raise self.fail("question.choices", "нужно не меньше двух вариантов")
        offered = {o.get("code"): o.get("text") for o in (ruling or {}).get("options") or []}
        out: list[Choice] = []
        for n, item in enumerate(raw, 1):
            if isinstance(item, dict) and set(item) == {"code", "text"}:
                code, text = _code(item["code"]), str(item["text"])
            elif isinstance(item, str | bool) and _code(item) in offered:
                code = _code(item)
                text = offered[code]
            else:
                raise self.fail(
                    f"question.choices[{n}]",
                    "нужен {code, text} или код варианта, который предлагает движок",
                )
            if any(c.code == code for c in out):
                raise self.fail(f"question.choices[{n}]", f"код «{code}» повторяется")
            out.append(Choice(code, text))
        return out

    def key(self, value: Any, kind: str, choices: list[Choice], field: str) -> Any:
        codes = [c.code for c in choices]
        if kind == "choice":
            value = _code(value)
            if value not in codes:
                raise self.fail(field, f"ответ «{value}» не среди вариантов {codes}")
            return value
        if kind == "multi":
            if not isinstance(value, list):
                raise self.fail(field, "для вопроса multi ответ — список кодов")
            picked = sorted({_code(v) for v in value})
            missing = [v for v in picked if v not in codes]
            if missing:
                raise self.fail(field, f"коды {missing} не среди вариантов {codes}")
            return picked
        if kind == "number":
            if isinstance(value, bool) or not isinstance(value, int | float) or value != int(value):
                raise self.fail(field, f"«{value}» — не целое число")
            return int(value)
        try:
            return str(Card.parse(value))
        except CardError as exc:
            raise self.fail(field, str(exc)) from exc

    def steps(self, value: Any, field: str = "question.explanation") -> list[dict]:
        items = [value] if isinstance(value, str) else value
        if not isinstance(items, list):
            raise self.fail(field, "текст или список шагов {text, law}")
        out = []
        for n, item in enumerate(items, 1):
            if isinstance(item, str):
                item = {"text": item}
            if not isinstance(item, dict) or not str(item.get("text", "")).strip():
                raise self.fail(f"{field}[{n}]", "у шага нужен текст")
            law = item.get("law")
            if law is not None:
                law = self.laws([law], f"{field}[{n}].law")[0]
            step = {"text": str(item["text"]).strip(), "law": law, "source": "author"}
            # The author marks the step that carries the ruling the question asks for.
            decides = item.get("decides", False)
            if not isinstance(decides, bool):
                raise self.fail(f"{field}[{n}].decides", "true или false")
            if decides:
                step["decides"] = RULING
            out.append(step)
        return out


def _merged_explanation(steps: list) -> list[dict]:
    """The explanation of a ``steps`` question: each step's, in order, said once."""
    out: list[dict] = []
    seen: set[str] = set()
    for step in steps:
        for item in step.explanation:
            if item["text"] not in seen:
                seen.add(item["text"])
                out.append(item)
    return out


def _code(value: Any) -> str:
    # YAML 1.1 reads yes/no as booleans.
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


_ENGINE_FIELDS = ("deal", "dealer", "vulnerable", "auction", "contract", "declarer", "play")


def _field_in(message: str) -> str | None:
    for name in _ENGINE_FIELDS:
        if re.search(rf"\b{name}\b", message):
            return name
    return None
