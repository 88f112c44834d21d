"""Generated practice: is an exposed defender's card a major or a minor penalty card (Law 50C)."""

from __future__ import annotations

import random

from quizzes.content.generators import table
from quizzes.content.generators.question import build, card_name, contract_text, seat_name
from quizzes.content.question import Choice, Question

KIND = "penalty_card"
TITLE = "Старшая или младшая штрафная карта (правило 50C)"
CHOICES = [Choice("major", "Старшая штрафная карта"), Choice("minor", "Младшая штрафная карта")]
_HOW = {
    "accidental": "случайно роняет на стол",
    "deliberate": "намеренно кладёт на стол, чтобы показать партнёру,",
}


def generate(seed: int) -> Question:
    rng = random.Random(seed)
    hands = table.deal_hands(rng)
    contract, declarer = table.choose_contract(hands)
    play = table.TablePlay(hands, contract, declarer)
    play.play_on(rng, until_trick=rng.randint(1, 12))
    defender = rng.choice([table.next_seat(declarer, 1), table.next_seat(declarer, 3)])
    how = rng.choices(["accidental", "deliberate"], weights=[4, 1])[0]
    count = 2 if rng.random() < 0.15 and len(play.hands[defender]) >= 2 else 1
    exposed = rng.sample(sorted(play.hands[defender]), count)
    dealer = rng.choice(table.SEATS)
    scenario = table.board(
        hands,
        dealer,
        rng.choice(table.VULNERABILITIES),
        contract,
        declarer,
        [*play.played, {"expose": exposed, "how": how}],
    )
    shown = " и ".join(card_name(c) for c in exposed)
    narrative = (
        f"{seat_name(declarer)} разыгрывает {contract_text(contract)}. Перед взяткой "
        f"{play.trick_number} вистующий {seat_name(defender)} {_HOW[how]} {shown}."
    )
    asked = rng.choice(exposed)
    return build(
        KIND,
        seed,
        title=TITLE,
        level="player" if count == 1 else "director",
        question_kind="choice",
        narrative=narrative,
        prompt=f"Какой штрафной картой становится {card_name(asked)}?",
        scenario=scenario,
        answer_from=f"penalty_card:{asked}",
        laws=["50C"],
        irregularity="penalty_card",
        choices=CHOICES,
    )
