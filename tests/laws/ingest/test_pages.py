"""Page markers, the page of every line, noise that is not text, and page kinds."""

# ruff: noqa: E501 — fixtures are real source lines; web paragraphs are one long line.

from pathlib import Path

import pytest

from laws.ingest import pages as pg
from laws.ingest.corpus import SourceError
from laws.ingest.sources import load_sources

from .excerpts import print_lines, web_lines

SOURCES = Path(__file__).resolve().parents[3] / "laws" / "sources"


@pytest.mark.parametrize(
    ("text", "edition", "kind"),
    [
        ("- 80 -", "print", pg.MARKER),  # 000:12
        ("- 87", "web", pg.MARKER),  # 001:59
        ("- 83 C.Разыгрывающий сыграл с обеих рук до наруше", "web", pg.MARKER),  # 001:29
        ("Все о Бридже", "web", pg.CHROME_KIND),  # 001:1
        ("Страница:", "print", pg.CHROME_KIND),  # 004:1
        (
            "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 6",
            "print",
            pg.NUMBER_RUN_KIND,
        ),
        ("", "print", pg.BLANK),
        ("преждевременная игра.", "print", pg.TEXT),
        ("сыграна по правилам или назначена оппонентом со-", "print", pg.TEXT),
        ("12 января 1987 г.", "web", pg.TEXT),
        ("ние, предусмотренное правилом 64.", "print", pg.TEXT),
    ],
)
def test_line_kind(text, edition, kind):
    assert pg.line_kind(text, edition) == kind


def test_web_marker_glued_to_text():
    assert pg.split_web_marker("- 123 Игра козырем") == (123, "Игра козырем")
    assert pg.split_web_marker("- 12 Правило 62. Исправление фальшренонса........89") == (
        12,
        "Правило 62. Исправление фальшренонса........89",
    )
    assert pg.split_web_marker("Игра козырем") == (None, "Игра козырем")


@pytest.fixture(scope="module")
def paginated():
    return {s.name[:3]: pg.paginate(s) for s in load_sources(SOURCES)}


@pytest.mark.parametrize(
    ("seed", "line", "page"),
    [
        ("000", 1, 76),  # before the first marker: p.76 by the 4-page stride (manifest)
        ("000", 12, 80),  # the marker line opens its page
        ("000", 13, 80),
        ("000", 358, 112),
        ("001", 27, 79),  # the tail of p.79, continued on 000 p.80
        ("001", 29, 83),  # glued web marker: the text on the marker line is on the new page
        ("001", 655, 4),  # contents pages restart their numbering
        ("002", 158, 47),
        ("004", 500, None),  # 004 has no markers
    ],
)
def test_page_of_each_line(paginated, seed, line, page):
    assert paginated[seed][line - 1].page == page


@pytest.mark.parametrize(
    ("seed", "page", "kind"),
    [
        ("002", 31, pg.GLOSSARY),
        ("002", 35, pg.LAW),
        ("001", 107, pg.LAW),  # the scoring table has leaders but is law text
        ("001", 123, pg.INDEX),
        ("001", 135, pg.INDEX),
        ("001", 139, pg.TOC),
        ("001", 4, pg.TOC),
        ("001", 12, pg.TOC),
        ("000", 108, pg.LAW),
    ],
)
def test_page_kinds(paginated, seed, page, kind):
    lines = [line for line in paginated[seed] if line.page == page]
    edition = "web" if seed == "001" else "print"
    assert pg.page_kind(lines, edition) == kind


def test_page_kind_on_excerpts():
    toc = web_lines(
        "C.Возвращение карт в дубликатную коробку..40\nB.Конец раунда............................40"
    )
    glossary = print_lines(
        "Козырь Каждая карта в масти\n(trump) контракта, если таковая\nОчередь(игрока) Момент\n(turn) имеет право заявлять"
    )
    assert pg.page_kind(toc, "web") == pg.TOC
    assert pg.page_kind(glossary, "print") == pg.GLOSSARY


def test_a_marker_the_manifest_does_not_list_is_an_error(tmp_path):
    source = next(s for s in load_sources(SOURCES) if s.name.startswith("002"))
    broken = type(source)(**{**source.__dict__, "pages": (31, 35, 39, 47)})
    with pytest.raises(SourceError) as error:
        pg.paginate(broken)
    assert error.value.file == source.name
    assert error.value.line == 111  # "- 43 -"
    assert "манифест" in error.value.message
