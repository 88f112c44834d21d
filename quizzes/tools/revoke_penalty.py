"""Law 64 revoke-penalty calculator: tricks transferred after an established revoke.

The form gives the facts Law 64 turns on; the decision — 64A1, 64A2 with the further trick at
its end, the exemptions 64B1–64B6 — is the rules engine's ``revoke_penalty``. Law 62 (a revoke
not yet established) is said here, in our words.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from quizzes.engine.revoke import revoke_penalty
from quizzes.tools import ToolInputError


@dataclass(frozen=True)
class RevokeFacts:
    """What Law 64 turns on, as the director establishes it at the table."""

    offender: str  # "declarer", "dummy" or "defender"
    trick: int  # the revoke trick, 1–12
    revoke_trick_won_by: str  # "offender", "partner" or "opponents" (the non-offending side)
    later_tricks: int  # tricks the offending side won after the revoke trick
    established: bool = True
    # When attention was drawn: "play" (this board), "next_board" (after the non-offending
    # side called on the next board) or "round_over" — Law 64B4/B5.
    discovered: str = "play"
    faced: bool = False  # the revoke failed to play a card faced on the table (64B3)
    second_same_suit: bool = False  # 64B2
    later_won_with_revoke_suit: bool = False  # the end of 64A2


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


def calculate(facts: RevokeFacts, declarer_tricks: int | None = None) -> RevokeResult:
    """Tricks transferred for the revoke; with ``declarer_tricks`` (as won at the table) also
    declarer's tricks after the transfer."""
    if not facts.established:
        return _not_established(facts.offender)
    penalty = revoke_penalty(
        revoke_trick_won_by=facts.revoke_trick_won_by,
        later_tricks=facts.later_tricks,
        trick=facts.trick,
        later_won_with_revoke_suit=facts.later_won_with_revoke_suit,
        # Law 64B3: dummy's cards are faced on the table.
        faced=facts.offender == "dummy" or facts.faced,
        second_same_suit=facts.second_same_suit,
        attention=facts.discovered,
    )
    steps = [Step(text, law) for text, law in penalty.steps]
    result = RevokeResult(penalty.tricks, [*penalty.laws, "64C"], steps, notes=[_equity_note()])
    if declarer_tricks is not None:
        result.declarer_tricks = declarer_tricks
        sign = -1 if facts.offender in ("declarer", "dummy") else 1
        after = declarer_tricks + sign * result.transferred
        if not 0 <= after <= 13:
            raise ToolInputError(
                "столько взяток перейти не может: проверьте число взяток разыгрывающего",
                "declarer_tricks",
            )
        result.declarer_tricks_after = after
    return result


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
