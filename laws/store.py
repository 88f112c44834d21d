"""Stores a parsed ``Corpus`` in the database: plan the rows, digest them, write them atomically.

The plan is plain data keyed by natural keys (law number, clause anchor), so its digest is the
same for the same sources and the same recogniser: a second import finds nothing to change.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Callable
from dataclasses import asdict, dataclass, field

from django.db import transaction
from django.utils.text import slugify

from laws import models
from laws.checks import explain_target, lies_under
from laws.clause_path import ClausePath
from laws.glossary_terms import find_terms, term_lemmas
from laws.ingest.corpus import Corpus, LawStatus

# Bump when the stored form changes without a change in the sources.
STORE_FORMAT = 1


@dataclass
class Plan:
    divisions: list[dict] = field(default_factory=list)
    laws: list[dict] = field(default_factory=list)
    clauses: list[dict] = field(default_factory=list)
    paragraphs: list[dict] = field(default_factory=list)
    footnotes: list[dict] = field(default_factory=list)
    references: list[dict] = field(default_factory=list)
    term_marks: list[dict] = field(default_factory=list)
    toc: list[dict] = field(default_factory=list)
    glossary: list[dict] = field(default_factory=list)
    index: list[dict] = field(default_factory=list)
    closing: list[dict] = field(default_factory=list)
    sources: dict[str, str] = field(default_factory=dict)

    def digest(self) -> str:
        data = asdict(self)
        data["format"] = STORE_FORMAT
        encoded = json.dumps(data, sort_keys=True, ensure_ascii=False, default=str)
        return hashlib.sha256(encoded.encode()).hexdigest()

    def sources_digest(self) -> str:
        encoded = json.dumps(self.sources, sort_keys=True)
        return hashlib.sha256(encoded.encode()).hexdigest()


def _sources(refs) -> list[dict]:
    return [asdict(ref) for ref in refs or []]


def plan_corpus(
    corpus: Corpus,
    find_references: Callable | None = None,
    lemmatise: Callable[[str], str] | None = None,
    lemma: Callable[[str], str] | None = None,
) -> Plan:
    """The rows to store. ``find_references(text, ClausePath)`` is the recogniser,
    ``lemmatise(text)`` / ``lemma(word)`` the search morphology; each may be absent."""
    plan = Plan(sources=dict(corpus.sources))
    _plan_divisions(plan, corpus)
    _plan_glossary(plan, corpus)
    glossary_terms = (
        [(g["slug"], term_lemmas(g["term"], lemma)) for g in plan.glossary] if lemma else []
    )
    for number in sorted(corpus.laws):
        law = corpus.laws[number]
        plan.laws.append(
            {
                "number": number,
                "title": law.title or "",
                "title_from_toc": law.title_from_toc,
                "status": str(law.status),
                "missing": law.missing,
                "toc_page": law.toc_page,
                "page": law.page,
                "inferred": law.inferred or "",
                **_divisions_of(plan, corpus, number),
            }
        )
        present: set[str] = set()
        for order, clause in enumerate(law.clauses):
            path = ClausePath.of(number, clause.path)
            parent = next((p.anchor for p in reversed(path.ancestors()) if p.anchor in present), "")
            if not parent and path.parts and str(number) in present:
                parent = str(number)
            present.add(path.anchor)
            _plan_clause(plan, corpus, clause, path, parent, order, find_references, lemmatise)
            if glossary_terms:
                _plan_terms(plan, clause, path, glossary_terms, lemma)
    for order, entry in enumerate(corpus.toc):
        plan.toc.append(
            {
                "law_number": entry.law,
                "path": entry.path,
                "title": entry.title,
                "page": entry.page,
                "order": order,
            }
        )
    plan.closing = [
        {"order": order, "text": p.text, "page": p.page, "sources": _sources(p.sources)}
        for order, p in enumerate(corpus.closing)
    ]
    for order, entry in enumerate(corpus.index):
        plan.index.append(
            {
                "headword": entry.headword,
                "text": entry.text,
                "raw": entry.raw,
                "laws": list(entry.laws),
                "see": list(entry.see),
                "see_also": list(entry.see_also),
                "running_head": entry.running_head,
                "page": entry.page,
                "order": order,
            }
        )
    return plan


def _plan_divisions(plan: Plan, corpus: Corpus) -> None:
    for order, division in enumerate(corpus.divisions):
        plan.divisions.append(
            {
                "kind": division.kind,
                "number": division.number,
                "title": division.title,
                "first_law": division.first_law,
                "page": division.page,
                "from_toc": division.from_toc,
                "order": order,
            }
        )


_KINDS = ("chapter", "part", "section")


def _divisions_of(plan: Plan, corpus: Corpus, number: int) -> dict:
    """The chapter, part and section a law stands in, as far as the sources show it.

    A heading covers the laws after it until the next heading of its rank or above, but
    never across an absent law: with no text there is no evidence the heading still holds.
    A «Раздел I» with no «Часть» heading in front of it starts a part we do not know (the
    chapter stays: Глава X has its «Раздел I» directly, Law 81).
    """
    current: dict[str, int | None] = dict.fromkeys(_KINDS)
    for law_number in range(1, number + 1):
        law = corpus.laws.get(law_number)
        if law is None or law.status == LawStatus.ABSENT:
            current = dict.fromkeys(_KINDS)
        here = [i for i, d in enumerate(plan.divisions) if d["first_law"] == law_number]
        kinds_here = {plan.divisions[i]["kind"] for i in here}
        for i in here:
            kind = plan.divisions[i]["kind"]
            current[kind] = i
            rank = _KINDS.index(kind)
            for lower in _KINDS[rank + 1 :]:
                if lower not in kinds_here:
                    current[lower] = None
            parent = _KINDS[rank - 1] if rank else None
            if plan.divisions[i]["number"] == "I" and parent and parent not in kinds_here:
                current[parent] = None
    return {f"{kind}_order": current[kind] for kind in _KINDS}


def _plan_glossary(plan: Plan, corpus: Corpus) -> None:
    used: set[str] = set()
    for order, entry in enumerate(corpus.glossary):
        base = slugify(entry.english) or slugify(entry.term, allow_unicode=True) or "term"
        slug, n = base, 2
        while slug in used:
            slug, n = f"{base}-{n}", n + 1
        used.add(slug)
        plan.glossary.append(
            {
                "term": entry.term,
                "english": entry.english,
                "definition": entry.definition,
                "laws": list(entry.laws),
                "slug": slug,
                "order": order,
            }
        )


def _plain_paragraph(paragraph) -> str:
    if paragraph.rows:
        cells = " ".join(" ".join(row) for row in paragraph.rows)
        return f"{paragraph.text} {cells}".strip()
    return paragraph.text


def _plan_clause(plan, corpus, clause, path, parent, order, find_references, lemmatise):
    anchor = path.anchor
    pages = [p.page for p in clause.paragraphs if p.page is not None]
    body = [_plain_paragraph(p) for p in clause.paragraphs]
    body += [f"({f.mark}) {f.text}" for f in clause.footnotes]
    plain = "\n".join(text for text in body if text)
    plan.clauses.append(
        {
            "anchor": anchor,
            "law": path.law,
            "parent": parent,
            "path": path.relative,
            "depth": path.depth,
            "order": order,
            "heading": clause.heading,
            "has_text": clause.has_text,
            "page": pages[0] if pages else None,
            "toc_page": clause.toc_page,
            "inferred": clause.inferred or "",
            "plain_text": plain,
            "heading_lemmas": lemmatise(clause.heading) if lemmatise else "",
            "text_lemmas": lemmatise(plain) if lemmatise else "",
        }
    )
    for number, paragraph in enumerate(clause.paragraphs):
        plan.paragraphs.append(
            {
                "clause": anchor,
                "order": number,
                "text": paragraph.text,
                "page": paragraph.page,
                "page_inferred": paragraph.page_inferred,
                "cut_before": paragraph.cut_before,
                "cut_after": paragraph.cut_after,
                "rows": paragraph.rows,
                "sources": _sources(paragraph.sources),
                "page_starts": [list(start) for start in paragraph.page_starts],
            }
        )
        if find_references and paragraph.text:
            _plan_references(
                plan, corpus, find_references, paragraph.text, path, anchor, ("paragraph", number)
            )
    for number, footnote in enumerate(clause.footnotes):
        plan.footnotes.append(
            {
                "clause": anchor,
                "order": number,
                "mark": footnote.mark,
                "text": footnote.text,
                "page": footnote.page,
                "continued": footnote.continued,
                "sources": _sources(footnote.sources),
            }
        )
        if find_references and footnote.text:
            _plan_references(
                plan, corpus, find_references, footnote.text, path, anchor, ("footnote", number)
            )


def _plan_references(plan, corpus, find_references, text, context, anchor, holder):
    for found in find_references(text, context):
        footnote_mark = _footnote_mark(corpus, found)
        row = {
            "source": anchor,
            "holder": list(holder),
            "text": found.text,
            "target_footnote_mark": footnote_mark,
        }
        if not found.targets:
            plan.references.append(
                {
                    **row,
                    "start": found.start,
                    "end": found.end,
                    "target_law": None,
                    "target_path": "",
                    "target": "",
                    "note": "Ссылка оборвана: источник заканчивается на ней, "
                    "цель ссылки в источниках не видна.",
                }
            )
            continue
        spans = list(getattr(found, "spans", ()) or ()) or _target_spans(found)
        for (start, end), target in zip(spans, found.targets, strict=True):
            plan.references.append(
                {
                    **row,
                    "start": start,
                    "end": end,
                    "target_law": target.law,
                    "target_path": target.relative,
                    "target": _target_anchor(corpus, target, footnote_mark),
                    "note": explain_target(corpus, target, footnote=bool(footnote_mark)),
                }
            )


def _footnote_mark(corpus: Corpus, found) -> str:
    """The mark of the cited footnote: as written («сноску (*) к правилу 69»), or, for
    «сноску к правилу 68», the mark of the target law's footnote; "" if not a footnote."""
    if found.footnote is None or not found.targets:
        return ""
    if found.footnote:
        return found.footnote
    law = corpus.laws.get(found.targets[0].law)
    marks = [f.mark for c in (law.clauses if law else []) for f in c.footnotes]
    return marks[0] if marks else "*"


def _target_anchor(corpus: Corpus, target: ClausePath, footnote_mark: str) -> str:
    """The anchor of the stored clause a reference lands on, or "" (then: the law page)."""
    law = corpus.laws.get(target.law)
    if law is None:
        return ""
    if footnote_mark:
        for clause in law.clauses:
            if any(f.mark == footnote_mark for f in clause.footnotes):
                return ClausePath.of(target.law, clause.path).anchor
        return ""
    for clause in law.clauses:
        if clause.path == target.relative:
            return target.anchor
    for clause in law.clauses:
        if clause.has_text and lies_under(clause.path, target.relative):
            return ClausePath.of(target.law, clause.path).anchor
    return ""


def _target_spans(found) -> list[tuple[int, int]]:
    """One span per target: in «правило 53 или 56» the first link is «правило 53», the
    second «56». Where the labels cannot be found each target gets the whole span."""
    whole = [(found.start, found.end)] * len(found.targets)
    if len(found.targets) == 1:
        return whole
    spans, cursor = [], 0
    for target in found.targets:
        match = _label_pattern(target).search(found.text, cursor)
        if match is None:
            return whole
        spans.append([match.start(), match.end()])
        cursor = match.end()
    spans[0][0] = 0
    return [(found.start + a, found.start + b) for a, b in spans]


def _label_pattern(target: ClausePath) -> re.Pattern:
    """How the last level of ``target`` is written inside a list of references."""
    if not target.parts:
        return re.compile(rf"(?<!\d){target.law}(?!\d)")
    return re.compile(rf"(?<![^\W_]){re.escape(target.parts[-1])}(?![^\W_])")


def _plan_terms(plan, clause, path, glossary_terms, lemma):
    taken: set[str] = set()
    holders = [("paragraph", i, p.text) for i, p in enumerate(clause.paragraphs) if not p.rows]
    holders += [("footnote", i, f.text) for i, f in enumerate(clause.footnotes)]
    refs = [r for r in plan.references if r["source"] == path.anchor]
    for kind, number, text in holders:
        blocked = [(r["start"], r["end"]) for r in refs if r["holder"] == [kind, number]]
        for span in find_terms(text or "", glossary_terms, lemma):
            if span.key in taken or any(s < span.end and span.start < e for s, e in blocked):
                continue
            taken.add(span.key)
            plan.term_marks.append(
                {
                    "entry": span.key,
                    "clause": path.anchor,
                    "holder": [kind, number],
                    "start": span.start,
                    "end": span.end,
                }
            )


# Children before parents, so no delete cascades through rows still to be deleted.
CORPUS_MODELS = (
    models.TermMark,
    models.Reference,
    models.Footnote,
    models.Paragraph,
    models.Clause,
    models.Law,
    models.Division,
    models.TocEntry,
    models.GlossaryEntry,
    models.IndexEntry,
    models.ClosingParagraph,
)


def clear_corpus(versions: bool = False) -> None:
    """Delete the stored corpus (and, with ``versions``, its import history)."""
    for model in CORPUS_MODELS + ((models.CorpusVersion,) if versions else ()):
        model.objects.all().delete()


@transaction.atomic
def write_plan(plan: Plan) -> models.CorpusVersion:
    """Replace the stored corpus with ``plan``: all or nothing."""
    clear_corpus()
    divisions = models.Division.objects.bulk_create(models.Division(**d) for d in plan.divisions)
    by_order = {d.order: d for d in divisions}
    laws = models.Law.objects.bulk_create(
        models.Law(
            **{k: v for k, v in row.items() if not k.endswith("_order")},
            chapter=by_order.get(row["chapter_order"]),
            part=by_order.get(row["part_order"]),
            section=by_order.get(row["section_order"]),
        )
        for row in plan.laws
    )
    law_by_number = {law.number: law for law in laws}
    clauses: dict[str, models.Clause] = {}
    for depth in sorted({row["depth"] for row in plan.clauses} | {0}):
        batch = [
            models.Clause(
                **{k: v for k, v in row.items() if k not in ("law", "parent")},
                law=law_by_number[row["law"]],
                parent=clauses.get(row["parent"]),
            )
            for row in plan.clauses
            if row["depth"] == depth and (not row["parent"] or row["parent"] in clauses)
        ]
        for clause in models.Clause.objects.bulk_create(batch):
            clauses[clause.anchor] = clause
    holders: dict[tuple, object] = {}
    for row in plan.paragraphs:
        holders[(row["clause"], "paragraph", row["order"])] = models.Paragraph(
            **{**row, "clause": clauses[row["clause"]]}
        )
    for row in plan.footnotes:
        holders[(row["clause"], "footnote", row["order"])] = models.Footnote(
            **{**row, "clause": clauses[row["clause"]]}
        )
    models.Paragraph.objects.bulk_create(
        h for h in holders.values() if isinstance(h, models.Paragraph)
    )
    models.Footnote.objects.bulk_create(
        h for h in holders.values() if isinstance(h, models.Footnote)
    )

    def holder_fields(anchor, holder):
        kind, number = holder
        return {kind: holders[(anchor, kind, number)]}

    models.Reference.objects.bulk_create(
        models.Reference(
            source=clauses[row["source"]],
            target=clauses.get(row["target"]),
            **holder_fields(row["source"], row["holder"]),
            **{k: v for k, v in row.items() if k not in ("source", "target", "holder")},
        )
        for row in plan.references
    )
    models.TocEntry.objects.bulk_create(models.TocEntry(**row) for row in plan.toc)
    glossary = models.GlossaryEntry.objects.bulk_create(
        models.GlossaryEntry(**row) for row in plan.glossary
    )
    glossary_by_slug = {g.slug: g for g in glossary}
    models.TermMark.objects.bulk_create(
        models.TermMark(
            entry=glossary_by_slug[row["entry"]],
            clause=clauses[row["clause"]],
            **holder_fields(row["clause"], row["holder"]),
            start=row["start"],
            end=row["end"],
        )
        for row in plan.term_marks
    )
    models.IndexEntry.objects.bulk_create(models.IndexEntry(**row) for row in plan.index)
    models.ClosingParagraph.objects.bulk_create(
        models.ClosingParagraph(**row) for row in plan.closing
    )
    return models.CorpusVersion.objects.create(
        sources_digest=plan.sources_digest(), content_digest=plan.digest()
    )
