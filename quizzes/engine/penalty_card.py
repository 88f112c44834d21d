"""Laws 48–52: exposed cards and penalty cards.

- Law 48A: a card of declarer (or dummy) exposed is never a penalty card — irregularity
  ``declarer_exposed_card`` (no rectification).
- Law 49: a card a defender exposes becomes a penalty card — irregularity ``penalty_card``
  (keys ``card``, ``major``, ``origin``). Law 50C: a single card below an honour exposed
  accidentally is a minor penalty card; an honour, a card exposed through deliberate play
  (a lead out of turn, a corrected revoke, a premature play…), and every card of a defender
  with two or more penalty cards is a major penalty card.
- Law 50D: with a minor penalty card the defender may play no other card below an honour of
  that suit before it (an honour he may). Law 50E1: a major penalty card must be played at
  the first legal opportunity; following suit (44C) and a lead or play restriction declarer
  chose (50E2A, 51B, 57A — ``restrictions.permitted``) come first, and the card then waits on
  the table for the next legal opportunity.
- A defender playing something else when a penalty card must be played: irregularity
  ``failure_to_play_penalty_card`` (Law 52) with declarer's options ``accept_play`` (52B1A;
  forced once declarer has played from his hand or dummy, 52B1B; the penalty card stays,
  52B1C) and ``require_penalty_card`` (``card``; 52B2: the card played becomes a major
  penalty card too).
- Law 51A: with two or more major penalty cards that can legally be played, declarer may
  designate which: option ``designate_penalty_card`` (``card``).

Declarer's lead options when the partner of a defender with a major penalty card is to lead
(50E2, 51B) are ``lead_restriction``.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from dataclasses import dataclass

from . import restrictions
from . import russian as ru
from .cards import Card, Suit
from .deciding import CHOICE, RULING
from .irregularities import (
    DeclarerExposedCard,
    Entry,
    FailureToPlayPenaltyCard,
    PenaltyCard,
    PlayOutOfTurn,
)
from .options import Option, option
from .play import Trick
from .referee import FollowUp, Item, Pending, Referee
from .seats import Seat


def is_major(cards: Collection[Card], deliberate: bool) -> bool:
    """Law 50C: minor only for a single card below an honour exposed accidentally."""
    return deliberate or len(cards) > 1 or any(card.is_honour for card in cards)


def make(
    ref: Referee, seat: Seat, card: Card, major: bool, laws: list[str], origin: str, why: str = ""
) -> Entry[PenaltyCard]:
    """``why``: the reason 50C gives for the card's kind, said in the step («одиночная карта
    ниже онера, показанная непреднамеренно»)."""
    ref.add_penalty_card(seat, card, major)
    on_table = ref.penalty[seat]
    entry: Entry[PenaltyCard] = ref.record(
        PenaltyCard(seat, ref.trick_number(), (*laws, "50C"), card, on_table[card], origin)
    )
    # Law 50C: a second penalty card makes the earlier ones major too.
    upgraded: list[Card] = []
    for other in ref.irregularities:
        value = other.value
        if isinstance(value, PenaltyCard) and value.seat == seat and value.card in on_table:
            if value.major != on_table[value.card]:
                other.amend(major=on_table[value.card])
                upgraded.append(value.card)
    ref.note(
        f"{ru.card(card)} у {ru.seat(seat, 'gen')} становится "
        f"{'старшей' if entry.value.major else 'младшей'} штрафной картой"
        # The reason holds only when no other penalty card changed the kind (50C).
        + (f" ({why})" if why and entry.value.major == major and not upgraded else "")
        + " и остаётся открытой на столе.",
        "50C",
        decides=RULING,
    )
    if upgraded:
        ref.note(
            f"Теперь у {ru.seat(seat, 'gen')} {len(on_table)} "
            f"{ru.counted(len(on_table), 'штрафная карта')}, "
            "а у вистующего с "
            f"двумя и более штрафными картами все они старшие: {ru.cards(upgraded)} — больше "
            "не младшая, а старшая штрафная карта.",
            "50C",
            decides=RULING,
        )
    return entry


def expose(ref: Referee, item: Item) -> None:
    cards = item["expose"]
    if isinstance(cards, str):
        cards = [cards]
    parsed = [ref.parse_card(text) for text in cards or []]
    if not parsed:
        raise ref.err("не указаны показанные карты")
    seats = {ref.holder(card) for card in parsed}
    if len(seats) != 1:
        raise ref.err("показанные карты должны быть из одной руки")
    seat = seats.pop()
    how = str(item.get("how") or "accidental")
    if how not in ("accidental", "deliberate"):
        raise ref.err("how: ожидается accidental или deliberate")
    could_know = item.get("could_know", False)
    if not isinstance(could_know, bool):
        raise ref.err("could_know: ожидается true или false")
    if not ref.is_defender(seat):
        ref.record(DeclarerExposedCard(seat, ref.trick_number(), ("48A",), tuple(parsed)))
        ref.note(
            f"{ru.seat(seat)} (сторона разыгрывающего) показал {ru.cards(parsed)}: "
            "разыгрывающий за показ карты не наказывается, штрафной она не становится.",
            "48A",
            decides=RULING,
        )
        return
    ref.note(f"Вистующий {ru.seat(seat)} показал {ru.cards(parsed)}.", "49")
    major = is_major(parsed, how == "deliberate")
    if could_know:
        adjusted_instead(ref, seat, parsed, major)
        return
    for card in parsed:
        make(ref, seat, card, major, ["49"], "exposed", _why(parsed, card, how == "deliberate"))
    if how == "deliberate":
        ref.note(
            "Пояснение: если судья сочтёт, что в момент показа нарушитель мог знать, что "
            "показ может помочь нанести ущерб ненарушившей стороне (например, карту показали "
            "партнёру), он вместо ректификаций о штрафной карте назначит присуждённый "
            "результат.",
            "50A",
        )


def _why(cards: Collection[Card], card: Card, deliberate: bool) -> str:
    """Law 50C's reason for the kind of a card a defender exposed."""
    if deliberate:
        return "карта показана преднамеренно"
    if len(cards) > 1:
        return "показано несколько карт сразу"
    if card.is_honour:
        return "карта — онер"
    return "одиночная карта ниже онера, показанная непреднамеренно"


def adjusted_instead(ref: Referee, seat: Seat, cards: Collection[Card], major: bool) -> None:
    """Law 50A: "Судье надлежит назначить присужденный результат вместо нижеописанных
    ректификаций, если он сочтет, что в момент нарушения нарушитель мог знать, что
    преждевременный показ карты мог бы быть полезен для нанесения ущерба ненарушившей
    стороне." The cards are not penalty cards on the table; the record keeps what 50C would
    have made of them."""
    for card in cards:
        ref.record(
            PenaltyCard(
                seat,
                ref.trick_number(),
                ("49", "50C", "50A"),
                card,
                major,
                "exposed",
                adjusted_score=True,
            )
        )
    if len(cards) > 1:
        what = f"эти карты были бы {'старшими' if major else 'младшими'} штрафными картами"
    else:
        what = f"карта была бы {'старшей' if major else 'младшей'} штрафной картой"
    ref.note(f"По 50C {what}.", "50C")
    ref.note(
        f"Но судья считает, что {ru.seat(seat)} в момент показа мог знать, что показ может "
        "помочь нанести ущерб ненарушившей стороне: вместо ректификаций о штрафной карте "
        "(карта на столе, обязанность сыграть её, ограничения на ход партнёра — 50B–50E) он "
        "назначает присуждённый результат. Игра продолжается без штрафной карты; результат "
        "судья определит после игры.",
        "50A",
        decides=RULING,
    )


def play_out_of_turn(ref: Referee, seat: Seat, card: Card) -> None:
    """A defender plays out of turn after his partner has played to the trick (Law 49)."""
    ref.record(PlayOutOfTurn(seat, ref.trick_number(), ("49",), card))
    ref.note(
        f"{ru.seat(seat)} сыграл {ru.card(card)} не в свою очередь: карта вистующего, "
        "показанная раньше времени, становится штрафной.",
        "49",
    )
    make(ref, seat, card, True, ["49"], "play_out_of_turn")


def _due(ref: Referee, seat: Seat, hand: Collection[Card], led: Suit | None) -> list[Card]:
    """Major penalty cards ``seat`` may legally play now, restrictions aside (Law 44C)."""
    cards = {c: m for c, m in ref.penalty[seat].items() if c in hand}
    majors = [c for c, m in cards.items() if m]
    if led is not None and any(c.suit == led for c in hand):
        return [c for c in majors if c.suit == led]
    return majors


def required(
    ref: Referee,
    seat: Seat,
    hand: Collection[Card],
    led: Suit | None,
    allowed: frozenset[Card] | None = None,
) -> list[Card]:
    """Penalty cards ``seat`` must play now (empty when free). ``allowed``: the cards a lead
    or play restriction leaves him (``restrictions.permitted``); Law 50E1 puts the
    restriction first."""
    due = _due(ref, seat, hand, led)
    if allowed is not None:
        return [c for c in due if c in allowed]
    return due


def deferred(
    ref: Referee,
    seat: Seat,
    hand: Collection[Card],
    led: Suit | None,
    allowed: frozenset[Card] | None,
) -> list[Card]:
    """Major penalty cards that would be due now but that the restriction on ``seat`` keeps
    back (Law 50E1: they stay on the table for the next legal opportunity)."""
    if allowed is None:
        return []
    return [c for c in _due(ref, seat, hand, led) if c not in allowed]


def note_deferred(ref: Referee, seat: Seat, cards: Collection[Card]) -> None:
    ref.note(
        f"Ограничение, наложенное разыгрывающим, важнее обязанности играть старшей штрафной "
        f"картой: {ru.cards(sorted(cards))} у {ru.seat(seat, 'gen')} остаётся на столе и "
        "должна быть сыграна при следующей легальной возможности.",
        "50E1",
        decides=RULING,
    )


def violates(
    ref: Referee,
    seat: Seat,
    card: Card,
    hand: Collection[Card],
    led: Suit | None,
    allowed: frozenset[Card] | None = None,
) -> bool:
    cards = {c: m for c, m in ref.penalty[seat].items() if c in hand}
    if not cards or card in cards:
        return False
    if required(ref, seat, hand, led, allowed):
        return True
    following = led is not None and any(c.suit == led for c in hand)
    for penalty, major in cards.items():
        if major:
            continue
        # Law 50D: no other card below an honour of the minor penalty card's suit first.
        if card.suit == penalty.suit and not card.is_honour:
            if following and led != penalty.suit:
                continue
            return True
    return False


@dataclass(frozen=True)
class Failure:
    """A defender played ``card`` to ``trick`` instead of a penalty card (Law 52)."""

    seat: Seat
    card: Card
    entry: Entry[FailureToPlayPenaltyCard]
    trick: Trick


def offer_failure(
    ref: Referee, seat: Seat, card: Card, allowed: frozenset[Card] | None = None
) -> None:
    state = ref.play
    trick = next(t for t in reversed(state.tricks) if (seat, card) in t.plays)
    hand = set(state.hands[seat]) | {card}
    led = trick.led_suit if trick.leader != seat else None
    due = required(ref, seat, hand, led, allowed) or [
        c for c, m in ref.penalty[seat].items() if not m and c.suit == card.suit
    ]
    entry: Entry[FailureToPlayPenaltyCard] = ref.record(
        FailureToPlayPenaltyCard(seat, ref.trick_number(), ("52",), card, tuple(due))
    )
    ref.note(
        f"{ru.seat(seat)} сыграл {ru.card(card)}, хотя должен был сыграть штрафной картой "
        f"({ru.cards(due)}): разыгрывающий может принять эту игру или потребовать сыграть "
        "штрафной картой.",
        "52A",
        decides=CHOICE,
    )
    options = [
        option(
            "accept_play",
            "declarer",
            f"принять игру картой {ru.card(card)}; штрафная карта остаётся штрафной",
            ["52B1A", "52B1C"],
        ),
    ]
    for penalty in due:
        options.append(
            option(
                "require_penalty_card",
                "declarer",
                f"потребовать заменить {ru.card(card)} штрафной картой {ru.card(penalty)}; "
                f"{ru.card(card)} становится старшей штрафной картой",
                ["52B2"],
                card=penalty,
            )
        )
    ref.offer(
        Pending(
            "failure_to_play_penalty_card",
            tuple(options),
            Failure(seat, card, entry, trick),
            on_choose=_choose_failure,
            on_card=_after_failure,
        )
    )


def _choose_failure(ref: Referee, chosen: Option, data: Failure) -> FollowUp:
    seat, card, trick = data.seat, data.card, data.trick
    if chosen.code == "accept_play":
        data.entry.amend(accepted=True)
        ref.note(
            f"Разыгрывающий принимает {ru.card(card)}; штрафная карта остаётся штрафной.",
            "52B1C",
            decides=RULING,
        )
        return None
    data.entry.amend(accepted=False)
    assert chosen.card is not None
    penalty = chosen.card
    trick.plays = [(s, c) for s, c in trick.plays if not (s == seat and c == card)]
    tricks = ref.play.tricks
    while tricks and tricks[-1] is not trick and not tricks[-1].plays:
        # The trick was complete and the next one had been opened: it is not complete now.
        tricks.pop()
    ref.play.hands[seat].add(card)
    ref.note(
        f"{ru.seat(seat)} заменяет {ru.card(card)} штрафной картой {ru.card(penalty)}.",
        "52B2",
        decides=RULING,
    )
    make(ref, seat, card, True, ["52B2"], "failure_to_play_penalty_card")
    ref.place(seat, penalty)
    return None


def _after_failure(ref: Referee, seat: Seat, card: Card, item: Item, data: Failure) -> bool:
    if not ref.is_defender(seat):
        ref.pending = None
        data.entry.amend(accepted=True)
        ref.note(
            f"Разыгрывающий сыграл после {ru.card(data.card)} — игра принята, штрафная карта "
            "остаётся штрафной.",
            "52B1B",
            decides=RULING,
        )
        return False
    raise ref.err(ref.waiting_message())


def offer_designation(ref: Referee) -> None:
    """Law 51A: two or more major penalty cards playable now — declarer may designate."""
    state = ref.play
    trick = state.current
    seat = trick.next_to_play()
    if not ref.is_defender(seat):
        return
    hand = state.hands[seat]
    led = trick.led_suit
    due = required(ref, seat, hand, led, restrictions.permitted(ref, seat, hand, led))
    if len(due) < 2:
        return
    ref.offer(
        Pending(
            "designate_penalty_card",
            tuple(
                option(
                    "designate_penalty_card",
                    "declarer",
                    f"указать, что {ru.seat(seat)} играет {ru.card(card)}",
                    ["51A"],
                    card=card,
                )
                for card in due
            ),
            seat,
            on_choose=_choose_designation,
            on_card=_designation_card,
        )
    )


def _choose_designation(ref: Referee, chosen: Option, seat: Seat) -> FollowUp:
    assert chosen.card is not None
    card = chosen.card
    ref.note(
        f"Разыгрывающий указывает штрафную карту {ru.card(card)}; {ru.seat(seat)} играет её.",
        "51A",
        decides=RULING,
    )
    ref.place(seat, card)
    return None


def _designation_card(ref: Referee, seat: Seat, card: Card, item: Item, data: Seat) -> bool:
    ref.pending = None
    return False


def pick_up(ref: Referee, seat: Seat, suits: Iterable[Suit]) -> None:
    """The penalty cards of ``suits`` go back into ``seat``'s hand (50E2A, 51B)."""
    chosen = set(suits)
    for card in [c for c in ref.penalty[seat] if c.suit in chosen]:
        del ref.penalty[seat][card]
        ref.note(
            f"{ru.card(card)} перестаёт быть штрафной и возвращается в руку "
            f"{ru.seat(seat, 'gen')}.",
            None,
        )
