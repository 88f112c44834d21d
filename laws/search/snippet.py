"""Snippets with the matched word forms highlighted and the law's cross-references linked.

The text is escaped first and only then wrapped in ``<mark>`` and ``<a>``, so nothing from
the law text or the query can inject markup; the result is safe HTML. Links come as
(start, end, href) spans of the full text, found by the reference recogniser.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from html import escape

from laws.search.lemmas import lemma, words

WIDTH = 240

Link = tuple[int, int, str]


Token = tuple[int, int, str]  # (start, end, lemma) of one word


def tokens(text: str) -> list[Token]:
    """The words of ``text`` with their lemmas: computed once per text by callers that show
    the same text often (search results), so a snippet costs no analysis."""
    return [(m.start(), m.end(), lemma(m.group())) for m in words(text or "")]


def _matches(text: str, marks: Collection[str], known: Sequence[Token] | None = None):
    if not marks:
        return []
    return [(s, e) for s, e, lem in (tokens(text) if known is None else known) if lem in marks]


def _render(text: str, start: int, end: int, spans, links: Sequence[Link]) -> str:
    """text[start:end], escaped, with marks and links (each wholly inside the window)."""
    if not spans and not links:
        return escape(text[start:end])
    events: list[tuple[int, int, str]] = []  # (position, order, html); closers sort first
    for s, e in spans:
        if start <= s and e <= end:
            events += [(s, 2, "<mark>"), (e, 1, "</mark>")]
    for s, e, href in links:
        if start <= s and e <= end:
            events += [(s, 3, f'<a href="{escape(href)}">'), (e, 0, "</a>")]
    events.sort(key=lambda ev: (ev[0], ev[1]))
    out, cursor, open_marks = [], start, 0
    for position, _, tag in events:
        out.append(escape(text[cursor:position]))
        cursor = position
        if tag == "<mark>":
            open_marks += 1
        elif tag == "</mark>":
            open_marks -= 1
        elif tag.startswith("<a") and open_marks:
            out.append("</mark>")  # a link never opens inside a mark
            open_marks = 0
        out.append(tag)
    out.append(escape(text[cursor:end]))
    html = "".join(out)
    return html + "</mark>" * max(0, open_marks)


def highlight(
    text: str,
    marks: Collection[str],
    links: Sequence[Link] = (),
    known: Sequence[Token] | None = None,
) -> str:
    """The whole text, escaped, with every word whose lemma is in ``marks`` in <mark>."""
    text = text or ""
    return _render(text, 0, len(text), _matches(text, marks, known), links)


def window(text: str, spans: Sequence[tuple[int, int]], width: int = WIDTH) -> tuple[int, int]:
    """(start, end) of about ``width`` characters around the densest cluster of the matched
    ``spans``, cut at spaces."""
    if len(text) <= width:
        return 0, len(text)
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
    while start < end and text[start].isspace():
        start += 1
    return start, end


def snippet(
    text: str,
    marks: Collection[str],
    width: int = WIDTH,
    links: Sequence[Link] = (),
    known: Sequence[Token] | None = None,
) -> str:
    """A window of about ``width`` characters around the densest cluster of matches."""
    text = text or ""
    spans = _matches(text, marks, known)
    start, end = window(text, spans, width)
    body = _render(text, start, end, spans, links)
    return ("…" if start > 0 else "") + body + ("…" if end < len(text) else "")
