"""The rules engine against a minimal replayer of the same complete deals with one revoke.

``rule()`` plays every card through the laws and writes its explanation. The replayer reads
the same records on the same table model (``Deal.parse``, ``Card.parse``, ``trick_winner``):
it plays the cards, counts the tricks and applies Law 64 (``revoke_penalty``) to the first
revoke — nothing else: no other irregularity looked for, no choice, no restriction, no
explanation, no Law 64C. The same replay on plain strings, without the table model, is
printed for information: the floor of reading the records at all.

Law 64C: where the penalty may fall short of what a revoke gained, ``rule()`` estimates the
gain double dummy (two DDS solves, milliseconds each — a hundred times the rest of a ruling).
Each solved position is kept (``double_dummy._solve``), so ``rule()`` is printed three ways:
  * the first ruling of each deal (the solver's memory emptied before each scenario): what a
    deal never ruled before costs;
  * the same deals ruled again (positions known: what the site and the tests pay for a deal
    they ruled before — its prefixes, its every card tried, its page shown again);
  * with the estimate left out: what the rest of the engine costs, the figure comparable
    with the replayer, which does no 64C either. Its ratio is the figure to watch (goal: at
    least 0.5); every ruling still has its whole explanation.

Everything decides the same scenarios in one run, in turn, three times each; the best rate of
each is printed, in CPU time of this process (the machine is shared: wall time would count the
others' work). Both replayers' trick counts are checked against ``rule()``'s first.

Run: ``.venv/bin/python bench/engine_rule.py [N]`` (default 300 scenarios).
"""

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from quizzes.engine import double_dummy, revoke_equity, rule  # noqa: E402
from quizzes.engine.revoke import revoke_penalty  # noqa: E402
from quizzes.engine.table import (  # noqa: E402
    Card,
    Contract,
    Deal,
    Seat,
    full_pack,
    hand_to_pbn,
    legal_cards,
    trick_winner,
)

RANKS = "23456789TJQKA"
SEATS = "NESW"


def scenario_with_revoke(rng: random.Random) -> dict | None:
    """A complete deal in 4♥ by South, played at random, with one revoke before trick 11."""
    pack = full_pack()
    rng.shuffle(pack)
    deal = "N:" + " ".join(hand_to_pbn(pack[i * 13 : (i + 1) * 13]) for i in range(4))
    hands = {seat: set(cards) for seat, cards in Deal.parse(deal).hands.items()}
    trump = Contract.parse("4H").trump
    leader, play, revoked = Seat.WEST, [], False
    for number in range(1, 14):
        trick: list[tuple[Seat, object]] = []
        for step in range(4):
            seat = leader.next(step)
            hand = hands[seat]
            led = trick[0][1].suit if trick else None
            legal = legal_cards(hand, led)
            others = sorted(c for c in hand if c not in legal)
            # A revoke by a defender or declarer (dummy's cards are faced: Law 64B3).
            if not revoked and number < 11 and trick and others and seat != Seat.NORTH:
                card, revoked = rng.choice(others), True
            else:
                card = rng.choice(legal)
            hand.discard(card)
            trick.append((seat, card))
            play.append(str(card))
        trumps = [(s, c) for s, c in trick if c.suit == trump]
        following = [(s, c) for s, c in trick if c.suit == trick[0][1].suit]
        leader = max(trumps or following, key=lambda entry: entry[1].rank)[0]
    if not revoked:
        return None
    return {"deal": deal, "contract": "4H", "declarer": "S", "play": play}


def replay(scenario: dict) -> tuple[int, int]:
    """Declarer's tricks at the table and after Law 64, from the scenario's record alone: the
    same table model as the engine (``Deal.parse``, ``Card.parse``, ``trick_winner``) and the
    same Law 64 (``revoke_penalty``), nothing else — no other irregularity is looked for, no
    choice, no restriction, no explanation."""
    deal = Deal.parse(scenario["deal"])
    contract = Contract.parse(scenario["contract"])
    declarer = Seat.parse(scenario["declarer"])
    holder = {card: seat for seat, cards in deal.hands.items() for card in cards}
    hands = {seat: set(cards) for seat, cards in deal.hands.items()}
    cards = [Card.parse(text) for text in scenario["play"]]
    winners: list[Seat] = []
    winning: list[Card] = []
    # The first revoke: (offender, trick index, the cards he could have followed with).
    revoke: tuple[Seat, int, set[Card]] | None = None
    leader = declarer.lho
    for number in range(13):
        trick = {holder[card]: card for card in cards[number * 4 : number * 4 + 4]}
        led = trick[leader].suit
        for seat, card in trick.items():
            hand = hands[seat]
            if revoke is None and card.suit != led and any(c.suit == led for c in hand):
                revoke = (seat, number, {c for c in hand if c.suit == led})
            hand.discard(card)
        leader = trick_winner(leader, trick, contract.trump)
        winners.append(leader)
        winning.append(trick[leader])
    played = sum(1 for seat in winners if seat.is_partner_of(declarer))
    if revoke is None:
        return played, played
    offender, at, could = revoke
    later = [n for n in range(at + 1, 13) if winners[n].is_partner_of(offender)]
    by = winners[at]
    penalty = revoke_penalty(
        revoke_trick_won_by="offender"
        if by == offender
        else "partner"
        if by == offender.partner
        else "opponents",
        later_tricks=len(later),
        trick=at + 1,
        later_won_with_revoke_suit=any(
            winners[n] == offender and winning[n] in could for n in later
        ),
    )
    moved = penalty.tricks
    return played, played + (-moved if offender.is_partner_of(declarer) else moved)


def replay_strings(scenario: dict) -> tuple[int, int]:
    """The same replay on plain strings, without the table model: the floor of reading the
    record at all (printed for information)."""
    first, _, hands_text = scenario["deal"].partition(":")
    holder: dict[str, str] = {}
    holding: dict[str, set[str]] = {}
    start = SEATS.index(first)
    for offset, hand in enumerate(hands_text.split()):
        seat = SEATS[(start + offset) % 4]
        holding[seat] = set()
        for suit, ranks in zip("SHDC", hand.split("."), strict=True):
            for rank in ranks:
                holder[suit + rank] = seat
                holding[seat].add(suit + rank)
    contract = scenario["contract"]
    trump = contract[1] if contract[1:3] != "NT" else None
    ours = "NS" if scenario["declarer"] in "NS" else "EW"
    winners: list[str] = []
    winning: list[str] = []
    revoke: tuple[str, int, set[str]] | None = None
    cards = scenario["play"]
    for number in range(13):
        trick = cards[number * 4 : number * 4 + 4]
        led = trick[0][0]
        for card in trick:
            seat = holder[card]
            hand = holding[seat]
            if revoke is None and card[0] != led and any(c[0] == led for c in hand):
                revoke = (seat, number, {c for c in hand if c[0] == led})
            hand.discard(card)
        best = trick[0]
        for card in trick[1:]:
            if card[0] == best[0]:
                if RANKS.index(card[1]) > RANKS.index(best[1]):
                    best = card
            elif card[0] == trump:
                best = card
        winners.append(holder[best])
        winning.append(best)
    played = sum(1 for seat in winners if seat in ours)
    if revoke is None:
        return played, played
    offender, at, could = revoke
    side = "NS" if offender in "NS" else "EW"
    won = [n for n in range(at, 13) if winners[n] in side]
    later = [n for n in won if n > at]
    if winners[at] == offender:
        moved = 1 + (1 if later else 0)
    else:
        moved = 1 if won else 0
        if len(won) >= 2 and any(winning[n] in could for n in later if winners[n] == offender):
            moved = 2
    moved = min(moved, len(won))
    return played, played + (-moved if side == ours else moved)


def rate(function, scenarios: list[dict]) -> float:
    # CPU time of this process: the machine is shared, wall time would count the others.
    start = time.process_time()
    for scenario in scenarios:
        function(scenario)
    return len(scenarios) / (time.process_time() - start)


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    rng = random.Random(2026)
    scenarios: list[dict] = []
    while len(scenarios) < count:
        scenario = scenario_with_revoke(rng)
        if scenario:
            scenarios.append(scenario)
    for scenario in scenarios:
        ruling = rule(scenario)
        found = (ruling["declarer_tricks_played"], ruling["declarer_tricks"])
        for replayer in (replay, replay_strings):
            if replayer(scenario) != found:
                sys.exit(f"{replayer.__name__} disagrees with rule() on {scenario}")
    functions = {
        "rule_first": first_ruling(rule),
        "rule_again": rule,
        "rule_without_64c": without_double_dummy(rule),
        "replay": replay,
        "strings": replay_strings,
    }
    rates: dict[str, list[float]] = {name: [] for name in functions}
    for _ in range(3):
        for name, function in functions.items():
            if name == "rule_again":
                for scenario in scenarios:  # the positions solved once, untimed
                    rule(scenario)
            rates[name].append(rate(function, scenarios))
    best = {name: max(values) for name, values in rates.items()}
    floor = best["replay"]
    print(f"{count} сценариев (52 карты, один фальшренонс, 4♥), процессорное время:")
    print(f"  rule(), сдача впервые (с оценкой 64C):  {best['rule_first']:8.1f} в секунду")
    print(f"  rule(), сдача снова (позиции известны): {best['rule_again']:8.1f} в секунду")
    print(f"  rule() без оценки 64C:                  {best['rule_without_64c']:8.1f} в секунду")
    print(f"  повтор записи на модели стола:          {floor:8.1f} в секунду")
    print(f"  повтор записи на строках (для справки): {best['strings']:8.1f} в секунду")
    ratio = best["rule_without_64c"] / floor
    print(f"  отношение rule() без 64C / повтор: {ratio:.3f} (цель ≥ 0.5)")
    print(f"  rule(), сдача снова / повтор:      {best['rule_again'] / floor:.3f}")
    print(f"  rule(), сдача впервые / повтор:    {best['rule_first'] / floor:.3f}")


def first_ruling(function):
    """``function`` as on a deal never ruled before: the double-dummy positions forgotten."""

    def run(scenario: dict) -> dict:
        double_dummy.forget()
        return function(scenario)

    return run


def without_double_dummy(function):
    """``function`` with Law 64C's double-dummy estimate of a revoke's gain left out (each
    established revoke costs two DDS solves): what the rest of the engine costs."""

    def run(scenario: dict) -> dict:
        solve = revoke_equity.gain
        revoke_equity.gain = lambda *args, **kwargs: None
        try:
            return function(scenario)
        finally:
            revoke_equity.gain = solve

    return run


if __name__ == "__main__":
    main()
