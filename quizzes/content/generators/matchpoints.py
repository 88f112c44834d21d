"""Generated practice: match points on a board in a pairs event (Law 78A)."""

from __future__ import annotations

import random

from quizzes.content.generators import table
from quizzes.content.generators.question import build, contract_text, seat_name, tricks_text
from quizzes.content.question import Question
from quizzes.engine import score

KIND = "matchpoints"
TITLE = "Матчпойнты на сдаче (правило 78A)"


def generate(seed: int) -> Question:
    rng = random.Random(seed)
    hands = table.deal_hands(rng)
    contract, declarer = table.choose_contract(hands)
    dealer = rng.choice(table.SEATS)
    vulnerable = rng.choice(table.VULNERABILITIES)
    side_vulnerable = vulnerable in ("All", table.side_of(declarer))
    level, strain = int(contract[0]), contract[1:]
    results = []
    for _ in range(rng.randint(4, 9)):
        bid = max(1, min(7, level + rng.choice([-1, 0, 0, 0, 1])))
        final = f"{bid}{strain}" + rng.choices(["", "X"], weights=[5, 1])[0]
        tricks = max(0, min(13, 6 + level + rng.choice([-2, -1, 0, 0, 0, 1, 1, 2])))
        results.append((final, tricks, score(final, vulnerable=side_vulnerable, tricks=tricks)))
    mine, others = results[0], [r[2] for r in results[1:]]
    side = "Север–Юг" if declarer in "NS" else "Восток–Запад"
    listed = ", ".join(f"{s:+d}" for s in others)
    narrative = (
        f"Парный турнир. За вашим столом {seat_name(declarer)} разыграл "
        f"{contract_text(mine[0])} и взял {tricks_text(mine[1])}: пара {side} записала "
        f"{mine[2]:+d}.\n\nРезультаты той же линии за остальными столами: {listed}."
    )
    scenario = table.board(hands, dealer, vulnerable, mine[0], declarer)
    scores = ",".join(str(r[2]) for r in results)
    return build(
        KIND,
        seed,
        title=TITLE,
        level="player",
        question_kind="number",
        narrative=narrative,
        prompt=f"Сколько матчпойнтов получает пара {side} за вашим столом "
        "(2 за каждый худший результат, 1 за каждый равный)?",
        scenario=scenario,
        answer_from=f"matchpoints:1:{scores}",
        laws=["78A"],
        irregularity="scoring",
        notes=[
            {
                "text": "Результат сравнивают с каждым другим результатом той же линии: "
                "2 очка за каждый худший, 1 — за каждый равный.",
                "law": "78A",
            }
        ],
    )
