"""Options: choices the laws leave to a side, and the pending choice the engine waits for.

An option is a dict ``{code, side, text, laws}`` (plus ``card`` or ``suit`` when the choice
names one). ``side`` is ``declarer``, ``defenders`` (during the play), ``opponents`` (the
non-offending side during the auction, exercised by the offender's left-hand opponent).
A scenario applies a choice with ``{choose: code}`` (adding ``card:`` or ``suit:`` when the
option has one).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field


def option(code: str, side: str, text: str, laws: list[str], **extra) -> dict:
    entry = {"code": code, "side": side, "text": text, "laws": list(laws)}
    entry.update({k: v for k, v in extra.items() if v is not None})
    return entry


@dataclass
class Pending:
    """A choice the engine waits for. ``on_choose(option, item)`` applies a recorded choice;
    ``on_card(seat, card, item)`` decides what a card played instead of a choice means
    (returns True when the card has been dealt with, False to play it normally)."""

    kind: str
    options: list[dict]
    on_choose: Callable
    on_card: Callable | None = None
    data: dict = field(default_factory=dict)

    def find(self, item: dict) -> dict | None:
        code = item.get("choose")
        for entry in self.options:
            if entry["code"] != code:
                continue
            if (
                "card" in entry
                and str(item.get("card", "")).upper().replace("10", "T") != (entry["card"])
            ):
                continue
            if "suit" in entry and str(item.get("suit", "")).upper() != entry["suit"]:
                continue
            return entry
        return None
