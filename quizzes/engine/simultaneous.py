"""Law 58: simultaneous leads or plays.

58A: a card played at the same time as another player's legal play counts as played after
it — write the two cards in that order; nothing else follows.
58B: one player leads or plays two or more cards at once — play item
``{simultaneous: [HQ, H2], visible: [HQ, H2], intended: HQ}``:
58B1 only one card visible — it is played, the others are picked up without penalty;
58B2 more than one visible — the player chooses the card he meant to play (``intended``),
and if he is a defender each other card exposed becomes a penalty card (Law 50; 50C: a single
card below an honour exposed this way is a minor one).
Irregularity ``simultaneous_play`` (keys ``cards``, ``visible``, ``played``).
"""

from __future__ import annotations

from collections.abc import Sequence

from . import russian as ru
from .cards import Card
from .deciding import RULING
from .irregularities import SimultaneousPlay
from .penalty_card import make
from .referee import Item, Referee
from .seats import Seat


def handle(ref: Referee, item: Item) -> tuple[Seat, Card, list[Card]]:
    """The player, the card played and (58B2, a defender) the other visible cards."""
    cards = [ref.parse_card(text) for text in item.get("simultaneous") or []]
    if len(cards) < 2:
        raise ref.err("в одновременной игре нужно не меньше двух карт")
    seats = {ref.holder(card) for card in cards}
    if len(seats) != 1:
        raise ref.err("одновременная игра одного игрока: карты должны быть из одной руки")
    seat = seats.pop()
    visible_raw = item.get("visible")
    visible = cards if visible_raw is None else [ref.parse_card(t) for t in visible_raw]
    if not visible or any(card not in cards for card in visible):
        raise ref.err("visible: видимые карты должны быть из числа сыгранных одновременно")
    if len(visible) == 1:
        played = visible[0]
        law = "58B1"
        ref.note(
            f"{ru.seat(seat)} сыграл сразу несколько карт, видна одна — {ru.card(played)}: она "
            "сыграна, остальные поднимаются без наказания.",
            law,
            decides=RULING,
        )
    else:
        if item.get("intended") is None:
            raise ref.err(
                "intended: видно больше одной карты — укажите, какой игрок собирался сыграть"
            )
        played = ref.parse_card(item["intended"])
        if played not in visible:
            raise ref.err("intended: карта должна быть среди видимых")
        law = "58B2"
        ref.note(
            f"{ru.seat(seat)} сыграл сразу несколько карт, видны {ru.cards(visible)}: он "
            f"выбирает {ru.card(played)}.",
            law,
            decides=RULING,
        )
    ref.record(
        SimultaneousPlay(
            seat, ref.trick_number(), ("58B", law), tuple(cards), tuple(visible), played
        )
    )
    others: list[Card] = []
    if law == "58B2" and ref.is_defender(seat):
        others = [c for c in visible if c != played]
    return seat, played, others


def penalty_cards(ref: Referee, seat: Seat, others: Sequence[Card], trick: int) -> None:
    """Law 58B2: after the chosen card is played, each other visible card of a defender
    becomes a penalty card (50C: minor when a single card below an honour) — so playing the
    chosen card is no failure to play a penalty card (52)."""
    major = len(others) > 1 or any(c.is_honour for c in others)
    for card in others:
        entry = make(ref, seat, card, major, ["58B2"], "simultaneous_play")
        entry.amend(trick=trick)
