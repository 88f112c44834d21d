"""The glossary (Определения) page: Russian term, English term, definition, cited laws.

The surviving page (seed 002, p.31) is a two-column print table flattened into rows: the
term and the first words of its definition share a row, the English term in brackets
opens the next row in front of the definition's continuation, and «(см. правило 77).»
rows belong to the right-hand column:

    Очки за взятки Очки,набранные стороной
    (trick points) разыгрывающего в случае
    выполнения контракта.
    (см. правило 77).
"""

from __future__ import annotations

import re

from laws.ingest.corpus import GlossaryEntry, SourceLine, SourceRef
from laws.references import find_references

_MARKER = re.compile(r"^-\s+\d{1,3}(?:\s+-)?$")
_NUMBER_RUN = re.compile(r"^\d+(?:\s+\d+){5,}$")
# «(trick points) разыгрывающего в случае»: an English term opens the second row.
_ENGLISH = re.compile(r"^\((?P<english>[A-Za-z][A-Za-z' -]*)\)\s*(?P<rest>.*)$")
# The definition starts with a capital: the second capitalised word of the first row.
_DEFINITION_START = re.compile(r"\s(?=[А-ЯЁA-Z][а-яёa-z])")
_LINE_END_HYPHEN = re.compile(r"(?<=[А-Яа-яЁёA-Za-z])-$")


def parse_glossary(lines: list[SourceLine]) -> list[GlossaryEntry]:
    """Glossary entries in page order. ``lines`` are the raw lines of a glossary page;
    page markers, blank fill and number runs among them are skipped, and an entry ends
    at the next entry or at the first blank line or marker (the page fill after the last
    definition, 002:22–29)."""
    page = _page(lines)
    entries = []
    for rows in _blocks(lines):
        starts = [
            i
            for i in range(1, len(rows))
            if _ENGLISH.match(rows[i].text.strip()) and not _ENGLISH.match(rows[i - 1].text.strip())
        ]
        for n, first in enumerate(starts):
            end = starts[n + 1] - 1 if n + 1 < len(starts) else len(rows)
            entries.append(_entry(rows[first - 1 : end], page))
    return entries


def _blocks(lines: list[SourceLine]) -> list[list[SourceLine]]:
    blocks: list[list[SourceLine]] = [[]]
    for line in lines:
        text = line.text.strip()
        if not text or _MARKER.match(text) or _NUMBER_RUN.match(text):
            if blocks[-1]:
                blocks.append([])
            continue
        blocks[-1].append(line)
    return [block for block in blocks if block]


def _entry(rows: list[SourceLine], page: int | None) -> GlossaryEntry:
    term, definition_start = _split_first_row(rows[0].text.strip())
    english = _ENGLISH.match(rows[1].text.strip())
    assert english is not None, "an entry starts at the row before its English term"
    pieces = [definition_start, english["rest"]] + [row.text.strip() for row in rows[2:]]
    definition = _join(pieces)
    laws = []
    for reference in find_references(definition):
        for target in reference.targets:
            if str(target) not in laws:
                laws.append(str(target))
    return GlossaryEntry(
        term=term,
        english=english["english"].strip(),
        definition=definition,
        laws=laws,
        source=SourceRef(rows[0].file, rows[0].number, rows[-1].number, page),
    )


def _split_first_row(row: str) -> tuple[str, str]:
    # The term column is narrow and the definition opens with a capital letter, so the
    # first capitalised word after the term starts the definition.
    split = _DEFINITION_START.search(row, 1)
    if split is None:
        return row, ""
    return row[: split.start()].strip(), row[split.end() :].strip()


def _join(pieces: list[str]) -> str:
    out = ""
    for piece in pieces:
        if not piece:
            continue
        if _LINE_END_HYPHEN.search(out):
            out = out[:-1] + piece  # print hyphenation: «не хва-» ⏎ «тило»
        else:
            out = f"{out} {piece}" if out else piece
    return out


def _page(lines: list[SourceLine]) -> int | None:
    for line in lines:
        marker = re.match(r"^-\s+(\d{1,3})(?:\s+-)?$", line.text.strip())
        if marker:
            return int(marker.group(1))
    return next((line.page for line in lines if line.page is not None), None)
