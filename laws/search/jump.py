"""Law-number jump: a query that is just a law or clause number goes straight there.

Accepted: ``50``, ``50E``, ``50е`` (Cyrillic look-alike), ``правило 45C4(B)``, ``правилу 50``,
``п. 64A2``, ``пункт 64A2``, ``пр. 50``, ``L64``, ``Law 64``, ``§ 64``.
"""

from __future__ import annotations

import re

from laws.clause_path import ClausePath, ClausePathError

_PREFIX = r"(?:правил[а-я]*|пр\.?|п\.?|пункт[а-я]*|law|l|§|закон[а-я]*|статья|ст\.?)"
# Letters: Latin and the Cyrillic look-alikes ClausePath folds (А В С Е Н К М О Р Т Х).
_LETTER = r"[A-Za-zАВСЕНКМОРТХавсенкмортх]"
_PATH = rf"\d{{1,2}}(?:\s?\(?{_LETTER}\)?|\s?\(?\d{{1,2}}\)?)*"
_JUMP = re.compile(rf"^\s*(?:{_PREFIX}\s*)?({_PATH})\s*[.]?\s*$", re.IGNORECASE)


# «правило 50 штрафная карта», «штрафная карта в правиле 50»: words searched within one law.
_SCOPE_WORD = r"(?:правил[а-я]*|пр\.|law|l)"
_SCOPE_FIRST = re.compile(
    rf"^\s*(?:в\s+)?{_SCOPE_WORD}\s*(\d{{1,2}})(?![\w(])[\s,.:;—–-]*(.*\w.*)$", re.IGNORECASE
)
_SCOPE_LAST = re.compile(
    rf"^(.*?\w)[\s,.:;—–-]+(?:в\s+)?{_SCOPE_WORD}\s*(\d{{1,2}})\s*$", re.IGNORECASE
)


def law_scope(query: str | None) -> tuple[int | None, str]:
    """(law, the rest) when the query names one law beside its words, else (None, query)."""
    if not query or len(query) > 400:
        return None, query or ""
    first = _SCOPE_FIRST.match(query)
    if first:
        law, rest = int(first.group(1)), first.group(2)
    else:
        last = _SCOPE_LAST.match(query)
        if not last:
            return None, query
        law, rest = int(last.group(2)), last.group(1)
    return (law, rest.strip()) if 1 <= law <= 93 else (None, query)


def jump_target(query: str | None) -> ClausePath | None:
    """The clause the query names, or None when the query is not a bare number."""
    if not query or len(query) > 40:
        return None
    match = _JUMP.match(query)
    if not match:
        return None
    try:
        return ClausePath(match.group(1).replace(" ", ""))
    except ClausePathError:
        return None
