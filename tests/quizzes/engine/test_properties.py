"""Properties of rule() over deals, auctions and plays that Hypothesis builds (and shrinks).

- a legal play: 13 tricks of four cards, every card of the deal exactly once, no
  irregularity; each side's tricks are the tricks its players won, and the score is Law 77's
  for them;
- one revoke: it is found and established; the Law 64 transfer goes from the offending side
  to the other and never exceeds the tricks the offending side won from the revoke trick on,
  nor two;
- a legal auction stands as called and gives the contract and declarer of Law 22;
- scoring is symmetric: the same deal turned round the table scores the same; IMPs give each
  side the mirror of the other's; match points share two per pair of results.
"""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from quizzes.engine import imps, matchpoints, rule, score
from quizzes.engine.table import Call, Deal, Seat, Side, Vulnerability

from .strategies import auctions, contracts, deals, plays, vulnerabilities

DEALS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def scenario(deal, contract, declarer, played, vulnerable="None"):
    return {
        "deal": deal,
        "vulnerable": vulnerable,
        "contract": contract,
        "declarer": declarer,
        "play": list(played.cards),
    }


@pytest.mark.slow
@DEALS
@given(st.data(), deals(), contracts(), vulnerabilities)
def test_a_legal_play_gives_13_whole_tricks_and_the_score_of_the_tricks_won(
    data, deal, contract_and_declarer, vulnerable
):
    contract, declarer = contract_and_declarer
    played = data.draw(plays(deal, contract, declarer))
    ruling = rule(scenario(deal, contract, declarer, played, vulnerable))
    tricks = ruling["tricks"]
    assert len(tricks) == 13 and all(len(trick["cards"]) == 4 for trick in tricks)
    every = sorted(card for trick in tricks for card in trick["cards"])
    assert every == sorted(str(card) for hand in Deal.parse(deal).hands.values() for card in hand)
    assert ruling["irregularities"] == [] and ruling["options"] == [] and ruling["next"] is None
    assert [trick["winner"] for trick in tricks] == [seat.letter for seat in played.winners]
    ours = sum(1 for seat in played.winners if seat.is_partner_of(Seat.parse(declarer)))
    assert ruling["declarer_tricks_played"] == ruling["declarer_tricks"] == ours
    side_vulnerable = Vulnerability.parse(vulnerable).of(Seat.parse(declarer))
    assert ruling["score"] == score(contract, side_vulnerable, ours)


@pytest.mark.slow
@DEALS
@given(st.data(), deals(), contracts())
def test_a_revoke_is_found_and_never_costs_more_than_the_offenders_won(
    data, deal, contract_and_declarer
):
    contract, declarer = contract_and_declarer
    played = data.draw(plays(deal, contract, declarer, revoke=True))
    ruling = rule(scenario(deal, contract, declarer, played))
    revokes = [entry for entry in ruling["irregularities"] if entry["kind"] == "revoke"]
    if played.revoke is None:
        assert revokes == []
        return
    offender, number = played.revoke
    [entry] = revokes
    assert (entry["seat"], entry["trick"], entry["established"]) == (offender.letter, number, True)
    won_from_revoke = sum(
        1
        for n, seat in enumerate(played.winners, 1)
        if n >= number and seat.is_partner_of(offender)
    )
    moved = ruling["declarer_tricks"] - ruling["declarer_tricks_played"]
    # Law 64: tricks go from the offending side to the other — at most two, and only tricks
    # the offending side won from the revoke trick on.
    assert abs(moved) == entry["penalty_tricks"] <= min(2, won_from_revoke)
    if moved:
        assert (moved < 0) == offender.is_partner_of(Seat.parse(declarer))


@pytest.mark.slow
@DEALS
@given(st.data(), deals(), st.sampled_from(list(Seat)))
def test_a_legal_auction_gives_the_contract_and_declarer(data, deal, dealer):
    calls = data.draw(auctions(dealer))
    ruling = rule({"deal": deal, "dealer": dealer.letter, "auction": calls})
    assert [entry["call"] for entry in ruling["auction"]] == calls
    assert ruling["irregularities"] == []
    seats = [dealer.next(i) for i in range(len(calls))]
    bids = [(seat, Call.parse(text)) for seat, text in zip(seats, calls, strict=True)]
    bids = [(seat, call) for seat, call in bids if call.is_bid]
    if not bids:
        assert ruling["contract"] is None and ruling["score"] == 0
        return
    last_seat, last = bids[-1]
    assert ruling["contract"].rstrip("X") == str(last)
    # Law 22: declarer is the player of the winning side who first named its strain.
    first = next(s for s, c in bids if c.strain == last.strain and s.is_partner_of(last_seat))
    assert ruling["declarer"] == first.letter


@pytest.mark.slow
@DEALS
@given(st.data(), deals(), contracts(), vulnerabilities, st.integers(1, 3))
def test_the_deal_turned_round_the_table_scores_the_same(
    data, deal, contract_and_declarer, vulnerable, turn
):
    contract, declarer = contract_and_declarer
    played = data.draw(plays(deal, contract, declarer, revoke=True))
    ruling = rule(scenario(deal, contract, declarer, played, vulnerable))
    hands = Deal.parse(deal).hands
    turned = Deal({seat.next(turn): cards for seat, cards in hands.items()}).to_pbn()
    sides = {Side.NS: Side.NS if turn % 2 == 0 else Side.EW}
    sides[Side.EW] = sides[Side.NS].other
    turned_vulnerable = {"NS": sides[Side.NS].value, "EW": sides[Side.EW].value}.get(
        vulnerable, vulnerable
    )
    turned_declarer = Seat.parse(declarer).next(turn).letter
    again = rule(scenario(turned, contract, turned_declarer, played, turned_vulnerable))
    for key in ("score", "declarer_tricks", "declarer_tricks_played", "contract", "laws"):
        assert again[key] == ruling[key]
    assert [t["winner"] for t in again["tricks"]] == [
        Seat.parse(t["winner"]).next(turn).letter for t in ruling["tricks"]
    ]


@given(st.integers(-8000, 8000), st.integers(-8000, 8000))
def test_imps_are_the_mirror_for_the_other_side(ours, theirs):
    assert imps(ours - theirs) == -imps(theirs - ours)


@given(st.lists(st.integers(-8000, 8000), min_size=2, max_size=20))
def test_match_points_share_two_per_pair_of_results(scores):
    points = matchpoints(scores)
    # Law 78A: 2 for each worse result, 1 for each equal one — two per pair of results.
    assert sum(points) == len(scores) * (len(scores) - 1)
    for i, mine in enumerate(scores):
        for j, other in enumerate(scores):
            if mine > other:
                assert points[i] > points[j]
