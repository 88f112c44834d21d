"""Generated practice: which card an incomplete designation from dummy plays (Law 46B)."""

from __future__ import annotations

import random

from quizzes.content.generators import table
from quizzes.content.generators.question import build, card_name, contract_text, seat_name
from quizzes.content.question import Question

KIND = "dummy_designation"
TITLE = "Какую карту играет стол (правило 46B)"
_SUIT_WORDS = {"S": "Пику", "H": "Черву", "D": "Бубну", "C": "Трефу"}
_RANK_WORDS = {"A": "Туз", "K": "Короля", "Q": "Даму", "J": "Валета", "T": "Десятку"}


def _designation(rng, play: table.TablePlay, dummy: str) -> tuple[dict, str]:
    """A vague designation and how declarer said it (in Russian)."""
    hand = play.hands[dummy]
    in_suit = [c for c in hand if play.trick and c[0] == play.trick[0][0]]
    if in_suit:
        form = rng.choice(["старшая", "младшая", "rank"])
        if form == "rank":
            rank = rng.choice(in_suit)[1]
            return {"designate": rank}, f"«{_RANK_WORDS.get(rank, rank)}»"
        return {"designate": form}, f"«{form.capitalize()}»"
    suit = rng.choice(sorted({c[0] for c in hand}))
    form = rng.choice(["старшая", "младшая", "suit"])
    if form == "suit":
        return {"designate": suit}, f"«{_SUIT_WORDS[suit]}»"
    word = "старшую" if form == "старшая" else "младшую"
    return {"designate": form, "suit": suit}, f"«{_SUIT_WORDS[suit]}, {word}»"


def generate(seed: int) -> Question:
    rng = random.Random(seed)
    hands = table.deal_hands(rng)
    contract, declarer = table.choose_contract(hands)
    dummy = table.next_seat(declarer, 2)
    play = table.TablePlay(hands, contract, declarer)
    play.play_on(rng, until_trick=rng.randint(1, 11))
    while play.to_play() != dummy:
        play.play(play.choose(rng))
    item, said = _designation(rng, play, dummy)
    trick = play.trick_number
    led = f"первой картой сыграна {card_name(play.trick[0])}" if play.trick else "ход со стола"
    dealer = rng.choice(table.SEATS)
    scenario = table.board(
        hands, dealer, rng.choice(table.VULNERABILITIES), contract, declarer, [*play.played, item]
    )
    holding = " ".join(
        card_name(c) for c in sorted(hands[dummy], key=_order) if c in play.hands[dummy]
    )
    narrative = (
        f"{seat_name(declarer)} разыгрывает {contract_text(contract)}. Взятка {trick}: {led}. "
        f"Разыгрывающий говорит болвану {said}.\n\nКарты болвана ({seat_name(dummy)}): {holding}."
    )
    return build(
        KIND,
        seed,
        title=TITLE,
        level="player",
        question_kind="card",
        narrative=narrative,
        prompt="Какой картой играет стол?",
        scenario=scenario,
        answer_from=f"trick_card:{trick}:{dummy}",
        laws=["46B"],
        irregularity="dummy_designation",
        conceal_last=1,
    )


def _order(card: str) -> tuple[int, int]:
    return table.SUITS.index(card[0]), table.RANKS.index(card[1])
