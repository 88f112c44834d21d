"""Hypothesis strategies that build bridge scenarios: deals, legal auctions, plays.

Every choice is drawn from Hypothesis (no random seeds), so a failing scenario shrinks: a
deal towards the pack in order (North holds the spades), an auction towards passes, a play
towards the first legal card of each hand, a revoke towards none. What they give is the
scenario's own data (PBN deal, ``"4S"``, ``"N"``, ``"HQ"``), so a falsifying example reads
like a scenario file.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from hypothesis import strategies as st

from quizzes.engine.table import (
    PASS,
    STRAINS,
    Call,
    CallKind,
    Card,
    Contract,
    Deal,
    Seat,
    full_pack,
    is_sufficient,
    legal_cards,
    trick_winner,
)

SEATS = list(Seat)


@st.composite
def deals(draw: st.DrawFn) -> str:
    """A complete deal (PBN): a permutation of the pack, 13 cards to each seat from North."""
    return Deal.from_pack(draw(st.permutations(full_pack()))).to_pbn()


@st.composite
def contracts(draw: st.DrawFn) -> tuple[str, str]:
    """A contract and its declarer (``"4SX"``, ``"W"``), with no auction."""
    level = draw(st.integers(1, 7))
    strain = draw(st.sampled_from(STRAINS))
    doubled = draw(st.sampled_from([0, 1, 2]))
    return str(Contract(level, strain, doubled)), draw(st.sampled_from(SEATS)).letter


def _legal_calls(history: list[tuple[Seat, Call]], seat: Seat) -> list[Call]:
    """Pass first (where shrinking goes), then double or redouble when allowed, then bids."""
    calls = [PASS]
    last = next(((s, c) for s, c in reversed(history) if c.kind is not CallKind.PASS), None)
    if last is not None and not last[0].is_partner_of(seat):
        if last[1].is_bid:
            calls.append(Call(CallKind.DOUBLE))
        elif last[1].kind is CallKind.DOUBLE:
            calls.append(Call(CallKind.REDOUBLE))
    last_bid = next((c for _, c in reversed(history) if c.is_bid), None)
    calls += [
        Call.bid(level, strain)
        for level in range(1, 8)
        for strain in STRAINS
        if is_sufficient(Call.bid(level, strain), last_bid)
    ]
    return calls


@st.composite
def auctions(draw: st.DrawFn, dealer: Seat) -> list[str]:
    """A legal, complete auction from ``dealer`` (``["1H", "Pass", "X", …]``): each call drawn
    among the legal ones, mostly passes; after 24 calls only passes."""
    history: list[tuple[Seat, Call]] = []
    seat = dealer
    while not _complete(history):
        legal = _legal_calls(history, seat)
        call = PASS
        if len(history) < 24 and len(legal) > 1 and draw(st.booleans()):
            call = draw(st.sampled_from(legal[1:]))
        history.append((seat, call))
        seat = seat.next()
    return [str(call) for _, call in history]


def _complete(history: list[tuple[Seat, Call]]) -> bool:
    calls = [call for _, call in history]
    if len(calls) == 4 and all(c.kind is CallKind.PASS for c in calls):
        return True
    return (
        len(calls) >= 4
        and any(c.is_bid for c in calls)
        and all(c.kind is CallKind.PASS for c in calls[-3:])
    )


@dataclass
class Played:
    """A play drawn for a deal: the cards in order (``"HQ"``), who won each trick, and the
    revoke made on purpose (seat, trick number), if any."""

    cards: list[str] = field(default_factory=list)
    winners: list[Seat] = field(default_factory=list, repr=False)
    revoke: tuple[Seat, int] | None = None


@st.composite
def plays(
    draw: st.DrawFn, pbn: str, contract_text: str, declarer_letter: str, revoke: bool = False
) -> Played:
    """All 13 tricks in turn from declarer's left-hand opponent, each card drawn among the
    legal ones; with ``revoke``, one player may fail to follow suit once (before trick 12,
    not dummy: his revoke has no penalty, 64B3)."""
    deal, contract = Deal.parse(pbn), Contract.parse(contract_text)
    declarer = Seat.parse(declarer_letter)
    hands = {seat: set(cards) for seat, cards in deal.hands.items()}
    played = Played()
    leader = declarer.lho
    for number in range(1, 14):
        trick: dict[Seat, Card] = {}
        for step in range(4):
            seat = leader.next(step)
            led = trick[leader].suit if trick else None
            legal = legal_cards(hands[seat], led)
            others = sorted(hands[seat] - set(legal))
            if (
                revoke
                and played.revoke is None
                and others
                and number < 12
                and seat != declarer.partner
                and draw(st.booleans())
            ):
                card = draw(st.sampled_from(others))
                played.revoke = (seat, number)
            else:
                card = legal[draw(st.integers(0, len(legal) - 1))]
            hands[seat].discard(card)
            trick[seat] = card
            played.cards.append(str(card))
        leader = trick_winner(leader, trick, contract.trump)
        played.winners.append(leader)
    return played


vulnerabilities = st.sampled_from(["None", "NS", "EW", "All"])
