"""Generated practice: IMPs for the difference between the two rooms of a match (Law 78B)."""

from __future__ import annotations

import random

from quizzes.content.generators import board
from quizzes.content.generators.question import build
from quizzes.content.question import Question
from quizzes.engine import imps, score
from quizzes.engine import russian as ru
from quizzes.engine.table import SEATS, Contract

KIND = "imps"
TITLE = "Перевод разницы в IMP (правило 78B)"


def _result(rng, contract: Contract, vulnerable: bool) -> tuple[Contract, int, int]:
    """A contract and trick count near ``contract``, with its score from the engine."""
    level = max(1, min(7, contract.level + rng.choice([-1, 0, 0, 1])))
    doubled = rng.choices([0, 1], weights=[4, 1])[0]
    final = Contract(level, contract.strain, doubled)
    tricks = max(0, min(13, 6 + level + rng.choice([-3, -2, -1, -1, 0, 0, 0, 1, 1, 2])))
    return final, tricks, score(final, vulnerable=vulnerable, tricks=tricks)


def generate(seed: int) -> Question:
    rng = random.Random(seed)
    hands = board.deal_hands(rng)
    contract, declarer = board.choose_contract(hands)
    dealer = rng.choice(SEATS)
    vulnerable = rng.choice(board.VULNERABILITIES)
    side_vulnerable = vulnerable.of(declarer)
    open_room = _result(rng, contract, side_vulnerable)
    closed_room = _result(rng, contract, side_vulnerable)
    # In the closed room the same cards of declarer's side are held by the other team; the
    # team-mates of the open-room pair sit the other way and score the opposite.
    difference = open_room[2] - closed_room[2]
    side = ru.side(declarer.side)
    other = ru.side(declarer.side.other)
    narrative = (
        f"Командный матч, сдача на диаграмме. В открытом зале {side} "
        f"({'в зоне' if side_vulnerable else 'до зоны'}) сыграли "
        f"{ru.contract(open_room[0])}, разыгрывающий {ru.seat(declarer)} взял "
        f"{ru.tricks(open_room[1])}: {ru.score(open_room[2])}.\n\n"
        f"В закрытом зале эти же карты держала пара команды соперников, а товарищи по "
        f"команде сидели на линии {other}. Соперники сыграли {ru.contract(closed_room[0])} "
        f"и взяли {ru.tricks(closed_room[1])}: {ru.score(closed_room[2])} для них, "
        f"{ru.score(-closed_room[2])} для товарищей по команде."
    )
    scenario = board.board(hands, dealer, vulnerable, open_room[0], declarer)
    # The open room's contract, stated for the diagram's «Контракт:» line (no play is ruled on).
    scenario.update(contract=str(open_room[0]), declarer=str(declarer))
    return build(
        KIND,
        seed,
        title=TITLE,
        level="player",
        question_kind="number",
        narrative=narrative,
        prompt=f"Сколько IMP получает команда, чья пара играла на линии {side} в открытом зале "
        "(минус — если теряет)?",
        scenario=scenario,
        answer_from=f"imps:{difference}",
        laws=["78B"],
        irregularity="scoring",
        notes=[
            {
                "text": f"Пояснение: счёт команды по сдаче — {ru.score(open_room[2])} в "
                f"открытом зале и {ru.score(-closed_room[2])} в закрытом, вместе "
                f"{ru.score(difference)}; по шкале IMP это {ru.score(imps(difference))} IMP.",
                "law": "78B",
            }
        ],
    )
