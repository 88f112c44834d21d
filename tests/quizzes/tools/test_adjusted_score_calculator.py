"""Law 12C2 at the table: the results the director weighs → each side's score and its worth.

The 1987 text of 12C did not survive; the rule applied (our words): the non-offending side gets
the most favourable result that was likely had the irregularity not occurred, the offending side
the most unfavourable result that was at all probable; no damage — the table result stands.
"""

import pytest

from quizzes.engine.adjusted_score import Likelihood
from quizzes.tools import ToolInputError
from quizzes.tools.adjusted_score_calculator import ResultLineError, read_candidate
from tests.quizzes.tools.submit import submit

HESITATION = {"table": "4♠X Ю 8", "vulnerable": "EW", "offenders": "NS"}
WEIGHED = "4♥ В 10 вероятный\n4♥ В 11 хоть сколько-нибудь вероятный"


@pytest.mark.parametrize(
    ("data", "ns", "ew", "damaged"),
    [
        # The non-offenders (E–W) get the likely 10 tricks, the offenders the probable 11.
        ({**HESITATION, "results": WEIGHED}, -650, 620, True),
        # Only likely results: both sides get the same one.
        ({**HESITATION, "results": "4♥ В 10"}, -620, 620, True),
        # The non-offenders did better at the table than anything likely: no damage.
        ({**HESITATION, "results": "4♥ В 8 вероятный"}, -300, 300, False),
        (
            {"table": "3S N 9", "offenders": "NS", "results": "3H E 8 likely\n3H E 9 probable"},
            -140,
            -50,
            True,
        ),
        # A passed-out board weighed against a doubled part score.
        ({"table": "пас", "offenders": "EW", "results": "2♠ контра С 8 в"}, 470, -470, True),
        # 82C: a director's error — each side its own most favourable likely result.
        (
            {"table": "4♠ Ю 9", "offenders": "none", "results": "4♠ Ю 10\n4♠ Ю 9 вероятный"},
            420,
            50,
            True,
        ),
    ],
)
def test_assigned_scores(data, ns, ew, damaged):
    result = submit("adjusted", data)
    assert [row.points for row in result.rows] == [ns, ew]
    assert result.damaged is damaged
    assert result.adjusted is damaged
    assert "12" in result.laws


def test_match_points_of_each_side_against_the_field():
    result = submit(
        "adjusted",
        {
            "table": "3S N 9",
            "offenders": "NS",
            "results": "3H E 8 likely\n3H E 9 probable",
            "scoring": "pairs",
            "others": "140\n50\n50\n−140\n110\n140",
        },
    )
    # N–S −140 beat nothing and tie one: 1 of 12; E–W −50 (N–S +50) beat four, tie two: 8.
    assert [row.worth for row in result.rows] == [
        "1 MP из 12 (8,3\u00a0%)",
        "8 MP из 12 (66,7\u00a0%)",
    ]
    assert not result.balanced
    assert "78A" in result.laws


@pytest.mark.parametrize(
    ("knockout", "worth"),
    [("", ["−1 IMP", "0 IMP"]), ("1", ["−0,5 IMP", "+0,5 IMP"])],
)
def test_imps_against_the_other_room_and_the_knockout_average(knockout, worth):
    data = {**HESITATION, "results": WEIGHED, "scoring": "teams", "other_table": "−620"}
    result = submit("adjusted", {**data, "knockout": knockout})
    assert [row.worth for row in result.rows] == worth
    assert "78B" in result.laws
    assert ("86B" in result.laws) is bool(knockout)


@pytest.mark.parametrize(
    ("line", "label", "likelihood"),
    [
        ("4♥ В 10", "4♥ Востока, 10 взяток", Likelihood.LIKELY),
        ("4H E 11 probable", "4♥ Востока, 11 взяток", Likelihood.PROBABLE),
        ("3БК Ю 9 вероятный", "3БК Юга, 9 взяток", Likelihood.LIKELY),
        ("3NT юг 8 хоть сколько-нибудь вероятный", "3БК Юга, 8 взяток", Likelihood.PROBABLE),
        ("2♦ХХ З 8 возможно", "2♦ с реконтрой Запада, 8 взяток", Likelihood.PROBABLE),
        ("4♠ контра С 7 п", "4♠ с контрой Севера, 7 взяток", Likelihood.PROBABLE),
        ("пас вероятный", "все спасовали", Likelihood.LIKELY),
    ],
)
def test_a_result_line_is_read_as_directors_write_it(line, label, likelihood):
    candidate = read_candidate(line)
    assert candidate.result.label() == label
    assert candidate.likelihood is likelihood


@pytest.mark.parametrize(
    "line", ["", "4♥", "4♥ В", "8♥ В 10", "4♥ X 10", "4♥ В 14", "4♥ В десять", "4♥ В 10 может"]
)
def test_an_unreadable_result_line_is_refused(line):
    with pytest.raises(ResultLineError):
        read_candidate(line)


@pytest.mark.parametrize(
    ("data", "field", "message"),
    [
        ({"results": "4♥ В 10"}, "table", "укажите"),
        ({"table": "4♠ Ю 9", "results": "4♥ В 10 хоть"}, "results", "вероятный"),
        ({"table": "4♠ Ю 9", "results": "4♥ В 10\nx"}, "results", "строка 2"),
        ({"table": "4♠ Ю 9", "results": "4♥ В 10", "scoring": "pairs"}, "others", "записи"),
        (
            {"table": "4♠ Ю 9", "results": "4♥ В 10", "scoring": "pairs", "others": "abc"},
            "others",
            "не запись",
        ),
        ({"table": "4♠ Ю 9", "results": "4♥ В 10\n" * 13}, "results", "не больше"),
    ],
)
def test_bad_input_names_the_field(data, field, message):
    with pytest.raises(ToolInputError) as caught:
        submit("adjusted", {"offenders": "NS", **data})
    assert caught.value.field == field
    assert message in caught.value.message
