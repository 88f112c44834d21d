"""Headings and the clause hierarchy, on small excerpts of print and web text."""

import pytest

from laws.ingest import structure as st

from .excerpts import read_print, read_web


@pytest.mark.parametrize(
    ("text", "level", "value", "title"),
    [
        ("A.Ход во взятку", 1, "A", "Ход во взятку"),
        ("11.Сообщения", 2, "11", "Сообщения"),
        ("(B).Исправление ошибочного обозначения", 3, "B", "Исправление ошибочного обозначения"),
        (
            "(1).[нарушитель предпочёл] Оставить первую заявку",
            4,
            "1",
            "[нарушитель предпочёл] Оставить первую заявку",
        ),
        ("C.Старшая или младшая штрафная карта ?", 1, "C", "Старшая или младшая штрафная карта ?"),
    ],
)
def test_parse_label(text, level, value, title):
    assert st.parse_label(text) == st.Label(level, value, title)


@pytest.mark.parametrize(
    "text",
    [
        "S.O. следует опубликовать условия",
        "2 единицы счёта (MP или half MP)",
        "E-W получили верное объяснение",
        "(*) - Но см. раздел C ниже.",
        "4-карточные мажоры",
    ],
)
def test_not_a_label(text):
    assert st.parse_label(text) is None


@pytest.mark.parametrize(
    ("text", "parsed"),
    [
        (
            "Правило 54. Показанный первый ход вне очереди",
            (54, "Показанный первый ход вне очереди"),
        ),
        (
            "Правило 24.Показ карты или ход в ходе торговли",
            (24, "Показ карты или ход в ходе торговли"),
        ),
        ("Правило 17.", (17, "")),
        ("Правило 99. Нет такого", None),
    ],
)
def test_parse_law_heading(text, parsed):
    assert st.parse_law_heading(text) == parsed


@pytest.mark.parametrize(
    ("text", "parsed"),
    [
        ("Глава X - СУДЬЯ", ("chapter", "X", "СУДЬЯ")),
        ("Часть V - ПРЕТЕНЗИИ И УСТУПКИ", ("part", "V", "ПРЕТЕНЗИИ И УСТУПКИ")),
        ("Раздел III - Фальшренонс", ("section", "III", "Фальшренонс")),
    ],
)
def test_parse_division(text, parsed):
    assert st.parse_division(text) == parsed


@pytest.mark.parametrize(
    ("stack", "path"), [(["C", "4", "B"], "C4(B)"), (["B", "2", "B", "1"], "B2(B)(1)"), ([], "")]
)
def test_display_path(stack, path):
    assert st.display_path(stack) == path
    assert st.path_parts(path) == stack


def test_title_continued_on_the_underline_row():
    # 000:53–56
    run = read_print(
        """Правило 59. Неспособность сделать ход или
------------------- сыграть как требуется
---------------------
Игрок может играть любой другой легальной кар-
той, если он не в состоянии сделать ход или сыг-
рать, как требуется для исполнения наказания."""
    )
    (part,) = run.parts
    assert part.number == 59
    assert part.title == "Неспособность сделать ход или сыграть как требуется"
    assert part.blocks[0].level == 0
    assert (
        part.blocks[0]
        .paragraphs[0]
        .text.startswith("Игрок может играть любой другой легальной картой, если")
    )


def test_heading_wrapped_onto_the_next_line_and_levels():
    # 000:63–78: Law 60A, A1, A2, A3 with a hyphenated heading
    run = read_print(
        """Правило 60. Игра после нелегальной игры
---------------------------------------
A.Игра картой после нарушения
1.Потеря права на наказание
Карта, сыгранная представителем ненарушив-
шей стороны после того, как его RHO сделал ход.
3.Другие наказательные обязанности сохраня-
ются
Если нарушившая сторона имеет ранее нало-
женные на неё обязанности играть штрафной кар-
той, то эти обязанности сохраняются."""
    )
    (part,) = run.parts
    part.start_stack = []
    from laws.ingest.assignment import resolve_paths

    resolve_paths(part)
    assert [(b.path, b.heading) for b in part.blocks] == [
        ("A", "Игра картой после нарушения"),
        ("A1", "Потеря права на наказание"),
        ("A3", "Другие наказательные обязанности сохраняются"),
    ]


def test_web_heading_glued_after_the_title_underline_and_wrapped():
    # 001:61–69
    run = read_web(
        """Правило 63. Выявление фальшренонса
?????????????????????????????????? A.Фальшренонс становится выявленным
Фальшренонс становится выявленным, если:
1.Нарушившая сторона сделала ход или сыграла
картой в следующую взятку
Когда нарушитель или его партнёр сделал ход или сыграл в следующую взятку."""
    )
    (part,) = run.parts
    assert part.title == "Выявление фальшренонса"
    assert [(b.level, b.label, b.heading) for b in part.blocks] == [
        (1, "A", "Фальшренонс становится выявленным"),
        (2, "1", "Нарушившая сторона сделала ход или сыграла картой в следующую взятку"),
    ]


def test_divisions_stand_before_the_next_law():
    # 002:152–158: the file ends with the bare «Правило 17.»
    run = read_print(
        """Глава V - ТОРГОВЛЯ
==================
Часть I - КОРРЕКТНАЯ ПРОЦЕДУРА
== == == == == == == == == == ==
Раздел I - Период торговли
============================
Правило 17."""
    )
    assert [(d.kind, d.number, d.before_law) for d in run.divisions] == [
        ("chapter", "V", 17),
        ("part", "I", 17),
        ("section", "I", 17),
    ]
    assert run.parts[0].number == 17 and run.parts[0].title is None and not run.parts[0].blocks


def test_paragraph_breaks_in_print():
    # 003:10–21: a short line ending a sentence ends the paragraph
    run = read_print(
        """B.Посторонняя информация из других источников
Когда игрок случайно получил нелегальную ин-
формацию о сдаче, судью следует вызвать немед-
ленно, лучше всего игроку, получившему информа-
цию.
Если судья сочтёт, что информация может по-
мешать нормальной игре, он может:"""
    )
    block = run.parts[0].blocks[0]
    assert [p.text for p in block.paragraphs] == [
        "Когда игрок случайно получил нелегальную информацию о сдаче, судью следует вызвать "
        "немедленно, лучше всего игроку, получившему информацию.",
        "Если судья сочтёт, что информация может помешать нормальной игре, он может:",
    ]


def test_cut_marks_at_the_ends_of_a_fragment():
    # 002:31–32 starts inside a sentence; 002:148–150 stops inside one
    run = read_print(
        """посредственно перед началом игры.
2.Судьёй
Судья может самостоятельно заранее произ-
вести тасование и сдачу карт.
C.Ошибка выяснилась в ходе торговли
Если во время торговли судья узнаёт, что
участник играет сдачу, об их правах в этом"""
    )
    blocks = run.parts[0].blocks
    assert blocks[0].paragraphs[0].cut_before
    assert not blocks[1].paragraphs[0].cut_before
    assert blocks[-1].paragraphs[-1].cut_after
    assert blocks[-1].paragraphs[-1].text.endswith("об их правах в этом")


def test_enumeration_item_is_body_text_not_a_heading():
    # 000:236–239: 74B1 is an item of «воздерживаться от:», and the page ends after it
    run = read_print(
        """B.Этикет
Дело вежливости игрока - воздерживаться от:
1.Проявления недостаточного внимания к игре;
- 104 -"""
    )
    item = run.parts[0].blocks[-1]
    assert (item.level, item.label, item.heading) == (2, "1", "")
    assert [p.text for p in item.paragraphs] == ["Проявления недостаточного внимания к игре;"]
    assert item.paragraphs[0].cut_after
