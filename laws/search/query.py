"""Turning what a reader typed into a search query: cleaned, capped, split into concepts.

A concept is one thing the reader asks for: a word of the laws, or a phrase of the search
vocabulary («засветил карту» → «показанная карта»). A concept has alternatives (the words as
typed, the wording of the laws); an alternative is a sequence of word slots, and a slot is
the set of lemmas that fill it. Ranking scores every concept and adds them up, so no single
concept decides whether a clause is found.

What is not a concept is reported, not silently dropped: question and filler words («что
делать если», «можно ли»), words the laws never use, typing slips repaired
(«Возможно, вы искали …»), English terms without a counterpart in these laws.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

from laws.search.bids import bid_spans, insufficient
from laws.search.lemmas import (
    fold,
    is_cyrillic,
    is_dictionary_word,
    is_latin,
    lemma,
    lemma_variants,
)
from laws.search.lemmas import words as split_words
from laws.search.vocabulary import Entry, Vocabulary

MAX_CHARS = 200
MAX_WORDS = 16
# A word being typed matches as a prefix once it has this many letters (live search).
MIN_PREFIX = 3

STOPWORDS = frozenset(
    "а и или но в во на о об обо от по с со к ко у за из изо не ни же ли бы то что как для "
    "до при без над под это the a an of to in on for and or by is it at with".split()
)
# Question and filler words (as lemmas): they never decide a result.
FILLERS = frozenset(
    """
    что делать сделать если можно ли сколько когда как кто где куда откуда почему зачем
    нет какой который чей нужно надо нужный необходимо мочь может быть бывать вообще это этот
    тот такой там тут здесь вот весь всё всего уже ещё потом тоже также просто очень так
    чтобы ну же правило закон пункт статья параграф раздел подсказать пожалуйста помочь
    помогите вопрос ситуация случай произойти случиться получиться бывает значит означать
    тут вообще например типа вроде сказать говорить
    я мы ты вы он она оно они мой твой наш ваш свой себя
    what how when can do does if should who which why
    """.split()
)
# Filler words that are still searched for when the query has nothing else.
SEARCHABLE_FILLERS = frozenset("правило закон пункт статья параграф раздел ситуация".split())
NUMBER_WEIGHT = 0.5
INSUFFICIENT_BID = "недостаточное назначение"
SLIP_WEIGHT = 0.85
# A word typed without the space after it («упалакарта») is read as its parts when each is a
# word the search knows; words shorter than this are not taken apart.
RUN_TOGETHER_MIN = 7
BID_TERMS = ("назначение", "заявка")
RELATED_WEIGHT = 0.6

_MARKUP = re.compile(r"[<>{}\[\]`$\\|]|&\w*;")

TOO_SHORT = "Запрос слишком короткий: введите хотя бы две буквы или номер правила (например, 50)."
NO_WORDS = "В запросе нет ни слов, ни номеров. Введите слово из текста правил или номер правила."
EMPTY = "Введите слово или номер правила, например «штрафная карта», «фальшренонс» или 64A2."
ONLY_STOPWORDS = (
    "Запрос состоит из одних служебных и вопросительных слов («и», «в», «что делать»…). "
    "Добавьте слово по смыслу: что случилось за столом."
)
NOT_IN_LAWS = "Ни одно слово запроса в сохранившемся тексте правил не встречается."

# The Russian keyboard layout over the Latin one: «ahfkmhtyjyc» is «фальшренонс».
_LATIN_KEYS = "`qwertyuiop[]asdfghjkl;'zxcvbnm,."
_CYRILLIC_KEYS = "ёйцукенгшщзхъфывапролджэячсмитьбю"
_TO_CYRILLIC = str.maketrans(_LATIN_KEYS, _CYRILLIC_KEYS)
_TO_LATIN = str.maketrans(_CYRILLIC_KEYS, _LATIN_KEYS)


class Lexicon(Protocol):
    """What the corpus knows, for repairing and completing words (laws.search.lexicon)."""

    def knows(self, word: str, variants: frozenset[str]) -> bool: ...

    def slip(self, word: str) -> str | None: ...

    def completions(self, prefix: str) -> frozenset[str]: ...

    def related(self, variants: frozenset[str]) -> tuple[frozenset[str], str]: ...


@dataclass(frozen=True)
class Slot:
    lemmas: frozenset[str]
    prefix: str = ""  # set for the word still being typed: also matches longer words


@dataclass(frozen=True)
class Alternative:
    slots: tuple[Slot, ...]
    weight: float = 1.0


@dataclass(frozen=True)
class Concept:
    label: str  # as typed, for messages
    alternatives: tuple[Alternative, ...]
    weight: float = 1.0


@dataclass
class Query:
    text: str  # cleaned and capped: what is echoed back (always through autoescape)
    concepts: list[Concept] = field(default_factory=list)
    problem: str = ""  # a Russian message when there is nothing to search for
    truncated: bool = False
    markup: bool = False  # the query held markup or code characters, which are ignored
    fillers: list[str] = field(default_factory=list)  # question and filler words, ignored
    unknown: list[str] = field(default_factory=list)  # words the laws never use
    corrections: list[tuple[str, str]] = field(default_factory=list)  # (typed, meant)
    understood: list[tuple[str, str]] = field(default_factory=list)  # (typed, laws' wording)
    no_counterpart: list[tuple[str, str]] = field(default_factory=list)  # (term, why)
    # Words of the laws too common to find a law by alone, beside words the laws never use
    # («курить за столом»): the query is then not searched at all.
    general: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problem and bool(self.concepts)


@dataclass
class _Token:
    text: str  # folded
    typed: str  # as typed (for messages)
    variants: frozenset[str]
    used: bool = False
    repaired: bool = False  # a typing slip or the keyboard layout was put right


def clean(raw: str | None) -> tuple[str, bool]:
    """Drop control characters and squeeze spaces; cap the length."""
    text = "".join(
        " " if unicodedata.category(ch)[0] in "CZ" else ch for ch in (raw or "")[: MAX_CHARS * 4]
    )
    text = " ".join(text.split())
    truncated = len(raw or "") > MAX_CHARS
    return text[:MAX_CHARS].strip(), truncated


def slots_of(phrase_lemmas: tuple[str, ...]) -> tuple[Slot, ...]:
    return tuple(Slot(frozenset({lem})) for lem in phrase_lemmas if lem not in STOPWORDS)


def _repair(token: _Token, lexicon: Lexicon, query: Query) -> None:
    """Keyboard layout and typing slips, for a word neither the corpus nor the vocabulary
    knows and no dictionary knows either."""
    word = token.text
    if lexicon.knows(word, token.variants):
        return
    if is_latin(word.replace("'", "")) or any(ch in ";[],.`'" for ch in word):
        switched = word.translate(_TO_CYRILLIC)
        if is_cyrillic(switched) and _switch_layout(query, token, lexicon, switched):
            return
    if is_cyrillic(word):
        switched = word.translate(_TO_LATIN)
        if is_latin(switched) and _switch_layout(query, token, lexicon, switched):
            return
        if is_dictionary_word(word):
            return  # a real word the laws do not use: said so, not "corrected"
    if len(word) < 4 or word.isdigit():
        return
    meant = lexicon.slip(word)
    if meant:
        query.corrections.append((token.typed, meant))
        token.text, token.variants = meant, lemma_variants(meant)
        token.repaired = True


def _switch_layout(query: Query, token: _Token, lexicon: Lexicon, switched: str) -> bool:
    """Take ``switched`` (the word retyped in the other keyboard layout) when the laws know it."""
    variants = lemma_variants(switched)
    if not lexicon.knows(switched, variants):
        return False
    query.corrections.append((token.typed, switched))
    token.text, token.variants = switched, variants
    token.repaired = True
    return True


def _known_part(part: str, lexicon: Lexicon) -> bool:
    if part in STOPWORDS:
        return True
    return len(part) >= 3 and lexicon.knows(part, lemma_variants(part))


def _split(word: str, lexicon: Lexicon, depth: int = 2) -> list[str] | None:
    """The word as two or three known words run together, the most even split first."""
    best: list[str] | None = None
    for k in range(2, len(word) - 1):
        head, tail = word[:k], word[k:]
        if not _known_part(head, lexicon):
            continue
        rest = [tail] if _known_part(tail, lexicon) else None
        if rest is None and depth > 1:
            rest = _split(tail, lexicon, depth - 1)
        if rest is None:
            continue
        parts = [head, *rest]
        if all(p in STOPWORDS for p in parts):
            continue
        if best is None or (len(parts), -min(map(len, parts))) < (len(best), -min(map(len, best))):
            best = parts
    return best


def _run_together(tokens: list[_Token], lexicon: Lexicon, query: Query) -> list[_Token]:
    out: list[_Token] = []
    for token in tokens:
        word = token.text
        parts = None
        if (
            len(word) >= RUN_TOGETHER_MIN
            and is_cyrillic(word)
            and not lexicon.knows(word, token.variants)
            and not is_dictionary_word(word)
        ):
            parts = _split(word, lexicon)
        if not parts:
            out.append(token)
            continue
        query.corrections.append((token.typed, " ".join(parts)))
        out += [_Token(p, p, lemma_variants(p), repaired=True) for p in parts]
    return out


def _phrase_matches(candidates, tokens: list[_Token]):
    """(entry, token positions) for each phrase found, longest phrases first and,
    among phrases as long, the one the reader typed first: «fifth card played» is the fifth
    card, not a played card. Positions are re-checked as earlier phrases take tokens."""
    by_length: dict[int, list] = {}
    for phrase, entry in candidates:
        by_length.setdefault(len(phrase.lemmas), []).append((phrase, entry))
    for length in sorted(by_length, reverse=True):
        found = [
            (start, n, phrase, entry)
            for n, (phrase, entry) in enumerate(by_length[length])
            for start in range(len(tokens))
            if _match(phrase.lemmas, tokens, start) is not None
        ]
        for start, _, phrase, entry in sorted(found, key=lambda f: (f[0], f[1])):
            yield entry, _match(phrase.lemmas, tokens, start)


def _match(phrase_lemmas: tuple[str, ...], tokens: list[_Token], start: int) -> list[int] | None:
    """Token positions that hold the phrase's words, beginning at ``start``, in any order
    within a window a little wider than the phrase."""
    window = _window(tokens, start, len(phrase_lemmas) + 2)
    taken: list[int] = []
    for lem in phrase_lemmas:
        spot = next(
            (
                i
                for i in window
                if i not in taken
                and not tokens[i].used
                and (lem in tokens[i].variants or lem == tokens[i].text)
            ),
            None,
        )
        if spot is None:
            return None
        taken.append(spot)
    return taken if start in taken else None


def _window(tokens: list[_Token], start: int, width: int) -> list[int]:
    """Positions from ``start`` holding ``width`` words, not counting the little words and
    fillers between them: in «отменил заявку можно ли его партнёру ходить» the words of
    «отменил заявку … ходить» are as near as in «отменил заявку, партнёру ходить»."""
    out: list[int] = []
    counted = 0
    for i in range(start, len(tokens)):
        if counted == width:
            break
        out.append(i)
        t = tokens[i]
        if not (t.text in FILLERS or t.variants & FILLERS):
            counted += 1
    return out


def _vocabulary_concept(entry: Entry, typed: list[_Token], lexicon: Lexicon | None) -> Concept:
    alternatives = [Alternative(slots_of(p.lemmas)) for p in entry.means]
    own = [t for t in typed if t.text not in STOPWORDS]
    if own:
        # The words as typed too: the laws may use them, and the table situations, told in
        # everyday words, often do («уронил карту»).
        alternatives.append(Alternative(tuple(Slot(t.variants) for t in own)))
    label = " ".join(t.typed for t in typed)
    # A phrase stands for several typed words: it weighs as much as they would together,
    # less their overlap (the square root of their number).
    weight = max(1, len(own)) ** 0.5
    if any(t.repaired for t in typed):
        weight *= SLIP_WEIGHT
    return Concept(label, tuple(a for a in alternatives if a.slots), weight)


def set_aside_general(query: Query, common: Callable[[Concept], bool]) -> None:
    """A query whose words the laws never use, beside only words found nearly everywhere in
    them («мобильный телефон за столом», «у игрока зазвонил телефон»), is not about the laws:
    searching by «стол» or «игрок» alone would show a law that does not answer it. Such a
    query is told so, as one with no word of the laws is."""
    if not query.ok or not query.unknown:
        return
    if len(query.unknown) < len(query.concepts) or not all(map(common, query.concepts)):
        return
    query.general = [c.label for c in query.concepts]
    query.concepts = []
    query.problem = NOT_IN_LAWS


def parse(
    raw: str | None,
    vocabulary: Vocabulary | None = None,
    lexicon: Lexicon | None = None,
) -> Query:
    text, truncated = clean(raw)
    query = Query(text=text, truncated=truncated, markup=bool(_MARKUP.search(text)))
    if not text:
        query.problem = EMPTY
        return query
    tokens = [
        _Token(fold(m.group()), m.group(), lemma_variants(m.group())) for m in split_words(text)
    ]
    if not tokens:
        query.problem = NO_WORDS
        return query
    # A word is complete once something follows it; the last one may be mid-typing.
    typing_last = len(tokens) <= MAX_WORDS and (raw or "")[-1:].isalnum()
    tokens = tokens[:MAX_WORDS]
    if lexicon is not None:
        tokens = _run_together(tokens, lexicon, query)[:MAX_WORDS]
        for i, token in enumerate(tokens):
            being_typed = typing_last and i == len(tokens) - 1
            if token.text in STOPWORDS or (being_typed and lexicon.completions(token.text)):
                continue  # a word being typed that words of the laws begin with is completed
            _repair(token, lexicon, query)
    found: list[tuple[int, Concept]] = []
    spans = bid_spans([t.text for t in tokens])
    if spans:
        # «две пики», «3бк», «1nt»: a bid, told as the auction tells it, is a call (назначение)
        # and not a suit of the play.
        for start, end in spans:
            for t in tokens[start:end]:
                t.used = True
        said = [" ".join(t.typed for t in tokens[a:b]) for a, b in spans]
        bid = Concept(
            said[0],
            tuple(Alternative((Slot(frozenset({term})),)) for term in BID_TERMS),
        )
        found.append((spans[0][0], bid))
        query.understood.append((", ".join(said), BID_TERMS[0]))
    if vocabulary is not None:
        present = {t.text for t in tokens} | {v for t in tokens for v in t.variants}
        for entry, spots in _phrase_matches(vocabulary.candidates(present), tokens):
            if spots is not None:
                typed = [tokens[i] for i in sorted(spots)]
                for t in typed:
                    t.used = True
                if entry.none:
                    query.no_counterpart.append((" ".join(t.typed for t in typed), entry.none))
                    continue
                concept = _vocabulary_concept(entry, typed, lexicon)
                found.append((min(spots), concept))
                means = ", ".join(p.text for p in entry.means)
                same = fold(means) == fold(concept.label)  # «вне очереди» → «вне очереди»
                if not same and {p.lemmas for p in entry.means} != {
                    tuple(sorted(t.variants)) for t in typed
                }:
                    query.understood.append((concept.label, means))
    for i, token in enumerate(tokens):
        if token.used:
            continue
        word = token.text
        if token.variants & FILLERS or word in FILLERS:
            query.fillers.append(token.typed)
            continue
        if word in STOPWORDS or (len(word) == 1 and not word.isdigit()):
            continue
        last = typing_last and i == len(tokens) - 1
        prefix = word if last and len(word) >= MIN_PREFIX else ""
        slot = Slot(token.variants, prefix)
        weight = NUMBER_WEIGHT if word.isdigit() else SLIP_WEIGHT if token.repaired else 1.0
        if lexicon is None or lexicon.knows(word, token.variants):
            found.append((i, Concept(token.typed, (Alternative((slot,)),), weight)))
            continue
        if prefix and lexicon.completions(prefix):
            found.append((i, Concept(token.typed, (Alternative((slot,)),), weight)))
            continue
        related, shown = lexicon.related(token.variants)
        if related:
            alternative = Alternative((Slot(related),), RELATED_WEIGHT)
            found.append((i, Concept(token.typed, (alternative,))))
            query.understood.append((token.typed, shown))
            continue
        query.unknown.append(token.typed)
    if insufficient(text):
        # «две трефы после двух червей»: the reader describes an insufficient bid (Law 27).
        term = tuple(lemma(m.group()) for m in split_words(INSUFFICIENT_BID))
        found.append((len(tokens), Concept(INSUFFICIENT_BID, (Alternative(slots_of(term)),), 1.5)))
        query.understood.append(("заявка ниже предыдущей", INSUFFICIENT_BID))
    if not found and not query.unknown and not query.no_counterpart:
        # Nothing but filler: words such as «правило» or «пункт» are then what is asked for.
        for i, token in enumerate(tokens):
            if token.variants & SEARCHABLE_FILLERS:
                found.append((i, Concept(token.typed, (Alternative((Slot(token.variants),)),))))
                query.fillers.remove(token.typed)
    found.sort(key=lambda pair: pair[0])
    query.concepts = [concept for _, concept in found]
    if not query.concepts:
        if query.unknown:
            query.problem = NOT_IN_LAWS
        elif query.no_counterpart:
            query.problem = query.no_counterpart[0][1]
        else:
            letters = sum(len(t.text) for t in tokens)
            if letters < 2 or all(len(t.text) == 1 for t in tokens):
                query.problem = TOO_SHORT
            else:
                query.problem = ONLY_STOPWORDS
    return query
