"""Alphabetical order of Russian titles: the order a Russian dictionary uses."""

import pytest

from bridgesite.russian_order import russian_key


@pytest.mark.parametrize(
    ("words", "ordered"),
    [
        # Code points put «ё» after «я» and capitals before small letters.
        (["ёж", "Ерш", "жук", "Яма", "абв"], ["абв", "ёж", "Ерш", "жук", "Яма"]),
        # «е» and «ё» differ only when the words are otherwise the same.
        (["ёлка", "елка", "ель"], ["елка", "ёлка", "ель"]),
        # Numbers by value: «Правило 9» before «Правило 10».
        (["Правило 10", "Правило 9", "Правило 77"], ["Правило 9", "Правило 10", "Правило 77"]),
        (
            ["Штрафная карта", "Заявка вне очереди", "Обсчёт"],
            ["Заявка вне очереди", "Обсчёт", "Штрафная карта"],
        ),
    ],
)
def test_russian_order(words, ordered):
    assert sorted(words, key=russian_key) == ordered
