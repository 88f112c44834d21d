"""Generated practice: is an exposed defender's card a major or a minor penalty card (Law 50C)."""

from __future__ import annotations

import random

from quizzes.content.generators import board
from quizzes.content.generators.question import build
from quizzes.content.question import Choice, Question
from quizzes.engine import russian as ru
from quizzes.engine.table import SEATS

KIND = "penalty_card"
TITLE = "Старшая или младшая штрафная карта (правило 50C)"
CHOICES = [Choice("major", "Старшая штрафная карта"), Choice("minor", "Младшая штрафная карта")]
_HOW = {
    "accidental": "случайно роняет на стол",
    "deliberate": "намеренно кладёт на стол, чтобы показать партнёру,",
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
        [*play.played, {"expose": [str(card) for card in exposed], "how": how}],
    )
    narrative = (
        f"{ru.seat(declarer)} разыгрывает {ru.contract(contract)}. Перед взяткой "
        f"{play.trick_number} вистующий {ru.seat(defender)} {_HOW[how]} "
        f"{ru.cards(exposed, ' и ')}."
    )
    asked = rng.choice(exposed)
    return build(
        KIND,
        seed,
        title=TITLE,
        level="player" if count == 1 else "director",
        question_kind="choice",
        narrative=narrative,
        prompt=f"Какой штрафной картой становится {ru.card(asked)}?",
        scenario=scenario,
        answer_from=f"penalty_card:{asked}",
        laws=["50C"],
        irregularity="penalty_card",
        choices=CHOICES,
    )
