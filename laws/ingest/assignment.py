"""Headless fragments: which law and clause a run that starts inside a law belongs to.

Evidence, strongest first, each recorded as a Russian reason:
1. a clause heading of the fragment matches a contents entry (27B1: «Неконвенционное
   назначение, исправленное…» is 27B1 on p.61 of the contents);
2. its text is found under a known law in another source (000 p.76 = 004's Law 50D);
3. the next ``Правило N`` heading in the same run, which may be on the next page of another
   file (Law 67 on 001 p.91 is followed by Law 68 on 000 p.92);
4. the closing formula follows it: the last law, 93;
5. page order: the laws read on earlier and later pages leave one possibility (Law 16).

The clause of the first heading follows from the next lettered section (items 2–4 followed
by F are E2–E4), or from a reference of the fragment to its own section («раздела "B"
этого правила»).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from laws.ingest import structure as st
from laws.ingest.corpus import SourceError, SourceRef, TocEntry
from laws.ingest.draft import Block, LawPart, Run
from laws.ingest.yo import fold_yo

_SELF_SECTION = re.compile(r'раздела? "?([A-H])"? (?:этого|данного) правила')


@dataclass
class Evidence:
    law: int
    reason: str
    path: list[str] | None = None  # absolute path of block ``block`` where the evidence gives it
    block: int = 0
    clause_reason: str | None = None


def normalise(text: str) -> str:
    """For comparing passages: ё folded, spacing after punctuation and case ignored."""
    text = fold_yo(text).lower()
    text = re.sub(r"\s*([,;:.()])\s*", r"\1", text)
    return " ".join(text.split())


def resolve_paths(part: LawPart) -> None:
    stack = list(part.start_stack)
    for block in part.blocks:
        if block.level == 0:
            block.path = st.display_path(stack)
            continue
        if len(stack) < block.level - 1:
            block.path = None
            continue
        stack = stack[: block.level - 1] + [block.label]
        block.path = st.display_path(stack)


def first_ref(block: Block) -> SourceRef | None:
    refs = block.heading_refs or [r for p in block.paragraphs for r in p.refs]
    return refs[0] if refs else None


def problem(block: Block | None, message: str) -> SourceError:
    ref = first_ref(block) if block is not None else None
    return SourceError(ref.file if ref else "?", ref.first_line if ref else None, message)


def assign(runs: list[Run], toc: list[TocEntry]) -> list[SourceError]:
    """Give every headless first part a law and a start stack; returns the fragments that
    could not be placed, as errors naming their file and first line."""
    for run in runs:
        for part in run.parts:
            if part.number is not None:
                resolve_paths(part)
    problems = []
    for run in runs:
        headless = run.parts[0] if run.parts else None
        if headless is None or headless.number is not None:
            continue
        evidence = (
            _by_toc(headless, toc)
            or _by_text(headless, runs, run)
            or _by_next_heading(run)
            or _by_closing(headless)
            or _by_page_order(run, runs)
        )
        if evidence is None:
            first = headless.blocks[0] if headless.blocks else None
            problems.append(
                problem(first, "не удалось определить, к какому правилу относится фрагмент")
            )
            continue
        headless.number = evidence.law
        headless.inferred = evidence.reason
        headless.start_stack, clause_reason = _start_stack(headless, evidence)
        resolve_paths(headless)
        if clause_reason:
            for block in _leading(headless):
                block.inferred = clause_reason
        for block in part.blocks:
            if block.path is None:
                problems.append(
                    problem(block, f"не удалось определить раздел заголовка «{block.heading}»")
                )
    return problems


def _leading(part: LawPart) -> list[Block]:
    out = []
    for block in part.blocks:
        if block.level == 1:
            break
        out.append(block)
    return out or part.blocks[:1]


# Evidence for the law ----------------------------------------------------------------------


def _by_toc(part: LawPart, toc: list[TocEntry]) -> Evidence | None:
    for index, block in enumerate(part.blocks):
        if block.level == 0:
            continue
        wanted = normalise(block.heading)
        for entry in toc:
            if entry.law is None or not entry.path:
                continue
            if normalise(entry.title) == wanted and st.path_parts(entry.path)[-1] == block.label:
                reason = (
                    f"заголовок «{block.heading}» совпадает со строкой оглавления: "
                    f"правило {entry.law}{entry.path}, с. {entry.page} оглавления"
                )
                return Evidence(
                    entry.law, reason, st.path_parts(entry.path), index, "по оглавлению"
                )
        break  # only the first heading: later ones sit under it
    return None


def _by_text(part: LawPart, runs: list[Run], own: Run) -> Evidence | None:
    first = part.blocks[0] if part.blocks else None
    if first is None:
        return None
    probe = normalise(_first_text(first))
    heading = normalise(first.heading)
    if len(probe) < 30:
        return None
    for run in runs:
        if run is own:
            continue
        for other in run.parts:
            if other.number is None:
                continue
            for block in other.blocks:
                if block.path is None:
                    continue
                text = normalise(" ".join(p.text for p in block.paragraphs))
                hit = probe in text and (not first.level or normalise(block.heading) == heading)
                if hit:
                    where = f"правило {other.number}{block.path}"
                    reason = f"текст совпадает с другим источником ({run.name}): {where}"
                    clause = f"по совпадению текста с {run.name}"
                    return Evidence(other.number, reason, st.path_parts(block.path), 0, clause)
    return None


def _first_text(block: Block) -> str:
    return block.paragraphs[0].text if block.paragraphs else ""


def _by_next_heading(run: Run) -> Evidence | None:
    first_page = run.pages[0] if run.pages else None
    for part in run.parts[1:]:
        if part.number is not None:
            where = ""
            if part.heading_page is not None and part.heading_page != first_page:
                file = part.title_refs[0].file[:3] if part.title_refs else ""
                where = f" на с. {part.heading_page} ({file}), где продолжается этот текст"
            elif part.heading_page is not None:
                where = f" на той же странице {part.heading_page}"
            reason = f"следующий заголовок — «Правило {part.number}»{where}"
            return Evidence(part.number - 1, reason)
    return None


def _by_closing(part: LawPart) -> Evidence | None:
    if part.end == "closing":
        reason = (
            "за текстом следует заключительная формула «Официальный текст составлен…»: "
            "это последнее правило, 93"
        )
        return Evidence(93, reason)
    return None


def _by_page_order(run: Run, runs: list[Run]) -> Evidence | None:
    page = next((p for p in run.pages if p is not None), None)
    if page is None:
        return None
    before = [
        (r.pages[-1], p)
        for r in runs
        for p in r.parts
        if p.number and r.pages[-1] and r.pages[-1] < page
    ]
    after = [
        (r.pages[0], p)
        for r in runs
        for p in r.parts
        if p.number and r.pages[0] and r.pages[0] > page
    ]
    if not before or not after:
        return None
    prev_page, prev_part = max(before, key=lambda x: (x[0], x[1].number or 0))
    next_page, next_part = min(after, key=lambda x: (x[0], x[1].number or 0))
    # Both lists hold only parts with a number (the filters above).
    assert prev_part.number is not None and next_part.number is not None
    candidates = list(range(prev_part.number + 1, next_part.number))
    own = run.parts[0]
    own_letters = [b.label for b in own.blocks if b.level == 1]
    prev_letters = [b.label for b in prev_part.blocks if b.level == 1]
    continues_previous = own_letters and prev_letters and own_letters[0] > prev_letters[-1]
    if continues_previous:
        candidates.insert(0, prev_part.number)
    if len(candidates) != 1:
        return None
    law = candidates[0]
    reason = (
        f"по порядку страниц: между правилом {prev_part.number} (с. {prev_page}) и правилом "
        f"{next_part.number} (с. {next_page})"
    )
    if own_letters and prev_letters and not continues_previous:
        reason += (
            f"; разделы {', '.join(own_letters)} не продолжают правило {prev_part.number}, "
            f"где уже был раздел {prev_letters[-1]}"
        )
    return Evidence(law, reason)


# Evidence for the clause -------------------------------------------------------------------


def _tail_stack(path: list[str]) -> list[str]:
    """The clause a tail of text before the heading ``path`` belongs to."""
    *parents, last = path
    if last.isdigit():
        return parents + [str(int(last) - 1)] if int(last) > 1 else parents
    previous = st.previous_letter(last)
    return parents + [previous] if previous else parents


def _start_stack(part: LawPart, evidence: Evidence) -> tuple[list[str], str | None]:
    blocks = part.blocks
    headed = next((i for i, b in enumerate(blocks) if b.level), None)
    if evidence.path is not None:
        if blocks[evidence.block].level == 0:
            return evidence.path, evidence.clause_reason
        if evidence.block == headed:
            if headed:
                here = st.display_path(evidence.path)
                tail = st.display_path(_tail_stack(evidence.path))
                tail_reason = (
                    f"текст перед заголовком {here} ({evidence.clause_reason}) — "
                    f"конец раздела {tail}"
                )
                return _tail_stack(evidence.path), tail_reason
            return evidence.path[:-1], evidence.clause_reason
    if headed is None:
        return [], "раздел, к которому относится этот текст, в источниках не виден"
    first_letter = next((i for i, b in enumerate(blocks) if b.level == 1), None)
    path_h: list[str] | None = None
    reason: str | None = None
    if first_letter == headed:
        path_h = [blocks[headed].label]
    elif first_letter is not None:
        letter = st.previous_letter(blocks[first_letter].label)
        if letter:
            path_h = _under(blocks, headed, first_letter, letter)
            reason = (
                f"буква раздела выведена: за этим текстом следует раздел "
                f"{blocks[first_letter].label}, значит это раздел {letter}"
            )
    else:
        text = " ".join(p.text for b in blocks for p in b.paragraphs)
        match = _SELF_SECTION.search(text)
        if match:
            path_h = _under(blocks, headed, len(blocks), match.group(1))
            reason = (
                f"буква раздела выведена из ссылки фрагмента на свой раздел: «{match.group(0)}»"
            )
    if path_h is None:
        return [], "раздел, к которому относится этот текст, в источниках не виден"
    if headed:
        tail = st.display_path(_tail_stack(path_h))
        here = st.display_path(path_h)
        reason = reason or f"текст перед заголовком {here} — конец раздела {tail}"
        return _tail_stack(path_h), reason
    return path_h[:-1], reason


def _under(blocks: list[Block], headed: int, stop: int, letter: str) -> list[str] | None:
    block = blocks[headed]
    if block.level == 2:
        return [letter, block.label]
    if block.level == 3:
        item = next((b for b in blocks[headed:stop] if b.level == 2), None)
        if item is None or int(item.label) < 2:
            return None
        return [letter, str(int(item.label) - 1), block.label]
    return None
