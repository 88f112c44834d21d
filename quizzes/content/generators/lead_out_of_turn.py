"""Generated practice: a lead out of turn — whose lead it was, and the options that follow
(Laws 53–56)."""

from __future__ import annotations

import random

from quizzes.content.generators import board
from quizzes.content.generators.question import build
from quizzes.content.question import Choice, Question
from quizzes.engine import rule
from quizzes.engine import russian as ru
from quizzes.engine.table import SEATS

KIND = "lead_out_of_turn"
TITLE = "Ход вне очереди (правила 53–56)"
SEAT_CHOICES = [Choice(str(seat), ru.seat(seat)) for seat in SEATS]
# Every option a lead out of turn can open, with a neutral text for when it is not offered.
OPTION_TEXTS = {
    "accept_lead": "Принять ход вне очереди",
    "reject_lead": "Не принять ход и потребовать хода с правильной руки",
    "declarer_spreads": "Разыгрывающему выложить свои карты и стать болваном",
    # Wrong at every moment: 50E2A lets declarer require (after refusing a defender's lead)
    # only a lead in the suit of the penalty card, never in a suit of his choosing.
    "require_any_suit": "Сразу потребовать от игрока, чья очередь, хода в любую масть по выбору",
    "cancel_board": "Аннулировать сдачу и назначить среднее",
}


def generate(seed: int) -> Question:
    rng = random.Random(seed)
    hands = board.deal_hands(rng)
    contract, declarer = board.choose_contract(hands)
    dummy = declarer.partner
    play = board.TablePlay(hands, contract, declarer)
    play.play_on(rng, until_trick=1 if rng.random() < 0.4 else rng.randint(2, 12))
    proper = play.to_play()
    opening = play.trick_number == 1
    # Before dummy is faced only the defenders can lead; later any other hand can.
    wrong_seats = [s for s in SEATS if s != proper and not (opening and s in (declarer, dummy))]
    offender = rng.choice(wrong_seats)
    card = rng.choice(play.hands[offender])
    dealer = rng.choice(SEATS)
    scenario = board.board(
        hands, dealer, rng.choice(board.VULNERABILITIES), contract, declarer, [*play.played, card]
    )
    if offender == dummy:
        who = f"{ru.seat(declarer)} пошёл со стола ({ru.seat(dummy)})"
    else:
        who = f"{ru.seat(offender)} пошёл"
    moment = "Первый ход" if opening else f"Взятка {play.trick_number}"
    narrative = (
        f"{ru.seat(declarer)} разыгрывает {ru.contract(contract)}. {moment}: "
        f"{who} {ru.card(card)}, хотя очередь хода была не его."
    )
    ruling = rule(scenario)
    if rng.random() < 0.5:
        return build(
            KIND,
            seed,
            title=TITLE,
            level="player",
            question_kind="choice",
            narrative=narrative,
            prompt="Чья очередь хода была на самом деле?",
            scenario=scenario,
            ruling=ruling,
            answer_from="irregularity:lead_out_of_turn.proper_leader",
            # After the first trick the winner of the last one leads (44G).
            laws=["53A"] if opening else ["53A", "44G"],
            irregularity="lead_out_of_turn",
            choices=SEAT_CHOICES,
        )
    # Our own neutral texts: the engine's texts name consequences (and the proper leader)
    # and would give the offered options away; they show in the explanation afterwards.
    offered = {o["code"]: o["text"] for o in ruling.get("options") or []}
    choices = [Choice(code, text) for code, text in OPTION_TEXTS.items()]
    choices += [
        Choice(code, ru.capitalised(text))
        for code, text in offered.items()
        if code not in OPTION_TEXTS
    ]
    return build(
        KIND,
        seed,
        title=TITLE,
        level="director",
        question_kind="multi",
        narrative=narrative,
        prompt="Какие варианты есть у ненарушившей стороны? Отметьте все.",
        scenario=scenario,
        ruling=ruling,
        answer_from="options",
        laws=["53A"],
        irregularity="lead_out_of_turn",
        choices=choices,
    )
