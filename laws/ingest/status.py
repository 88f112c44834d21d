"""Status of each law: complete, partial, title only or absent, and what the sources lack.

A law is complete when one source holds it from its heading to a confirmed end: the next law
or division heading, the blank fill that closes a part (Law 71), the closing formula, or a page
end after a finished sentence with no lettered or numbered item standing alone (Laws 78, 82,
88). A lone ``A`` or ``1`` means the list went on (Law 12: A and A1 only; Law 76: A1–A2).
"""

from __future__ import annotations

from laws.ingest import structure as st
from laws.ingest.corpus import LawStatus
from laws.ingest.draft import LawPart
from laws.ingest.merge import MergedLaw
from laws.ingest.reader import ends_sentence

CONFIRMED_ENDS = frozenset({"heading", "fill", "closing"})


def has_lone_item(part: LawPart) -> bool:
    """A lettered or numbered item without its next sibling: the list was cut off."""
    paths = [b.path for b in part.blocks if b.path]
    for path in paths:
        parts = st.path_parts(path)
        last = parts[-1]
        if last not in ("A", "1"):
            continue
        sibling = parts[:-1] + ["B" if last == "A" else "2"]
        if st.display_path(sibling) not in paths:
            return True
    return False


def part_is_whole(part: LawPart) -> bool:
    if part.inferred is not None or not part.title_refs or not part.blocks:
        return False
    if any(p.cut_before or p.cut_after for b in part.blocks for p in b.paragraphs):
        return False
    if part.end in CONFIRMED_ENDS:
        return True
    last = part.blocks[-1]
    if not last.paragraphs or not ends_sentence(last.paragraphs[-1].text):
        return False
    return not has_lone_item(part)


def law_status(
    law: MergedLaw | None, toc_title: str | None, toc_paths: list[str]
) -> tuple[LawStatus, str]:
    if law is None or not law.clauses:
        if law is not None and law.heading_read:
            return LawStatus.TITLE_ONLY, _bare_heading_note(law, toc_paths)
        if toc_title:
            clauses = f" и разделы {_list(toc_paths)}" if toc_paths else ""
            return LawStatus.TITLE_ONLY, f"текста нет; по оглавлению известны название{clauses}"
        return LawStatus.ABSENT, "текста этого правила в источниках нет"
    if any(part_is_whole(part) for _, part in law.parts):
        return LawStatus.COMPLETE, ""
    return LawStatus.PARTIAL, _partial_note(law, toc_title, toc_paths)


def _bare_heading_note(law: MergedLaw, toc_paths: list[str]) -> str:
    if law.title:
        return "есть только заголовок, текста нет"
    return f"есть только строка «Правило {law.number}.» без названия и текста (конец фрагмента)"


def _list(paths: list[str]) -> str:
    return ", ".join(paths)


def _partial_note(law: MergedLaw, toc_title: str | None, toc_paths: list[str]) -> str:
    notes = []
    if not law.heading_read:
        notes.append(
            "нет заголовка (название известно по оглавлению)"
            if toc_title
            else "нет заголовка и названия"
        )
    paths = sorted(law.clauses, key=st.path_sort_key)
    text_paths = [p for p in paths if law.clauses[p].paragraphs or law.clauses[p].heading]
    notes += _beginning(law, text_paths)
    toc_only = [p for p in toc_paths if p and p not in law.clauses]
    if toc_only:
        word = "раздел" if len(toc_only) == 1 else "разделы"
        notes.append(f"{word} {_list(toc_only)} — только заголовки из оглавления, без текста")
    cut = False
    for path in paths:
        clause = law.clauses[path]
        for index, paragraph in enumerate(clause.paragraphs):
            if paragraph.cut_before and (path, index) != (text_paths[0], 0):
                notes.append(
                    f"в разделе {path or 'без буквы'} пропуск: текст начинается с середины"
                )
            if paragraph.cut_after:
                cut = True
                tail = " ".join(paragraph.text.split()[-3:]) or clause.heading
                where = f"в разделе {path} " if path else ""
                notes.append(f"текст обрывается {where}на словах «…{tail}»")
    if not cut and not _end_confirmed(law, paths[-1]):
        last = paths[-1]
        notes.append(
            f"после раздела {last} текст не сохранился" if last else "дальше текст не сохранился"
        )
    return "; ".join(notes)


def _beginning(law: MergedLaw, text_paths: list[str]) -> list[str]:
    if not text_paths:
        return []
    first = text_paths[0]
    clause = law.clauses[first]
    cut = bool(clause.paragraphs) and clause.paragraphs[0].cut_before
    if not first:
        if law.heading_read:
            return []
        start = ", начинается с середины" if cut else ""
        return [f"сохранилась только часть текста{start}; к какому разделу она относится, не видно"]
    parts = st.path_parts(first)
    missing = [chr(c) for c in range(ord("A"), ord(parts[0]))]
    if first == parts[0] and not cut:
        if not missing:
            return []
        span = missing[0] if len(missing) == 1 else f"{missing[0]}–{missing[-1]}"
        return [f"нет {'раздела' if len(missing) == 1 else 'разделов'} {span}"]
    start = f"текст начинается {'с середины раздела' if cut else 'с раздела'} {first}"
    lost = []
    if missing:
        lost.append(missing[0] if len(missing) == 1 else f"{missing[0]}–{missing[-1]}")
    if len(parts) > 1:
        lost.append(f"начала раздела {st.display_path(parts[:-1])}")
    return [f"{start}" + (f" (нет {', '.join(lost)})" if lost else "")]


def _end_confirmed(law: MergedLaw, last_path: str) -> bool:
    for _, part in law.parts:
        if part.end in CONFIRMED_ENDS and part.blocks and part.blocks[-1].path == last_path:
            return True
    return False
