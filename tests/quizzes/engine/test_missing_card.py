"""Laws 13 and 14: the steps for a missing card, by when it was found."""

import pytest

from quizzes.engine.missing_card import Found, rectify


@pytest.mark.parametrize(
    "found, clauses",
    [
        (Found.BEFORE_AUCTION, ["7B1", "13"]),
        (Found.DURING_AUCTION, ["14"]),
        (Found.DURING_PLAY, ["14B3"]),
        (Found.NOT_FOUND, ["14B2"]),
    ],
)
def test_each_moment_has_its_clause(found, clauses):
    assert [clause for _text, clause in rectify(found)] == clauses


def test_14b2_a_card_not_found_means_the_deal_is_reconstructed():
    """14B2: "расклад реконструируется, насколько это возможно, на другой колоде"."""
    ((text, _clause),) = rectify(Found.NOT_FOUND)
    assert "другой колоде" in text and "наказание" in text


def test_14b3_the_card_found_may_make_an_earlier_discard_a_revoke():
    """14B3: "неигра ею ранее может привести к выявлению фальшренонса"."""
    steps = rectify(Found.DURING_PLAY, failed_to_follow=True)
    assert len(steps) == 2 and "фальшренонс" in steps[1][0]
    assert "штрафной" in steps[0][0]


def test_where_the_text_is_lost_the_step_says_so():
    for found in (Found.BEFORE_AUCTION, Found.DURING_AUCTION):
        assert any("не сохранился" in text for text, _clause in rectify(found))
