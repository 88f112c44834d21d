"""The search results page and the suggestions: the stored corpus loaded into laws.search.

The corpus (clauses, laws, definitions, subject index), the search vocabulary and the table
situations (read through quizzes.situations) become one ``Finder``, built once per corpus
version and kept in memory; each search then costs a few dictionary look-ups. What the
finder returns is shaped here for the templates: links, breadcrumbs, snippets.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from urllib.parse import urlencode

from django.urls import reverse
from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString, mark_safe
from rapidfuzz import fuzz, process

from bridgesite.caching import corpus_memo
from laws.clause_path import ClausePath, ClausePathError
from laws.law_page import footnote_id
from laws.models import Clause, Division, Footnote, GlossaryEntry, IndexEntry, Law
from laws.querysets import Crumb, cited_law_links, clause_href, headword_anchor, law_href
from laws.references import find_references
from laws.search import vocabulary as search_vocabulary
from laws.search.finder import Finder, LawGroup
from laws.search.jump import jump_target, law_scope
from laws.search.lemmas import WORD, fold, lemma
from laws.search.plural import plural
from laws.search.quality import GLOSSARY
from laws.search.query import FILLERS, NOT_IN_LAWS, Query
from laws.search.ranking import Document, Hit
from laws.search.situations import Situation, SituationIndex
from laws.search.snippet import Link, highlight, snippet, tokens
from quizzes.situations import table_situations

GROUPS_LIMIT = 10
HITS_PER_GROUP = 3
RESULTS_IN_ONE_LAW = 60
INDEX_HITS_LIMIT = 6
# A nearest term offered on an empty page differs in length by at most this share.
NEAREST_LENGTH = 0.3
FIRST_LINES = 220
SUGGESTIONS_LIMIT = 8


@dataclass
class _Corpus:
    finder: Finder
    addresses: dict[int, tuple[str, str]]  # document key → (citation, href)
    words: dict[int, tuple[list, list]]  # document key → the (heading, text) words, analysed
    law_hrefs: dict[int, str]
    term_words: list[str]  # words worth offering as «nearest terms»
    search_url: str
    glossary_url: str
    index_url: str
    crumbs: dict[int, list[Crumb]]  # document key → breadcrumbs down to (not including) it
    # document key → the «where it is» line of a hit (the crumbs below the law), as HTML
    crumbs_html: dict[int, SafeString]
    notes: dict[int, str]  # document key → what a whole-law result says about the text
    first_lines: dict[int, str]  # law → its first lines, for a whole-law result
    links: dict[int, list[Link]]  # document key → its cross-references as links
    law_titles: dict[int, str]
    searchable_laws: list[tuple[int, str]]  # (number, title) of the laws with text
    index_links: dict[int, list[Crumb]]  # subject-index entry key → its law links
    chapters: list[tuple[str, str]]  # (number, title) of the chapters, in order
    _options: dict = field(default_factory=dict)

    def scope_options(self, law: int | None, selected: str) -> SafeString:
        """The scope selector's <optgroup>s and <option>s, escaped; built once per scope."""
        key = (law, selected)
        if key not in self._options:
            parts = []
            for group, options in self.scope_groups(law):
                if not options:
                    continue
                parts.append(format_html('<optgroup label="{}">', group))
                for value, label in options:
                    mark = " selected" if value == selected else ""
                    option = '<option value="{}"{}>{}</option>'
                    parts.append(format_html(option, value, mark, label))
                parts.append("</optgroup>")
            self._options[key] = mark_safe("\n".join(str(p) for p in parts))
        return self._options[key]

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


_LAW_NOTES = {
    "complete": "Правило целиком — текст сохранился полностью.",
    "partial": "Правило целиком — текст сохранился не полностью.",
    "title_only": "Из этого правила известен только заголовок.",
    "absent": "Текста этого правила в сохранившихся источниках нет.",
}


def _short(label: str, limit: int = 60) -> str:
    return label if len(label) <= limit else label[: limit - 1].rstrip() + "…"


def _reference_links(
    text: str, law: int, path: str, anchors: dict[str, str], footnotes: dict[int, dict]
) -> list[Link]:
    """«см. правило 50» and the like in ``text`` as links: a whole law to its page, a footnote
    to the footnote, a clause to its permalink, or to the first stored clause below it when
    the sources lost its heading, else to the law page. ``anchors``: stored anchor → path;
    ``footnotes``: law → {mark: element id}."""
    try:
        context = ClausePath.of(law, path) if law else None
    except ClausePathError:
        context = None
    links = []
    for ref in find_references(text, context):
        if not ref.targets:
            continue
        spans = ref.spans or ((ref.start, ref.end),)
        for (start, end), target in zip(spans, ref.targets, strict=False):
            marks = footnotes.get(target.law, {})
            below = [a for a in anchors if a.startswith(target.anchor) and a != target.anchor]
            if ref.footnote is not None and marks:
                fid = marks.get(ref.footnote) or next(iter(marks.values()))
                href = law_href(target.law, fid)
            elif not target.parts:
                href = law_href(target.law)
            elif target.anchor in anchors:
                href = clause_href(target.law, target.relative)
            elif below and not target.anchor[-1].isdigit():
                first = min(below, key=lambda a: (len(a), a))
                href = clause_href(target.law, anchors[first])
            else:
                href = law_href(target.law)
            links.append((start, end, href))
    return links


def _crumbs_html(chain: list[Crumb]) -> SafeString:
    """Where a hit is, below its law (the law heads its group): built once per document."""
    if len(chain) <= 1:
        return SafeString("")
    items = format_html_join(
        "", '<li><a href="{}">{}</a></li>', ((c.href, c.label) for c in chain[1:])
    )
    return format_html(
        '<nav class="breadcrumbs search-hit__crumbs" aria-label="Где находится"><ol>{}</ol></nav>',
        items,
    )


def _term_words(docs: list[Document], vocabulary) -> list[str]:
    words = set(vocabulary.say_words())
    for doc in docs:
        words.update(fold(m.group()) for m in WORD.finditer(f"{doc.heading} {doc.index}"))
    return sorted(
        w
        for w in words
        if len(w) >= 4 and not w.isdigit() and w not in FILLERS and lemma(w) not in FILLERS
    )


def _load() -> _Corpus:
    laws = {law.number: law for law in Law.objects.select_related("chapter")}
    chapter_of = {n: (law.chapter.number if law.chapter else "") for n, law in laws.items()}
    rows = list(
        Clause.objects.order_by("law__number", "order").values(
            "id", "law__number", "parent_id", "path", "anchor", "heading", "plain_text",
            "heading_lemmas", "text_lemmas", "order", "has_text",
        )
    )  # fmt: skip
    anchors = {row["anchor"]: row["path"] for row in rows}
    footnotes: dict[int, dict[str, str]] = {}
    for note in Footnote.objects.select_related("clause__law").order_by("clause__order", "order"):
        marks = footnotes.setdefault(note.clause.law.number, {})
        marks.setdefault(note.mark, footnote_id(note, note.clause))
    index_rows = list(IndexEntry.objects.order_by("order"))
    cited_by: dict[str, list[str]] = {}
    for entry in index_rows:
        line = entry.text or entry.headword.strip("[]: ")
        for cited in entry.laws or []:
            cited_by.setdefault(str(cited).strip(), []).append(line)
    by_id = {row["id"]: row for row in rows}
    docs, crumbs, notes, links, first_lines = [], {}, {}, {}, {}
    law_doc_for: dict[int, int] = {}
    for row in rows:
        number = row["law__number"]
        law = laws.get(number)
        title = law.title if law else ""
        if number not in first_lines and (row["plain_text"] or row["heading"]):
            first = f"{row['path']}. {row['heading']}. " if row["path"] and row["heading"] else ""
            first_lines[number] = _short(first + row["plain_text"], FIRST_LINES)
        parents, chain, parent = [], [], by_id.get(row["parent_id"])
        while parent is not None:
            if parent["path"]:
                label = f"{number}{parent['path']}"
                if parent["heading"]:
                    label += f". {parent['heading']}"
                    parents.append(parent["heading"])
                chain.append(Crumb(_short(label, 70), clause_href(number, parent["path"])))
            parent = by_id.get(parent["parent_id"])
        if row["path"]:
            chain.append(
                Crumb(_short(f"Правило {number}. {title}".rstrip(". "), 70), law_href(number))
            )
        crumbs[row["id"]] = list(reversed(chain))
        whole = not row["path"]
        if whole:
            law_doc_for[number] = row["id"]
            if law:
                notes[row["id"]] = _LAW_NOTES.get(law.status, "")
        docs.append(
            Document.build(
                key=row["id"],
                law=number,
                path=row["path"],
                anchor=row["anchor"],
                heading=title if whole else row["heading"],
                text=row["plain_text"],
                order=row["order"],
                chapter=chapter_of.get(number, ""),
                has_text=row["has_text"],
                kind="law" if whole else "clause",
                title="" if whole else title,
                parents=" ".join(parents),
                index=" ".join(cited_by.get(f"{number}{row['path']}", []) if not whole else []),
                heading_lemmas=() if whole else tuple(row["heading_lemmas"].split()),
                text_lemmas=tuple(row["text_lemmas"].split()),
            )
        )
        links[row["id"]] = _reference_links(
            row["plain_text"], number, row["path"], anchors, footnotes
        )
    # Every law is also found as a whole: by its title and by the index lines that cite it,
    # even when the sources lack its text (Law 90 is known only from the index).
    final = []
    for doc in docs:
        if doc.kind == "law":
            doc = Document(**{**doc.__dict__, "index": " ".join(cited_by.get(str(doc.law), []))})
        final.append(doc)
    docs = final
    # A law with not even a title or an index line (Law 32) has no words to be found by; it is
    # kept apart, for the table situations that rule on it.
    wordless = []
    for number, law in laws.items():
        cited = cited_by.get(str(number), [])
        if number in law_doc_for:
            continue
        doc = Document.build(
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
            index=" ".join(cited),
        )
        (docs if law.title or cited else wordless).append(doc)
        crumbs[-number] = []
        notes[-number] = _LAW_NOTES.get(law.status, "")
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
        links[key] = _reference_links(entry.definition, 0, "", anchors, footnotes)
    index_docs, index_links = [], {}
    for entry in index_rows:
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
    chapters = [(d.number, d.title) for d in Division.objects.filter(kind=Division.Kind.CHAPTER)]
    vocabulary = search_vocabulary.load()
    glossary_url = reverse("laws:glossary")
    addresses = {
        d.key: (
            ("Определения", f"{glossary_url}#{d.anchor}")
            if d.kind == "glossary"
            else (f"Правило {d.law}{d.path}", clause_href(d.law, d.path))
        )
        for d in docs + wordless
    }
    return _Corpus(
        finder=Finder(docs, index_docs, vocabulary=vocabulary, wordless=wordless),
        addresses=addresses,
        words={d.key: (tokens(d.heading), tokens(d.text)) for d in docs + wordless},
        law_hrefs={n: law_href(n) for n in laws},
        term_words=_term_words(docs, vocabulary),
        search_url=reverse("laws:search"),
        glossary_url=glossary_url,
        index_url=reverse("laws:subject_index"),
        crumbs=crumbs,
        crumbs_html={key: _crumbs_html(chain) for key, chain in crumbs.items()},
        notes=notes,
        first_lines=first_lines,
        links=links,
        law_titles={n: law.title for n, law in laws.items()},
        searchable_laws=[(n, law.title) for n, law in sorted(laws.items()) if law.has_text],
        index_links=index_links,
        chapters=list(dict.fromkeys(chapters)),
    )


@corpus_memo
def corpus() -> _Corpus:
    """The search index of the corpus being served, built once per corpus version."""
    return _load()


@corpus_memo
def situations() -> SituationIndex:
    """The table situations, rebuilt when the stored scenarios change (load_scenarios): the
    stamp the memo is kept under counts them."""
    return SituationIndex(
        [
            Situation(
                kind=s["kind"],
                key=s["key"],
                title=s["title"],
                text=s["text"],
                laws=tuple(s["laws"]),
                href=s["href"],
            )
            for s in table_situations()
        ]
    )


@dataclass
class Result:
    law: int
    path: str
    citation: str  # «Правило 45C4(B)»
    href: str
    heading: SafeString
    snippet: SafeString
    breadcrumbs: list[Crumb]
    crumbs_html: SafeString
    has_text: bool
    in_heading: bool
    whole_law: bool = False
    note: str = ""


@dataclass
class ResultGroup:
    law: int
    label: str  # «Правило 50. Распоряжение штрафной картой» or «Определения»
    href: str
    results: list[Result]
    more: int = 0  # further matching clauses of this law, not shown
    more_href: str = ""


@dataclass
class IndexHit:
    label: SafeString
    href: str
    laws: list[Crumb]


@dataclass
class Similar:
    title: str
    href: str
    kind: str  # "scenario" | "incident"


@dataclass
class Results:
    query: Query
    groups: list[ResultGroup] = field(default_factory=list)
    total: int = 0
    law: int | None = None
    law_title: str = ""
    chapter: str = ""
    # The scope selector: (group label, [(value, label)]) with values "law:50", "chapter:X".
    scope_options: SafeString = SafeString("")
    index_entries: list[IndexHit] = field(default_factory=list)
    similar: list[Similar] = field(default_factory=list)
    nearest: list[str] = field(default_factory=list)  # words to try when nothing relates

    @property
    def results(self) -> list[Result]:
        return [r for g in self.groups for r in g.results]

    @property
    def scope_value(self) -> str:
        if self.law:
            return f"law:{self.law}"
        return f"chapter:{self.chapter}" if self.chapter else ""

    @property
    def problem(self) -> str:
        return self.query.problem

    @property
    def unrelated(self) -> bool:
        """No word of the query relates to the laws: the page offers other ways in."""
        return self.query.problem == NOT_IN_LAWS or (self.query.ok and not self.groups)

    @property
    def summary(self) -> str:
        found = plural(self.total, "Найден", "Найдено", "Найдено")
        laws = len(self.groups)
        where = plural(laws, "правиле", "правилах", "правилах")
        return (
            f"{found} {self.total} {plural(self.total, 'пункт', 'пункта', 'пунктов')}"
            f" в {laws} {where}"
        )


def _result(hit: Hit, data: _Corpus) -> Result:
    doc = hit.doc
    links = data.links.get(doc.key, [])
    citation, href = data.addresses[doc.key]
    heading_words, text_words = data.words[doc.key]
    text = snippet(doc.text, hit.marks, links=links, known=text_words)
    whole = doc.kind == "law"
    if whole and not doc.text.strip():
        # A whole-law hit shows how the law begins, not a placeholder.
        text = highlight(data.first_lines.get(doc.law, ""), hit.marks)
    return Result(
        law=doc.law,
        path=doc.path,
        citation=citation,
        href=href,
        # Both are escaped before <mark> and <a> are added (laws.search.snippet).
        heading=mark_safe(highlight(doc.heading, hit.marks, known=heading_words)),
        snippet=mark_safe(text),
        breadcrumbs=data.crumbs.get(doc.key, []),
        crumbs_html=data.crumbs_html.get(doc.key, SafeString("")),
        has_text=doc.has_text,
        in_heading=hit.in_heading,
        whole_law=whole,
        note=data.notes.get(doc.key, "") if whole else "",
    )


def _group(group: LawGroup, data: _Corpus, query_text: str, limit: int) -> ResultGroup:
    shown = [_result(h, data) for h in group.hits[:limit]]
    more = max(0, len(group.hits) - limit)
    if group.law == 0:
        return ResultGroup(0, "Определения", data.glossary_url, shown, more)
    title = data.law_titles.get(group.law, "")
    label = f"Правило {group.law}. {title}".rstrip(". ") if title else f"Правило {group.law}"
    more_href = ""
    if more:
        more_href = f"{data.search_url}?{urlencode({'q': query_text, 'law': group.law})}"
    return ResultGroup(group.law, label, data.law_hrefs[group.law], shown, more, more_href)


def _nearest(data: _Corpus, query: Query) -> list[str]:
    """Terms of the laws closest in spelling to the words typed, for an unrelated query: words
    of headings, titles, the index and the vocabulary, not filler."""
    found: list[str] = []
    for word in query.unknown[:4]:
        word = fold(word)
        for candidate, _, _ in process.extract(
            word, data.term_words, scorer=fuzz.ratio, limit=3, score_cutoff=60
        ):
            # Of a like length too: «бармаглот» shares four letters with «мало», and that
            # is no help to anyone.
            near = abs(len(candidate) - len(word)) <= max(2, NEAREST_LENGTH * len(word))
            if near and candidate not in found:
                found.append(candidate)
    return found[:6]


def search(raw: str | None, law: str | int | None = None, chapter: str = "") -> Results:
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
    outcome = data.finder.search(raw, number, chapter or None, situations=situations())
    found = Results(
        query=outcome.query,
        total=outcome.total,
        law=number,
        law_title=data.law_titles.get(number, "") if number else "",
        chapter=chapter,
    )
    found.scope_options = data.scope_options(number, found.scope_value)
    # Within one law every matching clause is shown; across laws, the best few of each.
    limit = RESULTS_IN_ONE_LAW if number else HITS_PER_GROUP
    found.groups = [
        _group(g, data, outcome.query.text, limit) for g in outcome.groups[:GROUPS_LIMIT]
    ]
    found.index_entries = [
        IndexHit(
            label=mark_safe(highlight(h.doc.heading, h.marks)),
            href=f"{data.index_url}#{h.doc.anchor}",
            laws=data.index_links.get(h.doc.key, []),
        )
        for h in outcome.index_hits[:INDEX_HITS_LIMIT]
    ]
    found.similar = [Similar(s.title, s.href, s.kind) for s, _ in outcome.similar]
    if found.unrelated:
        found.nearest = _nearest(data, outcome.query)
    return found


@dataclass
class Suggestion:
    label: str  # «Правило 50C»
    detail: str  # its heading or the law's title
    href: str


def suggestions(raw: str | None) -> list[Suggestion]:
    """What to offer while the reader types: law numbers that complete what is typed, then
    the best clauses."""
    data = corpus()
    text = (raw or "").strip()
    out: list[Suggestion] = []
    digits = text.rstrip(". ").split()[-1] if text else ""
    if digits.isdigit() and len(digits) <= 2 and len(text.split()) <= 2:
        with_text = dict(data.searchable_laws)
        for number, title in sorted(data.law_titles.items()):
            if str(number).startswith(digits) and (
                title or number in with_text or number == int(digits)
            ):
                detail = title or "название не сохранилось"
                out.append(Suggestion(f"Правило {number}", detail, data.law_hrefs[number]))
        return out[:SUGGESTIONS_LIMIT]
    outcome = data.finder.search(raw)
    for group in outcome.groups:
        for hit in group.hits[:2]:
            result = _result(hit, data)
            detail = hit.doc.heading or data.law_titles.get(hit.doc.law, "")
            out.append(Suggestion(result.citation, _short(detail, 70), result.href))
        if len(out) >= SUGGESTIONS_LIMIT:
            break
    return out[:SUGGESTIONS_LIMIT]


def ranked_laws(raw: str) -> list[str]:
    """The laws a search for ``raw`` shows, best first, as the search page would: a law or
    clause number is its law, «правило 50 …» searches within Law 50, definitions are "G"."""
    target = jump_target(raw)
    if target:
        return [str(target.law)]
    found = search(raw)
    return [GLOSSARY if g.law == 0 else str(g.law) for g in found.groups]


def suggestions_status(found: list[Suggestion]) -> str:
    """What a screen reader announces when the suggestions change."""
    if not found:
        return "Подсказок нет."
    count = len(found)
    word = plural(count, "подсказка", "подсказки", "подсказок")
    return f"{count} {word}: стрелки вверх и вниз — выбор, Enter — перейти."
