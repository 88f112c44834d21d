"""``ScenarioError``: a scenario the engine cannot rule, with the field and position it
names (``play[4]: у Востока (E) уже нет карты ♥Д``)."""

from __future__ import annotations


class ScenarioError(ValueError):
    """A scenario that cannot be ruled; names the field and position (``play[4]``)."""

    def __init__(self, message: str, field: str | None = None, position: int | None = None):
        self.field = field
        self.position = position
        self.detail = message
        where = field or ""
        if field is not None and position is not None:
            where = f"{field}[{position}]"
        super().__init__(f"{where}: {message}" if where else message)
