"""Headings and the clause hierarchy.

Глава → Часть → Раздел → Правило → clause ``A`` → ``1`` → ``(A)`` → ``(1)``. A clause heading
is its label glued to its title (``B.Не тот вистующий…``, ``(A).Игра названной картой``);
the level follows from the label's form. Underline rows: dashes, ``=====``, ``== == ==`` in
print; ``?????`` and ``?? ?? ??`` in the web edition.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

LAW_HEADING = re.compile(r"^Правило (\d{1,2})\.\s*(.*)$")
DIVISION_HEADING = re.compile(r"^(Глава|Часть|Раздел) ([IVXL]+) - (.+)$")
DIVISION_KINDS = {"Глава": "chapter", "Часть": "part", "Раздел": "section"}
_CLAUSE_LABEL = re.compile(r"^(?:([A-H])|(\d{1,2})|\(([A-H])\)|\((\d)\))\.(?=\S)(.*)$")
UNDERLINE = re.compile(r"^(?:[-=?]{3,}|(?:== )+==|(?:\?\? )+\?\?)$")
# An underline row that carries the end of a wrapped title: "------- сыграть как требуется".
UNDERLINE_WITH_TEXT = re.compile(r"^([-?]{5,}) (\S.*)$")
CLOSING = re.compile(r"^\* \* \*$")


@dataclass(frozen=True)
class Label:
    level: int  # 1: A, 2: 1, 3: (A), 4: (1)
    value: str  # "A", "1" — without brackets
    title: str


def parse_label(text: str) -> Label | None:
    """``"(A).Игра названной картой"`` → ``Label(3, "A", "Игра названной картой")``."""
    match = _CLAUSE_LABEL.match(text)
    if not match:
        return None
    for level, group in enumerate(match.groups()[:4], start=1):
        if group:
            return Label(level, group, match.group(5).strip())
    return None


def is_list_item(label: Label) -> bool:
    """``1.Проявления недостаточного внимания к игре;`` (74B1) is an item of the parent's
    enumeration («воздерживаться от:»), numbered like a clause but body text: a heading never
    ends with «;»."""
    return label.title.endswith(";")


def parse_law_heading(text: str) -> tuple[int, str] | None:
    match = LAW_HEADING.match(text)
    if not match or not 1 <= int(match.group(1)) <= 93:
        return None
    return int(match.group(1)), match.group(2).strip()


def parse_division(text: str) -> tuple[str, str, str] | None:
    """``"Часть V - ПРЕТЕНЗИИ И УСТУПКИ"`` → ``("part", "V", "ПРЕТЕНЗИИ И УСТУПКИ")``."""
    match = DIVISION_HEADING.match(text)
    if not match:
        return None
    return DIVISION_KINDS[match.group(1)], match.group(2), match.group(3).strip()


def is_underline(text: str) -> bool:
    return bool(UNDERLINE.match(text.strip()))


def display_path(stack: list[str]) -> str:
    """``["C", "4", "B"]`` → ``"C4(B)"``: levels 3 and 4 are bracketed."""
    return "".join(f"({part})" if depth >= 2 else part for depth, part in enumerate(stack))


def path_parts(path: str) -> list[str]:
    """``"C4(B)"`` → ``["C", "4", "B"]``."""
    return re.findall(r"[A-H]|\d+", path)


def path_sort_key(path: str) -> tuple[tuple[int, int | str], ...]:
    return tuple((0, int(p)) if p.isdigit() else (1, p) for p in path_parts(path))


def previous_letter(letter: str) -> str | None:
    return chr(ord(letter) - 1) if letter > "A" else None


def starts_lower(text: str) -> bool:
    """A continuation line: starts with a lower-case letter, or "(" that is not a label."""
    stripped = text.lstrip()
    if not stripped:
        return False
    if stripped[0] == "(":
        return parse_label(stripped) is None and not stripped.startswith("(*")
    return stripped[0].islower()
