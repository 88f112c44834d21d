"""Generated practice: tricks transferred after an established revoke (Laws 61–64)."""

from __future__ import annotations

import random

from quizzes.content.generators import board
from quizzes.content.generators.question import build
from quizzes.content.question import Question
from quizzes.engine import rule
from quizzes.engine import russian as ru
from quizzes.engine.table import SEATS, Card, Seat

KIND = "revoke"
TITLE = "Фальшренонс: сколько взяток переходит (правило 64)"


def _revoke_card(play: board.TablePlay, seat: Seat, rng: random.Random) -> Card | None:
    """A card of another suit that ``seat`` could play although it can follow."""
    led = play.trick[0].suit
    hand = play.hands[seat]
    others = [c for c in hand if c.suit != led]
    if not others or len(others) == len(hand):
        return None
    return rng.choice(others)


def generate(seed: int) -> Question:
    rng = random.Random(seed)
    while True:
        hands = board.deal_hands(rng)
        contract, declarer = board.choose_contract(hands)
        dummy = declarer.partner
        play = board.TablePlay(hands, contract, declarer)
        target = rng.randint(1, 12)
        play.play_on(rng, until_trick=target)
        revoker, card = None, None
        while not play.finished and play.trick_number <= 12:
            seat = play.to_play()
            if play.trick and seat != dummy and rng.random() < 0.6:
                card = _revoke_card(play, seat, rng)
                if card:
                    revoker = seat
                    break
            play.play(play.choose(rng))
        if revoker:
            break
    trick, led = play.trick_number, play.trick[0].suit
    play.play(card)
    play.play_on(rng)
    dealer = rng.choice(SEATS)
    scenario = board.board(
        hands, dealer, rng.choice(board.VULNERABILITIES), contract, declarer, play.played
    )
    narrative = (
        f"{ru.seat(declarer)} разыгрывает {ru.contract(contract)}. В {trick}-й взятке "
        f"{ru.seat(revoker)} сыграл {ru.card(card)}, хотя у него была карта "
        f"{ru.suit_adjective(led)} масти.\n\nНикто этого не заметил, сдачу доиграли до конца; "
        "после последней взятки фальшренонс обнаружился, и вызвали судью."
    )
    ask_total = rng.random() < 0.4
    ruling = rule(scenario)
    [revoke] = [entry for entry in ruling["irregularities"] if entry["kind"] == "revoke"]
    # The clauses that decide: the Law 64 branch the engine took (62D for the 12th trick), and
    # 64C when the director restores more than the penalty.
    laws = [law for law in revoke["laws"] if law.startswith(("64", "62D"))] or ["64"]
    answer_from = "declarer_tricks" if ask_total else "penalty_tricks"
    if ruling.get("adjusted"):
        # Law 64C: "after the director's ruling" is the adjusted result, not Law 64's.
        ask_total, answer_from = True, "adjusted:declarer_tricks"
    return build(
        KIND,
        seed,
        title=TITLE,
        level="director" if ask_total else "player",
        question_kind="number",
        narrative=narrative,
        prompt=(
            "Сколько взяток будет у стороны разыгрывающего после решения судьи?"
            if ask_total
            else "Сколько взяток переходит к ненарушившей стороне?"
        ),
        scenario=scenario,
        ruling=ruling,
        answer_from=answer_from,
        laws=laws,
        irregularity="revoke",
    )
