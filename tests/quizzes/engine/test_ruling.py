"""rule(): the interface of the issue, properties on random deals, and no Django."""

import json
import random
import subprocess
import sys
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from quizzes.engine import ScenarioError, imps, matchpoints, rule, score
from quizzes.engine.auction import Contract
from quizzes.engine.cards import full_pack
from quizzes.engine.deal import Deal, hand_to_pbn
from quizzes.engine.play import PlayState, legal_cards
from quizzes.engine.seats import Seat

from .deals import ISSUE_PLAY, issue_scenario

ROOT = Path(__file__).resolve().parents[3]


def test_interface_examples():
    assert score("4SX", vulnerable=True, tricks=8) == -500
    assert imps(430) == 10 and imps(-430) == -10 and imps(10) == 0
    assert matchpoints([620, 620, 170, -100]) == [5, 5, 2, 0]
    assert issubclass(ScenarioError, ValueError)


def test_ruling_has_the_keys_of_the_issue_and_is_json():
    ruling = rule(issue_scenario(ISSUE_PLAY))
    for key in (
        "contract",
        "declarer",
        "tricks",
        "irregularities",
        "options",
        "declarer_tricks_played",
        "declarer_tricks",
        "score",
        "laws",
        "explanation",
    ):
        assert key in ruling
    assert json.loads(json.dumps(ruling, ensure_ascii=False)) == ruling
    assert all(set(step) == {"text", "law"} for step in ruling["explanation"])


def test_score_absent_until_13_tricks():
    assert "score" not in rule(issue_scenario(ISSUE_PLAY[:48]))


def test_engine_imports_no_django():
    code = "import sys, quizzes.engine; assert 'django' not in sys.modules; print('ok')"
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert result.stdout.strip() == "ok", result.stderr


def _deal(seed: int) -> str:
    pack = full_pack()
    random.Random(seed).shuffle(pack)
    return "N:" + " ".join(hand_to_pbn(pack[i * 13 : (i + 1) * 13]) for i in range(4))


def _play(deal: str, contract: str, declarer: str, rng: random.Random, revoke_at=None):
    """Legal play, except one revoke at the play number ``revoke_at`` when possible."""
    parsed = Deal.parse(deal)
    state = PlayState(
        {s: set(h) for s, h in parsed.hands.items()},
        Contract.parse(contract).trump,
        Seat.parse(declarer),
    )
    play, revoke = [], None
    count = 0
    while not state.finished:
        trick = state.current
        seat = trick.next_to_play()
        hand = state.hands[seat]
        legal = legal_cards(hand, trick.led_suit)
        others = sorted(c for c in hand if c not in legal)
        if (
            revoke is None
            and revoke_at is not None
            and count >= revoke_at
            and others
            and trick.number < 12
        ):
            card = rng.choice(others)
            revoke = (seat.letter, trick.number, str(card))
        else:
            card = rng.choice(legal)
        hand.discard(card)
        trick.plays.append((seat, card))
        play.append(str(card))
        count += 1
    return play, revoke


contracts = st.sampled_from(["3NT", "4S", "4HX", "2D", "6C", "1NTXX"])
seats = st.sampled_from(["N", "E", "S", "W"])


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**6), contracts, seats)
def test_random_legal_play_13_tricks_no_irregularity(seed, contract, declarer):
    deal = _deal(seed)
    play, _ = _play(deal, contract, declarer, random.Random(seed))
    ruling = rule({"deal": deal, "contract": contract, "declarer": declarer, "play": play})
    assert len(ruling["tricks"]) == 13
    assert all(t["winner"] in "NESW" and len(t["cards"]) == 4 for t in ruling["tricks"])
    assert ruling["irregularities"] == [] and ruling["options"] == []
    assert ruling["declarer_tricks"] == ruling["declarer_tricks_played"]
    assert ruling["score"] == score(contract, False, ruling["declarer_tricks"])


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**6), contracts, seats, st.integers(0, 40))
def test_random_revoke_is_always_detected(seed, contract, declarer, revoke_at):
    deal = _deal(seed)
    play, revoke = _play(deal, contract, declarer, random.Random(seed), revoke_at)
    ruling = rule({"deal": deal, "contract": contract, "declarer": declarer, "play": play})
    found = [
        (i["seat"], i["trick"], i["card"])
        for i in ruling["irregularities"]
        if i["kind"] == "revoke"
    ]
    if revoke is None:
        assert found == []
    else:
        assert found == [revoke]
        [entry] = ruling["irregularities"]
        assert entry["established"] is True
        assert 0 <= entry["penalty_tricks"] <= 2
        moved = ruling["declarer_tricks"] - ruling["declarer_tricks_played"]
        assert abs(moved) == entry["penalty_tricks"]


def _plausible_run(rng: random.Random, seed: int) -> dict:
    """A scenario grown item by item: mostly the right player's cards and offered choices,
    sometimes someone else's card, an exposure or a correction."""
    deal = _deal(seed)
    hands = Deal.parse(deal).hands
    scenario = {
        "deal": deal,
        "contract": rng.choice(["3NT", "4S", "2H"]),
        "declarer": rng.choice("NESW"),
        "play": [],
    }
    played: set[str] = set()
    for _ in range(70):
        ruling = rule(scenario)
        if ruling["next"] is None and not ruling["options"]:
            break
        if ruling["options"] and rng.random() < 0.8:
            entry = rng.choice(ruling["options"])
            item = {"choose": entry["code"]}
            item.update({k: entry[k] for k in ("card", "suit") if k in entry})
        else:
            seat = (
                Seat.parse(ruling["next"])
                if ruling["next"] and rng.random() < 0.75
                else rng.choice(list(Seat))
            )
            left = [str(c) for c in hands[seat] if str(c) not in played]
            if not left:
                break
            card = rng.choice(left)
            roll = rng.random()
            if roll < 0.05:
                item = {"expose": [card], "how": rng.choice(["accidental", "deliberate"])}
            elif roll < 0.08:
                item = {"correct_revoke": card}
            else:
                item = card
        try:
            rule({**scenario, "play": [*scenario["play"], item]})
        except ScenarioError:
            continue
        scenario["play"].append(item)
        if isinstance(item, str):
            played.add(item)
    return scenario


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6))
def test_irregular_play_never_breaks_the_engine(seed):
    """Whatever happens at the table the engine answers with a ruling or a ScenarioError,
    and the tricks it reports are whole: no card twice, four cards to every finished trick."""
    scenario = _plausible_run(random.Random(seed), seed)
    ruling = rule(scenario)
    cards = [c for t in ruling["tricks"] for c in t["cards"]]
    assert len(cards) == len(set(cards))
    assert all(len(t["cards"]) == 4 and t["winner"] for t in ruling["tricks"][:-1])
    if ruling["next"] is None and not ruling["options"]:
        assert len(ruling["tricks"]) == 13 and "score" in ruling


def test_passed_out_scores_zero():
    ruling = rule(issue_scenario(auction=["Pass"] * 4))
    assert ruling["contract"] is None and ruling["score"] == 0
    assert rule({"deal": issue_scenario()["deal"], "contract": "Pass"})["score"] == 0
