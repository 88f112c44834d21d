"""The explanation as a director would write it: the ruling first, in one sentence with its
clause; then the steps that lead to it; the task author's own commentary after them, apart;
the trick-by-trick trace of the play (who led, who won each trick — Law 44) folded below.
Plain Python."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from quizzes.engine import russian as ru
from quizzes.engine.deciding import CHOICE, RULING

# Law 44E/44F (who wins a trick, who leads next) are routine in every played deal.
ROUTINE_LAWS = frozenset({"44E", "44F"})
# The scoring summary closes a played deal; it decides only a question about the score.
_SUMMARY = re.compile(r"^Итог\b")
# Law 26: «… не ходит, пока разыгрывающий не решит …» says when the lead penalty is chosen;
# the step before it says what may be chosen, which is the ruling.
_WAITING = re.compile(r"не ходит, пока разыгрывающий не решит\b")
# Law 23: «Если судья сочтёт, что …» — a possible later adjustment beside the ruling, not it.
_PROVISO = re.compile(r"^Если судья сочтёт\b")
# Questions about what a side may choose (answer_from forms): the step that gives the choice
# decides them, not a ruling said after it (the penalty card a premature play leaves, say).
_CHOICE_FORMS = re.compile(r"^(?:options(?::.*)?|option|option_side)$")
# Forms that ask for one law's ruling: what Law 26 gives declarer after a withdrawn call.
_FORM_LAWS = {"lead_penalty": "26"}
_CONNECTIVE = re.compile(r"^(?:Поэтому|Итак|Значит|Следовательно|Таким образом),?\s+")
# The label our texts carry in the data («Пояснение: …»); on the page the block they stand in
# says whose words they are, once, so the label is not repeated before each step.
_LABEL = re.compile(r"^Пояснение:\s*")


@dataclass
class Explanation:
    """``ruling``: the deciding step (None when no step cites a clause); ``steps``: the
    engine's other steps that cite a clause, in order; ``author``: the task author's
    commentary (his reasoning, in his words), in order; ``trace``: the routine rest."""

    ruling: dict | None = None
    steps: list[dict] = field(default_factory=list)
    author: list[dict] = field(default_factory=list)
    trace: list[dict] = field(default_factory=list)

    @property
    def headline(self) -> str:
        """The ruling as one sentence to lead with: no final stop (the clause follows it)."""
        if self.ruling is None:
            return ""
        # «Итог: …» (the judgement's decision, the score) reads as the ruling without its label.
        text = re.sub(r"^Итог:\s*", "", self.ruling["text"]).rstrip(".")
        # Said first, the ruling does not lean on a step before it («Поэтому …»).
        text = _CONNECTIVE.sub("", text)
        return ru.capitalised(text)

    @property
    def trace_summary(self) -> str:
        return f"Ход торговли и розыгрыша: {ru.count(len(self.trace), 'шаг')}"


def is_routine(step: dict) -> bool:
    """A step of the trace: who leads, who won a trick, the contract reached — no clause of
    its own beyond Law 44E/44F."""
    if step.get("source") == "author":
        return False
    law = step.get("law")
    return not law or law in ROUTINE_LAWS


def _clean(step: dict) -> dict:
    """The step's text without the «Пояснение:» label and without its own clause in brackets
    («… (73F2).» before the link)."""
    text = _LABEL.sub("", str(step.get("text", "")).strip())
    text = ru.capitalised(text) if text else text
    law = str(step.get("law") or "")
    if law:
        # The link after the step names the clause: «(73F2)» in the text would say it twice.
        text = re.sub(rf"\s*\({re.escape(law)}\)", "", text)
        text = text if text.endswith((".", "!", "?", "»", ")")) else text + "."
    return {**step, "text": text}


def _marked(steps: list[dict], asks_choice: bool | None = None, law: str = "") -> int | None:
    """The step marked as carrying the ruling (``decides``): the author's last mark (the
    author supplies the ruling text); else, for a question about one law's ruling (``law``),
    the last marked step of that law; else the engine's last ``CHOICE`` for a question about
    a choice and its last ``RULING`` for any other question, each the other's fallback; the
    last mark of either kind when the question is not known (``asks_choice`` None); None when
    nothing is marked."""
    author = [i for i, s in enumerate(steps) if s.get("decides") and s.get("source") == "author"]
    if author:
        return author[-1]
    of_law = [i for i, s in enumerate(steps) if law and s.get("decides") and s.get("law") == law]
    if of_law:
        return of_law[-1]
    if asks_choice is None:
        marked = [i for i, step in enumerate(steps) if step.get("decides")]
        return marked[-1] if marked else None
    order = (CHOICE, RULING) if asks_choice else (RULING, CHOICE)
    for kind in order:
        marked = [i for i, step in enumerate(steps) if step.get("decides") == kind]
        if marked:
            return marked[-1]
    return None


def settle(steps: list[dict], answer_from: str = "") -> list[dict]:
    """The question's explanation with the step that answers it flagged ``leads`` (by the
    marks, ``answer_from`` telling a question about a choice); unchanged when nothing is
    marked (the page then falls back on the heuristic)."""
    form = answer_from or ""
    index = _marked(steps, bool(_CHOICE_FORMS.match(form)), _FORM_LAWS.get(form, ""))
    if index is None:
        return steps
    return [dict(step, leads=True) if i == index else step for i, step in enumerate(steps)]


def _deciding(steps: list[dict]) -> int | None:
    """The index of the step that decides: the one the question's loader flagged (``leads``),
    else the step the engine or the author marked (``decides``); where nothing is marked, the
    engine's last step citing a clause (the author's notes explain it), the author's last
    when the engine has none; the scoring summary only when nothing else cites a clause."""
    leads = [i for i, step in enumerate(steps) if step.get("leads")]
    if leads:
        return leads[-1]
    marked = _marked(steps)
    if marked is not None:
        return marked
    cited = [i for i, step in enumerate(steps) if step.get("law") and not is_routine(step)]
    decisive = [
        i
        for i in cited
        if not _SUMMARY.match(steps[i]["text"])
        and not _WAITING.search(steps[i]["text"])
        and not _PROVISO.match(steps[i]["text"])
    ]
    engine = [i for i in decisive if steps[i].get("source") != "author"]
    chosen = engine or decisive or cited
    return chosen[-1] if chosen else None


def explain(steps) -> Explanation:
    """The steps of a question's explanation laid out for reading (junk items skipped, a
    sentence said twice kept once)."""
    clean: list[dict] = []
    seen: dict[tuple, int] = {}
    for step in steps or []:
        if not isinstance(step, dict) or not str(step.get("text", "")).strip():
            continue
        step = _clean(step)
        key = (step["text"], step.get("law"))
        if key in seen:
            # Said once, where first said; a flag the repeat carries stays with it.
            if step.get("leads"):
                clean[seen[key]] = dict(clean[seen[key]], leads=True)
            continue
        seen[key] = len(clean)
        clean.append(step)
    index = _deciding(clean)
    out = Explanation(ruling=clean[index] if index is not None else None)
    for i, step in enumerate(clean):
        if i == index:
            continue
        if step.get("source") == "author":
            out.author.append(step)
        else:
            (out.trace if is_routine(step) else out.steps).append(step)
    return out
