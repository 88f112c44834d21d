"""Law 12C: assigned and artificial adjusted scores, and their worth in match points (78A) and
IMPs (78B, 86B).

12C did not survive in the sources; the 1987 rule it states (12C2): the non-offending side gets
"the most favourable result that was likely had the irregularity not occurred", the offending
side "the most unfavourable result that was at all probable"; the two need not balance. 12C1:
average plus (at least 60 %), average (50 %), average minus (at most 40 %) by fault. What
survives and is quoted: Law 88, the end of 86B and 78A.
"""

from fractions import Fraction

import pytest

from quizzes.engine.adjusted_score import (
    AdjustmentError,
    BoardResult,
    Candidate,
    Fault,
    Imps,
    Likelihood,
    Matchpoints,
    Top,
    artificial,
    assign,
    matchpoints_against,
    number,
    signed_number,
    value,
)
from quizzes.engine.table import Side, Vulnerability

LIKELY, PROBABLE = Likelihood.LIKELY, Likelihood.PROBABLE


def result(contract, declarer="S", tricks=0):
    return (
        BoardResult.passed_out()
        if contract == "Pass"
        else BoardResult.of(contract, declarer, tricks)
    )


def candidates(*items):
    return [Candidate(result(*spec), likelihood) for *spec, likelihood in items]


@pytest.mark.parametrize(
    ("contract", "declarer", "tricks", "vulnerability", "ns", "ew"),
    [
        ("4S", "S", 10, Vulnerability.NONE, 420, -420),
        ("4S", "S", 10, Vulnerability.NS, 620, -620),
        ("3NT", "W", 8, Vulnerability.EW, 100, -100),
        ("4HX", "E", 7, Vulnerability.NONE, 500, -500),  # 1987: 100, 200, 200
        ("Pass", None, 0, Vulnerability.ALL, 0, 0),
    ],
)
def test_a_result_scores_for_each_side_by_law_77(contract, declarer, tricks, vulnerability, ns, ew):
    board = result(contract, declarer, tricks)
    assert board.points(Side.NS, vulnerability) == ns
    assert board.points(Side.EW, vulnerability) == ew


def test_non_offenders_get_the_most_favourable_likely_result_offenders_the_worst_probable():
    # North–South bid 4♠ after partner's hesitation and made it; without it 3♠ was likely
    # (9 or 10 tricks), and 3♠ going down was at all probable.
    table = result("4S", "S", 10)
    assignment = assign(
        table,
        candidates(
            ("3S", "S", 9, LIKELY),
            ("3S", "S", 10, LIKELY),
            ("3S", "S", 8, PROBABLE),
        ),
        offenders=Side.NS,
        vulnerability=Vulnerability.NONE,
    )
    assert assignment.damaged
    # East–West: the best for them of the likely ones — 3♠ just made, −140.
    assert assignment.points(Side.EW) == -140
    assert assignment.scores[Side.EW].result == result("3S", "S", 9)
    # North–South: the worst for them of everything at all probable — 3♠ one down, −50.
    assert assignment.points(Side.NS) == -50
    assert not assignment.balanced


def test_a_probable_result_is_never_given_to_the_non_offenders():
    assignment = assign(
        result("4S", "S", 10),
        candidates(("3S", "S", 10, LIKELY), ("3S", "S", 8, PROBABLE)),
        offenders=Side.NS,
        vulnerability=Vulnerability.NONE,
    )
    assert assignment.points(Side.EW) == -170  # not +50: 3♠ down was only "at all probable"


def test_no_damage_no_adjustment():
    # The non-offenders' best likely result is no better for them than the table's.
    assignment = assign(
        result("3S", "S", 9),
        candidates(("3S", "S", 9, LIKELY), ("4S", "S", 9, PROBABLE)),
        offenders=Side.NS,
        vulnerability=Vulnerability.NONE,
    )
    assert not assignment.damaged and not assignment.adjusted
    assert assignment.points(Side.NS) == 140 and assignment.points(Side.EW) == -140


def test_both_sides_non_offending_each_gets_its_most_favourable_likely_result():
    # Law 82C: "…назначить присуждённый результат, рассматривая при этом обе стороны, как
    # ненарушившие."
    assignment = assign(
        result("2H", "E", 8),
        candidates(("2H", "E", 8, LIKELY), ("2H", "E", 9, LIKELY)),
        offenders=None,
        vulnerability=Vulnerability.NONE,
    )
    assert assignment.points(Side.NS) == -110
    assert assignment.points(Side.EW) == 140


def test_at_least_one_likely_result_is_needed():
    with pytest.raises(AdjustmentError):
        assign(
            result("3S", "S", 9), candidates(("2S", "S", 9, PROBABLE)), Side.NS, Vulnerability.NONE
        )


def test_a_contract_needs_its_declarer():
    with pytest.raises(AdjustmentError):
        BoardResult.of("4S", "X", 10)


# -- match points (78A) ------------------------------------------------------------------------


def test_law_78a_two_for_each_worse_result_one_for_each_equal():
    # "2 единицы счёта … за каждый результат худший, чем его, 1 единица за каждый результат,
    # равный его результату, и 0 единиц за каждый результат лучший, чем его."
    field = [140, 140, 170, -50, 110]
    assert matchpoints_against(140, Side.NS, field) == 2 + 1 + 1 + 0 + 2
    assert matchpoints_against(140, Side.EW, field) == 0 + 1 + 1 + 2 + 0


def test_split_scores_are_matchpointed_for_each_side_against_the_field():
    assignment = assign(
        result("4S", "S", 10),
        candidates(("3S", "S", 9, LIKELY), ("3S", "S", 8, PROBABLE)),
        offenders=Side.NS,
        vulnerability=Vulnerability.NONE,
    )
    values = value(assignment, Matchpoints((420, 170, 140, 140, -50)))
    # North–South −50 beats nothing and ties −50: 1 of 10.
    assert values[Side.NS].matchpoints == 1 and values[Side.NS].top == 10
    # East–West −140 (North–South +140): beats 420 and 170, ties two 140s: 2+2+1+1 = 6.
    assert values[Side.EW].matchpoints == 6
    assert values[Side.EW].percent == 60


# -- IMPs (78B, 86B) ---------------------------------------------------------------------------


def test_imps_for_each_team_against_the_other_room():
    assignment = assign(
        result("4S", "S", 10),
        candidates(("3S", "S", 9, LIKELY), ("3S", "S", 8, PROBABLE)),
        offenders=Side.NS,
        vulnerability=Vulnerability.NONE,
    )
    values = value(assignment, Imps(other_table=140))
    # North–South's team: −50 here, −140 in the other room: −190 → −5.
    assert values[Side.NS].imps == -5
    # East–West's team: −140 here (North–South +140), +140 in the other room: 0.
    assert values[Side.EW].imps == 0


def test_knockout_non_balancing_scores_are_averaged():
    # 86B, its surviving end: "…считается отдельно, после чего среднее из 2-х результатов
    # присваивается обоим участникам."
    assignment = assign(
        result("4S", "S", 10),
        candidates(("3S", "S", 9, LIKELY), ("3S", "S", 8, PROBABLE)),
        offenders=Side.NS,
        vulnerability=Vulnerability.NONE,
    )
    values = value(assignment, Imps(other_table=140, knockout=True))
    assert values[Side.NS].imps == Fraction(-5, 2)
    assert values[Side.EW].imps == Fraction(5, 2)


def test_balanced_scores_are_the_same_in_a_knockout():
    assignment = assign(
        result("4S", "S", 10),
        candidates(("3S", "S", 10, LIKELY)),
        offenders=Side.NS,
        vulnerability=Vulnerability.NONE,
    )
    plain = value(assignment, Imps(other_table=420))
    knockout = value(assignment, Imps(other_table=420, knockout=True))
    assert plain == knockout
    assert plain[Side.NS].imps == -6  # 170 − 420 = −250


# -- artificial scores (12C1, 88, 86) ----------------------------------------------------------


@pytest.mark.parametrize(
    ("ns", "ew", "ns_mp", "ew_mp"),
    [
        (Fault.NONE, Fault.DIRECT, 6, 4),  # average plus / average minus on a top of 10
        (Fault.PARTIAL, Fault.PARTIAL, 5, 5),
        (Fault.NONE, Fault.NONE, 6, 6),
    ],
)
def test_artificial_scores_in_pairs(ns, ew, ns_mp, ew_mp):
    scored = artificial({Side.NS: ns, Side.EW: ew}, Top(10))
    assert scored.values[Side.NS].matchpoints == ns_mp
    assert scored.values[Side.EW].matchpoints == ew_mp


def test_law_88_a_faultless_side_gets_its_session_percentage_when_higher():
    # "…по меньшей мере 60 % MP, которые он мог получить в данной сдаче, или процент MP,
    # полученный им в сдачах, реально сыгранных в этой сессии, если этот процент превышает 60 %."
    scored = artificial(
        {Side.NS: Fault.NONE, Side.EW: Fault.DIRECT}, Top(12), {Side.NS: 65.0, Side.EW: 70.0}
    )
    assert scored.values[Side.NS].matchpoints == Fraction("7.8")
    assert scored.values[Side.EW].matchpoints == Fraction("4.8")  # at fault: no session bonus
    lower = artificial({Side.NS: Fault.NONE, Side.EW: Fault.NONE}, Top(12), {Side.NS: 52.0})
    assert lower.values[Side.NS].matchpoints == Fraction("7.2")


@pytest.mark.parametrize(
    ("ns", "ew", "knockout", "ns_imps", "ew_imps"),
    [
        (Fault.NONE, Fault.DIRECT, False, 3, -3),
        (Fault.PARTIAL, Fault.NONE, False, 0, 3),
        (Fault.NONE, Fault.NONE, False, 3, 3),
        (Fault.NONE, Fault.NONE, True, 0, 0),  # 86B: the average of +3 and −3
        (Fault.PARTIAL, Fault.NONE, True, Fraction(-3, 2), Fraction(3, 2)),
    ],
)
def test_artificial_scores_in_imps(ns, ew, knockout, ns_imps, ew_imps):
    scored = artificial({Side.NS: ns, Side.EW: ew}, Imps(0, knockout))
    assert scored.values[Side.NS].imps == ns_imps
    assert scored.values[Side.EW].imps == ew_imps


@pytest.mark.parametrize(
    ("value_", "text", "signed"),
    [(7, "7", "+7"), (Fraction(36, 5), "7,2", "+7,2"), (-3, "−3", "−3"), (0, "0", "0")],
)
def test_numbers_are_written_the_russian_way(value_, text, signed):
    assert number(value_) == text
    assert signed_number(value_) == signed
