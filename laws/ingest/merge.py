"""Merging the copies: a passage read in several sources appears once, with every source.

Copies of a clause are compared on normalised text (ё folded, spacing after punctuation
ignored). The fullest copy is the base; every other copy must be a part of it and adds its
source lines and pages, and its ё (004 lost every ё; 000/001 kept them). Footnotes merge by
their identity — law, clause of the first marker and mark — never by text.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from laws.ingest.assignment import normalise, problem
from laws.ingest.corpus import SourceError, SourceRef
from laws.ingest.draft import Block, DraftFootnote, DraftParagraph, LawPart, Run
from laws.ingest.yo import fold_yo, transfer_yo, yo_count


@dataclass
class MergedParagraph:
    text: str
    refs: list[SourceRef]
    rows: list[list[str]] | None
    cut_before: bool
    cut_after: bool
    page: int | None = None  # where the paragraph starts, read from a page marker
    page_at_most: int | None = None  # a copy that starts inside it is on this page
    end_page_at_least: int | None = None  # a copy that stops inside it continues later
    next_page_at_least: int | None = None  # a copy's page ended after it: what follows is later
    break_before: bool = False
    breaks_inside: int = 0
    from_marker: bool = True


@dataclass
class MergedFootnote:
    mark: str
    text: str
    page: int | None
    refs: list[SourceRef]
    continued: bool
    marker_paths: list[str]


@dataclass
class MergedClause:
    path: str
    heading: str
    heading_refs: list[SourceRef]
    paragraphs: list[MergedParagraph]
    footnotes: list[MergedFootnote] = field(default_factory=list)
    inferred: str | None = None


@dataclass
class MergedLaw:
    number: int
    title: str | None
    title_refs: list[SourceRef]
    heading_read: bool  # a «Правило N.» heading was read in some source
    clauses: dict[str, MergedClause]
    parts: list[tuple[Run, LawPart]]
    inferred: str | None = None


def _block_text(block: Block) -> str:
    return normalise(" ".join(p.text for p in block.paragraphs if p.rows is None))


def _rank(item: tuple[Run, Block]) -> tuple[int, int, bool]:
    run, block = item
    text = " ".join(p.text for p in block.paragraphs)
    return (len(_block_text(block)), yo_count(text + block.heading), run.paginated)


def merge(runs: list[Run]) -> tuple[dict[int, MergedLaw], list[SourceError]]:
    problems: list[SourceError] = []
    parts_by_law: dict[int, list[tuple[Run, LawPart]]] = {}
    for run in runs:
        for part in run.parts:
            if part.number is not None:
                parts_by_law.setdefault(part.number, []).append((run, part))
    laws = {}
    for number, parts in sorted(parts_by_law.items()):
        laws[number] = _merge_law(number, parts, problems)
    return laws, problems


def _merge_law(
    number: int, parts: list[tuple[Run, LawPart]], problems: list[SourceError]
) -> MergedLaw:
    titled = [(run, part) for run, part in parts if part.title_refs]
    title, title_refs = None, []
    if titled:
        best = max(titled, key=lambda rp: yo_count(rp[1].title or ""))[1]
        title = best.title
        for _, part in titled:
            title_refs += part.title_refs
    heading_read = any(part.inferred is None for _, part in parts)
    inferred = None if heading_read else parts[0][1].inferred

    versions: dict[str, list[tuple[Run, Block]]] = {}
    inferred_blocks: dict[str, list[str]] = {}
    for run, part in parts:
        for block in part.blocks:
            if block.path is None:
                continue
            versions.setdefault(block.path, []).append((run, block))
            # A clause is inferred where its place was not read from its own heading: the tail
            # of a headless fragment, or items whose section letter was deduced.
            reason = ""
            if block.inferred:
                law = f"правило: {part.inferred}; " if part.inferred else ""
                reason = f"{law}раздел: {block.inferred}"
            inferred_blocks.setdefault(block.path, []).append(reason)

    clauses = {}
    for path, copies in versions.items():
        clause = _merge_clause(number, path, copies, problems)
        reasons = inferred_blocks.get(path, [])
        if reasons and all(reasons):
            clause.inferred = reasons[0]
        clauses[path] = clause
    _merge_footnotes(parts, clauses)
    return MergedLaw(number, title, title_refs, heading_read, clauses, parts, inferred)


def _merge_clause(
    law: int, path: str, copies: list[tuple[Run, Block]], problems: list[SourceError]
) -> MergedClause:
    base_run, base = max(copies, key=_rank)
    headings = [b for _, b in copies if b.heading]
    heading = max(headings, key=lambda b: yo_count(b.heading)).heading if headings else ""
    heading_refs = [ref for _, b in copies for ref in b.heading_refs]
    paragraphs = [_from_draft(p, base_run) for p in base.paragraphs]
    base_text = _block_text(base)
    for run, block in copies:
        if block is base:
            continue
        if _block_text(block) not in base_text:
            problems.append(
                problem(
                    block,
                    f"правило {law}{path}: текст расходится с копией в {base_run.name}; "
                    "копии не объединены",
                )
            )
            continue
        for draft in block.paragraphs:
            _absorb(paragraphs, draft, run)
    return MergedClause(path, heading, heading_refs, paragraphs)


def _from_draft(draft: DraftParagraph, run: Run) -> MergedParagraph:
    paragraph = MergedParagraph(
        draft.text,
        list(draft.refs),
        draft.rows,
        draft.cut_before,
        draft.cut_after,
        break_before=draft.break_before,
        breaks_inside=draft.breaks_inside,
    )
    if run.paginated:
        # The text shown starts where this copy starts, even when the sources cut its beginning.
        paragraph.page = draft.page
        if draft.cut_after and draft.pages:
            paragraph.end_page_at_least = (draft.pages[-1] or 0) + 1
        if draft.last_in_run and draft.pages and draft.pages[-1] is not None:
            paragraph.next_page_at_least = draft.pages[-1] + 1
    return paragraph


def _absorb(paragraphs: list[MergedParagraph], draft: DraftParagraph, run: Run) -> None:
    """Add a copy's paragraph to the base paragraphs it overlaps."""
    if draft.rows is not None:
        return
    wanted = normalise(draft.text)
    for paragraph in paragraphs:
        have = normalise(paragraph.text)
        if not have or not wanted:
            continue
        if wanted in have:
            paragraph.text = transfer_yo(paragraph.text, draft.text)
        elif have in wanted:
            paragraph.text = _yo_from_longer(paragraph.text, draft.text)
        else:
            continue
        paragraph.refs += [r for r in draft.refs if r not in paragraph.refs]
        if not run.paginated:
            continue
        if have.startswith(wanted[:40]) and not draft.cut_before:
            paragraph.page = paragraph.page or draft.page
        elif wanted in have:
            paragraph.page_at_most = draft.page
        last_page = draft.pages[-1] if draft.pages else None
        if last_page is not None and draft.cut_after and not have.endswith(wanted[-40:]):
            paragraph.end_page_at_least = last_page + 1
        if last_page is not None and draft.last_in_run and have.endswith(wanted[-40:]):
            paragraph.next_page_at_least = last_page + 1


def _yo_from_longer(text: str, longer: str) -> str:
    at = fold_yo(longer).find(fold_yo(text))
    return transfer_yo(text, longer[at : at + len(text)]) if at >= 0 else text


def _merge_footnotes(parts: list[tuple[Run, LawPart]], clauses: dict[str, MergedClause]) -> None:
    groups: dict[tuple[str, str], list[tuple[Run, DraftFootnote]]] = {}
    for run, part in parts:
        for block in part.blocks:
            for note in block.footnotes:
                owner = note.markers[0].path if note.markers else block.path
                if owner is None:
                    continue
                groups.setdefault((owner, note.mark), []).append((run, note))
    for (owner, mark), notes in groups.items():
        best_run, best = max(notes, key=lambda rn: (len(fold_yo(rn[1].text)), yo_count(rn[1].text)))
        refs, paths = [], []
        for _, note in notes:
            refs += [r for r in note.refs if r not in refs]
            for marker in note.markers:
                if marker.path is not None and marker.path not in paths:
                    paths.append(marker.path)
        page = next((n.page for r, n in notes if r.paginated and n.page is not None), None)
        continued = any(n.continued for _, n in notes)
        clause = clauses.get(owner)
        if clause is None:
            continue
        clause.footnotes.append(MergedFootnote(mark, best.text, page, refs, continued, paths))
