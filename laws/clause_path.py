"""Clause paths: the identity of a clause, e.g. ``ClausePath("45C4(B)")``.

The levels below a law alternate letter, number, letter, number (Law 25B2(B)(1)):
``A``… → ``1``… → ``(A)``… → ``(1)``…  Because they alternate, the compact form
without brackets (``45C4B``, used for anchors and in the engine's ``laws`` lists)
is unambiguous, and both forms parse to the same value.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

# Cyrillic letters that look like the Latin clause letters (правило 45Е).
_LOOKALIKES = str.maketrans("АВСЕНКМОРТХавсенкмортх", "ABCEHKMOPTXABCEHKMOPTX")
_PART = re.compile(r"\(?([A-Z]|\d+)\)?")
_WHOLE = re.compile(r"^\s*(\d{1,3})((?:\(?(?:[A-Z]|\d+)\)?)*)\s*$")


class ClausePathError(ValueError):
    pass


@dataclass(frozen=True, order=True)
class ClausePath:
    law: int
    parts: tuple[str, ...] = ()

    def __init__(self, text: str | int, parts: tuple[str, ...] | None = None):
        if parts is not None:
            law, parsed = int(text), tuple(parts)
        else:
            law, parsed = _parse(str(text))
        _validate(law, parsed)
        object.__setattr__(self, "law", law)
        object.__setattr__(self, "parts", parsed)

    @classmethod
    def of(cls, law: int, relative: str = "") -> ClausePath:
        """A path from a law number and a law-relative path such as ``"C4(B)"``."""
        return cls(f"{law}{relative}")

    @property
    def relative(self) -> str:
        """Display form below the law: ``C4(B)``."""
        out = []
        for depth, part in enumerate(self.parts):
            out.append(f"({part})" if depth >= 2 else part)
        return "".join(out)

    @property
    def relative_compact(self) -> str:
        return "".join(self.parts)

    @property
    def anchor(self) -> str:
        """Compact form for anchors and rule citations: ``45C4B``."""
        return f"{self.law}{self.relative_compact}"

    @property
    def depth(self) -> int:
        return len(self.parts)

    @property
    def parent(self) -> ClausePath | None:
        if not self.parts:
            return None
        return ClausePath(self.law, self.parts[:-1])

    def ancestors(self) -> list[ClausePath]:
        chain, node = [], self.parent
        while node is not None:
            chain.append(node)
            node = node.parent
        return list(reversed(chain))

    def child(self, part: str) -> ClausePath:
        return ClausePath(self.law, (*self.parts, part.strip("()").upper()))

    def __str__(self) -> str:
        return f"{self.law}{self.relative}"

    def __repr__(self) -> str:
        return f"ClausePath({str(self)!r})"


def _parse(text: str) -> tuple[int, tuple[str, ...]]:
    cleaned = text.translate(_LOOKALIKES).upper().replace(" ", "")
    match = _WHOLE.match(cleaned)
    if not match:
        raise ClausePathError(f"not a clause path: {text!r}")
    law = int(match.group(1))
    tail = match.group(2)
    parts = tuple(m.group(1) for m in _PART.finditer(tail))
    return law, parts


def _validate(law: int, parts: tuple[str, ...]) -> None:
    if not 1 <= law <= 93:
        raise ClausePathError(f"no such law: {law}")
    if len(parts) > 4:
        raise ClausePathError("clause paths have at most four levels")
    for depth, part in enumerate(parts):
        wants_letter = depth % 2 == 0
        if wants_letter and not (len(part) == 1 and part.isalpha()):
            raise ClausePathError(f"level {depth + 1} must be a letter, got {part!r}")
        if not wants_letter and not part.isdigit():
            raise ClausePathError(f"level {depth + 1} must be a number, got {part!r}")
