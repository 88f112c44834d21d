"""Law 77 score calculator: the engine's score with a line-by-line breakdown.

The total is always ``quizzes.engine.score``; the lines come from the engine's own Law 77
constants, and :func:`calculate` checks that they add up to the engine's total.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from quizzes.engine import russian as ru
from quizzes.engine import score
from quizzes.engine import scoring as law77
from quizzes.engine.auction import Contract
from quizzes.tools import ToolInputError


@dataclass
class ScoreLine:
    label: str
    points: int


@dataclass
class ScoreResult:
    contract: str
    contract_label: str
    vulnerable: bool
    tricks: int
    total: int
    lines: list[ScoreLine] = field(default_factory=list)
    outcome: str = ""
    laws: list[str] = field(default_factory=lambda: ["77"])


def breakdown(contract: Contract, vulnerable: bool, tricks: int) -> list[ScoreLine]:
    """The Law 77 items that make up the score of ``contract`` with ``tricks`` taken."""
    needed = contract.tricks_needed
    if tricks < needed:
        down = needed - tricks
        first, later, premium = law77.UNDERTRICKS[(vulnerable, contract.doubled)]
        lines = [ScoreLine("первая недобранная взятка", -first)]
        if down > 1:
            lines.append(
                ScoreLine(f"ещё недобранных взяток: {down - 1} × {later}", -later * (down - 1))
            )
        if down >= 4 and premium:
            lines.append(
                ScoreLine(
                    f"надбавка за 4-ю и следующие недобранные взятки: {down - 3} × {premium}",
                    -premium * (down - 3),
                )
            )
        return lines
    trick_score = law77.contract_trick_score(contract)
    lines = [ScoreLine(f"очки за взятки контракта ({contract.level})", trick_score)]
    over = tricks - needed
    if over:
        if contract.doubled == 0:
            each = law77.TRICK_VALUE[contract.strain]
        elif contract.doubled == 1:
            each = law77.OVERTRICK_DOUBLED[vulnerable]
        else:
            each = law77.OVERTRICK_REDOUBLED[vulnerable]
        lines.append(ScoreLine(f"лишние взятки: {over} × {each}", over * each))
    if trick_score >= law77.GAME_TRICK_SCORE:
        lines.append(ScoreLine("премия за гейм", law77.GAME_PREMIUM[vulnerable]))
    else:
        lines.append(ScoreLine("премия за частичную запись", law77.PART_SCORE_PREMIUM))
    if contract.level == 6:
        lines.append(ScoreLine("премия за малый шлем", law77.SMALL_SLAM_PREMIUM[vulnerable]))
    elif contract.level == 7:
        lines.append(ScoreLine("премия за большой шлем", law77.GRAND_SLAM_PREMIUM[vulnerable]))
    if contract.doubled:
        label = f"за выполнение контракта {ru.DOUBLED[contract.doubled]}"
        lines.append(ScoreLine(label, law77.INSULT[contract.doubled]))
    return lines


def calculate(contract: Contract, vulnerable: bool, tricks: int) -> ScoreResult:
    total = score(contract, vulnerable=vulnerable, tricks=tricks)
    lines = breakdown(contract, vulnerable, tricks)
    if sum(line.points for line in lines) != total:
        raise ToolInputError("разбивка записи не сходится с движком — сообщите нам об ошибке")
    needed = contract.tricks_needed
    if tricks > needed:
        outcome = f"выполнен, лишних взяток: {tricks - needed}"
    elif tricks == needed:
        outcome = "выполнен"
    else:
        outcome = f"без {needed - tricks}"
    return ScoreResult(
        contract=str(contract),
        contract_label=ru.contract(contract),
        vulnerable=vulnerable,
        tricks=tricks,
        total=total,
        lines=lines,
        outcome=outcome,
    )
