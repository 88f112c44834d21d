"""Law 12C: adjusted scores — artificial (12C1) and assigned (12C2) — and what they are worth
against the field (Law 78A) or the other table (Law 78B, 86B).

Only Law 12A and 12A1 survive in the sources; 12C, 86A and the beginning of 86B do not. The
1987 rules applied here, in our words:

- 12C2, assigned: the non-offending side gets the most favourable result that was *likely*
  had the irregularity not occurred; the offending side the most unfavourable result that
  was *at all probable*. The two need not balance. Without damage (the non-offenders' best
  likely result is no better for them than the table result) the table result stands.
- 12C1, artificial (no result could be obtained): average plus (at least 60 % of the
  match points in pairs) to a side in no way at fault, average (50 %) to a side partly at
  fault, average minus (at most 40 %) to a side directly at fault. Law 88 (which survives)
  raises the non-offenders' 60 % to their session percentage when that is higher.
- 86A: in IMP play average plus is +3 IMPs and average minus −3 IMPs.
- 86B (its end survives: «…считается отдельно, после чего среднее из 2-х результатов
  присваивается обоим участникам»): in a knockout match non-balancing scores are worked out
  for each team separately and both get the average.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction

from . import russian as ru
from .deciding import RULING
from .imps import imps
from .indemnity import INDEMNITY_FLOOR_PERCENT
from .scoring import score
from .table import CallError, Contract, Seat, SeatError, Side, Vulnerability

# Law 12 is cited by number: its section C did not survive.
LAW_12C = "12"
LAW_86 = "86"


class AdjustmentError(ValueError):
    """Results or scoring that cannot be (a Russian message naming the value)."""


# The rules in the engine's words (the 1987 text of 12C did not survive).
RULE_12C2 = (
    "Правило 12C2 (его текст 1987 года не сохранился): ненарушившей стороне назначается самый "
    "благоприятный для неё результат из тех, что были вероятны без нарушения, нарушившей — "
    "самый неблагоприятный для неё из хоть сколько-нибудь вероятных."
)
RULE_12C1 = (
    "Правило 12C1 (его текст 1987 года не сохранился): когда результата нет, каждой стороне "
    "назначается искусственный результат по её вине — средний плюс (не меньше 60\u00a0% в парах), "
    "средний (50\u00a0%) или средний минус (не больше 40\u00a0%)."
)
RULE_86A = (
    "В матче на IMP средний плюс — +3 IMP, средний минус — −3 IMP (правило 86A; его текст не "
    "сохранился)."
)


class Likelihood(StrEnum):
    """How probable the author judges a result had the irregularity not occurred (12C2)."""

    LIKELY = "likely"  # «вероятный»: what the non-offenders may get
    PROBABLE = "probable"  # «хоть сколько-нибудь вероятный»: what the offenders may get

    @property
    def label(self) -> str:
        return LIKELIHOOD_LABELS[self]


LIKELIHOOD_LABELS = {
    Likelihood.LIKELY: "вероятный",
    Likelihood.PROBABLE: "хоть сколько-нибудь вероятный",
}


@dataclass(frozen=True)
class BoardResult:
    """A result on the board: the contract (None when passed out), declarer and his tricks."""

    contract: Contract | None
    declarer: Seat | None = None
    tricks: int = 0

    def __post_init__(self) -> None:
        if self.contract is None:
            return
        if self.declarer is None:
            raise AdjustmentError(f"у контракта {ru.contract(self.contract)} нет разыгрывающего")
        if not 0 <= self.tricks <= 13:
            raise AdjustmentError(f"взяток должно быть от 0 до 13, а не {self.tricks}")

    @classmethod
    def passed_out(cls) -> BoardResult:
        return cls(None)

    @classmethod
    def of(cls, contract: object, declarer: object, tricks: object) -> BoardResult:
        """From data values: ``BoardResult.of("4S", "S", 10)``; ``"Pass"`` is passed out."""
        if str(contract).strip().lower() in ("pass", "пас", "p"):
            return cls.passed_out()
        try:
            parsed = Contract.parse(contract)
        except CallError as exc:
            raise AdjustmentError(f"«{contract}» — не контракт (пример: 4S, 3NTX)") from exc
        try:
            seat = Seat.parse(declarer)
        except SeatError as exc:
            raise AdjustmentError(f"«{declarer}» — не место разыгрывающего (N, E, S, W)") from exc
        if isinstance(tricks, bool) or not isinstance(tricks, int):
            raise AdjustmentError(f"«{tricks}» — не число взяток")
        return cls(parsed, seat, tricks)

    def points(self, side: Side, vulnerability: Vulnerability) -> int:
        """The score of ``side`` (Law 77): positive when it gains."""
        if self.contract is None or self.declarer is None:
            return 0
        declarers = score(
            self.contract, vulnerable=vulnerability.of(self.declarer), tricks=self.tricks
        )
        return declarers if self.declarer.side is side else -declarers

    def label(self) -> str:
        """``4♠ Юга, 10 взяток`` — or ``все спасовали``."""
        if self.contract is None or self.declarer is None:
            return "все спасовали"
        return f"{ru.contract(self.contract)} {ru.seat(self.declarer, 'gen')}, " + ru.count(
            self.tricks, "взятка"
        )

    def to_dict(self) -> dict[str, object]:
        if self.contract is None:
            return {"contract": "Pass"}
        return {
            "contract": str(self.contract),
            "declarer": str(self.declarer),
            "tricks": self.tricks,
        }


@dataclass(frozen=True)
class Candidate:
    """A result that could have been reached had the irregularity not occurred."""

    result: BoardResult
    likelihood: Likelihood


@dataclass(frozen=True)
class Step:
    """One line of the engine's explanation, in its own words, with the clause it applies;
    ``decides`` is ``RULING`` on a line that gives the score itself (what a side gets)."""

    text: str
    law: str | None = None
    decides: str | None = None

    def to_dict(self) -> dict[str, str | None]:
        out = {"text": self.text, "law": self.law}
        if self.decides:
            out["decides"] = self.decides
        return out


@dataclass(frozen=True)
class SideScore:
    """What one side gets: the result its score is taken from and the points for it."""

    side: Side
    result: BoardResult
    points: int  # from this side's point of view (Law 77)
    adjusted: bool

    def ns_points(self) -> int:
        return self.points if self.side is Side.NS else -self.points


@dataclass(frozen=True)
class Assignment:
    """The outcome of 12C2 at one table: each side's score, and whether it was adjusted."""

    table: BoardResult
    offenders: Side | None  # None: both sides treated as non-offending (82C)
    damaged: bool
    scores: Mapping[Side, SideScore]
    steps: tuple[Step, ...]

    @property
    def adjusted(self) -> bool:
        return any(s.adjusted for s in self.scores.values())

    @property
    def balanced(self) -> bool:
        return self.scores[Side.NS].ns_points() == self.scores[Side.EW].ns_points()

    def points(self, side: Side) -> int:
        return self.scores[side].points


def _best(candidates: Iterable[Candidate], side: Side, vulnerability: Vulnerability) -> BoardResult:
    return max(
        (c.result for c in candidates), key=lambda result: result.points(side, vulnerability)
    )


def _worst(
    candidates: Iterable[Candidate], side: Side, vulnerability: Vulnerability
) -> BoardResult:
    return min(
        (c.result for c in candidates), key=lambda result: result.points(side, vulnerability)
    )


def _signed(points: int | Fraction) -> str:
    return signed_number(points)


def assign(
    table: BoardResult,
    candidates: Iterable[Candidate],
    offenders: Side | None,
    vulnerability: Vulnerability,
) -> Assignment:
    """Law 12C2 at one table.

    ``candidates``: the results that could have been reached without the irregularity, each
    with the author's likelihood; at least one must be likely (a likely result is also at all
    probable). ``offenders`` None treats both sides as non-offending (82C): each gets its most
    favourable likely result.
    """
    candidates = tuple(candidates)
    likely = [c for c in candidates if c.likelihood is Likelihood.LIKELY]
    if not likely:
        raise AdjustmentError("нужен хотя бы один вероятный результат (likely)")
    table_points = {side: table.points(side, vulnerability) for side in Side}
    steps = [
        Step(
            f"За столом: {table.label()} — {ru.side(Side.NS)} {_signed(table_points[Side.NS])}, "
            f"{ru.side(Side.EW)} {_signed(table_points[Side.EW])}."
        )
    ]
    if offenders is None:
        return _both_non_offending(table, likely, vulnerability, table_points, steps)
    steps.append(Step(RULE_12C2, LAW_12C))
    victims = offenders.other
    best = _best(likely, victims, vulnerability)
    best_points = best.points(victims, vulnerability)
    steps.append(
        Step(
            f"Самый благоприятный для {_side_gen(victims)} из вероятных результатов без "
            f"нарушения: {best.label()} ({_signed(best_points)}).",
            LAW_12C,
        )
    )
    if best_points <= table_points[victims]:
        steps.append(
            Step(
                f"Это не лучше результата за столом ({_signed(table_points[victims])}): "
                f"ущерба нет, результат за столом остаётся для обеих сторон.",
                LAW_12C,
                RULING,
            )
        )
        return Assignment(
            table,
            offenders,
            False,
            {side: SideScore(side, table, table_points[side], False) for side in Side},
            tuple(steps),
        )
    worst = _worst(candidates, offenders, vulnerability)
    worst_points = worst.points(offenders, vulnerability)
    steps.append(
        Step(
            f"Это лучше результата за столом ({_signed(table_points[victims])}): "
            f"{ru.side(victims)} понесли ущерб. Им присуждается {best.label()}: "
            f"{_signed(best_points)}.",
            LAW_12C,
            RULING,
        )
    )
    steps.append(
        Step(
            f"Нарушившей стороне ({ru.side(offenders)}) — самый неблагоприятный для неё из "
            f"хоть сколько-нибудь вероятных результатов: {worst.label()}, "
            f"{_signed(worst_points)}.",
            LAW_12C,
            RULING,
        )
    )
    by_side = {
        victims: SideScore(victims, best, best_points, True),
        offenders: SideScore(offenders, worst, worst_points, True),
    }
    scores = {side: by_side[side] for side in Side}
    if best_points + worst_points != 0:
        steps.append(
            Step(
                "Записи сторон не уравновешивают друг друга: так бывает при присуждённом "
                "результате, каждая сторона получает свою.",
                LAW_12C,
            )
        )
    return Assignment(table, offenders, True, scores, tuple(steps))


def _both_non_offending(
    table: BoardResult,
    likely: list[Candidate],
    vulnerability: Vulnerability,
    table_points: dict[Side, int],
    steps: list[Step],
) -> Assignment:
    scores = {}
    for side in Side:
        best = _best(likely, side, vulnerability)
        points = best.points(side, vulnerability)
        scores[side] = SideScore(side, best, points, True)
        steps.append(
            Step(
                f"Обе стороны рассматриваются как ненарушившие: {ru.side(side)} получают самый "
                f"благоприятный для них из вероятных результатов — {best.label()}, "
                f"{_signed(points)}.",
                "82C",
                RULING,
            )
        )
    return Assignment(table, None, True, scores, tuple(steps))


def _side_gen(side: Side) -> str:
    return "Севера – Юга" if side is Side.NS else "Востока – Запада"


# -- what a score is worth --------------------------------------------------------------------


@dataclass(frozen=True)
class Matchpoints:
    """Pairs: the board's results at the other tables, each as North–South's score."""

    field: tuple[int, ...]

    def __post_init__(self) -> None:
        if not self.field:
            raise AdjustmentError("для матчпойнтов нужен хотя бы один результат других столов")

    @property
    def top(self) -> int:
        # Law 78A: 2 for each result compared against.
        return 2 * len(self.field)


@dataclass(frozen=True)
class Imps:
    """Teams: North–South's score at the other table; ``knockout`` for 86B's averaging."""

    other_table: int
    knockout: bool = False


Scoring = Matchpoints | Imps


@dataclass(frozen=True)
class Value:
    """What a side's score is worth: match points (with the top) or IMPs."""

    side: Side
    points: int | None  # total points (None for an artificial score)
    matchpoints: Fraction | None = None
    top: int | None = None
    imps: Fraction | None = None

    @property
    def percent(self) -> Fraction | None:
        if self.matchpoints is None or not self.top:
            return None
        return self.matchpoints * 100 / self.top


def matchpoints_against(ns_points: int, side: Side, field: Iterable[int]) -> int:
    """Law 78A for one score against the field (North–South scores): 2 for each result the
    side beats, 1 for each equal one."""
    mine = ns_points if side is Side.NS else -ns_points
    total = 0
    for other in field:
        theirs = other if side is Side.NS else -other
        total += 2 if mine > theirs else 1 if mine == theirs else 0
    return total


def value(assignment: Assignment, scoring: Scoring) -> dict[Side, Value]:
    """Each side's assigned score against the field, or against the other table."""
    ns = assignment.scores[Side.NS].ns_points()
    ew = assignment.scores[Side.EW].ns_points()
    if isinstance(scoring, Matchpoints):
        return {
            Side.NS: Value(
                Side.NS,
                assignment.points(Side.NS),
                Fraction(matchpoints_against(ns, Side.NS, scoring.field)),
                scoring.top,
            ),
            Side.EW: Value(
                Side.EW,
                assignment.points(Side.EW),
                Fraction(matchpoints_against(ew, Side.EW, scoring.field)),
                scoring.top,
            ),
        }
    # This table's North–South team was East–West at the other table, and the other way round.
    ns_imps = Fraction(imps(ns - scoring.other_table))
    ew_imps = Fraction(imps(scoring.other_table - ew))
    if scoring.knockout and ns_imps != -ew_imps:
        ns_imps, ew_imps = (ns_imps - ew_imps) / 2, (ew_imps - ns_imps) / 2
    return {
        Side.NS: Value(Side.NS, assignment.points(Side.NS), imps=ns_imps),
        Side.EW: Value(Side.EW, assignment.points(Side.EW), imps=ew_imps),
    }


def value_steps(assignment: Assignment, scoring: Scoring) -> tuple[Step, ...]:
    """The explanation of :func:`value`."""
    values = value(assignment, scoring)
    if isinstance(scoring, Matchpoints):
        field = ", ".join(f"{_signed(p)}" for p in scoring.field)
        steps = [
            Step(
                f"Результаты других столов (в пользу Севера – Юга): {field}; максимум в сдаче — "
                f"{scoring.top} MP (по 2 за каждый сравниваемый результат).",
                "78A",
            )
        ]
        for side in Side:
            v = values[side]
            steps.append(
                Step(
                    f"{ru.side(side)} с записью {_signed(assignment.points(side))}: "
                    f"{number(v.matchpoints or 0)} MP из {scoring.top} "
                    f"({ru.percent(v.percent or 0, 1)}).",
                    "78A",
                )
            )
        return tuple(steps)
    ns = assignment.scores[Side.NS].ns_points()
    ew = assignment.scores[Side.EW].ns_points()
    other = scoring.other_table
    raw_ns, raw_ew = imps(ns - other), imps(other - ew)
    steps = [
        Step(
            f"В другой комнате Север – Юг записали {_signed(other)}: команда Севера – Юга "
            f"этого стола сидела там на линии Восток – Запад.",
        ),
        Step(
            f"{ru.side(Side.NS)}: {_signed(ns)} здесь и {_signed(-other)} в другой комнате, "
            f"разница {_signed(ns - other)} — {_signed(raw_ns)} IMP.",
            "78B",
        ),
        Step(
            f"{ru.side(Side.EW)}: {_signed(-ew)} здесь и {_signed(other)} в другой комнате, "
            f"разница {_signed(other - ew)} — {_signed(raw_ew)} IMP.",
            "78B",
        ),
    ]
    if scoring.knockout and raw_ns != -raw_ew:
        steps.append(
            Step(
                "Матч на выбывание, записи не уравновешены: итог каждой команды считается "
                "отдельно, и обеим присваивается среднее — "
                f"{signed_number(values[Side.NS].imps or 0)} IMP Северу – Югу и "
                f"{signed_number(values[Side.EW].imps or 0)} IMP Востоку – Западу.",
                "86B",
                RULING,
            )
        )
    return tuple(steps)


# -- artificial scores (12C1) -----------------------------------------------------------------


class Fault(StrEnum):
    """A side's part in an irregularity that left no result (12C1)."""

    NONE = "none"  # in no way at fault: average plus
    PARTIAL = "partial"  # partly at fault: average
    DIRECT = "direct"  # directly at fault: average minus

    @property
    def label(self) -> str:
        return FAULT_LABELS[self]

    @property
    def average(self) -> str:
        return AVERAGE_LABELS[self]


FAULT_LABELS = {
    Fault.NONE: "ни в чём не виновата",
    Fault.PARTIAL: "виновата частично",
    Fault.DIRECT: "прямо виновата",
}
AVERAGE_LABELS = {
    Fault.NONE: "средний плюс",
    Fault.PARTIAL: "средний",
    Fault.DIRECT: "средний минус",
}
# 12C1 (text not preserved): the share of the match points in pairs.
ARTIFICIAL_PERCENT = {Fault.NONE: 60, Fault.PARTIAL: 50, Fault.DIRECT: 40}
# 86A (text not preserved): average plus and minus in IMP play.
ARTIFICIAL_IMPS = {Fault.NONE: 3, Fault.PARTIAL: 0, Fault.DIRECT: -3}
assert ARTIFICIAL_PERCENT[Fault.NONE] == INDEMNITY_FLOOR_PERCENT  # Law 88's floor is 12C1's


@dataclass(frozen=True)
class Top:
    """Pairs, when only the top is known (the board's maximum in match points)."""

    top: int

    def __post_init__(self) -> None:
        if self.top <= 0:
            raise AdjustmentError("максимум MP в сдаче должен быть больше нуля")


@dataclass(frozen=True)
class Artificial:
    """12C1 at one table: each side's average and what it is worth."""

    faults: Mapping[Side, Fault]
    values: Mapping[Side, Value]
    steps: tuple[Step, ...]

    @property
    def balanced(self) -> bool:
        ns, ew = self.values[Side.NS], self.values[Side.EW]
        if ns.imps is not None and ew.imps is not None:
            return ns.imps == -ew.imps
        return ns.percent is not None and ew.percent is not None and ns.percent + ew.percent == 100


def artificial(
    faults: Mapping[Side, Fault],
    scoring: Scoring | Top,
    session_percent: Mapping[Side, float] | None = None,
) -> Artificial:
    """12C1: average plus, average or average minus by each side's fault; in pairs Law 88
    raises a faultless side's 60 % to its session percentage when that is higher."""
    session_percent = session_percent or {}
    steps = [Step(RULE_12C1, LAW_12C)]
    values: dict[Side, Value] = {}
    for side in Side:
        fault = faults[side]
        steps.append(
            Step(
                f"{ru.side(side)}: сторона {fault.label} — {fault.average}.",
                LAW_12C,
            )
        )
    if isinstance(scoring, Imps):
        raw = {side: Fraction(ARTIFICIAL_IMPS[faults[side]]) for side in Side}
        steps.append(Step(RULE_86A, LAW_86))
        for side in Side:
            steps.append(
                Step(
                    f"В матче на IMP {faults[side].average} — {signed_number(raw[side])} IMP "
                    f"для {_side_gen(side)}.",
                    LAW_86,
                    RULING,
                )
            )
        ns, ew = raw[Side.NS], raw[Side.EW]
        if scoring.knockout and ns != -ew:
            ns, ew = (ns - ew) / 2, (ew - ns) / 2
            steps.append(
                Step(
                    f"Матч на выбывание, записи не уравновешены: обеим командам — среднее, "
                    f"{signed_number(ns)} IMP Северу – Югу и {signed_number(ew)} IMP "
                    f"Востоку – Западу.",
                    "86B",
                    RULING,
                )
            )
        values = {Side.NS: Value(Side.NS, None, imps=ns), Side.EW: Value(Side.EW, None, imps=ew)}
        return Artificial(dict(faults), values, tuple(steps))
    top = scoring.top
    for side in Side:
        fault = faults[side]
        percent = Fraction(ARTIFICIAL_PERCENT[fault])
        session = session_percent.get(side)
        if fault is Fault.NONE and session is not None and session > percent:
            percent = Fraction(str(session))
            steps.append(
                Step(
                    f"{ru.side(side)} не виноваты и набрали в сессии {ru.percent(percent)} — "
                    f"больше 60\u00a0%: им присуждается этот процент.",
                    "88",
                )
            )
        mp = top * percent / 100
        steps.append(
            Step(
                f"{ru.side(side)}: {ru.percent(percent)} от {top} MP — {number(mp, 2)} MP.",
                "88" if fault is Fault.NONE else LAW_12C,
                RULING,
            )
        )
        values[side] = Value(side, None, matchpoints=mp, top=top)
    return Artificial(dict(faults), values, tuple(steps))


# -- numbers as people read them --------------------------------------------------------------

# One formatter of numbers and signed results for the site (russian.py).
number = ru.number
signed_number = ru.score
