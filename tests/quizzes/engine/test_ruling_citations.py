"""Every clause a ruling cites exists on the law pages: over all scenario files, each law the
engine names (in ``laws``, irregularities, options, explanation steps) is the anchor of a clause
of the imported corpus or a bare law number. The corpus is built in plain Python from
laws/sources (``build_corpus``), the same the import command stores."""

from functools import cache
from pathlib import Path

import pytest

from laws.clause_path import ClausePath
from laws.ingest.pipeline import build_corpus
from quizzes.engine import rule
from quizzes.engine.scenario import load

SCENARIOS = sorted((Path(__file__).parents[3] / "quizzes" / "content" / "scenarios").glob("*.yaml"))


@cache
def anchors() -> frozenset:
    corpus = build_corpus()
    return frozenset(
        ClausePath.of(number, clause.path).anchor
        for number, law in corpus.laws.items()
        for clause in law.clauses
    )


def cited(ruling: dict) -> set:
    laws = set(ruling["laws"])
    for entry in ruling["irregularities"]:
        laws.update(entry["laws"])
    for entry in ruling["options"]:
        laws.update(entry["laws"])
    laws.update(step["law"] for step in ruling["explanation"] if step["law"])
    return laws


def is_on_a_law_page(law: str) -> bool:
    return law in anchors() or (law.isdigit() and 1 <= int(law) <= 93)


def test_the_corpus_has_the_law_64_clauses():
    assert {"64A1", "64A2", "64B1", "64B6", "54C", "45C4B"} <= anchors()
    assert not is_on_a_law_page("29A")  # Law 29 is not in the sources


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_every_cited_clause_exists(path):
    ruling = rule(load(path))
    missing = sorted(law for law in cited(ruling) if not is_on_a_law_page(law))
    assert missing == []
