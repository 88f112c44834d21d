"""Random deals and plausible, legal play for generated questions.

Only what a generator needs to *build* a scenario: shuffle, pick a sensible contract and an
auction for it, and play cards that follow suit. Whether anything is irregular, who wins what
and what it scores is always decided by the engine's ``rule()``.
"""

from __future__ import annotations

import random

SEATS = "NESW"
SUITS = "SHDC"
RANKS = "AKQJT98765432"
_HCP = {"A": 4, "K": 3, "Q": 2, "J": 1}
VULNERABILITIES = ("None", "NS", "EW", "All")


def next_seat(seat: str, steps: int = 1) -> str:
    return SEATS[(SEATS.index(seat) + steps) % 4]


def side_of(seat: str) -> str:
    return "NS" if seat in "NS" else "EW"


def deal_hands(rng: random.Random) -> dict[str, list[str]]:
    deck = [s + r for s in SUITS for r in RANKS]
    rng.shuffle(deck)
    return {seat: deck[i * 13 : (i + 1) * 13] for i, seat in enumerate(SEATS)}


def pbn(hands: dict[str, list[str]]) -> str:
    def hand(cards):
        return ".".join(
            "".join(sorted((c[1] for c in cards if c[0] == s), key=RANKS.index)) for s in SUITS
        )

    return "N:" + " ".join(hand(hands[seat]) for seat in SEATS)


def hcp(cards) -> int:
    return sum(_HCP.get(c[1], 0) for c in cards)


def suit_length(cards, suit: str) -> int:
    return sum(1 for c in cards if c[0] == suit)


def choose_contract(hands) -> tuple[str, str]:
    """The contract a simple partnership would reach: the stronger side, its longest fit
    (majors first), the level its points suggest. Returns (contract, declarer)."""
    ns = hcp(hands["N"]) + hcp(hands["S"])
    first, second = ("N", "S") if ns >= 20 else ("E", "W")
    points = max(ns, 40 - ns)
    fits = {
        s: suit_length(hands[first], s) + suit_length(hands[second], s) + (s in "SH") for s in SUITS
    }
    strain = max(SUITS, key=lambda s: (fits[s], -SUITS.index(s)))
    if fits[strain] - (strain in "SH") < 8 or (strain in "DC" and 25 <= points < 29):
        strain = "NT"
    if points >= 33:
        level = 6
    elif points >= 25:
        level = {"NT": 3, "S": 4, "H": 4}.get(strain, 5)
    elif points >= 23:
        level = 2 if strain == "NT" else 3
    else:
        level = 1 if strain == "NT" else 2
    if strain == "NT":
        declarer = max((first, second), key=lambda s: hcp(hands[s]))
    else:
        declarer = max((first, second), key=lambda s: suit_length(hands[s], strain))
    return f"{level}{strain}", declarer


def auction_for(contract: str, declarer: str, dealer: str, doubled: str = "") -> list[str]:
    """Passes up to declarer, who opens in the strain; partner places the contract."""
    calls, seat = [], dealer
    while seat != declarer:
        calls.append("Pass")
        seat = next_seat(seat)
    level, strain = contract[0], contract[1:]
    calls.append("1" + strain)
    if level != "1":
        calls += ["Pass", level + strain]
    if doubled:
        calls += ["X"] if doubled == "X" else ["X", "XX"]
    return calls + ["Pass", "Pass", "Pass"]


def board(hands, dealer: str, vulnerable: str, contract: str, declarer: str, play=None) -> dict:
    """The engine scenario of a board: the deal and an auction reaching ``contract``
    ("4S", "4SX", "4SXX"), with the cards played so far when given."""
    bare = contract.rstrip("X")
    scenario = {
        "deal": pbn(hands),
        "dealer": dealer,
        "vulnerable": vulnerable,
        "auction": auction_for(bare, declarer, dealer, contract[len(bare) :]),
    }
    if play is not None:
        scenario["play"] = play
    return scenario


class TablePlay:
    """Cards played in turn, each following suit; a simple strategy picks which."""

    def __init__(self, hands, contract: str, declarer: str):
        self.hands = {seat: list(cards) for seat, cards in hands.items()}
        strain = contract[1:].rstrip("X")
        self.trump = None if strain == "NT" else strain
        self.declarer = declarer
        self.leader = next_seat(declarer)
        self.trick: list[str] = []
        self.tricks_done = 0
        self.played: list = []

    @property
    def trick_number(self) -> int:
        return self.tricks_done + 1

    @property
    def finished(self) -> bool:
        return self.tricks_done == 13

    def to_play(self) -> str:
        return next_seat(self.leader, len(self.trick))

    def _beats(self, card: str, best: str) -> bool:
        if card[0] == best[0]:
            return RANKS.index(card[1]) < RANKS.index(best[1])
        return card[0] == self.trump

    def winning(self) -> tuple[str, str]:
        best, who = self.trick[0], self.leader
        for offset, card in enumerate(self.trick[1:], 1):
            if self._beats(card, best):
                best, who = card, next_seat(self.leader, offset)
        return best, who

    def legal(self, seat: str) -> list[str]:
        hand = self.hands[seat]
        if self.trick:
            follow = [c for c in hand if c[0] == self.trick[0][0]]
            if follow:
                return follow
        return list(hand)

    def choose(self, rng: random.Random) -> str:
        seat = self.to_play()
        legal = self.legal(seat)
        if not self.trick:
            return self._lead(seat, legal, rng)
        best, who = self.winning()
        if side_of(who) != side_of(seat):
            winners = [c for c in legal if self._beats(c, best)]
            if winners:
                return min(winners, key=lambda c: (c[0] == self.trump, -RANKS.index(c[1])))
        return min(legal, key=lambda c: (c[0] == self.trump, -RANKS.index(c[1])))

    def _lead(self, seat: str, legal: list[str], rng: random.Random) -> str:
        """Cash a winner when there is one (declarer's side draws trumps first), else lead
        low from the longest suit — plausible enough for results to look like real play."""
        others = [c for s, hand in self.hands.items() if s != seat for c in hand]
        masters = [
            c
            for c in legal
            if not any(o[0] == c[0] and RANKS.index(o[1]) < RANKS.index(c[1]) for o in others)
        ]
        opponents = [s for s in SEATS if side_of(s) != side_of(seat)]
        trumps_out = self.trump and any(
            c[0] == self.trump for s in opponents for c in self.hands[s]
        )
        if trumps_out and side_of(seat) == side_of(self.declarer):
            trump_masters = [c for c in masters if c[0] == self.trump]
            if trump_masters:
                return trump_masters[0]
        if masters and rng.random() < 0.8:
            return rng.choice(masters)
        longest = max(SUITS, key=lambda s: (suit_length(legal, s), rng.random()))
        return min((c for c in legal if c[0] == longest), key=lambda c: -RANKS.index(c[1]))

    def play(self, card: str, seat: str | None = None) -> None:
        seat = seat or self.to_play()
        self.hands[seat].remove(card)
        self.trick.append(card)
        self.played.append(card)
        if len(self.trick) == 4:
            _, self.leader = self.winning()
            self.trick = []
            self.tricks_done += 1

    def play_on(self, rng: random.Random, until_trick: int = 14) -> None:
        """Play in turn until trick ``until_trick`` is about to start (or the end)."""
        while not self.finished and self.trick_number < until_trick:
            self.play(self.choose(rng))
