"""Rulings in steps: unauthorised information (16A, 73C, 73F1), misinformation (75, with 21 and
40 by number) and adjusted scores (12C by number, 82C, 88) — the author's findings walked in
order, the damage and the scores worked out by the engine."""

import pytest

from quizzes.engine.judgement import JudgementError, rule_judgement
from quizzes.engine.judgement_steps import Decision
from quizzes.engine.table import Side

# North deals; 1♠ – (2♥) – 2♠ – (3♥) – North thinks a long time and passes – South bids 3♠.
DEAL = "N:AKJ54.K32.A32.42 Q3.AQJ854.K5.Q65 T987.76.QJ64.AK3 62.T9.T987.JT987"
AUCTION = ["1S", "2H", "2S", "3H", "Pass", "Pass", "3S", "Pass", "Pass", "Pass"]


def scenario(judgement, **extra):
    return {
        "deal": DEAL,
        "dealer": "N",
        "vulnerable": "None",
        "auction": AUCTION,
        "judgement": judgement,
        **extra,
    }


def ui(facts, **extra):
    block = {
        "family": "unauthorised_information",
        "offenders": "NS",
        "facts": facts,
        "table": {"tricks": 9},
        "results": [
            {"contract": "3H", "declarer": "E", "tricks": 9, "likelihood": "likely"},
            {"contract": "3H", "declarer": "E", "tricks": 8, "likelihood": "likely"},
            {"contract": "3H", "declarer": "E", "tricks": 10, "likelihood": "probable"},
        ],
        "scoring": {"matchpoints": [140, 140, -140, -170, 50]},
    }
    block.update(extra)
    return scenario(block)


ALL_YES = {"information": "yes", "suggests": "yes", "alternative": "yes"}


def test_the_whole_walk_ends_in_assigned_scores():
    # 73F1: "Если судья определяет, что игрок выбрал из логически альтернативных акций ту,
    # которая более обоснованно, чем другие, могла быть подсказана … его партнёра, то судье
    # надлежит назначить присуждённый результат (см. правило 16)."
    ruling = rule_judgement(ui(ALL_YES))
    assert [f.ask.code for f in ruling.findings] == [
        "information",
        "suggests",
        "alternative",
        "damage",
    ]
    assert ruling.decision is Decision.ASSIGNED
    # The table: 3♠ by North (first to bid spades), 9 tricks: +140.
    assert ruling.case.table.label() == "3♠ Севера, 9 взяток"
    # East–West get the best likely for them: 3♥ made (+140 to them); North–South the worst
    # at all probable: 3♥ with an overtrick, −170.
    assert ruling.points(Side.EW) == 140
    assert ruling.points(Side.NS) == -170
    # Against the field (North–South scores 140, 140, −140, −170, +50).
    assert ruling.values[Side.NS].matchpoints == 1
    assert ruling.values[Side.EW].matchpoints == 2 + 2 + 1 + 0 + 2
    assert "16A" in ruling.laws and "73F1" in ruling.laws and "12" in ruling.laws


@pytest.mark.parametrize("stop", ["information", "suggests", "alternative"])
def test_a_no_stops_the_walk_and_the_result_stands(stop):
    facts = dict(ALL_YES, **{stop: "no"})
    ruling = rule_judgement(ui(facts))
    assert ruling.findings[-1].ask.code == stop and ruling.findings[-1].stopped
    assert "damage" in [ask.code for ask in ruling.not_reached]
    assert ruling.decision is Decision.STANDS
    assert ruling.points(Side.NS) == 140 and ruling.points(Side.EW) == -140


def test_no_logical_alternative_means_the_action_is_allowed():
    ruling = rule_judgement(ui(dict(ALL_YES, alternative={"answer": "no", "reason": "любой бы"})))
    last = ruling.findings[-1]
    assert last.reason == "любой бы"
    assert "разрешено" in last.lines[0].text


def test_without_damage_the_result_stands():
    # 16A, its surviving end: "…назначить присуждённый результат, если он сочтёт, что нарушение
    # привело к ущербу."
    block = ui(
        ALL_YES,
        results=[{"contract": "3S", "declarer": "N", "tricks": 9, "likelihood": "likely"}],
    )
    ruling = rule_judgement(block)
    assert ruling.answers["damage"] == "no"
    assert ruling.decision is Decision.STANDS


def test_the_authors_damage_must_agree_with_the_results():
    with pytest.raises(JudgementError) as error:
        rule_judgement(ui(dict(ALL_YES, damage="no")))
    assert error.value.field == "facts.damage"


def test_a_missing_finding_is_named():
    with pytest.raises(JudgementError) as error:
        rule_judgement(ui({"information": "yes"}))
    assert error.value.field == "facts.suggests"


@pytest.mark.parametrize(
    ("spec", "field"),
    [
        ({"family": "psychic"}, "family"),
        ({"family": "unauthorised_information"}, "offenders"),
        (
            {"family": "misinformation", "offenders": "NS", "facts": {"hesitation": "yes"}},
            "facts.hesitation",
        ),
        ({"family": "misinformation", "offenders": "NS", "colour": 1}, "colour"),
    ],
)
def test_a_bad_block_is_a_judgement_error(spec, field):
    with pytest.raises(JudgementError) as error:
        rule_judgement(scenario(spec))
    assert error.value.field == field


# -- misinformation ----------------------------------------------------------------------------


def mi(mistake, caused="yes"):
    return scenario(
        {
            "family": "misinformation",
            "offenders": "NS",
            "facts": {"mistake": mistake, "caused": caused},
            "table": {"tricks": 9},
            "results": [{"contract": "3H", "declarer": "E", "tricks": 9, "likelihood": "likely"}],
            "scoring": {"imps": 140},
        }
    )


def test_a_mistaken_call_is_no_infraction_whatever_the_damage():
    # 75, example 2: "Здесь нет нарушения правила, т.к. E-W получили верное объяснение
    # соглашения N-S … (Не обращая внимания на ущерб, судье надлежит утвердить результат…)"
    ruling = rule_judgement(mi("call"))
    assert ruling.decision is Decision.STANDS
    assert [f.ask.code for f in ruling.findings] == ["mistake"]


def test_a_mistaken_explanation_that_caused_damage_is_adjusted():
    # 75, example 1: "…если это нарушение привело к ущербу для E-W, то судье надлежит назначить
    # присуждённый результат."
    ruling = rule_judgement(mi("explanation"))
    assert ruling.decision is Decision.ASSIGNED
    assert ruling.points(Side.EW) == 140
    # Teams: East–West's team +140 here, and its North–South +140 in the other room: 7 IMPs.
    assert ruling.values[Side.EW].imps == 7


def test_without_evident_proof_the_director_presumes_a_mistaken_explanation():
    # 75, example 2: "…судья должен исходить из презумпции неправильного объяснения, а не
    # ошибочного назначения при отсутствии очевидных свидетельств обратного."
    ruling = rule_judgement(mi("unclear"))
    first = ruling.findings[0]
    assert first.answer == "explanation"
    assert "презумпции" in first.lines[0].text


def test_misinformation_that_changed_nothing_leaves_the_result():
    ruling = rule_judgement(mi("explanation", caused="no"))
    assert ruling.decision is Decision.STANDS


# -- adjusted score as the ruling itself --------------------------------------------------------


def adjusted(facts, **extra):
    block = {"family": "adjusted_score", "facts": facts, **extra}
    return scenario(block)


def test_an_artificial_score_by_fault_in_pairs():
    ruling = rule_judgement(
        adjusted(
            {"kind": "artificial", "fault_ns": "none", "fault_ew": "direct"},
            scoring={"top": 10},
            session={"NS": 63},
        )
    )
    assert ruling.decision is Decision.ARTIFICIAL
    assert [ask.code for ask in ruling.not_reached] == ["offenders", "damage"]
    assert float(ruling.values[Side.NS].matchpoints) == 6.3
    assert ruling.values[Side.EW].matchpoints == 4


def test_a_directors_error_both_sides_non_offending():
    ruling = rule_judgement(
        adjusted(
            {"kind": "assigned", "offenders": "none"},
            table={"tricks": 9},
            results=[
                {"contract": "3S", "declarer": "N", "tricks": 9, "likelihood": "likely"},
                {"contract": "3S", "declarer": "N", "tricks": 8, "likelihood": "likely"},
            ],
        )
    )
    assert ruling.decision is Decision.ASSIGNED
    assert ruling.points(Side.NS) == 140 and ruling.points(Side.EW) == 50
    assert "82C" in ruling.laws


def test_the_ruling_as_data():
    data = rule_judgement(ui(ALL_YES)).to_dict()
    assert data["decision"] == "assigned" and data["damaged"] is True
    assert data["answers"] == {
        "information": "yes",
        "suggests": "yes",
        "alternative": "yes",
        "damage": "yes",
    }
    assert data["scores"]["NS"]["points"] == -170
    assert data["values"]["EW"]["matchpoints"] == 7
    assert all(
        {"text", "law"} <= set(step) <= {"text", "law", "decides"} for step in data["explanation"]
    )
    # The lines that give the score are marked as the ruling: the assigned results, 12C2.
    assert any(
        step.get("decides") == "ruling" and step["law"] == "12" for step in data["explanation"]
    )


def test_the_judgement_modules_import_no_django():
    import subprocess
    import sys

    code = (
        "import sys, quizzes.engine.judgement, quizzes.engine.adjusted_score; "
        "assert 'django' not in sys.modules; print('ok')"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "ok"
