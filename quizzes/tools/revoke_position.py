"""An end position that reproduces a revoke the way the form describes it, for ``rule()``.

Law 64A turns on three facts only: whether the offender himself won the revoke trick, whether
his side won it, and whether his side won any later trick (the transfer is capped by the
tricks it won from the revoke trick on). So a four-card end position — the revoke in trick 10,
three tricks after it — rules every case the same way as the real deal would: the offending
side wins ``min(later, 3)`` of those three tricks.

Layout (declarer South, dummy North): the only spade is the offender's; he plays it to a heart
lead although he holds a heart. In no trump it is a discard; when he is to win the revoke trick
the contract is in spades and it is a ruff. Everyone else always follows suit with low cards,
so no other irregularity can happen: the player on lead cashes top clubs (or ♥A) for his side,
then leads a low heart to ♥K of the player on his left, who cashes top diamonds.
"""

from __future__ import annotations

from quizzes.engine.seats import Seat

DECLARER = Seat.SOUTH
OFFENDERS = {"declarer": Seat.SOUTH, "dummy": Seat.NORTH, "defender": Seat.EAST}
REVOKE_TRICK = 10
LATER_TRICKS = 13 - REVOKE_TRICK


class _Pack:
    """Cards dealt out in order: top winners and low followers per suit."""

    def __init__(self):
        self.low = {suit: [f"{suit}{rank}" for rank in "23456789TJQ"] for suit in "CDH"}
        self.top = {"C": ["CA", "CK", "CQ"], "D": ["DA", "DK", "DQ"]}

    def follower(self, suit: str) -> str:
        return self.low[suit].pop(0)

    def winner(self, suit: str) -> str:
        return self.top[suit].pop(0)


def build(offender_role: str, revoke_trick_won_by: str, later: int) -> dict:
    """The scenario: ``revoke_trick_won_by`` is offender / partner / opponents."""
    offender = OFFENDERS[offender_role]
    winner = {
        "offender": offender,
        "partner": offender.partner,
        "opponents": offender.lho,
    }[revoke_trick_won_by]
    later = max(0, min(int(later), LATER_TRICKS))
    own_side = winner.is_partner_of(offender)
    first = later if own_side else LATER_TRICKS - later  # tricks the winner's side cashes first
    second = LATER_TRICKS - first
    taker = winner.lho
    pack = _Pack()
    play: list[str] = []

    def trick(leader: Seat, lead: str, special: dict | None = None) -> None:
        suit = lead[0]
        for step in range(4):
            seat = leader.next(step)
            if step == 0:
                play.append(lead)
            elif special and seat in special:
                play.append(special[seat])
            else:
                play.append(pack.follower(suit))

    # Trick 10: the revoke.
    if winner == offender:
        leader = offender.rho
        trick(leader, pack.follower("H"), {offender: "S2"})
    else:
        leader = winner
        trick(leader, "HA", {offender: "S2"})
    # The winner's side cashes ``first`` tricks; an offender who won by ruffing cashes ♥A
    # first (and with no heart trick later, the others cash ♥K first), so that the offender held a
    # heart when he revoked.
    for number in range(first):
        if winner == offender and number == 0:
            trick(winner, "HA")
        elif second == 0 and number == 0:
            # No heart trick later: the offender gets his heart to follow to ♥K here.
            trick(winner, "HK")
        else:
            trick(winner, pack.winner("C"))
    # Then ``second`` tricks for the other side: a low heart to ♥K, and top diamonds.
    if second:
        trick(winner, pack.follower("H"), {taker: "HK"})
        for _ in range(second - 1):
            trick(taker, pack.winner("D"))
    hands = {seat: [] for seat in Seat}
    for index, card in enumerate(play):
        trick_leader = _leaders(play, winner, offender, first, taker)[index // 4]
        hands[trick_leader.next(index % 4)].append(card)
    deal = "N:" + " ".join(_pbn(hands[seat]) for seat in Seat)
    return {
        "deal": deal,
        "dealer": DECLARER.letter,
        "contract": "4S" if winner == offender else "3NT",
        "declarer": DECLARER.letter,
        "leader": leader.letter,
        "play": play,
    }


def _leaders(play, winner, offender, first, taker) -> list[Seat]:
    leaders = [offender.rho if winner == offender else winner]
    leaders += [winner] * first
    remaining = len(play) // 4 - len(leaders)
    if remaining:
        leaders += [winner] + [taker] * (remaining - 1)
    return leaders


def _pbn(cards: list[str]) -> str:
    order = "AKQJT98765432"
    suits = []
    for suit in "SHDC":
        ranks = sorted((c[1] for c in cards if c[0] == suit), key=order.index)
        suits.append("".join(ranks))
    return ".".join(suits)
