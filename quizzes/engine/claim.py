"""Claims and concessions (Laws 68–71): how many of the remaining tricks each side gets.

``rule_claim(position, claim)`` takes the position when the claim or concession was made and
what happened then — the claimer's statement, whether the opponents disputed it or agreed,
and whether either side later asked to undo it — and returns a ``ClaimRuling``: the tricks of
each side, the line that decides them (``claim_play.worst_line``) and the explanation, step by
step, each step with its clause (``{text, law}``, the engine's own words).

What survives of the 1987 text, and what the engine applies in its own words:

* Law 68 (title, opening words, the start of 68A): a statement that a side will win a number
  of tricks is a claim of them; a statement that it will lose tricks is a concession.
* Law 69 is absent from the sources. The engine applies the 1987 rule: a claim or concession
  is established when the opponents agree (acquiesce); they may withdraw the agreement within
  the correction period if they agreed to lose a trick their side had actually won or could
  not have lost by any normal play of the remaining cards. The footnote to Law 69 that defines
  «нормальный» is lost as well (the footnotes to 70 and 71 only point to it): normal play
  includes play careless or inferior for the class of player involved, but not irrational.
* Law 70: 70A and 70B are lost — the engine applies the 1987 rule that the director rules as
  equitably as possible with doubtful points against the claimer. 70C (an outstanding trump),
  70D (no new line) and 70E (no unstated finesse) survive and are cited clause by clause.
* Law 71 survives whole: 71A1, 71A2 (within the correction period, Law 79C, which is absent)
  and 71B (before the conceding side calls on the next board or the round ends).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from . import russian as ru
from .claim_play import Decision, Line, Mode, PlayedTrick, worst_line
from .claim_position import Position
from .claim_statement import Statement
from .deciding import RULING
from .double_dummy import best_line as double_dummy_line
from .double_dummy import tricks as double_dummy_tricks
from .table import Card, Seat, Side, Suit

# Positions searched per line before giving up (a few seconds on one core at most).
DEFAULT_BUDGET = 150_000


class Response(Enum):
    CONTESTED = "contested"  # the opponents disputed the claim: the director rules (Law 70)
    ACQUIESCED = "acquiesced"  # they agreed: the claim or concession is established (Law 69)


class Timing(Enum):
    BEFORE_NEXT_CALL = "before_next_call"  # before that side's call on the next board / round end
    CORRECTION_PERIOD = "correction_period"  # later, but within the correction period (79C)
    LATER = "later"  # after the correction period


class Withdrawer(Enum):
    CLAIMER = "claimer"  # the side that conceded tricks asks for them back (Law 71)
    OPPONENTS = "opponents"  # the side that agreed withdraws its agreement (Law 69)


class Outcome(Enum):
    ACCEPTED = "accepted"  # contested, and the claim holds as made
    ADJUSTED = "adjusted"  # contested, and the director gives the opponents tricks
    STANDS = "stands"  # agreed to and not undone
    CANCELLED = "cancelled"  # a concession cancelled or an agreement withdrawn


@dataclass(frozen=True)
class Withdrawal:
    by: Withdrawer
    when: Timing


@dataclass(frozen=True)
class Claim:
    """``tricks``: of the remaining tricks, how many the claimer says his side will take
    (``None``: all of them; 0: he concedes them all). ``total``, given instead, is the side's
    total as the claimer stated it («всего у нас десять»), which may contradict the tricks
    already won. ``trump_known``: the claimer evidently knew of an opponent's trump although
    he did not mention it (Law 70C2 then fails)."""

    seat: Seat
    statement: Statement = Statement()
    tricks: int | None = None
    total: int | None = None
    response: Response = Response.CONTESTED
    withdrawal: Withdrawal | None = None
    trump_known: bool = False


class ClaimError(ValueError):
    """A claim that does not fit its position; the message is in Russian."""


@dataclass(frozen=True)
class Step:
    text: str
    law: str | None
    decides: str | None = None

    def to_dict(self) -> dict[str, str | None]:
        out = {"text": self.text, "law": self.law}
        if self.decides:
            out["decides"] = self.decides
        return out


@dataclass(frozen=True)
class ClaimRuling:
    seat: Seat
    remaining: int
    claimed: int  # of the remaining tricks, what the claimer's side claimed (a stated total
    # that contradicts the tricks already won gives less than 0 or more than ``remaining``)
    tricks: int  # of the remaining tricks, what the claimer's side gets (same convention)
    totals: dict[str, int]  # "NS", "EW": each side's tricks for the whole deal
    double_dummy: int  # the claimer's side with best play all round, of the remaining
    outcome: Outcome
    line: tuple[PlayedTrick, ...]
    first_trick: int
    statement: Statement
    laws: tuple[str, ...]
    steps: tuple[Step, ...]

    def to_dict(self) -> dict[str, object]:
        return {
            "seat": self.seat.letter,
            "side": self.seat.side.value,
            "remaining": self.remaining,
            "claimed": self.claimed,
            "statement": self.statement.to_data(),
            "tricks": {"claimer": self.tricks, "opponents": self.remaining - self.tricks},
            "totals": dict(self.totals),
            "double_dummy": self.double_dummy,
            "outcome": self.outcome.value,
            "line": [
                {
                    "number": self.first_trick + index,
                    "leader": trick.leader.letter,
                    "cards": [str(card) for card in trick.cards],
                    "winner": trick.winner.letter,
                }
                for index, trick in enumerate(self.line)
            ],
            "laws": list(self.laws),
            "explanation": [step.to_dict() for step in self.steps],
        }


def tricks_acc(count: int) -> str:
    """«1 взятку», «3 взятки», «5 взяток» (accusative after a verb)."""
    return ru.count(count, "взятка", "acc")


def tricks_nom(count: int) -> str:
    """«1 взятка», «3 взятки», «5 взяток»."""
    return ru.count(count, "взятка")


def tricks_gen(count: int) -> str:
    """«1 взятки», «3 взяток» (after «не меньше», «из»)."""
    return ru.count(count, "взятка", "gen")


class _Explanation:
    def __init__(self) -> None:
        self.steps: list[Step] = []
        self.laws: list[str] = []

    def add(self, text: str, law: str | None = None, decides: str | None = None) -> None:
        self.steps.append(Step(text, law, decides))
        if law and law not in self.laws:
            self.laws.append(law)


@dataclass(frozen=True)
class _Sides:
    claimer: str  # «разыгрывающего» / «вистующих» / «Север—Юг»: the genitive after «сторона»
    opponents: str


def _sides(seat: Seat, declarer: Seat | None) -> _Sides:
    if declarer is None:
        names = {"NS": "Севера – Юга", "EW": "Востока – Запада"}
        other = seat.side.other
        return _Sides(names[seat.side], names[other])
    if seat.is_partner_of(declarer):
        return _Sides("разыгрывающего", "вистующих")
    return _Sides("вистующих", "разыгрывающего")


class _Search:
    """``worst_line`` with the ruling's search budget."""

    def __init__(self, budget: int) -> None:
        self.budget = budget

    def __call__(
        self,
        position: Position,
        side: Side,
        *,
        mode: Mode = Mode.NORMAL,
        statement: Statement | None = None,
        trump_known: bool = False,
    ) -> Line:
        return worst_line(
            position,
            side,
            mode=mode,
            statement=statement,
            trump_known=trump_known,
            budget=self.budget,
        )


def rule_claim(
    position: Position,
    claim: Claim,
    *,
    declarer: Seat | None = None,
    target: int | None = None,
    budget: int = DEFAULT_BUDGET,
) -> ClaimRuling:
    """The ruling on ``claim`` made in ``position``. ``declarer`` names the sides in the
    wording; ``target`` (6 + the contract's level) lets Law 71A2 be applied; ``budget`` bounds
    each search (``SearchTooLarge`` beyond it)."""
    remaining = position.remaining
    side = claim.seat.side
    other = side.other
    won = position.won.get(side, 0)
    if claim.tricks is not None and not 0 <= claim.tricks <= remaining:
        raise ClaimError(
            f"претендовать можно на 0…{remaining} оставшихся взяток, а не на {claim.tricks}"
        )
    if claim.total is not None and not 0 <= claim.total <= 13:
        raise ClaimError(f"всего взяток у стороны может быть 0…13, а не {claim.total}")
    if claim.total is not None:
        claimed = claim.total - won
    else:
        claimed = remaining if claim.tricks is None else claim.tricks

    say = _Explanation()
    search = _Search(budget)
    names = _sides(claim.seat, declarer)
    first_trick = 14 - remaining
    _describe(say, claim, claimed, remaining, won)
    dd = double_dummy_tricks(position, claim.seat)

    if claim.response is Response.CONTESTED:
        line = _contested(say, position, claim, names, search)
        result = min(line.tricks, max(claimed, 0))
        _report(say, line, first_trick, claim, position, search)
        if line.tricks < dd:
            best = "; ".join(
                f"{first_trick + index}) "
                + ", ".join(f"{ru.seat(leader.next(i))} {ru.card(c)}" for i, c in enumerate(cards))
                for index, (leader, cards, _) in enumerate(double_dummy_line(position))
            )
            say.add(
                f"При лучшей игре всех четырёх (расчёт «двойного болвана») сторона "
                f"{names.claimer} взяла бы {tricks_acc(dd)} из {remaining}, например: {best}. "
                "Но успешную линию, которой не было в заявлении, судья не принимает, если "
                "другая нормальная линия могла бы не принести успеха.",
                "70D",
            )
        if result < claimed:
            outcome = Outcome.ADJUSTED
            say.add(
                f"Претензия принимается не полностью: стороне {names.claimer} — "
                f"{tricks_nom(result)} из {remaining}, стороне {names.opponents} — "
                f"{tricks_nom(remaining - result)}.",
                "70",
                decides=RULING,
            )
        else:
            outcome = Outcome.ACCEPTED
            say.add(
                f"Ни одна нормальная линия не отдаёт оппонентам больше, чем уступлено: "
                f"претензия принимается — стороне {names.claimer} {tricks_nom(result)} "
                f"из {remaining}.",
                "70",
                decides=RULING,
            )
    else:
        line = Line(claimed, ())
        result = claimed
        outcome = Outcome.STANDS
        say.add(
            f"Сторона {names.opponents} согласилась, и претензия (уступка) состоялась. "
            "Правило 69, которое это определяет, в источниках не сохранилось; по правилам "
            "1987 года согласие окончательно, если его не отозвать в срок.",
            "69",
            decides=RULING,
        )

    if claim.withdrawal is not None:
        result, outcome, line = _withdraw(
            say, position, claim, result, outcome, line, names, declarer, target, search
        )

    totals = {
        side.value: won + result,
        other.value: position.won.get(other, 0) + remaining - result,
    }
    say.add(f"Итог по взяткам: Север – Юг {totals['NS']}, Восток – Запад {totals['EW']}.")
    return ClaimRuling(
        seat=claim.seat,
        remaining=remaining,
        claimed=claimed,
        tricks=result,
        totals=totals,
        double_dummy=dd,
        outcome=outcome,
        line=line.line,
        first_trick=first_trick,
        statement=claim.statement,
        laws=tuple(say.laws),
        steps=tuple(say.steps),
    )


def _describe(say: _Explanation, claim: Claim, claimed: int, remaining: int, won: int) -> None:
    who = ru.seat(claim.seat)
    if claimed >= remaining and claim.total is None:
        what = f"{who} заявил, что его сторона возьмёт все оставшиеся взятки ({remaining})"
        law = "68A"
    elif claim.total is not None:
        what = f"{who} назвал итог: у его стороны всего {tricks_nom(claim.total)}"
        if claimed < 0:
            what += f", хотя она уже выиграла {won}"
        elif claimed > remaining:
            what += (
                f" — больше, чем она уже выиграла ({won}) и может взять из оставшихся ({remaining})"
            )
        else:
            what += f", то есть {claimed} из {remaining} оставшихся (выиграно уже {won})"
        law = "68A"
    elif claimed <= 0:
        what = f"{who} уступил оппонентам все оставшиеся взятки ({remaining})"
        law = "68"
    else:
        what = (
            f"{who} заявил, что его сторона возьмёт {tricks_acc(claimed)} из {remaining}, "
            f"и уступил {tricks_acc(remaining - claimed)}"
        )
        law = "68A"
    if claim.statement:
        what += f"; заявленная линия: «{claim.statement.ru()}»."
    else:
        what += "; линию розыгрыша он не назвал."
    say.add(
        what + " Заявление о том, сколько взяток сторона выиграет, — претензия; о том, "
        "сколько она отдаёт, — уступка.",
        law,
    )


def _finesse_in(position: Position, side: Side, holder: Seat, suit: Suit) -> bool:
    """Whether the claimer's side has a tenace over ``holder``'s top card in ``suit``: a card
    above it and one just below it (a finesse whose success depends on where that card is)."""
    theirs = sorted((c.rank for c in position.held(holder) if c.suit == suit), reverse=True)
    ours = [c.rank for s in side.seats for c in position.held(s) if c.suit == suit]
    if not theirs or not ours:
        return False
    second = theirs[1] if len(theirs) > 1 else 1
    return any(r > theirs[0] for r in ours) and any(second < r < theirs[0] for r in ours)


def _opponents_trumps(position: Position, side: str) -> list[str]:
    trump = position.trump
    if trump is None:
        return []
    return [
        ru.card(card)
        for seat in Seat
        if seat.side != side
        for card in sorted(position.held(seat))
        if card.suit == trump
    ]


def _aware(position: Position, claim: Claim) -> bool:
    return claim.trump_known or claim.statement.mentions_trumps(position.trump)


def _contested(
    say: _Explanation, position: Position, claim: Claim, names: _Sides, search: _Search
) -> Line:
    side = claim.seat.side
    say.add(
        "Оппоненты не согласились. Судья выполняет заявленную линию, а всё, что заявление "
        "оставило открытым, решает против заявившего: его сторона играет любым нормальным "
        "образом — пусть небрежно или слабо для игроков этого класса, но не абсурдно, — "
        "а оппоненты защищаются наилучшим образом против этой игры. (Тексты правил 70A и 70B "
        "и сноски о «нормальной» игре к правилу 69 в источниках не сохранились; здесь они "
        "изложены своими словами.)",
        "70",
    )
    for seat, suit in sorted(position.shown_out, key=lambda pair: (pair[0], pair[1].letter)):
        other = seat.partner
        if seat.side == side or not _finesse_in(position, side, other, suit):
            continue
        say.add(
            f"{ru.capitalised(ru.seat(seat))} раньше не дал в масть {suit.symbol}: все "
            f"оставшиеся карты этой масти — у {ru.seat(other, 'gen')}. Линия, которая зависит "
            "от их расположения (импас), засчитывается и без упоминания.",
            "70E",
        )
    aware = _aware(position, claim)
    line = search(position, side, statement=claim.statement, trump_known=aware)
    trumps = _opponents_trumps(position, side)
    if not trumps:
        return line
    shown = ", ".join(trumps)
    one = len(trumps) == 1
    # Russian agreement: one trump or several.
    left = "остался козырь" if one else "остались козыри"
    it = "нём" if one else "них"
    this = "этом козыре" if one else "этих козырях"
    if aware:
        reason = (
            "он сказал о козырях в заявлении"
            if claim.statement.mentions_trumps(position.trump)
            else f"было видно, что он о {it} знает"
        )
        say.add(
            f"У оппонентов {left} ({shown}), но {reason}: правило 70C здесь не применяется, "
            "и судья считает, что заявивший козырей оппонентов не упустил бы.",
            "70C1" if claim.statement.mentions_trumps(position.trump) else "70C2",
        )
        return line
    informed = search(position, side, statement=claim.statement, trump_known=True)
    say.add(
        f"У оппонентов {left} ({shown}), а заявивший претензию о {it} ничего не сказал.", "70C1"
    )
    say.add(f"Ничто не показывает, что он помнил об {this}: вероятно, он о {it} не знал.", "70C2")
    if informed.tricks > line.tricks:
        say.add(
            "При нормальной игре, в которой козыри оппонентов не сняты заранее, взятка "
            f"теряется на козырь: стороне {names.claimer} — {tricks_nom(line.tricks)}, а не "
            f"{informed.tricks}, как было бы со снятыми козырями. Эту взятку (взятки) получают "
            "оппоненты.",
            "70C3",
        )
    else:
        say.add(
            "Но ни при какой нормальной игре лишняя взятка на козырь оппонентов не теряется, и "
            "правило 70C ничего не меняет.",
            "70C3",
        )
    return line


def _trick_text(number: int, trick: PlayedTrick) -> str:
    cards = ", ".join(
        f"{ru.seat(trick.leader.next(i))} {ru.card(card)}" for i, card in enumerate(trick.cards)
    )
    return f"Взятка {number}: {cards} — берёт {ru.seat(trick.winner)}."


def _report(
    say: _Explanation,
    line: Line,
    first_trick: int,
    claim: Claim,
    position: Position,
    search: _Search,
) -> None:
    """The deciding line, trick by trick; the claimer side's choices that went against it
    are named with the clause that sends them against him."""
    side = claim.seat.side
    trump = position.trump
    unaware = not _aware(position, claim)
    # A trick lost to the outstanding trump is named only when the trump cost the claimer a
    # trick (70C3); otherwise it won a trick he had conceded anyway.
    trump_cost = (
        unaware
        and bool(_opponents_trumps(position, side))
        and search(position, side, statement=claim.statement, trump_known=True).tricks > line.tricks
    )
    held = {seat: set(position.held(seat)) for seat in Seat}
    void = set(position.shown_out)
    for index, trick in enumerate(line.line):
        text = _trick_text(first_trick + index, trick)
        law: str | None = None
        marked = _marked_finesse(trick, held, void, side)
        if marked is not None:
            seat, card, shown = marked
            text += (
                f" {ru.capitalised(ru.seat(shown))} уже не дал в масть, расклад известен, и "
                f"{ru.seat(seat)} кладёт {ru.card(card)}: такой импас не зависит от того, у "
                "кого карта, и засчитывается, хотя его не назвали."
            )
            law = "70E"
        if any(
            stated and trick.leader.next(i).side == side for i, stated in enumerate(trick.stated)
        ):
            text += " Так по заявлению."
        for decision in trick.decisions:
            if not decision.doubtful:
                continue
            text += " " + _doubt_text(decision)
            law = _doubt_law(decision, trick, trump, trump_cost)
            break
        winning = trick.cards[(trick.winner - trick.leader) % 4]
        if (
            law is None
            and trump is not None
            and trump_cost
            and trick.winner.side != side
            and winning.suit == trump
            and trick.cards[0].suit != trump
        ):
            text += " Взятку берёт козырь, о котором заявивший не сказал."
            law = "70C3"
        say.add(text, law)
        led = trick.cards[0].suit
        for offset, card in enumerate(trick.cards):
            seat = trick.leader.next(offset)
            held[seat].discard(card)
            if offset and card.suit != led:
                void.add((seat, led))


def _marked_finesse(
    trick: PlayedTrick,
    held: dict[Seat, set[Card]],
    void: set[tuple[Seat, Suit]],
    side: Side,
) -> tuple[Seat, Card, Seat] | None:
    """A card of the claimer's side that won over a lower card of its own suit although a
    higher one was out — taken because an opponent had shown out of the suit (Law 70E)."""
    led = trick.cards[0].suit
    for offset in (1, 2):
        seat = trick.leader.next(offset)
        card = trick.cards[offset]
        if seat.side != side or card.suit != led or trick.winner != seat:
            continue
        higher_own = [c for c in held[seat] if c.suit == led and c.rank > card.rank]
        opponents = [s for s in Seat if s.side != side]
        higher_out = [c for s in opponents for c in held[s] if c.suit == led and c.rank > card.rank]
        shown = [s for s in opponents if (s, led) in void]
        if higher_own and higher_out and shown:
            return seat, card, shown[0]
    return None


def _doubt_text(decision: Decision) -> str:
    better = max(decision.alternatives, key=lambda pair: pair[1])
    verb = "пойти" if decision.lead else "сыграть"
    amount = tricks_acc(better[1])
    if better[1] > decision.tricks + 1:
        amount = f"не меньше {tricks_gen(better[1])}"
    return (
        f"{ru.seat(decision.seat)} мог бы {verb} {ru.card(better[0])} — тогда его сторона взяла бы "
        f"отсюда {amount}, а не {decision.tricks}; но заявление этого не оговаривало, и "
        "выбор решается против заявившего."
    )


def _doubt_law(decision: Decision, trick: PlayedTrick, trump: object, unaware: bool) -> str:
    if decision.lead:
        # Cashing in an unfavourable order, or a side suit before the outstanding trump.
        if unaware and trump is not None and decision.card.suit != trump:
            better = max(decision.alternatives, key=lambda pair: pair[1])[0]
            if better.suit == trump:
                return "70C3"
        return "70D"
    # A card in the suit led: a finesse, or playing from the top (Law 70E's own title).
    if decision.card.suit == trick.cards[0].suit:
        return "70E"
    return "70D"


def _withdraw(
    say: _Explanation,
    position: Position,
    claim: Claim,
    result: int,
    outcome: Outcome,
    line: Line,
    names: _Sides,
    declarer: Seat | None,
    target: int | None,
    search: _Search,
) -> tuple[int, Outcome, Line]:
    assert claim.withdrawal is not None
    if claim.withdrawal.by is Withdrawer.OPPONENTS:
        return _withdraw_agreement(
            say, position, claim, result, outcome, line, names, declarer, target, search
        )
    return _cancel_concession(
        say, position, claim, result, outcome, line, names, declarer, target, search
    )


def _withdraw_agreement(
    say: _Explanation,
    position: Position,
    claim: Claim,
    result: int,
    outcome: Outcome,
    line: Line,
    names: _Sides,
    declarer: Seat | None,
    target: int | None,
    search: _Search,
) -> tuple[int, Outcome, Line]:
    """Law 69 (absent): the side that agreed withdraws its agreement."""
    assert claim.withdrawal is not None
    remaining = position.remaining
    other = claim.seat.side.other
    # The acquiescence step has already said that Law 69's text is lost; say it only once.
    source = (
        "По правилам 1987 года"
        if claim.response is Response.ACQUIESCED
        else "По правилам 1987 года (правило 69, текст в источниках не сохранился)"
    )
    say.add(
        f"Сторона {names.opponents} отзывает согласие. {source} согласие можно отозвать в "
        "течение периода коррекции, если сторона согласилась отдать взятку, которую уже "
        "фактически выиграла или не могла потерять ни при какой нормальной игре оставшихся карт.",
        "69",
    )
    if claim.withdrawal.when is Timing.LATER:
        say.add("Период коррекции истёк: согласие остаётся в силе.", "69", decides=RULING)
        return result, outcome, line
    restored = result
    if result > remaining:
        say.add(
            f"По названному итогу сторона {names.opponents} отдала бы "
            f"{tricks_acc(result - remaining)} из тех, что уже выиграла. Уступка взятки, "
            "фактически выигранной, аннулируется.",
            "71A1",
            decides=RULING,
        )
        restored = remaining
        agreed = position.won.get(other, 0) + remaining - result
        if declarer is not None and target is not None:
            agreeing_declarer = declarer.side == other
            if agreeing_declarer and position.won.get(other, 0) >= target > agreed:
                say.add(
                    "Разыгрывающий согласился с тем, что контракт не выполнен, хотя уже "
                    "выполнил его, — такое согласие аннулируется.",
                    "71A2",
                    decides=RULING,
                )
            elif not agreeing_declarer and position.won.get(other, 0) >= 14 - target > agreed:
                say.add(
                    "Вистующие согласились с выполнением контракта, который уже был подсажен, — "
                    "такое согласие аннулируется.",
                    "71A2",
                    decides=RULING,
                )
    guard = search(position, other)
    if guard.tricks > remaining - restored:
        say.add(
            f"Даже при небрежной, но нормальной игре сторона {names.opponents} взяла бы из "
            f"оставшихся не меньше {tricks_gen(guard.tricks)}: уступленное сверх этого ей "
            "возвращается.",
            "69",
            decides=RULING,
        )
        _report_plain(say, guard, 14 - remaining)
        return remaining - guard.tricks, Outcome.CANCELLED, guard
    if restored != result:
        return restored, Outcome.CANCELLED, line
    say.add(
        f"Но при нормальной игре сторона {names.opponents} могла и не взять отданного — "
        "согласие остаётся в силе.",
        "69",
        decides=RULING,
    )
    return result, outcome, line


def _cancel_concession(
    say: _Explanation,
    position: Position,
    claim: Claim,
    result: int,
    outcome: Outcome,
    line: Line,
    names: _Sides,
    declarer: Seat | None,
    target: int | None,
    search: _Search,
) -> tuple[int, Outcome, Line]:
    """Law 71: the side that conceded asks for tricks back."""
    assert claim.withdrawal is not None
    remaining = position.remaining
    side = claim.seat.side
    won = position.won.get(side, 0)
    say.add(
        f"Сторона {names.claimer} просит вернуть уступленное. Уступка остаётся в силе, "
        "кроме случаев, перечисленных в правиле 71.",
        "71",
    )
    when = claim.withdrawal.when
    if when is Timing.LATER:
        say.add(
            "Период коррекции (правило 79C, текст не сохранился) истёк: уступка остаётся в силе.",
            "71A",
            decides=RULING,
        )
        return result, outcome, line
    restored = result
    if result < 0:
        say.add(
            f"Сторона {names.claimer} уступила {tricks_acc(-result)} из тех, что уже "
            "фактически выиграла: такая уступка аннулируется.",
            "71A1",
            decides=RULING,
        )
        restored = 0
        if declarer is not None and target is not None:
            if claim.seat.is_partner_of(declarer) and won >= target:
                say.add(
                    "Разыгрывающий согласился с тем, что контракт не выполнен, хотя уже "
                    "выполнил его, — и поэтому тоже уступка аннулируется.",
                    "71A2",
                    decides=RULING,
                )
            elif not claim.seat.is_partner_of(declarer) and won >= 14 - target:
                say.add(
                    "Вистующий согласился с выполнением контракта, который уже был подсажен, — "
                    "и поэтому тоже уступка аннулируется.",
                    "71A2",
                    decides=RULING,
                )
    legal = search(position, side, mode=Mode.LEGAL)
    if legal.tricks > restored:
        say.add(
            f"Ни при какой легальной игре оставшихся карт сторона {names.claimer} не берёт "
            f"меньше {tricks_gen(legal.tricks)}: уступленное сверх этого возвращается.",
            "71A1",
            decides=RULING,
        )
        _report_plain(say, legal, 14 - remaining)
        return legal.tricks, Outcome.CANCELLED, legal
    if when is Timing.BEFORE_NEXT_CALL:
        normal = search(position, side)
        if normal.tricks > restored:
            say.add(
                "Вопрос поднят до того, как уступившая сторона сделала заявку в следующей "
                f"сдаче (и до конца раунда). При любой нормальной игре сторона {names.claimer} "
                f"взяла бы не меньше {tricks_gen(normal.tricks)}: уступка взяток, которые "
                "нельзя потерять нормальной игрой, аннулируется.",
                "71B",
                decides=RULING,
            )
            _report_plain(say, normal, 14 - remaining)
            return normal.tricks, Outcome.CANCELLED, normal
        say.add(
            "Уступку до следующей сдачи аннулируют, только если взятку нельзя было потерять "
            f"нормальной игрой, а сторона {names.claimer} могла её отдать.",
            "71B",
            decides=RULING,
        )
    else:
        say.add(
            "Уступившая сторона уже сделала заявку в следующей сдаче: проверку нормальной "
            "игрой (71B) делать поздно, а взятку, которую можно потерять хоть какой-то "
            "легальной игрой, не возвращают.",
            "71B",
            decides=RULING,
        )
    if restored != result:
        return restored, Outcome.CANCELLED, line
    return result, outcome, line


def _report_plain(say: _Explanation, line: Line, first_trick: int) -> None:
    for index, trick in enumerate(line.line):
        say.add(_trick_text(first_trick + index, trick))
