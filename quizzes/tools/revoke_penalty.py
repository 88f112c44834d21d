"""Law 64 revoke-penalty calculator: tricks transferred after an established revoke.

The 64A1 / 64A2 / 64B1 decision is the engine's: ``rule()`` plays an end position with the
facts the form gives (``revoke_position``) and its revoke entry gives the tricks and the
clause. The other exemptions of 64B (a second revoke in the same suit, a card faced on the
table or dummy's, attention drawn too late, the 12th trick) and the addition at the end of
64A2 are read from the form and decided here, each with its clause.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from quizzes import table_diagram
from quizzes.engine import rule

from . import revoke_position
from .form_input import ToolInputError, choice, flag, integer, text

OFFENDERS = revoke_position.OFFENDERS
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


# What the engine's clause means for the form's answers (the engine's own notes name the
# model table's seats, which the user never saw).
_PENALTY_TEXT = {
    "64A1": "Нарушитель сам выиграл взятку фальшренонса: после игры к ненарушившей стороне "
    "переходят эта взятка и ещё одна из последующих взяток нарушившей стороны, если такая "
    "есть. Итого: {n}.",
    "64A2": "Нарушитель не выиграл взятку фальшренонса, но его сторона выиграла её или "
    "последующую взятку: после игры к ненарушившей стороне переходит одна взятка.",
    "64B1": "Нарушившая сторона не выиграла ни взятку фальшренонса, ни одну из последующих: "
    "наказания взятками нет.",
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
    diagram: dict | None = None  # the end position the engine ruled (quizzes.table_diagram)
    position_note: str = ""


def settle(role: str, revoke_trick_won_by: str, later: int) -> tuple[int, str, dict]:
    """Tricks transferred and the 64A/64B clause, as ``rule()`` decides them on an end
    position with the same facts (``revoke_position``); also the diagram of that position."""
    scenario = revoke_position.build(role, revoke_trick_won_by, later)
    ruling = rule(scenario)
    entry = next(item for item in ruling["irregularities"] if item["kind"] == "revoke")
    law = next(law for law in reversed(entry["laws"]) if law.startswith("64"))
    return entry["penalty_tricks"], law, table_diagram.build(scenario, ruling=ruling)


def calculate(data: Mapping) -> RevokeResult:
    role = choice(data, "offender", "кто сделал фальшренонс", OFFENDERS)
    trick = integer(data, "trick", "номер взятки фальшренонса", 1, 12)
    winner_role = choice(data, "revoke_trick", "кто выиграл взятку фальшренонса", TRICK_WINNERS)
    later = integer(data, "later", "взяток нарушившей стороны после неё", 0, 13 - trick)
    discovery = choice(data, "discovered", "когда обнаружен", DISCOVERY, default="play")
    established = choice(data, "established", "выявлен ли фальшренонс", ("yes", "no"), "yes")
    if established == "no":
        return _not_established(role)
    steps: list[Step] = []
    exemption = _exemption(
        role, trick, discovery, flag(data, "second_same_suit"), flag(data, "faced")
    )
    if exemption:
        steps.append(exemption)
        result = RevokeResult(0, [exemption.law, "64C"], steps, notes=[_equity_note()])
    else:
        transferred, law, diagram = settle(role, winner_role, later)
        steps.append(Step(_PENALTY_TEXT[law].format(n=transferred), law))
        laws = [law]
        if law == "64A2" and flag(data, "won_with_revoke_suit") and later > 0:
            # Law 64A2: "кроме того, если дополнительная взятка была выиграна впоследствии
            # нарушителем картой, которая могла бы быть легально сыграна во взятку
            # фальшренонса, одна такая взятка переходит к ненарушившей стороне".
            extra = min(1, later + (1 if winner_role == "partner" else 0) - transferred)
            if extra > 0:
                transferred += extra
                steps.append(
                    Step(
                        "Кроме того, нарушитель позже выиграл взятку картой, которой мог "
                        "легально сыграть во взятку фальшренонса: переходит ещё одна взятка.",
                        "64A2",
                    )
                )
        result = RevokeResult(transferred, [*laws, "64C"], steps, notes=[_equity_note()])
        result.diagram = diagram
        result.position_note = (
            f"Движок разобрал концовку из четырёх карт с теми же фактами: фальшренонс "
            f"{OFFENDERS[role].gen} во взятке {revoke_position.REVOKE_TRICK}, после неё "
            f"ещё {revoke_position.LATER_TRICKS} взятки, из них нарушившая сторона берёт "
            f"{min(later, revoke_position.LATER_TRICKS)}. По правилу 64A важно только, кто "
            "выиграл взятку фальшренонса и выиграла ли нарушившая сторона последующие взятки; "
            "номер взятки на ответ не влияет."
        )
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


def _exemption(role: str, trick: int, discovery: str, second: bool, faced: bool) -> Step | None:
    """Law 64B: the cases in which an established revoke is not penalised."""
    if second:
        return Step("Повторный фальшренонс того же игрока в той же масти не наказывается.", "64B2")
    if role == "dummy" or faced:
        return Step(
            "Фальшренонс состоял в неигре картой, открытой на столе (или картой болвана): "
            "наказания взятками нет.",
            "64B3",
        )
    if discovery == "next_board":
        return Step(
            "Внимание к фальшренонсу привлекли после заявки ненарушившей стороны в следующей "
            "сдаче: наказания нет.",
            "64B4",
        )
    if discovery == "round_over":
        return Step(
            "Внимание к фальшренонсу привлекли после окончания раунда: наказания нет.", "64B5"
        )
    if trick == 12:
        return Step(
            "Фальшренонс в 12-й взятке не наказывается взятками; он исправляется, даже если "
            "выявлен (правило 62D).",
            "64B6",
        )
    return None


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
