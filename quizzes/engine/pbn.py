"""PBN (Portable Bridge Notation) in and out.

``read_pbn(text)`` turns the first game of a PBN file into a scenario: the tags Deal, Dealer,
Vulnerable, Declarer, Contract, Event/Board (title), and the Auction and Play sections.
The Auction section lists calls from the seat in its tag, four to a line (``AP`` = all pass,
note references ``=1=`` and NAGs ``$1`` are skipped). The Play section lists one trick per
line in seat columns starting from the seat in its tag (the opening leader): the engine
turns each line into play order starting from that trick's leader (the winner of the
previous trick). ``-`` is a card not played, ``*`` ends a section.

``scenario_to_pbn(scenario)`` writes a scenario's deal, auction and play back as PBN.
"""

from __future__ import annotations

import re
from typing import Any

from .auction import Call, CallError, Contract
from .cards import Card, CardError
from .deal import Deal, DealError
from .play import trick_winner
from .ruling import rule
from .scenario_error import ScenarioError
from .seats import Seat, SeatError
from .vulnerability import Vulnerability, VulnerabilityError

_TAG = re.compile(r'^\[(\w+)\s+"(.*)"\]\s*$')


def _strip_comments(text: str) -> list[str]:
    text = re.sub(r"\{[^}]*\}", " ", text, flags=re.S)
    lines = []
    for line in text.splitlines():
        if line.lstrip().startswith(";") or line.startswith("%"):
            continue
        lines.append(line.split(";", 1)[0].rstrip())
    return lines


Tags = dict[str, str]
Sections = dict[str, list[str]]


def _parse_games(text: str) -> list[tuple[Tags, Sections]]:
    games: list[tuple[Tags, Sections]] = []
    tags: Tags = {}
    sections: Sections = {}
    current: str | None = None
    for line in _strip_comments(text):
        if not line.strip():
            if tags:
                games.append((tags, sections))
                tags, sections, current = {}, {}, None
            continue
        match = _TAG.match(line.strip())
        if match:
            name, value = match.groups()
            tags[name] = value
            current = name if name in ("Auction", "Play") else None
            if current:
                sections[current] = []
            continue
        if current:
            sections[current].extend(line.split())
    if tags:
        games.append((tags, sections))
    return games


def read_pbn(text: str) -> dict[str, Any]:
    games = _parse_games(text)
    if not games:
        raise ScenarioError("в файле PBN нет ни одной сдачи", "pbn")
    tags, sections = games[0]
    if "Deal" not in tags:
        raise ScenarioError("нет тега [Deal]", "Deal")
    try:
        deal = Deal.parse(tags["Deal"])
    except DealError as exc:
        raise ScenarioError(str(exc), "Deal") from None
    scenario: dict[str, Any] = {"deal": deal.to_pbn()}
    title = tags.get("Event") or ""
    if tags.get("Board"):
        title = f"{title} — сдача {tags['Board']}".strip(" —")
    if title:
        scenario["title"] = title
    if tags.get("Dealer"):
        scenario["dealer"] = _seat(tags["Dealer"], "Dealer").letter
    if "Vulnerable" in tags:
        try:
            scenario["vulnerable"] = str(Vulnerability.parse(tags["Vulnerable"]))
        except VulnerabilityError:
            raise ScenarioError(
                f"«{tags['Vulnerable']}» — неизвестная зона", "Vulnerable"
            ) from None
    contract = None
    if tags.get("Contract"):
        if tags["Contract"].upper() == "PASS":
            scenario["contract"] = "Pass"
        else:
            try:
                contract = Contract.parse(tags["Contract"])
            except CallError as exc:
                raise ScenarioError(str(exc), "Contract") from None
            scenario["contract"] = str(contract)
    if tags.get("Declarer") and tags["Declarer"] not in ("", "?"):
        scenario["declarer"] = _seat(tags["Declarer"], "Declarer").letter
    if "Auction" in sections:
        scenario["auction"] = _auction(sections["Auction"])
        first = _seat(tags["Auction"], "Auction")
        if "dealer" not in scenario:
            scenario["dealer"] = first.letter
    if "Play" in sections and contract is not None:
        scenario["play"] = _play(sections["Play"], _seat(tags["Play"], "Play"), contract)
    return scenario


def _seat(text: str, field: str) -> Seat:
    try:
        return Seat.parse(text)
    except SeatError as exc:
        raise ScenarioError(str(exc), field) from None


def _auction(tokens: list[str]) -> list[str]:
    calls: list[str] = []
    for token in tokens:
        if token == "*":
            break
        if re.fullmatch(r"=\d+=|\$\d+|[!?]+|\+|-", token):
            continue
        token = token.rstrip("!?")
        if token.upper() == "AP":
            calls.extend(["Pass"] * 3)
            continue
        try:
            calls.append(str(Call.parse(token)))
        except CallError as exc:
            raise ScenarioError(str(exc), "Auction", len(calls)) from None
    return calls


def _play(tokens: list[str], first: Seat, contract: Contract) -> list[str]:
    cards: list[Card | None] = []
    for token in tokens:
        if token == "*":
            break
        if re.fullmatch(r"=\d+=|\$\d+|[!?]+", token):
            continue
        if token == "-":
            cards.append(None)
            continue
        try:
            cards.append(Card.parse(token.rstrip("!?")))
        except CardError as exc:
            raise ScenarioError(str(exc), "Play", len(cards)) from None
    play: list[str] = []
    leader = first
    for start in range(0, len(cards), 4):
        row = cards[start : start + 4]
        by_seat = {first.next(i): card for i, card in enumerate(row) if card is not None}
        for step in range(4):
            seat = leader.next(step)
            if seat in by_seat:
                play.append(str(by_seat[seat]))
        if len(by_seat) < 4 or leader not in by_seat:
            break
        leader = trick_winner(leader, by_seat, contract.trump)
    return play


def scenario_to_pbn(scenario: dict[str, Any]) -> str:
    """PBN text of a scenario: deal, dealer, vulnerability, contract, auction and play."""
    deal = Deal.parse(scenario["deal"])
    dealer = Seat.parse(scenario.get("dealer") or "N")
    ruling = rule(scenario)
    lines = [
        f'[Event "{scenario.get("title") or ""}"]',
        f'[Dealer "{dealer.letter}"]',
        f'[Vulnerable "{ruling["vulnerable"]}"]',
        f'[Deal "{deal.to_pbn(dealer)}"]',
    ]
    if ruling["contract"]:
        lines.append(f'[Declarer "{ruling["declarer"]}"]')
        lines.append(f'[Contract "{ruling["contract"]}"]')
    if ruling["auction"]:
        lines.append(f'[Auction "{ruling["auction"][0]["seat"]}"]')
        calls = [entry["call"] for entry in ruling["auction"]]
        lines.extend(" ".join(calls[i : i + 4]) for i in range(0, len(calls), 4))
    if ruling["tricks"] and ruling["tricks"][0]["number"] == 1:
        first = Seat.parse(ruling["tricks"][0]["leader"])
        lines.append(f'[Play "{first.letter}"]')
        for trick in ruling["tricks"]:
            leader = Seat.parse(trick["leader"])
            by_seat = {leader.next(i): card for i, card in enumerate(trick["cards"])}
            lines.append(" ".join(by_seat.get(first.next(i), "-") for i in range(4)))
        lines.append("*")
    return "\n".join(lines) + "\n"
