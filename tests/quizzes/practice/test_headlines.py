"""The «Решение» line of a task's feedback states the ruling the question asks for, with its
deciding clause — the step the engine (or the author) marks as carrying the ruling, not the
last clause the explanation happens to pass. Each row: the task (and step), the clause the
headline must cite, a fragment of the ruling it must say."""

from pathlib import Path

import pytest

from quizzes.content import load_scenario_file
from quizzes.practice.explanation_steps import explain

SCENARIOS = Path(__file__).resolve().parents[3] / "quizzes" / "content" / "scenarios"


def headline(task: str, step: str | None = None):
    question = load_scenario_file(SCENARIOS / f"{task}.yaml")
    steps = question.explanation
    if step is not None:
        steps = next(s for s in question.steps if s.id == step).explanation
    out = explain(steps)
    return (out.ruling or {}).get("law"), out.headline


# Tasks whose headline used to be a step on the way (the penalty card a premature play
# leaves, the wait for declarer's choice, a proviso, a note on unauthorised information, the
# scoring summary of an IMP question …).
WERE_WRONG = [
    # Law 59 decides: he must follow suit, so the major penalty card waits (not 50C).
    ("penalty-card-must-follow-suit-first", None, "59", "обязан дать в масть"),
    ("required-lead-of-absent-suit", None, "59", "червей у него нет"),
    # 50E1 / 50D: which card he must play, not that the card became a penalty card.
    ("major-penalty-card-must-follow", None, "50E1", "при первой легальной возможности"),
    ("major-penalty-card-must-lead", None, "50E1", "обязан пойти ♠Д"),
    ("minor-penalty-card-follow-suit", None, "50D", "младшей штрафной"),
    ("minor-penalty-card-led-later", None, "50D", "Юг ходит ♣8"),
    # The kind of penalty card (50C), not the partner's wait for declarer's choice (50E2).
    ("defender-lead-refused-penalty-card", None, "50C", "старшей штрафной картой"),
    ("opening-lead-refused-penalty-card", None, "50C", "старшей штрафной картой"),
    ("penalty-card-honour-dropped", None, "50C", "старшей штрафной картой"),
    # What declarer may require after a premature play (57A), not the penalty card.
    ("premature-play-options", None, "57A", "самой старшей или самой младшей"),
    ("wrong-defender-plays-after-declarer-lead", None, "57A", "самой старшей или самой младшей"),
    ("premature-play-not-his-turn", None, "57A", "партнёра нарушителя"),
    # The choices themselves, not the bare description of the irregularity or the wait.
    ("insufficient-bid-options", None, "27", "может его принять или не принять"),
    ("opening-lead-refused-options", None, "50E2", "запретить этот ход"),
    ("failure-to-play-penalty-card", None, "52A", "принять эту игру или потребовать"),
    ("two-penalty-cards-declarer-designates", None, "51A", "указывает разыгрывающий"),
    # The ruling, not a proviso or a note on unauthorised information after it.
    ("insufficient-bid-corrected-same-suit", None, "27B1A", "без наказания"),
    ("call-out-of-rotation-proper-caller-first", None, "28", "отменяется без наказания"),
    ("wrong-explanation-defender-side", None, "75", "после окончания розыгрыша"),
    ("touching-opponents-cards", None, "7B2", "кроме своих"),
    # The IMPs or match points asked, not Law 77's summary of the deal.
    ("imps-doubled-in-other-room", None, "78B", "+3 IMP"),
    ("matchpoints-bottom-board", None, "78A", "Итого 4"),
    # An assigned score: what the side asked about gets, not the remark that the two scores
    # need not balance; the whole ruling, not one team's IMPs before the knockout average.
    ("mi-unalerted-multi", "points-NS", "12", "−650"),
    ("ui-slow-pass-then-competes", "points-EW", "12", "−50"),
    ("as-director-error-knockout", None, "86B", "−5 IMP Северу – Югу и +5 IMP"),
    ("as-deceptive-hesitation", None, "12", "Север – Юг +620, Восток – Запад −620"),
    ("indemnity-session-percent", None, "88", "14 матчпойнтов"),
]

# Families a guess by the question's first law got wrong: claims, revokes, the knockout
# average. They stay as they were.
STAY_RIGHT = [
    ("claim-forgotten-trump", None, "70", "не полностью"),
    ("concession-asked-back-too-late", None, "71B", "поздно"),
    ("acquiescence-withdrawn", None, "69", "возвращается"),
    ("revoke-by-declarer", None, "64A1", "переходят 2 взятки"),
    ("revoke-twelfth-trick", None, "64B6", "не наказывается"),
    ("revoke-by-dummy-faced-card", None, "64C", "Присуждённый результат"),
    ("as-director-error-knockout", "imps-NS", "86B", "−5 IMP Северу – Югу"),
    ("defender-names-card-in-hand", None, "50A", "мог знать"),
    ("auction-card-becomes-penalty-card", None, "24", "разыгрывающий решает"),
    ("bid-when-obliged-to-pass", None, "26", "может потребовать"),
]


@pytest.mark.parametrize(
    ("task", "step", "clause", "says"),
    WERE_WRONG + STAY_RIGHT,
    ids=[f"{task}#{step}" if step else task for task, step, _, _ in WERE_WRONG + STAY_RIGHT],
)
def test_the_headline_states_the_ruling_with_its_deciding_clause(task, step, clause, says):
    law, text = headline(task, step)
    assert (law, says in text) == (clause, True), text
