"""Which calls a player may make next, as the engine decides: each candidate call is added to
the auction on its own, and a call the engine refuses (a ``ScenarioError``: a call the
rectification forbids), that makes it find a new irregularity (insufficient, inadmissible, out
of rotation) or that it cancels without letting it stand (a double offered for an insufficient
bid, 27B3) is not allowed. The key of an ``allowed_calls`` question comes from here."""

from __future__ import annotations

from collections.abc import Iterable

from quizzes.engine import ScenarioError, rule
from quizzes.engine.table import Call, CallError, Seat


def allowed_calls(scenario: dict, seat: Seat, candidates: Iterable[str]) -> list[str]:
    """The candidates (call codes: ``2H``, ``Pass``, ``X``) ``seat`` may make next."""
    baseline = len(rule(scenario).get("irregularities") or [])
    allowed = []
    for code in candidates:
        try:
            Call.parse(code)
        except CallError:
            continue
        attempt = dict(
            scenario, auction=[*(scenario.get("auction") or []), {"call": code, "seat": str(seat)}]
        )
        try:
            outcome = rule(attempt)
        except ScenarioError:
            continue
        stands = (outcome.get("auction") or [])[-1:] == [
            {"seat": seat.letter, "call": str(Call.parse(code))}
        ]
        if stands and len(outcome.get("irregularities") or []) == baseline:
            allowed.append(code)
    return allowed
