"""Generated practice: the score of a played deal (Law 77).

Four kinds of board, drawn per seed, so that the results a director's exam asks about come up
as often as the everyday ones: an ordinary contract; a slam of the stronger side (made or
not, sometimes doubled); a doubled sacrifice by the weaker side four or more down (where the
1987 table's premium for the fourth undertrick counts); a redoubled contract with overtricks.
The play is the simple strategy's and does not depend on the level, so the level is set from
the tricks that play takes — the board reaches the result its kind is for. Every score, and
the tricks behind it, are the engine's."""

from __future__ import annotations

import random

from quizzes.content.generators import board
from quizzes.content.generators.question import build
from quizzes.content.question import Question
from quizzes.engine import rule
from quizzes.engine import russian as ru
from quizzes.engine.table import (
    SEATS,
    Contract,
    Seat,
    Strain,
    Vulnerability,
    high_card_points,
    suit_cards,
)
from quizzes.tools.score_calculator import breakdown

KIND = "score"
TITLE = "Запись результата (правило 77)"

BOARD_KINDS = ("ordinary", "slam", "sacrifice", "redoubled_overtricks")
BOARD_KIND_WEIGHTS = (4, 2, 2, 2)
# The kind is drawn from a stream of its own, so an ordinary board is what it always was for
# its seed.
_KIND_STREAM = 0x5C0E
# A sacrifice is usually made not vulnerable: there the 1987 table differs most from later ones.
_SACRIFICE_NOT_VULNERABLE = 0.7
_SACRIFICE_LEVEL = 5
_SLAM_POINTS = 31
_MAX_DEALS = 500


def board_kind(seed: int) -> str:
    rng = random.Random(seed ^ _KIND_STREAM)
    return rng.choices(BOARD_KINDS, weights=BOARD_KIND_WEIGHTS)[0]


def generate(seed: int) -> Question:
    kind = board_kind(seed)
    rng = random.Random(seed)
    hands = board.deal_hands(rng)
    bid, declarer = board.choose_contract(hands)
    if kind == "ordinary":
        # Doubled and redoubled contracts are where the 1987 table is most often misread.
        contract = Contract(bid.level, bid.strain, rng.choices([0, 1, 2], weights=[6, 3, 1])[0])
        dealer = rng.choice(SEATS)
        vulnerable = rng.choice(board.VULNERABILITIES)
        play = board.TablePlay(hands, contract, declarer)
        play.play_on(rng)
        played = play.played
    else:
        hands, dealer, vulnerable, contract, declarer, played = _special(kind, rng)
    scenario = board.board(hands, dealer, vulnerable, contract, declarer, played)
    ruling = rule(scenario)
    zone = "в зоне" if vulnerable.of(declarer) else "до зоны"
    # The deciding step of a score question is the sum itself, item by item (Law 77's table).
    items = breakdown(contract, vulnerable.of(declarer), ruling["declarer_tricks"])
    summed = "; ".join(
        f"{item.label} ({ru.score(item.points)})"
        if ":" in item.label
        else f"{item.label}: {ru.score(item.points)}"
        for item in items
    )
    sum_note = {
        "text": f"{ru.capitalised(summed)}; всего {ru.score(ruling['score'])}.",
        "law": "77",
    }
    narrative = (
        f"{ru.seat(declarer)} разыграл {ru.contract(contract)} ({zone}) "
        f"и взял {ru.tricks(ruling['declarer_tricks'])}. Нарушений не было."
    )
    return build(
        KIND,
        seed,
        title=TITLE,
        level="player" if kind == "ordinary" else "director",
        question_kind="number",
        narrative=narrative,
        prompt="Какой результат записывает сторона разыгрывающего "
        "(минус — если контракт не сделан)?",
        scenario=scenario,
        ruling=ruling,
        answer_from="score",
        laws=["77"],
        irregularity="scoring",
        notes=[sum_note],
    )


def _special(kind: str, rng: random.Random) -> tuple:
    """A board of the given kind: deals are drawn until one fits (a slam needs 31 points
    between the partners; a sacrifice four down at most at the five level)."""
    for _attempt in range(_MAX_DEALS):
        hands = board.deal_hands(rng)
        bid, declarer = board.choose_contract(hands)
        if kind == "slam" and _points(hands, declarer) < _SLAM_POINTS:
            continue
        strain = bid.strain
        if kind == "sacrifice":
            declarer, strain = _sacrificer(hands, declarer)
        dealer = rng.choice(SEATS)
        vulnerable = _vulnerability(kind, declarer, rng)
        play = board.TablePlay(hands, Contract(1, strain), declarer)
        play.play_on(rng)
        trial = board.board(hands, dealer, vulnerable, Contract(1, strain), declarer, play.played)
        tricks = rule(trial)["declarer_tricks"]
        if kind == "sacrifice" and tricks > _SACRIFICE_LEVEL + 6 - 4:
            continue
        contract = _contract_for(kind, strain, tricks, rng)
        return hands, dealer, vulnerable, contract, declarer, play.played
    raise RuntimeError(f"за {_MAX_DEALS} раздач не нашлось сдачи вида «{kind}»")


def _points(hands: board.Hands, seat: Seat) -> int:
    return high_card_points(hands[seat]) + high_card_points(hands[seat.partner])


def _sacrificer(hands: board.Hands, stronger: Seat) -> tuple[Seat, Strain]:
    """The weaker side's player with its longest suit, and that suit."""
    seats = (stronger.lho, stronger.rho)
    best = max(
        ((seat, suit) for seat in seats for suit in board.SUITS),
        key=lambda pair: (len(suit_cards(hands[pair[0]], pair[1])), -board.SUITS.index(pair[1])),
    )
    return best[0], Strain.parse(best[1])


def _vulnerability(kind: str, declarer: Seat, rng: random.Random) -> Vulnerability:
    if kind != "sacrifice":
        return rng.choice(board.VULNERABILITIES)
    wanted = rng.random() >= _SACRIFICE_NOT_VULNERABLE
    return rng.choice([v for v in board.VULNERABILITIES if v.of(declarer) == wanted])


def _contract_for(kind: str, strain: Strain, tricks: int, rng: random.Random) -> Contract:
    """The contract that gives the board its kind, for the tricks the play takes."""
    if kind == "slam":
        level = 7 if tricks == 13 else 6
        return Contract(level, strain, rng.choices([0, 1], weights=[3, 1])[0])
    if kind == "sacrifice":
        # Four or more down: level + 6 - tricks >= 4.
        level = min(_SACRIFICE_LEVEL, max(1, tricks - 2 + rng.randint(0, 1)))
        return Contract(level, strain, rng.choices([1, 2], weights=[6, 1])[0])
    overtricks = rng.randint(1, 3)
    return Contract(min(7, max(1, tricks - 6 - overtricks)), strain, 2)
