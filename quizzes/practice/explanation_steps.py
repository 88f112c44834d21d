"""The explanation as a director would write it: the ruling first, in one sentence with its
clause; then the steps that lead to it; the task author's own commentary after them, apart;
the trick-by-trick trace of the play (who led, who won each trick — Law 44) folded below.
Plain Python."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from quizzes.engine import russian as ru

# Law 44E/44F (who wins a trick, who leads next) are routine in every played deal.
ROUTINE_LAWS = frozenset({"44E", "44F"})
# The scoring summary closes a played deal; it decides only a question about the score.
_SUMMARY = re.compile(r"^Итог\b")
# Law 26: «… не ходит, пока разыгрывающий не решит …» says when the lead penalty is chosen;
# the step before it says what may be chosen, which is the ruling.
_WAITING = re.compile(r"не ходит, пока разыгрывающий не решит\b")
# Law 23: «Если судья сочтёт, что …» — a possible later adjustment beside the ruling, not it.
_PROVISO = re.compile(r"^Если судья сочтёт\b")
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
        text = self.ruling["text"].rstrip(".")
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


def _deciding(steps: list[dict]) -> int | None:
    """The index of the step that decides: the engine's last step citing a clause (the
    author's notes explain it), the author's last when the engine has none; the scoring
    summary only when nothing else cites a clause."""
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
    clean, seen = [], set()
    for step in steps or []:
        if not isinstance(step, dict) or not str(step.get("text", "")).strip():
            continue
        step = _clean(step)
        key = (step["text"], step.get("law"))
        if key in seen:
            continue
        seen.add(key)
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
