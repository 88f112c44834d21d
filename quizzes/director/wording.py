"""What the director's pages say besides the questions: wording.yaml, read once when the site
starts (a missing section fails then, not in the middle of a ruling)."""

from __future__ import annotations

from pathlib import Path

import yaml

from quizzes.engine import russian as ru

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


def substitutes() -> list[tuple[str, str]]:
    """Law 27B: (call, how the branch is named) for each substitution shown."""
    return [
        (item["call"], item["label"].format(call=ru.call(item["call"])))
        for item in WORDING["substitutes"]
    ]


def rho_branches(call: str) -> list[tuple[list[str], str]]:
    """Laws 31A, 32B: (the calls that follow, how the branch is named) after a cancelled bid
    (``call`` = "bid") or double at the right-hand opponent's turn."""
    return [(list(item["calls"]), item["label"]) for item in WORDING["rho_branches"][call]]
