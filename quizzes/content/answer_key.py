"""How a question's key is read from the engine: the ``answer_from`` forms.

Each form names what in the engine's ruling (or in one of its scoring functions) is the answer.
``AnswerKeyError`` says, in Russian, why the ruling holds no such answer.

=================================  =========  ==================================================
form                               kind       the key
=================================  =========  ==================================================
``penalty_tricks``                 number     tricks transferred for all revokes (Law 64)
``declarer_tricks``                number     declarer's tricks after the transfers
``declarer_tricks_played``         number     declarer's tricks as won at the table
``score``                          number     the score of declarer's side (Law 77)
``adjusted:<field>``               number     the result the director restores under Law
                                              64C: ``declarer_tricks`` or ``score``
``options``                        multi      codes of every option the engine offers
``options:<side>``                 multi      codes of the options offered to ``<side>``
``option``                         choice     the code of the one option the engine offers
``option_side``                    choice     who chooses: declarer, defenders or opponents
``penalty_cards:<seat>``           number     penalty cards of ``<seat>`` still on the table
``irregularity:<kind>.<field>``    any        a field of the first irregularity of that kind;
``irregularity:<kind>#<n>.<f>``               the n-th one (from 1); true/false become yes/no
``penalty_card``                   choice     ``major`` or ``minor`` (Law 50C), first one
``penalty_card:<card>``            choice     the same for the penalty card ``<card>``
``exposure`` / ``exposure:<card>`` choice     what a defender's exposed card leads to:
                                              ``minor``, ``major`` (50C) or
                                              ``adjusted_score`` (50A, instead of them)
``trick_card:<n>:<seat>``          card       the card ``<seat>`` played to trick n (e.g. the
                                              card a designation from dummy plays, Law 46B)
``only_legal_card``                card       the one card the player to play may play: every
                                              other card of the hand makes the engine find an
                                              irregularity (e.g. a major penalty card, 50E1)
``allowed_suits``                  multi      the suits (``S H D C``) of the cards the player to
                                              play next may play without the engine finding an
                                              irregularity (e.g. under a lead penalty, Law 26)
``allowed_calls:<seat>``           multi      the question's choice codes (calls: ``2H``,
                                              ``Pass``, ``X``) ``<seat>`` may make next: the
                                              engine neither refuses the call nor finds a new
                                              irregularity in it (``call_trial.py``)
``irregularities``                 multi      the kinds of irregularity the engine found
``lead_penalty``                   choice     what Law 26 gives declarer (``declaring_side``,
                                              ``suit_bid_later``, ``forbid_any_suit``,
                                              ``require_or_forbid``: the strongest), ``none``
                                              when no withdrawn call carries one
``trick_winner:<n>``               choice     the seat that won trick n
``next_player``                    choice     the seat whose turn it is to play next
``contract`` / ``declarer``        choice     the contract / declarer the auction gives
``claim_tricks:<side>``            number     tricks of ``<side>`` for the whole deal after the
                                              claim ruling (Laws 68–71): ``declarer``,
                                              ``defenders``, ``claimer``, ``opponents``, ``NS``,
                                              ``EW``
``claim:<field>``                  any        a field of the claim ruling: ``outcome``
                                              (accepted, adjusted, stands, cancelled),
                                              ``claimed``, ``double_dummy``…
``ruling:<key>``                   any        any top-level value of the ruling
``score_of:<contract>:<vul>:<n>``  number     ``score(contract, vulnerable=vul == "vul", tricks=n)``
``imps:<difference>``              number     ``imps(difference)`` (Law 78B)
``matchpoints:<i>:<s1>,<s2>,…``    number     match points of the i-th score (from 1, Law 78A)
``indemnity:<top>[:<percent>]``    number     ``indemnity(top, percent)`` (Law 88), a whole number
=================================  =========  ==================================================

The steps of a ``steps`` question may also read the scenario's judgement ruling
(``quizzes.engine.judgement``) with ``judgement:<form>``, :func:`derive_judgement`:

=================================  =========  ==================================================
``judgement:<step code>``          choice     the answer the walk takes at that step
                                              (``information``, ``mistake``, ``damage`` …);
                                              None when the walk does not reach it
``judgement:decision``             choice     ``stands``, ``assigned`` or ``artificial``
``judgement:points:<side>``        number     the score written for the side (its own view)
``judgement:matchpoints:<side>``   number     its match points against the field
``judgement:percent:<side>``       number     the same as a percentage of the top
``judgement:imps:<side>``          number     its IMPs against the other room (86B averaged)
=================================  =========  ==================================================
"""

from __future__ import annotations

import re
from typing import Any

from quizzes.content.call_trial import allowed_calls
from quizzes.content.trial import try_each_card
from quizzes.engine import imps, matchpoints, score
from quizzes.engine.indemnity import indemnity
from quizzes.engine.table import Card, CardError, Seat, SeatError

SCORING_FORMS = ("score_of", "imps", "matchpoints", "indemnity")
# Law 26 as the irregularities say it, weakest first (quizzes.engine.irregularities).
LEAD_PENALTIES = ("declaring_side", "suit_bid_later", "forbid_any_suit", "require_or_forbid")
SUIT_ORDER = "SHDC"
TRIAL_FORMS = ("only_legal_card", "allowed_suits", "allowed_calls")


class AnswerKeyError(ValueError):
    pass


def needs_ruling(form: str) -> bool:
    return form.split(":", 1)[0] not in SCORING_FORMS


def tries_the_scenario(form: str) -> bool:
    """Forms whose key comes from trying cards or calls on the scenario (``derive_trial``)."""
    return str(form).partition(":")[0] in TRIAL_FORMS


def derive_trial(form: str, scenario: dict, ruling: dict, candidates: list[str]) -> Any:
    """The key of a form that tries the scenario on: each card the next player holds
    (``only_legal_card``, ``allowed_suits``) or each call among the question's choice codes
    (``allowed_calls:<seat>``)."""
    head, _, arg = str(form).partition(":")
    if head == "only_legal_card":
        return only_legal_card(scenario, ruling)
    if head == "allowed_suits":
        trial = try_each_card(scenario, ruling)
        if trial is None:
            raise AnswerKeyError("в решении движка никто не должен играть следующим")
        return [suit for suit in SUIT_ORDER if any(str(c)[0] == suit for c in trial.accepted)]
    if head == "allowed_calls":
        return allowed_calls(scenario, _seat(arg), candidates)
    raise AnswerKeyError(f"«{form}» не пробует сценарий")


def derive(form: str, ruling: dict | None) -> Any:
    """The key named by ``form`` in the engine's ``ruling`` (or from its scoring functions)."""
    head, _, arg = str(form).partition(":")
    if head in SCORING_FORMS:
        return _scoring(head, arg)
    if ruling is None:
        raise AnswerKeyError(f"«{form}»: нет решения движка, из которого можно взять ответ")
    if head == "penalty_tricks":
        revokes = _irregularities(ruling, "revoke")
        if not revokes:
            raise AnswerKeyError("движок не нашёл фальшренонса — нечего передавать")
        return sum(int(r.get("penalty_tricks") or 0) for r in revokes)
    if head in ("declarer_tricks", "declarer_tricks_played", "score"):
        return _top(ruling, head)
    if head in ("contract", "declarer"):
        return _top(ruling, head)
    if head == "adjusted":
        adjusted = ruling.get("adjusted")
        if not adjusted:
            raise AnswerKeyError("движок не назначает присуждённого результата (64C)")
        if adjusted.get(arg) is None:
            raise AnswerKeyError(f"в присуждённом результате нет «{arg}»")
        return adjusted[arg]
    if head == "ruling":
        return _top(ruling, arg)
    if head in ("claim", "claim_tricks"):
        return _claim(ruling, head, arg)
    if head == "options":
        options = ruling.get("options") or []
        codes = [o["code"] for o in options if not arg or o.get("side") == arg]
        if not codes:
            where = f" для стороны «{arg}»" if arg else ""
            raise AnswerKeyError(f"движок не предлагает вариантов{where}")
        return sorted(set(codes))
    if head in ("option", "option_side"):
        options = ruling.get("options") or []
        if not options:
            raise AnswerKeyError("движок не предлагает вариантов")
        if head == "option_side":
            sides = {o.get("side") for o in options}
            if len(sides) != 1:
                raise AnswerKeyError(f"варианты предлагаются разным сторонам: {sorted(sides)}")
            return sides.pop()
        codes = sorted({o["code"] for o in options})
        if len(codes) != 1:
            raise AnswerKeyError(f"движок предлагает не один вариант, а {codes}")
        return codes[0]
    if head == "penalty_cards":
        return len((ruling.get("penalty_cards") or {}).get(arg.upper(), []))
    if head == "irregularity":
        return _irregularity_field(ruling, arg)
    if head == "irregularities":
        kinds = sorted({i.get("kind") for i in ruling.get("irregularities") or []})
        if not kinds:
            raise AnswerKeyError("движок не нашёл нарушений")
        return kinds
    if head == "lead_penalty":
        found = [
            i.get("lead_penalty")
            for i in ruling.get("irregularities") or []
            if i.get("lead_penalty") in LEAD_PENALTIES
        ]
        return max(found, key=LEAD_PENALTIES.index) if found else "none"
    if head == "penalty_card":
        cards = _irregularities(ruling, "penalty_card")
        if arg:
            cards = [c for c in cards if _card(c.get("card", "")) == _card(arg)]
        if not cards:
            raise AnswerKeyError(f"движок не нашёл штрафной карты {arg}".rstrip())
        return "major" if cards[0].get("major") else "minor"
    if head == "exposure":
        cards = _irregularities(ruling, "penalty_card")
        if arg:
            cards = [c for c in cards if _card(c.get("card", "")) == _card(arg)]
        if not cards:
            raise AnswerKeyError(f"движок не нашёл показанной карты {arg}".rstrip())
        if cards[0].get("adjusted_score"):
            return "adjusted_score"
        return "major" if cards[0].get("major") else "minor"
    if head == "trick_card":
        number, _, seat = arg.partition(":")
        return str(_card(_trick_card(ruling, int(number), seat)))
    if head == "trick_winner":
        return _trick(ruling, int(arg)).get("winner")
    if head == "next_player":
        return _next_player(ruling)
    raise AnswerKeyError(f"неизвестная форма answer_from «{form}»")


def only_legal_card(scenario: dict, ruling: dict) -> str:
    """The single card the next player may play without the engine finding an irregularity."""
    trial = try_each_card(scenario, ruling)
    if trial is None:
        raise AnswerKeyError("в решении движка никто не должен играть следующим")
    if len(trial.accepted) != 1:
        shown = ", ".join(str(card) for card in trial.accepted) or "ни одной"
        raise AnswerKeyError(f"движок допускает не одну карту, а: {shown}")
    return str(trial.accepted[0])


def _claim(ruling: dict, head: str, arg: str) -> Any:
    claim = ruling.get("claim")
    if not isinstance(claim, dict):
        raise AnswerKeyError("в решении движка нет претензии (элемент розыгрыша claim)")
    if head == "claim":
        if arg not in claim:
            raise AnswerKeyError(f"в решении о претензии нет поля «{arg}»")
        return claim[arg]
    claimer = claim["side"]
    other = "EW" if claimer == "NS" else "NS"
    declarer = ruling.get("declarer")
    declaring = None
    if declarer:
        declaring = "NS" if declarer in ("N", "S") else "EW"
    sides = {"claimer": claimer, "opponents": other, "NS": "NS", "EW": "EW"}
    if declaring is not None:
        sides["declarer"] = declaring
        sides["defenders"] = "EW" if declaring == "NS" else "NS"
    if arg not in sides:
        raise AnswerKeyError(
            f"«claim_tricks:{arg}»: сторона — declarer, defenders, claimer, opponents, NS или EW"
        )
    return claim["totals"][sides[arg]]


def _top(ruling: dict, key: str) -> Any:
    if ruling.get(key) is None:
        raise AnswerKeyError(f"в решении движка нет «{key}»")
    return ruling[key]


def _irregularities(ruling: dict, kind: str) -> list[dict]:
    return [i for i in ruling.get("irregularities") or [] if i.get("kind") == kind]


_IRREGULARITY = re.compile(r"^(\w+)(?:#(\d+))?\.(\w+)$")


def _irregularity_field(ruling: dict, arg: str) -> Any:
    match = _IRREGULARITY.match(arg)
    if not match:
        raise AnswerKeyError(f"«irregularity:{arg}»: нужно irregularity:<вид>.<поле>")
    kind, nth, name = match.group(1), int(match.group(2) or 1), match.group(3)
    found = _irregularities(ruling, kind)
    if len(found) < nth:
        raise AnswerKeyError(f"движок не нашёл нарушения «{kind}» (№ {nth})")
    if name not in found[nth - 1]:
        raise AnswerKeyError(f"в нарушении «{kind}» у движка нет поля «{name}»")
    value = found[nth - 1][name]
    if isinstance(value, bool):
        return "yes" if value else "no"
    return value


def _trick(ruling: dict, number: int) -> dict:
    for trick in ruling.get("tricks") or []:
        if trick.get("number") == number:
            return trick
    raise AnswerKeyError(f"в решении движка нет взятки № {number}")


def _card(text: str) -> Card:
    try:
        return Card.parse(text)
    except CardError as exc:
        raise AnswerKeyError(str(exc)) from exc


def _seat(text: object) -> Seat:
    try:
        return Seat.parse(text)
    except SeatError as exc:
        raise AnswerKeyError(str(exc)) from exc


def _trick_card(ruling: dict, number: int, seat: str) -> str:
    trick = _trick(ruling, number)
    position = (_seat(seat) - _seat(trick.get("leader"))) % 4
    cards = trick.get("cards") or []
    if position >= len(cards):
        raise AnswerKeyError(f"во взятке № {number} игрок {seat} ещё не сыграл")
    return cards[position]


def _next_player(ruling: dict) -> str:
    if ruling.get("next"):
        return str(_seat(ruling["next"]))
    tricks = ruling.get("tricks") or []
    if not tricks:
        raise AnswerKeyError("в решении движка нет ни одной взятки")
    last = tricks[-1]
    cards = last.get("cards") or []
    if len(cards) == 4:
        return last["winner"]
    return str(_seat(last["leader"]).next(len(cards)))


def _scoring(head: str, arg: str) -> int:
    try:
        if head == "imps":
            return imps(int(arg))
        if head == "score_of":
            contract, vul, tricks = arg.split(":")
            return score(contract, vulnerable=vul == "vul", tricks=int(tricks))
        if head == "indemnity":
            top, _, percent = arg.partition(":")
            award = indemnity(int(top), float(percent) if percent else None)
            if award != int(award):
                raise AnswerKeyError(f"«indemnity:{arg}»: {award} — не целое число")
            return int(award)
        index, _, scores = arg.partition(":")
        points = matchpoints([int(s) for s in scores.split(",")])
        return points[int(index) - 1]
    except (ValueError, IndexError) as exc:
        raise AnswerKeyError(f"«{head}:{arg}»: {exc}") from exc


JUDGEMENT_VALUES = ("matchpoints", "percent", "imps")


def derive_judgement(form: str, judgement: dict | None) -> Any:
    """The key a ``judgement:<form>`` step reads from the judgement ruling's dict; None for a
    step the walk does not reach."""
    if judgement is None:
        raise AnswerKeyError(f"«judgement:{form}»: у сценария нет блока judgement")
    head, _, side = str(form).partition(":")
    if head == "decision":
        return judgement["decision"]
    if head == "points":
        entry = (judgement.get("scores") or {}).get(side.upper())
        if entry is None:
            raise AnswerKeyError(
                f"«judgement:{form}»: записи нет — нужен результат за столом (table), "
                "сторона NS или EW"
            )
        return entry["points"]
    if head in JUDGEMENT_VALUES:
        entry = (judgement.get("values") or {}).get(side.upper())
        if entry is None or entry.get(head) is None:
            raise AnswerKeyError(
                f"«judgement:{form}»: нет такой оценки — нужен scoring (matchpoints, imps, top)"
            )
        return entry[head]
    if head in judgement.get("answers", {}):
        return judgement["answers"][head]
    if head in judgement.get("not_reached", []):
        return None
    raise AnswerKeyError(f"«judgement:{form}»: у этого решения нет такого шага")
