"""Joining lines: print hyphenation, real hyphens, and the web edition's lost hyphens."""

import pytest

from laws.ingest.hyphenation import ends_with_hyphenation, is_split_word, join, join_print


@pytest.mark.parametrize(
    ("left", "right", "joined"),
    [
        # 000:6–7, an ordinary word split at the line end
        (
            "Когда вистующий имеет старшую штрафную кар-",
            "ту, и он, и его партнёр",
            "Когда вистующий имеет старшую штрафную карту, и он, и его партнёр",
        ),
        # 003:118–119, upper case inside brackets
        (
            "Если показано 2 или более карт, то (НАКАЗА-",
            "НИЕ) партнёр нарушителя",
            "Если показано 2 или более карт, то (НАКАЗАНИЕ) партнёр нарушителя",
        ),
        # 002:121–122, the keyword of a cross-reference split
        (
            "Она может стать штрафной картой (пра-",
            "вило 50), и неигра",
            "Она может стать штрафной картой (правило 50), и неигра",
        ),
        # 000:168–169, a spaced dash at the line end is a dash
        (
            "легальной информации, и см. также правило 57A -",
            "преждевременная игра.",
            "легальной информации, и см. также правило 57A - преждевременная игра.",
        ),
        # 000:268–269: "то" ends the word here, it is not the particle of кто-то
        (
            "ет, что его назначение 2 было неправильно поня-",
            "то. Это знание",
            "ет, что его назначение 2 было неправильно понято. Это знание",
        ),
        # a compound split at its own hyphen keeps it
        ("не трогать какой-", "либо карты", "не трогать какой-либо карты"),
        # a Latin compound keeps its hyphen
        (
            "назначил 2, имея целью sign-",
            "off; N, однако",
            "назначил 2, имея целью sign-off; N, однако",
        ),
        # no hyphen: a space
        (
            "разыгрывающий может выложить свою руку на стол;",
            "он становится болваном",
            "разыгрывающий может выложить свою руку на стол; он становится болваном",
        ),
    ],
)
def test_join_print(left, right, joined):
    assert join_print(left, right) == joined


@pytest.mark.parametrize(
    ("text", "hyphenated"),
    [
        ("без разреше-", True),
        ("см. также правило 57A -", False),
        ("- 80 -", False),
        ("предстоящим взяткам 4-", False),
        ("E-W", False),
    ],
)
def test_ends_with_hyphenation(text, hyphenated):
    assert ends_with_hyphenation(text) is hyphenated


@pytest.mark.parametrize(
    ("left", "right", "split"),
    [
        ("C.Разыгрывающий сыграл с обеих рук до наруше", "ния", True),  # 001:29–31
        ("B.После того, как обе стороны сыграли в следу", "ющую взятку", True),  # 001:107–109
        ("Недобранные взятки (взятки, которых разыгрыва", "ющему не хватило", True),  # 001:201–203
        (
            "Вполне корректно избегать давать оппонентам ин",
            "формацию, делая",
            True,
        ),  # 001:177 → 000:200
        ("Раздел I - Показ карты или ход в ходе тор", "говли....57", True),  # 001:655–657
        ("(1).[нарушитель предпочёл] Оста", "вить первую заявку..59", True),  # 001:689–691
        ("B.Отмена исполнения наказания или", "отказа от наказания", False),  # 001:631–633
        ("Правило 64. Процедура после выявления", "фальшренонса.......91", False),
        ("или если следующий по очереди игрок играет", "картой(*) после", False),  # 001:27 → 000:13
        ("D.Сделавший претензию предлагает новую линию", "игры", False),  # 001:143–145
    ],
)
def test_web_split_words(left, right, split):
    assert is_split_word(left, right) is split


def test_the_left_edition_decides_how_to_join():
    # Law 73E: the web page 99 ends "ин", the print page 100 starts "формацию".
    assert join("оппонентам ин", "формацию, делая", "web") == "оппонентам информацию, делая"
    assert join("игрок играет", "картой(*) после", "web") == "игрок играет картой(*) после"
    assert join("без разреше-", "ния судьи", "print") == "без разрешения судьи"
