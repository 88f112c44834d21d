"""Law 67, the defective trick, read clause by clause."""

import pytest

from quizzes.engine.cards import Card, Suit
from quizzes.engine.defective_trick import DefectiveTrickError, failed_to_play, too_many_cards


def cards(*texts):
    return [Card.parse(t) for t in texts]


def test_67a1_the_offender_supplies_a_card_he_could_legally_play():
    """67A1: "нарушитель доставляет карту, которая могла быть легально сыграна"."""
    ruling = failed_to_play(cards("H9", "H3", "SA"), Suit.HEARTS, next_trick_played=False)
    assert ruling.clause == "67A1"
    assert set(ruling.choices) == set(cards("H9", "H3"))
    assert ruling.changes_trick_winner and not ruling.deemed_revoke


def test_67b1a_a_card_of_the_suit_led_no_penalty_and_the_trick_stays_won():
    """67B1(A): with a card of the suit led "он должен выбрать такую карту … и наказания нет";
    67B1: "эта карта не влияет на принадлежность взятки"."""
    ruling = failed_to_play(cards("DA", "D4", "C7"), Suit.DIAMONDS, next_trick_played=True)
    assert ruling.clause == "67B1A"
    assert set(ruling.choices) == set(cards("DA", "D4"))
    assert not ruling.deemed_revoke and not ruling.changes_trick_winner
    assert ruling.max_penalty_tricks == 0


def test_67b1b_without_the_suit_led_any_card_and_a_revoke_is_deemed():
    """67B1(B): "выбирает любую карту … считается, что в дефектной взятке он сделал
    фальшренонс - он может быть субъектом одновзяточного наказания"."""
    ruling = failed_to_play(cards("S5", "C7"), Suit.HEARTS, next_trick_played=True)
    assert ruling.clause == "67B1B"
    assert set(ruling.choices) == set(cards("S5", "C7"))
    assert ruling.deemed_revoke and ruling.max_penalty_tricks == 1
    assert any("фальшренонс" in text for text, _clause in ruling.steps())


def test_67a2_too_many_cards_in_the_current_trick_is_for_45e_or_58b():
    ruling = too_many_cards(
        cards("C4", "CK"), Suit.CLUBS, holds_suit_led=True, next_trick_played=False
    )
    assert ruling.refer_to == ("45E", "58B")


def test_67b2_the_card_shown_stays_and_the_rest_go_back_to_the_hand():
    """67B2: the offender keeps "одну, показанную при игре в дефектную взятку"."""
    ruling = too_many_cards(
        cards("C4", "CK"),
        Suit.CLUBS,
        holds_suit_led=True,
        next_trick_played=True,
        shown=Card.parse("C4"),
    )
    assert ruling.choices == (Card.parse("C4"),)
    assert ruling.returned == (Card.parse("CK"),)


@pytest.mark.parametrize(
    "played, led, holds, kept",
    [
        # "оставляет старшую из карт, которые могли быть легально сыграны в той взятке"
        (("C4", "CK"), Suit.CLUBS, True, "CK"),
        # The ace of spades could not legally be played to a diamond trick by a player with
        # diamonds: the four stays, however high the ace.
        (("D4", "SA"), Suit.DIAMONDS, True, "D4"),
        # Void in the suit led: any card was legal, so the highest.
        (("S8", "HQ"), Suit.DIAMONDS, False, "HQ"),
        # He led to the trick himself: any card was legal.
        (("H2", "ST"), None, True, "ST"),
    ],
)
def test_67b2_without_knowing_which_was_shown_the_highest_legal_card_stays(
    played, led, holds, kept
):
    ruling = too_many_cards(cards(*played), led, holds_suit_led=holds, next_trick_played=True)
    assert ruling.choices == (Card.parse(kept),)
    assert set(ruling.returned) == set(cards(*played)) - {Card.parse(kept)}


def test_nonsense_is_refused():
    with pytest.raises(DefectiveTrickError):
        failed_to_play([], Suit.CLUBS, next_trick_played=True)
    with pytest.raises(DefectiveTrickError):
        too_many_cards(cards("C4"), Suit.CLUBS, holds_suit_led=True, next_trick_played=True)
    with pytest.raises(DefectiveTrickError):
        too_many_cards(cards("C4", "C4"), Suit.CLUBS, holds_suit_led=True, next_trick_played=True)
    with pytest.raises(DefectiveTrickError):
        too_many_cards(
            cards("C4", "C5"),
            Suit.CLUBS,
            holds_suit_led=True,
            next_trick_played=True,
            shown=Card.parse("SA"),
        )


def test_at_the_table_only_whether_he_holds_the_suit_led_is_needed():
    ruling = failed_to_play([], Suit.HEARTS, next_trick_played=True, holds_suit_led=True)
    assert ruling.clause == "67B1A" and ruling.choices == ()
    assert [clause for _text, clause in ruling.steps()] == ["67B1", "67B1A"]
    assert "♥" in ruling.steps()[1][0]
