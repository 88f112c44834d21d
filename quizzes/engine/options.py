"""Options: the choices the laws leave to a side.

An option is a frozen :class:`Option`; ``to_dict()`` gives ``{code, side, text, laws}`` (plus
``card`` or ``suit`` when the choice names one). ``side`` is ``declarer``, ``defenders``
(during the play) or ``opponents`` (the non-offending side during the auction, exercised by
the offender's left-hand opponent). A scenario applies a choice with ``{choose: code}``
(adding ``card:`` or ``suit:`` when the option has one). The choice the engine waits for is a
``Pending`` (``referee.py``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .cards import Card, Suit


@dataclass(frozen=True)
class Option:
    code: str
    side: str
    text: str
    laws: tuple[str, ...]
    card: Card | None = None
    suit: Suit | None = None

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "code": self.code,
            "side": self.side,
            "text": self.text,
            "laws": list(self.laws),
        }
        if self.card is not None:
            out["card"] = str(self.card)
        if self.suit is not None:
            out["suit"] = self.suit.letter
        return out

    @property
    def label(self) -> str:
        """``code`` with its card or suit, for messages: ``require_lead (S)``."""
        extra = self.card or self.suit
        return f"{self.code} ({extra})" if extra else self.code

    def matches(self, item: Mapping[str, Any]) -> bool:
        """Whether a ``{choose: …}`` item names this option (with its card or suit)."""
        if item.get("choose") != self.code:
            return False
        if self.card is not None:
            if str(item.get("card", "")).upper().replace("10", "T") != str(self.card):
                return False
        if self.suit is not None and str(item.get("suit", "")).upper() != self.suit.letter:
            return False
        return True


def option(
    code: str,
    side: str,
    text: str,
    laws: list[str],
    card: Card | None = None,
    suit: Suit | None = None,
) -> Option:
    return Option(code, side, text, tuple(laws), card, suit)


def stand_or_cancel(
    law: str, stand: tuple[str, str], cancel: tuple[str, str]
) -> tuple[Option, Option]:
    """The choice a call out of rotation (29) or a changed call (25) leaves the non-offending
    side, exercised by the offender's LHO: to let the call stand or to cancel it — each option
    a ``(code, text)``, both under ``law``."""
    return (
        option(stand[0], "opponents", stand[1], [law]),
        option(cancel[0], "opponents", cancel[1], [law]),
    )
