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

from typing import TYPE_CHECKING, Any

from . import revoke
from .referee import Item, Referee
from .seats import Seat, SeatError

if TYPE_CHECKING:
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
    try:
        ruling = rule_claim(
            position(ref),
            claim,
            declarer=state.declarer,
            target=contract.tricks_needed if contract is not None else None,
        )
    except (ClaimError, PositionError, SearchTooLarge) as exc:
        raise ref.err(f"claim: {exc}") from None
    ref.claim = ruling
    for step in ruling.steps:
        ref.note(step.text, step.law)
    revoke.establish_by_claim(ref, seat, response is Response.ACQUIESCED)


def position(ref: Referee) -> Position:
    """The table as it stands: hands at the start of the trick in progress, tricks won."""
    from .claim_position import Position

    state = ref.play
    trick = state.current
    hands = {seat: set(cards) for seat, cards in state.hands.items()}
    for seat, card in trick.plays:
        hands[seat].add(card)
    declaring = state.declarer.side
    won = {declaring.value: ref.tricks_before, declaring.other.value: 0}
    won[declaring.other.value] = state.first_trick - 1 - ref.tricks_before
    shown_out = set()
    for played in state.tricks:
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
    )


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
