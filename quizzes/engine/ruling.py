"""``rule(scenario)``: play a scenario through, apply the laws, return the ruling as a dict.

``decide(scenario)`` gives the same ruling as a frozen :class:`Ruling`; ``rule`` is
``decide(scenario).to_dict()``, whose keys README.md lists ("Ruling (output keys)"):

- ``title``; ``contract`` ("4SX", None when passed out or the auction is unfinished);
  ``declarer`` ("N"…; after Law 54A the player who became declarer), ``dummy``, ``dealer``;
  ``vulnerable`` ("None", "NS", "EW", "All": who is vulnerable on the board).
- ``auction``: the calls that stand, ``[{"seat": "N", "call": "1NT"}, …]``.
- ``tricks``: ``[{"number", "leader", "cards" (in seat order from the leader), "winner"}]``;
  the trick in progress has ``"winner": null``.
- ``irregularities``: ``[{"kind", "seat" (the offender), "trick", "laws", …}]``
  (``irregularities.py``); ``options``: what a side may now choose (``options.py``).
- ``next``: whose turn it is to play (None when the play is over).
- ``penalty_cards``: ``{"E": [{"card": "HQ", "major": true}]}`` still on the table.
- ``declarer_tricks_played``: tricks declarer's side won at the table (plus ``tricks_before``);
  ``declarer_tricks``: after the Law 64 transfers; ``score``: Law 77, declarer's side, once
  all tricks are played (absent otherwise; 0 when passed out).
- ``laws``: every clause applied, in order of first use; ``explanation``:
  ``[{"text": "…", "law": "64A1" or null}]`` in Russian, with ``"decides"`` (``"ruling"`` or
  ``"choice"``, ``deciding.py``) on the steps that carry the ruling.
"""

from __future__ import annotations

import functools
import operator
from dataclasses import dataclass
from typing import Any

from . import revoke
from . import russian as ru
from .auction import Call, CallError, Contract
from .auction_period import run_auction
from .cards import PBN_NAMES, Card, full_pack
from .deciding import RULING
from .irregularities import Irregularity
from .options import Option
from .play import PlayedTrick, PlayState, written
from .play_period import run_play
from .referee import Referee, Step
from .scenario_error import ScenarioError
from .scoring import score_contract
from .seats import SEATS, Seat, SeatError
from .vulnerability import Vulnerability, VulnerabilityError

_LETTERS = "NESW"  # Seat.letter by the seat's value, read for every trick written
# A seat written down, or None (a trick's winner while it is in progress…).
_WINNER_LETTER: dict[Seat | None, str | None] = {seat: seat.letter for seat in SEATS}
_WINNER_LETTER[None] = None
_WINNER = operator.attrgetter("winner")
# Each seat's side, as a set of seats.
_SIDE_SEATS = {seat: frozenset({seat, seat.partner}) for seat in SEATS}
# ``str(card)`` as a look-up, for the cards of every trick written.
_PBN_NAME = {card: PBN_NAMES[card.order] for card in full_pack()}.__getitem__


@dataclass(frozen=True)
class Adjusted:
    """The result the director restores under Law 64C: declarer's side's tricks and score."""

    declarer_tricks: int
    score: int | None
    laws: tuple[str, ...] = ("64C",)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"declarer_tricks": self.declarer_tricks}
        if self.score is not None:
            out["score"] = self.score
        out["laws"] = list(self.laws)
        return out


@dataclass(frozen=True)
class Ruling:
    title: object
    contract: Contract | None
    declarer: Seat | None
    dummy: Seat | None
    dealer: Seat
    vulnerable: Vulnerability
    auction: tuple[tuple[Seat, Call], ...]
    tricks: tuple[PlayedTrick, ...]
    irregularities: tuple[Irregularity, ...]
    options: tuple[Option, ...]
    next: Seat | None
    # Per seat, the penalty cards still on the table and whether each is major.
    penalty_cards: tuple[tuple[Seat, tuple[tuple[Card, bool], ...]], ...]
    declarer_tricks_played: int
    declarer_tricks: int
    score: int | None
    laws: tuple[str, ...]
    explanation: tuple[Step, ...]
    # Law 64C: the adjusted result when the revoke penalties fall short of what they gained.
    adjusted: Adjusted | None = None
    # The claim ruling (claim.ClaimRuling) when the play ended with a claim or concession.
    claim: Any = None

    def to_dict(self) -> dict[str, Any]:
        """The documented, JSON-serialisable ruling (README.md, "Ruling (output keys)")."""
        # Each trick written as ``PlayedTrick.to_dict`` writes it.
        letters, winners, pbn = _LETTERS, _WINNER_LETTER, _PBN_NAME
        out: dict[str, Any] = {
            "title": self.title,
            "contract": str(self.contract) if self.contract else None,
            "declarer": winners[self.declarer],
            "dummy": winners[self.dummy],
            "dealer": letters[self.dealer],
            # ``str(vulnerable)``, read as Seat.letter reads its value.
            "vulnerable": self.vulnerable._value_,
            "auction": [{"seat": seat.letter, "call": str(call)} for seat, call in self.auction],
            "tricks": [
                {
                    "number": number,
                    "leader": letters[leader],
                    "cards": list(map(pbn, cards)),
                    "winner": winners[winner],
                }
                for number, leader, cards, winner in self.tricks
            ],
            "irregularities": [entry.to_dict() for entry in self.irregularities],
            "options": [entry.to_dict() for entry in self.options],
            "next": winners[self.next],
            "penalty_cards": {
                seat.letter: [{"card": str(card), "major": major} for card, major in cards]
                for seat, cards in self.penalty_cards
            },
            "declarer_tricks_played": self.declarer_tricks_played,
            "declarer_tricks": self.declarer_tricks,
        }
        if self.score is not None:
            out["score"] = self.score
        if self.adjusted is not None:
            out["adjusted"] = self.adjusted.to_dict()
        if self.claim is not None:
            out["claim"] = self.claim.to_dict()
        out["laws"] = list(self.laws)
        # Each step as ``Step.to_dict`` writes it, without a call per step.
        out["explanation"] = [
            {"text": text, "law": law, "decides": decides}
            if decides
            else {"text": text, "law": law}
            for text, law, decides in self.explanation
        ]
        return out


def _ruling(**fields: Any) -> Ruling:
    """A :class:`Ruling` from every one of its fields (``to_dict`` reads them all), as its
    ``__init__`` makes it, without the ``object.__setattr__`` per field a frozen dataclass's
    costs: twenty fields, for every scenario ruled."""
    ruling = object.__new__(Ruling)
    ruling.__dict__.update(fields)
    return ruling


def rule(scenario: object) -> dict[str, Any]:
    """Rule a scenario (see ``scenario.py``); returns the JSON-serialisable ruling."""
    return decide(scenario).to_dict()


def decide(scenario: object) -> Ruling:
    """Rule a scenario; the ruling as a frozen :class:`Ruling`."""
    ref = Referee.of(scenario)
    setup(ref)
    run_play(ref, list(ref.scenario.get("play") or []))
    return result(ref)


def setup(ref: Referee) -> None:
    """The auction, the contract and declarer, and the table ready for the play."""
    scenario = ref.scenario
    ref.at("dealer")
    dealer = scenario.get("dealer")
    if dealer:  # North by default (Referee.dealer)
        try:
            ref.dealer = Seat.parse(dealer)
        except SeatError as exc:
            raise ref.err(str(exc)) from None
    vulnerable = scenario.get("vulnerable")
    if vulnerable is not None:  # nobody by default (Referee.vulnerability)
        try:
            ref.vulnerability = Vulnerability.parse(vulnerable)
        except VulnerabilityError as exc:
            ref.at("vulnerable")
            raise ref.err(str(exc)) from None
    contract, declarer = run_auction(ref, list(scenario.get("auction") or []))
    ref.at("contract")
    if scenario.get("contract") is not None:
        text = str(scenario["contract"]).strip()
        given: Contract | None = None
        if text.upper() not in ("PASS", "ПАС"):
            try:
                given = Contract.parse(text)
            except CallError as exc:
                raise ref.err(str(exc)) from None
        if contract is not None and given is not None and str(given) != str(contract):
            raise ref.err(
                f"контракт {ru.contract(given)} не совпадает с торговлей ({ru.contract(contract)})"
            )
        contract = contract or given
    ref.field = "declarer"
    if scenario.get("declarer") is not None:
        try:
            given_declarer = Seat.parse(scenario["declarer"])
        except SeatError as exc:
            raise ref.err(str(exc)) from None
        if declarer is not None and given_declarer != declarer:
            raise ref.err(f"разыгрывающий {given_declarer} не совпадает с торговлей ({declarer})")
        declarer = declarer or given_declarer
    if contract is not None and declarer is None:
        raise ref.err("не указан разыгрывающий, и торговля его не определяет")
    ref.contract = contract
    ref.position = None
    if contract is None or declarer is None:
        return
    hands = {seat: set(cards) for seat, cards in ref.deal.hands.items()}
    leader = None
    if scenario.get("leader") is not None:
        ref.field = "leader"
        try:
            leader = Seat.parse(scenario["leader"])
        except SeatError as exc:
            raise ref.err(str(exc)) from None
    size = ref.deal.size
    ref.state = PlayState(
        hands, contract.trump, declarer, first_trick=14 - size, first_leader=leader
    )
    ref.tricks_before = int(scenario.get("tricks_before") or 0)
    if ref.tricks_before > 13 - size:
        ref.field = "tricks_before"
        raise ref.err(f"до этой позиции сыграно только {13 - size} взяток")
    _contract_note(ref, contract, declarer)


def _contract_note(ref: Referee, contract: Contract, declarer: Seat) -> None:
    state = ref.play
    if state.first_trick > 1:
        ref.note(
            f"Контракт {ru.contract(contract)}, разыгрывает {ru.seat(declarer)}. Позиция с взятки "
            f"{state.first_trick}; ходит {ru.seat(state.current.leader)}.",
            None,
        )
        return
    complete = ref.auction is not None and ref.auction.complete
    ref.note(_first_lead_note(contract, declarer, complete), None)


@functools.lru_cache(maxsize=1024)
def _first_lead_note(contract: Contract, declarer: Seat, complete: bool) -> str:
    """The note that opens the play from the first trick (one of a few hundred, kept)."""
    prefix = (
        "" if complete else f"Контракт {ru.contract(contract)}, разыгрывает {ru.seat(declarer)}. "
    )
    return f"{prefix}Первый ход делает {ru.seat(declarer.lho)}, левый противник разыгрывающего."


def result(ref: Referee) -> Ruling:
    """The ruling as the scenario leaves the table: Law 64 settled and Law 77 scored once all
    tricks are played."""
    options: tuple[Option, ...] = ()
    if ref.pending is not None:
        options = ref.pending.options
        for entry in options:
            for law in entry.laws:
                ref.cite(law)
    auction = tuple(ref.auction.history) if ref.auction is not None else ()
    state = ref.state
    if state is None:
        score = None
        passed = str(ref.scenario.get("contract") or "").strip().upper() in ("PASS", "ПАС")
        complete = ref.auction is not None and ref.auction.complete
        if ref.contract is None and (complete or passed):
            score = 0
            ref.note("Все спасовали: сдача не разыгрывается, результат 0.", None)
        return _ruling(
            title=ref.scenario.get("title"),
            contract=ref.contract,
            declarer=None,
            dummy=None,
            dealer=ref.dealer,
            vulnerable=ref.vulnerability,
            auction=auction,
            tricks=(),
            irregularities=tuple([entry.value for entry in ref.irregularities]),
            options=options,
            next=None,
            penalty_cards=(),
            declarer_tricks_played=0,
            declarer_tricks=0,
            score=score,
            laws=tuple(ref.laws),
            explanation=tuple(ref.explanation),
            adjusted=None,
            claim=None,
        )
    claim = ref.claim
    over = state.finished or claim is not None
    if over:
        revoke.correct_twelfth_trick(ref)  # Law 62D, before the tricks are written
    tricks = tuple(written(state.tricks, state.trump))
    settlement = revoke.settle(ref, tricks) if over else revoke.Settlement()
    transfer = settlement.transfer
    # Nothing above changes whether the play is over (62D swaps cards of two finished tricks).
    following = None if over else state.turn()
    penalty_cards = tuple(
        (seat, tuple(sorted(cards.items()))) for seat, cards in ref.penalty.items() if cards
    )
    # The tricks declarer's side won: counted at C speed over the tricks' winners.
    played = ref.tricks_before + sum(
        map(_SIDE_SEATS[state.declarer].__contains__, map(_WINNER, tricks))
    )
    made = played + transfer
    if claim is not None:
        # Laws 69–71: the claim decides the tricks still to be played.
        made = claim.totals[state.declarer.side.value] + transfer
    score = None
    if over and 0 <= made <= 13 and (state.first_trick == 1 or "tricks_before" in ref.scenario):
        assert ref.contract is not None
        score = score_contract(ref.contract, ref.vulnerability.of(state.declarer), made)
        needed = ref.contract.tricks_needed
        if made > needed:
            outcome = f"контракт выполнен, лишних взяток: {made - needed}"
        elif made == needed:
            outcome = "контракт выполнен"
        else:
            outcome = f"без {needed - made}"
        # Where 64C restores equity the director's result follows; this one is the table's.
        label = "Результат за столом" if settlement.equity else "Итог"
        ref.note(
            f"{label}: у стороны разыгрывающего {ru.count(made, 'взятка')} — {outcome}. "
            f"Запись: {ru.score_entry(state.declarer.side, score)}.",
            "77",
        )
    adjusted = None
    if settlement.equity:
        assert ref.contract is not None
        tricks_then = made + settlement.equity
        adjusted_score = None
        if score is not None:
            adjusted_score = score_contract(
                ref.contract, ref.vulnerability.of(state.declarer), tricks_then
            )
        adjusted = Adjusted(tricks_then, adjusted_score)
        text = "Присуждённый результат (64C): у стороны разыгрывающего " + ru.count(
            tricks_then, "взятка"
        )
        if adjusted_score is not None:
            text += f". Запись: {ru.score_entry(state.declarer.side, adjusted_score)}."
        ref.note(text if text.endswith(".") else text + ".", "64C", decides=RULING)
    return _ruling(
        title=ref.scenario.get("title"),
        contract=ref.contract,
        declarer=state.declarer,
        dummy=state.dummy,
        dealer=ref.dealer,
        vulnerable=ref.vulnerability,
        auction=auction,
        tricks=tricks,
        irregularities=tuple([entry.value for entry in ref.irregularities]),
        options=options,
        next=following,
        penalty_cards=penalty_cards,
        declarer_tricks_played=played,
        declarer_tricks=made,
        score=score,
        laws=tuple(ref.laws),
        explanation=tuple(ref.explanation),
        adjusted=adjusted,
        claim=claim,
    )


__all__ = ["Adjusted", "PlayedTrick", "Ruling", "ScenarioError", "decide", "rule"]
