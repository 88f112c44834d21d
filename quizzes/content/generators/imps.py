"""Generated practice: IMPs for the difference between the two rooms of a match (Law 78B)."""

from __future__ import annotations

import random

from quizzes.content.generators import table
from quizzes.content.generators.question import build, contract_text, seat_name, tricks_text
from quizzes.content.question import Question
from quizzes.engine import score

KIND = "imps"
TITLE = "Перевод разницы в IMP (правило 78B)"


def _result(rng, contract: str, vulnerable: bool) -> tuple[str, int, int]:
    """A contract and trick count near ``contract``, with its score from the engine."""
    level = int(contract[0])
    strain = contract[1:]
    level = max(1, min(7, level + rng.choice([-1, 0, 0, 1])))
    doubled = rng.choices(["", "X"], weights=[4, 1])[0]
    final = f"{level}{strain}{doubled}"
    tricks = max(0, min(13, 6 + level + rng.choice([-3, -2, -1, -1, 0, 0, 0, 1, 1, 2])))
    return final, tricks, score(final, vulnerable=vulnerable, tricks=tricks)


def generate(seed: int) -> Question:
    rng = random.Random(seed)
    hands = table.deal_hands(rng)
    contract, declarer = table.choose_contract(hands)
    dealer = rng.choice(table.SEATS)
    vulnerable = rng.choice(table.VULNERABILITIES)
    side_vulnerable = vulnerable in ("All", table.side_of(declarer))
    open_room = _result(rng, contract, side_vulnerable)
    closed_room = _result(rng, contract, side_vulnerable)
    difference = open_room[2] - closed_room[2]
    side = "Север–Юг" if declarer in "NS" else "Восток–Запад"
    narrative = (
        f"Командный матч, сдача на диаграмме. В открытом зале {side} "
        f"({'в зоне' if side_vulnerable else 'до зоны'}) сыграли "
        f"{contract_text(open_room[0])}, разыгрывающий {seat_name(declarer)} взял "
        f"{tricks_text(open_room[1])}: {open_room[2]:+d}.\n\n"
        f"В закрытом зале их товарищи по команде на тех же картах сыграли "
        f"{contract_text(closed_room[0])} и взяли {tricks_text(closed_room[1])}: "
        f"{closed_room[2]:+d}."
    )
    scenario = table.board(hands, dealer, vulnerable, open_room[0], declarer)
    return build(
        KIND,
        seed,
        title=TITLE,
        level="player",
        question_kind="number",
        narrative=narrative,
        prompt=f"Сколько IMP получает команда, игравшая {side} в открытом зале "
        "(минус — если теряет)?",
        scenario=scenario,
        answer_from=f"imps:{difference}",
        laws=["78B"],
        irregularity="scoring",
        notes=[
            {
                "text": f"Разница результатов: {open_room[2]:+d} − ({closed_room[2]:+d}) = "
                f"{difference:+d}; её переводят в IMP по шкале правила 78B.",
                "law": "78B",
            }
        ],
    )
