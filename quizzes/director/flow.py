"""The decision flow: incidents, and the questions asked about each (incidents.yaml).

A question is shown when its ``when`` conditions hold for the answers so far; the flow asks
the first unanswered one. Answers travel in the URL (``?incident=revoke&offender=defender``),
so a ruling is a link and no server session is needed.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlencode

import yaml

from quizzes.director.wording import say
from quizzes.engine import russian as ru
from quizzes.engine.table import Call, CallError, CardError

INCIDENTS_FILE = Path(__file__).with_name("incidents.yaml")


@dataclass(frozen=True)
class Question:
    name: str
    text: str
    choices: tuple = ()  # ((value, label), …); empty for a number
    when: tuple = ()  # ((question name, (allowed values, …)), …)
    low: int = 0
    high: int = 0
    hint: str = ""
    after_trick: str = ""  # a number of tricks after the trick this answer names (13 − it)
    cards: tuple = ()  # (fewest, most) cards named, for a question that asks which cards
    call: bool = False  # the question asks which call was made: «1♥», «3БК», «пас», «контра»

    @property
    def is_cards(self) -> bool:
        return bool(self.cards)

    @property
    def is_call(self) -> bool:
        return self.call

    @property
    def is_number(self) -> bool:
        return not self.choices and not self.cards and not self.call

    def applies(self, answers: Mapping) -> bool:
        return all(answers.get(name) in allowed for name, allowed in self.when)

    def label(self, value: str) -> str:
        if self.cards:
            return ru.cards(value.split(","))
        if self.call:
            return ru.call(value)
        return dict(self.choices).get(value, value)

    def bounds(self, answers: Mapping) -> tuple[int, int]:
        if self.after_trick and str(answers.get(self.after_trick, "")).isdigit():
            return self.low, min(self.high, 13 - int(answers[self.after_trick]))
        return self.low, self.high


@dataclass(frozen=True)
class Incident:
    code: str
    title: str
    summary: str
    laws: tuple
    questions: tuple = field(default_factory=tuple)


def load_incidents(path: Path = INCIDENTS_FILE) -> tuple[Incident, ...]:
    """The incidents and their questions from the YAML file (its header says the format); an
    entry that does not fit the format is an error naming it, raised when the site starts."""
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    if not isinstance(data, list):
        raise ValueError(f"{path.name}: a list of incidents is expected")
    return tuple(_incident(entry, f"{path.name}[{n}]") for n, entry in enumerate(data, 1))


def _incident(entry, where: str) -> Incident:
    if not isinstance(entry, dict) or not {"code", "title", "summary", "laws"} <= set(entry):
        raise ValueError(f"{where}: code, title, summary and laws are required")
    questions = tuple(
        _question(item, f"{where}.questions[{n}]")
        for n, item in enumerate(entry.get("questions") or [], 1)
    )
    laws = tuple(_text(law, where) for law in entry["laws"])
    return Incident(
        _text(entry["code"], where),
        _text(entry["title"], where),
        _text(entry["summary"], where),
        laws,
        questions,
    )


def _question(item, where: str) -> Question:
    known = {
        "name",
        "text",
        "choices",
        "when",
        "low",
        "high",
        "hint",
        "after_trick",
        "cards",
        "call",
    }
    if not isinstance(item, dict) or not {"name", "text"} <= set(item) or set(item) - known:
        raise ValueError(f"{where}: name and text are required; the fields are {sorted(known)}")
    choices = item.get("choices") or {}
    if not isinstance(choices, dict):
        raise ValueError(f"{where}: choices map an answer code to its label")
    if not choices and "high" not in item and "cards" not in item and not item.get("call"):
        raise ValueError(
            f"{where}: a question has choices, low and high for a number, cards: a..b or call: true"
        )
    cards = _allowed(item["cards"], where) if "cards" in item else ()
    when = item.get("when") or {}
    return Question(
        name=_text(item["name"], where),
        text=_text(item["text"], where),
        choices=tuple((_text(code, where), _text(label, where)) for code, label in choices.items()),
        when=tuple((_text(name, where), _allowed(values, where)) for name, values in when.items()),
        low=int(item.get("low", 0)),
        high=int(item.get("high", 0)),
        hint=str(item.get("hint", "")),
        after_trick=str(item.get("after_trick", "")),
        cards=(int(cards[0]), int(cards[-1])) if cards else (),
        call=item.get("call") is True,
    )


def _allowed(values, where: str) -> tuple[str, ...]:
    """A list of answer codes, or a range of numbers written "a..b"."""
    if isinstance(values, str) and ".." in values:
        first, _, last = values.partition("..")
        return tuple(str(n) for n in range(int(first), int(last) + 1))
    if not isinstance(values, list):
        raise ValueError(f'{where}: when lists the answers, or a range "a..b"')
    return tuple(_text(value, where) for value in values)


def _text(value, where: str) -> str:
    # YAML reads an unquoted yes or no as a boolean: such a code would never match an answer.
    if not isinstance(value, str | int) or isinstance(value, bool):
        raise ValueError(f"{where}: {value!r} must be text (quote yes and no)")
    return str(value)


INCIDENTS = load_incidents()
BY_CODE = {incident.code: incident for incident in INCIDENTS}


class FlowError(ValueError):
    """A tampered or stale answer in the URL: the message is shown, the flow restarts there."""


def incident_for(code: str | None) -> Incident | None:
    if not code:
        return None
    incident = BY_CODE.get(code)
    if incident is None:
        raise FlowError(say("messages", "unknown_incident"))
    return incident


@dataclass
class FlowState:
    """Where the flow is: the incident, the valid answers so far, the next question."""

    incident: Incident | None
    answers: dict
    question: Question | None
    asked: list  # [(question, value)] in order, for the summary
    error: str = ""

    @property
    def bounds(self) -> tuple[int, int]:
        """The range a number answer to the current question may take."""
        return self.question.bounds(self.answers) if self.question else (0, 0)


def read(data: Mapping) -> FlowState:
    """Walk the incident's questions with the submitted answers; stop at the first missing
    or invalid one (its message is kept so the form can show it)."""
    try:
        incident = incident_for(str(data.get("incident") or "").strip())
    except FlowError as exc:
        return FlowState(None, {}, None, [], str(exc))
    if incident is None:
        return FlowState(None, {}, None, [])
    answers: dict = {"incident": incident.code}
    asked = []
    for question in incident.questions:
        if not question.applies(answers):
            continue
        raw = str(data.get(question.name) or "").strip()[:40]
        if raw == "":
            return FlowState(incident, answers, question, asked)
        value, error = _valid(question, raw, answers)
        if error:
            return FlowState(incident, answers, question, asked, error)
        answers[question.name] = value
        asked.append((question, value))
    return FlowState(incident, answers, None, asked)


def links_back(state: FlowState) -> list:
    """For each answer given: (question, answer label, query string that asks it again)."""
    out = []
    kept = {"incident": state.incident.code} if state.incident else {}
    for question, value in state.asked:
        out.append((question, question.label(value), urlencode(kept)))
        kept[question.name] = value
    return out


def query(answers: Mapping) -> str:
    return urlencode(dict(answers))


def _valid(question: Question, raw: str, answers: Mapping) -> tuple[str, str]:
    if question.is_cards:
        return _cards(question, raw)
    if question.is_call:
        return _call(raw)
    if question.is_number:
        try:
            number = int(raw)
        except ValueError:
            return "", say("messages", "not_a_number", raw=raw)
        low, high = question.bounds(answers)
        if not low <= number <= high:
            return "", say("messages", "out_of_range", low=low, high=high)
        return str(number), ""
    if raw not in dict(question.choices):
        return "", say("messages", "choose")
    return raw, ""


def _cards(question: Question, raw: str) -> tuple[str, str]:
    """Cards as the director types them (♦4 ♠Т, Д4 ПТ, D4 SA), kept as ``D4,SA``."""
    tokens = [token for token in re.split(r"[\s,;]+", raw) if token]
    try:
        cards = [ru.parse_card(token) for token in tokens]
    except CardError:
        return "", say("messages", "not_cards", raw=raw)
    fewest, most = question.cards
    if not fewest <= len(cards) <= most or len(set(cards)) != len(cards):
        return "", say("messages", "cards_count", low=fewest, high=most)
    return ",".join(str(card) for card in cards), ""


# Suit letters as a director types a bid in Russian: «1Ч», «2П», «3Б», «1Т» (трефы).
_STRAIN_LETTERS = {"П": "S", "Ч": "H", "Б": "D", "Т": "C", "К": "C"}


def _call(raw: str) -> tuple[str, str]:
    """A call as the director types it (1♥, 1Ч, 1H, 3БК, пас, контра), kept as ``1H``."""
    text = raw.strip().upper().replace(" ", "")
    if len(text) == 2 and text[0].isdigit() and text[1] in _STRAIN_LETTERS:
        text = text[0] + _STRAIN_LETTERS[text[1]]
    try:
        return str(Call.parse(text)), ""
    except CallError:
        return "", say("messages", "not_a_call", raw=raw)
