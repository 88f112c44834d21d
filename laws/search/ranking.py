"""The in-memory search index and its ranking: BM25F over lemmas, with field weights.

Every clause is a document with fields: its own heading, its text, the headings above it,
its law's title, and the subject-index lines that cite its law. A field's weight says how
telling a match there is (a word in the heading counts three times a word in the text).
Each query concept scores by how rare its word is in the corpus (idf) and how often it occurs
in the document (saturating, BM25), and the concepts add up: a clause with seven of ten
query words ranks above one with three, and no absent word empties the page.

The corpus is small (a few hundred clauses), so per-document, per-lemma field-weighted term
frequencies are computed once when the index is built; a query only looks them up.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

from laws.search.lemmas import fold, lemma, lemmatise, words
from laws.search.query import Alternative, Concept, Query, Slot

FIELD_WEIGHTS = {"heading": 3.0, "title": 1.5, "index": 1.5, "parents": 1.0, "text": 1.0}
K1 = 1.2
B = 0.5
# A multi-word alternative (a phrase of the laws) found with its words side by side.
PHRASE_BONUS = 0.25
# A document that matches more of the query's concepts is preferred beyond the sum.
COORDINATION = 0.5
# A clause whose text the sources lack is a little less useful than one with text.
NO_TEXT = 0.9
# A query that names every word of a law's title («зритель» → «Зрители») asks for that law
# as a whole; one that names most of them («штрафная карта» → «Распоряжение штрафной
# картой») probably does.
WHOLE_TITLE = 1.4
MOST_OF_TITLE = 1.15
TITLE_COVERED = 0.6
# A boost (a table situation's lift) adds at most this share of what the words score.
BOOST_CAP = 0.75


@dataclass(frozen=True)
class Document:
    """One searchable unit: a clause, a law as a whole, or a definition."""

    key: int
    law: int
    path: str  # law-relative display form, "" for the law's own text
    anchor: str
    heading: str
    text: str  # body text without the heading
    order: int = 0
    chapter: str = ""
    has_text: bool = True
    kind: str = "clause"  # "law": the law as a whole; "glossary": a definition; "index"
    title: str = ""  # the law's title (clauses inherit it)
    parents: str = ""  # the headings above the clause
    index: str = ""  # subject-index lines citing the law
    heading_lemmas: tuple[str, ...] = ()
    text_lemmas: tuple[str, ...] = ()

    @classmethod
    def build(cls, **fields) -> Document:
        """A document whose missing lemma fields are computed from its text."""
        if not fields.get("heading_lemmas"):
            fields["heading_lemmas"] = tuple(lemmatise(fields.get("heading", "")).split())
        if not fields.get("text_lemmas"):
            fields["text_lemmas"] = tuple(lemmatise(fields.get("text", "")).split())
        return cls(**fields)

    def field_lemmas(self) -> dict[str, tuple[str, ...]]:
        return {
            "heading": self.heading_lemmas,
            "text": self.text_lemmas,
            "title": tuple(lemmatise(self.title).split()),
            "parents": tuple(lemmatise(self.parents).split()),
            "index": tuple(lemmatise(self.index).split()),
        }


@dataclass
class Hit:
    doc: Document
    score: float
    in_heading: bool
    marks: frozenset[str] = field(default_factory=frozenset)  # lemmas to highlight
    matched: int = 0  # how many concepts of the query it matches


class SearchIndex:
    def __init__(self, docs: Iterable[Document], field_weights: dict | None = None):
        weights = field_weights or FIELD_WEIGHTS
        self.docs = list(docs)
        fields = [d.field_lemmas() for d in self.docs]
        average = {
            f: max(1.0, sum(len(fl[f]) for fl in fields) / max(1, len(fields))) for f in weights
        }
        self._heading_sets = [frozenset(fl["heading"]) for fl in fields]
        self._titles = [
            frozenset(lem for lem in fl["heading"] if len(lem) > 2) if d.kind == "law" else None
            for d, fl in zip(self.docs, fields, strict=True)
        ]
        self._sequences = [(fl["heading"], fl["text"]) for fl in fields]
        self._postings: dict[str, dict[int, float]] = {}
        self.frequency: Counter = Counter()
        surface: dict[str, set[str]] = {}
        for i, (doc, fl) in enumerate(zip(self.docs, fields, strict=True)):
            weighted: Counter = Counter()
            for name, weight in weights.items():
                lemmas = fl[name]
                if not lemmas:
                    continue
                norm = 1 - B + B * len(lemmas) / average[name]
                for lem, count in Counter(lemmas).items():
                    weighted[lem] += weight * count / norm
            for lem, tf in weighted.items():
                self._postings.setdefault(lem, {})[i] = tf
            self.frequency.update(fl["heading"])
            self.frequency.update(fl["text"])
            for m in words(f"{doc.heading} {doc.text} {doc.title} {doc.index}"):
                surface.setdefault(fold(m.group()), set()).add(lemma(m.group()))
        n = len(self.docs)
        self._idf = {
            lem: math.log(1 + (n - len(p) + 0.5) / (len(p) + 0.5))
            for lem, p in self._postings.items()
        }
        self.surface = surface
        # Each lemma's BM25 term score in each document, computed once.
        self._term_scores = {
            lem: {i: self._idf[lem] * tf * (K1 + 1) / (K1 + tf) for i, tf in postings.items()}
            for lem, postings in self._postings.items()
        }

    def lemmas(self) -> frozenset[str]:
        return frozenset(self._postings)

    def share(self, lem: str) -> float:
        """The share of the documents the lemma occurs in."""
        return len(self._postings.get(lem, ())) / max(1, len(self.docs))

    def idf(self, lem: str) -> float:
        return self._idf.get(lem, 0.0)

    def typical_idf(self) -> float:
        """The idf of a word of middling rarity (the median over the corpus)."""
        values = sorted(self._idf.values())
        return values[len(values) // 2] if values else 0.0

    def _slot_lemmas(self, slot: Slot, completions) -> frozenset[str]:
        if slot.prefix and not slot.lemmas & self._postings.keys() and completions:
            return slot.lemmas | completions(slot.prefix)
        return slot.lemmas

    def _slot_scores(self, lemmas: frozenset[str]) -> dict[int, tuple[float, str]]:
        """Document → (best term score among the slot's lemmas, that lemma)."""
        out: dict[int, tuple[float, str]] = {}
        for lem in lemmas:
            scores = self._term_scores.get(lem)
            if not scores:
                continue
            if not out:
                out = {i: (score, lem) for i, score in scores.items()}
                continue
            for i, score in scores.items():
                if score > out.get(i, (0.0, ""))[0]:
                    out[i] = (score, lem)
        return out

    def best_possible(self, concept: Concept, unseen: float = 0.0) -> float:
        """What a concept could score at most (its rarest word, often repeated): the yardstick
        for how well a situation or a suggestion matches. When no alternative of the concept
        has all its words in these documents, a missing word of a phrase counts as a word of
        idf ``unseen`` (0 leaves it out): half a phrase is not the phrase."""
        complete, partial = 0.0, []
        for alternative in concept.alternatives:
            idfs = [
                max((self.idf(lem) for lem in s.lemmas), default=0.0) for s in alternative.slots
            ]
            scale = alternative.weight * (K1 + 1) / math.sqrt(len(idfs) or 1)
            if all(idfs):
                complete = max(complete, scale * sum(idfs))
            elif any(idfs):
                partial.append(scale * sum(idf or unseen for idf in idfs))
        best = complete or min(partial, default=0.0)
        return best * concept.weight

    def score_concepts(self, concepts: list[Concept], completions=None):
        """Per concept: document → (score, lemmas matched)."""
        table = []
        for concept in concepts:
            per_doc: dict[int, tuple[float, set[str]]] = {}
            for alternative in concept.alternatives:
                self._score_alternative(alternative, concept.weight, per_doc, completions)
            table.append(per_doc)
        return table

    def _score_alternative(self, alternative: Alternative, weight, per_doc, completions):
        slots = [self._slot_scores(self._slot_lemmas(s, completions)) for s in alternative.slots]
        if not slots:
            return
        scale = alternative.weight * weight / math.sqrt(len(slots))
        docs = set().union(*slots)
        for i in docs:
            parts = [s[i] for s in slots if i in s]
            # Half a phrase is not the phrase: «увидев карты за другим столом» is not half
            # there in «заменить её другой картой».
            score = scale * sum(p[0] for p in parts) * math.sqrt(len(parts) / len(slots))
            if len(slots) > 1 and len(parts) == len(slots) and self._adjacent(i, alternative):
                score *= 1 + PHRASE_BONUS
            if score > per_doc.get(i, (0.0, set()))[0]:
                per_doc[i] = (score, {p[1] for p in parts})

    def _adjacent(self, i: int, alternative: Alternative) -> bool:
        return any(
            _adjacent(sequence, [s.lemmas for s in alternative.slots])
            for sequence in self._sequences[i]
        )

    def search(
        self,
        query: Query,
        law: int | None = None,
        chapter: str | None = None,
        completions=None,
        boosts: dict[int, float] | None = None,
        floor: float = 0.0,
    ) -> list[Hit]:
        """Documents matching the query, best first; ``floor``: only those scoring at least
        this share of the best."""
        if not query.ok:
            return []
        table = self.score_concepts(query.concepts, completions)
        total_weight = sum(c.weight for c in query.concepts) or 1.0
        scores: dict[int, float] = {}
        matched: dict[int, float] = Counter()
        counts: Counter = Counter()
        marks: dict[int, set[str]] = {}
        for concept, per_doc in zip(query.concepts, table, strict=True):
            for i, (score, lemmas) in per_doc.items():
                scores[i] = scores.get(i, 0.0) + score
                matched[i] += concept.weight
                counts[i] += 1
                marks.setdefault(i, set()).update(lemmas)
        # A boost only reorders what the words reach: it never brings in a document of its own.
        for i, extra in (boosts or {}).items():
            if i in scores:
                scores[i] += min(extra, BOOST_CAP * scores[i])
        final: dict[int, float] = {}
        for i, score in scores.items():
            doc = self.docs[i]
            if law is not None and doc.law != law:
                continue
            if chapter and doc.chapter != chapter:
                continue
            score *= 1 - COORDINATION + COORDINATION * min(1.0, matched[i] / total_weight)
            if doc.kind == "clause" and not doc.has_text:
                score *= NO_TEXT
            title = self._titles[i]
            if title:
                covered = len(title & marks.get(i, set())) / len(title)
                if covered == 1:
                    score *= WHOLE_TITLE
                elif covered >= TITLE_COVERED:
                    score *= MOST_OF_TITLE
            final[i] = score
        # Only documents within ``floor`` of the best become hits: the rest would be dropped
        # as noise by the caller anyway, and building them is most of a search's time.
        least = max(final.values(), default=0.0) * floor
        hits = []
        for i, score in final.items():
            if score < least:
                continue
            doc_marks = frozenset(marks.get(i, ()))
            hits.append(
                Hit(
                    self.docs[i],
                    score,
                    bool(doc_marks & self._heading_sets[i]),
                    doc_marks,
                    counts[i],
                )
            )
        hits.sort(key=lambda h: (-h.score, h.doc.law, h.doc.order))
        return hits

    def position(self, doc_key) -> int | None:
        for i, doc in enumerate(self.docs):
            if doc.key == doc_key:
                return i
        return None


def _adjacent(sequence: tuple[str, ...], slots) -> bool:
    """The slots occur in order, each within two words of the previous one."""
    if not slots:
        return False
    first, rest = slots[0], slots[1:]
    for start, lem in enumerate(sequence):
        if lem not in first:
            continue
        position = start
        for lemmas in rest:
            nxt = next(
                (
                    p
                    for p in (position + 1, position + 2, position + 3)
                    if p < len(sequence) and sequence[p] in lemmas
                ),
                None,
            )
            if nxt is None:
                break
            position = nxt
        else:
            return True
    return False
