"""The glossary parser on the real page (seed 002, p.31) and on small excerpts."""

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from laws.ingest.corpus import SourceLine
from laws.ingest.glossary import parse_glossary

SOURCES = Path(__file__).resolve().parents[3] / "laws" / "sources"


def _seed_lines(first: int, last: int) -> list[SourceLine]:
    path = next(SOURCES.glob("002_*.txt"))
    raw = path.read_text(encoding="utf-8").split("\n")
    return [SourceLine(path.name, n, raw[n - 1], None) for n in range(first, last + 1)]


EXPECTED = [
    (
        "Очки за взятки",
        "trick points",
        "Очки,набранные стороной разыгрывающего в случае выполнения контракта. (см. правило 77).",
        ["77"],
        (2, 5),
    ),
    (
        "Козырь",
        "trump",
        "Каждая карта в масти контракта, если таковая масть имеется.",
        [],
        (6, 8),
    ),
    (
        "Очередь(игрока)",
        "turn",
        "Момент, в который игрок имеет право заявлять или играть картой.",
        [],
        (9, 11),
    ),
    (
        "Недобранная взятка",
        "undertrick",
        "Каждая взятка, которой разыгрывающему не хватило для выполнения контракта. "
        "(см. правило 77).",
        ["77"],
        (12, 16),
    ),
    (
        "Зональность",
        "vulnerability",
        "Условие для определения премиальных очков и штрафов за недобранные взятки. "
        "(см. правило 77).",
        ["77"],
        (17, 21),
    ),
]


def _shape(entries):
    return [
        (e.term, e.english, e.definition, e.laws, (e.source.first_line, e.source.last_line))
        for e in entries
    ]


@pytest.mark.parametrize(
    ("first", "last"),
    [
        (1, 29),  # the page with its marker and blank fill
        (2, 21),  # the rows only
        (1, 159),  # the whole file: the law text after the fill is not a definition
    ],
)
def test_the_five_entries_of_the_real_page(first, last):
    entries = parse_glossary(_seed_lines(first, last))
    assert _shape(entries) == EXPECTED
    # The page comes from the marker «- 31 -» when the lines include it.
    assert {e.source.page for e in entries} == ({31} if first == 1 else {None})


def test_page_comes_from_the_caller_when_no_marker_is_given():
    lines = [
        SourceLine("002", n, text, 31)
        for n, text in enumerate(
            ["Козырь Каждая карта в масти", "(trump) контракта, если таковая", "масть имеется."], 6
        )
    ]
    (entry,) = parse_glossary(lines)
    assert (entry.term, entry.english, entry.source.page) == ("Козырь", "trump", 31)
    assert entry.definition == "Каждая карта в масти контракта, если таковая масть имеется."


def test_hyphenated_definition_is_joined():
    lines = [
        SourceLine("002", n, text, None)
        for n, text in enumerate(
            [
                "Недобранная взятка Каждая взятка, которой",
                "(undertrick) разыгрывающему не хва-",
                "тило для выполнения",
                "контракта.",
            ],
            12,
        )
    ]
    (entry,) = parse_glossary(lines)
    assert entry.definition == (
        "Каждая взятка, которой разыгрывающему не хватило для выполнения контракта."
    )


@pytest.mark.parametrize(
    "texts",
    [[], [""], ["- 31 -"], ["(trump) без термина"], ["Термин без английского"], ["1 2 3 4 5 6 7"]],
)
def test_robust_to_pages_without_entries(texts):
    assert parse_glossary([SourceLine("002", n, t, None) for n, t in enumerate(texts, 1)]) == []


GLOSSARY_FRAGMENTS = [
    "Козырь ",
    "Каждая ",
    "(trump) ",
    "(см. правило 77).",
    "хва-",
    "- 31 -",
    "",
    " ",
]


@settings(max_examples=200, deadline=None)
@given(
    st.lists(
        st.one_of(
            st.text(max_size=40),
            st.lists(st.sampled_from(GLOSSARY_FRAGMENTS), max_size=6).map("".join),
        ),
        max_size=12,
    )
)
def test_never_crashes_on_arbitrary_lines(texts):
    for entry in parse_glossary([SourceLine("002", n, t, None) for n, t in enumerate(texts, 1)]):
        assert entry.english and entry.source.first_line < entry.source.last_line
