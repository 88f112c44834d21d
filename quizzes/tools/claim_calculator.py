"""Claim calculator (Laws 68–71): the position, the claim and what followed → the tricks.

The form (``forms.ClaimForm``) reads the position in PBN, the claimer's statement and what
the opponents did; the ruling is the rules engine's ``rule_claim``. This module only turns it
into what the page shows: the tricks of each side, the score when the contract is known, the
deciding line as a table and the explanation steps.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from quizzes.engine import russian as ru
from quizzes.engine.claim import Claim, ClaimError, ClaimRuling, Outcome, rule_claim
from quizzes.engine.claim_play import SearchTooLarge
from quizzes.engine.claim_position import Position
from quizzes.engine.scoring import score_contract
from quizzes.engine.table import Contract, Seat
from quizzes.tools import ToolInputError

# The page answers within a couple of seconds or says the position is too large.
WEB_BUDGET = 40_000

OUTCOMES = {
    Outcome.ACCEPTED: "претензия принимается",
    Outcome.ADJUSTED: "претензия принимается не полностью",
    Outcome.STANDS: "претензия (уступка) остаётся в силе",
    Outcome.CANCELLED: "уступка (согласие) аннулируется",
}


@dataclass(frozen=True)
class ClaimFacts:
    position: Position
    claim: Claim
    declarer: Seat | None = None
    contract: Contract | None = None
    vulnerable: bool = False


@dataclass
class LineRow:
    number: int
    leader: str
    cards: list[str]  # «Запад ♠5» in seat order from the leader
    winner: str


@dataclass
class Step:
    text: str
    law: str | None


@dataclass
class ClaimResult:
    claimer: str  # the claimer's seat in Russian
    side: str  # «Север – Юг»
    opponents_side: str
    remaining: int
    tricks: int  # of the remaining, for the claimer's side
    opponents_tricks: int
    totals: dict[str, int]
    outcome: str
    double_dummy: int
    steps: list[Step]
    line: list[LineRow]
    laws: list[str]
    declarer_tricks: int | None = None
    score: int | None = None
    contract: str = ""
    entry: str = ""  # «Север – Юг −50, Восток – Запад +50»
    declarer_tricks_text: str = ""  # «8 взяток»
    notes: list[Step] = field(default_factory=list)


def calculate(facts: ClaimFacts) -> ClaimResult:
    target = 6 + facts.contract.level if facts.contract else None
    try:
        ruling = rule_claim(
            facts.position,
            facts.claim,
            declarer=facts.declarer,
            target=target,
            budget=WEB_BUDGET,
        )
    except ClaimError as error:
        raise ToolInputError(str(error), "claimed") from None
    except SearchTooLarge:
        raise ToolInputError(
            "позиция слишком велика для полного перебора на этой странице: введите её ближе "
            "к концу розыгрыша или уточните заявленную линию",
            "deal",
        ) from None
    return _result(facts, ruling)


def _result(facts: ClaimFacts, ruling: ClaimRuling) -> ClaimResult:
    seat = facts.claim.seat
    result = ClaimResult(
        claimer=ru.seat(seat),
        side=ru.side(seat.side),
        opponents_side=ru.side(seat.side.other),
        remaining=ruling.remaining,
        tricks=ruling.tricks,
        opponents_tricks=ruling.remaining - ruling.tricks,
        totals=dict(ruling.totals),
        outcome=OUTCOMES[ruling.outcome],
        double_dummy=ruling.double_dummy,
        steps=[Step(step.text, step.law) for step in ruling.steps],
        line=[
            LineRow(
                number=ruling.first_trick + index,
                leader=ru.seat(trick.leader),
                cards=[
                    f"{ru.seat(trick.leader.next(i))} {ru.card(card)}"
                    for i, card in enumerate(trick.cards)
                ],
                winner=ru.seat(trick.winner),
            )
            for index, trick in enumerate(ruling.line)
        ],
        laws=list(ruling.laws),
        notes=[
            Step(
                "Что такое «нормальная» игра, в тексте 1987 года определяла сноска к правилу 69; "
                "она, как и само правило 69 и начало правила 70, в источниках не сохранилась. "
                "Калькулятор применяет её так, как описано в пояснении: это наше изложение, "
                "не текст правил.",
                "69",
            )
        ],
    )
    if facts.declarer is not None:
        result.declarer_tricks = ruling.totals[facts.declarer.side.value]
        result.declarer_tricks_text = ru.count(result.declarer_tricks, "взятка")
        if facts.contract is not None and sum(ruling.totals.values()) == 13:
            result.contract = ru.contract(facts.contract)
            result.score = score_contract(facts.contract, facts.vulnerable, result.declarer_tricks)
            result.entry = ru.score_entry(facts.declarer.side, result.score)
    return result
