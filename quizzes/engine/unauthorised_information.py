"""Unauthorised information from partner (Laws 16A, 73C, 73F1): the steps of the ruling.

Partner hesitated, made a remark, asked a question, alerted or explained; the player then
chose an action. What survives of the 1987 text: 73C (the player must carefully avoid any
advantage from it), 73F1 (the director adjusts when the player chose, from among logical
alternatives, the one that could more reasonably than the others have been suggested) and
the end of 16A (play goes on; the director assigns an adjusted score if he judges that the
infraction caused damage). The beginning of 16A is lost; 12C (the score) is cited by number.
"""

from __future__ import annotations

from .judgement_steps import NO, YES, Ask, Family, damage

INFORMATION = Ask(
    code="information",
    text=(
        "Получил ли игрок от партнёра нелегальную информацию (колебание, поспешность, "
        "замечание, вопрос, объяснение, предупреждение)?"
    ),
    law="73C",
    stop=frozenset({NO}),
    then={
        YES: (
            "Информация от партнёра нелегальна для игрока: он должен старательно избегать "
            "любой выгоды, которую она может дать его стороне."
        ),
        NO: (
            "Нелегальной информации не было — выбор игрока ничем не ограничен, результат за "
            "столом остаётся."
        ),
    },
)
SUGGESTS = Ask(
    code="suggests",
    text=(
        "Могла ли эта информация подсказать именно выбранное действие — обоснованнее, чем "
        "другие возможные?"
    ),
    law="73F1",
    stop=frozenset({NO}),
    then={
        YES: "Информация могла подсказать именно то действие, которое игрок выбрал.",
        NO: (
            "Информация не подсказывала выбранное действие (или подсказывала другое) — "
            "нарушения нет, результат остаётся."
        ),
    },
)
ALTERNATIVE = Ask(
    code="alternative",
    text=(
        "Было ли у игрока логически альтернативное действие — другой выбор, который разумно "
        "было бы сделать без этой информации?"
    ),
    law="73F1",
    stop=frozenset({NO}),
    then={
        YES: (
            "Игрок выбрал из логически альтернативных действий то, которое могло быть "
            "подсказано: если ненарушившая сторона понесла ущерб, судья назначает "
            "присуждённый результат."
        ),
        NO: (
            "Логической альтернативы не было: любой игрок на его месте поступил бы так же, "
            "действие разрешено, результат остаётся."
        ),
    },
)
DAMAGE = damage("16A")

FAMILY = Family(
    code="unauthorised_information",
    title="Нелегальная информация от партнёра",
    steps=(INFORMATION, SUGGESTS, ALTERNATIVE, DAMAGE),
    laws=("16A", "73C", "73F1"),
)
