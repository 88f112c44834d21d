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

from . import russian as ru
from .cards import SUITS, Suit
from .inability import cannot_comply
from .options import Pending, option
from .penalty_card import make


def handle(ref, seat, card) -> None:
    trick = ref.state.current
    declarer = ref.state.declarer
    both_hands = trick.has_played(declarer) and trick.has_played(declarer.partner)
    if both_hands and not trick.has_played(seat):
        ref.record("premature_play", seat, ["57C"], card=str(card), resolution="no_penalty")
        ref.note(
            f"{ru.seat(seat)} сыграл {ru.card(card)} раньше партнёра, но разыгрывающий уже сыграл "
            "с обеих "
            "рук — наказания нет.",
            "57C",
        )
        ref.place(seat, card)
        return
    partner = seat.partner
    entry = ref.record(
        "premature_play",
        seat,
        ["57A"],
        card=str(card),
        partner=partner.letter,
        resolution=None,
    )
    ref.note(
        f"{ru.seat(seat)} сыграл {ru.card(card)} до того, как его партнёр {ru.seat(partner)} "
        "сыграл в "
        "текущую взятку.",
        "57A",
    )
    make(ref, seat, card, True, ["57A"], "premature_play")
    led = trick.led_suit
    options = [
        option(
            "play_highest",
            "declarer",
            f"потребовать от {ru.seat(partner, 'gen')} сыграть самой старшей из своих карт масти "
            "хода "
            f"({ru.suit(led)})",
            ["57A1"],
        ),
        option(
            "play_lowest",
            "declarer",
            f"потребовать от {ru.seat(partner, 'gen')} сыграть самой младшей из своих карт масти "
            "хода "
            f"({ru.suit(led)})",
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
                    suit=suit.letter,
                )
            )
    ref.offer(
        Pending(
            "premature_play",
            options,
            on_choose=_choose,
            data={"seat": seat, "partner": partner, "entry": entry},
        )
    )


def _choose(ref, entry, item) -> None:
    data = ref._last_pending_data
    partner = data["partner"]
    data["entry"]["resolution"] = entry["code"]
    ref.add_laws(data["entry"], entry["laws"][0])
    restriction = {"seat": partner, "kind": entry["code"], "trick": ref.state.current.number}
    if entry["code"] == "forbid_suit":
        restriction["suit"] = Suit.parse(entry["suit"])
    ref.play_restriction = restriction
    ref.note(f"Разыгрывающий выбирает: {entry['text']}.", entry["laws"][0])


def check_restriction(ref, seat, card, hand) -> bool:
    """Apply declarer's 57A choice to the partner's play; True when it is a revoke (61A)."""
    from .revoke import record

    restriction = ref.play_restriction
    if not restriction or restriction["seat"] != seat:
        return False
    ref.play_restriction = None
    led = ref.state.current.led_suit
    suited = sorted((c for c in hand if c.suit == led), key=lambda c: c.rank)
    kind = restriction["kind"]
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
    forbidden = restriction["suit"]
    if card.suit == forbidden:
        if suited or any(c.suit != forbidden for c in hand):
            legal = {c for c in (suited or hand) if c.suit != forbidden}
            record(ref, seat, card, reason="premature_play_restriction", legal=legal)
            return True
        cannot_comply(ref, seat, f"нет карт, кроме {ru.suit(forbidden)}")
        ref.cite("57B")
    return False
