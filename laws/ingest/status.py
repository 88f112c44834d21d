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
    first = law.clauses[paths[0]]
    first_letter = next((st.path_parts(p)[0] for p in paths if p), None)
    if first_letter and first_letter > "A" and not law.clauses.get(""):
        before = [chr(c) for c in range(ord("A"), ord(first_letter))]
        span = before[0] if len(before) == 1 else f"{before[0]}–{before[-1]}"
        notes.append(f"нет {'раздела' if len(before) == 1 else 'разделов'} {span}")
    if first.paragraphs and first.paragraphs[0].cut_before:
        where = f"раздела {paths[0]}" if paths[0] else "текста"
        notes.append(f"нет начала {where}: источник начинается с середины")
    text_paths = set(paths)
    toc_only = [p for p in toc_paths if p and p not in text_paths]
    if toc_only:
        notes.append(
            f"{'раздел' if len(toc_only) == 1 else 'разделы'} {_list(toc_only)} — "
            "только заголовки из оглавления"
        )
    for path in paths:
        clause = law.clauses[path]
        for index, paragraph in enumerate(clause.paragraphs):
            if paragraph.cut_before and (path, index) != (paths[0], 0):
                notes.append(
                    f"в разделе {path or '(без буквы)'} пропуск: текст начинается с середины"
                )
            if paragraph.cut_after:
                tail = " ".join(paragraph.text.split()[-3:]) or clause.heading
                where = f"в разделе {path}" if path else ""
                notes.append(f"текст обрывается {where} на словах «…{tail}»".replace("  ", " "))
    if not any(n.startswith("текст обрывается") for n in notes):
        last = paths[-1]
        notes.append(f"после {'раздела ' + last if last else 'этого текста'} текста нет")
    return "; ".join(notes)
