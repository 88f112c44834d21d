"""The worst normal line (Laws 70–71): the claimer's side plays any normal card — careless or
inferior, not irrational — the opponents whatever hurts it most, and the stated line is kept.

Positions are end positions in PBN (all hands the same length)."""

import pytest

from quizzes.engine.claim_play import Mode, worst_line
from quizzes.engine.claim_position import Position
from quizzes.engine.claim_statement import parse_statement
from quizzes.engine.table import Card, Seat, Suit


def worst(pbn, leader, side="NS", trump=None, statement=None, mode=Mode.NORMAL, **kw):
    position = Position.from_pbn(pbn, trump=trump, leader=leader, shown_out=kw.pop("shown", ()))
    return worst_line(position, side, mode=mode, statement=parse_statement(statement), **kw)


# South leads towards North's ♠AQ; West holds the king: the finesse works.
FINESSE = "N:AQ... 32... 54... K6..."
# Hearts trumps, North on lead with ♥A ♦AK; East has the last trump and no diamonds.
TRUMP = "N:.A.AK. ..Q2.2 .3.43. .2..65"
# South's ♠K opposite North's ♠AQJ and no other way to North: South's hearts and diamonds
# lose to West's winners unless North overtakes the king.
BLOCKED = "S:K.2.2. .AK.A. AQJ... ...432"


def test_an_unstated_finesse_is_not_credited():
    """70E: «Судье не надлежит принимать от сделавшего претензию любую неустановленную
    линию игры, успех которой зависит от нахождения конкретной карты у одного или другого
    оппонента…»"""
    line = worst(FINESSE, Seat.SOUTH)
    assert line.tricks == 1
    # Where North chose, the finesse would have given more: the choice went against him.
    doubtful = [d for t in line.line for d in t.decisions if d.doubtful]
    assert doubtful and doubtful[0].seat == Seat.NORTH


def test_a_stated_finesse_is_taken():
    line = worst(FINESSE, Seat.SOUTH, statement=[{"finesse": "SQ"}])
    assert line.tricks == 2
    first = line.line[0]
    assert first.stated[0] is True  # South's low spade towards the queen
    assert Card.parse("SQ") in line.line[0].cards + line.line[1].cards


def test_the_finesse_is_accepted_once_the_other_opponent_has_shown_out():
    """70E: «…кроме случая, когда оппонент не давал в масть этой карты до претензии…»"""
    shown_out = "N:AQ... .32.. 54... K6..."
    assert worst(shown_out, Seat.SOUTH).tricks == 1
    assert worst(shown_out, Seat.SOUTH, shown=[(Seat.EAST, Suit.SPADES)]).tricks == 2


def test_an_outstanding_trump_may_ruff_a_side_suit_cashed_first():
    """70C3: «Взятка могла быть потеряна на этого козыря в ходе любой нормальной игры.»"""
    unaware = worst(TRUMP, Seat.NORTH, trump=Suit.HEARTS)
    assert unaware.tricks == 2
    ruffed = [t for t in unaware.line if t.winner in (Seat.EAST, Seat.WEST)]
    assert any(Card.parse("H2") in t.cards for t in ruffed)


@pytest.mark.parametrize(
    "statement, trump_known, tricks",
    [
        ("снимаю козыри", False, 3),  # the stated line draws it first
        ("♥Т", False, 3),
        (None, True, 3),  # he knew of it: he draws it with his master trump
        ("♦ сверху", False, 2),  # the stated line cashes diamonds into the ruff
        ("козыри в конце", False, 2),
    ],
)
def test_a_claimer_who_draws_or_knows_of_the_trump_loses_nothing(statement, trump_known, tricks):
    line = worst(TRUMP, Seat.NORTH, trump=Suit.HEARTS, statement=statement, trump_known=trump_known)
    assert line.tricks == tricks


def test_an_unstated_entry_problem_is_resolved_against_the_claimer():
    # «Spades from the top», nothing said about overtaking: North may follow with the jack,
    # and South is left on lead with two losers.
    assert worst(BLOCKED, Seat.SOUTH, statement="♠ сверху").tricks == 1
    # With nothing stated at all he may even lead a loser first.
    assert worst(BLOCKED, Seat.SOUTH).tricks == 0


def test_a_stated_overtake_unblocks():
    # «♠К, ♠Т» names North's ace to be played on the king.
    assert worst(BLOCKED, Seat.SOUTH, statement="♠К ♠Т").tricks == 3


def test_winners_cashed_in_the_worst_order():
    # NT, South on lead with ♥AK ♦2, North ♦A ♣32: hearts first, then the diamond to the
    # ace, takes all three. Crossing to the ♦A first leaves North to lead a club to West.
    pbn = "S:.AK.2. .Q..AK ..A.32 .J.KQ."
    assert worst(pbn, Seat.SOUTH).tricks == 1
    assert worst(pbn, Seat.SOUTH, statement="♥ сверху, ♦2").tricks == 3


def test_a_defenders_claim_is_ruled_the_same_way():
    # East–West with West on lead: West's ♠AK are good, but his ♥2 has to be led into
    # North's ♥AQ over East's king.
    pbn = "W:AK.2.. 3.AQ.. .K3.2. 54..3."
    # Spades first: two tricks.
    assert worst(pbn, Seat.WEST, side="EW", statement="♠ сверху").tricks == 2
    # Nothing said: he may lead the heart first; North then cashes the ♥Q, West has to throw
    # his ♠K and only one trick is left.
    line = worst(pbn, Seat.WEST, side="EW")
    assert line.tricks == 1
    assert Card.parse("SK") in line.line[-1].cards and line.line[-1].winner == Seat.NORTH


@pytest.mark.parametrize("leader", [Seat.SOUTH, Seat.WEST])
def test_legal_mode_counts_only_what_cannot_be_lost_at_all(leader):
    """71A1: «…не могла быть потеряна в ходе любой легальной игры оставшихся карт.»"""
    normal = worst(FINESSE, leader)
    legal = worst(FINESSE, leader, mode=Mode.LEGAL)
    assert legal.tricks <= normal.tricks


def test_the_last_master_trump_always_wins():
    # North's ♠A is the only trump left: no play at all can lose its trick.
    pbn = "N:A.2.. .A.2. .3.3. .K.4."
    assert worst(pbn, Seat.EAST, trump=Suit.SPADES, mode=Mode.LEGAL).tricks == 1


def test_the_line_plays_every_remaining_card():
    line = worst(BLOCKED, Seat.SOUTH)
    assert len(line.line) == 3
    played = [card for trick in line.line for card in trick.cards]
    assert len(played) == len(set(played)) == 12
