"""Generated practice: the score of a played deal (Law 77)."""

from __future__ import annotations

import random

from quizzes.content.generators import table
from quizzes.content.generators.question import build, contract_text, seat_name, tricks_text
from quizzes.content.question import Question
from quizzes.engine import rule

KIND = "score"
TITLE = "Запись результата (правило 77)"


def generate(seed: int) -> Question:
    rng = random.Random(seed)
    hands = table.deal_hands(rng)
    contract, declarer = table.choose_contract(hands)
    # Doubled and redoubled contracts are where the 1987 table is most often misread.
    doubled = rng.choices(["", "X", "XX"], weights=[6, 3, 1])[0]
    dealer = rng.choice(table.SEATS)
    vulnerable = rng.choice(table.VULNERABILITIES)
    play = table.TablePlay(hands, contract, declarer)
    play.play_on(rng)
    scenario = table.board(hands, dealer, vulnerable, contract + doubled, declarer, play.played)
    ruling = rule(scenario)
    zone = "в зоне" if vulnerable in ("All", table.side_of(declarer)) else "до зоны"
    narrative = (
        f"{seat_name(declarer)} разыграл {contract_text(contract + doubled)} ({zone}) "
        f"и взял {tricks_text(ruling['declarer_tricks'])}. Нарушений не было."
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
