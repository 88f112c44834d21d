"""What the reader makes of one run of text, before laws are assigned and copies merged."""

from __future__ import annotations

from dataclasses import dataclass, field

from laws.ingest.corpus import SourceRef


@dataclass
class DraftParagraph:
    text: str
    refs: list[SourceRef]
    page: int | None
    edition: str
    cut_before: bool = False
    cut_after: bool = False
    rows: list[list[str]] | None = None
    last_line: str = ""  # the last raw line appended, for the paragraph-break rule
    breaks_inside: int = 0  # footnote blocks (page ends) that interrupt this paragraph (004)
    break_before: bool = False  # a footnote block (page end) just before it (004)
    pages: list[int | None] = field(default_factory=list)  # every page the paragraph is read on
    last_in_run: bool = False  # the sources stop after it (a page end whose next page is lost)


@dataclass
class DraftFootnote:
    mark: str
    paragraphs: list[str]
    refs: list[SourceRef]
    page: int | None
    edition: str
    markers: list[Block] = field(default_factory=list)
    continued: bool = False
    continues_next: bool = False  # «-------------> продолжение на следующей странице»

    @property
    def text(self) -> str:
        return "\n".join(p for p in self.paragraphs if p)


@dataclass
class Block:
    """A clause as read in one run: its heading and the paragraphs up to the next heading."""

    level: int  # 0: text before any heading (a law preamble, or a clause tail in a headless run)
    label: str  # "A", "1", "B" (no brackets); "" for level 0
    heading: str
    heading_refs: list[SourceRef]
    paragraphs: list[DraftParagraph] = field(default_factory=list)
    footnotes: list[DraftFootnote] = field(default_factory=list)
    path: str | None = None  # law-relative display path once resolved
    edition: str = "print"
    inferred: str | None = None  # why the path was inferred (headless fragments), Russian


@dataclass
class LawPart:
    """The text of one law inside one run. ``number`` is None for a headless start."""

    number: int | None
    title: str | None
    title_refs: list[SourceRef]
    blocks: list[Block] = field(default_factory=list)
    # How the part ends: "heading" (next law or division heading), "fill" (blank fill that
    # closes a part), "closing" (the closing formula), "run_end" (the sources stop here).
    end: str = "run_end"
    inferred: str | None = None
    start_stack: list[str] = field(default_factory=list)  # parents of a headless start
    heading_page: int | None = None


@dataclass
class DraftDivision:
    kind: str
    number: str
    title: str
    refs: list[SourceRef]
    page: int | None
    before_law: int | None = None


@dataclass
class Run:
    """Contiguous text: one page, or consecutive pages stitched across files, or one 004 copy."""

    name: str  # "001 p.79 + 000 p.80", "004 copy 1"
    pages: list[int | None]
    parts: list[LawPart] = field(default_factory=list)
    divisions: list[DraftDivision] = field(default_factory=list)
    closing: list[DraftParagraph] = field(default_factory=list)
    # Footnote blocks of 004 mark unmarked page ends; counted for page inference.
    paginated: bool = True
