"""The play period of a scenario: each play item in order, and which law each card falls under.

A card played in turn follows Law 44 (or is a revoke, 61A; or breaks a restriction declarer
chose, 50E2/51B/57A; or fails to play a penalty card, 52); a card out of turn is a lead out of
turn (53–56), a premature play (57), a defender's play after his partner (49) or a card of
declarer's side (48A). Before each item, declarer's choices that the laws offer at that moment
(50E2/51B lead options, 51A designation of a penalty card, Law 26 lead penalties) are opened.
"""

from __future__ import annotations

from typing import Any

from . import (
    claim_item,
    dummy_designation,
    fifth_card,
    illegal_play,
    lead_out_of_turn,
    lead_penalty,
    lead_restriction,
    penalty_card,
    premature_play,
    restrictions,
    revoke,
    simultaneous,
)
from .cards import SUIT_CARDS, Card, Suit, card_named, full_pack
from .play import Trick
from .referee import (
    CARD_NAMES,
    LEAD_STEPS,
    TRICK_WON,
    FollowUp,
    Item,
    Referee,
    lead_note,
    step,
)
from .seats import Seat

# Choices of the auction (Laws 25, 27, 29): no card can be played while one is open.
AUCTION_CHOICES = {
    "insufficient_bid",
    "call_out_of_rotation",
    "change_of_call",
    "change_of_call_offender",
}
NO_ITEM: Item = {}


def run_play(ref: Referee, items: list[Any]) -> None:
    if items and ref.state is None:
        ref.at("play", 0)
        raise ref.err("нет контракта (торговля не закончена или все спасовали)")
    if items and ref.pending is not None and ref.pending.kind in AUCTION_CHOICES:
        # A contract was given, but the auction stopped at a choice (25, 27, 29).
        ref.at("play", 0)
        raise ref.err("торговля остановилась на выборе; " + ref.waiting_message())
    index = 0
    while index < len(items):
        played = _ordinary_cards(ref, items, index)
        if played:
            index += played
            continue
        ref.at("play", index)
        if ref.claim is not None:
            # Law 68: a claim or concession ends the play; nothing is played after it.
            raise ref.err("после претензии или уступки карты больше не играют")
        item = items[index]
        index += 1
        if isinstance(item, dict) and "claim" in item:
            claim_item.handle(ref, item)
            continue
        _open_choices(ref)
        _play_item(ref, item)
    ref.at("play", len(items))
    if ref.state is not None and ref.claim is None:
        _open_choices(ref)


def _open_choices(ref: Referee) -> None:
    state = ref.play
    if any(ref.penalty.values()):
        # These two choices are about penalty cards on the table (50E2, 51B, 51A).
        if ref.pending is None and not state.finished:
            lead_restriction.offer_lead_options(ref)
        if ref.pending is None and not state.finished:
            penalty_card.offer_designation(ref)
    if ref.lead_penalties and ref.pending is None and not state.finished:
        lead_penalty.offer_lead_penalty(ref)


def _play_item(ref: Referee, item: Any) -> None:
    state = ref.play
    if not isinstance(item, dict):
        if state.finished:
            raise ref.err("все взятки уже сыграны")
        card = ref.parse_card(item)
        play_card(ref, ref.holder(card), card, NO_ITEM)
        return
    if "choose" in item:
        _follow(ref, ref.choose(item))
        return
    if state.finished:
        raise ref.err("все взятки уже сыграны")
    if "expose" in item:
        penalty_card.expose(ref, item)
    elif "designate" in item:
        ref.guard_pending_designation()
        designated = dummy_designation.designate(ref, item)
        if designated is not None:
            play_card(ref, state.dummy, designated, item)
    elif "fifth" in item:
        _follow(ref, fifth_card.handle(ref, item))
    elif "simultaneous" in item:
        seat, card, others = simultaneous.handle(ref, item)
        number = state.current_number()
        play_card(ref, seat, card, item)
        simultaneous.penalty_cards(ref, seat, others, number)
    elif "correct_revoke" in item:
        revoke.correct(ref, item)
    elif "dummy_seen" in item:
        # ``dummy_seen: false`` says only that declarer did not see dummy: nothing follows.
        if item["dummy_seen"]:
            lead_out_of_turn.dummy_seen(ref)
    elif "card" in item:
        card = ref.parse_card(item["card"])
        play_card(ref, ref.holder(card), card, item)
    else:
        raise ref.err("непонятный элемент розыгрыша")


def _follow(ref: Referee, follow_up: FollowUp) -> None:
    if follow_up is not None:
        seat, card = follow_up
        play_card(ref, seat, card, NO_ITEM)


def play_card(ref: Referee, seat: Seat, card: Card, item: Item) -> None:
    state = ref.play
    if not state.finished:
        # Law 63A1: any play, legal or not, by the offending side to a later trick.
        revoke.check_establishment(ref, seat, state.current.number)
    pending = ref.pending
    if pending is not None:
        if pending.on_card is None:
            raise ref.err(ref.waiting_message())
        if pending.on_card(ref, seat, card, item, pending.data):
            return
    if state.finished:
        raise ref.err("все взятки уже сыграны")
    if seat != state.current.next_to_play():
        _out_of_turn(ref, seat, card, item)
        return
    _in_turn(ref, seat, card)


def _ordinary_cards(ref: Referee, items: list[Any], start: int) -> int:
    """Play the cards written from ``items[start]`` on for as long as nothing irregular can
    come of them but a revoke; returns how many were played. The laws have imposed nothing
    (no choice open, no restriction, no penalty card anywhere, so no choice opens before a
    card either), and each card is its holder's, in turn: Law 44 alone, and what
    ``play_card`` would do — the card goes to the trick and leaves the hand, the lead and
    the trick's winner (decided as the cards come) are told. A card not following suit
    from a hand that could is a revoke (61A), recorded as ``_in_turn`` records it — with
    nothing imposed there is nothing else to rule on it; a card of the offending side to a
    later trick establishes a revoke (63A1). Anything else (a dict item, a card its holder
    no longer has, a card out of turn) stops the run, and ``_play_item`` rules it with
    every law. Most of a scenario's cards are ordinary: this is where ``rule()`` spends its
    time."""
    state = ref.state
    if (
        state is None
        or ref.claim is not None
        or ref.pending is not None
        or ref.lead_restriction is not None
        or ref.play_restriction is not None
        or ref.awaiting_relead is not None
        or any(ref.penalty.values())
        # Law 26: declarer's choice opens when the offender's partner first has the lead.
        or any(not penalty.offered for penalty in ref.lead_penalties)
    ):
        return 0
    hands, trump, tricks = state.hands, state.trump, state.tricks
    explanation, laws, revokes = ref.explanation, ref.laws, ref.revokes
    last = state.first_trick + state.total_tricks - 1  # the number of the last trick
    known = card_named
    # The trick in progress; None: the one this run's first card goes to is still to be found.
    trick: Trick | None = None
    plays: list[tuple[Seat, Card]] = []
    rotation: tuple[Seat, ...] = ()
    # Seats whose card to this trick establishes a revoke (Law 63A1: the offending side's
    # first play to a later trick).
    establishing: set[Seat] | frozenset[Seat] = _NOBODY
    # Whether every revoke recorded (``revokes_seen`` of them) is established or corrected:
    # then no card can establish one until another is recorded.
    settled = True
    revokes_seen = len(revokes)
    count = 0  # cards in the trick in progress
    led: Suit | None = None
    # The card winning the trick in progress so far and its seat (Law 44E/F), and whether a
    # trump of a suit other than the one led is among its cards.
    best = _ACE_OF_SPADES
    winner = Seat.NORTH
    trumped = False
    names, openings = CARD_NAMES, TRICK_WON
    played = 0  # the cards played before the trick in progress
    for item in items[start:]:
        try:
            card = known(item)
        except TypeError:  # a dict item (not hashable), for the laws
            break
        if trick is None:
            if card is None or state.finished:
                break
            trick = state.current
            if not _in_rotation(trick):
                break
            plays = trick.plays
            count = len(plays)
            played = -count
            rotation = _ROTATIONS[trick.leader]
            led = trick.led_suit
            if plays:
                winner, best = _winning(plays, trump)
                trumped = best.suit is trump and led is not trump
            establishing, settled = _establishing(ref, trick.number)
        # The card is the turn's player's (Law 44B): one he holds. Any other — not a card,
        # not one of this deal, one already played, a card out of turn — is not in his hand.
        seat = rotation[count]
        hand = hands[seat]
        if card not in hand:
            break
        suit = card.suit
        if not count:
            if seat in establishing:
                revoke.check_establishment(ref, seat, trick.number)
                establishing, settled = _establishing(ref, trick.number)
            explanation.append(LEAD_STEPS[seat][card.order])
            led = suit
            winner, best, trumped = seat, card, False
        elif suit is led:
            # Law 44F: a higher card of the suit led wins, unless the trick is trumped.
            if not trumped and card.order < best.order:
                winner, best = seat, card
            if seat in establishing:
                revoke.check_establishment(ref, seat, trick.number)
                establishing, settled = _establishing(ref, trick.number)
        else:
            # Law 44E: a trump wins over any other suit and a lower trump.
            if suit is trump and (not trumped or card.order < best.order):
                winner, best, trumped = seat, card, True
            if seat in establishing:
                revoke.check_establishment(ref, seat, trick.number)
                establishing, settled = _establishing(ref, trick.number)
            assert led is not None
            if not hand.isdisjoint(SUIT_CARDS[led]):  # Law 44C: he could follow suit
                # Law 61A: he could follow suit and did not. Nothing restricts his play and
                # no penalty card is anywhere (checked above), so the revoke is all there is
                # to rule on this card: recorded, it goes to the trick like any other.
                revoke.record(ref, seat, card, reason="suit")
        plays.append((seat, card))
        hand.discard(card)
        count += 1
        if count == 4:
            count = 0
            played += 4
            number = trick.number
            (_, first), (_, second), (_, third), (_, fourth) = plays
            trick.decided(trump, winner, (first, second, third, fourth))
            # Law 44E when the trick holds a trump (then a trump wins it), else 44F.
            law = "44E" if best.suit is trump else "44F"
            text = (
                f"{openings[number][winner]}{names[first.order]}, {names[second.order]}, "
                f"{names[third.order]}, {names[fourth.order]})."
            )
            explanation.append(step((text, law, None)))
            if law not in laws:
                laws.append(law)
            if number >= last:
                break
            # Law 44G: the winner leads to the next trick (what ``PlayState.current`` opens).
            trick = Trick(number + 1, winner)
            tricks.append(trick)
            plays = trick.plays
            rotation = _ROTATIONS[winner]
            if not settled or len(revokes) != revokes_seen:
                establishing, settled = _establishing(ref, trick.number)
                revokes_seen = len(revokes)
    return played + count


_NOBODY: frozenset[Seat] = frozenset()
_ACE_OF_SPADES = full_pack()[0]  # a card to start with: the lead replaces it
# Each seat's trick in rotation: the seat, then clockwise.
_ROTATIONS: dict[Seat, tuple[Seat, ...]] = {
    seat: tuple(seat.next(step) for step in range(4)) for seat in Seat
}


def _establishing(ref: Referee, number: int) -> tuple[set[Seat] | frozenset[Seat], bool]:
    """The seats whose card to trick ``number`` establishes a revoke not yet established, and
    whether every revoke is settled (established or corrected)."""
    seats: set[Seat] = set()
    settled = True
    for record in ref.revokes:
        value = record.entry.value
        if value.established or value.corrected:
            continue
        settled = False
        if number > record.trick:
            seats.add(record.seat)
            seats.add(record.seat.partner)
    return (seats or _NOBODY), settled


def _winning(plays: list[tuple[Seat, Card]], trump: Suit | None) -> tuple[Seat, Card]:
    """The seat and card winning a trick in progress so far (Law 44E/F)."""
    winner, best = plays[0]
    for seat, card in plays[1:]:
        if card.suit is best.suit:
            if card.order < best.order:
                winner, best = seat, card
        elif card.suit is trump:
            winner, best = seat, card
    return winner, best


def _in_rotation(trick: Trick) -> bool:
    """Whether the trick's cards so far came from the leader clockwise (not out of turn)."""
    seat = trick.leader
    for who, _ in trick.plays:
        if who is not seat:
            return False
        seat = seat.lho
    return True


def _out_of_turn(ref: Referee, seat: Seat, card: Card, item: Item) -> None:
    trick = ref.play.current
    if ref.awaiting_relead is not None and ref.is_defender(seat):
        illegal_play.before_relead(ref, seat, card)
        return
    if trick.empty or trick.led_suit is None or item.get("lead"):
        lead_out_of_turn.handle(ref, seat, card)
        return
    if ref.is_defender(seat):
        if not trick.has_played(seat.partner):
            premature_play.handle(ref, seat, card)
        else:
            penalty_card.play_out_of_turn(ref, seat, card)
        return
    if illegal_play.declarer_out_of_turn(ref, seat, card):
        _in_turn(ref, seat, card)


def _in_turn(ref: Referee, seat: Seat, card: Card) -> None:
    state = ref.play
    trick = state.current
    hand = state.hands[seat]
    led = trick.led_suit
    # Read before the checks below consume the restriction (a required lead is for one lead).
    allowed = restrictions.permitted(ref, seat, hand, led)
    if trick.empty:
        ref.note(lead_note(seat, card), None)
        revoked = lead_restriction.check_lead_restriction(ref, seat, card, hand)
    elif revoke.is_revoke(hand, led, card):
        revoke.record(ref, seat, card, reason="suit")
        revoked = True
    else:
        revoked = premature_play.check_restriction(ref, seat, card, hand)
    if not revoked and ref.is_defender(seat):
        if penalty_card.violates(ref, seat, card, hand, led, allowed):
            ref.place(seat, card)
            penalty_card.offer_failure(ref, seat, card, allowed)
            return
        kept = penalty_card.deferred(ref, seat, hand, led, allowed)
        if kept and card not in ref.penalty[seat]:
            penalty_card.note_deferred(ref, seat, kept)
    ref.place(seat, card)
