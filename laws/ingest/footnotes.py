"""Footnotes: markers in the text, bodies under a separator, continuations across pages.

Markers are ``(*)`` and ``(**)``. A body starts ``(*) - …`` under a separator of dashes
(print) or a run of ``?`` (web) at the foot of the page. In 004, which has no page markers,
a footnote block sits where a page ended, even in the middle of a sentence. The Law 75
footnote runs from 001 p.103 (``-------------> продолжение на следующей странице``) to
000 p.104 (``<----- продолжение сноски на предыдущей странице``).

A body belongs to the markers with its mark that precede it since the previous body with that
mark; its identity is its law and the clause of its first marker — never its text (the same
text «см. сноску (*) к правилу 69.» is two footnotes, to Laws 70 and 71).
"""

from __future__ import annotations

import re

BODY = re.compile(r"^\((\*{1,2})\) - (.*)$")
SEPARATOR = re.compile(r"^(?:-{20,}|\?{20,})$")
CONTINUES_NEXT = re.compile(r"^-+> продолжение на следующей странице$")
CONTINUED_FROM_PREVIOUS = re.compile(r"^<-+ продолжение сноски на предыдущей странице$")
# A marker in law text: "картой(*)", "взяткам(**)."; not the "(*)" inside «см. сноску (*)».
MARKER = re.compile(r"\((\*{1,2})\)")
# Example headings inside the Law 75 footnote start a new paragraph of the footnote.
EXAMPLE = re.compile(r"^ПРИМЕР \d")


def parse_body(text: str) -> tuple[str, str] | None:
    """``"(*) - Но см. раздел C ниже."`` → ``("*", "Но см. раздел C ниже.")``."""
    match = BODY.match(text.strip())
    return (match.group(1), match.group(2)) if match else None


def is_separator(text: str) -> bool:
    return bool(SEPARATOR.match(text.strip()))


def markers_in(text: str) -> list[str]:
    """The footnote marks a passage of law text carries, in order."""
    return [m.group(1) for m in MARKER.finditer(text) if not _is_reference(text, m.start())]


def _is_reference(text: str, at: int) -> bool:
    return text[max(0, at - 7) : at].rstrip().endswith("сноску")


def starts_footnote_area(lines: list[str], at: int) -> bool:
    """A separator at ``lines[at]`` opens a footnote area if a body or a continuation follows."""
    if not is_separator(lines[at]):
        return False
    following = lines[at + 1].strip() if at + 1 < len(lines) else ""
    return bool(BODY.match(following) or CONTINUED_FROM_PREVIOUS.match(following))
