"""One set of terms across the interface, the 1987 translation's own words: «назначение» for a
bid, «конвенционный», «старшинство», «вистующий», «онер», «карта младше онера»… An everyday word
may follow in brackets («старшинство (достоинство)»), never stand alone. The templates and
the data a reader sees (scenario files, the director's guide) are read here; the rendered
pages are read by test_visible_text."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.quizzes.visible_text import TERMS, rejected_terms

ROOT = Path(__file__).resolve().parents[2]
INTERFACE = sorted(
    [
        *(ROOT / "templates" / "quizzes").rglob("*.html"),
        *(ROOT / "templates" / "shell").rglob("*.html"),
        *(ROOT / "quizzes" / "content" / "scenarios").glob("*.yaml"),
        *(ROOT / "quizzes" / "director").glob("*.yaml"),
        *(ROOT / "quizzes" / "content" / "generators").glob("*.py"),
        ROOT / "quizzes" / "engine" / "russian.py",
        ROOT / "quizzes" / "engine" / "card_reading.py",
    ]
)


@pytest.mark.parametrize("path", INTERFACE, ids=lambda p: str(p.relative_to(ROOT)))
def test_the_interface_uses_the_laws_own_terms(path):
    found = rejected_terms(path.read_text(encoding="utf-8"))
    assert not found, f"{path.relative_to(ROOT)}:\n" + "\n".join(found)


@pytest.mark.parametrize(
    ("text", "rejected"),
    [
        ("Недостаточная заявка исправлена", True),
        ("Недостаточное назначение исправлено", False),
        ("Могло ли назначение быть конвенциональным?", True),
        ("Могло ли назначение быть конвенционным?", False),
        ("Названо только достоинство", True),
        ("Названо только старшинство (достоинство)", False),
        ("Показанная намеренно маленькая карта", True),
        ("Показанная намеренно карта младше онера (маленькая)", False),
        ("Картинка упала во время торговли", True),
        ("Онер (картинка) упал во время торговли", False),
        ("защитник уронил карту", True),
        ("Ответ выведен движком правил.", True),
        ("Модельная сдача: Юг разыгрывает 4♠", True),
        ("Очки матчпойнт по сдаче", True),
    ],
)
def test_rejected_variants_are_recognised(text, rejected):
    assert bool(rejected_terms(text)) is rejected, TERMS
