"""A card as people write it: the card-reading module reads the forms a player or a director
uses and refuses, rather than guesses, anything else."""

import pytest

from quizzes.engine.card_reading import parse_card
from quizzes.engine.cards import CardError


@pytest.mark.parametrize(
    ("typed", "card"),
    [
        # data and bridge-book notation
        ("HQ", "HQ"), ("QH", "HQ"), ("QS", "SQ"), ("S10", "ST"), ("10S", "ST"), ("H10", "HT"),
        ("♠T", "ST"), (" s a ", "SA"), ("sa", "SA"),
        # Russian books: symbol and rank, letters П Ч Б Т and Т К Д В
        ("♠10", "ST"), ("10♠", "ST"), ("♥Д", "HQ"), ("♣Т", "CA"), ("т♥", "HA"), ("Т♥", "HA"),
        ("♦ В", "DJ"), ("П10", "ST"), ("10П", "ST"), ("ЧД", "HQ"), ("ДЧ", "HQ"), ("ТТ", "CA"),
        ("Т10", "CT"), ("10Т", "CT"), ("ТП", "SA"), ("БК", "DK"), ("П 2", "S2"), ("♣10", "CT"),
        # words, in the cases people use
        ("10 пик", "ST"), ("пика 10", "ST"), ("десятка пик", "ST"), ("пиковая десятка", "ST"),
        ("дама червей", "HQ"), ("дама черви", "HQ"), ("червовая дама", "HQ"),
        ("король бубен", "DK"), ("король бубны", "DK"), ("бубновый король", "DK"),
        ("туз треф", "CA"), ("трефовый туз", "CA"), ("валет крестей", "CJ"),
        ("двойка пик", "S2"), ("тройка червей", "H3"), ("четвёрка бубен", "D4"),
        ("пятерка треф", "C5"), ("шестёрка пик", "S6"), ("семерка червей", "H7"),
        ("восьмёрка бубен", "D8"), ("девятка треф", "C9"), ("семь пик", "S7"),
        ("Дама Червей", "HQ"), ("ДАМА ЧЕРВЕЙ", "HQ"), ("десятка пиковой масти", "ST"),
        ("пики, 10", "ST"), ("♠ десятка", "ST"), ("дама ♥", "HQ"),
        # English words
        ("queen of hearts", "HQ"), ("ten of spades", "ST"), ("ace of clubs", "CA"),
    ],
)  # fmt: skip
def test_reads_the_card_people_write(typed, card):
    assert str(parse_card(typed)) == card


@pytest.mark.parametrize(
    "typed",
    [
        "Z9", "♥", "дама", "пики", "привет", "10", "дама король червей", "дама червей пик",
        "♠♥10", "11 пик", "1 пик", "десятка пик и дама червей ещё", "ДВ", "QQ", "♠Д♥",
    ],
)  # fmt: skip
def test_refuses_what_is_not_one_card(typed):
    with pytest.raises(CardError, match="Не удалось прочитать карту"):
        parse_card(typed)


@pytest.mark.parametrize("typed", ["", "   "])
def test_an_empty_answer_names_no_card(typed):
    with pytest.raises(CardError, match="Карта не указана"):
        parse_card(typed)


def test_the_reader_imports_no_django():
    import subprocess
    import sys

    code = (
        "import sys, quizzes.engine.card_reading; assert 'django' not in sys.modules; print('ok')"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "ok"
