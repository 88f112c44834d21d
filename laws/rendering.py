"""Law text to safe HTML: the text is data, so it is escaped first; links, glossary marks and
footnote markers are then built around spans of it with ``format_html``."""

from __future__ import annotations

import re
from dataclasses import dataclass

from django.utils.html import escape, format_html
from django.utils.safestring import SafeString, mark_safe

FOOTNOTE_MARK = re.compile(r"\((\*{1,3})\)")
# The preview loads on hover after a short pause (no flicker while the pointer passes
# over) and at once on keyboard focus.
PREVIEW_TRIGGER = "mouseenter delay:200ms, focus"
POPOVER = "#law-popover"


@dataclass(frozen=True)
class LinkSpan:
    start: int
    end: int
    href: str
    preview_url: str
    citation: str  # «Правило 45C4(B)», read out as the link's description
    missing: bool = False  # the target has no text in the sources


@dataclass(frozen=True)
class TermSpan:
    start: int
    end: int
    definition: str
    preview_url: str


@dataclass(frozen=True)
class PageStart:
    """A printed page that begins inside a paragraph, at ``start``."""

    start: int
    page: int
    inferred: bool = False  # the number is derived, not printed on the source page
    in_word: bool = False  # the page break falls inside the word that starts here


@dataclass(frozen=True)
class FootnoteTarget:
    id: str  # the footnote's element id
    ref_id: str  # id for the first marker pointing at it (the footnote links back to it)


def render_text(
    text: str,
    links: list[LinkSpan] = (),
    terms: list[TermSpan] = (),
    footnotes: dict[str, FootnoteTarget] | None = None,
    seen_markers: set[str] | None = None,
    pages: list[PageStart] = (),
) -> SafeString:
    """``text`` escaped, with links and terms over their spans, footnote markers ``(*)``
    outside them turned into links to their footnotes, and a page mark where a printed page
    begins inside the text.

    Spans that overlap an earlier one are dropped: a link wins over a term inside it.
    ``seen_markers`` collects marker ids already used on the page so each id is unique.
    """
    order = {PageStart: 0, LinkSpan: 1, TermSpan: 2}
    spans = sorted([*pages, *links, *terms], key=lambda s: (s.start, order[type(s)]))
    out: list[str] = []
    cursor = 0
    for span in spans:
        if isinstance(span, PageStart):
            # Inside a link, the mark goes right after it.
            position = max(span.start, cursor)
            out.append(_plain(text[cursor:position], footnotes, seen_markers))
            out.append(page_mark(span))
            cursor = position
            continue
        if span.start < cursor or span.end > len(text) or span.start >= span.end:
            continue
        out.append(_plain(text[cursor : span.start], footnotes, seen_markers))
        out.append(_span_html(span, mark_safe(_escape(text[span.start : span.end]))))
        cursor = span.end
    out.append(_plain(text[cursor:], footnotes, seen_markers))
    return mark_safe("".join(out))


def _span_html(span, inner: str) -> str:
    if isinstance(span, LinkSpan):
        css = "xref xref--missing" if span.missing else "xref"
        return format_html(
            '<a class="{}" href="{}" hx-get="{}" hx-trigger="{}" hx-target="{}" '
            'hx-swap="innerHTML" aria-describedby="law-popover" title="{}">{}</a>',
            css,
            span.href,
            span.preview_url,
            PREVIEW_TRIGGER,
            POPOVER,
            span.citation,
            inner,
        )
    return format_html(
        '<dfn class="term" tabindex="0" title="{}" hx-get="{}" hx-trigger="{}" '
        'hx-target="{}" hx-swap="innerHTML">{}</dfn>',
        span.definition,
        span.preview_url,
        PREVIEW_TRIGGER,
        POPOVER,
        inner,
    )


def _escape(text: str) -> str:
    # A line break inside a footnote (Law 75: «ПРИМЕР 1», «ПРИМЕР 2») stays a line break.
    return escape(text).replace("\n", "<br>\n")


def _plain(text: str, footnotes: dict[str, FootnoteTarget] | None, seen: set[str] | None) -> str:
    if not footnotes:
        return _escape(text)
    out, cursor = [], 0
    for match in FOOTNOTE_MARK.finditer(text):
        target = footnotes.get(match.group(1))
        if target is None:
            continue
        out.append(_escape(text[cursor : match.start()]))
        ref_id = target.ref_id
        if seen is not None:
            if ref_id in seen:
                ref_id = f"{target.ref_id}-{len(seen)}"
            seen.add(ref_id)
        out.append(
            format_html(
                '<sup class="fn-ref"><a href="#{}" id="{}" aria-label="Сноска {}">({})</a></sup>',
                target.id,
                ref_id,
                match.group(1),
                match.group(1),
            )
        )
        cursor = match.end()
    out.append(_escape(text[cursor:]))
    return "".join(out)


def page_mark(start: PageStart) -> SafeString:
    """«с. 92» where a printed page begins; in brackets when the number is derived."""
    where = " (страница начинается внутри этого слова)" if start.in_word else ""
    if start.inferred:
        return format_html(
            '<span class="page-mark page-mark--inline page-mark--inferred" title="Здесь '
            'начинается страница {}{}; номер выведен: в источнике отметки нет">(с.&nbsp;{})'
            "</span>",
            start.page,
            where,
            start.page,
        )
    return format_html(
        '<span class="page-mark page-mark--inline" title="Здесь начинается страница {} '
        'печатного издания{}">с.&nbsp;{}</span>',
        start.page,
        where,
        start.page,
    )
