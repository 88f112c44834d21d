"""The table-of-contents fragments (001, pages marked «139», 4, 8, 12).

Entries are ``label + title + dot leader + page``: ``C.Возвращение карт в дубликатную
коробку..40``, ``Правило 8. Последовательность раундов.......40``, ``Глава IV - ОСНОВНЫЕ
ПРАВИЛА О НАРУШЕНИЯХ......41``. The web edition glued entries after a page number and split
wrapped entries into paragraphs, losing the hyphen inside words (``…в ходе тор`` ¶
``говли....57``); the leader can be a single dot (``вистующим.41``). A fragment that starts
inside a law belongs to the law before the next ``Правило N`` entry. The first fragment
follows a marker «139», which is not a contents page.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from laws.ingest import structure as st
from laws.ingest.corpus import SourceError, SourceLine, SourceRef, TocEntry
from laws.ingest.hyphenation import join_web
from laws.ingest.pages import MARKER, TEXT, line_kind, split_web_marker

_ENDS_WITH_PAGE = re.compile(r"\.\s*\d+$")
_GLUED_ENTRY = re.compile(
    r"(?<=\.\d\d) (?=[A-H]\.|\d{1,2}\.|\([A-H1-9]\)\.|Правило \d|Раздел |Глава |Часть )"
)
_ENTRY = re.compile(r"^(?P<body>.*?)\s*\.+\s*(?P<page>\d+)$")


@dataclass
class TocPiece:
    text: str
    refs: list[SourceRef]


def toc_pieces(lines: list[SourceLine]) -> list[TocPiece]:
    """Entries of the contents pages, wrapped lines joined and glued entries split."""
    joined: list[TocPiece] = []
    for line in lines:
        kind = line_kind(line.text, "web")
        if kind == MARKER:
            text = split_web_marker(line.text.strip())[1]
            if joined and not _ENDS_WITH_PAGE.search(joined[-1].text):
                joined.append(TocPiece("", []))  # a page break ends an unfinished entry
        elif kind == TEXT:
            text = line.text.strip()
        else:
            continue
        if not text:
            continue
        ref = SourceRef(line.file, line.number, line.number, line.page)
        if joined and joined[-1].text and not _ENDS_WITH_PAGE.search(joined[-1].text):
            joined[-1].text = join_web(joined[-1].text, text)
            joined[-1].refs.append(ref)
        else:
            joined.append(TocPiece(text, [ref]))
    out = []
    for piece in joined:
        for part in _GLUED_ENTRY.split(piece.text):
            if part:
                out.append(TocPiece(part, piece.refs))
    return out


@dataclass
class RawEntry:
    kind: str  # "law", "clause", "division"
    law: int | None
    label: st.Label | None
    division: tuple[str, str, str] | None
    title: str
    page: int | None
    ref: SourceRef


def parse_toc(lines: list[SourceLine]) -> tuple[list[TocEntry], list[RawEntry]]:
    """TOC entries with law-relative paths. Division rows have ``law=None`` and path ""."""
    raw: list[RawEntry] = []
    for piece in toc_pieces(lines):
        match = _ENTRY.match(piece.text)
        body, page = (
            (match.group("body"), int(match.group("page"))) if match else (piece.text, None)
        )
        ref = SourceRef(
            piece.refs[0].file,
            piece.refs[0].first_line,
            piece.refs[-1].last_line,
            piece.refs[0].page,
        )
        law = st.parse_law_heading(body)
        if law:
            raw.append(RawEntry("law", law[0], None, None, law[1], page, ref))
            continue
        division = st.parse_division(body)
        if division:
            raw.append(RawEntry("division", None, None, division, division[2], page, ref))
            continue
        label = st.parse_label(body)
        if label:
            raw.append(RawEntry("clause", None, label, None, label.title, page, ref))
    _assign_laws(raw)
    entries: list[TocEntry] = []
    stack: list[str] = []
    for entry in raw:
        if entry.kind == "division":
            entries.append(TocEntry(None, "", entry.title, entry.page, entry.ref))
        elif entry.kind == "law":
            stack = []
            entries.append(TocEntry(entry.law, "", entry.title, entry.page, entry.ref))
        else:
            label = entry.label
            assert label is not None, "a clause row of the contents has its label"
            level = label.level
            if len(stack) < level - 1:
                raise SourceError(
                    entry.ref.file,
                    entry.ref.first_line,
                    f"в оглавлении нет раздела над «{entry.title}»",
                )
            stack = stack[: level - 1] + [label.value]
            entries.append(
                TocEntry(entry.law, st.display_path(stack), entry.title, entry.page, entry.ref)
            )
    return entries, raw


def _assign_laws(raw: list[RawEntry]) -> None:
    current: int | None = None
    for index, entry in enumerate(raw):
        if entry.kind == "law":
            current = entry.law
        elif current is None or _starts_fragment(raw, index):
            following = next((e.law for e in raw[index:] if e.kind == "law"), None)
            current = following - 1 if following else None
        if entry.kind != "division":
            entry.law = current


def _starts_fragment(raw: list[RawEntry], index: int) -> bool:
    # A new contents page whose first entry is not a law heading starts inside a law.
    if index == 0:
        return True
    return raw[index].ref.page != raw[index - 1].ref.page and raw[index].kind == "clause"


def toc_divisions(
    raw: list[RawEntry],
) -> list[tuple[tuple[str, str, str], int | None, int | None, SourceRef]]:
    """(kind, number, title), the law it stands before, its TOC page, where it was read."""
    out: list[tuple[tuple[str, str, str], int | None, int | None, SourceRef]] = []
    for index, entry in enumerate(raw):
        if entry.kind == "division" and entry.division is not None:
            following = next((e.law for e in raw[index + 1 :] if e.kind == "law"), None)
            out.append((entry.division, following, entry.page, entry.ref))
    return out
