"""Merging copies: one passage, every source; the ё copy wins; footnotes by identity."""

# ruff: noqa: E501 — fixtures are real source lines; web paragraphs are one long line.

from laws.ingest.assignment import resolve_paths
from laws.ingest.merge import merge

from .excerpts import read_print, read_web

# Law 52B1(B)–(C) as 004 prints it (no ё) and as 001 has it (with ё)
PRINT_004 = """Правило 52. Неигра штрафной картой
----------------------------------
B.Вистующий играет другой картой
1.Игра картой принята
(B).Разыгрывающий должен принять игру
Разыгрывающий должен принять такой ход
или игру, если после этого он сыграл картой со
своей руки или со стола.
(C).Штрафная карта остается штрафной
Если сыгранная карта принята согласно
предыдущим разделам (A) или (B), то несыгранная
штрафная карта остается штрафной."""

WEB_001 = """(B).Разыгрывающий должен принять игру
Разыгрывающий должен принять такой ход или игру, если после этого он сыграл картой со своей руки или со стола.
(C).Штрафная карта остаётся штрафной
Если сыгранная карта принята согласно предыдущим разделам (A) или (B), то несыгранная штрафная карта остаётся штрафной."""


def _runs():
    copy_004 = read_print(PRINT_004, paginated=False, file="004.txt", first=369, page=None)
    copy_001 = read_web(WEB_001, first=3, page=79)
    for part in copy_004.parts:
        resolve_paths(part)
    web_part = copy_001.parts[0]
    web_part.number, web_part.inferred, web_part.start_stack = 52, "текст совпадает", ["B", "1"]
    resolve_paths(web_part)
    return [copy_004, copy_001]


def test_one_clause_every_source_and_the_yo_copy():
    laws, problems = merge(_runs())
    assert problems == []
    clauses = laws[52].clauses
    assert sorted(clauses) == ["B", "B1", "B1(B)", "B1(C)"]
    c = clauses["B1(C)"]
    assert c.heading == "Штрафная карта остаётся штрафной"
    (paragraph,) = c.paragraphs
    assert paragraph.text.endswith("несыгранная штрафная карта остаётся штрафной.")
    assert {(r.file, r.page) for r in paragraph.refs} == {("004.txt", None), ("001.txt", 79)}
    assert paragraph.page == 79  # the web copy has a page marker
    assert c.inferred is None  # 004 read the clause under its own heading


def test_copies_that_differ_are_reported_not_merged():
    runs = _runs()
    runs[1].parts[0].blocks[1].paragraphs[0].text = "Совсем другой текст раздела."
    _, problems = merge(runs)
    assert len(problems) == 1
    (error,) = problems
    assert (error.file, error.line) == ("001.txt", 7)  # the web copy's (C) heading
    assert "правило 52B1(C)" in error.message and "расходится" in error.message


def test_footnotes_merge_by_law_clause_and_mark_not_by_text():
    # The same footnote text under two laws stays two footnotes (Laws 50 and 51 in 004).
    text = """Правило 50. Распоряжение штрафной картой
----------------------------------------
A.Первое
Потребовать(*) ход в масть штрафной карты.
------------------------------------------------
(*) - Если игрок не в состоянии сделать требуе-
мый ход, см. правило 59.
Правило 51. Две или более штрафных карт
---------------------------------------
A.Второе
Разыгрывающий может по-
требовать(*) от его партнера хода.
------------------------------------------------
(*) - Если игрок не в состоянии сделать требуе-
мый ход, см. правило 59.
B.Партнер нарушителя при ходе
Текст."""
    copies = [
        read_print(text, paginated=False, file="004.txt", first=first, page=None)
        for first in (254, 873)
    ]
    for run in copies:
        for part in run.parts:
            resolve_paths(part)
    laws, problems = merge(copies)
    assert problems == []
    notes = {
        n: [(p, f.text) for p, c in law.clauses.items() for f in c.footnotes]
        for n, law in laws.items()
    }
    assert notes == {
        50: [("A", "Если игрок не в состоянии сделать требуемый ход, см. правило 59.")],
        51: [("A", "Если игрок не в состоянии сделать требуемый ход, см. правило 59.")],
    }
    assert len(laws[50].clauses["A"].footnotes[0].refs) == 4  # two lines in each copy
