"""``rule(scenario)``: play a scenario through, apply the laws, return the ruling as a dict.

The ruling (JSON-serialisable) has these keys:

- ``contract`` ("4SX" or None when passed out), ``declarer`` ("N"…; after Law 54A the
  player who became declarer), ``dummy``, ``dealer``, ``vulnerable`` ("None", "NS", "EW",
  "All": who is vulnerable on the board).
- ``auction``: the calls that stand, ``[{"seat": "N", "call": "1NT"}, …]``.
- ``tricks``: ``[{"number", "leader", "cards" (in seat order from the leader), "winner"}]``;
  the trick in progress has ``"winner": null``.
- ``irregularities``: ``[{"kind", "seat" (the offender), "trick", "laws", …}]`` — the kinds
  and their extra keys are listed in README.md.
- ``options``: what a side may now choose (``[{"code", "side", "text", "laws"}]``), empty
  when nothing is pending.
- ``next``: whose turn it is to play (None when the play is over).
- ``penalty_cards``: ``{"E": [{"card": "HQ", "major": true}]}`` still on the table.
- ``declarer_tricks_played``: tricks declarer's side won at the table (plus ``tricks_before``);
  ``declarer_tricks``: after the Law 64 transfers; ``score``: Law 77, declarer's side, once
  13 tricks are complete (otherwise absent).
- ``laws``: every clause applied, in order of first use; ``explanation``:
  ``[{"text": "…", "law": "64A1" or null}]`` in Russian.
"""

from __future__ import annotations

from . import (
    dummy_designation,
    fifth_card,
    illegal_play,
    lead_out_of_turn,
    penalty_card,
    premature_play,
    revoke,
    simultaneous,
)
from . import russian as ru
from .auction import CallError, Contract
from .auction_period import run_auction
from .cards import Card, CardError
from .deal import Deal, DealError
from .options import Pending
from .play import PlayState, legal_cards
from .scenario import ScenarioError, validate
from .scoring import score_contract
from .seats import Seat, SeatError
from .vulnerability import Vulnerability, VulnerabilityError

# Choices of the auction (Laws 27, 29): no card can be played while one is open.
AUCTION_CHOICES = {"insufficient_bid", "call_out_of_rotation"}


class Referee:
    def __init__(self, scenario: dict):
        self.scenario = validate(scenario)
        self.field = "deal"
        self.position: int | None = None
        self.explanation: list[dict] = []
        self.laws: list[str] = []
        self.irregularities: list[dict] = []
        self.pending: Pending | None = None
        self.penalty: dict[Seat, dict[Card, bool]] = {seat: {} for seat in Seat}
        self.lead_restriction: dict | None = None
        self.play_restriction: dict | None = None
        self.awaiting_relead: Seat | None = None
        self.lead_options_done: int | None = None
        self.dummy_seen = False  # Law 54C
        self.revokes: list[dict] = []
        self.state: PlayState | None = None
        try:
            self.deal = Deal.parse(scenario["deal"])
        except DealError as exc:
            raise ScenarioError(str(exc), "deal") from None

    # -- recording -------------------------------------------------------------------------
    def err(self, message: str) -> ScenarioError:
        return ScenarioError(message, self.field, self.position)

    def cite(self, law: str | None) -> None:
        if law and law not in self.laws:
            self.laws.append(law)

    def note(self, text: str, law: str | None = None) -> None:
        self.explanation.append({"text": text, "law": law})
        self.cite(law)

    def record(self, kind: str, seat: Seat, laws: list[str], **fields) -> dict:
        entry = {"kind": kind, "seat": seat.letter}
        if self.state is not None:
            entry["trick"] = self.state.current_number()
        entry.update(fields)
        entry["laws"] = list(laws)
        for law in laws:
            self.cite(law)
        self.irregularities.append(entry)
        return entry

    def add_laws(self, entry: dict, *laws: str) -> None:
        for law in laws:
            if law not in entry["laws"]:
                entry["laws"].append(law)
            self.cite(law)

    def offer(self, pending: Pending) -> None:
        self.pending = pending

    # -- the table -------------------------------------------------------------------------
    def is_defender(self, seat: Seat) -> bool:
        return self.state.is_defender(seat)

    def add_penalty_card(self, seat: Seat, card: Card, major: bool) -> None:
        cards = self.penalty[seat]
        cards[card] = major
        if len(cards) >= 2:
            # Law 50C: a defender with two or more penalty cards has only major ones.
            for other in cards:
                cards[other] = True

    def place(self, seat: Seat, card: Card) -> None:
        """Put a card into the trick in progress: it leaves the hand and the penalty cards."""
        state = self.state
        trick = state.current
        trick.plays.append((seat, card))
        state.remove(seat, card)
        self.penalty[seat].pop(card, None)
        if self.awaiting_relead is not None and seat == self.awaiting_relead:
            self.awaiting_relead = None
        if trick.complete:
            self.play_restriction = None
            winner = trick.winner(state.trump)
            if self.lead_restriction and self.lead_restriction["seat"] != winner:
                # Law 50E2A: the restriction lasts while that defender keeps the lead.
                self.lead_restriction = None
            self.note(
                f"Взятку {trick.number} выиграл {ru.seat(winner)} "
                f"({', '.join(ru.card(c) for c in trick.in_rotation())}).",
                "44E" if _has_trump(trick, state.trump) else "44F",
            )

    # -- the auction -----------------------------------------------------------------------
    def setup(self) -> None:
        scenario = self.scenario
        self.field, self.position = "dealer", None
        try:
            self.dealer = Seat.parse(scenario.get("dealer") or "N")
        except SeatError as exc:
            raise self.err(str(exc)) from None
        try:
            self.vulnerability = Vulnerability.parse(scenario.get("vulnerable"))
        except VulnerabilityError as exc:
            self.field, self.position = "vulnerable", None
            raise self.err(str(exc)) from None
        contract, declarer = run_auction(self, scenario.get("auction") or [])
        self.field, self.position = "contract", None
        if scenario.get("contract") is not None:
            text = str(scenario["contract"]).strip()
            if text.upper() in ("PASS", "ПАС"):
                given = None
            else:
                try:
                    given = Contract.parse(text)
                except CallError as exc:
                    raise self.err(str(exc)) from None
            if contract is not None and given is not None and str(given) != str(contract):
                raise self.err(f"контракт {given} не совпадает с торговлей ({contract})")
            contract = contract or given
        self.field = "declarer"
        if scenario.get("declarer") is not None:
            try:
                given_declarer = Seat.parse(scenario["declarer"])
            except SeatError as exc:
                raise self.err(str(exc)) from None
            if declarer is not None and given_declarer != declarer:
                raise self.err(
                    f"разыгрывающий {given_declarer} не совпадает с торговлей ({declarer})"
                )
            declarer = declarer or given_declarer
        if contract is not None and declarer is None:
            raise self.err("не указан разыгрывающий, и торговля его не определяет")
        self.contract = contract
        self.position = None
        if contract is None:
            return
        hands = {seat: set(cards) for seat, cards in self.deal.hands.items()}
        leader = None
        if self.scenario.get("leader") is not None:
            self.field = "leader"
            try:
                leader = Seat.parse(self.scenario["leader"])
            except SeatError as exc:
                raise self.err(str(exc)) from None
        self.state = PlayState(
            hands, contract.trump, declarer, first_trick=14 - self.deal.size, first_leader=leader
        )
        self.tricks_before = int(self.scenario.get("tricks_before") or 0)
        if self.tricks_before > 13 - self.deal.size:
            self.field = "tricks_before"
            raise self.err(f"до этой позиции сыграно только {13 - self.deal.size} взяток")
        self.initial_declarer = declarer
        self.contract_note(contract, declarer)

    def contract_note(self, contract, declarer) -> None:
        state = self.state
        if state.first_trick > 1:
            self.note(
                f"Контракт {contract}, разыгрывает {ru.seat(declarer)}. Позиция с взятки "
                f"{state.first_trick}; ходит {ru.seat(state.current.leader)}.",
                None,
            )
            return
        prefix = (
            ""
            if self.auction_complete
            else f"Контракт {contract}, разыгрывает {ru.seat(declarer)}. "
        )
        self.note(
            f"{prefix}Первый ход делает {ru.seat(declarer.lho)}, левый противник разыгрывающего.",
            None,
        )

    # -- the play --------------------------------------------------------------------------
    def run_play(self) -> None:
        items = self.scenario.get("play") or []
        if items and self.state is None:
            self.field, self.position = "play", 0
            raise self.err("нет контракта (торговля не закончена или все спасовали)")
        if items and self.pending is not None and self.pending.kind in AUCTION_CHOICES:
            # A contract was given, but the auction stopped at a choice (27, 29).
            self.field, self.position = "play", 0
            raise self.err("торговля остановилась на выборе; " + self.waiting_message())
        for index, item in enumerate(items):
            self.field, self.position = "play", index
            self.before_item()
            self.play_item(item)
        self.field, self.position = "play", len(items)
        if self.state is not None:
            self.before_item()

    def before_item(self) -> None:
        state = self.state
        if self.pending is None and not state.finished:
            penalty_card.offer_lead_options(self)
        if self.pending is None and not state.finished:
            penalty_card.offer_designation(self)

    def play_item(self, item) -> None:
        state = self.state
        if isinstance(item, dict):
            if "choose" in item:
                self.apply_choice(item)
                return
            if state.finished:
                raise self.err("все взятки уже сыграны")
            if "expose" in item:
                penalty_card.expose(self, item)
            elif "designate" in item:
                self.guard_pending_designation()
                card = dummy_designation.designate(self, item)
                if card is not None:
                    self.play_card(self.state.dummy, card, item)
            elif "fifth" in item:
                fifth_card.handle(self, item)
            elif "simultaneous" in item:
                seat, card, others = simultaneous.handle(self, item)
                number = state.current_number()
                self.play_card(seat, card, item)
                simultaneous.penalty_cards(self, seat, others, number)
            elif "correct_revoke" in item:
                revoke.correct(self, item)
            elif "dummy_seen" in item:
                lead_out_of_turn.dummy_seen(self)
            elif "card" in item:
                card = self.parse_card(item["card"])
                self.play_card(self.holder(card), card, item)
            else:
                raise self.err("непонятный элемент розыгрыша")
            return
        if state.finished:
            raise self.err("все взятки уже сыграны")
        card = self.parse_card(item)
        self.play_card(self.holder(card), card, {})

    def guard_pending_designation(self) -> None:
        if self.pending is not None and self.pending.kind != "dummy_designation":
            raise self.err(self.waiting_message())

    def parse_card(self, text) -> Card:
        try:
            return Card.parse(str(text))
        except CardError as exc:
            raise self.err(str(exc)) from None

    def holder(self, card: Card) -> Seat:
        seat = self.deal.holder(card)
        if seat is None:
            raise self.err(f"карты {ru.card(card)} нет в сдаче")
        if card not in self.state.hands[seat]:
            raise self.err(
                f"у {ru.seat(seat, 'gen')} ({seat.letter}) уже нет карты {ru.card(card)}"
            )
        return seat

    def waiting_message(self) -> str:
        codes = ", ".join(_option_label(o) for o in self.pending.options)
        return f"сначала нужен выбор ({{choose: …}}): {codes}"

    def apply_choice(self, item: dict) -> None:
        if self.pending is None:
            raise self.err(f"выбор «{item.get('choose')}» не предлагался: выбирать сейчас нечего")
        entry = self.pending.find(item)
        if entry is None:
            raise self.err(
                f"выбор «{item.get('choose')}» не предлагался; возможны: "
                + ", ".join(_option_label(o) for o in self.pending.options)
            )
        pending, self.pending = self.pending, None
        self._last_pending_data = pending.data
        pending.on_choose(self, entry, item)

    def play_card(self, seat: Seat, card: Card, item: dict) -> None:
        state = self.state
        if not state.finished:
            # Law 63A1: any play, legal or not, by the offending side to a later trick.
            revoke.check_establishment(self, seat, state.current.number)
        if self.pending is not None:
            pending = self.pending
            if pending.on_card is None:
                raise self.err(self.waiting_message())
            if pending.on_card(self, seat, card, item):
                return
        if state.finished:
            raise self.err("все взятки уже сыграны")
        trick = state.current
        turn = trick.next_to_play()
        if seat != turn:
            self.out_of_turn(seat, card, item)
            return
        self.in_turn(seat, card)

    def out_of_turn(self, seat: Seat, card: Card, item: dict) -> None:
        state = self.state
        trick = state.current
        if self.awaiting_relead is not None and self.is_defender(seat):
            illegal_play.before_relead(self, seat, card)
            return
        if trick.empty or trick.led_suit is None or item.get("lead"):
            lead_out_of_turn.handle(self, seat, card)
            return
        if self.is_defender(seat):
            if not trick.has_played(seat.partner):
                premature_play.handle(self, seat, card)
            else:
                penalty_card.play_out_of_turn(self, seat, card)
            return
        illegal_play.declarer_out_of_turn(self, seat, card)

    def in_turn(self, seat: Seat, card: Card) -> None:
        state = self.state
        trick = state.current
        hand = set(state.hands[seat])
        led = trick.led_suit
        revoked = False
        if trick.empty:
            self.note(f"{ru.seat(seat)} ходит {ru.card(card)}.", None)
            revoked = penalty_card.check_lead_restriction(self, seat, card, hand)
        elif revoke.is_revoke(hand, led, card):
            revoke.record(self, seat, card, reason="suit")
            revoked = True
        else:
            revoked = premature_play.check_restriction(self, seat, card, hand)
        if not revoked and self.is_defender(seat):
            if penalty_card.violates(self, seat, card, hand, led):
                self.place(seat, card)
                penalty_card.offer_failure(self, seat, card)
                return
        self.place(seat, card)

    def pending_options(self) -> list[dict]:
        if self.pending is None:
            return []
        for entry in self.pending.options:
            for law in entry["laws"]:
                self.cite(law)
        return [dict(entry) for entry in self.pending.options]

    # -- the result ------------------------------------------------------------------------
    def result(self) -> dict:
        out: dict = {
            "title": self.scenario.get("title"),
            "contract": str(self.contract) if self.contract else None,
            "declarer": self.state.declarer.letter if self.state else None,
            "dummy": self.state.dummy.letter if self.state else None,
            "dealer": self.dealer.letter,
            "vulnerable": str(self.vulnerability),
            "auction": self.auction_out,
            "tricks": [],
            "irregularities": self.irregularities,
            "options": self.pending_options(),
            "next": None,
            "penalty_cards": {},
            "declarer_tricks_played": 0,
            "declarer_tricks": 0,
        }
        state = self.state
        if state is None:
            passed = str(self.scenario.get("contract") or "").strip().upper() in ("PASS", "ПАС")
            if self.contract is None and (self.auction_complete or passed):
                out["score"] = 0
                self.note("Все спасовали: сдача не разыгрывается, результат 0.", None)
            out["laws"] = self.laws
            out["explanation"] = self.explanation
            return out
        transfer = revoke.settle(self) if state.finished else 0
        for trick in state.tricks:
            if trick.empty:
                continue
            winner = trick.winner(state.trump)
            out["tricks"].append(
                {
                    "number": trick.number,
                    "leader": trick.leader.letter,
                    "cards": [str(c) for c in trick.in_rotation()],
                    "winner": winner.letter if winner else None,
                }
            )
        if not state.finished:
            out["next"] = state.turn().letter
        out["penalty_cards"] = {
            seat.letter: [{"card": str(c), "major": m} for c, m in sorted(cards.items())]
            for seat, cards in self.penalty.items()
            if cards
        }
        played = self.tricks_before + sum(
            1 for t in state.completed if t.winner(state.trump).is_partner_of(state.declarer)
        )
        out["declarer_tricks_played"] = played
        out["declarer_tricks"] = played + transfer
        if state.finished and (state.first_trick == 1 or "tricks_before" in self.scenario):
            vulnerable = self.vulnerability.of(state.declarer)
            made = out["declarer_tricks"]
            total = score_contract(self.contract, vulnerable, made)
            out["score"] = total
            needed = self.contract.tricks_needed
            if made > needed:
                outcome = f"контракт выполнен, лишних взяток: {made - needed}"
            elif made == needed:
                outcome = "контракт выполнен"
            else:
                outcome = f"без {needed - made}"
            self.note(
                f"Итог: у стороны разыгрывающего {made} взяток — {outcome}; "
                f"запись {total:+d} в пользу стороны разыгрывающего.",
                "77",
            )
        out["laws"] = self.laws
        out["explanation"] = self.explanation
        return out


def _has_trump(trick, trump) -> bool:
    return trump is not None and any(card.suit == trump for _, card in trick.plays)


def _option_label(entry: dict) -> str:
    extra = entry.get("card") or entry.get("suit")
    return f"{entry['code']} ({extra})" if extra else entry["code"]


def rule(scenario: dict) -> dict:
    """Rule a scenario (see ``scenario.py``); returns the JSON-serialisable ruling."""
    referee = Referee(scenario)
    referee.setup()
    referee.run_play()
    return referee.result()


__all__ = ["rule", "Referee", "ScenarioError", "legal_cards"]
