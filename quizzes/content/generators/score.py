"""Generated practice: the score of a played deal (Law 77)."""

from __future__ import annotations

import random

from quizzes.content.generators import board
from quizzes.content.generators.question import build
from quizzes.content.question import Question
from quizzes.engine import rule
from quizzes.engine import russian as ru
from quizzes.engine.table import SEATS, Contract

KIND = "score"
TITLE = "Запись результата (правило 77)"


def generate(seed: int) -> Question:
    rng = random.Random(seed)
    hands = board.deal_hands(rng)
    bid, declarer = board.choose_contract(hands)
    # Doubled and redoubled contracts are where the 1987 table is most often misread.
    contract = Contract(bid.level, bid.strain, rng.choices([0, 1, 2], weights=[6, 3, 1])[0])
    dealer = rng.choice(SEATS)
    vulnerable = rng.choice(board.VULNERABILITIES)
    play = board.TablePlay(hands, contract, declarer)
    play.play_on(rng)
    scenario = board.board(hands, dealer, vulnerable, contract, declarer, play.played)
    ruling = rule(scenario)
    zone = "в зоне" if vulnerable.of(declarer) else "до зоны"
    narrative = (
        f"{ru.seat(declarer)} разыграл {ru.contract(contract)} ({zone}) "
        f"и взял {ru.tricks(ruling['declarer_tricks'])}. Нарушений не было."
    )
    return build(
        KIND,
        seed,
        title=TITLE,
        level="player",
        question_kind="number",
        narrative=narrative,
        prompt="Какой результат записывает сторона разыгрывающего "
        "(минус — если контракт не сделан)?",
        scenario=scenario,
        ruling=ruling,
        answer_from="score",
        laws=["77"],
        irregularity="scoring",
    )
