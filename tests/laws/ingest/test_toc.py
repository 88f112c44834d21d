"""The table-of-contents fragments: glued and wrapped entries, paths, pages."""

# ruff: noqa: E501 — fixtures are real source lines; web paragraphs are one long line.

from pathlib import Path

import pytest

from laws.ingest.pages import TOC, page_kind, paginate
from laws.ingest.sources import load_sources
from laws.ingest.toc import parse_toc, toc_pieces

from .excerpts import web_lines

SOURCES = Path(__file__).resolve().parents[3] / "laws" / "sources"


def test_wrapped_and_glued_entries():
    # 001:655–671
    lines = web_lines(
        """- 4 Раздел I - Показ карты или ход в ходе тор
говли....57 Правило 24. Показ карты или ход в ходе
торговли......57
A.Малая карта, которой не было сделано
преждевременного хода....57
B.Одиночный онер или карта преждевре
менного хода.....57
C.Показано 2 или более карт...............57 Раздел II - Изменение заявок..................58 Правило 25. Легальное и нелегальное изме
нение заявок...58""",
        first=655,
        page=4,
    )
    assert [p.text for p in toc_pieces(lines)] == [
        "Раздел I - Показ карты или ход в ходе торговли....57",
        "Правило 24. Показ карты или ход в ходе торговли......57",
        "A.Малая карта, которой не было сделано преждевременного хода....57",
        "B.Одиночный онер или карта преждевременного хода.....57",
        "C.Показано 2 или более карт...............57",
        "Раздел II - Изменение заявок..................58",
        "Правило 25. Легальное и нелегальное изменение заявок...58",
    ]


@pytest.fixture(scope="module")
def toc():
    source = next(s for s in load_sources(SOURCES) if s.name.startswith("001"))
    lines = paginate(source)
    pages = [
        p for p in (139, 4, 8, 12) if page_kind([x for x in lines if x.page == p], "web") == TOC
    ]
    assert pages == [139, 4, 8, 12]
    entries, _ = parse_toc([line for line in lines if line.page in pages])
    return entries


def test_toc_has_120_entries_in_four_fragments(toc):
    assert len(toc) == 120
    assert len({e.source.page for e in toc}) == 4


@pytest.mark.parametrize(
    ("law", "path", "title", "page"),
    [
        (7, "C", "Возвращение карт в дубликатную коробку", 40),  # a fragment starting inside Law 7
        (8, "", "Последовательность раундов", 40),  # glued after a page number
        (9, "A2(A)", "Разыгрывающим или любым вистующим", 41),  # single-dot leader
        (25, "B2(B)(1)", "[нарушитель предпочёл] Оставить первую заявку", 59),
        (27, "", "Недостаточное назначение", 60),  # «Правило 27.Недостаточное…»
        (
            27,
            "B1",
            "Неконвенционное назначение, исправленное на ближайшее назначение в той же деноминации",
            61,
        ),
        (44, "G", "Ходы во взятки после первой взятки", 74),
        (46, "", "Неполное или ошибочное называние карты стола", 76),
        (64, "B1", "Нарушившая сторона не выиграла взят", None),  # cut at the end of the file
    ],
)
def test_entries(toc, law, path, title, page):
    assert any(e.law == law and e.path == path and e.title == title and e.page == page for e in toc)


def test_divisions_in_the_contents(toc):
    rows = [(e.title, e.page) for e in toc if e.law is None]
    assert rows == [
        ("ОСНОВНЫЕ ПРАВИЛА О НАРУШЕНИЯХ", 41),
        ("Показ карты или ход в ходе торговли", 57),
        ("Изменение заявок", 58),
        ("Недостаточное назначение", 60),
        ("Нарушения в ходе процедуры", 76),
    ]
