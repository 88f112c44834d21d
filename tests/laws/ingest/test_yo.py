"""The letter ё: the damaged «п» for «Ё», and ё taken from the copy that kept it."""

import pytest

from laws.ingest.yo import fold_yo, repair_yo, transfer_yo


@pytest.mark.parametrize(
    ("damaged", "repaired"),
    [
        ("Часть III - ЗАПРЕЩпННЫЙ ХОД ИЛИ ИГРА", "Часть III - ЗАПРЕЩЁННЫЙ ХОД ИЛИ ИГРА"),  # 004:400
        ("приводит к потере права", "приводит к потере права"),  # lower-case п is a letter
        ("ПРИМЕР 2 - ошибочное назначение", "ПРИМЕР 2 - ошибочное назначение"),
    ],
)
def test_repair_yo(damaged, repaired):
    assert repair_yo(damaged) == repaired


def test_transfer_yo_from_a_shorter_copy():
    # 004:288 has lost ё; 000:1 (the same passage, a tail of it) kept it.
    base = "онером). На партнера нарушителя не налагается ограничений"
    other = "На партнёра нарушителя не налагается"
    assert transfer_yo(base, other) == "онером). На партнёра нарушителя не налагается ограничений"


def test_transfer_yo_leaves_unrelated_text_alone():
    assert transfer_yo("его партнер", "совсем другой текст, её") == "его партнер"
    assert fold_yo("остаётся ЗАПРЕЩЁННЫЙ") == "остается ЗАПРЕЩЕННЫЙ"
