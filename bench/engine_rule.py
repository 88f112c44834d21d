"""How many complete 52-card scenarios with one revoke ``rule()`` decides per second.

Run: ``.venv/bin/python bench/engine_rule.py [N]`` (default 300 scenarios).
"""

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from quizzes.engine import rule  # noqa: E402
from quizzes.engine.auction import Contract  # noqa: E402
from quizzes.engine.cards import full_pack  # noqa: E402
from quizzes.engine.deal import Deal, hand_to_pbn  # noqa: E402
from quizzes.engine.play import PlayState, legal_cards  # noqa: E402
from quizzes.engine.seats import Seat  # noqa: E402


def scenario_with_revoke(rng: random.Random) -> dict | None:
    pack = full_pack()
    rng.shuffle(pack)
    deal = "N:" + " ".join(hand_to_pbn(pack[i * 13 : (i + 1) * 13]) for i in range(4))
    parsed = Deal.parse(deal)
    state = PlayState(
        {s: set(h) for s, h in parsed.hands.items()}, Contract.parse("4H").trump, Seat.SOUTH
    )
    play, revoked = [], False
    while not state.finished:
        trick = state.current
        seat = trick.next_to_play()
        hand = state.hands[seat]
        legal = legal_cards(hand, trick.led_suit)
        others = [c for c in hand if c not in legal]
        if not revoked and trick.number < 11 and trick.plays and others:
            card, revoked = rng.choice(others), True
        else:
            card = rng.choice(legal)
        hand.discard(card)
        trick.plays.append((seat, card))
        play.append(str(card))
    if not revoked:
        return None
    return {"deal": deal, "contract": "4H", "declarer": "S", "play": play}


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    rng = random.Random(2026)
    scenarios = []
    while len(scenarios) < count:
        scenario = scenario_with_revoke(rng)
        if scenario:
            scenarios.append(scenario)
    start = time.perf_counter()
    for scenario in scenarios:
        rule(scenario)
    elapsed = time.perf_counter() - start
    print(f"{count} сценариев (52 карты, один фальшренонс): {count / elapsed:.0f} в секунду")


if __name__ == "__main__":
    main()
