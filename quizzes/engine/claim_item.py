"""The play item ``{claim: {...}}``: a claim or concession ends the play (Laws 68–71).

::

    play:
      - …the cards played so far…
      - claim:
          seat: S                 # who claimed or conceded (a defender too)
          tricks: 3               # of the remaining tricks, how many his side claims
                                  # (default: all; 0 concedes them all); or
          total: 10               # the side's total as he stated it
          statement: [{top: S}, HA]     # the line he stated (list or one Russian line)
          trump_known: false      # he evidently knew of an opponent's trump (70C2 fails)
          response: contested     # contested (the director rules) | acquiesced
          withdrawn: {by: claimer, when: before_next_call}
                                  # by: claimer (71) | opponents (69);
                                  # when: before_next_call | correction_period | later

The position is the table as the earlier items left it: the cards still held, the trick in
progress, the tricks won, and who has shown out of a suit. ``claim.rule_claim`` decides; its
steps join the ruling's explanation and its dict is the ruling's ``claim``.

The rulings need the double-dummy solver, whose package takes a moment to import: it is
imported only when a scenario holds a claim.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from . import revoke
from . import russian as ru
from .cards import Card
from .deciding import RULING
from .play import Trick
from .referee import Item, Referee, RevokeRecord
from .seats import Seat, SeatError

if TYPE_CHECKING:
    from .claim import Claim
    from .claim_position import Position

CLAIM_KEYS = {"seat", "tricks", "total", "statement", "trump_known", "response", "withdrawn"}


def handle(ref: Referee, item: Item) -> None:
    from .claim import Claim, ClaimError, Response, Timing, Withdrawal, Withdrawer, rule_claim
    from .claim_play import SearchTooLarge
    from .claim_position import PositionError
    from .claim_statement import StatementError, parse_statement

    state = ref.play
    if ref.pending is not None:
        raise ref.err("претензия сделана, пока ожидается выбор: " + ref.waiting_message())
    spec = item["claim"]
    if not isinstance(spec, dict):
        raise ref.err("claim: нужен словарь (seat, tricks, statement, response, withdrawn)")
    unknown = set(map(str, spec)) - CLAIM_KEYS
    if unknown:
        raise ref.err(f"claim: неизвестные ключи: {', '.join(sorted(unknown))}")
    try:
        seat = Seat.parse(spec.get("seat"))
    except SeatError as exc:
        raise ref.err(f"claim.seat: {exc}") from None
    try:
        statement = parse_statement(spec.get("statement"))
    except StatementError as exc:
        raise ref.err(f"claim.statement: {exc}") from None
    tricks = _number(ref, spec, "tricks")
    total = _number(ref, spec, "total")
    if tricks is not None and total is not None:
        raise ref.err("claim: укажите tricks (из оставшихся) или total (всего), не оба")
    response = _choice(ref, spec.get("response", "contested"), Response, "claim.response")
    withdrawal = None
    if spec.get("withdrawn") is not None:
        raw = spec["withdrawn"]
        if not isinstance(raw, dict) or set(map(str, raw)) - {"by", "when"}:
            raise ref.err("claim.withdrawn: нужен словарь {by: claimer|opponents, when: …}")
        withdrawal = Withdrawal(
            _choice(ref, raw.get("by"), Withdrawer, "claim.withdrawn.by"),
            _choice(ref, raw.get("when"), Timing, "claim.withdrawn.when"),
        )
    trump_known = spec.get("trump_known", False)
    if not isinstance(trump_known, bool):
        raise ref.err(f"claim.trump_known: «{trump_known}» — ожидается true или false")
    claim = Claim(
        seat=seat,
        statement=statement,
        tricks=tricks,
        total=total,
        response=response,
        withdrawal=withdrawal,
        trump_known=trump_known,
    )
    contract = ref.contract
    target = contract.tricks_needed if contract is not None else None
    agreed = response is Response.ACQUIESCED
    try:
        for open_revoke in revoke.open_revokes(ref):
            if seat.is_partner_of(open_revoke.seat) or agreed:
                if open_revoke.trick == 12:
                    # 62D: a revoke in trick 12 is corrected even when established.
                    revoke.correct_twelfth_before_claim(ref, open_revoke)
            else:
                # 63A3 does not establish it: it is corrected first (62A), the offender's
                # substitute chosen as the opponents' plays are, against the claimer.
                _correct_first(ref, open_revoke, claim, target)
        # A revoke in the trick in progress that the claim establishes stands in it (63B).
        revoked = frozenset(
            r.seat
            for r in revoke.open_revokes(ref)
            if r.trick == state.current.number and (seat.is_partner_of(r.seat) or agreed)
        )
        table = position(ref, revoked=revoked)
        ruling = rule_claim(table, claim, declarer=state.declarer, target=target)
    except (ClaimError, PositionError, SearchTooLarge) as exc:
        raise ref.err(f"claim: {exc}") from None
    if agreed and not ruling.line and ref.revokes:
        # Law 64A2 asks which later tricks the offender won and with what card; an agreed
        # claim plays none. The line the director would follow had it been disputed serves
        # when it gives the same tricks.
        try:
            disputed = rule_claim(
                table,
                replace(claim, response=Response.CONTESTED, withdrawal=None),
                declarer=state.declarer,
                target=target,
            )
        except (ClaimError, SearchTooLarge):
            disputed = None
        if disputed is not None and disputed.tricks == ruling.tricks:
            ref.claim_line = disputed.line
    ref.claim = ruling
    for step in ruling.steps:
        ref.note(step.text, step.law, step.decides)
    revoke.establish_by_claim(ref, seat, response is Response.ACQUIESCED)


def position(
    ref: Referee,
    swap: tuple[RevokeRecord, Card] | None = None,
    revoked: frozenset[Seat] = frozenset(),
) -> Position:
    """The table as it stands: hands at the start of the trick in progress, tricks won.
    ``swap``: as it would stand with that open revoke corrected by that card (62A) — the
    table itself is not changed."""
    from .claim_position import Position

    state = ref.play
    tricks = [Trick(t.number, t.leader, list(t.plays)) for t in state.tricks if t.plays]
    hands = {seat: set(cards) for seat, cards in state.hands.items()}
    if swap is not None:
        record, new = swap
        hands[record.seat].discard(new)
        hands[record.seat].add(record.card)
        for trick in tricks:
            if trick.number == record.trick:
                if trick.leader == record.seat:
                    # A lead corrected: the cards that followed it go back too (62C).
                    for s, c in trick.plays[1:]:
                        hands[s].add(c)
                    trick.plays = [(record.seat, new)]
                else:
                    trick.plays = [
                        (s, new if (s == record.seat and c == record.card) else c)
                        for s, c in trick.plays
                    ]
            elif trick.number > record.trick:
                # 62C: the non-offending side's cards played after it go back.
                for s, c in trick.plays:
                    hands[s].add(c)
        tricks = [t for t in tricks if t.number <= record.trick]
    if tricks and not tricks[-1].complete:
        trick = tricks.pop()
    elif tricks:
        winner = tricks[-1].winner(state.trump)
        assert winner is not None
        trick = Trick(tricks[-1].number + 1, winner)
    else:
        trick = state.current
    for seat, card in trick.plays:
        hands[seat].add(card)
    declaring = state.declarer.side
    won = {declaring.value: ref.tricks_before, declaring.other.value: 0}
    won[declaring.other.value] = state.first_trick - 1 - ref.tricks_before
    shown_out = set()
    for played in tricks:
        led = played.led_suit
        for seat, card in played.plays:
            if led is not None and card.suit != led:
                shown_out.add((seat, led))
        winner = played.winner(state.trump)
        if winner is not None:
            won[winner.side.value] += 1
    return Position(
        hands={seat: frozenset(cards) for seat, cards in hands.items()},
        trump=state.trump,
        leader=trick.leader,
        trick=tuple(trick.in_rotation()),
        won=won,
        shown_out=frozenset(shown_out),
        revoked=revoked,
    )


def _correct_first(ref: Referee, record: RevokeRecord, claim: Claim, target: int | None) -> None:
    """Law 63A3 establishes a revoke when the offending side makes or agrees to a claim; a claim
    by the other side that the offenders dispute does not, so the revoke is still to be
    corrected (62A) before the claim is ruled. Which legal card the offender substitutes is
    his choice: like every choice of the claimer's opponents (70), it is taken against the
    claimer — the card that leaves the claimer's side fewest tricks."""
    from .claim import rule_claim

    state = ref.play
    candidates = sorted(c for c in record.legal if c in state.hands[record.seat])
    if not candidates:
        return
    side = claim.seat.side.value

    def claimer_total(card: Card) -> int:
        ruling = rule_claim(
            position(ref, (record, card)), claim, declarer=state.declarer, target=target
        )
        return ruling.totals[side]

    chosen = min(candidates, key=claimer_total) if len(candidates) > 1 else candidates[0]
    ref.note(
        f"Претензию заявила ненарушившая сторона, а сторона {ru.seat(record.seat, 'gen')} с "
        f"ней не согласилась: фальшренонс во взятке {record.trick} не выявлен (он выявляется, "
        "только если нарушившая сторона сама заявила претензию или согласилась с ней) и "
        "должен быть исправлен до решения по претензии. Текст правила 62 в источниках "
        "сохранился только заголовком; исправление — по правилам 1987 года, нашими словами.",
        "63A3",
        decides=RULING,
    )
    if len(candidates) > 1:
        ref.note(
            f"Какую легальную карту сыграть вместо {ru.card(record.card)}, выбирает нарушитель; "
            f"как и все сомнения при претензии, выбор решается против заявившего: "
            f"{ru.card(chosen)}.",
            "70",
            decides=RULING,
        )
    revoke.substitute(ref, record, chosen)


def _number(ref: Referee, spec: dict[str, Any], key: str) -> int | None:
    value = spec.get(key)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise ref.err(f"claim.{key}: нужно целое число")
    return value


def _choice(ref: Referee, value: object, kind: Any, field: str) -> Any:
    try:
        return kind(str(value))
    except ValueError:
        allowed = ", ".join(member.value for member in kind)
        raise ref.err(f"{field}: «{value}» — одно из: {allowed}") from None
