"""The engine's explanation, grouped for reading: long runs of routine steps (who leads, who
won a trick — Law 44) fold under one summary so the steps that decide the question stand out.
Plain Python."""

from __future__ import annotations

import re

from quizzes.engine import russian as ru

# Law 44E/44F (who wins a trick, who leads next) are routine in every played deal.
ROUTINE_LAWS = frozenset({"44E", "44F"})
_LEADS = re.compile(rf"^({'|'.join(ru.SEAT_NAMES['nom'])}) ходит\b")
_TRICK = re.compile(r"^Взятк[аиу] (\d+)")
SHORTEST_FOLD = 4


def is_routine(step: dict) -> bool:
    law = step.get("law")
    if law in ROUTINE_LAWS:
        return True
    return not law and bool(_LEADS.match(str(step.get("text", ""))))


def groups(steps) -> list[dict]:
    """[{"folded": bool, "steps": [(number, step), …], "summary": str}] in order."""
    out, run = [], []

    def flush():
        if len(run) >= SHORTEST_FOLD:
            tricks = [
                int(m.group(1)) for _n, s in run if (m := _TRICK.match(str(s.get("text", ""))))
            ]
            span = f"взятки {tricks[0]}–{tricks[-1]}" if len(tricks) > 1 else "ход розыгрыша"
            out.append({"folded": True, "steps": list(run), "summary": f"Розыгрыш: {span}"})
        elif run:
            out.append({"folded": False, "steps": list(run), "summary": ""})
        run.clear()

    for number, step in enumerate(steps or [], start=1):
        if not isinstance(step, dict):
            continue
        if is_routine(step):
            run.append((number, step))
            continue
        flush()
        out.append({"folded": False, "steps": [(number, step)], "summary": ""})
    flush()
    return out
