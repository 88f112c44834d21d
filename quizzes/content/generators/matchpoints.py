"""Generated practice: match points on a board in a pairs event (Law 78A)."""

from __future__ import annotations

import random

from quizzes.content.generators import board
from quizzes.content.generators.question import build
from quizzes.content.question import Question
from quizzes.engine import russian as ru
from quizzes.engine import score
from quizzes.engine.table import SEATS, Contract

KIND = "matchpoints"
TITLE = "Матчпойнты на сдаче (правило 78A)"


def generate(seed: int) -> Question:
    rng = random.Random(seed)
    hands = board.deal_hands(rng)
    contract, declarer = board.choose_contract(hands)
    dealer = rng.choice(SEATS)
    vulnerable = rng.choice(board.VULNERABILITIES)
    side_vulnerable = vulnerable.of(declarer)
    level = contract.level
    results = []
    for _ in range(rng.randint(4, 9)):
        bid = max(1, min(7, level + rng.choice([-1, 0, 0, 0, 1])))
        final = Contract(bid, contract.strain, rng.choices([0, 1], weights=[5, 1])[0])
        tricks = max(0, min(13, 6 + level + rng.choice([-2, -1, 0, 0, 0, 1, 1, 2])))
        points = score(final, vulnerable=side_vulnerable, tricks=tricks)
        results.append((final, tricks, points))
    mine, others = results[0], [r[2] for r in results[1:]]
    side = ru.side(declarer.side)
    listed = ", ".join(ru.score(s) for s in others)
    narrative = (
        f"Парный турнир. За вашим столом {ru.seat(declarer)} разыграл "
        f"{ru.contract(mine[0])} и взял {ru.tricks(mine[1])}: пара {side} записала "
        f"{ru.score(mine[2])}.\n\nРезультаты той же линии за остальными столами: {listed}."
    )
    scenario = board.board(hands, dealer, vulnerable, mine[0], declarer)
    # Stated, as on a score card: no play is ruled on, so no ruling would name the contract
    # for the diagram's «Контракт:» line.
    scenario.update(contract=str(mine[0]), declarer=str(declarer))
    # The count itself, so that the explanation ends in the figure, not only the method.
    beaten = sum(1 for other in others if other < mine[2])
    tied = sum(1 for other in others if other == mine[2])
    counted = (
        f"{ru.score(mine[2])} лучше результатов: {beaten}, равных ему: {tied} — "
        f"{beaten} × 2 + {tied} × 1 = {2 * beaten + tied}."
    )
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
            },
            {"text": counted, "law": "78A"},
        ],
    )
