"""The letter ё: the damaged ``п`` for ``Ё`` and the copies that lost ё altogether.

004 has no ё at all and one damaged word (``ЗАПРЕЩпННЫЙ``); 000/001 keep ё. Where two copies
of a passage differ only in ё/е, the ё copy wins. Text found only in 004 stays as it is:
ё is restored only from another copy, never guessed.
"""

from __future__ import annotations

import re

# An upper-case word with a single lower-case "п" inside: the Ё the encoding lost.
_P_FOR_YO = re.compile(r"(?<=[А-ЯЁ])п(?=[А-ЯЁ])")
_FOLD = str.maketrans("ёЁ", "еЕ")


def repair_yo(text: str) -> str:
    """``ЗАПРЕЩпННЫЙ`` → ``ЗАПРЕЩЁННЫЙ``."""
    return _P_FOR_YO.sub("Ё", text)


def fold_yo(text: str) -> str:
    return text.translate(_FOLD)


def yo_count(text: str) -> int:
    return text.count("ё") + text.count("Ё")


def transfer_yo(base: str, other: str) -> str:
    """Copy the ё of ``other`` into ``base`` where ``other`` (folded) is a part of ``base``
    (folded); otherwise return ``base`` unchanged."""
    if not yo_count(other):
        return base
    at = fold_yo(base).find(fold_yo(other))
    if at < 0:
        return base
    chars = list(base)
    for offset, char in enumerate(other):
        if char in "ёЁ":
            chars[at + offset] = char
    return "".join(chars)
