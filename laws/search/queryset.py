"""Django side of quick lookup: the cached search index, search results, index entries by law.

Matching happens in Python over an in-memory index (laws.search.ranking), so search behaves
the same on SQLite and PostgreSQL; the index is rebuilt when the stored corpus changes.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from urllib.parse import urlencode

from django.db import models
from django.urls import reverse
from django.utils.html import escape, format_html
from django.utils.safestring import SafeString, mark_safe
from django.utils.text import slugify

from bridgesite.caching import corpus_memo
from laws.clause_path import ClausePath, ClausePathError
from laws.search import query as search_query
from laws.search.jump import law_scope
from laws.search.plural import plural
from laws.search.ranking import Document, Hit, SearchIndex
from laws.search.snippet import highlight, snippet
from laws.search.synonyms import compile_table, with_glossary

RESULTS_LIMIT = 60


def law_href(number: int, anchor: str = "") -> str:
    url = reverse("laws:detail", args=[number])
    return f"{url}#{anchor}" if anchor else url


def clause_href(number: int, path: str) -> str:
    """The clause permalink (/laws/45/C4(B)/), or the law page for the law's own text."""
    return reverse("laws:clause", args=[number, path]) if path else law_href(number)


@dataclass
class Crumb:
    label: str
    href: str
    missing: bool = False  # a «см.» target whose article is on a page the sources lack


@dataclass
class _Corpus:
    index: SearchIndex
    crumbs: dict[int, list[Crumb]]  # document key → breadcrumbs down to (not including) it
    notes: dict[int, str]  # document key → what a result without a snippet says instead
    law_titles: dict[int, str]
    searchable_laws: list[tuple[int, str]]  # (number, title) of the laws with text
    synonyms: dict
    # The subject index, searched beside the text: its entries point at laws whose text
    # the sources may lack.
    subject_index: SearchIndex
    index_links: dict[int, list[Crumb]]  # entry key → its law links
    chapters: list[tuple[str, str]]  # (number, title) of the chapters, in order

    def scope_groups(self, law: int | None) -> list:
        laws = self.searchable_laws
        if law and law not in dict(laws):
            laws = sorted([*laws, (law, self.law_titles.get(law, ""))])
        chapters = [
            (f"chapter:{n}", _short(f"Глава {n}. {t.lower().capitalize()}".rstrip(". ")))
            for n, t in self.chapters
        ]
        laws = [(f"law:{n}", _short(f"Правило {n}. {t}".rstrip(". "))) for n, t in laws]
        return [("В главе", chapters), ("В правиле", laws)]


def _load() -> _Corpus:
    from laws.models import Clause, Division, GlossaryEntry, IndexEntry, Law

    laws = {law.number: law for law in Law.objects.select_related("chapter")}
    chapter_of = {n: (law.chapter.number if law.chapter else "") for n, law in laws.items()}
    rows = list(
        Clause.objects.order_by("law__number", "order").values(
            "id",
            "law__number",
            "parent_id",
            "path",
            "anchor",
            "heading",
            "plain_text",
            "heading_lemmas",
            "text_lemmas",
            "order",
            "has_text",
        )
    )
    by_id = {row["id"]: row for row in rows}
    docs, crumbs, notes = [], {}, {}
    with_own_text = set()
    for row in rows:
        number = row["law__number"]
        heading = row["heading"]
        if not row["path"]:
            with_own_text.add(number)
            heading = heading or (laws[number].title if number in laws else "")
            if number in laws:
                notes[row["id"]] = _law_note(laws[number])
        docs.append(
            Document.build(
                key=row["id"],
                law=number,
                path=row["path"],
                anchor=row["anchor"],
                heading=heading,
                text=row["plain_text"],
                order=row["order"],
                chapter=chapter_of.get(number, ""),
                has_text=row["has_text"],
                kind="clause" if row["path"] else "law",
                heading_lemmas=tuple(row["heading_lemmas"].split()) if row["path"] else (),
                text_lemmas=tuple(row["text_lemmas"].split()),
            )
        )
        chain, parent = [], by_id.get(row["parent_id"])
        while parent is not None:
            if parent["path"]:
                label = f"{number}{parent['path']}"
                if parent["heading"]:
                    label += f". {parent['heading']}"
                chain.append(Crumb(_short(label, 70), clause_href(number, parent["path"])))
            parent = by_id.get(parent["parent_id"])
        title = laws[number].title if number in laws else ""
        if row["path"]:
            label = f"Правило {number}. {title}".rstrip(". ")
            chain.append(Crumb(_short(label, 70), law_href(number)))
        crumbs[row["id"]] = list(reversed(chain))
    # A law known only by its title is still found by it (key: minus the law number).
    for number, law in laws.items():
        if number not in with_own_text and law.title:
            docs.append(
                Document.build(
                    key=-number,
                    law=number,
                    path="",
                    anchor=str(number),
                    heading=law.title,
                    text="",
                    order=-1,
                    chapter=chapter_of.get(number, ""),
                    has_text=law.has_text,
                    kind="law",
                )
            )
            crumbs[-number] = []
            notes[-number] = _law_note(law)
    # Definitions are law text too (chapter «Определения»); found by Russian or English term.
    for entry in GlossaryEntry.objects.all():
        key = -(1000 + entry.pk)
        docs.append(
            Document.build(
                key=key,
                law=0,
                path=entry.slug,
                anchor=entry.slug,
                heading=f"{entry.term} ({entry.english})" if entry.english else entry.term,
                text=entry.definition,
                kind="glossary",
            )
        )
        crumbs[key] = []
    index_docs, index_links = [], {}
    for entry in IndexEntry.objects.order_by("order"):
        index_docs.append(
            Document.build(
                key=entry.pk,
                law=0,
                path="",
                anchor=headword_anchor(entry.headword),
                heading=entry.text or entry.headword.strip("[] "),
                text="",
                order=entry.order,
                kind="index",
            )
        )
        index_links[entry.pk] = cited_law_links(entry.laws)
    glossary = GlossaryEntry.objects.values_list("english", "term")
    chapters = [(d.number, d.title) for d in Division.objects.filter(kind=Division.Kind.CHAPTER)]
    return _Corpus(
        index=SearchIndex(docs),
        crumbs=crumbs,
        notes=notes,
        law_titles={n: law.title for n, law in laws.items()},
        searchable_laws=[(n, law.title) for n, law in sorted(laws.items()) if law.has_text],
        synonyms=compile_table(with_glossary(glossary)),
        chapters=list(dict.fromkeys(chapters)),
        subject_index=SearchIndex(index_docs),
        index_links=index_links,
    )


_LAW_NOTES = {
    "complete": "Правило целиком — текст сохранился полностью.",
    "partial": "Правило целиком — текст сохранился не полностью.",
    "title_only": "Из этого правила известен только заголовок.",
    "absent": "Текста этого правила в сохранившихся источниках нет.",
}


def _law_note(law) -> str:
    return _LAW_NOTES.get(law.status, "")


def _short(label: str, limit: int = 60) -> str:
    return label if len(label) <= limit else label[: limit - 1].rstrip() + "…"


@corpus_memo
def corpus() -> _Corpus:
    """The search index of the corpus being served, built once per corpus version."""
    return _load()


@dataclass
class Result:
    law: int
    path: str
    citation: str  # «Правило 45C4(B)»
    href: str
    heading: SafeString
    snippet: SafeString
    breadcrumbs: list[Crumb]
    has_text: bool
    in_heading: bool
    note: str = ""


@dataclass
class IndexHit:
    label: SafeString
    href: str
    laws: list[Crumb]


@dataclass
class Results:
    query: search_query.Query
    results: list[Result] = field(default_factory=list)
    total: int = 0
    law: int | None = None
    law_title: str = ""
    chapter: str = ""
    # The scope selector: (group label, [(value, label)]) with values "law:50", "chapter:X".
    scope_groups: list = field(default_factory=list)
    index_entries: list[IndexHit] = field(default_factory=list)

    @property
    def scope_value(self) -> str:
        if self.law:
            return f"law:{self.law}"
        return f"chapter:{self.chapter}" if self.chapter else ""

    @property
    def problem(self) -> str:
        return self.query.problem

    @property
    def summary(self) -> str:
        found = plural(self.total, "Найден", "Найдено", "Найдено")
        return f"{found} {self.total} {plural(self.total, 'пункт', 'пункта', 'пунктов')}"


def _result(hit: Hit, data: _Corpus) -> Result:
    doc = hit.doc
    if doc.kind == "glossary":
        citation, href = "Определения", f"{reverse('laws:glossary')}#{doc.anchor}"
    else:
        citation = f"Правило {doc.law}{doc.path}"
        href = clause_href(doc.law, doc.path)
    return Result(
        law=doc.law,
        path=doc.path,
        citation=citation,
        href=href,
        # Both are escaped before <mark> is added (laws.search.snippet).
        heading=mark_safe(highlight(doc.heading, hit.marks)),
        snippet=mark_safe(snippet(doc.text, hit.marks)),
        breadcrumbs=data.crumbs.get(doc.key, []),
        has_text=doc.has_text,
        in_heading=hit.in_heading,
        note=data.notes.get(doc.key, ""),
    )


INDEX_HITS_LIMIT = 6


def _index_hits(data: _Corpus, parsed: search_query.Query) -> list[IndexHit]:
    hits = data.subject_index.search(parsed)[:INDEX_HITS_LIMIT]
    return [
        IndexHit(
            label=mark_safe(highlight(h.doc.heading, h.marks)),
            href=f"{reverse('laws:subject_index')}#{h.doc.anchor}",
            laws=data.index_links.get(h.doc.key, []),
        )
        for h in hits
    ]


class ClauseQuerySet(models.QuerySet):
    def search(self, raw: str | None, law: str | int | None = None, chapter: str = "") -> Results:
        """Search the whole stored corpus, or one law («50») or one chapter («X»); an unknown
        law or chapter means the whole text."""
        data = corpus()
        number = int(law) if str(law or "").isdigit() and int(law) in data.law_titles else None
        chapter = chapter if chapter in dict(data.chapters) else ""
        if number is None and not chapter:
            # «правило 50 штрафная карта»: the words, searched within Law 50.
            named, rest = law_scope(raw)
            if named in data.law_titles:
                number, raw = named, rest
        parsed = search_query.parse(raw, data.synonyms)
        hits = data.index.search(parsed, law=number, chapter=chapter or None)
        return Results(
            query=parsed,
            results=[_result(h, data) for h in hits[:RESULTS_LIMIT]],
            total=len(hits),
            law=number,
            law_title=data.law_titles.get(number, "") if number else "",
            chapter=chapter,
            scope_groups=data.scope_groups(number),
            index_entries=[] if number or chapter else _index_hits(data, parsed),
        )

    def jump_href(self, target: ClausePath) -> str:
        """Where a law-number query lands: the clause's permalink, else its nearest stored
        ancestor on the law page, else the law page (which says what the sources lack)."""
        chain = [target, *reversed(target.ancestors())] if target.parts else []
        present = set(
            self.filter(anchor__in=[p.anchor for p in chain]).values_list("anchor", flat=True)
        )
        for candidate in chain:
            if candidate.anchor in present:
                if candidate == target:
                    return clause_href(target.law, target.relative)
                return law_href(target.law, candidate.anchor)
        return law_href(target.law)


@dataclass
class IndexLine:
    """One line of the subject index as shown: a headword or a sub-entry under it."""

    text: str
    laws: list[Crumb]
    see: list[Crumb]
    see_also: list[Crumb]


@dataclass
class IndexArticle:
    headword: str
    anchor: str
    continued: bool  # a running head: the article starts on a page the sources lack
    lines: list[IndexLine] = field(default_factory=list)
    laws: list[Crumb] = field(default_factory=list)
    see: list[Crumb] = field(default_factory=list)
    see_also: list[Crumb] = field(default_factory=list)


@dataclass
class IndexLetter:
    letter: str
    articles: list[IndexArticle] = field(default_factory=list)


def headword_anchor(headword: str) -> str:
    return "i-" + (slugify(headword.strip("[] "), allow_unicode=True) or "x")


def cited_law_links(cited: list) -> list[Crumb]:
    """Links for law numbers or paths as printed in the index or glossary ("64", "45C")."""
    links = []
    for item in cited or []:
        try:
            path = ClausePath(str(item))
        except ClausePathError:
            links.append(Crumb(str(item), ""))
            continue
        links.append(Crumb(str(path), law_href(path.law, path.anchor if path.parts else "")))
    return links


def linked_definition(text: str) -> SafeString:
    """A glossary definition, escaped, with its law references («см. правило 77») as links."""
    from laws.references import find_references

    out, cursor = [], 0
    for ref in find_references(text):
        if not ref.targets or ref.relative:
            continue
        for (start, end), target in zip(
            ref.spans or ((ref.start, ref.end),), ref.targets, strict=False
        ):
            if start < cursor:
                continue
            href = law_href(target.law, target.anchor if target.parts else "")
            out.append(escape(text[cursor:start]))
            out.append(format_html('<a href="{}">{}</a>', href, text[start:end]))
            cursor = end
    out.append(escape(text[cursor:]))
    return mark_safe("".join(str(part) for part in out))


class IndexEntryQuerySet(models.QuerySet):
    def for_law(self, number: int | str) -> list:
        """Subject-index entries that cite law ``number`` (as "50" or a path such as "50C")."""
        number = str(number)
        # A list, not a queryset: JSON "contains" lookups differ between SQLite and PostgreSQL,
        # and the index has about 150 rows.
        wanted = [
            entry
            for entry in self.order_by("order")
            if any(_law_of(str(cited)) == number for cited in entry.laws or [])
        ]
        for entry in wanted:
            entry.index_anchor = headword_anchor(entry.headword)
        return wanted

    def by_letter(self) -> list[IndexLetter]:
        """Articles in printed order, grouped under their initial letter; a Latin headword
        (IMP) stays where the printed index sorts it, under the letter before it."""
        entries = list(self.order_by("order"))
        known = {fold_head(e.headword) for e in entries}

        def see_links(targets):
            # An article on a lost page cannot be linked; a search for its words stands in.
            return [
                Crumb(t, "#" + headword_anchor(t))
                if fold_head(t) in known
                else Crumb(t, f"{reverse('laws:search')}?{urlencode({'q': t})}", missing=True)
                for t in targets or []
            ]

        letters: list[IndexLetter] = []
        articles: dict[str, IndexArticle] = {}
        for entry in entries:
            key = fold_head(entry.headword)
            article = articles.get(key)
            if article is None:
                article = IndexArticle(
                    headword=entry.headword.strip("[] "),
                    anchor=headword_anchor(entry.headword),
                    continued=entry.running_head,
                )
                articles[key] = article
                first = article.headword[:1].upper()
                if not letters or (first != letters[-1].letter and _is_cyrillic(first)):
                    letters.append(IndexLetter(first))
                letters[-1].articles.append(article)
            if entry.text:
                article.lines.append(
                    IndexLine(
                        text=entry.text,
                        laws=cited_law_links(entry.laws),
                        see=see_links(entry.see),
                        see_also=see_links(entry.see_also),
                    )
                )
            else:
                article.laws += cited_law_links(entry.laws)
                article.see += see_links(entry.see)
                article.see_also += see_links(entry.see_also)
        return letters


def fold_head(headword: str) -> str:
    return headword.strip("[] ").lower().replace("ё", "е")


def _is_cyrillic(ch: str) -> bool:
    return "А" <= ch <= "Я" or ch == "Ё"


def _law_of(cited: str) -> str:
    """ "45C4(B)" → "45"."""
    out = ""
    for ch in cited.strip():
        if not ch.isdigit():
            break
        out += ch
    return out
