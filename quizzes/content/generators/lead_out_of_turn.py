"""Generated practice: a lead out of turn — whose lead it was, and the options that follow
(Laws 53–56)."""

from __future__ import annotations

import random

from quizzes.content.generators import table
from quizzes.content.generators.question import build, card_name, contract_text, seat_name
from quizzes.content.question import Choice, Question
from quizzes.engine import rule

KIND = "lead_out_of_turn"
TITLE = "Ход вне очереди (правила 53–56)"
SEAT_CHOICES = [Choice(seat, seat_name(seat)) for seat in table.SEATS]
# Every option a lead out of turn can open, with a neutral text for when it is not offered.
OPTION_TEXTS = {
    "accept_lead": "Принять ход вне очереди",
    "reject_lead": "Не принять ход и потребовать хода с правильной руки",
    "declarer_spreads": "Разыгрывающему выложить свои карты и стать болваном",
    "require_lead": "Потребовать от игрока, чья очередь, хода в определённую масть",
    "cancel_board": "Аннулировать сдачу и назначить среднее",
}


def generate(seed: int) -> Question:
    rng = random.Random(seed)
    hands = table.deal_hands(rng)
    contract, declarer = table.choose_contract(hands)
    dummy = table.next_seat(declarer, 2)
    play = table.TablePlay(hands, contract, declarer)
    play.play_on(rng, until_trick=1 if rng.random() < 0.4 else rng.randint(2, 12))
    proper = play.to_play()
    opening = play.trick_number == 1
    # Before dummy is faced only the defenders can lead; later any other hand can.
    wrong_seats = [
        s for s in table.SEATS if s != proper and not (opening and s in (declarer, dummy))
    ]
    offender = rng.choice(wrong_seats)
    card = rng.choice(play.hands[offender])
    dealer = rng.choice(table.SEATS)
    scenario = table.board(
        hands, dealer, rng.choice(table.VULNERABILITIES), contract, declarer, [*play.played, card]
    )
    if offender == dummy:
        who = f"{seat_name(declarer)} пошёл со стола ({seat_name(dummy)})"
    else:
        who = f"{seat_name(offender)} пошёл"
    moment = "Первый ход" if opening else f"Взятка {play.trick_number}"
    narrative = (
        f"{seat_name(declarer)} разыгрывает {contract_text(contract)}. {moment}: "
        f"{who} {card_name(card)}, хотя очередь хода была не его."
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
            laws=["53A"],
            irregularity="lead_out_of_turn",
            choices=SEAT_CHOICES,
        )
    # Our own neutral texts: the engine's texts name consequences (and the proper leader)
    # and would give the offered options away; they show in the explanation afterwards.
    offered = {o["code"]: o["text"] for o in ruling.get("options") or []}
    choices = [Choice(code, text) for code, text in OPTION_TEXTS.items()]
    choices += [
        Choice(code, text[:1].upper() + text[1:])
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
