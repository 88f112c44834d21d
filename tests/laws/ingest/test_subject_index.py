"""The subject-index parser on real excerpts of seed 001 (pp. 123–135) and on the whole run."""

from pathlib import Path

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from laws.ingest.corpus import SourceLine
from laws.ingest.subject_index import expand, parse_index

SOURCES = Path(__file__).resolve().parents[3] / "laws" / "sources"


def _lines(*texts: str, first: int = 1) -> list[SourceLine]:
    # Web paragraphs are separated by blank lines, as in the seed.
    out = []
    number = first
    for text in texts:
        out.append(SourceLine("001", number, text, None))
        out.append(SourceLine("001", number + 1, "", None))
        number += 2
    return out


def _real_index() -> list[SourceLine]:
    path = next(SOURCES.glob("001_*.txt"))
    raw = path.read_text(encoding="utf-8").split("\n")
    return [SourceLine(path.name, n, raw[n - 1], None) for n in range(309, 584)]


@pytest.fixture(scope="module")
def index():
    return parse_index(_real_index())


def _shape(entries):
    return [(e.headword, e.text, e.laws, e.see, e.see_also, e.running_head) for e in entries]


def test_headword_glued_after_a_sub_entry():
    entries = parse_index(
        _lines(
            "- 123 Игра козырем",
            "= при наличии штрафной карты...............50",
            "Разрешённая = .............................44 Игра со стола",
            "= по ошибке................................45",
        )
    )
    assert _shape(entries) == [
        ("Игра козырем", "", [], [], [], False),
        ("Игра козырем", "Игра козырем при наличии штрафной карты", ["50"], [], [], False),
        ("Игра козырем", "Разрешённая игра козырем", ["44"], [], [], False),
        ("Игра со стола", "", [], [], [], False),
        ("Игра со стола", "Игра со стола по ошибке", ["45"], [], [], False),
    ]
    assert entries[2].raw == "Разрешённая = .............................44"
    assert entries[0].page == 123


def test_see_list_followed_by_two_glued_headwords():
    entries = parse_index(
        _lines(
            "- 127 [обозначение карты]",
            "Решение судьи об = ........................81 Отмена назначения - "
            "см.Замена заявки; Отмена принятия претензии.....................69 "
            "Отмена сыгранной карты",
            "Информация из = ...........................16",
        )
    )
    assert _shape(entries) == [
        ("Обозначение карты", "", [], [], [], True),
        ("Обозначение карты", "Решение судьи об обозначении карты", ["81"], [], [], True),
        ("Отмена назначения", "", [], ["Замена заявки"], [], False),
        ("Отмена принятия претензии", "", ["69"], [], [], False),
        ("Отмена сыгранной карты", "", [], [], [], False),
        ("Отмена сыгранной карты", "Информация из отмены сыгранной карты", ["16"], [], [], False),
    ]
    assert entries[0].raw == "[обозначение карты]"


def test_wrapped_see_target_whose_hyphen_was_lost():
    entries = parse_index(
        _lines(
            "Обсчёт",
            "= после присуждения результата - см.Присуж",
            "дённый результат;",
            "Таблица = .................................77",
            first=389,
        )
    )
    sub = entries[1]
    assert sub.text == "Обсчёт после присуждения результата"
    assert sub.see == ["Присуждённый результат"]
    assert sub.raw == "= после присуждения результата - см.Присуждённый результат;"
    assert (sub.source.first_line, sub.source.last_line) == (391, 393)
    assert entries[2].text == "Таблица обсчёта"


def test_see_also_list_wrapping_onto_an_upper_case_line():
    entries = parse_index(
        _lines(
            "Фальшренонс",
            "= после обнаружения отсутствия карты.......14 Ход - см.также Ограничения на ход;",
            "Первый ход; Ход вне очереди;",
            "Право делать = ............................44",
        )
    )
    assert _shape(entries) == [
        ("Фальшренонс", "", [], [], [], False),
        ("Фальшренонс", "Фальшренонс после обнаружения отсутствия карты", ["14"], [], [], False),
        ("Ход", "", [], [], ["Ограничения на ход", "Первый ход", "Ход вне очереди"], False),
        ("Ход", "Право делать ход", ["44"], [], [], False),
    ]


def test_see_also_wrapping_mid_word_and_a_see_target_with_a_comma():
    entries = parse_index(
        _lines(
            "Карта",
            "= случайно оброненная - см. Карта, случайно",
            "оброненная;",
            "= во время торговли........................20 Ограничения на ход - "
            "см.также Наказание в тор",
            "говле; Штрафная карта;",
            "Неспособность исполнить = .................59",
        )
    )
    assert entries[1].see == ["Карта, случайно оброненная"]
    assert entries[3].headword == "Ограничения на ход"
    assert entries[3].see_also == ["Наказание в торговле", "Штрафная карта"]
    assert entries[4].text == "Неспособность исполнить ограничения на ход"


def test_see_list_then_a_headword_without_semicolon():
    entries = parse_index(
        _lines(
            "Уступка",
            "= текущей взятки...........................68 Ушедшие взятки - см. Взятки "
            "(сыгранные); Факты",
            "Апелляция по = ............................93",
        )
    )
    assert _shape(entries)[2:] == [
        ("Ушедшие взятки", "", [], ["Взятки (сыгранные)"], [], False),
        ("Факты", "", [], [], [], False),
        ("Факты", "Апелляция по фактам", ["93"], [], [], False),
    ]


def test_latin_headword_colon_headword_and_wrapped_sub_entry():
    entries = parse_index(
        _lines(
            "Синглет не играется автоматически..........57 IMP......................78 "
            "Индивидуальное соревнование",
            "Наказания в = .............................89",
            "= после передачи нелегальной информации....32 Одновременные акции:",
            "Заявки.....................................33",
            "- 131 [приличия]",
            "Действия нарушителя после исполнения",
            "наказания.......72",
            "Нарушение = ...............................73",
        )
    )
    assert [(e.headword, e.text, e.laws) for e in entries] == [
        ("Синглет не играется автоматически", "", ["57"]),
        ("IMP", "", ["78"]),
        ("Индивидуальное соревнование", "", []),
        ("Индивидуальное соревнование", "Наказания в индивидуальном соревновании", ["89"]),
        (
            "Индивидуальное соревнование",
            "Индивидуальное соревнование после передачи нелегальной информации",
            ["32"],
        ),
        ("Одновременные акции", "", []),
        ("Одновременные акции", "Заявки", ["33"]),
        ("Приличия", "", []),
        ("Приличия", "Действия нарушителя после исполнения наказания", ["72"]),
        ("Приличия", "Нарушение приличий", ["73"]),
    ]
    assert entries[5].raw == "Одновременные акции:"
    assert entries[8].raw == "Действия нарушителя после исполнения наказания.......72"
    assert entries[9].running_head and entries[9].page == 131


@pytest.mark.parametrize(
    ("raw", "headword", "text"),
    [
        (
            "Право спрашивать о возможном =",
            "Фальшренонс",
            "Право спрашивать о возможном фальшренонсе",
        ),
        ("Безнаказанность =", "Фальшренонс", "Безнаказанность фальшренонса"),
        ("Наказание за =", "Фальшренонс", "Наказание за фальшренонс"),
        ("= в 12-й взятке", "Фальшренонс", "Фальшренонс в 12-й взятке"),
        ("Наказания в =", "Индивидуальное соревнование", "Наказания в индивидуальном соревновании"),
        ("= из изменённой заявки", "Информация", "Информация из изменённой заявки"),
        ("Существенность =", "Информация", "Существенность информации"),
        ("Восстановление отсутствующей =", "Карта", "Восстановление отсутствующей карты"),
        (
            "Попытка = картой, которой нет на столе",
            "Игра со стола",
            "Попытка игры со стола картой, которой нет на столе",
        ),
        ("Исправление ошибки в =", "Обсчёт", "Исправление ошибки в обсчёте"),
        (
            "Игрок не может настоять на =",
            "Отказ от наказания",
            "Игрок не может настоять на отказе от наказания",
        ),
        ("Апелляция по =", "Факты", "Апелляция по фактам"),
        ("Показ карт как =", "Уступка", "Показ карт как уступка"),
        ("Примеры нарушений =", "Приличия", "Примеры нарушений приличий"),
        ("Отмена =", "Ход", "Отмена хода"),
        (
            "Карта, не обозначенная разыгрывающим",
            "Игра со стола",
            "Карта, не обозначенная разыгрывающим",
        ),
    ],
)
def test_equals_sign_expands_to_the_inflected_headword(raw, headword, text):
    assert expand(raw, headword) == text


def test_counts_on_the_real_pages(index):
    headwords = [e for e in index if not e.text]
    subs = [e for e in index if e.text]
    assert len([e for e in headwords if not e.running_head]) == 23
    assert [e.headword for e in headwords if e.running_head] == [
        "Обозначение карты",
        "Приличия",
        "Усмотрение судьи",
    ]
    assert len(subs) == 129
    assert sum("=" in e.raw for e in subs) == 78
    assert sum(len(e.laws) > 1 for e in subs) == 14
    assert sum(bool(e.see) for e in index) == 5
    assert sum(bool(e.see_also) for e in index) == 4
    assert all("=" not in e.text for e in subs)
    pages = {}
    for e in subs:
        pages[e.page] = pages.get(e.page, 0) + 1
    assert pages == {123: 32, 127: 26, 131: 38, 135: 33}


def test_real_headwords_in_order(index):
    assert [e.headword for e in index if not e.text and not e.running_head] == [
        "Игра козырем",
        "Игра со стола",
        "IMP",
        "Индивидуальное соревнование",
        "Информация",
        "Испорченная сдача",
        "Карта",
        "Обсчёт",
        "Объяснение конвенционного значения заявок",
        "Ограничения на ход",
        "Одновременные акции",
        "Окончание игры",
        "Онер как старшая штрафная карта",
        "Опоздание",
        "Отказ от наказания",
        "Отмена назначения",
        "Отмена принятия претензии",
        "Отмена сыгранной карты",
        "Уступка",
        "Ушедшие взятки",
        "Факты",
        "Фальшренонс",
        "Ход",
    ]


def test_every_raw_entry_is_in_the_source(index):
    source = " ".join(line.text for line in _real_index())
    for entry in index:
        if entry.source.first_line == entry.source.last_line:
            assert entry.raw in source


def test_robust_to_noise():
    assert parse_index([]) == []
    assert parse_index(_lines("", "- 139", "1 2 3 4 5 6 7 8 9")) == []
    entries = parse_index(_lines("оброненная;", "= без заголовка......5"))
    assert entries[0].text == ""


def test_page_by_page_gives_the_same_entries(index):
    # The pipeline may hand over one page at a time (each group opens with its marker).
    lines = _real_index()
    pages, current = [], []
    for line in lines:
        if line.text.startswith("- 1") and current:
            pages.append(current)
            current = []
        current.append(line)
    pages.append(current)
    assert len(pages) == 4
    assert [e for page in pages for e in parse_index(page)] == index


INDEX_FRAGMENTS = [
    "= ",
    "Карта",
    "Игра козырем",
    "[приличия]",
    "- 127 ",
    "......",
    "42,43",
    "12",
    "-",
    " - см.",
    " - см.также ",
    ";",
    " ",
    "",
    "в",
    "о",
    "наказания",
    ":",
    "IMP",
    "(",
    ")",
]


@settings(max_examples=200, deadline=None)
# A letter Unicode has no name for (pymorphy3 cannot read it) before an «=» sub-entry.
@example(["\U00017000", "К="])
@given(
    st.lists(
        st.one_of(
            st.text(max_size=40),
            st.lists(st.sampled_from(INDEX_FRAGMENTS), max_size=12).map("".join),
        ),
        max_size=12,
    )
)
def test_never_crashes_on_arbitrary_lines(texts):
    entries = parse_index([SourceLine("001", n, t, None) for n, t in enumerate(texts, 1)])
    for entry in entries:
        assert entry.source.first_line <= entry.source.last_line
