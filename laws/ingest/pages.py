"""Pages: page markers, the page of every line, and the noise that is not text.

Print markers stand alone (``- 80 -``); web markers may be glued to the text that opens
the page (``- 83 C.Разыгрывающий…``). A marker opens the page that follows it. Site chrome
(«Все о Бридже», «Страница:»), the trailing number runs (``1 2 3 … 247``) and blank fill
are not text.
"""

from __future__ import annotations

import re
from collections import OrderedDict

from laws.ingest.corpus import SourceError, SourceLine
from laws.ingest.sources import SourceFile

PRINT_MARKER = re.compile(r"^- (\d+) -$")
WEB_MARKER = re.compile(r"^- (\d+)(?: (.*))?$")
CHROME = frozenset({"Все о Бридже", "Страница:"})
# The runs at file ends: "1 2 3 … 247", sometimes cut inside the last number.
NUMBER_RUN = re.compile(r"^1 2 3 4 5(?: \d+)*$")

MARKER, CHROME_KIND, NUMBER_RUN_KIND, BLANK, TEXT = (
    "marker",
    "chrome",
    "number_run",
    "blank",
    "text",
)


def split_web_marker(text: str) -> tuple[int | None, str]:
    """``"- 83 C.Разыгрывающий…"`` → ``(83, "C.Разыгрывающий…")``; other text → ``(None, text)``."""
    match = WEB_MARKER.match(text)
    if not match:
        return None, text
    return int(match.group(1)), match.group(2) or ""


def marker_page(text: str, edition: str) -> int | None:
    if edition == "print":
        match = PRINT_MARKER.match(text)
        return int(match.group(1)) if match else None
    return split_web_marker(text)[0]


def line_kind(text: str, edition: str) -> str:
    stripped = text.strip()
    if not stripped:
        return BLANK
    if stripped in CHROME:
        return CHROME_KIND
    if NUMBER_RUN.match(stripped):
        return NUMBER_RUN_KIND
    if marker_page(stripped, edition) is not None:
        return MARKER
    return TEXT


def paginate(source: SourceFile) -> list[SourceLine]:
    """Every raw line of a source with the page it sits on (None where unknown).

    Text before the first marker takes ``page_before_first_marker`` from the manifest; the
    markers must be exactly the ones the manifest lists.
    """
    page = source.page_before_first_marker
    seen: list[int] = []
    out = []
    for number, text in enumerate(source.lines, start=1):
        found = marker_page(text.strip(), source.edition)
        if found is not None:
            if len(seen) >= len(source.pages) or source.pages[len(seen)] != found:
                raise SourceError(
                    source.name,
                    number,
                    f"метка страницы «{text.strip()[:20]}» не совпадает с манифестом "
                    f"(ожидались метки {list(source.pages)})",
                )
            seen.append(found)
            page = found
        out.append(SourceLine(source.name, number, text, page))
    if len(seen) != len(source.pages):
        raise SourceError(
            source.name,
            len(source.lines),
            f"в файле {len(seen)} меток страниц, в манифесте {len(source.pages)}",
        )
    return out


def page_groups(lines: list[SourceLine]) -> OrderedDict[int | None, list[SourceLine]]:
    """Lines grouped by page, in file order (a page's marker line opens its group)."""
    groups: OrderedDict[int | None, list[SourceLine]] = OrderedDict()
    for line in lines:
        groups.setdefault(line.page, []).append(line)
    return groups


# Page kinds ---------------------------------------------------------------------------------

LAW, TOC, INDEX, GLOSSARY = "law", "toc", "index", "glossary"
_ENGLISH_TERM = re.compile(r"^\([a-z][a-z ]*\)")
# A dot leader and a page or law number: "….....40", "вистующим.41", "......42,43,61".
_LEADER_PAGE = re.compile(r"(?:\.{2,}|(?<=[а-яё)])\.)\s*\d+(?:,\d+)*(?=\s|$)")
_TOC_START = re.compile(
    r"^(?:[A-H]\.|\d{1,2}\.|\([A-H1-9]\)\.|Правило \d+\.|Раздел |Глава |Часть )"
)


def page_kind(lines: list[SourceLine], edition: str) -> str:
    """Classify one page by its content: law text, table of contents, subject index, glossary."""
    texts = []
    for line in lines:
        kind = line_kind(line.text, edition)
        if kind == MARKER and edition == "web":
            rest = split_web_marker(line.text.strip())[1]
            if rest:
                texts.append(rest)
        elif kind == TEXT:
            texts.append(line.text.strip())
    if not texts:
        return LAW
    if sum(1 for t in texts if _ENGLISH_TERM.match(t)) >= 2:
        return GLOSSARY
    with_leader = [t for t in texts if _LEADER_PAGE.search(t)]
    if len(with_leader) * 2 >= len(texts):
        starts = sum(1 for t in with_leader if _TOC_START.match(t))
        return TOC if starts * 2 >= len(with_leader) else INDEX
    return LAW
