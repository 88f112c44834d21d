"""Fixtures for the quiz-site tests: a few questions built by hand in the library's shape, and a
stand-in generator, so the site is tested without depending on the scenario files."""

import re
import types

import pytest

from quizzes.content import Choice, Question, generators
from quizzes.content import lookup as question_lookup
from quizzes.models import Scenario
from quizzes.practice import filters as practice_filters

REVOKE_DEAL = "N:A6.842.K54.AK642 KQ75.Q7.AT7.9875 T9843.JT63.Q.QT3 J2.AK95.J98632.J"


def make_question(**changes) -> Question:
    values = {
        "id": "revoke-two-tricks",
        "title": "Фальшренонс вистующего, который выиграл взятку",
        "level": "player",
        "kind": "number",
        "narrative": "Контракт 2♦, играет Запад.\n\nПосле последней взятки Восток позвал судью.",
        "prompt": "Сколько взяток судья передаст стороне разыгрывающего?",
        "choices": [],
        "answer": 2,
        "decided_by": "engine",
        "laws": ["61A", "63A1", "64A1"],
        "chapter": "Розыгрыш",
        "irregularity": "revoke",
        "scenario": {
            "deal": REVOKE_DEAL,
            "dealer": "E",
            "vulnerable": "NS",
            "auction": ["Pass", "Pass", "1D", "Pass", "2D", "Pass", "Pass", "Pass"],
            "play": ["CA", "C5", "C3", "CJ"],
        },
        "hidden": [],
        "explanation": [
            {"text": "Север не сходил в масть, хотя мог: это ренонс.", "law": "61A"},
            {"text": "Ренонс установлен: следующая взятка уже сыграна.", "law": "63A1"},
            {"text": "Передаются две взятки.", "law": "64A1"},
        ],
        "ruling": {
            "contract": "2D",
            "declarer": "W",
            "tricks": [
                {"number": 1, "leader": "N", "cards": ["CA", "C5", "C3", "CJ"], "winner": "N"}
            ],
        },
    }
    values.update(changes)
    return Question(**values)


def choice_question(**changes) -> Question:
    values = {
        "id": "lead-out-of-turn-options",
        "title": "Первый ход не с той руки",
        "level": "director",
        "kind": "choice",
        "prompt": "Что может сделать разыгрывающий?",
        "choices": [Choice("accept", "Принять ход"), Choice("cancel", "Запретить ход в масть")],
        "answer": "accept",
        "laws": ["54A"],
        "irregularity": "lead_out_of_turn",
        "explanation": [{"text": "Разыгрывающий может принять ход.", "law": "54A"}],
    }
    values.update(changes)
    return make_question(**values)


TOKENS_URL = re.compile(r'hx-get="([^"]*/practice/answer/tokens/[^"]*)"')


def answer_fields(client, html: str) -> dict:
    """What htmx adds to a question page's answer form once the page has loaded: the reader's
    CSRF token and one-time answer token, from the request the page names."""
    url = TOKENS_URL.search(html).group(1).replace("&amp;", "&")
    fragment = client.get(url).content.decode()
    return dict(re.findall(r'name="(token|csrfmiddlewaretoken)" value="([^"]+)"', fragment))


def store(question: Question, source_file: str = "") -> Scenario:
    return Scenario.objects.create(
        slug=question.id,
        title=question.title,
        level=question.level,
        kind=question.kind,
        irregularity=question.irregularity,
        chapter=question.chapter,
        laws=list(question.laws),
        decided_by=question.decided_by,
        source_yaml="title: stub\n",
        question=question.to_dict(),
        source_file=source_file,
    )


@pytest.fixture
def corpus_version(db):
    """An imported corpus as the page cache knows it (a CorpusVersion row), so that pages are
    stored; without one nothing is cached."""
    from laws.models import CorpusVersion

    return CorpusVersion.objects.create(sources_digest="s" * 16, content_digest="c" * 32)


@pytest.fixture
def stored_questions(db):
    questions = [
        make_question(),
        choice_question(),
        make_question(
            id="revoke-one-trick",
            title="Фальшренонс разыгрывающего",
            answer=1,
            laws=["61A", "64A2"],
        ),
    ]
    for question in questions:
        store(question)
    return questions


def toy_generate(seed: int) -> Question:
    """A stand-in generator: the revoke question with the seed in its id and answer."""
    return make_question(
        id=f"gen-revoke_tricks-{seed}",
        title=f"Сколько взяток за ренонс? (№{seed})",
        answer=seed % 3,
        laws=["64A1"] if seed % 2 else ["64A2"],
    )


def _use_generators(monkeypatch, registry: dict):
    monkeypatch.setattr(generators, "GENERATORS", registry)
    question_lookup._generate.cache_clear()
    practice_filters.generator_profiles.cache_clear()


@pytest.fixture
def toy_generators(monkeypatch):
    toy = types.SimpleNamespace(KIND="revoke_tricks", TITLE="Ренонс", generate=toy_generate)
    _use_generators(monkeypatch, generators.registry(toy))
    yield toy
    question_lookup._generate.cache_clear()
    practice_filters.generator_profiles.cache_clear()


@pytest.fixture
def no_generators(monkeypatch):
    _use_generators(monkeypatch, {})
    yield
    question_lookup._generate.cache_clear()
    practice_filters.generator_profiles.cache_clear()
