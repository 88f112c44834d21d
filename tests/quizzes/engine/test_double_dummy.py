"""The double-dummy solver wrapper: best play by all four, from an end position."""

import pytest

from quizzes.engine.claim_position import Position
from quizzes.engine.double_dummy import best_cards, tricks
from quizzes.engine.table import Card, Seat, Suit


def position(pbn: str, leader: Seat, trump: Suit | None = None, trick=()) -> Position:
    return Position.from_pbn(pbn, trump=trump, leader=leader, trick=[Card.parse(c) for c in trick])


# North AQ of spades over West's king: with South on lead the finesse wins both tricks.
FINESSE = "N:AQ... 32... 54... K6..."


@pytest.mark.parametrize(
    "pbn, leader, trump, trick, seat, expected",
    [
        (FINESSE, Seat.SOUTH, None, (), Seat.NORTH, 2),
        (FINESSE, Seat.SOUTH, None, (), Seat.WEST, 0),
        # The king sits under the ace-queen: North must lead away, West takes one.
        ("N:AQ... K3... 54... 62...", Seat.NORTH, None, (), Seat.SOUTH, 1),
        # A trick in progress: South has led the five and West has played low.
        (FINESSE, Seat.SOUTH, None, ("S5", "S6"), Seat.NORTH, 2),
        # Hearts trumps: East ruffs the second diamond unless North draws the trump first.
        ("N:.A.AK. ..Q2.2 .3.43. .2..65", Seat.NORTH, Suit.HEARTS, (), Seat.NORTH, 3),
    ],
)
def test_tricks_with_best_play(pbn, leader, trump, trick, seat, expected):
    assert tricks(position(pbn, leader, trump, trick), seat) == expected


def test_best_cards_are_those_keeping_the_maximum():
    # West to play after South's five: the king or the six both hold North to two tricks.
    assert best_cards(position(FINESSE, Seat.SOUTH, trick=("S5",))) == [
        Card.parse("SK"),
        Card.parse("S6"),
    ]
    # North, to lead the trump: only the heart ace keeps all three tricks.
    assert best_cards(position("N:.A.AK. ..Q2.2 .3.43. .2..65", Seat.NORTH, Suit.HEARTS)) == [
        Card.parse("HA")
    ]


def test_a_position_is_solved_once(monkeypatch):
    # A solve takes milliseconds: ruling the same position again (a scenario's prefixes, a
    # page shown again) asks the solver nothing new, and the answer is the same.
    from quizzes.engine import double_dummy

    double_dummy.forget()
    calls = []
    solve = double_dummy.solve_board

    def counting(*args, **kwargs):
        calls.append(args)
        return solve(*args, **kwargs)

    monkeypatch.setattr(double_dummy, "solve_board", counting)
    finesse = position(FINESSE, Seat.SOUTH)
    assert tricks(finesse, Seat.NORTH) == 2
    assert tricks(position(FINESSE, Seat.SOUTH), Seat.NORTH) == 2
    assert tricks(finesse, Seat.WEST) == 0  # the other side's view of the same solve
    assert len(calls) == 1
    assert tricks(position(FINESSE, Seat.SOUTH, trick=("S5",)), Seat.NORTH) == 2
    assert len(calls) == 2
