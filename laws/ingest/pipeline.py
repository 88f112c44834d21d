"""``build_corpus(source_dir) -> Corpus``: the whole parse, from source files to laws.

1. load the files the manifest lists (``sources``) and give every line its page (``pages``);
2. classify pages: law text, contents, subject index, glossary;
3. chain law pages into runs across files and read each run (``runs``, ``reader``);
4. read the contents (``toc``); assign headless fragments to laws (``assignment``);
5. merge the copies (``merge``); derive pages for 004 (``unmarked_pages``);
6. build every law 1–93 with its status (``status``), divisions, glossary and index.

Page numbers. ``Paragraph.page`` is the number printed on the source page (``- 80 -``), the
numbering every marked passage already has. The contents count four more (contents page =
marker page + 4 for all 22 headings found in both), so contents pages stay in ``toc_page``
and are never mixed in: Law 45 is on contents p.74 and on printed p.70. 004 has no markers;
its paragraphs get a page only where evidence leaves one possibility (a marked copy in
000/001, the contents rule, footnote blocks at page ends) and are then ``page_inferred``;
elsewhere (44A–F, 47E–50D, 54C–57B) the page is None. Text before a file's first marker
(000 lines 1–11: p.76 by the four-page stride; 001 lines 3–27: p.79, continued on 000 p.80)
is also ``page_inferred``.
"""

from __future__ import annotations

import sys
from pathlib import Path

from laws.ingest import pages as pg
from laws.ingest import structure as st
from laws.ingest.assignment import assign
from laws.ingest.corpus import (
    Clause,
    Corpus,
    Division,
    Footnote,
    GlossaryEntry,
    IndexEntry,
    Law,
    LawStatus,
    Paragraph,
    SourceError,
    SourceLine,
    SourceRef,
    TocEntry,
)
from laws.ingest.draft import DraftParagraph, Run
from laws.ingest.glossary import parse_glossary
from laws.ingest.merge import MergedClause, MergedLaw, MergedParagraph, merge
from laws.ingest.page_starts import page_starts
from laws.ingest.reader import Reader
from laws.ingest.runs import build_runs
from laws.ingest.sources import load_sources
from laws.ingest.status import law_status
from laws.ingest.subject_index import parse_index
from laws.ingest.toc import RawEntry, parse_toc, toc_divisions
from laws.ingest.unmarked_pages import infer_pages
from laws.page_numbers import CONTENTS_OFFSET

SOURCE_DIR = Path(__file__).resolve().parent.parent / "sources"
TOC_PAGE_OFFSET = CONTENTS_OFFSET  # contents page = marker page + 4


def build_corpus(source_dir: Path = SOURCE_DIR) -> Corpus:
    sources = load_sources(Path(source_dir))
    paginated = {source.name: pg.paginate(source) for source in sources}
    run_sources, kinds = build_runs(sources, paginated)
    runs = [Reader(r.name, r.paginated).read(r.items) for r in run_sources]

    toc_lines = _lines_of_kind(paginated, kinds, pg.TOC)
    toc, raw_toc = parse_toc(toc_lines)
    problems = assign(runs, toc)
    merged, merge_problems = merge(runs)
    problems += merge_problems
    if problems:
        first = problems[0]
        more = f" (и ещё {len(problems) - 1})" if len(problems) > 1 else ""
        raise SourceError(first.file, first.line, first.message + more)
    first_markers = {s.name: _first_marker_line(paginated[s.name], s.edition) for s in sources}
    infer_pages(merged, toc, TOC_PAGE_OFFSET)

    laws = {}
    for number in range(1, 94):
        laws[number] = _law(number, merged.get(number), toc, first_markers, paginated)
    corpus = Corpus(
        laws=laws,
        divisions=_divisions(runs, raw_toc),
        toc=toc,
        sources={s.name: s.sha256 for s in sources},
        closing=[_closing(p) for run in runs for p in run.closing],
    )
    corpus.glossary = _glossary(_lines_of_kind(paginated, kinds, pg.GLOSSARY))
    corpus.index = _index(_lines_of_kind(paginated, kinds, pg.INDEX))
    return corpus


def _lines_of_kind(
    paginated: dict[str, list[SourceLine]], kinds: dict[tuple[str, int | None], str], kind: str
) -> list[SourceLine]:
    out = []
    for name, lines in paginated.items():
        out += [line for line in lines if kinds.get((name, line.page)) == kind]
    return out


def _first_marker_line(lines: list[SourceLine], edition: str) -> int | None:
    for line in lines:
        if pg.line_kind(line.text, edition) == pg.MARKER:
            return line.number
    return None


# Laws -------------------------------------------------------------------------------------


def _law(
    number: int,
    merged: MergedLaw | None,
    toc: list[TocEntry],
    first_markers: dict[str, int | None],
    lines: dict[str, list[SourceLine]] | None = None,
) -> Law:
    entries = [e for e in toc if e.law == number]
    title_entry = next((e for e in entries if e.path == ""), None)
    toc_paths = [e.path for e in entries if e.path]
    status, missing = law_status(merged, title_entry.title if title_entry else None, toc_paths)
    law = Law(number=number, status=status, missing=missing)
    if title_entry:
        law.toc_page = title_entry.page
    if merged is not None and merged.title:
        law.title = merged.title
    elif title_entry:
        law.title, law.title_from_toc = title_entry.title, True
    if merged is not None:
        law.inferred = merged.inferred
        # The heading's printed page (Law 17: only «Правило 17.» survives, on p. 47), where a
        # page marker shows it: text before a file's first marker has only a derived page.
        pages = [
            ref.page
            for ref in merged.title_refs
            if ref.page is not None and ref.first_line > (first_markers.get(ref.file) or 0)
        ]
        law.page = min(pages) if pages else None
    clauses = {}
    if merged is not None:
        for path, clause in merged.clauses.items():
            clauses[path] = Clause(
                path=path,
                heading=clause.heading,
                paragraphs=[_paragraph(p, first_markers, lines or {}) for p in clause.paragraphs],
                footnotes=[
                    Footnote(
                        f.mark,
                        f.text,
                        f.page if f.page is not None else _marker_page(clause, f.mark),
                        _compact(f.refs),
                        f.continued,
                        f.marker_paths,
                    )
                    for f in clause.footnotes
                ],
                inferred=clause.inferred,
            )
    for entry in entries:
        if not entry.path:
            continue
        known = clauses.get(entry.path)
        if known is None:
            clauses[entry.path] = Clause(
                path=entry.path, heading=entry.title, has_text=False, toc_page=entry.page
            )
        else:
            known.toc_page = entry.page
            if not known.heading and entry.title:
                # A fragment that starts inside a clause lost the clause's heading line; the
                # contents still give it (11A «Акция ненарушившей стороны»).
                known.heading = entry.title
                note = f"заголовок раздела — по оглавлению, с. {entry.page}"
                known.inferred = f"{known.inferred}; {note}" if known.inferred else note
    law.clauses = [clauses[p] for p in sorted(clauses, key=st.path_sort_key)]
    return law


def _marker_page(clause: MergedClause, mark: str) -> int | None:
    """004's footnote blocks stand at the foot of the page of their marker."""
    for paragraph in clause.paragraphs:
        if f"({mark})" in paragraph.text:
            return paragraph.page
    return None


def _paragraph(
    paragraph: MergedParagraph,
    first_markers: dict[str, int | None],
    lines: dict[str, list[SourceLine]],
) -> Paragraph:
    inferred = not paragraph.from_marker
    if paragraph.page is not None and not inferred:
        # Text before a file's first marker takes its page from the manifest: derived.
        start = next((r for r in paragraph.refs if r.page == paragraph.page), None)
        marker = first_markers.get(start.file) if start else None
        inferred = start is not None and (marker is None or start.first_line < marker)
    return Paragraph(
        text=paragraph.text,
        page=paragraph.page,
        sources=_compact(paragraph.refs),
        cut_before=paragraph.cut_before,
        cut_after=paragraph.cut_after,
        rows=paragraph.rows,
        page_inferred=inferred and paragraph.page is not None,
        page_starts=page_starts(
            paragraph.text, paragraph.page, paragraph.refs, lines, first_markers
        ),
    )


def _compact(refs: list[SourceRef]) -> list[SourceRef]:
    """Consecutive lines of one file and page become one range."""
    out: list[SourceRef] = []
    for ref in sorted(set(refs), key=lambda r: (r.file, r.first_line)):
        last = out[-1] if out else None
        if (
            last
            and last.file == ref.file
            and last.page == ref.page
            and ref.first_line <= last.last_line + 2
        ):
            out[-1] = SourceRef(
                last.file, last.first_line, max(last.last_line, ref.last_line), last.page
            )
        else:
            out.append(ref)
    return out


def _closing(draft: DraftParagraph) -> Paragraph:
    return Paragraph(draft.text, draft.page, list(draft.refs))


def _divisions(runs: list[Run], raw_toc: list[RawEntry]) -> list[Division]:
    found: dict[tuple[str, str, int | None], Division] = {}
    for run in runs:
        for d in run.divisions:
            key = (d.kind, d.number, d.before_law)
            have = found.get(key)
            if have is None or (have.page is None and d.page is not None):
                title = d.title if have is None or _yo(d.title) >= _yo(have.title) else have.title
                found[key] = Division(d.kind, d.number, title, d.before_law or 0, d.page)
            elif _yo(d.title) > _yo(have.title):
                have.title = d.title
    for (kind, number, title), before, toc_page, _ref in toc_divisions(raw_toc):
        key = (kind, number, before)
        if key not in found:
            found[key] = Division(kind, number, title, before or 0, None, from_toc=True)
        elif found[key].page is None and toc_page:
            # A heading read in 004 (no markers) that the contents list: the contents rule.
            found[key].page = toc_page - TOC_PAGE_OFFSET
    order = {"chapter": 0, "part": 1, "section": 2}
    return sorted(found.values(), key=lambda d: (d.first_law, order[d.kind]))


def _yo(text: str) -> int:
    return text.count("Ё") + text.count("ё")


# Glossary and index (parsed by their own modules) -------------------------------------------


def _glossary(lines: list[SourceLine]) -> list[GlossaryEntry]:
    return parse_glossary(lines)


def _index(lines: list[SourceLine]) -> list[IndexEntry]:
    return parse_index(lines)


# A summary for the developer ---------------------------------------------------------------


def summary(corpus: Corpus) -> str:
    lines = []
    by_status: dict[str, list[int]] = {}
    for law in corpus.laws.values():
        by_status.setdefault(law.status.value, []).append(law.number)
    for status in ("complete", "partial", "title_only", "absent"):
        numbers = by_status.get(status, [])
        lines.append(f"{status}: {len(numbers)}: {', '.join(map(str, numbers))}")
    for law in corpus.laws.values():
        if law.status == LawStatus.ABSENT:
            continue
        clauses = " ".join(
            (c.path or "·") + ("" if c.has_text else "°") + ("*" * len(c.footnotes))
            for c in law.clauses
        )
        lines.append(f"{law.number:>2} {law.status.value:<10} {law.title or '—'} | {clauses}")
        if law.missing:
            lines.append(f"   нет: {law.missing}")
    lines.append(
        f"divisions: {len(corpus.divisions)}, toc: {len(corpus.toc)}, "
        f"glossary: {len(corpus.glossary)}, index: {len(corpus.index)}"
    )
    return "\n".join(lines)


if __name__ == "__main__":
    try:
        print(summary(build_corpus(Path(sys.argv[1]) if len(sys.argv) > 1 else SOURCE_DIR)))
    except SourceError as error:
        print(f"Ошибка источника: {error}", file=sys.stderr)
        sys.exit(1)
