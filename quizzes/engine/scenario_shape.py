"""The shape of a scenario: a dict with a deal, lists of auction and play items whose dict items
use only known keys, a non-negative ``tricks_before``. The content (cards, calls, choices) is
checked by the referee as it plays the scenario through."""

from __future__ import annotations

from typing import Any

from .scenario_error import ScenarioError

KNOWN_ITEM_KEYS = {
    "expose",
    "how",
    "could_know",
    "seat",
    "choose",
    "card",
    "suit",
    "designate",
    "fifth",
    "lead",
    "simultaneous",
    "visible",
    "intended",
    "correct_revoke",
    "call",
    "conventional",
    "dummy_seen",
    "change",
    "inadvertent",
    "claim",
}

# When attention was first drawn to a revoke (64B4, 64B5): checked with the shape, so that a
# misspelt value is an error in a scenario without a revoke too.
REVOKE_ATTENTION = ("play", "next_board", "round_over")


def validate(scenario: object) -> dict[str, Any]:
    """Check the shape of a scenario; the rules engine checks the content as it plays."""
    if not isinstance(scenario, dict):
        raise ScenarioError("сценарий должен быть словарём (ключ: значение)")
    if "deal" not in scenario or not scenario["deal"]:
        raise ScenarioError("нет сдачи", "deal")
    for key in ("auction", "play"):
        value = scenario.get(key)
        if value is not None and not isinstance(value, list):
            raise ScenarioError("должен быть списком", key)
        for index, item in enumerate(value or []):
            if type(item) is str:
                continue
            if isinstance(item, dict):
                unknown = set(item) - KNOWN_ITEM_KEYS
                if unknown:
                    names = ", ".join(sorted(map(str, unknown)))
                    raise ScenarioError(f"неизвестные ключи: {names}", key, index)
            elif not isinstance(item, str | int):
                raise ScenarioError("ожидается строка или словарь", key, index)
    attention = scenario.get("revoke_attention")
    if attention and attention not in REVOKE_ATTENTION:
        raise ScenarioError(
            f"«{attention}» — ожидается play, next_board или round_over", "revoke_attention"
        )
    before = scenario.get("tricks_before")
    if before is not None and (not isinstance(before, int) or before < 0):
        raise ScenarioError("должно быть неотрицательным целым числом", "tricks_before")
    return scenario
