"""The in-memory search index over the clauses, and ranking (headings above body text).

The corpus is small (about a thousand clauses), so the whole index lives in memory as
posting lists keyed by lemma; a query touches only the clauses that contain its words.
"""

from __future__ import annotations

from bisect import bisect_left
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

from laws.search.lemmas import fold, lemma, lemmatise, words
from laws.search.query import Concept, Query, Slot

HEADING_HIT = 10.0
TEXT_HIT = 2.0
PHRASE_IN_HEADING = 4.0
PHRASE_IN_TEXT = 3.0
ALL_IN_HEADING = 8.0
# The law's own title names what the whole law is about: it outranks any one clause.
LAW_TITLE = 15.0


@dataclass(frozen=True)
class Document:
    """One clause as search sees it."""

    key: int
    law: int
    path: str  # law-relative display form, "" for the law's own text
    anchor: str
    heading: str
    text: str  # body text without the heading
    order: int = 0
    chapter: str = ""
    has_text: bool = True
    kind: str = "clause"  # "law": the law as a whole (its title); "glossary": a definition
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


@dataclass
class Hit:
    doc: Document
    score: float
    in_heading: bool
    marks: frozenset[str] = field(default_factory=frozenset)  # lemmas to highlight


class SearchIndex:
    def __init__(self, docs: Iterable[Document]):
        self.docs = list(docs)
        self._heading_sets = [frozenset(d.heading_lemmas) for d in self.docs]
        self._text_counts = [Counter(d.text_lemmas) for d in self.docs]
        self._postings: dict[str, set[int]] = {}
        surface: dict[str, set[str]] = {}
        for i, doc in enumerate(self.docs):
            for lem in (*doc.heading_lemmas, *doc.text_lemmas):
                self._postings.setdefault(lem, set()).add(i)
            for m in words(f"{doc.heading} {doc.text}"):
                surface.setdefault(fold(m.group()), set()).add(lemma(m.group()))
        self._lemmas_sorted = sorted(self._postings)
        self._surface = surface
        self._surface_sorted = sorted(surface)

    def expand(self, slot: Slot) -> frozenset[str]:
        """The slot's lemmas, plus every word in the corpus that starts with its prefix when
        the word as typed is not a word of the corpus («фальшрен…», but not «контра» →
        «контракт»)."""
        if not slot.prefix or any(lem in self._postings for lem in slot.lemmas):
            return slot.lemmas
        found = set(slot.lemmas)
        found.update(_starting_with(self._lemmas_sorted, slot.prefix))
        for word in _starting_with(self._surface_sorted, slot.prefix):
            found.update(self._surface[word])
        return frozenset(found)

    def _docs_with(self, lemmas: frozenset[str]) -> set[int]:
        out: set[int] = set()
        for lem in lemmas:
            out |= self._postings.get(lem, set())
        return out

    def search(self, query: Query, law: int | None = None, chapter: str | None = None) -> list[Hit]:
        if not query.ok:
            return []
        expanded = [
            [tuple(self.expand(s) for s in alternative) for alternative in concept.alternatives]
            for concept in query.concepts
        ]
        candidates: set[int] | None = None
        for alternatives in expanded:
            matching: set[int] = set()
            for slots in alternatives:
                docs = None
                for lemmas in slots:
                    found = self._docs_with(lemmas)
                    docs = found if docs is None else docs & found
                matching |= docs or set()
            candidates = matching if candidates is None else candidates & matching
            if not candidates:
                return []
        hits = []
        for i in candidates or ():
            doc = self.docs[i]
            if law is not None and doc.law != law:
                continue
            if chapter and doc.chapter != chapter:
                continue
            hits.append(self._score(i, expanded, query.concepts))
        hits.sort(key=lambda h: (-h.score, h.doc.law, h.doc.order))
        return hits

    def _score(self, i: int, expanded, concepts: list[Concept]) -> Hit:
        doc = self.docs[i]
        heading, counts = self._heading_sets[i], self._text_counts[i]
        score, marks, all_in_heading = 0.0, set(), True
        for alternatives in expanded:
            best, best_in_heading = 0.0, False
            for slots in alternatives:
                in_heading = all(lemmas & heading for lemmas in slots)
                in_text = all(any(counts.get(lem) for lem in lemmas) for lemmas in slots)
                if not (in_heading or in_text):
                    continue
                points = 0.0
                if in_heading:
                    points += HEADING_HIT
                    if len(slots) > 1 and _adjacent(doc.heading_lemmas, slots):
                        points += PHRASE_IN_HEADING
                if in_text:
                    occurrences = sum(counts.get(lem, 0) for lem in slots[0])
                    points += TEXT_HIT + 0.4 * min(occurrences, 5)
                    if len(slots) > 1 and _adjacent(doc.text_lemmas, slots):
                        points += PHRASE_IN_TEXT
                for lemmas in slots:
                    marks.update(lemmas & (heading | counts.keys()))
                if points > best:
                    best, best_in_heading = points, in_heading
            score += best
            all_in_heading &= best_in_heading
        if all_in_heading:
            score += ALL_IN_HEADING
            if doc.kind == "law":
                score += LAW_TITLE
        # The words typed in order, side by side: «штрафная карта» before «карта … штрафная».
        if len(expanded) > 1:
            sequence = tuple(alternatives[0][0] for alternatives in expanded)
            if _adjacent(doc.heading_lemmas, sequence) or _adjacent(doc.text_lemmas, sequence):
                score += PHRASE_IN_TEXT
        if doc.kind == "clause" and not doc.has_text:
            score -= 1.0
        return Hit(doc, score, all_in_heading, frozenset(marks))


def _starting_with(sorted_words: list[str], prefix: str) -> list[str]:
    out = []
    for word in sorted_words[bisect_left(sorted_words, prefix) :]:
        if not word.startswith(prefix):
            break
        out.append(word)
    return out


def _adjacent(sequence: tuple[str, ...], slots) -> bool:
    """The slots occur in order, each within two words of the previous one."""
    first, rest = slots[0], slots[1:]
    for start, lem in enumerate(sequence):
        if lem not in first:
            continue
        position = start
        for lemmas in rest:
            nxt = next(
                (
                    p
                    for p in (position + 1, position + 2)
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
