"""Quick lookup as a whole: a query in, ranked results grouped by law out.

Plain Python over plain records (no Django): the clauses, laws, definitions and subject-index
lines as ``Document``s, the table situations, the search vocabulary. ``Finder`` is built once
per corpus version and answers every query from memory.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from laws.clause_path import ClausePath
from laws.search import query as search_query
from laws.search.jump import jump_target
from laws.search.lexicon import Lexicon
from laws.search.query import Concept, Query
from laws.search.ranking import Document, Hit, SearchIndex
from laws.search.situations import SIMILAR_LIMIT, Situation, SituationIndex
from laws.search.vocabulary import Vocabulary

# Hits scoring below this share of the best one are noise (one common word in a long text).
RELEVANT_SHARE = 0.12
# How much a similar situation lifts the clauses it rules on, as a share of what the query
# could score at most.
SITUATION_LIFT = 0.35
# A situation cites the clause that rules it first and the mechanics it touches after (who
# won the trick, the score): each later citation lifts less.
CITATION_DECAY = 0.5
# A law's rank: its best document plus a little for each further matching one.
FURTHER_HITS = 0.2
# A law whose text the sources lack is found through the table situations that rule on it: a
# situation resembling a query of two or more concepts at least this much brings its ruling
# law in, when the words do not reach it, at this share of the best hit times the resemblance.
LOST_LAW_AT = 0.75
LOST_LAW_SHARE = 1.0
# Subject-index lines: only those nearly as good as the best one, and matching words that
# carry at least this share of what the query tells, each word weighed by how rare it is in
# the laws: for «у игрока 14 карт до торговли» a line with «игрок» alone («Жест игрока»)
# says nothing of the fourteen cards.
INDEX_SHARE = 0.5
INDEX_TELLING = 0.3
GLOSSARY = 0  # the law number of definitions
# A word found in at least this share of the documents («стол», «игрок», «игра», «карта»)
# says little alone about which law is meant.
COMMON_SHARE = 0.08
# In a handful of documents every word is in a large share of them: the share tells only
# over a corpus the size of the laws (several hundred documents).
COMMON_MIN_DOCS = 100


@dataclass
class LawGroup:
    law: int
    hits: list[Hit]
    score: float

    @property
    def best(self) -> Hit:
        return self.hits[0]


@dataclass
class Outcome:
    query: Query
    groups: list[LawGroup] = field(default_factory=list)
    total: int = 0
    index_hits: list[Hit] = field(default_factory=list)
    similar: list[tuple[Situation, float]] = field(default_factory=list)

    def laws(self) -> list[int]:
        return [g.law for g in self.groups]


class Finder:
    def __init__(
        self,
        docs: list[Document],
        index_docs: list[Document] = (),
        situations: list[Situation] = (),
        vocabulary: Vocabulary | None = None,
        wordless: list[Document] = (),
    ):
        """``wordless``: whole-law documents with no words at all, kept out of the index."""
        self.index = SearchIndex(docs)
        self.subject_index = SearchIndex(index_docs)
        self.situations = SituationIndex(list(situations))
        self.vocabulary = vocabulary
        self.lexicon = Lexicon(self.index.surface, self.index.frequency, vocabulary)
        self._by_anchor = {
            d.anchor: i for i, d in enumerate(self.index.docs) if d.kind != "glossary"
        }
        self._law_doc = {
            d.law: i for i, d in enumerate(self.index.docs) if d.kind == "law" and not d.path
        }
        self._lost = {d.law: d for d in self.index.docs if d.kind == "law" and not d.has_text}
        self._index_line = {id(d): i for i, d in enumerate(self.subject_index.docs)}
        self._lost.update({d.law: d for d in wordless if not d.has_text})

    def parse(self, raw: str | None) -> Query:
        query = search_query.parse(raw, self.vocabulary, self.lexicon)
        search_query.set_aside_general(query, self.common)
        return query

    def common(self, concept: Concept) -> bool:
        """A single word as typed (not a phrase of the vocabulary or a number) that occurs in
        many documents; a word being typed counts only once it is a word of the laws."""
        if len(self.index.docs) < COMMON_MIN_DOCS:
            return False
        if concept.weight != 1 or len(concept.alternatives) != 1:
            return False
        (alternative,) = concept.alternatives
        if alternative.weight != 1 or len(alternative.slots) != 1:
            return False
        (slot,) = alternative.slots
        if concept.label.isdigit():
            return False
        shares = [self.index.share(lem) for lem in slot.lemmas]
        present = [s for s in shares if s]
        return bool(present) and min(present) >= COMMON_SHARE

    def jump(self, raw: str | None) -> ClausePath | None:
        return jump_target(raw)

    def _lifts(self, matches, possible: float) -> dict[int, float]:
        """Document → what the situations resembling the query add to it: the best of them
        citing it (their number does not count, so a clause many tasks rule on is not lifted
        for that), scaled to what the query could score at most."""
        best: dict[int, float] = {}
        for situation, share in matches:
            for k, path in enumerate(situation.paths()):
                i = self._by_anchor.get(path.anchor) if path.parts else self._law_doc.get(path.law)
                if i is None:
                    i = self._law_doc.get(path.law)
                if i is not None:
                    best[i] = max(best.get(i, 0.0), share / (1 + CITATION_DECAY * k))
        return {i: SITUATION_LIFT * share * possible for i, share in best.items()}

    def _with_lost_laws(self, hits, matches, query: Query, law, chapter) -> list[Hit]:
        """The hits, with the laws without text that situations much like the query rule on
        brought up to the resemblance's share of the best hit (brought in if the words do not
        reach them)."""
        if len(query.concepts) < 2 or not hits:
            return hits
        wanted: dict[int, float] = {}
        for situation, share in matches:
            if share < LOST_LAW_AT:
                break
            for k, path in enumerate(situation.paths()):
                doc = self._lost.get(path.law)
                if doc is None or doc.law in wanted:
                    continue
                if (law is not None and doc.law != law) or (chapter and doc.chapter != chapter):
                    continue
                # As with the lifts, a later citation counts less than the ruling one.
                score = hits[0].score * share * LOST_LAW_SHARE / (1 + CITATION_DECAY * k)
                wanted[doc.law] = score
        if not wanted:
            return hits
        out = []
        for hit in hits:
            score = wanted.pop(hit.doc.law, 0.0)
            out.append(replace(hit, score=score) if score > hit.score else hit)
        out += [Hit(self._lost[n], score, False) for n, score in wanted.items()]
        return sorted(out, key=lambda h: (-h.score, h.doc.law, h.doc.order))

    def search(
        self,
        raw: str | None = None,
        law: int | None = None,
        chapter: str | None = None,
        query: Query | None = None,
        situations: SituationIndex | None = None,
    ) -> Outcome:
        """Ranked results for ``raw`` (or an already parsed ``query``), within one law or one
        chapter if given; ``situations`` replaces the finder's own table situations."""
        query = query or self.parse(raw)
        outcome = Outcome(query)
        if not query.ok:
            return outcome
        completions = self.lexicon.completions
        situations = situations if situations is not None else self.situations
        # A situation resembles the query by the query's words weighed as in the laws, so
        # that the library's size does not change how telling a word is.
        matches = situations.matches(query, completions, self.index.best_possible)
        outcome.similar = matches[:SIMILAR_LIMIT]
        possible = [self.index.best_possible(c) for c in query.concepts]
        lifts = self._lifts(matches, sum(possible))
        hits = self.index.search(query, law, chapter, completions, lifts, RELEVANT_SHARE)
        hits = self._with_lost_laws(hits, matches, query, law, chapter)
        if hits:
            floor = hits[0].score * RELEVANT_SHARE
            hits = [h for h in hits if h.score >= floor and (h.matched or h.score > 0)]
        outcome.total = len(hits)
        by_law: dict[int, LawGroup] = {}
        for hit in hits:
            group = by_law.get(hit.doc.law)
            if group is None:
                by_law[hit.doc.law] = LawGroup(hit.doc.law, [hit], hit.score)
            else:
                group.hits.append(hit)
                group.score += FURTHER_HITS * hit.score / len(group.hits)
        outcome.groups = sorted(by_law.values(), key=lambda g: (-g.score, g.law))
        if law is None and not chapter:
            index_hits = self.subject_index.search(
                query, completions=completions, floor=INDEX_SHARE
            )
            if index_hits:
                floor = index_hits[0].score * INDEX_SHARE
                index_hits = [h for h in index_hits if h.score >= floor]
                outcome.index_hits = self._telling(query, index_hits, completions, possible)
        return outcome

    def _telling(
        self, query: Query, hits: list[Hit], completions, possible: list[float]
    ) -> list[Hit]:
        """The subject-index hits whose matched words tell enough of the query: each concept
        counts what it could score in the laws (``possible``), times the share of its wording
        the line holds, each word weighed by how rare it is in the laws."""
        total = sum(possible)
        if not total:
            return hits
        table = self.subject_index.score_concepts(query.concepts, completions)
        telling = []
        for hit in hits:
            i = self._index_line[id(hit.doc)]
            told = sum(
                most * self._share_held(concept, per_doc[i][1])
                for concept, per_doc, most in zip(query.concepts, table, possible, strict=True)
                if i in per_doc
            )
            if told >= INDEX_TELLING * total:
                telling.append(hit)
        return telling

    def _share_held(self, concept: Concept, lemmas: set[str]) -> float:
        """How much of the concept's best-held wording ``lemmas`` hold, by rarity."""
        best = 0.0
        for alternative in concept.alternatives:
            idfs = [max(map(self.index.idf, s.lemmas), default=0.0) for s in alternative.slots]
            if sum(idfs):
                held = sum(
                    f for f, s in zip(idfs, alternative.slots, strict=True) if s.lemmas & lemmas
                )
                best = max(best, held / sum(idfs))
        return best
