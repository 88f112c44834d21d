"""Snippets with the matched word forms highlighted.

The text is escaped first and only then wrapped in ``<mark>``, so nothing from the law
text or the query can inject markup; the result is safe HTML.
"""

from __future__ import annotations

from collections.abc import Collection
from html import escape

from laws.search.lemmas import lemma, words

WIDTH = 240


def _matches(text: str, marks: Collection[str]) -> list[tuple[int, int]]:
    return [(m.start(), m.end()) for m in words(text) if marks and lemma(m.group()) in marks]


def _render(text: str, spans: list[tuple[int, int]], offset: int = 0) -> str:
    out, cursor = [], 0
    for start, end in spans:
        start, end = start - offset, end - offset
        if start < cursor or end > len(text):
            continue
        out.append(escape(text[cursor:start]))
        out.append(f"<mark>{escape(text[start:end])}</mark>")
        cursor = end
    out.append(escape(text[cursor:]))
    return "".join(out)


def highlight(text: str, marks: Collection[str]) -> str:
    """The whole text, escaped, with every word whose lemma is in ``marks`` in <mark>."""
    return _render(text or "", _matches(text or "", marks))


def snippet(text: str, marks: Collection[str], width: int = WIDTH) -> str:
    """A window of about ``width`` characters around the densest cluster of matches."""
    text = text or ""
    spans = _matches(text, marks)
    if len(text) <= width:
        return _render(text, spans)
    start = 0
    if spans:
        # The window that shows the most distinct matched words wins; earlier breaks ties.
        best = (-1, 0)
        for first, _ in spans:
            begin = max(0, first - width // 4)
            inside = {text[s:e].lower() for s, e in spans if begin <= s and e <= begin + width}
            if len(inside) > best[0]:
                best = (len(inside), begin)
        start = best[1]
    end = min(len(text), start + width)
    if start > 0:
        space = text.find(" ", start)
        start = space + 1 if 0 <= space < start + 30 else start
    if end < len(text):
        space = text.rfind(" ", start, end)
        end = space if space > start + width // 2 else end
    window = text[start:end].strip()
    offset = start + (len(text[start:end]) - len(text[start:end].lstrip()))
    inner = [(s, e) for s, e in spans if offset <= s and e <= offset + len(window)]
    body = _render(window, inner, offset)
    return ("…" if start > 0 else "") + body + ("…" if end < len(text) else "")
