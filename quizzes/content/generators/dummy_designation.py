"""Generated practice: which card an incomplete designation from dummy plays (Law 46B)."""

from __future__ import annotations

import random

from quizzes.content.generators import board
from quizzes.content.generators.question import build
from quizzes.content.question import Question
from quizzes.engine import rule
from quizzes.engine import russian as ru
from quizzes.engine.table import SEATS, Rank, Seat, Suit

KIND = "dummy_designation"
TITLE = "Какую карту играет стол (правило 46B)"
# What declarer says at the table (the accusative: «Пику!», «Короля!») — spoken words quoted
# in the story, not the display of a card.
_SAID_SUIT = {
    Suit.SPADES: "Пику",
    Suit.HEARTS: "Черву",
    Suit.DIAMONDS: "Бубну",
    Suit.CLUBS: "Трефу",
}
_SAID_RANK = {
    Rank.ACE: "Туза",
    Rank.KING: "Короля",
    Rank.QUEEN: "Даму",
    Rank.JACK: "Валета",
    Rank.TEN: "Десятку",
}


def _designation(rng, play: board.TablePlay, dummy: Seat) -> tuple[dict, str]:
    """A vague designation and how declarer said it (in Russian)."""
    hand = play.hands[dummy]
    in_suit = [c for c in hand if play.trick and c.suit == play.trick[0].suit]
    if in_suit:
        form = rng.choice(["старшая", "младшая", "rank"])
        if form == "rank":
            rank = rng.choice(in_suit).rank
            return {"designate": rank.letter}, f"«{_SAID_RANK.get(rank, rank.letter)}»"
        return {"designate": form}, f"«{form.capitalize()}»"
    # A suit of two or more cards where dummy has one, so that the words decide the card.
    suits = sorted({c.suit for c in hand}, key=lambda s: s.letter)
    longer = [s for s in suits if sum(c.suit == s for c in hand) > 1]
    suit = rng.choice(longer or suits)
    form = rng.choice(["старшая", "младшая", "suit"])
    if form == "suit":
        return {"designate": suit.letter}, f"«{_SAID_SUIT[suit]}»"
    word = "старшую" if form == "старшая" else "младшую"
    return {"designate": form, "suit": suit.letter}, f"«{_SAID_SUIT[suit]}, {word}»"


def generate(seed: int) -> Question:
    rng = random.Random(seed)
    hands = board.deal_hands(rng)
    contract, declarer = board.choose_contract(hands)
    dummy = declarer.partner
    play = board.TablePlay(hands, contract, declarer)
    play.play_on(rng, until_trick=rng.randint(1, 11))
    while play.to_play() != dummy:
        play.play(play.choose(rng))
    item, said = _designation(rng, play, dummy)
    trick = play.trick_number
    led = f"первой картой сыграна {ru.card(play.trick[0])}" if play.trick else "ход со стола"
    dealer = rng.choice(SEATS)
    scenario = board.board(
        hands, dealer, rng.choice(board.VULNERABILITIES), contract, declarer, [*play.played, item]
    )
    holding = ru.cards(sorted(play.hands[dummy]), " ")
    narrative = (
        f"{ru.seat(declarer)} разыгрывает {ru.contract(contract)}. Взятка {trick}: {led}. "
        f"Разыгрывающий говорит болвану {said}.\n\nКарты болвана ({ru.seat(dummy)}): {holding}."
    )
    ruling = rule(scenario)
    # The clause of 46B the engine applied (46B1, 46B2, 46B3B…) is the one the task is about.
    applied = [
        entry["rule"]
        for entry in ruling["irregularities"]
        if entry["kind"] == "dummy_designation" and entry.get("rule")
    ]
    return build(
        KIND,
        seed,
        title=TITLE,
        level="player",
        question_kind="card",
        narrative=narrative,
        prompt="Какой картой играет стол?",
        scenario=scenario,
        ruling=ruling,
        answer_from=f"trick_card:{trick}:{dummy}",
        laws=[*applied, "46B"],
        irregularity="dummy_designation",
        conceal_last=1,
    )
