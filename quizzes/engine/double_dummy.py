"""A thin wrapper around Bo Haglund's double-dummy solver (DDS, through the endplay package).

Double dummy: all four hands open, every player plays his best. The claim rulings use it to
show what the position holds with best play on both sides (``tricks``) — the explanation says
so when the line that decides the claim gives less — and as the ceiling of their search: no
normal line can give a side more than its double-dummy tricks. ``best_cards`` names the cards
that keep a side's double-dummy maximum.

DDS is a C library called through ctypes, which releases the interpreter lock; its solver
state is per thread index and endplay always passes index 0, so calls are serialised here.
A solve takes milliseconds, against microseconds for the rest of a ruling: each position's
answer is kept (``_solve``, least recently used first out), so ruling the same position again
— a scenario and its prefixes, a page's every card tried, a claim's lines — solves it once.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from functools import lru_cache

from endplay.dds import solve_board
from endplay.dds.solve import SolveMode
from endplay.types import Card as DdsCard
from endplay.types import Deal as DdsDeal
from endplay.types import Denom, Player

from .claim_position import Position
from .table import SUITS, Card, Rank, Seat, Suit, trick_winner

_LOCK = threading.Lock()
_RANKS = "  23456789TJQKA"
_DENOMS = (Denom.spades, Denom.hearts, Denom.diamonds, Denom.clubs)
_PLAYERS = (Player.north, Player.east, Player.south, Player.west)

# Hands as bit masks: hands[seat][suit], bit ``r`` set for rank r (2…14, ace 14);
# suits in the order S H D C (``cards.SUITS``), seats N E S W.
Masks = Sequence[Sequence[int]]


def _hand_pbn(hand: Sequence[int]) -> str:
    return ".".join("".join(_RANKS[r] for r in range(14, 1, -1) if mask >> r & 1) for mask in hand)


def _deal(hands: Masks, trump: int, leader: int, plays: Sequence[tuple[int, int, int]]) -> DdsDeal:
    full = [list(hand) for hand in hands]
    for seat, suit, rank in plays:
        full[seat][suit] |= 1 << rank
    pbn = "N:" + " ".join(_hand_pbn(full[seat]) for seat in range(4))
    deal = DdsDeal(pbn)
    deal.first = _PLAYERS[leader]
    deal.trump = Denom.nt if trump < 0 else _DENOMS[trump]
    for _, suit, rank in plays:
        deal.play(DdsCard(f"{'SHDC'[suit]}{_RANKS[rank]}"))
    return deal


def optimal_cards(
    hands: Masks, trump: int, leader: int, plays: Sequence[tuple[int, int, int]]
) -> tuple[int, list[tuple[int, int]]]:
    """The best cards for the player to play, and the tricks his side then takes.

    ``hands`` hold what each player has in hand (not the cards on the table); ``plays`` are
    ``(seat, suit, rank)`` already in the trick led by ``leader``; ``trump`` is a suit index
    or -1 for no trumps. The tricks counted include the one in progress.
    """
    best, cards = _solve(_frozen(hands), trump, leader, tuple(plays), every=True)
    return best, list(cards)


def max_tricks(hands: Masks, trump: int, leader: int, plays: Sequence[tuple[int, int, int]]) -> int:
    """The tricks of ``optimal_cards`` alone: the solver stops at the first card that reaches
    them instead of finding every such card."""
    return _solve(_frozen(hands), trump, leader, tuple(plays), every=False)[0]


def forget() -> None:
    """Forget every solved position (a bench measures what a new deal costs)."""
    _solve.cache_clear()


def _frozen(hands: Masks) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(hand) for hand in hands)


@lru_cache(maxsize=4096)
def _solve(
    hands: tuple[tuple[int, ...], ...],
    trump: int,
    leader: int,
    plays: tuple[tuple[int, int, int], ...],
    every: bool,
) -> tuple[int, tuple[tuple[int, int], ...]]:
    """One DDS solve of a position: the tricks, and (``every``) each card that reaches them."""
    deal = _deal(hands, trump, leader, plays)
    with _LOCK:
        solved = list(solve_board(deal, SolveMode.OptimalAll if every else SolveMode.OptimalOne))
    best = int(max(score for _, score in solved))
    if not every:
        return best, ()
    cards = tuple(
        (_DENOMS.index(card.suit), _rank_of(card)) for card, score in solved if score == best
    )
    return best, cards


def _rank_of(card: DdsCard) -> int:
    # endplay's Rank values are DDS bit masks: 0x4 for the two … 0x4000 for the ace.
    return int(card.rank.value).bit_length() - 1


def tricks(position: Position, seat: Seat) -> int:
    """Tricks the side of ``seat`` takes of those still to play, with best play all round."""
    best, _ = _optimal(position)
    to_play = position.to_play
    return best if to_play.is_partner_of(seat) else position.remaining - best


def best_cards(position: Position) -> list[Card]:
    """Every card with which the player to play keeps his side's double-dummy maximum."""
    _, cards = _optimal(position)
    return sorted(Card(SUITS[suit], Rank(rank)) for suit, rank in cards)


def _optimal(position: Position) -> tuple[int, list[tuple[int, int]]]:
    """``optimal_cards`` of a claim's position."""
    hands = [[0, 0, 0, 0] for _ in range(4)]
    for holder in Seat:
        for card in position.held(holder):
            hands[holder][SUITS.index(card.suit)] |= 1 << int(card.rank)
    plays = [
        (int(position.leader.next(i)), SUITS.index(card.suit), int(card.rank))
        for i, card in enumerate(position.trick)
    ]
    trump = SUITS.index(position.trump) if position.trump is not None else -1
    return optimal_cards(hands, trump, int(position.leader), plays)


def _human_choice(
    hands: Masks,
    trump: int,
    seat: int,
    plays: Sequence[tuple[int, int, int]],
    best: list[tuple[int, int]],
) -> tuple[int, int]:
    low = min(best, key=lambda pair: (pair[1], pair[0]))
    if not plays:
        masters = [
            (suit, rank)
            for suit, rank in best
            if all(hands[other][suit] >> (rank + 1) == 0 for other in range(4) if other != seat)
        ]
        return max(masters, key=lambda pair: pair[1]) if masters else low
    win_seat, win_suit, win_rank = plays[0]
    for other, suit, rank in plays[1:]:
        if (suit == win_suit and rank > win_rank) or (suit == trump and win_suit != trump):
            win_seat, win_suit, win_rank = other, suit, rank
    if win_seat % 2 == seat % 2:
        return low
    winning = [
        (suit, rank)
        for suit, rank in best
        if (suit == win_suit and rank > win_rank) or (suit == trump and win_suit != trump)
    ]
    return min(winning, key=lambda pair: pair[1]) if winning else low


def strain_index(trump: Suit | None) -> int:
    return SUITS.index(trump) if trump is not None else -1


def best_line(position: Position) -> list[tuple[Seat, tuple[Card, ...], Seat]]:
    """One line of best play by all four to the end: ``(leader, cards from the leader,
    winner)`` per trick. Among equally good cards a player chooses as people do: the leader
    cashes a card no one can beat if one is best, a follower wins the trick as cheaply as he
    can unless partner is winning it, and otherwise plays low."""
    hands = [[0, 0, 0, 0] for _ in range(4)]
    for holder in Seat:
        for card in position.held(holder):
            hands[holder][SUITS.index(card.suit)] |= 1 << int(card.rank)
    trump = strain_index(position.trump)
    leader = int(position.leader)
    plays = [
        (int(position.leader.next(i)), SUITS.index(card.suit), int(card.rank))
        for i, card in enumerate(position.trick)
    ]
    line: list[tuple[Seat, tuple[Card, ...], Seat]] = []
    while any(hands[leader]) or plays:
        while len(plays) < 4:
            seat = (leader + len(plays)) % 4
            _, best = optimal_cards(hands, trump, leader, plays)
            suit, rank = _human_choice(hands, trump, seat, plays, best)
            hands[seat][suit] &= ~(1 << rank)
            plays.append((seat, suit, rank))
        trick = {Seat(seat): Card(SUITS[suit], Rank(rank)) for seat, suit, rank in plays}
        winner = trick_winner(Seat(leader), trick, position.trump)
        played = tuple(trick[Seat(leader).next(i)] for i in range(4))
        line.append((Seat(leader), played, winner))
        leader, plays = int(winner), []
    return line
