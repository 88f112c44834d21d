"""Runs: the law-text pages of all files, put in page order and chained where one page
continues on the next (001 p.N → 000 p.N+1), plus the two copies of 004.
"""

from __future__ import annotations

from dataclasses import dataclass

from laws.ingest import pages as pg
from laws.ingest.corpus import SourceLine
from laws.ingest.reader import Blank, Item, PageBreak
from laws.ingest.sources import SourceFile
from laws.ingest.structure import UNDERLINE_WITH_TEXT
from laws.ingest.textline import TextLine
from laws.ingest.web import unflatten


@dataclass
class Segment:
    file: str
    page: int | None
    edition: str
    lines: list[SourceLine]

    @property
    def label(self) -> str:
        return f"{self.file[:3]} с.{self.page}" if self.page is not None else self.file[:3]


@dataclass
class RunSource:
    name: str
    items: list[Item]
    paginated: bool
    segments: list[Segment]


def print_items(lines: list[SourceLine]) -> list[Item]:
    items: list[Item] = []
    for line in lines:
        kind = pg.line_kind(line.text, "print")
        if kind == pg.BLANK:
            items.append(Blank(line.file, line.number, line.page))
        elif kind == pg.TEXT:
            text = line.text.strip()
            match = UNDERLINE_WITH_TEXT.match(text)
            parts = [match.group(1), match.group(2)] if match else [text]
            items.extend(TextLine(p, line.file, line.number, line.page, "print") for p in parts)
    return items


def segment_items(segment: Segment) -> list[Item]:
    if segment.edition == "web":
        return list(unflatten(segment.lines))
    return print_items(segment.lines)


def law_segments(
    sources: list[SourceFile], paginated: dict[str, list[SourceLine]]
) -> tuple[list[Segment], dict[tuple[str, int | None], str]]:
    """Page segments of law text (004 aside), and the kind of every page."""
    segments, kinds = [], {}
    for source in sources:
        if source.copies:
            continue
        for page, lines in pg.page_groups(paginated[source.name]).items():
            kind = pg.page_kind(lines, source.edition)
            kinds[(source.name, page)] = kind
            if kind == pg.LAW:
                segments.append(Segment(source.name, page, source.edition, lines))
    return segments, kinds


def build_runs(
    sources: list[SourceFile], paginated: dict[str, list[SourceLine]]
) -> tuple[list[RunSource], dict[tuple[str, int | None], str]]:
    segments, kinds = law_segments(sources, paginated)
    segments.sort(key=lambda s: (s.page is None, s.page or 0))
    chains: list[list[Segment]] = []
    for segment in segments:
        if chains and chains[-1][-1].page is not None and chains[-1][-1].page + 1 == segment.page:
            chains[-1].append(segment)
        else:
            chains.append([segment])
    runs = []
    for chain in chains:
        items: list[Item] = []
        for position, segment in enumerate(chain):
            if position:
                items.append(PageBreak(segment.page))
            items.extend(segment_items(segment))
        name = " + ".join(s.label for s in chain)
        runs.append(RunSource(name, items, True, chain))
    for source in sources:
        for number, (first, last) in enumerate(source.copies, start=1):
            lines = paginated[source.name][first - 1 : last]
            segment = Segment(source.name, None, source.edition, lines)
            kinds[(source.name, None)] = pg.LAW
            runs.append(
                RunSource(f"{source.name[:3]} копия {number}", print_items(lines), False, [segment])
            )
    return runs, kinds
