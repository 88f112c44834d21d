"""Seats at the table: ``Seat.NORTH`` … ``Seat.WEST``, clockwise (N E S W)."""

from __future__ import annotations

from enum import IntEnum


class SeatError(ValueError):
    """A string that is not a seat."""


class Seat(IntEnum):
    NORTH = 0
    EAST = 1
    SOUTH = 2
    WEST = 3

    def __bool__(self) -> bool:
        # Seat.NORTH is 0; a seat is always a value, never "nothing".
        return True

    @property
    def letter(self) -> str:
        return "NESW"[self.value]

    @property
    def name_ru(self) -> str:
        return ("Север", "Восток", "Юг", "Запад")[self.value]

    @property
    def gen(self) -> str:
        return ("Севера", "Востока", "Юга", "Запада")[self.value]

    @property
    def dat(self) -> str:
        return ("Северу", "Востоку", "Югу", "Западу")[self.value]

    @property
    def ins(self) -> str:
        return ("Севером", "Востоком", "Югом", "Западом")[self.value]

    def next(self, steps: int = 1) -> Seat:
        """The seat ``steps`` places clockwise (play and calls go clockwise)."""
        return Seat((self.value + steps) % 4)

    @property
    def lho(self) -> Seat:
        return self.next(1)

    @property
    def partner(self) -> Seat:
        return self.next(2)

    @property
    def rho(self) -> Seat:
        return self.next(3)

    @property
    def side(self) -> str:
        return "NS" if self.value % 2 == 0 else "EW"

    def is_partner_of(self, other: Seat) -> bool:
        return self.value % 2 == other.value % 2

    @classmethod
    def parse(cls, text) -> Seat:
        if isinstance(text, Seat):
            return text
        key = str(text).strip().upper()
        aliases = {"С": "N", "В": "E", "Ю": "S", "З": "W"}
        key = aliases.get(key, key)
        for seat in cls:
            if key in (seat.letter, seat.name):
                return seat
        raise SeatError(f"неизвестное место «{text}» (ожидается N, E, S или W)")

    def __str__(self) -> str:
        return self.letter


def vulnerable_side(vulnerable, seat: Seat) -> bool:
    """Whether ``seat``'s side is vulnerable under a PBN-style vulnerability string."""
    key = "None" if vulnerable is None else str(vulnerable).strip()
    key = {"Love": "None", "-": "None", "Both": "All", "Оба": "All"}.get(key, key)
    if key == "All":
        return True
    if key == "None":
        return False
    return seat.side == key.upper()
