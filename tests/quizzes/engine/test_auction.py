import pytest

from quizzes.engine.auction import Call, CallError, Contract, final_contract
from quizzes.engine.seats import Seat


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Pass", "Pass"),
        ("p", "Pass"),
        ("X", "X"),
        ("XX", "XX"),
        ("1NT", "1NT"),
        ("3N", "3NT"),
        ("7C", "7C"),
        ("2♠", "2S"),
    ],
)
def test_calls(text, expected):
    assert str(Call.parse(text)) == expected


@pytest.mark.parametrize("text", ["8S", "0C", "1Z", "NT"])
def test_not_calls(text):
    with pytest.raises(CallError):
        Call.parse(text)


def test_bid_order():
    assert Call.parse("1NT").order < Call.parse("2C").order < Call.parse("2D").order


@pytest.mark.parametrize(("text", "doubled"), [("4S", 0), ("4SX", 1), ("3NTXX", 2)])
def test_contract(text, doubled):
    contract = Contract.parse(text)
    assert contract.doubled == doubled and str(contract) == text


def test_declarer_is_first_of_the_side_to_name_the_strain():
    calls = [Call.parse(c) for c in ["1NT", "Pass", "3NT", "Pass", "Pass", "Pass"]]
    contract, declarer = final_contract(Seat.NORTH, calls)
    assert str(contract) == "3NT" and declarer == Seat.NORTH


def test_doubled_contract_and_declarer_from_partner():
    calls = [Call.parse(c) for c in ["1H", "1S", "2H", "2S", "4H", "X", "Pass", "Pass", "Pass"]]
    contract, declarer = final_contract(Seat.EAST, calls)
    assert str(contract) == "4HX" and declarer == Seat.EAST


def test_passed_out():
    calls = [Call.parse("Pass")] * 4
    assert final_contract(Seat.NORTH, calls) == (None, None)
