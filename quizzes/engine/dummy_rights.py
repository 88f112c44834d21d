"""Laws 42 and 43: what dummy may do, and what follows when he oversteps.

Law 42 (dummy's rights) is lost from the 1987 Russian text; of Law 43 only the end of one
clause survives: "…полнение штрафных обязанностей, разыгрывающий, если его игра была
нелегальна, должен заменить карту на правильную, и может применяться наказание,
предусмотренное правилом 64" — what follows when dummy, having looked at a defender's hand or
otherwise broken his limitations, is the first to ask declarer about a revoke. The rest is in
our words, citing the law by number and saying its text did not survive. Law 45F (dummy
touching or pointing at a card) survives and is cited by its clause.
"""

from __future__ import annotations

from enum import Enum

LOST_42 = "текст правила 42 в издании 1987 года не сохранился; здесь — наш пересказ"
LOST_43 = "текст правила 43 сохранился лишь фрагментом; здесь — наш пересказ"


class DummyAct(Enum):
    WARNED_WRONG_HAND = "warned_wrong_hand"
    ASKED_DECLARER_REVOKE = "asked_declarer_revoke"
    POINTED_DEFENDER_IRREGULARITY = "pointed_defender_irregularity"
    AFTER_PLAY = "after_play"
    INDICATED_CARD = "indicated_card"


def rule_on(act: DummyAct, *, overstepped: bool) -> list[tuple[str, str]]:
    """The director's steps when dummy did ``act``; ``overstepped``: before it he had broken
    his limitations (looked at a defender's cards, exchanged hands with declarer, left his
    seat to watch declarer play)."""
    if act is DummyAct.INDICATED_CARD:
        return [
            (
                "Болван не вправе трогать или указывать карту без инструкции разыгрывающего. "
                "Игра продолжается; если вистующие понесли ущерб, судья может присудить "
                "результат.",
                "45F",
            )
        ]
    if act is DummyAct.AFTER_PLAY:
        return [
            (
                f"После окончания розыгрыша болван вправе обратить внимание на нарушение; "
                f"оно рассматривается как обычно ({LOST_42}).",
                "42",
            )
        ]
    if not overstepped:
        if act is DummyAct.POINTED_DEFENDER_IRREGULARITY:
            return [
                (
                    f"Во время розыгрыша болван не вправе первым привлекать внимание к "
                    f"нарушению; само нарушение рассматривается как обычно, а болван может "
                    f"получить процедурное наказание ({LOST_43}).",
                    "43",
                )
            ]
        words = {
            DummyAct.WARNED_WRONG_HAND: "предупредить разыгрывающего о ходе не с той руки",
            DummyAct.ASKED_DECLARER_REVOKE: (
                "спросить разыгрывающего, не давшего в масть, нет ли у него карт этой масти"
            ),
        }[act]
        return [(f"Болван вправе {words}: последствий нет ({LOST_42}).", "42")]
    limits = (
        f"Болван нарушил свои ограничения и лишился права на это действие ({LOST_43}); "
        f"кроме того, ему может быть назначено процедурное наказание."
    )
    if act is DummyAct.WARNED_WRONG_HAND:
        return [
            (limits, "43"),
            ("Любой из вистующих выбирает, с какой руки ходить разыгрывающему.", "43"),
        ]
    if act is DummyAct.ASKED_DECLARER_REVOKE:
        return [
            (limits, "43"),
            (
                "Если игра разыгрывающего была нелегальной, он заменяет карту правильной, "
                "и может применяться наказание по правилу 64 (сохранившийся фрагмент).",
                "43",
            ),
        ]
    return [
        (limits, "43"),
        (
            "Болван первым обратил внимание на нарушение вистующего: наказание за это "
            "нарушение не применяется.",
            "43",
        ),
    ]
