"""Misinformation (Laws 20, 21, 40, 75): the steps of the ruling.

An opponent's explanation (or a missing alert) described the partnership's agreement wrongly,
or the explanation was right and the call was the mistake. What survives of the 1987 text is
the end of 75 with its footnote: the two examples (mistaken explanation — an infraction, the
director adjusts if it caused damage; mistaken call — no infraction, the result stands whatever
the damage; the director presumes a mistaken explanation without evident proof of the
contrary) and the partner's duty to correct after the final pass or after the play. Laws 21
and 40 are absent (cited by number); of 20 only 20A survives.
"""

from __future__ import annotations

from .judgement_steps import NO, YES, Ask, Family, damage

EXPLANATION, CALL = "explanation", "call"
# A scenario may say the evidence is unclear: the director then presumes a mistaken explanation.
UNCLEAR = "unclear"

MISTAKE = Ask(
    code="mistake",
    text=(
        "Что было ошибкой: описание соглашения (объяснение, предупреждение) или сама заявка "
        "(объяснение верно описывает соглашение пары)?"
    ),
    law="75",
    choices=(
        (EXPLANATION, "Описание соглашения — оппоненты получили неверную информацию"),
        (CALL, "Сама заявка — объяснение верное, нарушения нет"),
    ),
    stop=frozenset({CALL}),
    then={
        EXPLANATION: (
            "Оппоненты имеют право на верное описание соглашения пары: неверное объяснение — "
            "нарушение, и если оно привело к ущербу, судья назначает присуждённый результат."
        ),
        CALL: (
            "Объяснение соответствовало соглашению, ошибся заявивший: нарушения нет. Оппоненты "
            "не могут претендовать на верное описание рук — результат утверждается, каков бы "
            "ни был ущерб."
        ),
        UNCLEAR: (
            "Явных доказательств нет: судья исходит из презумпции ошибочного объяснения, а не "
            "ошибочной заявки."
        ),
    },
    aliases={UNCLEAR: EXPLANATION},
)
CAUSED = Ask(
    code="caused",
    text=(
        "Могла ли неверная информация повлиять на действия ненарушившей стороны — с верным "
        "объяснением они поступили бы иначе?"
    ),
    law="40",
    stop=frozenset({NO}),
    then={
        YES: "Неверная информация повлияла на действие ненарушившей стороны.",
        NO: (
            "Неверная информация ни на что не повлияла: ненарушившая сторона поступила бы так "
            "же — результат остаётся."
        ),
    },
)
DAMAGE = damage("75")

FAMILY = Family(
    code="misinformation",
    title="Неверная информация о соглашении",
    steps=(MISTAKE, CAUSED, DAMAGE),
    laws=("75", "21", "40"),
)
