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
def test_junk_is_wrong_with_a_russian_message(q, submitted):
    verdict = check_answer(q, submitted)
    assert verdict.correct is False
    assert verdict.error
    assert any("а" <= ch <= "я" for ch in verdict.error.lower())


def test_expected_is_displayed_for_the_reader():
    assert check_answer(question("card", "CT"), "C9").expected == "♣10"
    assert (
        check_answer(question("choice", "minor", CHOICES), "major").expected == "Младшая штрафная"
    )
    verdict = check_answer(question("multi", ["accept", "forbid"], OPTIONS), [])
    assert verdict.expected == "Принять ход; Запретить масть"
    assert verdict.correct is False


def test_a_huge_forged_answer_is_quoted_short():
    verdict = check_answer(question("number", 3), "9" * 5000 + "x")
    assert verdict.correct is False
    assert len(verdict.error) < 200 and len(verdict.given) < 100
    assert check_answer(question("card", "HQ"), "Ч" * 5000).error
