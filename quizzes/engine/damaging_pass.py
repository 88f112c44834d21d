"""Law 23: a pass the laws force on a player, or a pass out of rotation, that may damage the
non-offending side. 23B survives (a pass out of rotation at partner's turn); 23A (the enforced
pass), to which 24B, 27B2 and Laws 30–32 refer, does not: it is cited by number."""

from __future__ import annotations

from . import russian as ru
from .referee import Referee
from .seats import Seat

ENFORCED = (
    "Если судья сочтёт, что нарушитель мог знать, что вынужденный пас партнёра, вероятно, "
    "ущемит ненарушившую сторону, он требует продолжать торговлю и игру, а затем может "
    "назначить присуждённый результат."
)


def note_enforced_pass(ref: Referee) -> None:
    """Once per ruling: the director may adjust after a damaging enforced pass (Law 23)."""
    if not any(step.text == ENFORCED for step in ref.explanation):
        ref.note(ENFORCED, "23")


def note_pass_at_partners_turn(ref: Referee, offender: Seat) -> None:
    """Law 23B: a pass out of rotation at partner's turn that may damage the other side."""
    ref.note(
        f"Если судья сочтёт, что пас {ru.seat(offender, 'gen')} вне очереди мог ущемить "
        "ненарушившую сторону, он требует продолжать торговлю и игру, а затем назначает "
        "присуждённый результат, если ущерб был.",
        "23B",
    )
