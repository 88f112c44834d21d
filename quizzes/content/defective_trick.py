"""A scenario's defective trick (Law 67) ruled by the engine's ``defective_trick`` module.

The engine's ``rule()`` plays four cards to a trick, so a trick with a card missing or a card too
many cannot be in a scenario's ``play``: the play stops before the defective trick, the narrative
tells it, and the ``defective_trick`` block names what the director needs:

```yaml
defective_trick:
  offender: E            # who played no card, or more than one
  led: H                 # the suit led to the defective trick (absent: the offender led it)
  failed_to_play: yes    # or played: [HK, H3] — the offender's cards in that trick
  shown: HK              # 67B2: the card he showed in playing, when the director knows it
  next_trick_played: yes # both sides have played to the next trick (67B); no: 67A
  played_since: [S4]     # the offender's cards played after the defective trick
```

The offender's hand is the deal's, less what he played before (the scenario's play) and since.
Plain Python; the key forms are ``defective_trick:<field>`` (``derive``).
"""

from __future__ import annotations

from typing import Any

from quizzes.content import position
from quizzes.engine.defective_trick import (
    DefectiveTrickError,
    Rectification,
    failed_to_play,
    too_many_cards,
)
from quizzes.engine.table import Card, CardError, Seat, SeatError, Suit

FIELDS = (
    "offender",
    "led",
    "failed_to_play",
    "played",
    "shown",
    "next_trick_played",
    "played_since",
)


class BlockError(ValueError):
    """A malformed block (a Russian message naming the field)."""


def _cards(value: Any, field: str) -> list[Card]:
    if not isinstance(value, list):
        raise BlockError(f"defective_trick.{field}: нужен список карт")
    try:
        return [Card.parse(str(item)) for item in value]
    except CardError as exc:
        raise BlockError(f"defective_trick.{field}: {exc}") from exc


def rectify(block: Any, scenario: dict, ruling: dict | None) -> Rectification:
    """The engine's rectification of the defective trick the block describes."""
    if not isinstance(block, dict):
        raise BlockError("defective_trick: нужен словарь (offender, led, failed_to_play …)")
    unknown = sorted(set(block) - set(FIELDS))
    if unknown:
        raise BlockError(f"defective_trick: неизвестные поля {unknown}; допустимы {list(FIELDS)}")
    try:
        offender = Seat.parse(block.get("offender"))
    except SeatError as exc:
        raise BlockError(f"defective_trick.offender: {exc}") from exc
    try:
        led = Suit.parse(block["led"]) if block.get("led") is not None else None
    except ValueError as exc:
        raise BlockError(f"defective_trick.led: {exc}") from exc
    next_trick = block.get("next_trick_played")
    if not isinstance(next_trick, bool):
        raise BlockError("defective_trick.next_trick_played: yes или no")
    since = _cards(block.get("played_since", []), "played_since")
    held = set(position.of(scenario, ruling).held(offender))
    if not held:
        raise BlockError("defective_trick: у сценария нет сдачи с картами нарушителя")
    missing = [c for c in since if c not in held]
    if missing:
        raise BlockError(f"defective_trick.played_since: у нарушителя нет {missing[0]}")
    hand = held - set(since)
    try:
        if block.get("failed_to_play") is True:
            if "played" in block or led is None:
                raise BlockError("defective_trick: не сыгравший в взятку не делал в ней хода (led)")
            return failed_to_play(hand, led, next_trick_played=next_trick)
        played = _cards(block.get("played"), "played")
        if any(card not in hand for card in played):
            raise BlockError("defective_trick.played: у нарушителя нет такой карты")
        shown = Card.parse(str(block["shown"])) if block.get("shown") else None
        holds_led = led is not None and any(card.suit == led for card in hand)
        return too_many_cards(
            played, led, holds_suit_led=holds_led, next_trick_played=next_trick, shown=shown
        )
    except (DefectiveTrickError, CardError) as exc:
        raise BlockError(f"defective_trick: {exc}") from exc


def explanation(result: Rectification) -> list[dict]:
    """The engine's steps, as a question's explanation steps; the step that rules goes last,
    where the pages look for the ruling (for 67B2, the card left in the trick, not what
    follows for the card returned)."""
    steps = result.steps()
    if result.returned:
        steps = steps[1:] + steps[:1]
    return [{"text": text, "law": law} for text, law in steps]


def derive(field: str, result: Rectification) -> Any:
    """The key ``defective_trick:<field>`` reads: ``clause`` (``67A1``, ``67B1A``, ``67B1B``,
    ``67B2``, ``67A2``), ``kept`` (the card left in the trick, 67B2), ``deemed_revoke`` and
    ``changes_trick_winner`` (yes/no), ``max_penalty_tricks``, ``choices`` (the cards he may
    place, as codes)."""
    if field == "clause":
        return result.clause
    if field == "kept":
        if result.clause != "67B2":
            raise BlockError("defective_trick:kept — только для лишней карты (67B2)")
        return str(result.choices[0])
    if field in ("deemed_revoke", "changes_trick_winner"):
        return "yes" if getattr(result, field) else "no"
    if field == "max_penalty_tricks":
        return result.max_penalty_tricks
    if field == "choices":
        return sorted(str(card) for card in result.choices)
    raise BlockError(f"defective_trick:{field} — такого поля нет")
