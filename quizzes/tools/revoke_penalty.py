"""Law 64 revoke-penalty calculator: tricks transferred after an established revoke.

The form gives the facts Law 64 turns on; the decision — 64A1, 64A2 with the further trick at
its end, the exemptions 64B1–64B6 — is the rules engine's ``revoke_penalty``. Law 62 (a revoke
not yet established) is said here, in our words.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from quizzes.engine.revoke import revoke_penalty

from .form_input import ToolInputError, choice, flag, integer, text

OFFENDERS = {"declarer": "разыгрывающий", "dummy": "болван", "defender": "вистующий"}
TRICK_WINNERS = {
    "offender": "сам нарушитель",
    "partner": "партнёр нарушителя",
    "opponents": "ненарушившая сторона",
}
DISCOVERY = {
    "play": "во время игры этой сдачи или сразу после неё",
    "next_board": "после того, как ненарушившая сторона сделала заявку в следующей сдаче",
    "round_over": "после окончания раунда",
}


@dataclass
class Step:
    text: str
    law: str | None


@dataclass
class RevokeResult:
    transferred: int
    laws: list[str]
    steps: list[Step] = field(default_factory=list)
    established: bool = True
    notes: list[Step] = field(default_factory=list)  # our explanation, not law text
    declarer_tricks: int | None = None
    declarer_tricks_after: int | None = None


def calculate(data: Mapping) -> RevokeResult:
    role = choice(data, "offender", "кто сделал фальшренонс", OFFENDERS)
    trick = integer(data, "trick", "номер взятки фальшренонса", 1, 12)
    winner_role = choice(data, "revoke_trick", "кто выиграл взятку фальшренонса", TRICK_WINNERS)
    later = integer(data, "later", "взяток нарушившей стороны после неё", 0, 13 - trick)
    discovery = choice(data, "discovered", "когда обнаружен", DISCOVERY, default="play")
    established = choice(data, "established", "выявлен ли фальшренонс", ("yes", "no"), "yes")
    if established == "no":
        return _not_established(role)
    penalty = revoke_penalty(
        revoke_trick_won_by=winner_role,
        later_tricks=later,
        trick=trick,
        later_won_with_revoke_suit=flag(data, "won_with_revoke_suit"),
        # Law 64B3: dummy's cards are faced on the table.
        faced=role == "dummy" or flag(data, "faced"),
        second_same_suit=flag(data, "second_same_suit"),
        attention=discovery,
    )
    steps = [Step(text, law) for text, law in penalty.steps]
    result = RevokeResult(penalty.tricks, [*penalty.laws, "64C"], steps, notes=[_equity_note()])
    played = _declarer_tricks(data)
    if played is not None:
        result.declarer_tricks = played
        sign = -1 if role in ("declarer", "dummy") else 1
        after = played + sign * result.transferred
        if not 0 <= after <= 13:
            raise ToolInputError(
                "столько взяток перейти не может: проверьте число взяток разыгрывающего",
                "declarer_tricks",
            )
        result.declarer_tricks_after = after
    return result


def _declarer_tricks(data: Mapping) -> int | None:
    if not text(data, "declarer_tricks"):
        return None
    return integer(data, "declarer_tricks", "взяток у разыгрывающего за столом", 0, 13)


def _equity_note() -> Step:
    return Step(
        "Если наказание не возмещает ненарушившей стороне ущерб от фальшренонса, "
        "судья восстанавливает справедливость присуждённым результатом.",
        "64C",
    )


def _not_established(role: str) -> RevokeResult:
    steps = [
        Step(
            "Фальшренонс ещё не выявлен (нарушитель и его партнёр не играли в следующую "
            "взятку): он должен быть исправлен — нарушитель заменяет карту легальной.",
            "62A",
        )
    ]
    if role == "defender":
        steps.append(
            Step("Карта фальшренонса вистующего становится старшей штрафной картой.", "62B1")
        )
        laws = ["62A", "62B1", "62C"]
    else:
        steps.append(
            Step("Карта разыгрывающего (или болвана) возвращается в руку без наказания.", "62B2")
        )
        laws = ["62A", "62B2", "62C"]
    note = Step(
        "Игроки ненарушившей стороны, сыгравшие после фальшренонса, могут заменить свои карты.",
        "62C",
    )
    return RevokeResult(0, laws, steps, established=False, notes=[note])
