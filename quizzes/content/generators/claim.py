"""Generated practice: a contested claim late in the play (Laws 68–71).

A random deal is played to its last few tricks; declarer (or the defender on lead) faces his
cards and claims the rest — saying nothing more, or naming a line the engine understands (a
suit «сверху», a named finesse, «снимаю козыри»). The engine's claim ruling, with the
double-dummy solver for the defence, decides how many tricks his side gets.
"""

from __future__ import annotations

import random

from quizzes.content.generators import board
from quizzes.content.generators.question import build
from quizzes.content.question import Question
from quizzes.engine import rule
from quizzes.engine import russian as ru
from quizzes.engine.claim_statement import CashSuit, DrawTrumps, Finesse, Statement, StatementItem
from quizzes.engine.table import SEATS, SUITS, Card, Seat, Suit, suit_cards

KIND = "claim"
TITLE = "Претензия в конце розыгрыша: сколько взяток (правила 68–71)"
# Few enough tricks left for the ruling to search every normal line at once.
FIRST_CLAIM_TRICK, LAST_CLAIM_TRICK = 9, 11
ATTEMPTS = 40


def _statement(play: board.TablePlay, seat: Seat, rng: random.Random) -> Statement:
    """What the claimer says: nothing, a suit from the top, a finesse or drawing trumps."""
    hand, partner = play.hands[seat], play.hands[seat.partner]
    ours = hand + partner
    items: list[StatementItem] = []
    longest = max(SUITS, key=lambda suit: (len(suit_cards(ours, suit)), rng.random()))
    roll = rng.random()
    if roll < 0.3:
        return Statement(())
    if play.trump is not None and roll < 0.5 and _opponents_hold(play, seat, play.trump):
        items.append(DrawTrumps())
    finesse = _finesse_card(play, seat, rng)
    if finesse is not None and roll > 0.7:
        items.append(Finesse(finesse))
    elif suit_cards(ours, longest):
        items.append(CashSuit(longest))
    return Statement(tuple(items))


def _opponents_hold(play: board.TablePlay, seat: Seat, suit: Suit) -> bool:
    return any(c.suit == suit for s in SEATS if s.side != seat.side for c in play.hands[s])


def _finesse_card(play: board.TablePlay, seat: Seat, rng: random.Random) -> Card | None:
    """A card of the claimer's side with an opponents' higher card of its suit outstanding
    and a lower card of that suit in the other hand to lead towards it."""
    candidates = []
    for holder in (seat, seat.partner):
        other = play.hands[holder.partner]
        for card in play.hands[holder]:
            higher_out = any(
                c.suit == card.suit and c.rank > card.rank
                for s in SEATS
                if s.side != seat.side
                for c in play.hands[s]
            )
            if higher_out and any(c.suit == card.suit for c in other) and int(card.rank) >= 10:
                candidates.append(card)
    return rng.choice(candidates) if candidates else None


def _position(rng: random.Random) -> tuple[dict, dict, Seat, Seat, Statement]:
    """A deal played to a claim the claimer could believe in: his side can take all the
    remaining tricks but one or more with best play (a hopeless claim is not practice)."""
    for _attempt in range(ATTEMPTS):
        hands = board.deal_hands(rng)
        contract, declarer = board.choose_contract(hands)
        play = board.TablePlay(hands, contract, declarer)
        play.play_on(rng, until_trick=rng.randint(FIRST_CLAIM_TRICK, LAST_CLAIM_TRICK))
        claimer = play.to_play()
        # Declarer claims for his side (dummy's lead too); now and then a defender on lead.
        if claimer.side != declarer.side and rng.random() < 0.7:
            continue
        if claimer == declarer.partner:
            claimer = declarer
        statement = _statement(play, claimer, rng)
        item = {
            "claim": {
                "seat": str(claimer),
                "statement": [part.to_data() for part in statement.items],
                "response": "contested",
            }
        }
        scenario = board.board(
            hands,
            rng.choice(SEATS),
            rng.choice(board.VULNERABILITIES),
            contract,
            declarer,
            [*play.played, item],
        )
        ruling = rule(scenario)
        claim = ruling["claim"]
        if claim["double_dummy"] >= claim["remaining"] - 1:
            return scenario, ruling, declarer, claimer, statement
    raise RuntimeError("no position for a claim")  # pragma: no cover


def generate(seed: int) -> Question:
    rng = random.Random(seed)
    scenario, ruling, declarer, claimer, statement = _position(rng)
    claim = ruling["claim"]
    remaining = claim["remaining"]
    won = claim["totals"][claim["side"]] - claim["tricks"]["claimer"]
    contract = ruling["contract"]
    leader = Seat.parse(claim["line"][0]["leader"]) if claim["line"] else claimer
    said = statement.ru()
    words = f"«Остальные мои: {said}»" if said else "«Остальные мои» — и больше ничего"
    role = "Разыгрывающий" if claimer == declarer else "Вистующий"
    side = "разыгрывающего" if claimer == declarer else "вистующих"
    narrative = (
        f"{ru.seat(declarer)} разыгрывает {ru.contract(contract)}. Осталось "
        f"{ru.count(remaining, 'взятка')}; у стороны {side} уже {ru.count(won, 'взятка')}, "
        f"ход у {ru.seat(leader, 'gen')}.\n\n"
        f"{role} {ru.seat(claimer)} кладёт карты на стол: {words}. Оппоненты не соглашаются "
        "и зовут судью."
    )
    return build(
        KIND,
        seed,
        title=TITLE,
        level="director" if statement.items else "player",
        question_kind="number",
        narrative=narrative,
        prompt="Сколько взяток за всю сдачу судья запишет стороне разыгрывающего?",
        scenario=scenario,
        ruling=ruling,
        answer_from="claim_tricks:declarer",
        laws=["70"],
        irregularity="claim",
    )
