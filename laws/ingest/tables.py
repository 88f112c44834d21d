"""The two tables of the sources, rebuilt from their cells rather than read as prose.

- Law 78B, the IMP scale (000 p.108): three column pairs separated by ``¦``; the range dash
  became ``·`` (``20 · 40 1 ¦ 370 · 420 9 ¦ …``).
- Law 77, the scoring table (001 p.107): the web edition flattened it; cells are split by
  single ``?``, header words are letter-spaced (``Д О З О Н Ы``) and multi-line header cells
  run together (``с ре-`` + ``конт-`` + ``рой``). Its layout (label column; ДО ЗОНЫ and В ЗОНЕ,
  each without/with double/with redouble) is rebuilt by hand here; every number and label
  is read from the source.
"""

from __future__ import annotations

import re

from laws.ingest.hyphenation import join_web

IMP_SEPARATOR = "¦"
_IMP_CELL = re.compile(r"^(.+?)\s+(\d+)$")
_RANGE_DOT = re.compile(r"\s*·\s*")


def is_imp_line(text: str) -> bool:
    return IMP_SEPARATOR in text


def imp_scale(lines: list[str]) -> list[list[str]]:
    """Rows of the IMP scale: a header, then ``["20–40", "1", "370–420", "9", …]``."""
    head: list[list[str]] = []
    rows: list[list[str]] = []
    for line in lines:
        groups = [g.strip() for g in line.split(IMP_SEPARATOR)]
        if not any(groups):
            continue
        if not any(ch.isdigit() for ch in line):
            head.append(groups)
            continue
        row = []
        for group in groups:
            match = _IMP_CELL.match(group)
            if not match:
                raise ValueError(f"ячейка шкалы IMP не читается: {group!r}")
            row += [_RANGE_DOT.sub("–", match.group(1)), match.group(2)]
        rows.append(row)
    header = []
    width = len(rows[0]) // 2 if rows else 0
    for index in range(width):
        words = " ".join(h[index] for h in head if index < len(h))
        label = words.removesuffix("IMP").strip()
        header += [label, "IMP"]
    return [header, *rows] if rows else []


# Law 77 -----------------------------------------------------------------------------------

OVERTRICKS_START = "Лишние взятки"
_UPPER_LABEL = re.compile(r"^((?:[А-ЯЁ]+ )*[А-ЯЁ]+)\s+(.*)$")
_PREMIUM = re.compile(r"(За [^:]+?):\.{2,}(\d+)")
# A row of the undertrick grid: its label (cells without numbers), then six numbers.
_LEADER_ROW = re.compile(r"((?:[^?]|\?(?!\s*\d+\s*\?))*?)" + r"\?\s*(\d+)\s*" * 6)
_RULE = re.compile(r"\?{10,}")


def is_scoring_table_start(text: str) -> bool:
    return text.startswith(OVERTRICKS_START)


def scoring_table(paragraphs: list[str]) -> list[tuple[str, list[list[str]] | None]]:
    """Law 77's page as (text, rows) pieces in order: captions, tables, and its one prose
    passage (``rows`` None)."""
    texts = [p.strip() for p in paragraphs if p.strip()]
    premium_at = _index(texts, "Премии за гейм")
    penalty_at = _index(texts, "ШТРАФНЫЕ ОЧКИ")
    grid_at = _index(texts, "За каждую ?")
    out: list[tuple[str, list[list[str]] | None]] = []

    first = texts[0]
    caption, _, columns = first.rpartition(":")
    rows = [["", *_split_upper_pair(columns.strip())]]
    for text in texts[1:premium_at]:
        match = _UPPER_LABEL.match(text)
        if match and match.group(1).isupper() and len(match.group(1)) > 2:
            rows.append([match.group(1), *match.group(2).split()])
        else:  # the second line of a two-line cell: "взятки взятки"
            for column, word in enumerate(text.split(), start=1):
                rows[-1][column] = f"{rows[-1][column]} {word}"
    out.append((caption + ":", rows))

    premiums = " ".join(texts[premium_at:penalty_at])
    lead, _, _ = premiums.partition(": За ")
    out.append((lead + ":", [["", ""], *[[f"{a}:", b] for a, b in _PREMIUM.findall(premiums)]]))

    out.append((texts[penalty_at], None))
    prose = texts[penalty_at + 1].lstrip("-").strip()
    for text in texts[penalty_at + 2 : grid_at]:
        prose = join_web(prose, text)
    out.append((prose, None))

    grid = " ".join(texts[grid_at:])
    header_text, body = _RULE.split(grid, maxsplit=1)
    out.append(("", [_undertrick_header(header_text), *_undertrick_rows(body)]))
    return out


def _index(texts: list[str], start: str) -> int:
    for index, text in enumerate(texts):
        if text.startswith(start):
            return index
    raise ValueError(f"в таблице правила 77 нет строки «{start}…»")


def _split_upper_pair(text: str) -> list[str]:
    # "ДО ЗОНЫ В ЗОНЕ": the second column header is the trailing "В ЗОНЕ".
    head, sep, tail = text.rpartition(" В ")
    return [head, f"В{sep[2:]}{tail}".strip()] if sep else [text]


def _despace(text: str) -> str:
    # "Д О З О Н Ы" → "ДО ЗОНЫ": letter-spaced header; the word break is the one of the
    # overtrick table's "ДО ЗОНЫ В ЗОНЕ".
    letters = text.replace(" ", "")
    return {"ДОЗОНЫ": "ДО ЗОНЫ", "ВЗОНЕ": "В ЗОНЕ"}.get(letters, text.strip())


def _undertrick_header(text: str) -> list[str]:
    cells = [c.strip() for c in text.split("?")]
    # cells: "За каждую", "Д О З О Н Ы", "В З О Н Е недобранную", "без", "с", "с ре-", "без",
    # "с", "с ревзятку(н.в.)", "конт-" ×6 (the last without hyphen), "ры", "рой", "рой", …
    zones = [_despace(cells[1]), _despace(cells[2].rsplit(" ", 1)[0])]
    label = f"{cells[0]} {cells[2].rsplit(' ', 1)[1]} {cells[8].removeprefix('с ре')}"
    first = [cells[3], cells[4], cells[5]]  # "без", "с", "с ре-"
    middle = [c.rstrip("-") for c in cells[9:15]]  # "конт" ×6
    last = cells[15:21]  # "ры", "рой", "рой", …
    kinds = []
    for index in range(6):
        start = first[index % 3]
        word = middle[index] + last[index]
        kinds.append(start[:-1] + word if start.endswith("-") else f"{start} {word}")
    return [label, *(f"{zones[i // 3]} {kinds[i]}" for i in range(6))]


def _undertrick_rows(text: str) -> list[list[str]]:
    rows = []
    for match in _LEADER_ROW.finditer(text):
        label = " ".join(match.group(1).replace("?", " ").split())
        rows.append([label, *match.groups()[1:]])
    return rows
