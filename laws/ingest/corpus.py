"""The structured corpus the parsers produce and the importer stores.

This is the contract between ``laws.ingest`` (plain Python) and the Django side
(``laws.models`` and ``import_laws``). Everything here is plain data.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum


class SourceError(Exception):
    """A source file is missing or cannot be parsed; names the file and line."""

    def __init__(self, file: str, line: int | None, message: str):
        self.file, self.line, self.message = file, line, message
        where = f"{file}, строка {line}" if line else file
        super().__init__(f"{where}: {message}")


@dataclass(frozen=True)
class SourceLine:
    """One raw line of a seed, with the printed page it sits on (None where unknown)."""

    file: str
    number: int  # 1-based line number in the file
    text: str
    page: int | None


@dataclass(frozen=True)
class SourceRef:
    """Provenance: where a passage was read. A merged passage carries several."""

    file: str
    first_line: int
    last_line: int
    page: int | None


class LawStatus(StrEnum):
    COMPLETE = "complete"
    PARTIAL = "partial"
    TITLE_ONLY = "title_only"
    ABSENT = "absent"


@dataclass
class Footnote:
    mark: str  # "*" or "**", as printed in the text
    text: str
    page: int | None
    sources: list[SourceRef] = field(default_factory=list)
    continued: bool = False  # runs across a page break (Law 75)
    # Every clause (law-relative path) whose text carries this footnote's marker; the footnote
    # itself sits in the clause of the first marker (Law 53: ["A", "B"]).
    marker_paths: list[str] = field(default_factory=list)


@dataclass
class Paragraph:
    """A paragraph of law text; footnote markers stay inline as "(*)" / "(**)"."""

    text: str
    page: int | None
    sources: list[SourceRef] = field(default_factory=list)
    cut_before: bool = False  # the sources start mid-sentence here
    cut_after: bool = False  # the sources stop mid-sentence here
    # A table rebuilt from its damaged cells (Law 77's scoring table, Law 78B's IMP scale):
    # rows of cells, the first row the header; ``text`` then holds a caption or "".
    rows: list[list[str]] | None = None
    # True where ``page`` was not read from a page marker but derived (004 has no markers:
    # the TOC rule "TOC page = marker page + 4", footnote blocks at page ends, neighbours).
    page_inferred: bool = False
    # Pages that begin inside the paragraph: (offset in ``text``, page, derived, in a word).
    page_starts: list[tuple[int, int, bool, bool]] = field(default_factory=list)


@dataclass
class Clause:
    """A clause of a law. ``path`` is law-relative display form: "" (the law's own
    preamble), "A", "C4", "C4(B)", "B2(B)(1)"."""

    path: str
    heading: str = ""  # "" where the clause has no heading of its own
    paragraphs: list[Paragraph] = field(default_factory=list)
    footnotes: list[Footnote] = field(default_factory=list)
    has_text: bool = True  # False: known only from the table of contents
    toc_page: int | None = None
    # Set where the clause was assigned by evidence rather than read from a heading:
    # the reason, in Russian, e.g. «следующий заголовок на странице — Правило 7».
    inferred: str | None = None


@dataclass
class Division:
    """Глава / Часть / Раздел heading."""

    kind: str  # "chapter" | "part" | "section"
    number: str  # Roman numeral as printed: "V", "III"
    title: str
    first_law: int  # the law the heading stands in front of
    page: int | None = None
    from_toc: bool = False


@dataclass
class Law:
    number: int
    title: str | None = None
    title_from_toc: bool = False
    status: LawStatus = LawStatus.ABSENT
    missing: str = ""  # Russian: what the sources lack («нет начала раздела A, …»)
    clauses: list[Clause] = field(default_factory=list)  # document order; preamble first
    toc_page: int | None = None
    inferred: str | None = None  # reason the law number was inferred, for headless fragments
    page: int | None = None  # printed page of the «Правило N.» heading, where a marker shows it


@dataclass
class TocEntry:
    law: int | None
    path: str  # law-relative path, "" for the law title; division rows have law=None
    title: str
    page: int | None
    source: SourceRef | None = None


@dataclass
class GlossaryEntry:
    term: str  # «Козырь»
    english: str  # «trump»
    definition: str
    laws: list[str] = field(default_factory=list)  # cited clause paths, e.g. ["77"]
    source: SourceRef | None = None


@dataclass
class IndexEntry:
    headword: str  # «Фальшренонс»
    text: str  # the sub-entry with «=» expanded, or "" for the headword line itself
    raw: str  # the sub-entry exactly as printed (with «=»)
    laws: list[str] = field(default_factory=list)  # law numbers or paths as printed: ["64", "62"]
    see: list[str] = field(default_factory=list)  # «см.» targets (headwords)
    see_also: list[str] = field(default_factory=list)  # «см. также» targets
    running_head: bool = False  # headword continued from a page that is not in the sources
    page: int | None = None
    source: SourceRef | None = None


@dataclass
class Corpus:
    laws: dict[int, Law]  # every law 1–93, absent ones included
    divisions: list[Division] = field(default_factory=list)
    toc: list[TocEntry] = field(default_factory=list)
    glossary: list[GlossaryEntry] = field(default_factory=list)
    index: list[IndexEntry] = field(default_factory=list)
    sources: dict[str, str] = field(default_factory=dict)  # file name -> sha256
    # The closing formula after Law 93 («* * *», «Официальный текст составлен…»): no law's text.
    closing: list[Paragraph] = field(default_factory=list)
