"""The claim calculator (Laws 68–71) as its page runs it: strings through ClaimForm, then the
engine's ruling; every refusal a Russian message on the right field."""

import pytest

from quizzes.tools import ToolInputError, claim_calculator
from tests.quizzes.tools.submit import submit

# South leads towards North's ♠AQ with West's king onside; nine tricks won, two lost.
FINESSE = {
    "deal": "N:AQ... 32... 54... K6...",
    "strain": "NT",
    "leader": "S",
    "claimer": "S",
    "response": "contested",
    "won_ns": "9",
    "won_ew": "2",
}


def test_an_unstated_finesse_is_not_credited():
    result = submit("claim", FINESSE)
    assert (result.tricks, result.opponents_tricks) == (1, 1)
    assert result.totals == {"NS": 10, "EW": 3}
    assert result.double_dummy == 2
    assert "70E" in result.laws and "70D" in result.laws
    assert [row.number for row in result.line] == [12, 13]
    assert result.outcome == "претензия принимается не полностью"


def test_a_stated_finesse_and_the_score():
    data = dict(FINESSE, statement="импас ♠Д", declarer="S", contract="3БК", vulnerable="1")
    result = submit("claim", data)
    assert result.tricks == 2 and result.declarer_tricks == 11
    assert result.score == 660  # 3NT vulnerable with two overtricks (Law 77)
    # Entered for both lines as a scorer writes it, the tricks agreed with their number.
    assert result.entry == "Север – Юг +660, Восток – Запад −660"
    assert result.declarer_tricks_text == "11 взяток"


def test_a_trick_in_progress_and_a_player_known_void():
    # South has led the ♠5 and West played low; East showed out of spades earlier.
    data = dict(FINESSE, deal="N:AQ... .32.. 54... K6...", trick="♠5 ♠6", shown_out="В ♠")
    result = submit("claim", data)
    assert result.tricks == 2


def test_a_concession_asked_back_before_the_next_call():
    data = {
        "deal": "S:4..A. ...KQ 2.K.. .A.3.",
        "strain": "S",
        "leader": "S",
        "claimer": "S",
        "claimed": "1",
        "response": "acquiesced",
        "withdrawn": "claimer",
        "when": "before_next_call",
        "won_ns": "10",
        "won_ew": "1",
        "declarer": "S",
        "contract": "4♠",
    }
    result = submit("claim", data)
    assert result.tricks == 2 and result.outcome == "уступка (согласие) аннулируется"
    assert result.score == 480  # 4♠ not vulnerable, twelve tricks


@pytest.mark.parametrize(
    "change, field, message",
    [
        ({"deal": ""}, "deal", "укажите позицию"),
        ({"deal": "N:AQ.. 32... 54... K6..."}, "deal", "мастей вместо 4"),
        ({"deal": "N:AQ... 32... 54... K6"}, "deal", "мастей"),
        ({"deal": "N:AQ... 32... 54... K6..." + "x" * 300}, "deal", "слишком длинная"),
        ({"trick": "♠Щ"}, "trick", "не карта"),
        ({"trick": "♠5 ♠6 ♠Т ♠3"}, "trick", "не больше трёх"),
        ({"trick": "♠Т"}, "deal", "нет у Юга"),
        ({"statement": "сыграю как-нибудь"}, "statement", "не понимаю"),
        ({"shown_out": "Q ♠"}, "shown_out", "место и масть"),
        ({"claimed": "5"}, "claimed", "оставшихся взяток"),
        ({"claimed": "99"}, "claimed", "от 0 до 13"),
        ({"contract": "9БК"}, "contract", "не контракт"),
        ({"contract": "4♠", "declarer": "S"}, "contract", "не совпадает с козырем"),
        ({"contract": "3БК"}, "declarer", "укажите разыгрывающего"),
        ({"withdrawn": "claimer"}, "when", "укажите, когда"),
        ({"won_ns": "12"}, "deal", "больше 13"),
        ({"leader": "X"}, "leader", "выберите значение"),
    ],
)
def test_what_cannot_be_is_refused_in_russian(change, field, message):
    with pytest.raises(ToolInputError) as error:
        submit("claim", {**FINESSE, **change})
    assert error.value.field == field
    assert message in error.value.message


def test_a_position_too_large_for_the_page_says_so(monkeypatch):
    monkeypatch.setattr(claim_calculator, "WEB_BUDGET", 3)
    data = dict(
        FINESSE,
        deal="N:AQT.KJ3.AJ.K 82.65.8763.8 KJ.AQ9.KQ.AQ 765.82.5.643",
        won_ns="2",
        won_ew="2",
    )
    with pytest.raises(ToolInputError) as error:
        submit("claim", data)
    assert error.value.field == "deal" and "слишком велика" in error.value.message
