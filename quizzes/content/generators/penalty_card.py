"""Generated practice: what a defender's exposed card leads to — a major or a minor penalty
card (Law 50C), or, when he showed it to his partner, an adjusted score instead of the
penalty-card rectifications (Law 50A)."""

from __future__ import annotations

import random

from quizzes.content.generators import board
from quizzes.content.generators.question import build
from quizzes.content.question import Choice, Question
from quizzes.engine import russian as ru
from quizzes.engine.table import SEATS

KIND = "penalty_card"
TITLE = "Показанная карта вистующего (правила 50A, 50C)"
CHOICES = [
    Choice("major", "Старшая штрафная карта"),
    Choice("minor", "Младшая штрафная карта"),
    Choice(
        "adjusted_score",
        "Вместо ректификаций о штрафной карте судья назначит присуждённый результат",
    ),
]
_HOW = {
    "accidental": "случайно роняет на стол {cards}",
    "deliberate": "кладёт на стол {cards} — намеренно, чтобы {them} увидел партнёр",
}


def generate(seed: int) -> Question:
    rng = random.Random(seed)
    hands = board.deal_hands(rng)
    contract, declarer = board.choose_contract(hands)
    play = board.TablePlay(hands, contract, declarer)
    play.play_on(rng, until_trick=rng.randint(1, 12))
    defender = rng.choice([declarer.lho, declarer.rho])
    how = rng.choices(["accidental", "deliberate"], weights=[4, 1])[0]
    count = 2 if rng.random() < 0.15 and len(play.hands[defender]) >= 2 else 1
    # Drawn from the cards in the order of their data form ("C2" … "CA" < "CJ" < "CK" …).
    exposed = rng.sample(sorted(play.hands[defender], key=str), count)
    dealer = rng.choice(SEATS)
    scenario = board.board(
        hands,
        dealer,
        rng.choice(board.VULNERABILITIES),
        contract,
        declarer,
        # A card shown to partner: the offender could have known it might help his side —
        # Law 50A (the director's finding; the engine takes it as given).
        [
            *play.played,
            {
                "expose": [str(card) for card in exposed],
                "how": how,
                "could_know": how == "deliberate",
            },
        ],
    )
    narrative = (
        f"{ru.seat(declarer)} разыгрывает {ru.contract(contract)}. Перед взяткой "
        f"{play.trick_number} вистующий {ru.seat(defender)} "
        + _HOW[how].format(cards=ru.cards(exposed, " и "), them="их" if count > 1 else "её")
        + "."
    )
    asked = rng.choice(exposed)
    return build(
        KIND,
        seed,
        title=TITLE,
        level="player" if count == 1 and how == "accidental" else "director",
        question_kind="choice",
        narrative=narrative,
        prompt=f"Как судья поступит с {ru.card(asked)}?",
        scenario=scenario,
        answer_from=f"exposure:{asked}",
        laws=["50A" if how == "deliberate" else "50C"],
        irregularity="penalty_card",
        choices=CHOICES,
    )
