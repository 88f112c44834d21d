"""Generated practice: irregularities of the auction — a call out of rotation, cancelled
(Laws 29–32), an insufficient bid not accepted and replaced (Law 27, the attempted double of
27B3 included), and a call after the final pass (Law 39) with the lead penalties of Law 26.

The board's auction is a simple legal one (``board.auction_for``); the irregularity is put
into it at a random moment, and everything that follows — who must pass and for how long, what
declarer may do about the lead — is the engine's ruling. (Whose turn it was is not asked: the
auction diagram says it in its note on the call.)
"""

from __future__ import annotations

import random

from quizzes.content.generators import board
from quizzes.content.generators.question import build
from quizzes.content.question import Choice, Question
from quizzes.engine import ScenarioError, rule
from quizzes.engine import russian as ru
from quizzes.engine.table import PASS, SEATS, STRAINS, Call, Seat, Strain, is_sufficient

KIND = "auction_irregularity"
TITLE = "Нарушения в торговле (правила 25–39)"


def _must_pass_choices() -> list[Choice]:
    return [
        Choice("no", "Ни разу: ограничений для него нет"),
        Choice("next", "Один раз — в свою ближайшую очередь"),
        Choice("rest", "До конца торговли"),
    ]


def _sufficient(strain: Strain, last: Call | None) -> Call | None:
    """The lowest bid in ``strain`` that is sufficient over ``last``, or None above seven."""
    for level in range(1, 8):
        bid = Call.bid(level, strain)
        if is_sufficient(bid, last):
            return bid
    return None


def _last_bid(calls: list[Call]) -> Call | None:
    return next((call for call in reversed(calls) if call.is_bid), None)


def _said(calls: list[Call], dealer: Seat) -> str:
    if not calls:
        return "Торговля ещё не начиналась."
    said = ", ".join(f"{ru.seat(dealer.next(i))} — {ru.call(call)}" for i, call in enumerate(calls))
    return f"Торговля: {said}."


def generate(seed: int) -> Question:
    rng = random.Random(seed)
    while True:
        hands = board.deal_hands(rng)
        contract, declarer = board.choose_contract(hands)
        dealer = rng.choice(SEATS)
        vulnerable = rng.choice(board.VULNERABILITIES)
        scenario = board.board(hands, dealer, vulnerable, contract, declarer)
        legal = [Call.parse(call) for call in scenario["auction"]]
        draw = rng.random()
        if draw < 0.25:
            question = _after_final_pass(rng, seed, scenario, legal, dealer, declarer)
        elif draw < 0.5:
            question = _insufficient(rng, seed, scenario, legal, dealer)
        else:
            question = _out_of_rotation(rng, seed, scenario, legal, dealer)
        if question is not None:
            return question


def _ruled(scenario: dict) -> dict | None:
    """The engine's ruling, or None for an auction the engine does not model (drawn again)."""
    try:
        return rule(scenario)
    except ScenarioError:
        return None


def _out_of_rotation(
    rng: random.Random, seed: int, scenario: dict, legal: list[Call], dealer: Seat
) -> Question | None:
    """A pass or a bid out of rotation, cancelled by the offender's LHO; for a bid at the RHO's
    turn the auction goes on until the offender's next call, which decides (31A)."""
    cut = rng.randrange(0, len(legal) - 3)
    before = legal[:cut]
    proper = dealer.next(cut)
    # The player who called last, calling again at his LHO's turn, changes his call (Law 25).
    offenders = [seat for seat in SEATS if seat != proper and (cut == 0 or seat != proper.rho)]
    offender = rng.choice(offenders)
    if rng.random() < 0.35:
        call: Call | None = PASS
    else:
        call = _sufficient(rng.choice(STRAINS), _last_bid(before))
    if call is None:
        return None
    items: list = [str(c) for c in before]
    items += [{"call": str(call), "seat": str(offender)}, {"choose": "cancel_call"}]
    said = [
        _said(before, dealer),
        f"{ru.seat(offender)} говорит «{ru.call(call)}» в очередь {ru.seat(proper, 'gen')}. "
        f"{ru.capitalised(ru.seat(offender.lho))} заявку не принимает, и она отменяется.",
    ]
    if call.is_bid and offender == proper.lho:
        # Law 31A: the rectification waits for the call of the player whose turn it was.
        answer = legal[cut]
        items.append(str(answer))
        said.append(f"{ru.seat(proper)} говорит «{ru.call(answer)}».")
        if answer.is_bid:
            again = _sufficient(call.strain, answer) if rng.random() < 0.5 else PASS
            if again is None:
                return None
            items.append(str(again))
            said.append(f"Затем {ru.seat(offender)} говорит «{ru.call(again)}».")
    scenario = dict(scenario, auction=items)
    ruling = _ruled(scenario)
    if ruling is None:
        return None
    asked = offender if call == PASS else offender.partner
    field = "offender_must_pass" if call == PASS else "partner_must_pass"
    common = {
        "title": TITLE,
        "question_kind": "choice",
        "narrative": f"{said[0]}\n\n{' '.join(said[1:])}",
        "scenario": scenario,
        "ruling": ruling,
        "irregularity": "call_out_of_rotation",
    }
    clause = ruling["irregularities"][0].get("clause") or ""
    return build(
        KIND,
        seed,
        level="director" if clause.startswith(("31A", "30B2")) else "player",
        prompt=(
            f"Сколько раз {ru.seat(asked, 'dat')} придётся пасовать из-за этой заявки вне очереди?"
        ),
        answer_from=f"irregularity:call_out_of_rotation.{field}",
        laws=[clause[:2] if clause else "29"],
        choices=_must_pass_choices(),
        **common,
    )


# How the offender replaces his insufficient bid once it is not accepted, and the clause that
# rules it (27B3's text is lost: Law 27 by number).
REPLACEMENTS = {"lowest_same": "27B1A", "other_bid": "27B2", "pass": "27B2", "double_attempt": "27"}


def _insufficient(
    rng: random.Random, seed: int, scenario: dict, legal: list[Call], dealer: Seat
) -> Question | None:
    """An insufficient bid in turn, not accepted, and its replacement: the lowest sufficient
    bid in the same denomination (27B1A: no penalty), another bid or a pass (27B2: partner
    passes to the end), or first an attempted double (27B3: cancelled, partner passes all the
    same)."""
    if len(legal) < 5:
        return None
    cut = rng.randrange(1, len(legal) - 3)
    before = legal[:cut]
    last = _last_bid(before)
    if last is None or last.strain is None:
        return None
    offender = dealer.next(cut)
    strain = rng.choice(STRAINS)
    lowest = _sufficient(strain, last)
    if lowest is None or lowest.level < 2 or lowest.level > 6:
        return None
    wrong = Call.bid(lowest.level - 1, strain)
    if wrong == last:
        return None
    how = rng.choice(tuple(REPLACEMENTS))
    items: list = [*(str(c) for c in before), str(wrong), {"choose": "reject_bid"}]
    said = [
        _said(before, dealer),
        f"{ru.seat(offender)} говорит «{ru.call(wrong)}» — недостаточное назначение. "
        f"{ru.capitalised(ru.seat(offender.lho))} его не принимает.",
    ]
    if how == "double_attempt":
        bidder = dealer.next(max(i for i, c in enumerate(before) if c.is_bid))
        if bidder.side == offender.side or any(not c.is_bid and c != PASS for c in before[-3:]):
            return None
        items.append("X")
        said.append(f"{ru.seat(offender)} пытается заменить его контрой, затем говорит "
                    f"«{ru.call(lowest)}».")  # fmt: skip
        replacement: Call | None = lowest
    elif how == "pass":
        replacement = PASS
        said.append(f"{ru.seat(offender)} заменяет его пасом.")
    elif how == "other_bid":
        others = [st for st in STRAINS if st != strain]
        replacement = _sufficient(rng.choice(others), last)
        if replacement is None:
            return None
        said.append(f"{ru.seat(offender)} заменяет его на {ru.call(replacement, 'acc')}.")
    else:
        replacement = lowest
        said.append(f"{ru.seat(offender)} заменяет его на {ru.call(replacement, 'acc')}.")
    items.append(str(replacement))
    scenario = dict(scenario, auction=items)
    ruling = _ruled(scenario)
    if ruling is None:
        return None
    return build(
        KIND,
        seed,
        title=TITLE,
        level="director" if how == "double_attempt" else "player",
        question_kind="choice",
        narrative=f"{said[0]}\n\n{' '.join(said[1:])}",
        prompt=f"Должен ли {ru.seat(offender.partner)} теперь пасовать до конца торговли?",
        scenario=scenario,
        ruling=ruling,
        answer_from="irregularity:insufficient_bid.partner_must_pass",
        laws=[REPLACEMENTS[how]],
        irregularity="insufficient_bid",
        choices=[
            Choice("yes", "Да, до конца торговли"),
            Choice("no", "Нет: торговля продолжается без наказания"),
        ],
    )


def _after_final_pass(
    rng: random.Random,
    seed: int,
    scenario: dict,
    legal: list[Call],
    dealer: Seat,
    declarer: Seat,
) -> Question | None:
    """A bid or a double after the final pass (Law 39): cancelled; Law 26 may follow."""
    # Mostly a defender: only his call can restrict the lead (39B); the declaring side's
    # call is cancelled without penalty (39A).
    defender = rng.random() < 0.7
    offender = rng.choice(
        [declarer.lho, declarer.rho] if defender else [declarer, declarer.partner]
    )
    contract = _last_bid(legal)
    if rng.random() < 0.3:
        call: Call | None = Call.parse("X")
    else:
        call = _sufficient(rng.choice(STRAINS), contract)
    if call is None:
        return None
    items = [*scenario["auction"], {"call": str(call), "seat": str(offender)}]
    scenario = dict(scenario, auction=items)
    ruling = _ruled(scenario)
    if ruling is None:
        return None
    named = (
        f"ход в {ru.suit(call.strain.trump)}"
        if call.is_bid and call.strain.trump is not None
        else "ход в масть, которую назвала заявка"
    )
    choices = [
        Choice("none", "Никаких: заявка отменяется, ограничений на ход нет"),
        Choice(
            "forbid_any_suit",
            "Разыгрывающий сможет запретить партнёру нарушителя ход в любую одну масть",
        ),
        Choice("require_or_forbid", f"Разыгрывающий сможет потребовать или запретить {named}"),
    ]
    narrative = (
        f"{_said(legal, dealer)} Торговля окончена: {ru.contract(ruling['contract'])} "
        f"играет {ru.seat(declarer)}.\n\nПосле заключительного паса "
        f"{ru.seat(offender)} говорит «{ru.call(call)}»."
    )
    return build(
        KIND,
        seed,
        title=TITLE,
        level="director",
        question_kind="choice",
        narrative=narrative,
        prompt="Что эта заявка означает для хода вистующих?",
        scenario=scenario,
        ruling=ruling,
        answer_from="lead_penalty",
        laws=["39", "26"],
        irregularity="inadmissible_call",
        choices=choices,
    )
