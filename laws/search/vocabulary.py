"""How people say it → how the Laws say it: the search vocabulary (``vocabulary.yaml``).

Each entry lists what a player or a director may type (``say``: everyday Russian, club slang,
transliterations, English terms) and the wording of the Laws it stands for (``means``: phrases
that occur in the law text). An English term that these laws have no counterpart for carries
``none`` instead: the page says so rather than send the reader to a wrong law. ``law`` is the
law (or clause) a query made of the first ``say`` phrase must find; tests check it for every
entry, and that every word of ``means`` occurs in the corpus.

Phrases match by lemma, so every grammatical form of a word matches («уронил», «уронила»,
«уронят»); the words of a several-word phrase may come in any order, close together.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import yaml

from laws.search.lemmas import fold, lemma, words

DEFAULT_PATH = Path(__file__).with_name("vocabulary.yaml")
# An English article says nothing: «wins the trick» is also typed «wins a trick».
ARTICLES = frozenset({"the", "a", "an"})


class VocabularyError(ValueError):
    pass


@dataclass(frozen=True)
class Phrase:
    text: str
    lemmas: tuple[str, ...]

    @classmethod
    def of(cls, text: str) -> Phrase:
        found = (lemma(m.group()) for m in words(text))
        return cls(text, tuple(lem for lem in found if lem not in ARTICLES))


@dataclass(frozen=True)
class Entry:
    say: tuple[Phrase, ...]
    means: tuple[Phrase, ...] = ()
    none: str = ""  # why an English term has no counterpart in these laws
    law: tuple[str, ...] = ()  # laws a query made of say[0] must find ("50"; "G": definitions)
    note: str = ""

    @property
    def label(self) -> str:
        return self.say[0].text


class Vocabulary:
    def __init__(self, entries: tuple[Entry, ...]):
        self.entries = tuple(entries)
        pairs = [(p, e) for e in self.entries for p in e.say]
        # Longest phrases first: «первый ход вне очереди» is one thing, not «первый ход» plus
        # «вне очереди».
        self._ordered = sorted(pairs, key=lambda pair: -len(pair[0].lemmas))
        self._by_lemma: dict[str, list[int]] = {}
        for i, (phrase, _) in enumerate(self._ordered):
            for lem in set(phrase.lemmas):
                self._by_lemma.setdefault(lem, []).append(i)

    def say_words(self) -> set[str]:
        """Every word of every ``say`` phrase, folded: known words for typing-slip repair."""
        return {fold(m.group()) for e in self.entries for p in e.say for m in words(p.text)}

    def by_length(self) -> list[tuple[Phrase, Entry]]:
        return list(self._ordered)

    def candidates(self, present: set[str]) -> list[tuple[Phrase, Entry]]:
        """The phrases, longest first, whose every word is among ``present`` (the lemmas and
        words of a query): the only ones worth matching against it."""
        found = {i for lem in present for i in self._by_lemma.get(lem, ())}
        return [
            self._ordered[i]
            for i in sorted(found)
            if all(lem in present for lem in self._ordered[i][0].lemmas)
        ]


def _strings(value, field: str, where: str) -> tuple[str, ...]:
    if value is None:
        return ()
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not all(isinstance(v, str) and v.strip() for v in value):
        raise VocabularyError(f"{where}: «{field}» — строка или список непустых строк")
    return tuple(v.strip() for v in value)


def parse(data) -> Vocabulary:
    """Entries from the YAML data; a malformed entry is an error naming it."""
    if not isinstance(data, list):
        raise VocabularyError("словарь поиска — это список статей")
    entries = []
    for number, item in enumerate(data, 1):
        where = f"статья {number}"
        if not isinstance(item, dict):
            raise VocabularyError(f"{where}: не словарь")
        unknown = set(item) - {"say", "means", "none", "law", "note"}
        if unknown:
            raise VocabularyError(f"{where}: лишние поля {sorted(unknown)}")
        say = _strings(item.get("say"), "say", where)
        means = _strings(item.get("means"), "means", where)
        none = str(item.get("none") or "").strip()
        if not say:
            raise VocabularyError(f"{where}: нет «say»")
        if bool(means) == bool(none):
            raise VocabularyError(f"{where} ({say[0]}): нужно ровно одно из «means» и «none»")
        law = item.get("law")
        law = tuple(str(x).strip() for x in (law if isinstance(law, list) else [law]) if x)
        if means and not law:
            raise VocabularyError(f"{where} ({say[0]}): нет «law»")
        entries.append(
            Entry(
                say=tuple(Phrase.of(s) for s in say),
                means=tuple(Phrase.of(m) for m in means),
                none=none,
                law=law,
                note=str(item.get("note") or "").strip(),
            )
        )
    return Vocabulary(tuple(entries))


@lru_cache(maxsize=4)
def load(path: Path = DEFAULT_PATH) -> Vocabulary:
    with open(path, encoding="utf-8") as handle:
        return parse(yaml.safe_load(handle))
