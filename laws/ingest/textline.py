"""One logical line of text, the unit every parser below ``pages`` works on.

A print line is one; a web paragraph becomes several where the web edition glued a heading,
an underline or a footnote into it (see ``web.py``).
"""

from __future__ import annotations

from dataclasses import dataclass

from laws.ingest.corpus import SourceRef


@dataclass(frozen=True)
class TextLine:
    text: str
    file: str
    number: int  # the raw line it came from
    page: int | None
    edition: str  # "print" | "web"
    # Web only: the piece opens a web paragraph (as opposed to a heading split off inside one).
    paragraph_start: bool = False

    @property
    def ref(self) -> SourceRef:
        return SourceRef(self.file, self.number, self.number, self.page)
