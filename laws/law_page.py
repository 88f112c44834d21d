"""What a law page shows, assembled from the stored corpus: clauses with rendered text,
footnotes, page marks, provenance, backlinks and the index entries that cite the law."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

import yaml
from django.conf import settings
from django.urls import reverse

from laws.clause_path import ClausePath
from laws.models import Clause, ClosingParagraph, Footnote, IndexEntry, Law, Reference, TermMark
from laws.page_numbers import CONTENTS_OFFSET, printed_page
from laws.rendering import FootnoteTarget, LinkSpan, PageStart, TermSpan, render_text
from quizzes.content.lookup import authored_on_law


def clause_url(law_number: int, path: str) -> str:
    if not path:
        return reverse("laws:detail", args=[law_number])
    return reverse("laws:clause", args=[law_number, path])


def clause_href(law_number: int, anchor: str) -> str:
    return f"{reverse('laws:detail', args=[law_number])}#{anchor}"


def preview_url(law_number: int, path: str) -> str:
    if not path:
        return reverse("laws:law_preview", args=[law_number])
    return reverse("laws:preview", args=[law_number, path])


def clause_label(clause: Clause, paths: set[str] | None = None) -> str:
    """The printed number of a clause: «A.», «4.», «(B)». Where the sources lost the parent
    clause (Law 6 starts inside E), the label is the whole path, «E1.», not a bare «1.»."""
    if not clause.path:
        return ""
    path = ClausePath.of(clause.law.number, clause.path)
    parent = path.parent
    if paths is not None and parent.parts and parent.relative not in paths:
        return path.relative if path.depth >= 3 else f"{path.relative}."
    last = path.parts[-1]
    return f"({last})" if path.depth >= 3 else f"{last}."


def footnote_id(footnote: Footnote, clause: Clause) -> str:
    return f"fn-{clause.anchor}-{footnote.order + 1}"


def reference_link(ref: Reference, footnotes: dict | None = None) -> LinkSpan:
    """Where a reference leads: a whole law («правило 50») to the law page and its preview;
    a footnote («сноску к правилу 68») to the footnote itself; a clause to its anchor, or to
    the nearest stored clause below it, saying so, when the sources lost its heading
    («раздела "B" этого правила» → 14B2); the law page when the clause is absent."""
    law_page = reverse("laws:detail", args=[ref.target_law])
    citation = f"Правило {ref.target_law}{ref.target_path}"
    found = (footnotes or {}).get((ref.target_law, ref.target_footnote_mark))
    if ref.target_footnote_mark and found:
        fid, owner = found
        citation = f"Сноска ({ref.target_footnote_mark}) к правилу {ref.target_law}"
        return LinkSpan(
            ref.start, ref.end, f"{law_page}#{fid}", preview_url(ref.target_law, owner.path),
            citation,
        )  # fmt: skip
    if ref.target_footnote_mark:
        citation = f"Сноска ({ref.target_footnote_mark}) к правилу {ref.target_law}"
    if not ref.target_path or not ref.target_id:
        href, preview = law_page, preview_url(ref.target_law, "")
    else:
        href = clause_href(ref.target_law, ref.target.anchor)
        preview = preview_url(ref.target_law, ref.target.path)
        if ref.target.path != ref.target_path:
            preview = preview_url(ref.target_law, ref.target_path)  # the section, as it survives
            citation += (
                f": заголовок раздела {ref.target_path} в источниках не сохранился — ссылка "
                f"ведёт к пункту {ref.target_law}{ref.target.path}, с которого раздел начинается "
                "в сохранившемся тексте"
            )
    return LinkSpan(ref.start, ref.end, href, preview, citation, missing=bool(ref.note))


def footnote_targets(refs: list[Reference]) -> dict[tuple[int, str], tuple[str, Clause]]:
    """(law, mark) → (element id, owning clause) of the footnotes the references cite."""
    wanted = {(r.target_law, r.target_footnote_mark) for r in refs if r.target_footnote_mark}
    if not wanted:
        return {}
    out: dict[tuple[int, str], tuple[str, Clause]] = {}
    rows = Footnote.objects.filter(clause__law__number__in={law for law, _ in wanted})
    for footnote in rows.select_related("clause__law").order_by("clause__order", "order"):
        key = (footnote.clause.law.number, footnote.mark)
        if key in wanted and key not in out:
            out[key] = (footnote_id(footnote, footnote.clause), footnote.clause)
    return out


def term_span(mark: TermMark) -> TermSpan:
    entry = mark.entry
    definition = f"{entry.term}: {entry.definition}"
    return TermSpan(
        mark.start,
        mark.end,
        definition,
        reverse("laws:term_preview", args=[entry.slug]),
    )


@dataclass
class Block:
    html: str
    page: int | None = None
    show_page: bool = False
    page_inferred: bool = False
    cut_before: bool = False
    cut_after: bool = False
    rows: list | None = None

    @property
    def header(self) -> list[str]:
        """The table's first row, unless the sources left it empty."""
        if self.rows and any(cell.strip() for cell in self.rows[0]):
            return self.rows[0]
        return []

    @property
    def body(self) -> list[list[str]]:
        return self.rows[1:] if self.rows else []


@dataclass
class FootnoteView:
    id: str
    ref_id: str
    mark: str
    html: str
    page: int | None
    continued: bool


@dataclass
class Backlink:
    citation: str
    href: str


@dataclass
class ClauseView:
    clause: Clause
    label: str
    blocks: list[Block] = field(default_factory=list)
    footnotes: list[FootnoteView] = field(default_factory=list)
    backlinks: list[Backlink] = field(default_factory=list)
    # Where the text comes from: in words for a reader; file and lines for an editor.
    origin: list[str] = field(default_factory=list)
    provenance: list[str] = field(default_factory=list)

    @property
    def permalink(self) -> str:
        return clause_url(self.clause.law.number, self.clause.path)

    @property
    def citation(self) -> str:
        return self.clause.citation

    @property
    def toc_printed_page(self) -> int | None:
        return printed_page(self.clause.toc_page)

    @property
    def heading_tag(self) -> str:
        # A → h2, 1 → h3, (A) → h4, (1) → h5: the outline follows the clause levels.
        return f"h{min(self.clause.depth + 1, 6)}"


_EDITIONS = {"print": "печатное издание", "web": "веб-издание «Все о Бридже»"}
_READER_EDITIONS = {
    "print": "Печатное издание перевода 1987 года",
    "web": "Веб-издание перевода («Все о Бридже»)",
}


@lru_cache(maxsize=1)
def _editions() -> dict[str, str]:
    """File name → edition, from the sources' manifest."""
    manifest = Path(settings.LAW_SOURCES_DIR) / "manifest.yaml"
    if not manifest.exists():
        return {}
    data = yaml.safe_load(manifest.read_text(encoding="utf-8")) or {}
    return {f["file"]: f.get("edition", "") for f in data.get("files", [])}


def page_range(pages: list) -> str:
    """«с. 41», «с. 41–42» — the pages a list of page numbers spans."""
    pages = [page for page in pages if page]
    if not pages:
        return ""
    first, last = min(pages), max(pages)
    return f"с. {first}" if first == last else f"с. {first}–{last}"


def describe_source(source: dict) -> str:
    """«печатное издание, файл 000, с. 80, строки 13–29»."""
    name = source.get("file", "")
    short = name.split("_", 1)[0] if name else "?"
    first, last = source.get("first_line"), source.get("last_line")
    lines = f"строка {first}" if first == last else f"строки {first}–{last}"
    page = f", с. {source['page']}" if source.get("page") else ""
    edition = _EDITIONS.get(_editions().get(name, ""), "")
    prefix = f"{edition}, " if edition else ""
    return f"{prefix}файл {short}{page}, {lines}"


def describe_origin(sources: list[dict], page: int | None, inferred: bool, what: str = "") -> str:
    """Where a paragraph stands, in words: «Печатное издание перевода 1987 года, страница 80»."""
    editions = list(
        dict.fromkeys(_editions().get(source.get("file", ""), "") for source in sources)
    )
    named = [_READER_EDITIONS[e] for e in editions if e in _READER_EDITIONS]
    edition = (
        " и ".join([named[0], *(name[0].lower() + name[1:] for name in named[1:])])
        if named
        else "Источник"
    )
    if page is None:
        where = "страница не отмечена"
    elif inferred:
        where = f"страница {page} (номер выведен: в источнике его нет)"
    else:
        where = f"страница {page}"
    if what:
        edition = edition[0].lower() + edition[1:]
    return f"{what}{edition}, {where}"


def _backlink(ref: Reference) -> Backlink:
    source = ref.source
    citation = f"{source.law.number}{source.path}"
    if ref.footnote_id:
        citation += " (сноска)"
    return Backlink(citation, clause_href(source.law.number, source.anchor))


def _dedupe(links: list[Backlink]) -> list[Backlink]:
    seen, out = set(), []
    for link in links:
        if link.citation not in seen:
            seen.add(link.citation)
            out.append(link)
    return out


def build_law(law: Law) -> dict:
    """The context of the law page."""
    clauses = list(law.clauses.select_related("law").prefetch_related("paragraphs", "footnotes"))
    refs = list(Reference.objects.filter(source__law=law).select_related("target", "target__law"))
    marks = list(TermMark.objects.filter(clause__law=law).select_related("entry"))
    incoming = list(
        Reference.objects.filter(target_law=law.number)
        .select_related("source__law")
        .order_by("source__law__number", "source__order", "start")
    )
    cited_footnotes = footnote_targets(refs)
    by_holder: dict[tuple, list] = {}
    for ref in refs:
        if ref.target_law is None:
            continue  # «см.» cut off with its fragment: nothing to link to (check_links lists it)
        key = ("f", ref.footnote_id) if ref.footnote_id else ("p", ref.paragraph_id)
        by_holder.setdefault(key, []).append(reference_link(ref, cited_footnotes))
    terms_by_holder: dict[tuple, list] = {}
    for mark in marks:
        key = ("f", mark.footnote_id) if mark.footnote_id else ("p", mark.paragraph_id)
        terms_by_holder.setdefault(key, []).append(term_span(mark))

    all_footnotes = [(c.order, c, f) for c in clauses for f in c.footnotes.all()]
    seen_markers: set[str] = set()
    paths = {c.path for c in clauses}
    # The heading's own page is shown beside it; the text repeats a page only when it changes.
    views, last_page, inner_pages = [], law.page, False
    for clause in clauses:
        view = ClauseView(clause, clause_label(clause, paths))
        targets = _footnote_targets(clause, all_footnotes)
        sources: list[str] = []
        origin: list[str] = []
        for paragraph in clause.paragraphs.all():
            inner = [PageStart(*start) for start in paragraph.page_starts or []]
            html = render_text(
                paragraph.text,
                by_holder.get(("p", paragraph.id), []),
                terms_by_holder.get(("p", paragraph.id), []),
                targets,
                seen_markers,
                inner,
            )
            show_page = paragraph.page is not None and paragraph.page != last_page
            if paragraph.page is not None:
                last_page = paragraph.page
            if inner:
                last_page = inner[-1].page
                inner_pages = True
            view.blocks.append(
                Block(
                    html=html,
                    page=paragraph.page,
                    show_page=show_page,
                    page_inferred=paragraph.page_inferred,
                    cut_before=paragraph.cut_before,
                    cut_after=paragraph.cut_after,
                    rows=paragraph.rows,
                )
            )
            sources += [describe_source(s) for s in paragraph.sources]
            if paragraph.sources:
                origin.append(
                    describe_origin(paragraph.sources, paragraph.page, paragraph.page_inferred)
                )
        for footnote in clause.footnotes.all():
            fid = footnote_id(footnote, clause)
            view.footnotes.append(
                FootnoteView(
                    id=fid,
                    ref_id=f"ref-{fid}",
                    mark=footnote.mark,
                    html=render_text(
                        footnote.text,
                        by_holder.get(("f", footnote.id), []),
                        terms_by_holder.get(("f", footnote.id), []),
                    ),
                    page=footnote.page,
                    continued=footnote.continued,
                )
            )
            sources += [f"сноска: {describe_source(s)}" for s in footnote.sources]
            if footnote.sources:
                origin.append(
                    describe_origin(footnote.sources, footnote.page, False, what="Сноска — ")
                )
        view.provenance = list(dict.fromkeys(sources))
        view.origin = list(dict.fromkeys(origin))
        if clause.path:
            view.backlinks = _dedupe(
                [_backlink(r) for r in incoming if r.target_path == clause.path]
            )
        views.append(view)

    law_backlinks = _dedupe(
        [_backlink(r) for r in incoming if not r.target_path or r.target_path not in paths]
    )
    following = Law.objects.filter(number=law.number + 1).first()
    contents_pages = sorted({c.toc_page for c in clauses if c.toc_page})
    return {
        "law": law,
        "clauses": views,
        # No text at all: one notice for the law, the headings as a bare outline.
        "text_lost": not any(c.has_text for c in clauses),
        "heading_pages": page_range([printed_page(p) for p in contents_pages]),
        "heading_contents_pages": page_range(contents_pages),
        "clause_backlinks": _dedupe([link for view in views for link in view.backlinks]),
        "tasks": [
            {"title": title, "href": reverse("quizzes:scenario", args=[slug])}
            for slug, title in authored_on_law(law.number)
        ],
        # The closing formula stands after the last law of the book.
        "closing": [] if following else list(ClosingParagraph.objects.all()),
        "law_backlinks": law_backlinks,
        "index_entries": IndexEntry.objects.for_law(law.number),
        "breadcrumbs": [d for d in (law.chapter, law.part, law.section) if d],
        "previous": Law.objects.filter(number=law.number - 1).first(),
        "next": following,
        "has_pages": last_page is not None,
        "has_inner_pages": inner_pages,
        # The contents number their pages four more than the pages themselves; the site shows
        # the printed number and says so where the contents' number is what it has.
        "title_page": printed_page(law.toc_page),
        "toc_offset": CONTENTS_OFFSET,
        "has_inferred_pages": any(
            b.show_page and b.page_inferred for view in views for b in view.blocks
        ),
    }


def _footnote_targets(clause: Clause, all_footnotes) -> dict[str, FootnoteTarget]:
    """Markers in a clause point at the footnote with their mark in the same clause, or
    else the nearest one in the law: one footnote can serve markers in several clauses
    (Law 53A and 53B share «Но см. раздел C ниже.»)."""
    targets: dict[str, FootnoteTarget] = {}
    for mark in {f.mark for _, _, f in all_footnotes}:
        candidates = [(order, c, f) for order, c, f in all_footnotes if f.mark == mark]
        _, owner, footnote = min(
            candidates, key=lambda t: (abs(t[0] - clause.order), t[0] > clause.order)
        )
        fid = footnote_id(footnote, owner)
        targets[mark] = FootnoteTarget(fid, f"ref-{fid}")
    return targets


PREVIEW_LIMIT = 900  # characters of text in a preview; the link leads to the rest
# A whole law previews as its title and first lines: enough to recognise it.
LAW_PREVIEW_LIMIT = 400


def build_lost_section_preview(law: Law, path: str) -> dict | None:
    """The preview of a section whose heading the sources lost («раздел "B"» of Law 14): what
    survives below it, and a note saying so; None when nothing of it survives."""
    below = [c for c in law.clauses.all() if c.path.startswith(path) and c.path != path]
    if not below:
        return None
    context = build_preview(law, below[0], section=path)
    context["citation"] = f"Правило {law.number}{path}"
    context["clause"] = None  # the title is the section's, whose heading is lost
    context["lost_heading"] = (
        f"Заголовок раздела {path} в источниках не сохранился; ссылка ведёт к пункту "
        f"{law.number}{below[0].path} — с него раздел начинается в сохранившемся тексте."
    )
    return context


def build_preview(law: Law, clause: Clause | None, section: str = "") -> dict:
    """A clause (with its sub-clauses) or a law, cut to a readable length; with ``section``,
    every stored clause below that path, from ``clause`` on."""
    limit = LAW_PREVIEW_LIMIT if clause is None else PREVIEW_LIMIT
    if clause is None:
        scope = list(law.clauses.prefetch_related("paragraphs"))
        href = reverse("laws:detail", args=[law.number])
        citation = f"Правило {law.number}"
    else:
        prefix = section or clause.path
        scope = [
            c
            for c in law.clauses.prefetch_related("paragraphs")
            if c.path == clause.path or (c.path.startswith(prefix) and c.order > clause.order)
        ]
        href = clause_href(law.number, clause.anchor)
        citation = clause.citation
    paths = set(law.clauses.values_list("path", flat=True))
    items, used, cut = [], 0, False
    for item in scope:
        texts = []
        for paragraph in item.paragraphs.all():
            if used >= limit:
                cut = True
                break
            text = paragraph.text
            if paragraph.rows:
                text = (text + " " if text else "") + "(таблица — см. на странице правила)"
            if used + len(text) > limit:
                text = text[: limit - used].rsplit(" ", 1)[0] + " …"
                cut = True
            used += len(text)
            texts.append(text)
        items.append({"clause": item, "label": clause_label(item, paths), "texts": texts})
        if cut:
            break
    return {
        "law": law,
        "clause": clause,
        "items": items,
        "cut": cut,
        "href": href,
        "citation": citation,
        "has_text": any(i["texts"] for i in items),
    }
