"""What the director's pages say besides the questions: wording.yaml, read once when the site
starts (a missing section fails then, not in the middle of a ruling)."""

from __future__ import annotations

from pathlib import Path

import yaml

from quizzes.engine import russian as ru
from quizzes.engine.auction import STRAINS
from quizzes.engine.table import Call, CallKind, Strain

WORDING_FILE = Path(__file__).with_name("wording.yaml")
SECTIONS = (
    "messages",
    "sides",
    "labels",
    "substitutes",
    "substitute_branch",
    "rho_branches",
    "rho_branch",
    "allowed_cards",
    "notes",
    "models",
)


def load(path: Path = WORDING_FILE) -> dict:
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    missing = [name for name in SECTIONS if not isinstance(data, dict) or name not in data]
    if missing:
        raise ValueError(f"{path.name}: sections missing: {', '.join(missing)}")
    return data


WORDING = load()


def say(section: str, phrase: str, /, **values) -> str:
    """One phrase of a section, its {placeholders} filled in."""
    return WORDING[section][phrase].format(**values)


def notes(name: str) -> list[tuple[str, str]]:
    """A note of ours under the ruling: (text, clause) per paragraph."""
    return [(item["text"], str(item["law"])) for item in WORDING["notes"][name]]


def substitutes(before: str = "1H", bid: str = "1D") -> list[tuple[str, str]]:
    """Law 27B: (call, the branch's heading) for each substitution shown after ``bid`` made
    over ``before`` — and the double offered in its place (27B3); a kind with no such bid
    (nothing above 7♠ in spades) is left out."""
    last, offered = Call.parse(before), Call.parse(bid)
    sufficient = [
        Call(CallKind.BID, level, strain)
        for level in range(1, 8)
        for strain in STRAINS
        if Call(CallKind.BID, level, strain).order > last.order
    ]
    calls = {
        "same": next((c for c in sufficient if c.strain == offered.strain), None),
        "other": next((c for c in sufficient if c.strain != offered.strain), None),
        "pass": Call(CallKind.PASS),
        "double": Call(CallKind.DOUBLE),
    }
    out = []
    for item in WORDING["substitutes"]:
        call = calls[item["kind"]]
        if call is not None:
            label = item["label"].format(call=ru.call(call))
            heading = item.get("branch", WORDING["substitute_branch"])
            out.append((str(call), heading.format(label=label)))
    return out


def rho_branches(call: str, bid: str = "1S") -> list[tuple[list[str], str]]:
    """Laws 31A, 32B: (the calls that follow, how the branch is named) after a cancelled bid
    (``call`` = "bid", the offender's ``bid``) or double at the right-hand opponent's turn."""
    offered = Call.parse(bid)
    codes: dict[str, str] = {}
    words: dict[str, str] = {}
    if offered.strain is not None:
        # North bids one notrump (one spade over a notrump bid); East repeats his denomination.
        other = Call.parse("1S" if offered.strain is Strain.NOTRUMP else "1NT")
        repeat = next(
            Call(CallKind.BID, level, offered.strain)
            for level in range(1, 8)
            if Call(CallKind.BID, level, offered.strain).order > other.order
        )
        codes = {"other": str(other), "repeat": str(repeat)}
        words = {"other": ru.call(other), "repeat": ru.call(repeat)}
    return [
        (
            [str(c).format(**codes) for c in item["calls"]],
            str(item["label"]).format(**words),
        )
        for item in WORDING["rho_branches"][call]
    ]
