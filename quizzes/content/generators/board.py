"""A plausible board for a generated question: a shuffled deal, the contract a simple
partnership would reach and an auction to it, and play that follows suit.

Only what a generator needs to *build* a scenario, in the engine's table vocabulary (legal play
and the trick winner are the vocabulary's). Whether anything is irregular, who wins what and
what it scores is always decided by the engine's ``rule()``.
"""

from __future__ import annotations

import random

from quizzes.engine.table import (
    DOUBLE,
    PASS,
    REDOUBLE,
    SEATS,
    SUITS,
    Call,
    Card,
    Contract,
    Deal,
    Seat,
    Strain,
    Suit,
    Vulnerability,
    full_pack,
    high_card_points,
    legal_cards,
    suit_cards,
    trick_winner,
)

# The order a random vulnerability is drawn from (a seed's question depends on it).
VULNERABILITIES: tuple[Vulnerability, ...] = tuple(Vulnerability)
MAJORS = (Suit.SPADES, Suit.HEARTS)

Hands = dict[Seat, list[Card]]


def deal_hands(rng: random.Random) -> Hands:
    """A shuffled pack dealt 13 cards each from North; each hand keeps the order dealt."""
    pack = full_pack()
    rng.shuffle(pack)
    return {seat: pack[i * 13 : (i + 1) * 13] for i, seat in enumerate(SEATS)}


def pbn(hands: Hands) -> str:
    return Deal({seat: tuple(sorted(cards)) for seat, cards in hands.items()}).to_pbn()


def choose_contract(hands: Hands) -> tuple[Contract, Seat]:
    """The contract a simple partnership would reach: the stronger side, its longest fit
    (majors first), the level its points suggest. Returns (contract, declarer)."""
    ns = high_card_points(hands[Seat.NORTH]) + high_card_points(hands[Seat.SOUTH])
    first, second = (Seat.NORTH, Seat.SOUTH) if ns >= 20 else (Seat.EAST, Seat.WEST)
    points = max(ns, 40 - ns)
    fits = {
        suit: len(suit_cards(hands[first], suit))
        + len(suit_cards(hands[second], suit))
        + (suit in MAJORS)
        for suit in SUITS
    }
    best = max(SUITS, key=lambda suit: (fits[suit], -SUITS.index(suit)))
    major = best in MAJORS
    if fits[best] - major < 8 or (not major and 25 <= points < 29):
        strain = Strain.NOTRUMP
    else:
        strain = Strain.parse(best)
    if points >= 33:
        level = 6
    elif points >= 25:
        level = {Strain.NOTRUMP: 3, Strain.SPADES: 4, Strain.HEARTS: 4}.get(strain, 5)
    elif points >= 23:
        level = 2 if strain is Strain.NOTRUMP else 3
    else:
        level = 1 if strain is Strain.NOTRUMP else 2
    if strain is Strain.NOTRUMP:
        declarer = max((first, second), key=lambda seat: high_card_points(hands[seat]))
    else:
        declarer = max((first, second), key=lambda seat: len(suit_cards(hands[seat], best)))
    return Contract(level, strain), declarer


def auction_for(contract: Contract, declarer: Seat, dealer: Seat) -> list[str]:
    """Passes up to declarer, who opens in the strain; partner places the contract (doubled
    and redoubled as ``contract`` is)."""
    calls: list[Call] = []
    seat = dealer
    while seat != declarer:
        calls.append(PASS)
        seat = seat.next()
    calls.append(Call.bid(1, contract.strain))
    if contract.level != 1:
        calls += [PASS, Call.bid(contract.level, contract.strain)]
    calls += [DOUBLE, REDOUBLE][: contract.doubled]
    return [str(call) for call in [*calls, PASS, PASS, PASS]]


def board(
    hands: Hands,
    dealer: Seat,
    vulnerable: Vulnerability,
    contract: Contract,
    declarer: Seat,
    play: list | None = None,
) -> dict:
    """The engine scenario of a board: the deal and an auction reaching ``contract``, with the
    cards played so far (and any other play items) when given."""
    scenario: dict = {
        "deal": pbn(hands),
        "dealer": str(dealer),
        "vulnerable": str(vulnerable),
        "auction": auction_for(contract, declarer, dealer),
    }
    if play is not None:
        scenario["play"] = [str(item) if isinstance(item, Card) else item for item in play]
    return scenario


class TablePlay:
    """Cards played in turn, each following suit; a simple strategy picks which."""

    def __init__(self, hands: Hands, contract: Contract, declarer: Seat):
        self.hands = {seat: list(cards) for seat, cards in hands.items()}
        self.trump = contract.trump
        self.declarer = declarer
        self.leader = declarer.lho
        self.trick: list[Card] = []
        self.tricks_done = 0
        self.played: list[Card] = []

    @property
    def trick_number(self) -> int:
        return self.tricks_done + 1

    @property
    def finished(self) -> bool:
        return self.tricks_done == 13

    def to_play(self) -> Seat:
        return self.leader.next(len(self.trick))

    def winning(self) -> tuple[Card, Seat]:
        """The card winning the trick so far (Law 44E/F), and who played it."""
        cards = {self.leader.next(i): card for i, card in enumerate(self.trick)}
        who = trick_winner(self.leader, cards, self.trump)
        return cards[who], who

    def legal(self, seat: Seat) -> list[Card]:
        """Law 44C, in the order the cards are held (the strategy's choices depend on it)."""
        hand = self.hands[seat]
        allowed = set(legal_cards(hand, self.trick[0].suit if self.trick else None))
        return [card for card in hand if card in allowed]

    def _low(self, card: Card) -> tuple[bool, int]:
        # Cheapest first: a plain card before a trump, a low card before a high one.
        return card.suit == self.trump, int(card.rank)

    def choose(self, rng: random.Random) -> Card:
        seat = self.to_play()
        legal = self.legal(seat)
        if not self.trick:
            return self._lead(seat, legal, rng)
        best, who = self.winning()
        if who.side != seat.side:
            winners = [card for card in legal if self._beats(card, best)]
            if winners:
                return min(winners, key=self._low)
        return min(legal, key=self._low)

    def _beats(self, card: Card, best: Card) -> bool:
        if card.suit == best.suit:
            return card.rank > best.rank
        return card.suit == self.trump

    def _lead(self, seat: Seat, legal: list[Card], rng: random.Random) -> Card:
        """Cash a winner when there is one (declarer's side draws trumps first), else lead
        low from the longest suit — plausible enough for results to look like real play."""
        others = [card for s, hand in self.hands.items() if s != seat for card in hand]
        masters = [
            card
            for card in legal
            if not any(o.suit == card.suit and o.rank > card.rank for o in others)
        ]
        trumps_out = self.trump is not None and any(
            card.suit == self.trump for s in SEATS if s.side != seat.side for card in self.hands[s]
        )
        if trumps_out and seat.side == self.declarer.side:
            trump_masters = [card for card in masters if card.suit == self.trump]
            if trump_masters:
                return trump_masters[0]
        if masters and rng.random() < 0.8:
            return rng.choice(masters)
        longest = max(SUITS, key=lambda suit: (len(suit_cards(legal, suit)), rng.random()))
        return min(suit_cards(legal, longest), key=lambda card: card.rank)

    def play(self, card: Card, seat: Seat | None = None) -> None:
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
