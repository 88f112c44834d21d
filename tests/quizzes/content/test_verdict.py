import pytest

from quizzes.content import Choice, Question, check_answer


def question(kind, answer, choices=()):
    return Question(
        id="q",
        title="Вопрос",
        level="player",
        kind=kind,
        narrative="…",
        prompt="?",
        choices=list(choices),
        answer=answer,
        decided_by="engine",
        laws=["64A1"],
        chapter="Розыгрыш",
        irregularity="revoke",
        scenario={},
        explanation=[{"text": "Шаг", "law": "64A1", "source": "engine"}],
    )


CHOICES = [Choice("major", "Старшая штрафная"), Choice("minor", "Младшая штрафная")]
OPTIONS = [
    Choice("accept", "Принять ход"),
    Choice("lead_same", "Требовать ход в масть"),
    Choice("forbid", "Запретить масть"),
]


@pytest.mark.parametrize(
    ("q", "submitted", "correct"),
    [
        (question("choice", "major", CHOICES), "major", True),
        (question("choice", "major", CHOICES), "minor", False),
        (question("choice", "major", CHOICES), ["major"], True),
        (question("multi", ["accept", "forbid"], OPTIONS), ["forbid", "accept"], True),
        (question("multi", ["accept", "forbid"], OPTIONS), "accept,forbid", True),
        (question("multi", ["accept", "forbid"], OPTIONS), ["accept"], False),
        (
            question("multi", ["accept", "forbid"], OPTIONS),
            ["accept", "forbid", "lead_same"],
            False,
        ),
        (question("number", -500), "-500", True),
        (question("number", -500), "−500", True),
        (question("number", 1100), "1 100", True),
        (question("number", 2), "1", False),
        (question("card", "HQ"), "HQ", True),
        (question("card", "HQ"), "♥Д", True),
        (question("card", "HQ"), "ЧД", True),
        (question("card", "HQ"), "qh", True),
        (question("card", "CT"), "C10", True),
        (question("card", "CA"), "ТТ", True),
        (question("card", "HQ"), "HK", False),
    ],
)
def test_right_and_wrong(q, submitted, correct):
    verdict = check_answer(q, submitted)
    assert verdict.correct is correct
    assert verdict.error is None
    assert verdict.explanation == q.explanation


@pytest.mark.parametrize(
    ("q", "submitted"),
    [
        (question("choice", "major", CHOICES), "huge"),
        (question("choice", "major", CHOICES), ""),
        (question("choice", "major", CHOICES), None),
        (question("choice", "major", CHOICES), ["major", "minor"]),
        (question("multi", ["accept"], OPTIONS), ["accept", "<script>"]),
        (question("number", 3), "три"),
        (question("number", 3), "3.5"),
        (question("number", 3), {"a": 1}),
        (question("card", "HQ"), "XQ"),
        (question("card", "HQ"), "♥"),
        (question("card", "HQ"), "H1"),
    ],
)
def test_junk_is_refused_with_a_russian_message_not_graded(q, submitted):
    verdict = check_answer(q, submitted)
    assert verdict.refused and verdict.correct is False
    assert verdict.error
    assert any("а" <= ch <= "я" for ch in verdict.error.lower())


def test_expected_is_displayed_for_the_reader():
    assert check_answer(question("card", "CT"), "C9").expected == "♣10"
    assert (
        check_answer(question("choice", "minor", CHOICES), "major").expected == "Младшая штрафная"
    )
    verdict = check_answer(question("multi", ["accept", "forbid"], OPTIONS), [])
    assert verdict.expected == "Принять ход\nЗапретить масть"  # one answer a line
    assert verdict.correct is False


def test_a_huge_forged_answer_is_quoted_short():
    verdict = check_answer(question("number", 3), "9" * 5000 + "x")
    assert verdict.correct is False
    assert len(verdict.error) < 200 and len(verdict.given) < 100
    assert check_answer(question("card", "HQ"), "Ч" * 5000).error


MUST_LEAD = "quizzes/content/scenarios/major-penalty-card-must-lead.yaml"


@pytest.fixture(scope="module")
def must_lead():
    """East, on lead with a major penalty card ♠Д on the table, must lead it (Law 50E1)."""
    from quizzes.content import load_scenario_file

    return load_scenario_file(MUST_LEAD)


@pytest.mark.parametrize(
    ("submitted", "correct"),
    [
        ("SQ", True), ("дама пик", True), ("пиковая дама", True), ("♠Д", True), ("П Д", True),
        (["SQ", ""], True), (["SQ", "дама пик"], True), ("♠В", False), ("валет пик", False),
        (["SJ"], False),
    ],
)  # fmt: skip
def test_a_card_of_the_players_hand_is_graded(must_lead, submitted, correct):
    verdict = check_answer(must_lead, submitted)
    assert not verdict.refused
    assert verdict.correct is correct


@pytest.mark.parametrize(
    ("submitted", "message"),
    [
        ("SA", "У Востока нет карты ♠Т"),  # North holds it
        ("H9", "У Востока нет карты ♥9"),  # East led it to the first trick
        (["SQ", "SJ"], "Выбрана одна карта, а написана другая"),
        ("дама", "Не удалось прочитать карту"),
        (["", " "], "Ответ не указан"),
    ],
)
def test_a_card_the_player_cannot_play_is_refused_not_graded(must_lead, submitted, message):
    verdict = check_answer(must_lead, submitted)
    assert verdict.refused and message in verdict.error
