"""The engine's golden rulings: the exact output of ``rule()`` on a fixed body of scenarios.

The cases are every scenario file under ``quizzes/content/scenarios/`` and every prefix of
its auction and of its play (the positions in between, pending choices included), the director's
model-table positions, the scenarios of a broad sample of generated questions (stored as plain
inputs in ``golden/inputs.jsonl``, so the comparison does not depend on the generators) and
complete random deals with a revoke. ``golden/rulings.jsonl`` holds, per case, a digest of the
whole outcome (the ruling dict, or the ``ScenarioError`` message, field and position) and a
short summary to read; ``test_golden.py`` checks that ``rule()`` still gives exactly that.

Refresh the inputs and record the expected outcomes (only when a change of a ruling is meant):

    .venv/bin/python -m tests.quizzes.engine.golden inputs   # re-sample generated scenarios
    .venv/bin/python -m tests.quizzes.engine.golden record [--full FILE]
    .venv/bin/python -m tests.quizzes.engine.golden check [--full FILE]

``--full FILE`` also writes (record) or compares against (check) the complete outcomes, for
finding the first differing key while refactoring; that file is not kept in the repository.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[3]
HERE = Path(__file__).resolve().parent / "golden"
INPUTS = HERE / "inputs.jsonl"
RULINGS = HERE / "rulings.jsonl"
SCENARIOS = ROOT / "quizzes" / "content" / "scenarios"

# Seeds per generator kind in the sample (each question gives one or two scenarios).
GENERATED_SEEDS = range(0, 40)
RANDOM_REVOKE_DEALS = 60


def scenario_file_cases() -> Iterator[tuple[str, Any]]:
    from quizzes.engine.scenario import load

    for path in sorted(SCENARIOS.glob("*.yaml")):
        yield f"file:{path.name}", load(path)


def stored_cases() -> Iterator[tuple[str, Any]]:
    with INPUTS.open(encoding="utf-8") as lines:
        for line in lines:
            entry = json.loads(line)
            yield entry["case"], entry["scenario"]


def prefix_cases() -> Iterator[tuple[str, Any]]:
    """Each scenario file cut after every auction call and every play item."""
    for case, scenario in scenario_file_cases():
        auction = scenario.get("auction") or []
        for cut in range(len(auction)):
            partial = {k: v for k, v in scenario.items() if k != "play"}
            partial["auction"] = auction[:cut]
            yield f"{case}:auction[:{cut}]", partial
        play = scenario.get("play") or []
        for cut in range(len(play)):
            yield f"{case}:play[:{cut}]", dict(scenario, play=play[:cut])


def error_cases() -> Iterator[tuple[str, Any]]:
    """Each scenario file made wrong (or written another way) at the end: the message, field
    and position of the ``ScenarioError`` are part of the interface too."""
    for case, scenario in scenario_file_cases():
        play = scenario.get("play") or []
        if play and isinstance(play[0], str):
            yield f"{case}:replayed-first-card", dict(scenario, play=[*play, play[0]])
        yield f"{case}:unknown-choice", dict(scenario, play=[*play, {"choose": "nonsense"}])
        yield f"{case}:unknown-card", dict(scenario, play=[*play, "SZ"])
        for vulnerable in ("True", True, False, "Both", "Love", "-", "ns", "XYZ"):
            yield f"{case}:vulnerable={vulnerable!r}", dict(scenario, vulnerable=vulnerable)


def cases() -> list[tuple[str, Any]]:
    return [*scenario_file_cases(), *prefix_cases(), *error_cases(), *stored_cases()]


def outcome(scenario: Any) -> dict:
    from quizzes.engine import ScenarioError, rule

    try:
        return {"ruling": rule(scenario)}
    except ScenarioError as exc:
        return {"error": str(exc), "field": exc.field, "position": exc.position}


def _generated() -> Iterator[tuple[str, Any]]:
    from quizzes.content.generators import GENERATORS, generate

    for kind in sorted(GENERATORS):
        for seed in GENERATED_SEEDS:
            question = generate(kind, seed)
            if not question.scenario.get("deal"):
                continue
            yield f"gen:{kind}:{seed}", question.scenario
            if question.concealed:
                full = dict(question.scenario)
                full["play"] = [*question.scenario["play"], *question.concealed]
                yield f"gen:{kind}:{seed}:full", full


def _director() -> Iterator[tuple[str, Any]]:
    from itertools import product

    from quizzes.director import model_table

    answers_by_code = {
        "lead_out_of_turn": {
            "offender": ["defender", "declarer_hand", "dummy_hand"],
            "proper": ["declarer", "dummy", "partner", "defender"],
            "next_played": ["yes", "no"],
        },
        "opening_lead": {"seen_dummy": ["yes", "no"]},
        "exposed_card": {
            "offender": ["declarer", "defender"],
            "partner_leads": ["yes", "no"],
            "honour": ["yes", "no"],
            "several": ["yes", "no"],
            "how": ["accidental", "deliberate"],
            "could_know": ["no", "yes"],
        },
        "exposed_card_auction": {
            "honour": ["yes", "no"],
            "several": ["yes", "no"],
            "lead": ["yes", "no"],
            "became": ["defender", "dummy"],
        },
        "premature_play": {"both_hands": ["no"]},
        "insufficient_bid": {"conventional": ["yes", "no"], "lho_called": ["yes", "no"]},
        "call_out_of_rotation": {
            "call": ["pass", "bid", "double"],
            "bid_before": ["yes", "no"],
            "turn": ["rho", "partner", "lho"],
            "called_over": ["no", "lho", "proper"],
        },
        "dummy_designation": {"said": sorted(model_table.DESIGNATIONS)},
        "fifth_card": {
            "offender": ["defender", "declarer"],
            "lead": ["yes", "no"],
            "how": ["accidental", "deliberate"],
        },
        "simultaneous": {
            "kind": ["two_players", "one_player"],
            "offender": ["declarer", "defender"],
            "honour": ["yes", "no"],
            "visible": ["one", "several"],
        },
    }
    for code, choices in answers_by_code.items():
        names = sorted(choices)
        for values in product(*(choices[name] for name in names)):
            answers = dict(zip(names, values, strict=True))
            try:
                scenario = model_table.BUILDERS[code](answers)
            except KeyError:
                continue
            label = ",".join(f"{k}={v}" for k, v in answers.items())
            yield f"director:{code}:{label}", scenario
    for offender in ("defender", "declarer", "dummy"):
        yield (
            f"director:revoke_unestablished:{offender}",
            model_table.revoke_unestablished({"offender": offender}),
        )


def _random_revokes() -> Iterator[tuple[str, Any]]:
    """Complete deals played at random, with one revoke (a suit not followed)."""
    from quizzes.engine.cards import full_pack
    from quizzes.engine.deal import hand_to_pbn

    suits = "SHDC"
    rng = random.Random(2026)
    made = 0
    while made < RANDOM_REVOKE_DEALS:
        pack = full_pack()
        rng.shuffle(pack)
        cards = [str(c) for c in pack]
        hands = {seat: cards[i * 13 : i * 13 + 13] for i, seat in enumerate("NESW")}
        deal = "N:" + " ".join(hand_to_pbn(pack[i * 13 : (i + 1) * 13]) for i in range(4))
        trump = rng.choice([*suits, None])
        declarer = rng.choice("NESW")
        order = "NESW"
        leader = order[(order.index(declarer) + 1) % 4]
        play: list[str] = []
        revoked = False
        for number in range(1, 14):
            trick: list[tuple[str, str]] = []
            for step in range(4):
                seat = order[(order.index(leader) + step) % 4]
                hand = hands[seat]
                led = trick[0][1][0] if trick else None
                legal = [c for c in hand if c[0] == led] or hand
                others = [c for c in hand if c not in legal]
                if not revoked and trick and others and number < 13 and rng.random() < 0.15:
                    card, revoked = rng.choice(others), True
                else:
                    card = rng.choice(legal)
                hand.remove(card)
                trick.append((seat, card))
                play.append(card)
            leader = _winner(trick, trump)
        if not revoked:
            continue
        made += 1
        strain = trump or "NT"
        level = rng.randint(1, 7)
        doubled = rng.choice(["", "", "X", "XX"])
        yield (
            f"random-revoke:{made}",
            {
                "deal": deal,
                "vulnerable": rng.choice(["None", "NS", "EW", "All"]),
                "contract": f"{level}{strain}{doubled}",
                "declarer": declarer,
                "play": play,
                "revoke_attention": rng.choice(["play", "play", "play", "next_board"]),
            },
        )


def _winner(trick: list[tuple[str, str]], trump: str | None) -> str:
    led = trick[0][1][0]

    def strength(entry: tuple[str, str]) -> tuple[int, int]:
        card = entry[1]
        rank = "23456789TJQKA".index(card[1])
        return (2 if card[0] == trump else 1 if card[0] == led else 0, rank)

    return max(trick, key=strength)[0]


def write_inputs() -> None:
    HERE.mkdir(exist_ok=True)
    with INPUTS.open("w", encoding="utf-8") as out:
        for source in (_director(), _generated(), _random_revokes()):
            for case, scenario in source:
                out.write(json.dumps({"case": case, "scenario": scenario}, ensure_ascii=False))
                out.write("\n")


def canonical(found: dict) -> str:
    return json.dumps(found, ensure_ascii=False, sort_keys=True)


def summary(found: dict) -> str:
    """What a reader of a difference wants first: the result, the irregularities, the choice."""
    if "error" in found:
        return f"error {found['error']}"
    ruling = found["ruling"]
    kinds = ",".join(entry["kind"] for entry in ruling.get("irregularities") or [])
    options = ",".join(entry["code"] for entry in ruling.get("options") or [])
    return (
        f"{ruling.get('contract')} by {ruling.get('declarer')} next={ruling.get('next')} "
        f"tricks={ruling.get('declarer_tricks')} score={ruling.get('score')} "
        f"kinds={kinds} options={options}"
    )


def golden_entry(case: str, found: dict) -> dict:
    digest = hashlib.sha256(canonical(found).encode()).hexdigest()[:20]
    return {"case": case, "digest": digest, "summary": summary(found)}


def record(full: Path | None = None) -> None:
    full_out = full.open("w", encoding="utf-8") if full else None
    with RULINGS.open("w", encoding="utf-8") as out:
        for case, scenario in cases():
            found = outcome(scenario)
            out.write(json.dumps(golden_entry(case, found), ensure_ascii=False) + "\n")
            if full_out:
                full_out.write(canonical({"case": case, **found}) + "\n")
    if full_out:
        full_out.close()


def expected(path: Path = RULINGS) -> dict[str, dict]:
    with path.open(encoding="utf-8") as lines:
        entries = [json.loads(line) for line in lines]
    return {entry.pop("case"): entry for entry in entries}


def differences(full: Path | None = None) -> list[str]:
    """Every case whose outcome differs from the recorded one (empty when all agree)."""
    want = expected()
    want_full = expected(full) if full else {}
    found = []
    seen = set()
    for case, scenario in cases():
        seen.add(case)
        got = outcome(scenario)
        entry = golden_entry(case, got)
        if case not in want:
            found.append(f"{case}: not recorded")
        elif entry["digest"] != want[case]["digest"]:
            if case in want_full:
                detail = _first_difference(want_full[case], json.loads(canonical(got)))
            elif entry["summary"] != want[case]["summary"]:
                detail = f"expected {want[case]['summary']}, got {entry['summary']}"
            else:
                detail = "same summary, other details differ (compare with --full)"
            found.append(f"{case}: {detail}")
    found.extend(f"{case}: recorded but no longer a case" for case in sorted(set(want) - seen))
    return found


def _first_difference(want: Any, got: Any, where: str = "") -> str:
    if isinstance(want, dict) and isinstance(got, dict):
        for key in sorted(set(want) | set(got)):
            if want.get(key) != got.get(key):
                return _first_difference(want.get(key), got.get(key), f"{where}.{key}")
    if isinstance(want, list) and isinstance(got, list) and len(want) == len(got):
        for index, (a, b) in enumerate(zip(want, got, strict=True)):
            if a != b:
                return _first_difference(a, b, f"{where}[{index}]")
    return f"{where or '.'}: expected {want!r}, got {got!r}"


def main(argv: list[str]) -> int:
    command = argv[1] if len(argv) > 1 else "check"
    full = Path(argv[3]) if len(argv) > 3 and argv[2] == "--full" else None
    if command == "inputs":
        write_inputs()
    elif command == "record":
        record(full)
    elif command == "check":
        found = differences(full)
        for line in found:
            print(line)
        print(f"{len(cases())} cases, {len(found)} differences")
        return 1 if found else 0
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
