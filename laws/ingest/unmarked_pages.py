"""Pages for text read only in 004, which has no page markers.

The pages come from evidence, and only where it leaves one possibility:
- a copy of the passage in 000/001, which have markers;
- the contents: a clause heading listed on contents page N is on page N − 4 (the rule holds
  for all 22 headings found in both), and the next law's title bounds the text before it;
- 004's footnote blocks, which stand where a page ended (Law 52A is cut by one);
- a marked copy that stops at a page end: what follows it starts on a later page.
Each paragraph gets a lowest and a highest possible first page; where they meet the page is
known (and marked ``page_inferred``), otherwise it stays None.
"""

from __future__ import annotations

from laws.ingest.corpus import TocEntry
from laws.ingest.merge import MergedLaw, MergedParagraph


def infer_pages(laws: dict[int, MergedLaw], toc: list[TocEntry], offset: int) -> None:
    sequence: list[tuple[int, MergedParagraph, int | None]] = []
    for number, law in laws.items():
        for path, clause in law.clauses.items():
            toc_page = next(
                (e.page for e in toc if e.law == number and e.path == path and e.page), None
            )
            for index, paragraph in enumerate(clause.paragraphs):
                line = _unmarked_line(paragraph)
                if line is None:
                    continue
                anchor = toc_page - offset if toc_page and index == 0 else None
                sequence.append((line, paragraph, anchor))
    if not sequence:
        return
    sequence.sort(key=lambda item: item[0])
    last_law = max(
        number
        for number, law in laws.items()
        for clause in law.clauses.values()
        for paragraph in clause.paragraphs
        if _unmarked_line(paragraph) is not None
    )
    # The next law's title in the contents bounds the unmarked text before it.
    ceiling = min(
        (e.page - offset for e in toc if e.law and e.law > last_law and e.page), default=None
    )
    paragraphs = [p for _, p, _ in sequence]
    anchors = [a for _, _, a in sequence]
    count = len(paragraphs)
    low: list[float] = [float("-inf")] * count
    high: list[float] = [float("inf")] * count
    for i, p in enumerate(paragraphs):
        exact = p.page if p.page is not None else anchors[i]
        bound = float("-inf") if exact is None else exact
        if i:
            before = paragraphs[i - 1]
            step = before.breaks_inside + (1 if p.break_before else 0)
            bound = max(bound, low[i - 1] + step)
            for later in (before.end_page_at_least, before.next_page_at_least):
                if later is not None:
                    bound = max(bound, later)
        low[i] = bound
    for i in range(count - 1, -1, -1):
        p = paragraphs[i]
        exact = p.page if p.page is not None else anchors[i]
        bound = float("inf") if exact is None else exact
        if p.page_at_most is not None:
            bound = min(bound, p.page_at_most)
        if i + 1 < count:
            after = paragraphs[i + 1]
            step = p.breaks_inside + (1 if after.break_before else 0)
            bound = min(bound, high[i + 1] - step)
        elif ceiling is not None:
            bound = min(bound, ceiling - p.breaks_inside)
        high[i] = bound
    for i, p in enumerate(paragraphs):
        if p.page is None and low[i] == high[i] and low[i] != float("-inf"):
            p.page = int(low[i])
            p.from_marker = False


def _unmarked_line(paragraph: MergedParagraph) -> int | None:
    """The paragraph's first line in 004's first copy (its place in 004's order)."""
    lines = [r.first_line for r in paragraph.refs if r.page is None]
    return min(lines) if lines else None
