"""Law 57: a defender's premature lead or play.

"Когда вистующий ходит в следующую взятку или играет картой вне очереди до того, как его
партнер сыграл в текущую взятку, (НАКАЗАНИЕ) карта, сыгранная таким образом, становится
штрафной, и разыгрывающий выбирает одну из следующих возможностей."

Irregularity ``premature_play`` (keys ``card``, ``partner``, ``resolution``); the card also
gives a ``penalty_card`` irregularity (major, origin ``premature_play``). Options for declarer
(all about the offender's partner's play to the current trick):

- ``play_highest`` — 57A1: the partner must play the highest card he holds of the suit led;
- ``play_lowest`` — 57A2: the lowest card of the suit led;
- ``forbid_suit`` (``suit``) — 57A3: the partner may not play a card of that other suit.

When the partner cannot comply he plays any card (57B, Law 59); when he can and does not, it
is a revoke (61A). Law 57C: no rectification when declarer has already played from both
hands (the card then simply stands as played to the trick).
"""

from __future__ import annotations

from collections.abc import Collection

from . import russian as ru
from .cards import SUITS, Card
from .deciding import CHOICE, RULING
from .inability import cannot_comply
from .irregularities import Entry, PrematurePlay
from .options import Option, option
from .penalty_card import make
from .referee import FollowUp, Pending, PlayRestriction, Referee
from .revoke import record
from .seats import Seat


def handle(ref: Referee, seat: Seat, card: Card) -> None:
    state = ref.play
    trick = state.current
    declarer = state.declarer
    both_hands = trick.has_played(declarer) and trick.has_played(declarer.partner)
    if both_hands and not trick.has_played(seat):
        ref.record(PrematurePlay(seat, ref.trick_number(), ("57C",), card, resolution="no_penalty"))
        ref.note(
            f"{ru.seat(seat)} сыграл {ru.card(card)} раньше партнёра, но разыгрывающий уже "
            "сыграл с обеих рук — наказания нет.",
            "57C",
            decides=RULING,
        )
        ref.place(seat, card)
        return
    partner = seat.partner
    entry: Entry[PrematurePlay] = ref.record(
        PrematurePlay(seat, ref.trick_number(), ("57A",), card, partner)
    )
    ref.note(
        f"{ru.seat(seat)} сыграл {ru.card(card)} до того, как его партнёр {ru.seat(partner)} "
        f"сыграл в текущую взятку: разыгрывающий может потребовать от {ru.seat(partner, 'gen')} "
        "сыграть самой старшей или самой младшей картой масти хода либо запретить ему играть "
        "картой другой масти, которую назовёт.",
        "57A",
        decides=CHOICE,
    )
    make(ref, seat, card, True, ["57A"], "premature_play")
    led = trick.led_suit
    assert led is not None
    options = [
        option(
            "play_highest",
            "declarer",
            f"потребовать от {ru.seat(partner, 'gen')} сыграть самой старшей из своих карт "
            f"масти хода ({ru.suit(led)})",
            ["57A1"],
        ),
        option(
            "play_lowest",
            "declarer",
            f"потребовать от {ru.seat(partner, 'gen')} сыграть самой младшей из своих карт "
            f"масти хода ({ru.suit(led)})",
            ["57A2"],
        ),
    ]
    for suit in SUITS:
        if suit != led:
            options.append(
                option(
                    "forbid_suit",
                    "declarer",
                    f"запретить {ru.seat(partner, 'dat')} играть картой масти «{ru.suit(suit)}»",
                    ["57A3"],
                    suit=suit,
                )
            )
    ref.offer(Pending("premature_play", tuple(options), entry, on_choose=_choose))


def _choose(ref: Referee, chosen: Option, entry: Entry[PrematurePlay]) -> FollowUp:
    partner = entry.value.partner
    assert isinstance(partner, Seat)
    entry.amend(resolution=chosen.code)
    ref.add_laws(entry, chosen.laws[0])
    ref.play_restriction = PlayRestriction(
        partner, chosen.code, ref.play.current.number, chosen.suit
    )
    ref.note(f"Разыгрывающий выбирает: {chosen.text}.", chosen.laws[0], decides=RULING)
    return None


def check_restriction(ref: Referee, seat: Seat, card: Card, hand: Collection[Card]) -> bool:
    """Apply declarer's 57A choice to the partner's play; True when it is a revoke (61A)."""
    restriction = ref.play_restriction
    if not restriction or restriction.seat != seat:
        return False
    ref.play_restriction = None
    led = ref.play.current.led_suit
    suited = sorted((c for c in hand if c.suit == led), key=lambda c: c.rank)
    kind = restriction.kind
    if kind in ("play_highest", "play_lowest"):
        if not suited:
            cannot_comply(ref, seat, "нет карт масти хода")
            ref.cite("57B")
            return False
        wanted = suited[-1] if kind == "play_highest" else suited[0]
        if card != wanted:
            record(ref, seat, card, reason="premature_play_restriction", legal={wanted})
            return True
        return False
    forbidden = restriction.suit
    assert forbidden is not None
    if card.suit == forbidden:
        if suited or any(c.suit != forbidden for c in hand):
            legal = {c for c in (suited or hand) if c.suit != forbidden}
            record(ref, seat, card, reason="premature_play_restriction", legal=legal)
            return True
        cannot_comply(ref, seat, f"нет карт, кроме {ru.suit(forbidden)}")
        ref.cite("57B")
    return False
