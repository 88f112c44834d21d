"""A small hand-built corpus from real excerpts of the sources, for tests that must not
depend on the full parser, and a tiny stand-in for the reference recogniser."""

from __future__ import annotations

import re
from dataclasses import dataclass

from laws.clause_path import ClausePath
from laws.ingest.corpus import (
    Clause,
    Corpus,
    Division,
    Footnote,
    GlossaryEntry,
    IndexEntry,
    Law,
    LawStatus,
    Paragraph,
    SourceRef,
    TocEntry,
)

SRC = "004_e13406b1b418bd7a.txt"


def _p(text, page=None, line=1, **kw):
    return Paragraph(text, page, [SourceRef(SRC, line, line + 2, page)], **kw)


def sample_corpus() -> Corpus:
    laws = {n: Law(n) for n in range(1, 94)}
    laws[45] = Law(
        45,
        "Игра картой",
        status=LawStatus.COMPLETE,
        clauses=[
            Clause("", ""),
            Clause(
                "A",
                "Игра картой с руки",
                [
                    _p(
                        "Каждый игрок, кроме болвана, играет картой, доставая ее из своей "
                        "руки и кладя на стол лицевой стороной вверх(*) непосредственно "
                        "перед собой.",
                        line=41,
                    )
                ],
                [
                    Footnote(
                        "*",
                        "Первый ход делается сначала лицевой стороной вниз "
                        "(если S.O. не предписывает иного).",
                        None,
                    )
                ],
            ),
            Clause("C", "Принудительная игра картой"),
            Clause(
                "C1",
                "Карта вистующего",
                [
                    _p(
                        "Карта вистующего, которая держалась так, что его партнер мог "
                        "увидеть ее лицевую сторону, должна быть сыграна в текущей взятке "
                        "(если вистующий уже легально сыграл в текущую взятку, см. "
                        "правило 45Е).",
                        line=54,
                    )
                ],
            ),
            Clause("C4", "Карта, обозначенная разыгрывающим"),
            Clause("C4(A)", "Неполное обозначение", [_p("Текст пункта C4(A).")]),
            Clause("C4(B)", "Изменение ошибочного обозначения", [_p("Текст пункта C4(B).")]),
            Clause("E", "Пятая карта", [_p("Текст пункта E про козырь.")]),
        ],
    )
    laws[47] = Law(
        47,
        "Отмена сыгранной карты",
        status=LawStatus.COMPLETE,
        clauses=[
            Clause(
                "C",
                "После замены ошибочного обозначения",
                [
                    _p(
                        "Сыгранная карта может быть отменена без наказания после изменения "
                        "ошибочного обозначения, разрешенного правилом 45C4(B).",
                        line=187,
                    )
                ],
            ),
            Clause(
                "D",
                "Список",
                [_p("См. правило 53 или 56, а также правило 69 и <script>alert(1)</script>.")],
            ),
        ],
    )
    laws[50] = Law(
        50,
        "Распоряжение штрафной картой",
        status=LawStatus.COMPLETE,
        clauses=[
            Clause("E", "Вистующий при ходе", [_p("Если партнер при ходе.", page=80)]),
            Clause(
                "E2(A)",
                "Потребовать или запретить ход в масть",
                [
                    _p(
                        "Потребовать(*) ход в масть штрафной карты или запретить ходить в "
                        "эту масть (для 2-х или более штрафных карт см. правило 51).",
                        page=80,
                    ),
                    _p("после этого карта перестает", page=84, cut_after=True),
                ],
                [
                    Footnote(
                        "*", "Если игрок не в состоянии сделать требуемый ход, см. правило 59.", 80
                    )
                ],
            ),
        ],
    )
    laws[53] = Law(
        53,
        "Ход вне очереди принят",
        status=LawStatus.COMPLETE,
        clauses=[Clause("A", "", [_p("Любой ход вне очереди.")])],
    )
    laws[56] = Law(
        56,
        "Ход вистующего вне очереди",
        status=LawStatus.COMPLETE,
        clauses=[Clause("", "", [_p("Если вистующий сделал ход.")])],
    )
    laws[62] = Law(
        62,
        "Исправление фальшренонса",
        title_from_toc=True,
        status=LawStatus.TITLE_ONLY,
        toc_page=89,
        clauses=[
            Clause("A", "Фальшренонс должен быть исправлен", has_text=False, toc_page=89),
            Clause("D", "Фальшренонс в 12-й взятке", has_text=False, toc_page=90),
        ],
    )
    laws[77] = Law(
        77,
        None,
        status=LawStatus.PARTIAL,
        missing="нет названия и текста правила, только часть таблицы",
        inferred="таблица обсчёта — содержание правила 77",
        clauses=[
            Clause(
                "",
                "",
                [
                    Paragraph(
                        "",
                        107,
                        [SourceRef("001_daf9eb4fad4dc308.txt", 185, 211, 107)],
                        rows=[["Зональность", "Вне зоны", "В зоне"], ["За взятку", "50", "100"]],
                    )
                ],
            )
        ],
    )
    divisions = [
        Division("part", "III", "ЗАПРЕЩЁННЫЙ ХОД ИЛИ ИГРА", 53),
        Division("section", "I", "Ход вне очереди", 53),
    ]
    return Corpus(
        laws=laws,
        divisions=divisions,
        toc=[TocEntry(62, "", "Исправление фальшренонса", 89)],
        glossary=[
            GlossaryEntry(
                "Козырь", "trump", "Каждая карта в масти контракта, если таковая масть имеется."
            )
        ],
        index=[
            IndexEntry("Фальшренонс", "", "", ["62", "63"]),
            IndexEntry("Карта", "Карта, не обозначенная разыгрывающим", "", ["45"]),
        ],
        sources={SRC: "0" * 64},
    )


@dataclass(frozen=True)
class FakeReference:
    start: int
    end: int
    text: str
    targets: tuple
    footnote: object = None
    relative: bool = False


_REF = re.compile(r"правил\w*\s+(\d+(?:[A-ZА-Я]\d*(?:\([A-Z0-9]\))*)?)(?:\s+или\s+(\d+))?")


def fake_find_references(text, context):
    """Enough of the recogniser for these excerpts: «правило 45C4(B)», «правило 53 или 56»."""
    found = []
    for m in _REF.finditer(text):
        targets = [ClausePath(m.group(1))]
        if m.group(2):
            targets.append(ClausePath(m.group(2)))
        found.append(FakeReference(m.start(), m.end(), m.group(), tuple(targets)))
    return found
