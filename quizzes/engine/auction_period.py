"""The auction period of a scenario: calls in rotation, and its irregularities.

Each auction item is a call in rotation from the dealer (``"1NT"``), a call by a named seat
(``{call: 2D, seat: E}``), cards exposed during the auction (``{expose: [HQ], seat: W}``,
Law 24) or a choice (``{choose: code}``). Insufficient bids (Law 27) and calls out of
rotation (Law 29) are detected here; their rectifications live in ``insufficient_bid`` and
``call_out_of_rotation``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from . import call_out_of_rotation, exposed_card_auction, insufficient_bid
from . import russian as ru
from .auction import Call, CallError, Contract, contract_of, is_sufficient
from .seats import Seat, SeatError


@dataclass
class AuctionState:
    dealer: Seat
    turn: Seat
    history: list[tuple[Seat, Call]] = field(default_factory=list)
    # Seats that must pass: "next" (their next turn, Law 24B/C) or "rest" (Law 27B2).
    must_pass: dict[Seat, str] = field(default_factory=dict)
    awaiting_substitution: tuple[Seat, Call, dict] | None = None
    exposures: list[dict] = field(default_factory=list)

    @property
    def last_bid(self) -> tuple[Seat, Call] | None:
        for seat, call in reversed(self.history):
            if call.is_bid:
                return seat, call
        return None

    @property
    def complete(self) -> bool:
        calls = [c for _, c in self.history]
        if len(calls) >= 4 and all(c.kind == "pass" for c in calls[:4]) and len(calls) == 4:
            return True
        return (
            len(calls) >= 4
            and any(c.is_bid for c in calls)
            and all(c.kind == "pass" for c in calls[-3:])
        )

    def contract(self) -> tuple[Contract | None, Seat | None]:
        return contract_of(self.history)

    def enter(self, ref, seat: Seat, call: Call) -> None:
        """A call that stands (in turn, or accepted)."""
        obligation = self.must_pass.get(seat)
        if obligation and call.kind != "pass":
            law = "27B2" if obligation == "rest" else "24"
            raise ref.err(f"{ru.seat(seat)} обязан пасовать (правило {law}), а заявлено {call}")
        if obligation == "next":
            del self.must_pass[seat]
        check_double(ref, self, seat, call)
        self.history.append((seat, call))
        self.turn = seat.lho


def check_double(ref, auction: AuctionState, seat: Seat, call: Call) -> None:
    if call.kind not in ("double", "redouble"):
        return
    last = None
    for who, earlier in reversed(auction.history):
        if earlier.kind != "pass":
            last = (who, earlier)
            break
    if call.kind == "double":
        ok = last is not None and last[1].is_bid and not last[0].is_partner_of(seat)
    else:
        ok = last is not None and last[1].kind == "double" and not last[0].is_partner_of(seat)
    if not ok:
        raise ref.err(
            f"{call} здесь недопустима: контра — только на заявку противников, "
            "реконтра — только на их контру"
        )


def run_auction(ref, items: list) -> tuple[Contract | None, Seat | None]:
    auction = AuctionState(ref.dealer, ref.dealer)
    ref.auction_state = auction
    for index, item in enumerate(items):
        ref.field, ref.position = "auction", index
        if isinstance(item, dict) and "choose" in item:
            ref.apply_choice(item)
            continue
        if auction.complete:
            raise ref.err("торговля уже закончилась")
        if isinstance(item, dict) and "expose" in item:
            exposed_card_auction.expose(ref, auction, item)
            continue
        text = item.get("call") if isinstance(item, dict) else item
        if text is None:
            raise ref.err("ожидается заявка (call) или показ карт (expose)")
        try:
            call = Call.parse(text)
        except CallError as exc:
            raise ref.err(str(exc)) from None
        seat = None
        if isinstance(item, dict) and item.get("seat") is not None:
            try:
                seat = Seat.parse(item["seat"])
            except SeatError as exc:
                raise ref.err(str(exc)) from None
        item = item if isinstance(item, dict) else {}
        if ref.pending is not None:
            pending = ref.pending
            if pending.on_card is not None and pending.on_card(ref, seat, call, item):
                continue
            if ref.pending is not None:
                raise ref.err(ref.waiting_message())
        if auction.awaiting_substitution is not None:
            insufficient_bid.substitute(ref, auction, seat, call, item)
            continue
        seat = seat or auction.turn
        if seat != auction.turn:
            call_out_of_rotation.handle(ref, auction, seat, call)
            continue
        last = auction.last_bid
        if call.is_bid and not is_sufficient(call, last[1] if last else None):
            insufficient_bid.handle(ref, auction, seat, call, item)
            continue
        auction.enter(ref, seat, call)
    ref.field, ref.position = "auction", len(items)
    ref.auction_out = [{"seat": s.letter, "call": str(c)} for s, c in auction.history]
    ref.auction_complete = auction.complete
    if not items:
        return None, None
    if ref.pending is not None or not auction.complete:
        # The scenario stops inside the auction: the ruling shows the pending options.
        return None, None
    contract, declarer = auction.contract()
    if contract is not None:
        ref.note(
            f"Торговля закончена: контракт {contract} ({ru.strain_name(contract.strain)}), "
            f"разыгрывающий — {ru.seat(declarer)}, первым назвавший эту деноминацию в своей "
            "линии.",
            None,
        )
    exposed_card_auction.after_auction(ref, auction, declarer)
    return contract, declarer
