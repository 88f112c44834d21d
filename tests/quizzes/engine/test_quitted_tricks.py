"""Law 66 (text lost; ruled in our words): who may see which played cards, and when."""

import pytest

from quizzes.engine.quitted_tricks import Asker, Wanted, rule_on


@pytest.mark.parametrize(
    "asker, wanted, turned, says",
    [
        (Asker.DEFENDER, Wanted.LAST_TRICK, False, "вправе потребовать открыть"),
        (Asker.DECLARER, Wanted.LAST_TRICK, True, "свою последнюю карту"),
        (Asker.DUMMY, Wanted.LAST_TRICK, False, "Болван не вправе"),
        (Asker.DEFENDER, Wanted.EARLIER_TRICK, False, "по указанию судьи"),
        (Asker.DUMMY, Wanted.AFTER_PLAY, False, "в пользу другой стороны"),
    ],
)
def test_who_may_see_what(asker, wanted, turned, says):
    steps = rule_on(asker, wanted, own_card_turned=turned)
    assert says in steps[0][0] and steps[0][1] == "66"
    assert "не сохранился" in steps[0][0]


def test_surviving_clauses_are_cited_where_they_apply():
    assert [c for _t, c in rule_on(Asker.DEFENDER, Wanted.EARLIER_TRICK)] == ["66", "61B"]
    assert [c for _t, c in rule_on(Asker.DECLARER, Wanted.AFTER_PLAY)] == ["66", "7B2"]
