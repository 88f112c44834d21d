"""Table situations: the scenario library and the «Судья, подойдите!» incidents.

Each is a description of something that went wrong at the table, with the clauses that rule
it. A query that reads like one of them («защитник уронил карту, когда партнёр ещё не
сыграл») lifts those clauses and offers the situation itself as a similar task.

How much a situation resembles a query depends on the two of them alone, never on the rest
of the library: it is the share of the query's concepts, each weighed by how telling it is in
the laws (the caller's yardstick), that the situation's title or story contains. So a new task
changes nothing for the queries it does not resemble, and the library can grow without moving
the ranking of everything else.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from laws.clause_path import ClausePath, ClausePathError
from laws.search.lemmas import lemmatise
from laws.search.query import Concept, Query

# Share of the query a situation must cover to count as similar.
SIMILAR_AT = 0.3
SIMILAR_LIMIT = 3
# A concept found only in the story, not in the title, counts a little less: a long story
# mentions many things in passing.
STORY_CREDIT = 0.5


@dataclass(frozen=True)
class Situation:
    kind: str  # "scenario" (a task of the library) or "incident" (the director's flow)
    key: str
    title: str
    text: str  # what happened, in the words of its author
    laws: tuple[str, ...]  # clause paths as cited: "50", "64A2"
    href: str

    def paths(self) -> list[ClausePath]:
        return list(_paths(self.laws))


@lru_cache(maxsize=4096)
def _paths(laws: tuple[str, ...]) -> tuple[ClausePath, ...]:
    out = []
    for cited in laws:
        try:
            out.append(ClausePath(str(cited)))
        except ClausePathError:
            continue
    return tuple(out)


class SituationIndex:
    def __init__(self, situations: list[Situation]):
        self.situations = list(situations)
        self._title = [frozenset(lemmatise(s.title).split()) for s in self.situations]
        self._story = [frozenset(lemmatise(s.text).split()) for s in self.situations]
        # lemma → the situations whose title has it, and those whose title or story has it.
        self._in_title: dict[str, set[int]] = {}
        self._anywhere: dict[str, set[int]] = {}
        for i, (title, story) in enumerate(zip(self._title, self._story, strict=True)):
            for lem in title:
                self._in_title.setdefault(lem, set()).add(i)
            for lem in title | story:
                self._anywhere.setdefault(lem, set()).add(i)

    def matches(
        self,
        query: Query,
        completions=None,
        weigh: Callable[[Concept], float] | None = None,
    ) -> list[tuple[Situation, float]]:
        """Every situation covering at least SIMILAR_AT of the query, best first, with the
        share it covers (0–1). ``weigh``: how much a concept counts (by default its weight).

        A concept counts whole for a situation whose title has one of its alternatives whole,
        STORY_CREDIT for one whose story has it, nothing otherwise: half a phrase is not the
        phrase («дефектная взятка» is not a revoke story merely because both speak of a
        trick)."""
        if not query.ok or not self.situations:
            return []
        weights = [max(0.0, (weigh or _own_weight)(c)) for c in query.concepts]
        total = sum(weights)
        if total <= 0:
            return []
        shares: dict[int, float] = {}
        for concept, weight in zip(query.concepts, weights, strict=True):
            if not weight:
                continue
            in_title: set[int] = set()
            anywhere: set[int] = set()
            for alternative in concept.alternatives:
                slots = [_slot_lemmas(s, completions) for s in alternative.slots]
                if slots:
                    in_title |= _having(slots, self._in_title)
                    anywhere |= _having(slots, self._anywhere)
            for i in anywhere:
                credit = 1.0 if i in in_title else STORY_CREDIT
                shares[i] = shares.get(i, 0.0) + weight * credit
        found = [(share / total, i) for i, share in shares.items() if share / total >= SIMILAR_AT]
        # Ties: the incidents of the director's flow first, then in the library's order.
        found.sort(key=lambda f: (-f[0], self.situations[f[1]].kind != "incident", f[1]))
        return [(self.situations[i], share) for share, i in found]

    def similar(
        self, query: Query, completions=None, weigh: Callable[[Concept], float] | None = None
    ) -> list[tuple[Situation, float]]:
        """The situations to offer as similar tasks: the best SIMILAR_LIMIT of ``matches``."""
        return self.matches(query, completions, weigh)[:SIMILAR_LIMIT]


def _having(slots: list[frozenset[str]], where: dict[str, set[int]]) -> set[int]:
    """The situations that have every slot (one of its lemmas) in ``where``."""
    found: set[int] | None = None
    for lemmas in slots:
        having: set[int] = set()
        for lem in lemmas:
            having |= where.get(lem, set())
        found = having if found is None else found & having
        if not found:
            return set()
    return found or set()


def _own_weight(concept: Concept) -> float:
    return concept.weight


def _slot_lemmas(slot, completions) -> frozenset[str]:
    if slot.prefix and completions:
        return slot.lemmas | completions(slot.prefix)
    return slot.lemmas
