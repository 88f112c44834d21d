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
