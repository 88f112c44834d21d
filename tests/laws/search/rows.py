"""Small hand-made corpus rows from real excerpts of the sources (Laws 50, 63, 64).

Used before the real import exists and to keep search tests independent of the parser.
"""

from laws.models import Clause, CorpusVersion, Division, GlossaryEntry, IndexEntry, Law
from laws.search.lemmas import lemmatise

LAW_50 = [
    ("", "", ""),
    (
        "A",
        "Определение штрафной карты",
        "Карта, преждевременно показанная вистующим (но не карта преждевременного хода - "
        "см. правило 57), есть штрафная карта, если судья не определяет иначе.",
    ),
    (
        "B",
        "Штрафная карта остается открытой",
        "Штрафная карта должна оставаться на столе лицевой стороной вверх непосредственно "
        "перед игроком, которому она принадлежит, пока она не будет сыграна или пока не "
        "будет выбрано альтернативное наказание.",
    ),
    (
        "C",
        "Старшая или младшая штрафная карта",
        "Любой онер или карта, показанная в результате намеренной игры (например, при ходе "
        "вне очереди, или при исправлении фальшренонса), становится старшей штрафной картой; "
        "когда один вистующий имеет 2 или более штрафных карт, все они становятся старшими "
        "штрафными картами.",
    ),
    (
        "D",
        "Распоряжение младшей штрафной картой",
        "Когда вистующий имеет младшую штрафную карту, он не может играть любой другой "
        "картой этой масти младше онера до того, как он сыграет этой картой.",
    ),
]
LAW_63 = [
    ("", "", ""),
    (
        "B",
        "Фальшренонс не может быть исправлен",
        "Если фальшренонс выявлен, то он далее не может быть исправлен (кроме фальшренонса в "
        "12-й взятке - см. правило 62D), и взятка, в которой имел место фальшренонс, "
        "утверждается как сыгранная.",
    ),
]
LAW_64 = [
    ("", "", ""),
    ("A", "Наказание назначается", "Когда фальшренонс выявлен:"),
    (
        "A1",
        "Нарушитель выиграл взятку фальшренонса",
        "И взятка, в которой имел место фальшренонс, была выиграна нарушителем, (НАКАЗАНИЕ) "
        "после окончания игры взятка, в которой имел место фальшренонс, плюс одна из "
        "последующих взяток, выигранных нарушившей стороной, переходит к ненарушившей стороне.",
    ),
    ("A2", "Нарушитель не выиграл взятку фальшренонса", ""),
]
TITLES = {
    50: "Распоряжение штрафной картой",
    63: "Выявление фальшренонса",
    64: "Процедура после выявления фальшренонса",
    12: "Полномочия судьи по своему усмотрению",
}


def _parent_path(path: str) -> str:
    return path[:-1] if path else ""


def make_corpus(with_lemmas: bool = True) -> None:
    chapter = Division.objects.create(
        kind=Division.Kind.CHAPTER, number="VI", title="Розыгрыш", first_law=41, order=1
    )
    order = 0
    for number, title in TITLES.items():
        rows = {50: LAW_50, 63: LAW_63, 64: LAW_64}.get(number, [])
        law = Law.objects.create(
            number=number,
            title=title,
            status=Law.Status.PARTIAL if rows else Law.Status.TITLE_ONLY,
            chapter=chapter if number != 12 else None,
        )
        made = {}
        for path, heading, text in rows:
            order += 1
            parent_path = _parent_path(path)
            parent = made.get(parent_path) if path else None
            made[path] = Clause.objects.create(
                law=law,
                parent=parent,
                path=path,
                anchor=f"{number}{path}",
                depth=len(path),
                order=order,
                heading=heading,
                has_text=bool(text) or not path,
                plain_text=text,
                heading_lemmas=lemmatise(heading) if with_lemmas else "",
                text_lemmas=lemmatise(text) if with_lemmas else "",
            )
    GlossaryEntry.objects.create(
        term="Козырь",
        english="trump",
        definition="Каждая карта в масти контракта, если таковая масть имеется.",
        slug="kozyr",
        order=2,
    )
    GlossaryEntry.objects.create(
        term="Недобранная взятка",
        english="undertrick",
        definition="Каждая взятка, которой разыгрывающему не хватило для выполнения "
        "контракта. (см. правило 77).",
        laws=["77"],
        slug="nedobrannaya-vzyatka",
        order=1,
    )
    index = [
        ("Информация", "", "", [], [], []),
        ("Информация", "Информация из изменённой заявки", "= из изменённой заявки", ["16"], [], []),
        ("Карта", "", "", [], [], ["Штрафная карта"]),
        (
            "Карта",
            "Карта, не обозначенная разыгрывающим",
            "Карта, не обозначенная разыгрывающим",
            ["45"],
            [],
            [],
        ),
        ("Онер как старшая штрафная карта", "", "", ["50"], [], []),
        ("Отмена назначения", "", "", [], ["Замена заявки"], []),
        ("Приличия", "Приличия в игре", "= в игре......74", ["74"], [], []),
        ("Фальшренонс", "", "", [], [], []),
        ("Фальшренонс", "Безнаказанность фальшренонса", "Безнаказанность =", ["64"], [], []),
        (
            "Фальшренонс",
            "Право спрашивать о возможном фальшренонсе",
            "Право спрашивать о возможном =",
            ["42", "43", "61"],
            [],
            [],
        ),
        ("Ход", "", "", [], [], ["Ограничения на ход", "Фальшренонс"]),
    ]
    for order, (head, text, raw, laws, see, see_also) in enumerate(index):
        IndexEntry.objects.create(
            headword=head,
            text=text,
            raw=raw,
            laws=laws,
            see=see,
            see_also=see_also,
            running_head=head == "Приличия",
            order=order,
        )
    CorpusVersion.objects.create(sources_digest="test", content_digest=f"test-{with_lemmas}")
