"""Laws 42, 43 and 45F: what dummy may do, and what follows when he oversteps."""

import pytest

from quizzes.engine.dummy_rights import DummyAct, rule_on


@pytest.mark.parametrize("act", [DummyAct.WARNED_WRONG_HAND, DummyAct.ASKED_DECLARER_REVOKE])
def test_within_his_rights_dummy_may_warn_and_ask(act):
    ((text, clause),) = rule_on(act, overstepped=False)
    assert clause == "42" and "вправе" in text and "последствий нет" in text


def test_the_surviving_fragment_of_43_after_dummy_oversteps_and_asks_about_a_revoke():
    """43: "разыгрывающий, если его игра была нелегальна, должен заменить карту на
    правильную, и может применяться наказание, предусмотренное правилом 64"."""
    steps = rule_on(DummyAct.ASKED_DECLARER_REVOKE, overstepped=True)
    assert [clause for _t, clause in steps] == ["43", "43"]
    assert "заменяет карту правильной" in steps[1][0] and "правилу 64" in steps[1][0]


def test_after_overstepping_a_warning_lets_the_defenders_choose_the_hand():
    steps = rule_on(DummyAct.WARNED_WRONG_HAND, overstepped=True)
    assert "вистующих выбирает" in steps[1][0]


def test_after_overstepping_pointing_at_a_defenders_irregularity_cancels_its_penalty():
    steps = rule_on(DummyAct.POINTED_DEFENDER_IRREGULARITY, overstepped=True)
    assert "не применяется" in steps[1][0]


def test_after_play_dummy_may_draw_attention():
    for overstepped in (False, True):
        ((text, clause),) = rule_on(DummyAct.AFTER_PLAY, overstepped=overstepped)
        assert clause == "42" and "как обычно" in text


def test_45f_dummy_indicating_a_card():
    """45F: "болван не может трогать или указывать некоторую карту … без инструкции"."""
    ((text, clause),) = rule_on(DummyAct.INDICATED_CARD, overstepped=False)
    assert clause == "45F" and "присудить" in text


def test_where_the_text_is_lost_the_ruling_says_so():
    for act in DummyAct:
        for overstepped in (False, True):
            steps = rule_on(act, overstepped=overstepped)
            if any(clause in ("42", "43") for _text, clause in steps):
                assert any("наш пересказ" in text for text, _clause in steps), act
