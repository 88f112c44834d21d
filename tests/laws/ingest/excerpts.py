"""Small real excerpts of the sources, as the parser tests' fixtures."""

from __future__ import annotations

from laws.ingest.corpus import SourceLine
from laws.ingest.reader import Blank, PageBreak, Reader
from laws.ingest.runs import print_items
from laws.ingest.textline import TextLine
from laws.ingest.web import unflatten


def print_lines(text: str, file: str = "000.txt", first: int = 1, page: int | None = 80):
    return [
        SourceLine(file, first + i, line, page)
        for i, line in enumerate(text.strip("\n").split("\n"))
    ]


def web_lines(text: str, file: str = "001.txt", first: int = 1, page: int | None = 83):
    """Web paragraphs as in 001: every other line blank."""
    out = []
    for i, line in enumerate(text.strip("\n").split("\n")):
        out.append(SourceLine(file, first + 2 * i, line, page))
        out.append(SourceLine(file, first + 2 * i + 1, "", page))
    return out


def read_print(text: str, paginated: bool = True, **kwargs):
    return Reader("тест", paginated).read(print_items(print_lines(text, **kwargs)))


def read_web(text: str, **kwargs):
    return Reader("тест", True).read(list(unflatten(web_lines(text, **kwargs))))


def read_pages(*pages: tuple[str, str, int]):
    """Consecutive pages (edition, text, page) read as one run, as the pipeline chains them."""
    items: list[TextLine | Blank | PageBreak] = []
    for index, (edition, text, page) in enumerate(pages):
        if index:
            items.append(PageBreak(page))
        if edition == "web":
            items += unflatten(web_lines(text, page=page))
        else:
            items += print_items(print_lines(text, page=page))
    return Reader("тест", True).read(items)
