"""Cross-references in the law text: «см. правило 50», «правилу 45C4(B)», «разделам C, D или E».

``find_references(text, context)`` works on normalised text (print hyphenation undone,
web paragraphs joined) and returns every reference with its span and its target clause
paths. Forms it reads (inventory §7):

- a law or clause in any case of «правило»: «правилом 44», «правила 16A», «правилу
  45C4(B)», a Cyrillic clause letter «правило 45Е», lists «правило 53 или 56», «правила 6,
  86», glosses glued on «правило 45E(5-я карта…)» (``(5-я`` is not a sub-clause), no space
  after «правилу 79C,судье»;
- footnotes: «сноску (*) к правилу 69», «сноску к правилу 68» (``footnote`` is the mark,
  or "" where none is printed);
- sections of the current law: «раздел B1(A) данного правила», «раздел C ниже», «в разделе
  C», «разделам C, D или E», «раздела "B" этого правила»; siblings of the current clause
  «разделам (A) или (B)», «разделу (A)»; items «пункт 3». These are ``relative`` and need
  the ``context`` (the clause the text belongs to); without one their ``targets`` are
  empty;
- «см.» cut off at the end of the text (the source stops there): a ``dangling`` reference
  with no targets, so that a link checker can report it rather than drop it.

A heading such as «Правило 45. Игра картой» is not a reference.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from laws.clause_path import ClausePath, ClausePathError

# Clause letters as printed: Latin, or the Cyrillic look-alikes (правило 45Е).
_LETTER = "[A-HАВСЕН]"
_LOOKALIKES = str.maketrans("АВСЕН", "ABCEH")
_LAW_PATH = rf"\d{{1,2}}(?:{_LETTER}(?:\d{{1,2}}(?:\({_LETTER}\)(?:\(\d{{1,2}}\))?)?)?)?(?![\w])"
# «, » «или» «и» between the items of a list.
_SEP = r"(?:\s*,\s*|\s+(?:или|и)\s+)"
_LAW_WORD = r"(?<![\w])(?P<word>[Пп]равил(?:о|а|у|ом|е|ам|ами|ах)?)"
_LAW_REF = rf"{_LAW_WORD}\s+(?P<paths>{_LAW_PATH}(?:{_SEP}{_LAW_PATH})*)"
_LAW = re.compile(_LAW_REF)
_FOOTNOTE = re.compile(
    rf"(?<![\w])[Сс]носк(?:а|у|е|и|ой)\s*(?:\((?P<mark>\*{{1,3}})\)\s*)?к\s+{_LAW_REF}"
)
_SECTION_SPEC = (
    rf"(?:[\"«„]{_LETTER}[\"»“]"
    rf"|\({_LETTER}\)(?:\(\d{{1,2}}\))?"
    rf"|{_LETTER}(?:\d{{1,2}}(?:\({_LETTER}\)(?:\(\d{{1,2}}\))?)?)?)(?![\w])"
)
_SECTION = re.compile(
    rf"(?<![\w])[Рр]аздел(?:а|е|у|ом|ы|ов|ам|ами|ах)?\s+"
    rf"(?P<specs>{_SECTION_SPEC}(?:{_SEP}{_SECTION_SPEC})*)"
    rf"(?:\s+(?P<own>данного|этого|настоящего)\s+правила(?![\w])"
    rf"|\s+правила\s+(?P<law>\d{{1,2}})(?![\w]))?"
)
_ITEM_SPEC = r"(?:\d{1,2}|\(\d{1,2}\))(?![\w])"
_ITEM = re.compile(
    rf"(?<![\w])[Пп]ункт(?:а|е|у|ом|ы|ов|ам|ами|ах)?\s+"
    rf"(?P<specs>{_ITEM_SPEC}(?:{_SEP}{_ITEM_SPEC})*)"
)
_DANGLING = re.compile(r"(?<![\w])см\.(?=\s*$)")
_HEADING = re.compile(r"Правило\s+\d{1,2}\.")
# What may stand before a capitalised «Правило N.» that is still a reference: «см.»,
# or a sentence running on (a lower-case word or a comma).
_RUNS_ON = re.compile(r"(?:(?<![\w])см\.|[а-яё,])\s*$")
_PATH_TOKEN = re.compile(_LAW_PATH)
_SPEC_TOKEN = re.compile(_SECTION_SPEC)
_ITEM_TOKEN = re.compile(_ITEM_SPEC)
_GROUP = re.compile(r"\(?([^()]+)\)?")


@dataclass(frozen=True)
class Reference:
    start: int
    end: int
    text: str
    targets: tuple[ClausePath, ...]
    # The footnote mark ("*", "**") when the reference points to a footnote of the
    # target law, "" for a footnote cited without its mark; None: not a footnote.
    footnote: str | None = None
    relative: bool = False  # a section or item of the law the text belongs to
    dangling: bool = False  # «см.» cut off at the end of the text: the target is lost
    # One (start, end) per target, for one link per target: in «правило 53 или 56» the
    # first link is «правило 53», the second «56»; a single target gets the whole span.
    spans: tuple[tuple[int, int], ...] = ()

    @property
    def resolved(self) -> bool:
        return bool(self.targets)


class UnresolvedReferenceError(ValueError):
    pass


def find_references(text: str, context: ClausePath | None = None) -> list[Reference]:
    """Every reference in ``text``, in order. ``context`` is the clause the text belongs
    to; relative references («раздел C ниже», «разделу (A)», «пункт 3») resolve
    against it."""
    if not isinstance(text, str) or not text:
        return []
    found: list[Reference] = []
    for match in _FOOTNOTE.finditer(text):
        targets = _law_targets(match, "paths")
        if targets:
            found.append(_reference(match, targets, footnote=match["mark"] or ""))
    for match in _LAW.finditer(text):
        if _is_heading(text, match.start()):
            continue  # «Правило 45. Игра картой» is a heading, not a reference
        targets = _law_targets(match, "paths")
        if targets:
            found.append(_reference(match, targets))
    for match in _SECTION.finditer(text):
        found.append(_section_reference(match, context))
    for match in _ITEM.finditer(text):
        specs = _specs(match, _ITEM_TOKEN)
        found.append(_reference(match, _relative_targets(specs, context), relative=True))
    dangling = _DANGLING.search(text)
    if dangling:
        found.append(
            Reference(dangling.start(), dangling.end(), dangling.group(), (), dangling=True)
        )
    return _without_overlaps(found)


def _is_heading(text: str, start: int) -> bool:
    return bool(_HEADING.match(text, start)) and not _RUNS_ON.search(
        text[max(0, start - 20) : start]
    )


def resolve(target: ClausePath | Reference, exists: Callable[[ClausePath], bool]) -> ClausePath:
    """The most specific existing clause for a target (or a reference's first target):
    the clause itself, else its nearest existing ancestor, else the law, whose page
    exists even where the sources lack its text."""
    if isinstance(target, Reference):
        if not target.targets:
            raise UnresolvedReferenceError(f"ссылка без цели: «{target.text}»")
        target = target.targets[0]
    node: ClausePath | None = target
    while node is not None:
        if exists(node):
            return node
        node = node.parent
    return ClausePath(target.law)


def resolve_all(
    reference: Reference, exists: Callable[[ClausePath], bool]
) -> tuple[ClausePath, ...]:
    """``resolve`` for each target of a reference, duplicates dropped, order kept."""
    out: list[ClausePath] = []
    for target in reference.targets:
        path = resolve(target, exists)
        if path not in out:
            out.append(path)
    return tuple(out)


# A target with the span of its label in the text: («56», (start, end)).
_Found = list[tuple[ClausePath, tuple[int, int]]]
_Spec = tuple[int, tuple[str, ...], tuple[int, int]]


def _reference(
    match: re.Match[str],
    targets: _Found,
    *,
    footnote: str | None = None,
    relative: bool = False,
) -> Reference:
    spans = [span for _, span in targets]
    if spans:
        # The keyword belongs to the first link: «правило 53» | «56».
        spans[0] = (match.start(), spans[0][1])
        if len(spans) == 1:
            spans[0] = (match.start(), match.end())
    return Reference(
        match.start(),
        match.end(),
        match.group(),
        tuple(path for path, _ in targets),
        footnote=footnote,
        relative=relative,
        spans=tuple(spans),
    )


def _law_targets(match: re.Match[str], group: str) -> _Found:
    out: _Found = []
    offset = match.start(group)
    for token in _PATH_TOKEN.finditer(match[group]):
        try:
            path = ClausePath(token.group())
        except ClausePathError:
            continue  # «правило 99»: no such law, so not a reference to one
        if all(path != seen for seen, _ in out):
            out.append((path, (offset + token.start(), offset + token.end())))
    return out


def _section_reference(match: re.Match[str], context: ClausePath | None) -> Reference:
    specs = _specs(match, _SPEC_TOKEN)
    if match["law"]:
        # «раздел C правила 50»: absolute, the law is named.
        out: _Found = []
        for level, parts, span in specs:
            path = _path(int(match["law"]), parts) if level == 0 else None
            if path is not None and all(path != seen for seen, _ in out):
                out.append((path, span))
        return _reference(match, out)
    return _reference(match, _relative_targets(specs, context), relative=True)


def _specs(match: re.Match[str], token: re.Pattern[str]) -> list[_Spec]:
    """Each relative path of a list with the level it starts at (0 letter, 1 number,
    2 (letter), 3 (number)) and its parts: «B1(A)» → 0, ("B", "1", "A"); «(A)» → 2, ("A",)."""
    offset = match.start("specs")
    out = []
    for found in token.finditer(match["specs"]):
        spec = found.group().strip('"«»„“').translate(_LOOKALIKES)
        if spec.startswith("("):
            parts = tuple(_GROUP.findall(spec))
            level = 2 if parts[0].isalpha() else 3
        else:
            parts = tuple(re.findall(r"[A-Z]|\d+", spec))
            level = 0 if parts[0].isalpha() else 1
        out.append((level, parts, (offset + found.start(), offset + found.end())))
    return out


def _relative_targets(specs: list[_Spec], context: ClausePath | None) -> _Found:
    if context is None:
        return []
    out: _Found = []
    for level, parts, span in specs:
        if len(context.parts) < level:
            continue  # «разделу (A)» needs a context at least two levels deep
        path = _path(context.law, context.parts[:level] + parts)
        if path is not None and all(path != seen for seen, _ in out):
            out.append((path, span))
    return out


def _path(law: int, parts: tuple[str, ...]) -> ClausePath | None:
    try:
        return ClausePath(law, parts)
    except ClausePathError:
        return None


def _without_overlaps(found: list[Reference]) -> list[Reference]:
    """Keep the earliest, then longest, of overlapping matches: a footnote reference
    contains a law reference, which must not be reported twice."""
    found.sort(key=lambda r: (r.start, -(r.end - r.start)))
    out: list[Reference] = []
    for ref in found:
        if out and ref.start < out[-1].end:
            continue
        out.append(ref)
    return out
