"""Un-flattening the web edition (001): its paragraphs back into logical lines.

The web edition joined print lines into paragraphs, so one paragraph can hold a page marker,
a title underline turned into ``?????``, a clause heading and body text
(``…считается последовавшей после неё игрой. B.Одновременная игра…``) or a footnote
separator and its footnote (``уступку: ????…???? (*) - см. сноску…``).
"""

from __future__ import annotations

import re

from laws.ingest.corpus import SourceLine
from laws.ingest.pages import CHROME_KIND, MARKER, TEXT, line_kind, split_web_marker
from laws.ingest.textline import TextLine

# A clause heading glued after the end of a sentence; "S.O. C.Игрок" splits after "S.O.".
_GLUED_HEADING = re.compile(r"(?<=[.:;)]) (?=[A-H]\.[А-ЯЁ])")
# A run of "?" that was a box-drawing rule: underline or footnote separator.
_QUESTION_RUN = re.compile(r"\?{5,}")
# The underline of "ПРИМЕР 1 - ошибочное объяснение ------- В действительности…".
_INNER_RULE = re.compile(r" (-{5,}) (?=\S)")


def split_paragraph(text: str) -> list[str]:
    """Split one web paragraph into logical lines."""
    pieces: list[str] = []
    position = 0
    for match in _QUESTION_RUN.finditer(text):
        before = text[position : match.start()].strip()
        if before:
            pieces.extend(_split_headings(before))
        pieces.append(match.group(0))
        position = match.end()
    rest = text[position:].strip()
    if rest:
        pieces.extend(_split_headings(rest))
    out = []
    for piece in pieces:
        out.extend(_split_inner_rule(piece))
    return out


def _split_headings(text: str) -> list[str]:
    return [part for part in _GLUED_HEADING.split(text) if part]


def _split_inner_rule(text: str) -> list[str]:
    match = _INNER_RULE.search(text)
    if not match or text.startswith("-"):
        return [text]
    return [text[: match.start()], match.group(1), text[match.end() :]]


def unflatten(lines: list[SourceLine]) -> list[TextLine]:
    """Logical lines of web law text; markers, chrome and blank lines dropped."""
    out: list[TextLine] = []
    for line in lines:
        kind = line_kind(line.text, "web")
        if kind == MARKER:
            text = split_web_marker(line.text.strip())[1]
        elif kind == TEXT:
            text = line.text.strip()
        else:
            continue
        if kind == CHROME_KIND or not text:
            continue
        for index, piece in enumerate(split_paragraph(text)):
            out.append(TextLine(piece, line.file, line.number, line.page, "web", index == 0))
    return out
