"""The shape of a scenario: a dict with a deal, lists of auction and play items whose dict items
use only known keys, a non-negative ``tricks_before``. Each dict item does exactly one thing —
its action key (``card``, ``expose``, ``choose`` …) — with the keys that go with that action,
and every yes/no or one-of-a-list value is checked here, with a Russian message naming the
field and what it may be. The content (cards, calls, choices) is checked by the referee as it
plays the scenario through."""

from __future__ import annotations

from typing import Any

from .scenario_error import ScenarioError

# Each action key of a dict item and the keys that may go with it (``seat`` is who acted, in
# the auction; ``suit``/``card`` complete a choice; ``lead`` marks a card as a lead, 53C/45E).
PLAY_ACTIONS: dict[str, frozenset[str]] = {
    "card": frozenset({"lead"}),
    "expose": frozenset({"how", "could_know"}),
    "choose": frozenset({"suit", "card"}),
    "designate": frozenset({"suit"}),
    "fifth": frozenset({"lead", "how"}),
    "simultaneous": frozenset({"visible", "intended"}),
    "correct_revoke": frozenset(),
    "dummy_seen": frozenset(),
    "claim": frozenset(),
}
AUCTION_ACTIONS: dict[str, frozenset[str]] = {
    "call": frozenset({"seat", "conventional", "simultaneous"}),
    "change": frozenset({"seat", "inadvertent"}),
    "expose": frozenset({"seat", "lead"}),
    "choose": frozenset({"suit", "card"}),
}
ACTIONS = {"play": PLAY_ACTIONS, "auction": AUCTION_ACTIONS}
KNOWN_ITEM_KEYS = {
    key
    for actions in ACTIONS.values()
    for action, extra in actions.items()
    for key in {action, *extra}
}

# Yes/no keys of dict items: ``true`` or ``false`` (YAML's yes/no are read as those too), never
# a string — «"yes"» or «maybe» would otherwise be read as yes. ``simultaneous`` is one in the
# auction; in the play it is the list of cards played together.
BOOLEAN_KEYS = {
    "play": ("lead", "could_know", "dummy_seen"),
    "auction": ("lead", "conventional", "inadvertent", "simultaneous"),
}
# Keys whose value is one of a list: item key → allowed values (the first is the default).
ENUM_KEYS = {"how": ("accidental", "deliberate")}
SUITS = ("S", "H", "D", "C")

# When attention was first drawn to a revoke (64B4, 64B5): checked with the shape, so that a
# misspelt value is an error in a scenario without a revoke too.
REVOKE_ATTENTION = ("play", "next_board", "round_over")


_STRINGS = {str}


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
        if not value or set(map(type, value)) == _STRINGS:
            continue  # a list of strings (most plays are): nothing to look at item by item
        for index, item in enumerate(value):
            if type(item) is str:
                continue
            if isinstance(item, dict):
                _item(item, key, index)
            elif not isinstance(item, str | int):
                raise ScenarioError("ожидается строка или словарь", key, index)
    attention = scenario.get("revoke_attention")
    if attention is not None and attention not in REVOKE_ATTENTION:
        raise ScenarioError(
            f"«{attention}» — ожидается play, next_board или round_over", "revoke_attention"
        )
    before = scenario.get("tricks_before")
    if before is not None and (
        isinstance(before, bool) or not isinstance(before, int) or before < 0
    ):
        raise ScenarioError("должно быть неотрицательным целым числом", "tricks_before")
    return scenario


def _item(item: dict[Any, Any], key: str, index: int) -> None:
    """One dict item of the auction or the play: known keys, one action, its values."""
    actions = ACTIONS[key]
    unknown = set(item) - KNOWN_ITEM_KEYS
    if unknown:
        names = ", ".join(sorted(map(str, unknown)))
        raise ScenarioError(f"неизвестные ключи: {names}", key, index)
    present = [action for action in actions if action in item]
    # ``card`` completes a ``choose`` (the card a choice names); alone it is a play.
    if "choose" in present and "card" in present:
        present.remove("card")
    allowed = ", ".join(actions)
    if not present:
        raise ScenarioError(f"элемент должен содержать одно из: {allowed}", key, index)
    if len(present) > 1:
        raise ScenarioError(
            f"в одном элементе сразу {' и '.join(present)}: один элемент — одно действие "
            f"({allowed}); запишите их отдельными элементами",
            key,
            index,
        )
    action = present[0]
    stray = set(item) - {action, *actions[action]}
    if stray:
        names = ", ".join(sorted(map(str, stray)))
        goes = ", ".join(sorted(actions[action])) or "ничего"
        raise ScenarioError(
            f"ключ {names} не относится к {action} (с {action} допустимо: {goes})", key, index
        )
    for name in BOOLEAN_KEYS[key]:
        if name in item and not isinstance(item[name], bool):
            if name == "simultaneous" and key == "play":
                continue
            raise ScenarioError(f"{name}: «{item[name]}» — ожидается true или false", key, index)
    for name, allowed_values in ENUM_KEYS.items():
        if name in item and item[name] not in allowed_values:
            raise ScenarioError(
                f"{name}: «{item[name]}» — ожидается {' или '.join(allowed_values)}", key, index
            )
    if "suit" in item and "choose" in item and str(item["suit"]).strip().upper() not in SUITS:
        raise ScenarioError(f"suit: «{item['suit']}» — ожидается масть: S, H, D или C", key, index)
    if action == "simultaneous" and not isinstance(item[action], list):
        raise ScenarioError(
            "simultaneous: ожидается список карт, сыгранных одновременно", key, index
        )
    for name in ("visible",):
        if name in item and not isinstance(item[name], list):
            raise ScenarioError(f"{name}: ожидается список карт", key, index)
