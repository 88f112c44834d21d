"""Pages for text read only in 004, which has no page markers.

Placeholder: leaves pages unknown where no marked copy gives one.
"""

from __future__ import annotations


def infer_pages(merged, toc, offset: int) -> None:
    return None
