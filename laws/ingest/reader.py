"""Reading one run of law text into law parts, clause blocks, paragraphs and footnotes.

A run is contiguous text: one page, or pages that continue each other across files (001 p.79
→ 000 p.80), or one copy of 004. Reading is line by line with a small state: the current law
part, clause block, open paragraph and footnote. Paragraphs run on across page joins, which
is how text split between files (``ин|формацию``) is stitched.
"""

from __future__ import annotations

from dataclasses import dataclass

from laws.ingest import footnotes as fn
from laws.ingest import structure as st
from laws.ingest import tables
from laws.ingest.corpus import SourceError, SourceRef
from laws.ingest.draft import (
    Block,
    DraftDivision,
    DraftFootnote,
    DraftParagraph,
    LawPart,
    Run,
)
from laws.ingest.hyphenation import ends_with_hyphenation, join
from laws.ingest.textline import TextLine
from laws.ingest.yo import repair_yo

BODY, LAW_TITLE, HEADING, FOOTNOTE, CLOSING = "body", "law_title", "heading", "footnote", "closing"
# A print line shorter than this that ends a sentence ends its paragraph (print lines are
# justified to about 46 characters; a paragraph's last line is usually short).
SHORT_LINE = 40
# Blank lines that fill the rest of a page: the end of a part or chapter (000 after Law 71).
FILL_LINES = 5


@dataclass(frozen=True)
class Blank:
    file: str
    number: int
    page: int | None


@dataclass(frozen=True)
class PageBreak:
    page: int | None


Item = TextLine | Blank | PageBreak


def ends_sentence(text: str) -> bool:
    """The text ends a sentence: not ``(см.``, not ``- см.``, not ``во``, not ``…или:``."""
    stripped = text.rstrip()
    if not stripped or stripped.endswith("см.") or ends_with_hyphenation(stripped):
        return False
    if stripped.count("(") > stripped.count(")"):
        return False
    return stripped[-1] in ".!?" or stripped.endswith((".)", '."', ".»"))


def _ends_clause(text: str) -> bool:
    stripped = text.rstrip()
    return bool(stripped) and stripped[-1] in ".:;!?" and not stripped.endswith("см.")


class Reader:
    def __init__(self, name: str, paginated: bool):
        self.run = Run(name=name, pages=[], paginated=paginated)
        self.part: LawPart | None = None
        self.block: Block | None = None
        self.para: DraftParagraph | None = None
        self.footnote: DraftFootnote | None = None
        self.mode = BODY
        self.pending: dict[str, list[Block]] = {"*": [], "**": []}
        self.waiting_continuation: DraftFootnote | None = None
        self.pending_divisions: list[DraftDivision] = []
        self.blanks = 0
        self.page_break_pending = False  # 004: a footnote block (a page end) was just read
        self.footnote_last_line = ""

    # -- entry points ---------------------------------------------------------------------

    def read(self, items: list[Item]) -> Run:
        texts = [i.text.strip() if isinstance(i, TextLine) else "" for i in items]
        index = 0
        while index < len(items):
            item = items[index]
            if isinstance(item, PageBreak):
                self._page_break()
            elif isinstance(item, Blank):
                self.blanks += 1
            else:
                consumed = self._line(item, texts, index, items)
                index += consumed - 1
            index += 1
        self._finish()
        return self.run

    # -- line dispatch --------------------------------------------------------------------

    def _line(self, line: TextLine, texts: list[str], index: int, items: list[Item]) -> int:
        text = repair_yo(line.text.strip())
        if line.page not in self.run.pages:
            self.run.pages.append(line.page)
        if self.blanks:
            if self.blanks >= FILL_LINES and self.part is not None:
                self._close_paragraph()
                self.part.end = "fill"
            self.blanks = 0

        if self.mode == CLOSING:
            self.run.closing.append(DraftParagraph(text, [line.ref], line.page, line.edition))
            return 1
        if self.mode == FOOTNOTE:
            if self._footnote_line(line, text):
                return 1
        if self.mode == LAW_TITLE:
            if st.is_underline(text):
                return 1
            if st.starts_lower(text) and self.part is not None:
                self.part.title = join(self.part.title or "", text, line.edition)
                self.part.title_refs.append(line.ref)
                return 1
            self.mode = BODY
        if self.mode == HEADING and self.block is not None:
            if st.starts_lower(text) or (
                line.edition == "print" and ends_with_hyphenation(self.block.heading)
            ):
                self.block.heading = join(self.block.heading, text, self.block.edition)
                self.block.heading_refs.append(line.ref)
                self.block.edition = line.edition
                return 1
            self.mode = BODY

        if fn.starts_footnote_area(texts, index):
            self.mode = FOOTNOTE
            self.footnote = None
            return 1
        if st.CLOSING.match(text):
            self._close_paragraph()
            if self.part is not None:
                self.part.end = "closing"
            self.mode = CLOSING
            return 1
        if tables.is_scoring_table_start(text):
            return self._scoring_table(items, index)
        if tables.is_imp_line(text):
            return self._imp_table(items, index)
        law = st.parse_law_heading(text)
        if law:
            self._law_heading(line, *law)
            return 1
        division = st.parse_division(text)
        if division:
            self._division(line, *division)
            return 1
        if st.is_underline(text):
            return 1
        label = st.parse_label(text)
        if label:
            self._clause_heading(line, label)
            return 1
        self._body(line, text)
        return 1

    # -- headings -------------------------------------------------------------------------

    def _end_part(self) -> None:
        self._close_paragraph()
        if self.part is not None and self.part.end == "run_end":
            self.part.end = "heading"

    def _law_heading(self, line: TextLine, number: int, title: str) -> None:
        self._end_part()
        for division in self.pending_divisions:
            division.before_law = number
        self.pending_divisions = []
        self.part = LawPart(number, title or None, [line.ref], heading_page=line.page)
        self.run.parts.append(self.part)
        self.block = None
        self.mode = LAW_TITLE

    def _division(self, line: TextLine, kind: str, number: str, title: str) -> None:
        self._end_part()
        division = DraftDivision(kind, number, title, [line.ref], line.page)
        self.run.divisions.append(division)
        self.pending_divisions.append(division)
        self.block = None

    def _clause_heading(self, line: TextLine, label: st.Label) -> None:
        self._close_paragraph()
        part = self._ensure_part()
        if st.is_list_item(label):
            self.block = Block(label.level, label.value, "", [line.ref], edition=line.edition)
            part.blocks.append(self.block)
            self.mode = BODY
            self._body(line, label.title)
            return
        self.block = Block(label.level, label.value, label.title, [line.ref], edition=line.edition)
        part.blocks.append(self.block)
        self._note_markers(label.title)
        self.mode = HEADING

    def _ensure_part(self) -> LawPart:
        if self.part is None:
            self.part = LawPart(None, None, [])
            self.run.parts.append(self.part)
        return self.part

    def _ensure_block(self) -> Block:
        part = self._ensure_part()
        if self.block is None:
            self.block = Block(0, "", "", [], edition="print")
            part.blocks.append(self.block)
        return self.block

    # -- body text ------------------------------------------------------------------------

    def _body(self, line: TextLine, text: str) -> None:
        block = self._ensure_block()
        self._note_markers(text)
        para = self.para
        if para is not None and not self._breaks(para, line, text):
            para.text = join(para.text, text, para.edition)
            para.edition = line.edition
            para.last_line = text
            para.refs.append(line.ref)
            if line.page not in para.pages:
                para.pages.append(line.page)
            if self.page_break_pending:
                para.breaks_inside += 1
        else:
            self._close_paragraph()
            part = self._ensure_part()
            first_of_tail = (
                block.level == 0
                and not block.paragraphs
                and part.number is None
                and part.blocks[0] is block
            )
            self.para = DraftParagraph(
                text,
                [line.ref],
                line.page,
                line.edition,
                cut_before=first_of_tail,
                last_line=text,
                break_before=self.page_break_pending,
                pages=[line.page],
            )
            block.paragraphs.append(self.para)
        self.page_break_pending = False

    def _breaks(self, para: DraftParagraph, line: TextLine, text: str) -> bool:
        previous = para.last_line
        if not _ends_clause(previous) or not text or text[0].islower():
            return False
        if line.edition == "web":
            return line.paragraph_start
        return len(previous) < SHORT_LINE

    def _close_paragraph(self) -> None:
        self.para = None

    def _note_markers(self, text: str) -> None:
        for mark in fn.markers_in(text):
            self.pending[mark].append(self._ensure_block())

    # -- footnotes ------------------------------------------------------------------------

    def _footnote_line(self, line: TextLine, text: str) -> bool:
        """Read a line of a footnote area; False where the area has ended (004)."""
        body = fn.parse_body(text)
        if body:
            mark, first = body
            markers = self.pending[mark] or [self._ensure_block()]
            self.pending[mark] = []
            self.footnote = DraftFootnote(
                mark, [first], [line.ref], line.page, line.edition, markers=list(markers)
            )
            self.footnote_last_line = text
            markers[0].footnotes.append(self.footnote)
            return True
        if fn.CONTINUED_FROM_PREVIOUS.match(text) and self.waiting_continuation is not None:
            self.footnote = self.waiting_continuation
            self.waiting_continuation = None
            self.footnote.continued = True
            self.footnote.paragraphs.append("")
            self.footnote.refs.append(line.ref)
            return True
        if self.footnote is None:
            self.mode = BODY
            return False
        if fn.CONTINUES_NEXT.match(text):
            self.footnote.continues_next = True
            self.footnote.refs.append(line.ref)
            self.waiting_continuation = self.footnote
            return True
        if st.is_underline(text):
            self.footnote.paragraphs.append("")
            return True
        last = self.footnote.paragraphs[-1]
        if not self.run.paginated and ends_sentence(last) and not fn.EXAMPLE.match(text):
            # 004: the block is over; the text after it is the next (unmarked) page.
            self.mode = BODY
            self.footnote = None
            self.page_break_pending = True
            return False
        new_paragraph = fn.EXAMPLE.match(text) or (
            last
            and _ends_clause(last)
            and text[:1].isupper()
            and (line.edition == "web" or len(self.footnote_last_line) < SHORT_LINE)
        )
        if new_paragraph or not last:
            if last:
                self.footnote.paragraphs.append(text)
            else:
                self.footnote.paragraphs[-1] = text
        else:
            self.footnote.paragraphs[-1] = join(last, text, self.footnote.edition)
        self.footnote.edition = line.edition
        self.footnote.refs.append(line.ref)
        self.footnote_last_line = text
        return True

    # -- tables ---------------------------------------------------------------------------

    def _imp_table(self, items: list[Item], index: int) -> int:
        lines: list[TextLine] = []
        at = index
        while at < len(items):
            item = items[at]
            if not isinstance(item, TextLine) or not tables.is_imp_line(item.text):
                break
            lines.append(item)
            at += 1
        try:
            rows = tables.imp_scale([t.text for t in lines])
        except ValueError as error:
            raise SourceError(lines[0].file, lines[0].number, str(error)) from error
        self._add_table("", rows, lines)
        return len(lines)

    def _scoring_table(self, items: list[Item], index: int) -> int:
        lines: list[TextLine] = []
        at = index
        while at < len(items):
            item = items[at]
            if not isinstance(item, TextLine):
                break
            lines.append(item)
            at += 1
        by_paragraph: dict[int, list[TextLine]] = {}
        for line in lines:
            by_paragraph.setdefault(line.number, []).append(line)
        texts = [" ".join(t.text for t in group) for group in by_paragraph.values()]
        try:
            pieces = tables.scoring_table(texts)
        except (ValueError, IndexError) as error:
            message = f"таблица правила 77 не читается: {error}"
            raise SourceError(lines[0].file, lines[0].number, message) from error
        for text, rows in pieces:
            self._add_table(text, rows, lines)
        return len(lines)

    def _add_table(self, text: str, rows: list[list[str]] | None, lines: list[TextLine]) -> None:
        self._close_paragraph()
        block = self._ensure_block()
        first, last = lines[0], lines[-1]
        ref = SourceRef(first.file, first.number, last.number, first.page)
        para = DraftParagraph(text, [ref], first.page, first.edition, rows=rows, pages=[first.page])
        block.paragraphs.append(para)

    # -- pages and the end ----------------------------------------------------------------

    def _page_break(self) -> None:
        if self.mode == FOOTNOTE:
            self.mode = BODY
            self.footnote = None

    def _finish(self) -> None:
        if self.part is None:
            return
        last_paragraphs = [p for b in self.part.blocks for p in b.paragraphs]
        if last_paragraphs:
            last_paragraphs[-1].last_in_run = True
        last_block = self.part.blocks[-1] if self.part.blocks else None
        if self.part.end == "run_end" and last_block is not None:
            if last_block.paragraphs:
                last = last_block.paragraphs[-1]
                if last.rows is None and not ends_sentence(last.text):
                    last.cut_after = True
            elif not ends_sentence(last_block.heading):
                # A heading the sources stop right after: its text is lost.
                page = last_block.heading_refs[-1].page if last_block.heading_refs else None
                last_block.paragraphs.append(
                    DraftParagraph("", [], page, last_block.edition, cut_after=True)
                )
