"""Reading submitted form fields: numbers and choices with Russian messages for bad input."""

from __future__ import annotations

from collections.abc import Mapping

# Longest text any tool field accepts: a board's list of scores stays far below this.
MAX_FIELD_LENGTH = 4000


class ToolInputError(ValueError):
    """Bad input to a tool: ``message`` is shown in the form next to ``field``."""

    def __init__(self, message: str, field: str | None = None):
        super().__init__(message)
        self.message = message
        self.field = field


def text(data: Mapping, name: str, default: str = "") -> str:
    value = data.get(name, default)
    if value is None:
        return default
    value = str(value).strip()
    if len(value) > MAX_FIELD_LENGTH:
        raise ToolInputError("слишком длинное значение", name)
    return value


def integer(data: Mapping, name: str, label: str, low: int, high: int) -> int:
    raw = text(data, name).replace("−", "-").replace("–", "-").replace(" ", "")
    if raw == "":
        raise ToolInputError(f"укажите {label}", name)
    try:
        value = int(raw)
    except ValueError:
        raise ToolInputError(f"{label}: «{raw}» — не целое число", name) from None
    if not low <= value <= high:
        raise ToolInputError(f"{label}: нужно число от {low} до {high}", name)
    return value


def decimal(data: Mapping, name: str, label: str, low: float, high: float) -> float:
    raw = text(data, name).replace(",", ".").replace("%", "").replace(" ", "")
    if raw == "":
        raise ToolInputError(f"укажите {label}", name)
    try:
        value = float(raw)
    except ValueError:
        raise ToolInputError(f"{label}: «{raw}» — не число", name) from None
    if not low <= value <= high or value != value:
        raise ToolInputError(f"{label}: нужно число от {low:g} до {high:g}", name)
    return value


def choice(data: Mapping, name: str, label: str, allowed, default: str | None = None) -> str:
    raw = text(data, name)
    if raw == "" and default is not None:
        return default
    if raw not in allowed:
        raise ToolInputError(f"{label}: выберите значение из списка", name)
    return raw


def flag(data: Mapping, name: str) -> bool:
    return text(data, name).lower() in ("1", "on", "yes", "true", "да")
