"""The words the corpus and the search vocabulary know: for repairing typing slips,
completing the word being typed and relating a word the laws do not use to one they do.
"""

from __future__ import annotations

from bisect import bisect_left
from collections import Counter
from collections.abc import Iterable, Mapping

from rapidfuzz import process
from rapidfuzz.distance import OSA

from laws.search.lemmas import lemma
from laws.search.vocabulary import Vocabulary

# Shortest word repaired, and how far a repair may go: one edit (a transposition counts as
# one) up to this length, two beyond it.
SLIP_MIN_LENGTH = 4
ONE_EDIT_UP_TO = 6
# A word the laws do not use is related to one they do when the two share a beginning this
# long, and this share of the shorter word (козырнуть → козырь, штрафовать → штрафной).
RELATED_PREFIX = 5
RELATED_SHARE = 0.6


def _starting_with(sorted_words: list[str], prefix: str) -> list[str]:
    out = []
    for word in sorted_words[bisect_left(sorted_words, prefix) :]:
        if not word.startswith(prefix):
            break
        out.append(word)
    return out


class Lexicon:
    def __init__(
        self,
        surface: Mapping[str, Iterable[str]],
        frequency: Counter,
        vocabulary: Vocabulary | None = None,
    ):
        """``surface``: every word form of the corpus (folded) → its lemmas; ``frequency``:
        how often each lemma occurs (ties between repairs go to the commoner word)."""
        self.surface = {word: frozenset(lemmas) for word, lemmas in surface.items()}
        self.lemmas = frozenset(frequency)
        self.frequency = frequency
        vocabulary = vocabulary or Vocabulary(())
        self.say_words = frozenset(vocabulary.say_words())
        self.say_lemmas = frozenset(
            lem for entry in vocabulary.entries for p in entry.say for lem in p.lemmas
        )
        self._choices = sorted(w for w in set(self.surface) | self.say_words if len(w) >= 3)
        self._sorted_lemmas = sorted(self.lemmas)
        self._sorted_surface = sorted(self.surface)

    def knows(self, word: str, variants: frozenset[str]) -> bool:
        return bool(
            word in self.surface
            or word in self.say_words
            or variants & self.lemmas
            or variants & self.say_lemmas
        )

    def in_laws(self, variants: frozenset[str]) -> bool:
        return bool(variants & self.lemmas)

    def slip(self, word: str) -> str | None:
        """The known word one or two edits away («фальшернонс» → «фальшренонс»)."""
        if len(word) < SLIP_MIN_LENGTH:
            return None
        limit = 1 if len(word) <= ONE_EDIT_UP_TO else 2
        found = process.extract(
            word, self._choices, scorer=OSA.distance, score_cutoff=limit, limit=20
        )
        if not found:
            return None

        def preference(item):
            candidate, distance, _ = item
            return (
                distance,
                candidate[0] != word[0],  # people rarely mistype the first letter
                abs(len(candidate) - len(word)),
                -self.frequency.get(lemma(candidate), 0),
                candidate,
            )

        return min(found, key=preference)[0]

    def completions(self, prefix: str) -> frozenset[str]:
        """Lemmas of the corpus words that begin with what is being typed."""
        found = set(_starting_with(self._sorted_lemmas, prefix))
        for word in _starting_with(self._sorted_surface, prefix):
            found |= self.surface[word]
        return frozenset(found)

    def related(self, variants: frozenset[str]) -> tuple[frozenset[str], str]:
        """Corpus lemmas that share a long beginning with the word, and the one to show."""
        best: set[str] = set()
        best_length = 0
        for variant in variants:
            if len(variant) < RELATED_PREFIX + 1:
                continue
            for length in range(len(variant) - 1, RELATED_PREFIX - 1, -1):
                stem = variant[:length]
                found = [
                    lem
                    for lem in _starting_with(self._sorted_lemmas, stem)
                    if length >= RELATED_SHARE * min(len(lem), len(variant))
                ]
                if found:
                    if length > best_length:
                        best, best_length = set(found), length
                    elif length == best_length:
                        best.update(found)
                    break
        if not best:
            return frozenset(), ""
        shown = max(sorted(best), key=lambda lem: self.frequency.get(lem, 0))
        return frozenset(best), shown
