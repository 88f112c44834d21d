import pytest

from quizzes.engine.cards import Card
from quizzes.engine.deal import Deal, DealError
from quizzes.engine.seats import Seat

from .deals import ENDING, ISSUE_DEAL


def test_parse_issue_deal_and_holders():
    deal = Deal.parse(ISSUE_DEAL)
    assert deal.size == 13
    assert deal.holder(Card.parse("SA")) == Seat.NORTH
    assert deal.holder(Card.parse("SJ")) == Seat.EAST
    assert deal.holder(Card.parse("HA")) == Seat.SOUTH
    assert deal.holder(Card.parse("C7")) == Seat.WEST


def test_first_seat_other_than_north():
    deal = Deal.parse("E:J43.QJ4.KQJ.AKQJ 765.A765.7654.65 T98.T98.T98.T987 AKQ2.K32.A32.432")
    assert deal.hands == Deal.parse(ISSUE_DEAL).hands


def test_export_round_trip():
    deal = Deal.parse(ISSUE_DEAL)
    assert deal.to_pbn() == ISSUE_DEAL
    assert Deal.parse(deal.to_pbn(Seat.WEST)).hands == deal.hands


def test_ten_written_as_10():
    deal = Deal.parse(ISSUE_DEAL.replace("T98.T98.T98.T987", "1098.1098.1098.10987"))
    assert deal.hands == Deal.parse(ISSUE_DEAL).hands


@pytest.mark.parametrize(
    "text",
    [
        ISSUE_DEAL.lower().replace("n:", "N:"),  # lower-case ranks
        ISSUE_DEAL.replace("AKQ2", "2QKA"),  # a suit's cards in any order
        " " + ISSUE_DEAL + " ",
    ],
)
def test_any_spelling_of_a_deal_reads_the_same(text):
    deal = Deal.parse(text)
    assert deal.hands == Deal.parse(ISSUE_DEAL).hands
    assert list(deal.hands) == list(Deal.parse(ISSUE_DEAL).hands)  # clockwise from the first
    assert all(list(cards) == sorted(cards) for cards in deal.hands.values())


def test_partial_deal_of_equal_hands():
    deal = Deal.parse(ENDING)
    assert deal.size == 4
    assert deal.holder(Card.parse("H9")) == Seat.WEST


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (ISSUE_DEAL.replace("T987", "T98"), "разное число карт"),
        (ISSUE_DEAL.replace("T987", "T98A"), "повторяется"),
        (ISSUE_DEAL.replace("AKQ2", "AKQX"), "неизвестная карта"),
        ("N:AKQ2.K32.A32.432", "рук вместо 4"),
        (ISSUE_DEAL.replace("N:", ""), "двоеточия"),
        (ISSUE_DEAL.replace("AKQ2.K32", "AKQ2K32"), "мастей вместо 4"),
    ],
)
def test_bad_deals_name_the_problem(text, message):
    with pytest.raises(DealError, match=message):
        Deal.parse(text)
