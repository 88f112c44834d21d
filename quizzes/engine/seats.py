"""Seats at the table: ``Seat.NORTH`` … ``Seat.WEST``, clockwise (N E S W), and the two sides.

The Russian names of the seats, in every grammatical case, are in ``quizzes.engine.russian``.
"""

from __future__ import annotations

from enum import IntEnum, StrEnum


class SeatError(ValueError):
    """A string that is not a seat."""


class Side(StrEnum):
    """A partnership: North–South or East–West (the PBN vulnerability letters)."""

    NS = "NS"
    EW = "EW"

    @property
    def seats(self) -> tuple[Seat, Seat]:
        return (Seat.NORTH, Seat.SOUTH) if self is Side.NS else (Seat.EAST, Seat.WEST)

    @property
    def other(self) -> Side:
        return Side.EW if self is Side.NS else Side.NS


# Seats as the engine reads them: the letter, the English name, the Russian initial.
_SEAT_KEYS = {"N": 0, "E": 1, "S": 2, "W": 3, "С": 0, "В": 1, "Ю": 2, "З": 3}


class Seat(IntEnum):
    NORTH = 0
    EAST = 1
    SOUTH = 2
    WEST = 3

    def __bool__(self) -> bool:
        # Seat.NORTH is 0; a seat is always a value, never "nothing".
        return True

    # The value is read as ``_value_`` below: Enum's ``value`` property costs a Python call,
    # and seats are asked for their neighbours at every card.
    @property
    def letter(self) -> str:
        return "NESW"[self._value_]

    def next(self, steps: int = 1) -> Seat:
        """The seat ``steps`` places clockwise (play and calls go clockwise)."""
        return _SEATS[(self._value_ + steps) % 4]

    @property
    def lho(self) -> Seat:
        return _SEATS[(self._value_ + 1) % 4]

    @property
    def partner(self) -> Seat:
        return _SEATS[(self._value_ + 2) % 4]

    @property
    def rho(self) -> Seat:
        return _SEATS[(self._value_ + 3) % 4]

    @property
    def side(self) -> Side:
        return Side.NS if self._value_ % 2 == 0 else Side.EW

    def is_partner_of(self, other: Seat) -> bool:
        return (self._value_ - other._value_) % 2 == 0

    @classmethod
    def parse(cls, text: object) -> Seat:
        if isinstance(text, Seat):
            return text
        key = str(text).strip().upper()
        if key in _SEAT_KEYS:
            return _SEATS[_SEAT_KEYS[key]]
        for seat in cls:
            if key == seat.name:
                return seat
        raise SeatError(f"неизвестное место «{text}» (ожидается N, E, S или W)")

    def __str__(self) -> str:
        return self.letter

    def __format__(self, spec: str) -> str:
        return format(self.letter, spec)


_SEATS: tuple[Seat, ...] = (Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST)
SEATS = _SEATS
