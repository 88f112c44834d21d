"""Table situations: the scenario library and the «Судья, подойдите!» incidents.

Each is a description of something that went wrong at the table, with the clauses that rule
it. A query that reads like one of them («защитник уронил карту, когда партнёр ещё не
сыграл») lifts those clauses and offers the situation itself as a similar task.
"""

from __future__ import annotations

from dataclasses import dataclass

from laws.clause_path import ClausePath, ClausePathError
from laws.search.query import Query
from laws.search.ranking import Document, SearchIndex

# Share of the query a situation must cover to count as similar.
SIMILAR_AT = 0.3
SIMILAR_LIMIT = 3


@dataclass(frozen=True)
class Situation:
    kind: str  # "scenario" (a task of the library) or "incident" (the director's flow)
    key: str
    title: str
    text: str  # what happened, in the words of its author
    laws: tuple[str, ...]  # clause paths as cited: "50", "64A2"
    href: str

    def paths(self) -> list[ClausePath]:
        out = []
        for cited in self.laws:
            try:
                out.append(ClausePath(str(cited)))
            except ClausePathError:
                continue
        return out


class SituationIndex:
    def __init__(self, situations: list[Situation]):
        self.situations = list(situations)
        self.index = SearchIndex(
            Document.build(key=i, law=0, path="", anchor=s.key, heading=s.title, text=s.text)
            for i, s in enumerate(self.situations)
        )

    def similar(self, query: Query, completions=None) -> list[tuple[Situation, float]]:
        """Situations that read like the query, best first, with the share of the query
        they cover (0–1)."""
        if not query.ok or not self.situations:
            return []
        # A query word no situation uses counts against every situation: «дефектная взятка»
        # does not read like a revoke story merely because both speak of a trick.
        unseen = self.index.typical_idf()
        possible = sum(self.index.best_possible(c, unseen) for c in query.concepts)
        if possible <= 0:
            return []
        found = []
        for hit in self.index.search(query, completions=completions):
            share = hit.score / possible
            if share < SIMILAR_AT:
                break
            found.append((self.situations[hit.doc.key], share))
        return found[:SIMILAR_LIMIT]
