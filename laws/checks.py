"""Checks a parsed corpus before it is stored, and explains references it cannot resolve.

Plain Python over ``laws.ingest.corpus``: no Django here. ``import_laws`` refuses to store a
corpus with an error; an unresolved reference is not an error, it is stored with its note.
"""

from __future__ import annotations

from dataclasses import dataclass

from laws.clause_path import ClausePath, ClausePathError
from laws.ingest.corpus import Corpus, LawStatus

ERROR = "error"
WARNING = "warning"


@dataclass(frozen=True)
class Problem:
    level: str  # ERROR blocks the import, WARNING is only reported
    where: str  # «Правило 45C4(B)»
    message: str  # Russian

    def __str__(self) -> str:
        return f"{self.where}: {self.message}"


def check_corpus(corpus: Corpus) -> list[Problem]:
    """Every law 1–93 present once, clause paths valid and unique, siblings in order."""
    problems: list[Problem] = []
    missing = sorted(set(range(1, 94)) - set(corpus.laws))
    if missing:
        numbers = ", ".join(map(str, missing))
        problems.append(Problem(ERROR, "Корпус", f"нет записей о правилах {numbers}"))
    for number, law in sorted(corpus.laws.items()):
        if law.number != number:
            problems.append(
                Problem(ERROR, f"Правило {number}", f"записано под номером {law.number}")
            )
        problems.extend(_check_clauses(law))
    return problems


def _check_clauses(law) -> list[Problem]:
    problems: list[Problem] = []
    seen: set[ClausePath] = set()
    last_child: dict[ClausePath, ClausePath] = {}
    for clause in law.clauses:
        where = f"Правило {law.number}{clause.path}"
        try:
            path = ClausePath.of(law.number, clause.path)
        except ClausePathError as error:
            problems.append(Problem(ERROR, where, f"неверный путь пункта ({error})"))
            continue
        if path in seen:
            problems.append(Problem(ERROR, where, "пункт встречается дважды"))
            continue
        seen.add(path)
        parent = path.parent
        if parent is None:
            continue
        previous = last_child.get(parent)
        if previous is not None and _ordinal(previous.parts[-1]) >= _ordinal(path.parts[-1]):
            problems.append(
                Problem(ERROR, where, f"нумерация не возрастает: после {previous} идёт {path}")
            )
        last_child[parent] = path
    return problems


def _ordinal(part: str) -> int:
    return int(part) if part.isdigit() else ord(part) - ord("A") + 1


def explain_target(corpus: Corpus, target: ClausePath, footnote: bool = False) -> str:
    """Why a reference to ``target`` cannot land on text; "" when it can."""
    law = corpus.laws.get(target.law)
    if law is None or law.status == LawStatus.ABSENT:
        what = "сноску к правилу" if footnote else "правило"
        return (
            f"Ссылка на {what} {target.law}: текста правила {target.law} в источниках нет; "
            "ссылка ведёт на страницу правила с тем, что о нём известно."
        )
    if law.status == LawStatus.TITLE_ONLY:
        return (
            f"Правило {target.law} известно только по заголовку (оглавлению); "
            "ссылка ведёт на страницу правила."
        )
    if footnote:
        if any(clause.footnotes for clause in law.clauses):
            return ""
        return f"У правила {target.law} в источниках нет сносок; ссылка ведёт на правило."
    if not target.parts:
        return ""
    for clause in law.clauses:
        if clause.path == target.relative:
            if clause.has_text:
                return ""
            return (
                f"Пункт {target} известен только по оглавлению; текста в источниках нет, "
                "ссылка ведёт на его заголовок."
            )
    if any(c.has_text and lies_under(c.path, target.relative) for c in law.clauses):
        return ""  # «раздел B» of Law 14, where only B2 and B3 survive: lands on B2
    return (
        f"Пункта {target} нет в сохранившемся тексте правила {target.law} "
        f"({law.missing or 'правило неполное'}); ссылка ведёт на правило."
    )


def lies_under(path: str, ancestor: str) -> bool:
    """Whether law-relative ``path`` lies under ``ancestor`` ("B2" under "B", not "B" itself)."""
    return len(path) > len(ancestor) and path.startswith(ancestor)
