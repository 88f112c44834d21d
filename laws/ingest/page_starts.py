"""Where a printed page begins inside a paragraph (Law 67B2 runs from p. 91 onto p. 92).

A merged paragraph keeps the source lines it was read from, each with its page; a page other
than the paragraph's first begins where the first words of its first source line stand in the
paragraph's text. A break inside a word (73E «ин|формацию», split across two files) is marked
before the word.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from laws.ingest import pages as pg
from laws.ingest.corpus import SourceLine, SourceRef

_WORD = re.compile(r"[^\W_]+")
WORDS = 4  # first words of a page's first line that must be found in the paragraph


def _fold(text: str) -> str:
    return text.lower().replace("ё", "е")


def page_starts(
    text: str,
    page: int | None,
    refs: Sequence[SourceRef],
    lines: Mapping[str, Sequence[SourceLine]],
    first_markers: Mapping[str, int | None],
) -> list[tuple[int, int, bool, bool]]:
    """(offset in ``text``, page, derived, inside a word) for every page that begins inside the
    paragraph; derived: the page is not printed on the source page (text before a file's first
    marker); inside a word: the break splits the word that begins at the offset."""
    starts: dict[int, tuple[int, int, bool, bool]] = {}
    folded = _fold(text)
    for ref in sorted(refs, key=lambda r: (r.file, r.first_line)):
        if ref.page is None or ref.page == page or ref.page in starts:
            continue
        source = lines.get(ref.file, ())
        line = next((s.text for s in source if s.number == ref.first_line), "").strip()
        split_page, rest = pg.split_web_marker(line)
        if split_page is not None and not pg.PRINT_MARKER.match(line):
            line = rest.strip()
        words = _WORD.findall(line.rstrip("-"))
        if line.endswith("-") and len(words) > 1:
            words = words[:-1]  # the hyphenated half of a word continues on the next line
        if not words:
            continue
        pattern = r"[\W_]+".join(re.escape(_fold(w)) for w in words[:WORDS])
        found = re.search(pattern, folded)
        if not found or found.start() == 0:
            continue
        start = found.start()
        while start > 0 and text[start - 1].isalnum():
            start -= 1  # the page begins inside this word
        marker = first_markers.get(ref.file)
        derived = marker is None or ref.first_line < marker
        starts[ref.page] = (start, ref.page, derived, start != found.start())
    return sorted(starts.values())
