"""The subject index (Предметный указатель) pages: headwords, «=» sub-entries, law numbers.

The index survives only in the web edition (seed 001, pp. 123–135), where the print layout
was flattened by one rule: an indented print line (a sub-entry or a wrapped continuation)
starts a new paragraph, while a column-0 line (a headword) is glued onto the end of the
previous paragraph. So a paragraph is a sub-entry followed by any number of glued
headwords, and a headword is whatever follows a law-number list or a «см.» list inside a
paragraph, or follows a page marker. A bracketed line at the top of a page (``[приличия]``)
is a running head: a headword continued from a page the sources lack.

``raw`` keeps each entry exactly as printed (dot leader and numbers included; wrapped lines
joined); ``text`` is the sub-entry with «=» replaced by the headword, inflected for the case
the surrounding words govern («Право спрашивать о возможном =» → «…о возможном
фальшренонсе»).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from laws.ingest.corpus import IndexEntry, SourceLine, SourceRef

# Web marker «- 127 [обозначение карты]» (text glued) or «- 139»; print «- 31 -».
_MARKER = re.compile(r"^-\s+(\d{1,3})(?:\s+-)?(?:\s+(?P<text>\S.*))?$")
_NUMBER_RUN = re.compile(r"^\d+(?:\s+\d+){5,}$")
# A dot leader and the law numbers after it: «.......42,43,61». Two dots at least, so that
# «12-й» in «= в 12-й взятке» is never read as a law number.
_LEADER = re.compile(r"\s*\.{2,}\s*(\d{1,3}(?:\s*,\s*\d{1,3})*)(?!\d)")
_SEE = re.compile(r"\s*[-–—]\s*см\.\s*(?P<also>также\b\.?)?\s*")
_SEE_ANYWHERE = re.compile(r"[-–—]\s*см\.")
# A line made only of «;»-terminated names continues a see-also list (001:577).
_TARGET_LINE = re.compile(r"^(?:[^.;=\d]+;\s*)+$")
_RUNNING_HEAD = re.compile(r"^\[(?P<head>[^\]]+)\]$")
_WORD = re.compile(r"[А-Яа-яЁёA-Za-z]+")

# The case a preposition governs where it precedes «=» in the index («в =», «по =»).
_PREPOSITION_CASE = {
    "в": "loct",
    "во": "loct",
    "о": "loct",
    "об": "loct",
    "обо": "loct",
    "при": "loct",
    "на": "loct",  # «настоять на =»; the index has no «на» + accusative before «=»
    "по": "datv",
    "к": "datv",
    "ко": "datv",
    "за": "accs",
    "про": "accs",
    "через": "accs",
    "с": "ablt",
    "со": "ablt",
    "над": "ablt",
    "под": "ablt",
    "перед": "ablt",
}
_NOMINATIVE_AFTER = {"как"}  # «Показ карт как =» → «…как уступка»


@dataclass
class _Paragraph:
    text: str
    file: str
    first_line: int
    last_line: int
    page: int | None
    after_marker: bool = False
    # (offset in ``text``, source line number) where each joined source line begins.
    starts: list[tuple[int, int]] = field(default_factory=list)

    def line_at(self, offset: int) -> int:
        number = self.first_line
        for start, line in self.starts:
            if start <= offset:
                number = line
        return number


@dataclass
class _Item:
    phrase: str
    raw: str
    start: int
    end: int
    laws: list[str] = field(default_factory=list)
    see: list[str] = field(default_factory=list)
    see_also: list[str] = field(default_factory=list)


def parse_index(lines: list[SourceLine]) -> list[IndexEntry]:
    """Index entries in page order: each headword line as an entry with ``text=""``
    (carrying its own laws and references), each sub-entry with its headword set."""
    entries: list[IndexEntry] = []
    headword: str | None = None
    running = False
    for paragraph in _paragraphs(lines):
        for position, item in enumerate(_items(paragraph.text)):
            source = SourceRef(
                paragraph.file,
                paragraph.line_at(item.start),
                paragraph.line_at(max(item.start, item.end - 1)),
                paragraph.page,
            )
            if position == 0 and not paragraph.after_marker and headword is not None:
                # A subentry of the headword above: its text written out in full.
                text = expand(item.phrase, headword)
            else:
                head = _RUNNING_HEAD.match(item.phrase)
                running = head is not None
                headword = _capitalised(head["head"].strip()) if head else item.phrase.rstrip(":")
                text = ""
            entries.append(
                IndexEntry(
                    headword=headword,
                    text=text,
                    raw=item.raw,
                    laws=item.laws,
                    see=item.see,
                    see_also=item.see_also,
                    running_head=running,
                    page=paragraph.page,
                    source=source,
                )
            )
    return entries


def _paragraphs(lines: list[SourceLine]) -> list[_Paragraph]:
    """Non-blank lines as paragraphs, with wrapped continuations joined back on."""
    out: list[_Paragraph] = []
    page: int | None = None
    for line in lines:
        text = " ".join(line.text.split())
        if not text or _NUMBER_RUN.match(text):
            continue
        marker = _MARKER.match(text)
        if marker:
            page = int(marker.group(1))
            if marker["text"]:
                out.append(
                    _Paragraph(marker["text"], line.file, line.number, line.number, page, True)
                )
            continue
        if line.page is not None and page is None:
            page = line.page
        previous = out[-1] if out else None
        if previous is not None and _continues(previous.text, text):
            glued = _glue(previous.text, text)
            previous.starts.append((len(glued) - len(text), line.number))
            previous.text = glued
            previous.last_line = line.number
            continue
        out.append(_Paragraph(text, line.file, line.number, line.number, page))
    return out


def _continues(previous: str, text: str) -> bool:
    # Index entries start with «=», a capital or «[»; a lower-case start is a wrapped line
    # (001:447 «наказания.......72», 001:393 «дённый результат;»).
    if text[0].islower():
        return True
    see = list(_SEE_ANYWHERE.finditer(previous))
    if not see:
        return False
    tail = previous[see[-1].end() :]
    if _LEADER.search(tail):
        return False
    if ";" not in tail:
        return True  # the see-list broke off mid-name (001:355 «см. Карта, случайно»)
    # A closed list may wrap onto an upper-case line of names (001:575–577); a list
    # followed by a glued headword («см. Взятки (сыгранные); Факты») is finished.
    return tail.rstrip().endswith(";") and bool(_TARGET_LINE.match(text))


def _glue(left: str, right: str) -> str:
    """Join a wrapped line; the web edition lost the hyphen of a split word
    (001:391–393 «Присуж» ¶ «дённый»), so join without a space where only the joined
    form is a word."""
    left_word = re.search(r"([А-Яа-яЁё]+)$", left)
    right_word = re.match(r"([А-Яа-яЁё]+)", right)
    if left_word and right_word:
        a, b = left_word.group(1).lower(), right_word.group(1).lower()
        if _known(a + b) and not (_known(a) and _known(b)):
            return left + right
    return f"{left} {right}"


def _items(text: str) -> list[_Item]:
    """Split a paragraph into its printed entries: each ends at a law-number list, at the
    end of a «см.» list, or at the end of the paragraph."""
    items: list[_Item] = []
    pos = 0
    while pos < len(text):
        while pos < len(text) and text[pos].isspace():
            pos += 1
        if pos >= len(text):
            break
        leader = _LEADER.search(text, pos)
        see = _SEE.search(text, pos)
        if see and (not leader or see.start() < leader.start()):
            targets, end = _see_targets(text, see.end())
            item = _Item(text[pos : see.start()].strip(), text[pos:end].strip(), pos, end)
            if see["also"]:
                item.see_also = targets
            else:
                item.see = targets
        elif leader:
            end = leader.end()
            item = _Item(text[pos : leader.start()].strip(), text[pos:end].strip(), pos, end)
            item.laws = [n.strip() for n in leader.group(1).split(",")]
        else:
            end = len(text)
            item = _Item(text[pos:].strip(), text[pos:].strip(), pos, end)
        items.append(item)
        pos = end
    return items


def _see_targets(text: str, pos: int) -> tuple[list[str], int]:
    """Names after «см.», each ended by «;». A segment that is not «;»-terminated, or that
    has a law number or its own «см.», is a headword glued after the list."""
    targets: list[str] = []
    while pos < len(text):
        semicolon = text.find(";", pos)
        segment = text[pos:] if semicolon < 0 else text[pos:semicolon]
        if targets and (semicolon < 0 or _LEADER.search(segment) or _SEE.search(segment)):
            break
        name = segment.strip()
        if name:
            targets.append(name)
        if semicolon < 0:
            return targets, len(text)
        pos = semicolon + 1
    return targets, pos


# --- «=» expansion -------------------------------------------------------------------


def expand(phrase: str, headword: str) -> str:
    """The sub-entry with «=» replaced by the headword in the case the context governs:
    «Наказания в =» under «Индивидуальное соревнование» → «Наказания в индивидуальном
    соревновании»."""
    if "=" not in phrase:
        return phrase
    before, _, after = phrase.partition("=")
    before, after = before.strip(), after.strip()
    case = _governed_case(before)
    form = headword if case == "nomn" else _inflect_phrase(headword, case)
    if before:
        out = f"{before} {_lower_first(form)}"
    else:
        out = _capitalised(form)
    if after:
        out += after if after[0] in ",.;:)" else f" {after}"
    return out


def _governed_case(before: str) -> str:
    """The case of the word «=» stands for, read off the words in front of it: a
    preposition's case, genitive after a noun, accusative after a verb, and nominative
    at the start of the entry or after attributes that agree with it."""
    for word in reversed(_WORD.findall(before)):
        lowered = word.lower()
        if lowered in _NOMINATIVE_AFTER:
            return "nomn"
        parses = _parses(lowered)
        if not parses:
            return "nomn"
        pos = parses[0].tag.POS
        if pos == "PREP":
            return _PREPOSITION_CASE.get(lowered, "gent")
        if pos in ("ADJF", "PRTF", "NUMR"):
            continue  # an attribute of the headword: look further left
        if pos == "NOUN":
            return "gent"
        if pos in ("INFN", "VERB"):
            return "accs"
        return "nomn"
    return "nomn"


def _inflect_phrase(phrase: str, case: str) -> str:
    """Inflect the leading noun group of ``phrase`` (attributes and their noun); the
    words after the noun («козырем», «от наказания») keep their form."""
    words = phrase.split(" ")
    group: list[tuple[int, Any]] = []
    noun = None
    for i, word in enumerate(words):
        parses = [
            p
            for p in _parses(word.lower())
            if p.tag.case == "nomn" and p.tag.POS in ("NOUN", "ADJF", "PRTF")
        ]
        if not parses:
            break
        nouns = [p for p in parses if p.tag.POS == "NOUN"]
        if nouns and (not group or i == len(group)):
            noun = (i, max(nouns, key=lambda p: p.score))
            break
        group.append((i, max(parses, key=lambda p: p.score)))
    if noun is None:
        return phrase
    index, noun_parse = noun
    inflected = noun_parse.inflect({case})
    if inflected is None:
        return phrase
    out = list(words)
    out[index] = _same_case_style(words[index], inflected.word)
    number = noun_parse.tag.number
    for i, parse in group:
        wanted = {case, number} if number == "plur" else {case}
        if number != "plur" and noun_parse.tag.gender:
            wanted.add(noun_parse.tag.gender)
        form = parse.inflect(wanted)
        if form is not None:
            out[i] = _same_case_style(words[i], form.word)
    return " ".join(out)


def _same_case_style(original: str, word: str) -> str:
    if original[:1].isupper():
        return word[:1].upper() + word[1:]
    return word


def _lower_first(text: str) -> str:
    first = text.split(" ", 1)[0]
    if len(first) > 1 and first[1:2].isupper():
        return text  # an abbreviation such as IMP keeps its capitals
    return text[:1].lower() + text[1:]


def _capitalised(text: str) -> str:
    return text[:1].upper() + text[1:]


def _parses(word: str) -> list[Any]:
    """pymorphy3's analyses of ``word``; none for a word it cannot read (it raises
    ValueError on a letter Unicode gives no name)."""
    try:
        return list(_morph().parse(word))
    except ValueError:
        return []


@lru_cache(maxsize=4096)
def _known(word: str) -> bool:
    return bool(_morph().word_is_known(word))


_analyzer: Any = None


def _morph() -> Any:
    global _analyzer
    if _analyzer is None:
        import pymorphy3

        _analyzer = pymorphy3.MorphAnalyzer()
    return _analyzer
