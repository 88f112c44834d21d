"""Query methods of the stored corpus: where a law-number query lands, the subject index as
printed, index entries by law; links for cited laws and definitions.

Search itself lives in laws.search (plain Python) and laws.search_page (loading it from the
database); nothing here imports laws.models, so the models can import this module.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from urllib.parse import urlencode

from django.db import models
from django.urls import reverse
from django.utils.html import escape, format_html
from django.utils.safestring import SafeString, mark_safe
from django.utils.text import slugify

from laws.clause_path import ClausePath, ClausePathError
from laws.references import find_references


def law_href(number: int, anchor: str = "") -> str:
    url = reverse("laws:detail", args=[number])
    return f"{url}#{anchor}" if anchor else url


def clause_href(number: int, path: str) -> str:
    """The clause permalink (/laws/45/C4(B)/), or the law page for the law's own text."""
    return reverse("laws:clause", args=[number, path]) if path else law_href(number)


@dataclass
class Crumb:
    label: str
    href: str
    missing: bool = False  # a «см.» target whose article is on a page the sources lack


class ClauseQuerySet(models.QuerySet):
    def jump_href(self, target: ClausePath) -> str:
        """Where a law-number query lands: the clause's permalink, else its nearest stored
        ancestor on the law page, else the law page (which says what the sources lack)."""
        chain = [target, *reversed(target.ancestors())] if target.parts else []
        present = set(
            self.filter(anchor__in=[p.anchor for p in chain]).values_list("anchor", flat=True)
        )
        for candidate in chain:
            if candidate.anchor in present:
                if candidate == target:
                    return clause_href(target.law, target.relative)
                return law_href(target.law, candidate.anchor)
        return law_href(target.law)


@dataclass
class IndexLine:
    """One line of the subject index as shown: a headword or a sub-entry under it."""

    text: str
    laws: list[Crumb]
    see: list[Crumb]
    see_also: list[Crumb]


@dataclass
class IndexArticle:
    headword: str
    anchor: str
    continued: bool  # a running head: the article starts on a page the sources lack
    lines: list[IndexLine] = field(default_factory=list)
    laws: list[Crumb] = field(default_factory=list)
    see: list[Crumb] = field(default_factory=list)
    see_also: list[Crumb] = field(default_factory=list)


@dataclass
class IndexLetter:
    letter: str
    articles: list[IndexArticle] = field(default_factory=list)


def headword_anchor(headword: str) -> str:
    return "i-" + (slugify(headword.strip("[] "), allow_unicode=True) or "x")


def cited_law_links(cited: list) -> list[Crumb]:
    """Links for law numbers or paths as printed in the index or glossary ("64", "45C")."""
    links = []
    for item in cited or []:
        try:
            path = ClausePath(str(item))
        except ClausePathError:
            links.append(Crumb(str(item), ""))
            continue
        links.append(Crumb(str(path), law_href(path.law, path.anchor if path.parts else "")))
    return links


def linked_definition(text: str) -> SafeString:
    """A glossary definition, escaped, with its law references («см. правило 77») as links."""
    out, cursor = [], 0
    for ref in find_references(text):
        if not ref.targets or ref.relative:
            continue
        for (start, end), target in zip(
            ref.spans or ((ref.start, ref.end),), ref.targets, strict=False
        ):
            if start < cursor:
                continue
            href = law_href(target.law, target.anchor if target.parts else "")
            out.append(escape(text[cursor:start]))
            out.append(format_html('<a href="{}">{}</a>', href, text[start:end]))
            cursor = end
    out.append(escape(text[cursor:]))
    return mark_safe("".join(str(part) for part in out))


class IndexEntryQuerySet(models.QuerySet):
    def for_law(self, number: int | str) -> list:
        """Subject-index entries that cite law ``number`` (as "50" or a path such as "50C")."""
        number = str(number)
        # A list, not a queryset: JSON "contains" lookups differ between SQLite and PostgreSQL,
        # and the index has about 150 rows.
        wanted = [
            entry
            for entry in self.order_by("order")
            if any(_law_of(str(cited)) == number for cited in entry.laws or [])
        ]
        for entry in wanted:
            entry.index_anchor = headword_anchor(entry.headword)
        return wanted

    def by_letter(self) -> list[IndexLetter]:
        """Articles in printed order, grouped under their initial letter; a Latin headword
        (IMP) stays where the printed index sorts it, under the letter before it."""
        entries = list(self.order_by("order"))
        known = {fold_head(e.headword) for e in entries}

        def see_links(targets):
            # An article on a lost page cannot be linked; a search for its words stands in.
            return [
                Crumb(t, "#" + headword_anchor(t))
                if fold_head(t) in known
                else Crumb(t, f"{reverse('laws:search')}?{urlencode({'q': t})}", missing=True)
                for t in targets or []
            ]

        letters: list[IndexLetter] = []
        articles: dict[str, IndexArticle] = {}
        for entry in entries:
            key = fold_head(entry.headword)
            article = articles.get(key)
            if article is None:
                article = IndexArticle(
                    headword=printed_headword(entry),
                    anchor=headword_anchor(entry.headword),
                    continued=entry.running_head,
                )
                articles[key] = article
                first = fold_head(article.headword)[:1].upper()
                if not letters or (first != letters[-1].letter and _is_cyrillic(first)):
                    letters.append(IndexLetter(first))
                letters[-1].articles.append(article)
            if not entry.text:
                article.headword = printed_headword(entry)
            if entry.text:
                article.lines.append(
                    IndexLine(
                        text=entry.text,
                        laws=cited_law_links(entry.laws),
                        see=see_links(entry.see),
                        see_also=see_links(entry.see_also),
                    )
                )
            else:
                article.laws += cited_law_links(entry.laws)
                article.see += see_links(entry.see)
                article.see_also += see_links(entry.see_also)
        return letters


def fold_head(headword: str) -> str:
    return headword.strip("[]: ").lower().replace("ё", "е")


_LEADER = re.compile(r"\.{3,}|\s+-\s*см\.")


def printed_headword(entry) -> str:
    """The headword as the index prints it: «Одновременные акции:» with its colon, a running
    head in brackets and lower case («[обозначение карты]»), without the dotted leader to the
    law numbers or the «см.» that follows."""
    raw = (entry.raw or "").strip() if not entry.text else ""
    printed = _LEADER.split(raw, maxsplit=1)[0].strip() if raw else ""
    if fold_head(printed) == fold_head(entry.headword):
        return printed
    # Without the raw line, a running head is still printed the index's way.
    return f"[{entry.headword.lower()}]" if entry.running_head else entry.headword


def _is_cyrillic(ch: str) -> bool:
    return "А" <= ch <= "Я" or ch == "Ё"


def _law_of(cited: str) -> str:
    """ "45C4(B)" → "45"."""
    out = ""
    for ch in cited.strip():
        if not ch.isdigit():
            break
        out += ch
    return out
