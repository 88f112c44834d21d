import pytest

from quizzes.engine.seats import Seat, SeatError, Side


def test_rotation_is_clockwise():
    assert [Seat.NORTH.next(i).letter for i in range(4)] == ["N", "E", "S", "W"]
    assert Seat.WEST.next() == Seat.NORTH


def test_partner_and_opponents():
    assert Seat.NORTH.partner == Seat.SOUTH
    assert Seat.SOUTH.lho == Seat.WEST
    assert Seat.SOUTH.rho == Seat.EAST
    assert Seat.EAST.is_partner_of(Seat.WEST)
    assert not Seat.EAST.is_partner_of(Seat.NORTH)


def test_north_is_a_true_value():
    assert Seat.NORTH


@pytest.mark.parametrize("text", ["N", "north", "NORTH", "С"])
def test_parse(text):
    assert Seat.parse(text) == Seat.NORTH


def test_parse_rejects():
    with pytest.raises(SeatError):
        Seat.parse("Q")


def test_sides():
    assert Seat.NORTH.side is Side.NS and Seat.WEST.side is Side.EW
    assert Side.NS.seats == (Seat.NORTH, Seat.SOUTH)
    assert Side.EW.other is Side.NS
    assert Seat.EAST.side == "EW"


def test_seat_formats_as_its_letter():
    assert f"{Seat.EAST}" == str(Seat.EAST) == "E"
