"""Alphabetical order of Russian text, as a Russian reader expects it.

Python compares code points: Cyrillic а–я happen to be in order, but «ё» sorts after «я», capitals
before every small letter, and Latin before Cyrillic. The key reads «ё» as «е», as a dictionary
does («ёж» before «ерш»; «е» first only when the words are otherwise equal), ignores case, and
keeps numbers in numeric order («Правило 9» before «Правило 10»). No locale is needed, so the
order is the same on every machine.
"""

import re

_NUMBER = re.compile(r"(\d+)")


def russian_key(text: str) -> tuple:
    """Sort key: ``sorted(titles, key=russian_key)``."""
    folded = text.strip().casefold()
    parts = _NUMBER.split(folded.replace("ё", "е"))
    primary = tuple(
        (0, int(part), "") if index % 2 else (1, 0, part) for index, part in enumerate(parts)
    )
    return primary, folded.replace("ё", "е\uffff")
