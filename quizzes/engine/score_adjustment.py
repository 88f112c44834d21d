"""An adjusted score as the ruling itself (Law 12C): artificial when no result can be obtained
(12C1, by each side's fault), assigned in place of a result obtained after an irregularity
(12C2; with both sides non-offending after a director's error, 82C).

Only 12A and 12A1 survive of Law 12; 12C is cited by number. 82C and 88 survive.
"""

from __future__ import annotations

from .adjusted_score import FAULT_LABELS, Fault
from .judgement_steps import Ask, Decision, Family, damage

NONE_OFFENDING = "none"

KIND = Ask(
    code="kind",
    text="Какой присуждённый результат здесь нужен?",
    law="12",
    choices=(
        (
            Decision.ARTIFICIAL,
            "Искусственный: результата за столом нет, и получить его нельзя",
        ),
        (
            Decision.ASSIGNED,
            "Назначенный: вместо результата, полученного после нарушения",
        ),
    ),
    then={
        Decision.ARTIFICIAL: (
            "Результата нет и получить его нельзя: каждой стороне назначается искусственный "
            "результат по её вине — средний плюс, средний или средний минус."
        ),
        Decision.ASSIGNED: (
            "Результат за столом получен после нарушения: вместо него назначается результат, "
            "какой мог бы быть без нарушения, — для каждой стороны свой."
        ),
    },
)
_FAULTS = tuple((fault.value, FAULT_LABELS[fault].capitalize()) for fault in Fault)
FAULT_NS = Ask(
    code="fault_ns",
    text="Насколько виноваты Север – Юг в том, что результата нет?",
    law="12",
    choices=_FAULTS,
    when={"kind": frozenset({Decision.ARTIFICIAL})},
)
FAULT_EW = Ask(
    code="fault_ew",
    text="Насколько виноваты Восток – Запад в том, что результата нет?",
    law="12",
    choices=_FAULTS,
    when={"kind": frozenset({Decision.ARTIFICIAL})},
)
OFFENDERS = Ask(
    code="offenders",
    text="Какая сторона считается нарушившей?",
    law="12A",
    choices=(
        ("NS", "Север – Юг"),
        ("EW", "Восток – Запад"),
        (NONE_OFFENDING, "Никакая: ошибся судья — обе стороны ненарушившие"),
    ),
    when={"kind": frozenset({Decision.ASSIGNED})},
    then={
        NONE_OFFENDING: (
            "Решение судьи оказалось ошибочным, и нормальный обсчёт невозможен: обе стороны "
            "рассматриваются как ненарушившие."
        ),
    },
    then_law={NONE_OFFENDING: "82C"},
)
DAMAGE = damage(
    "12",
    "Нарушение привело к ущербу: назначается присуждённый результат.",
    when={"kind": frozenset({Decision.ASSIGNED}), "offenders": frozenset({"NS", "EW"})},
)

FAMILY = Family(
    code="adjusted_score",
    title="Присуждённый результат",
    steps=(KIND, FAULT_NS, FAULT_EW, OFFENDERS, DAMAGE),
    decides="kind",
    needs_offenders=False,
    laws=("12A", "12", "88"),
)
