"""Headless fragments: each assigned to its law and clause by evidence, with its reason."""

from pathlib import Path

import pytest

from laws.ingest.pipeline import build_corpus

SOURCES = Path(__file__).resolve().parents[3] / "laws" / "sources"


@pytest.fixture(scope="module")
def corpus():
    return build_corpus(SOURCES)


@pytest.mark.parametrize(
    ("law", "evidence"),
    [
        (6, "следующий заголовок — «Правило 7» на той же странице 35"),
        (11, "совпадает со строкой оглавления: правило 11B"),
        (14, "«Правило 15»"),
        (16, "между правилом 15 (с. 43) и правилом 17 (с. 47)"),
        (19, "«Правило 20»"),
        (23, "«Правило 24»"),
        (27, "совпадает со строкой оглавления: правило 27B1"),
        (43, "«Правило 44»"),
        (67, "«Правило 68» на с. 92 (000), где продолжается этот текст"),
        (70, "«Правило 71»"),
        (73, "«Правило 74» на с. 100 (000)"),
        (75, "«Правило 76» на с. 104 (000)"),
        (77, "«Правило 78» на с. 108 (000)"),
        (86, "«Правило 87»"),
        (93, "заключительная формула «Официальный текст составлен…»"),
    ],
)
def test_law_inferred_with_its_reason(corpus, law, evidence):
    reason = corpus.laws[law].inferred
    assert reason and evidence in reason
    assert corpus.laws[law].title is None or corpus.laws[law].title_from_toc


@pytest.mark.parametrize("law", [50, 52, 53, 57, 64, 71, 81])
def test_laws_read_under_their_own_heading_are_not_inferred(corpus, law):
    # their headless pieces (000 p.76, 001 p.79 …) were placed by matching text or stitching
    assert corpus.laws[law].inferred is None


@pytest.mark.parametrize(
    ("law", "paths", "evidence"),
    [
        (6, ["E1", "E2", "E3", "E4"], "за этим текстом следует раздел F, значит это раздел E"),
        (14, ["B2", "B3"], 'ссылки фрагмента на свой раздел: «раздела "B" этого правила»'),
        (67, ["A1", "A2"], "следует раздел B, значит это раздел A"),
        (73, ["B2"], "следует раздел C, значит это раздел B"),
        (93, ["B2", "B3"], "следует раздел C, значит это раздел B"),
        (16, ["A"], "текст перед заголовком B — конец раздела A"),
        (86, ["B"], "текст перед заголовком C — конец раздела B"),
        (11, ["A"], "по оглавлению"),
        (75, [""], "в источниках не виден"),
    ],
)
def test_clause_inferred_with_its_reason(corpus, law, paths, evidence):
    inferred = [c.path for c in corpus.laws[law].clauses if c.inferred]
    assert inferred == paths
    for clause in corpus.laws[law].clauses:
        if clause.inferred:
            assert evidence in clause.inferred


def test_clause_read_from_its_own_heading_is_not_inferred(corpus):
    law6 = {c.path: c for c in corpus.laws[6].clauses}
    assert law6["F"].inferred is None and law6["F"].heading == "Дублирование раскладов."
    law27 = {c.path: c for c in corpus.laws[27].clauses}
    assert law27["B1"].inferred and "27B1" in law27["B1"].inferred
