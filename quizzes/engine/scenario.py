"""Scenarios: the input of ``rule()``, as a dict or the same content in YAML, JSON or PBN.

Keys (all but ``deal`` optional; other keys such as narrative or question are kept untouched):

- ``deal``: PBN deal string (``"N:AKQ2.K32.A32.432 …"``); a partial deal for an end position.
- ``dealer``: N E S W (default N); ``vulnerable``: None NS EW All (default None).
- ``auction``: list of calls in rotation from dealer: ``1NT``, ``Pass``, ``X``, ``XX``; or
  ``{call: 2D, seat: E}`` for a call by a named seat (out of rotation, or the offender's
  substitution after an insufficient bid); ``{expose: [HQ], seat: W, lead: false}`` for
  cards exposed during the auction (Law 24); ``{choose: <code>}`` for a choice.
- ``contract`` (``4S``, ``3NTX``) and ``declarer``: needed when the auction does not give them.
- ``tricks_before``: tricks declarer's side won before a partial deal's end position;
  ``leader``: who is on lead in that end position (default: declarer's left-hand opponent).
- ``play``: list of items in order:
  ``"SJ"`` a card played by its holder;
  ``{expose: [HQ], how: accidental|deliberate}`` cards exposed by their holder;
  ``could_know: true`` when the director judges that the defender could have known the
  exposure could help damage the other side (e.g. a card shown to partner): Law 50A, an
  adjusted score instead of the penalty-card rectifications;
  ``{choose: <code>, card: .., suit: ..}`` a choice among the options offered;
  ``{designate: "старшая"|"младшая"|"любая"|"S"|"K"|"SK", suit: S}`` declarer names a card
  of dummy (Law 46);
  ``{fifth: HQ, lead: false}`` a fifth card played to a complete trick (Law 45E);
  ``{simultaneous: [HQ, H2], visible: [HQ], intended: HQ}`` two or more cards played at once
  by one player (Law 58B);
  ``{correct_revoke: H5}`` the revoker substitutes a legal card before the revoke is
  established (Law 62);
  ``{dummy_seen: true}`` declarer could see dummy's cards at an opening lead out of turn
  (Law 54C: he must accept it).
- ``revoke_attention``: when attention was first drawn to the revokes — ``play`` (default,
  during the deal), ``next_board`` (after a call by the non-offending side in the next deal,
  Law 64B4), ``round_over`` (after the round, 64B5).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import yaml

from . import yaml_text
from .pbn import read_pbn
from .scenario_error import ScenarioError
from .scenario_shape import KNOWN_ITEM_KEYS, validate

__all__ = ["KNOWN_ITEM_KEYS", "ScenarioError", "load", "validate"]


def load(name: str | Path) -> dict[str, Any]:
    """Read a scenario file: ``.yaml``/``.yml``, ``.json`` or ``.pbn``."""
    path = Path(name)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ScenarioError(f"файл не найден: {path}") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise ScenarioError(f"файл не читается: {path} ({exc})") from None
    suffix = path.suffix.lower()
    if suffix == ".pbn":
        return read_pbn(text)
    if suffix == ".json":
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise ScenarioError(f"ошибка JSON в строке {exc.lineno}: {exc.msg}") from None
    else:
        try:
            data = yaml_text.load(text)
        except yaml.YAMLError as exc:
            mark = getattr(exc, "problem_mark", None)
            line = f" в строке {mark.line + 1}" if mark else ""
            raise ScenarioError(f"ошибка YAML{line}") from None
    return validate(data)
