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
  the first legal opportunity; following suit comes first (44C).
- A defender playing something else when a penalty card must be played: irregularity
  ``failure_to_play_penalty_card`` (Law 52) with declarer's options ``accept_play`` (52B1A;
  forced once declarer has played from his hand or dummy, 52B1B; the penalty card stays,
  52B1C) and ``require_penalty_card`` (``card``; 52B2: the card played becomes a major
  penalty card too).
- Law 50E2 / 51B: when the partner of a defender with a major penalty card is to lead,
  declarer chooses first: ``require_lead`` (``suit``; 50E2A, 51B1A, 51B2A; the penalty cards
  of that suit are picked up), ``forbid_lead`` (``suit``; 50E2A, 51B1B: no lead of that suit
  while that defender keeps the lead; the cards of that suit are picked up), ``forbid_leads``
  (penalty cards in two or more suits: every such suit forbidden, 51B2B) and
  ``no_lead_restriction`` (50E2B: the penalty card stays). A lead before the choice is itself
  an exposed card (50E2, Law 49): irregularity ``penalty_card`` with origin
  ``premature_lead``. Breaking the chosen restriction when able is a revoke (61A).
- Law 51A: with two or more major penalty cards that can legally be played, declarer may
  designate which: option ``designate_penalty_card`` (``card``).
"""

from __future__ import annotations

from . import russian as ru
from .cards import Suit
from .inability import cannot_comply
from .options import Pending, option


def is_major(cards, deliberate: bool) -> bool:
    """Law 50C: minor only for a single card below an honour exposed accidentally."""
    return deliberate or len(cards) > 1 or any(card.is_honour for card in cards)


def make(ref, seat, card, major: bool, laws: list[str], origin: str) -> dict:
    ref.add_penalty_card(seat, card, major)
    entry = ref.record(
        "penalty_card",
        seat,
        [*laws, "50C"],
        card=str(card),
        major=ref.penalty[seat][card],
        origin=origin,
    )
    # Law 50C: a second penalty card makes the earlier ones major too.
    on_table = {str(c): m for c, m in ref.penalty[seat].items()}
    for other in ref.irregularities:
        if other["kind"] == "penalty_card" and other["seat"] == seat.letter:
            if other["card"] in on_table:
                other["major"] = on_table[other["card"]]
    ref.note(
        f"{ru.card(card)} у {ru.seat(seat, 'gen')} становится "
        f"{'старшей' if entry['major'] else 'младшей'} "
        "штрафной картой и остаётся открытой на столе.",
        "50C",
    )
    return entry


def expose(ref, item: dict) -> None:
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
    if not ref.is_defender(seat):
        ref.record("declarer_exposed_card", seat, ["48A"], cards=[str(c) for c in parsed])
        ref.note(
            f"{ru.seat(seat)} (сторона разыгрывающего) показал "
            f"{', '.join(ru.card(c) for c in parsed)}: "
            "разыгрывающий за показ карты не наказывается, штрафной она не становится.",
            "48A",
        )
        return
    ref.note(f"Вистующий {ru.seat(seat)} показал {', '.join(ru.card(c) for c in parsed)}.", "49")
    major = is_major(parsed, how == "deliberate")
    for card in parsed:
        make(ref, seat, card, major, ["49"], "exposed")


def play_out_of_turn(ref, seat, card) -> None:
    """A defender plays out of turn after his partner has played to the trick (Law 49)."""
    ref.record("play_out_of_turn", seat, ["49"], card=str(card))
    ref.note(
        f"{ru.seat(seat)} сыграл {ru.card(card)} не в свою очередь: карта вистующего, показанная "
        "раньше "
        "времени, становится штрафной.",
        "49",
    )
    make(ref, seat, card, True, ["49"], "play_out_of_turn")


def check_lead_restriction(ref, seat, card, hand) -> bool:
    """Law 50E2A / 51B: a lead breaking declarer's choice is a revoke (61A) when avoidable."""
    from .revoke import record

    restriction = ref.lead_restriction
    if not restriction or restriction["seat"] != seat:
        return False
    required: Suit | None = restriction.get("require")
    forbidden: set = restriction.get("forbid") or set()
    restriction["require"] = None
    if required is not None and card.suit != required:
        if any(c.suit == required for c in hand):
            legal = {c for c in hand if c.suit == required}
            record(ref, seat, card, reason="lead_restriction", legal=legal)
            return True
        cannot_comply(ref, seat, f"ход в {ru.suit(required)}")
    if card.suit in forbidden:
        if any(c.suit not in forbidden for c in hand):
            legal = {c for c in hand if c.suit not in forbidden}
            record(ref, seat, card, reason="lead_restriction", legal=legal)
            return True
        cannot_comply(ref, seat, "ход не в запрещённую масть")
    return False


def _required(ref, seat, hand, led) -> list:
    """Penalty cards ``seat`` must play now (empty when free)."""
    cards = {c: m for c, m in ref.penalty[seat].items() if c in hand}
    majors = [c for c, m in cards.items() if m]
    if led is not None and any(c.suit == led for c in hand):
        return [c for c in majors if c.suit == led]
    return majors


def violates(ref, seat, card, hand, led) -> bool:
    cards = {c: m for c, m in ref.penalty[seat].items() if c in hand}
    if not cards or card in cards:
        return False
    if _required(ref, seat, hand, led):
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


def offer_failure(ref, seat, card) -> None:
    trick = next(t for t in reversed(ref.state.tricks) if (seat, card) in t.plays)
    hand = set(ref.state.hands[seat]) | {card}
    led = trick.led_suit if trick.leader != seat else None
    required = _required(ref, seat, hand, led) or [
        c for c, m in ref.penalty[seat].items() if not m and c.suit == card.suit
    ]
    entry = ref.record(
        "failure_to_play_penalty_card",
        seat,
        ["52"],
        card=str(card),
        penalty_cards=[str(c) for c in required],
        accepted=None,
    )
    ref.note(
        f"{ru.seat(seat)} сыграл {ru.card(card)}, хотя должен был сыграть штрафной картой "
        f"({', '.join(ru.card(c) for c in required)}).",
        "52A",
    )
    options = [
        option(
            "accept_play",
            "declarer",
            f"принять игру картой {ru.card(card)}; штрафная карта остаётся штрафной",
            ["52B1A", "52B1C"],
        ),
    ]
    for penalty in required:
        options.append(
            option(
                "require_penalty_card",
                "declarer",
                f"потребовать заменить {ru.card(card)} штрафной картой {ru.card(penalty)}; "
                f"{ru.card(card)} становится "
                "старшей штрафной картой",
                ["52B2"],
                card=str(penalty),
            )
        )
    ref.offer(
        Pending(
            "failure_to_play_penalty_card",
            options,
            on_choose=_choose_failure,
            on_card=_after_failure,
            data={"seat": seat, "card": card, "entry": entry, "trick": trick},
        )
    )


def _choose_failure(ref, entry, item) -> None:
    data = ref._last_pending_data
    seat, card, trick = data["seat"], data["card"], data["trick"]
    if entry["code"] == "accept_play":
        data["entry"]["accepted"] = True
        ref.note(
            f"Разыгрывающий принимает {ru.card(card)}; штрафная карта остаётся штрафной.", "52B1C"
        )
        return
    data["entry"]["accepted"] = False
    penalty = ref.parse_card(entry["card"])
    trick.plays = [(s, c) for s, c in trick.plays if not (s == seat and c == card)]
    tricks = ref.state.tricks
    while tricks and tricks[-1] is not trick and not tricks[-1].plays:
        # The trick was complete and the next one had been opened: it is not complete now.
        tricks.pop()
    ref.state.hands[seat].add(card)
    ref.note(
        f"{ru.seat(seat)} заменяет {ru.card(card)} штрафной картой {ru.card(penalty)}.", "52B2"
    )
    make(ref, seat, card, True, ["52B2"], "failure_to_play_penalty_card")
    ref.place(seat, penalty)


def _after_failure(ref, seat, card, item) -> bool:
    data = ref.pending.data
    if not ref.is_defender(seat):
        ref.pending = None
        data["entry"]["accepted"] = True
        ref.note(
            f"Разыгрывающий сыграл после {ru.card(data['card'])} — игра принята, штрафная карта "
            "остаётся штрафной.",
            "52B1B",
        )
        return False
    raise ref.err(ref.waiting_message())


def offer_lead_options(ref) -> None:
    state = ref.state
    if state is None or state.finished:
        return
    trick = state.current
    if not trick.empty or ref.lead_options_done == trick.number:
        return
    leader = trick.leader
    if not ref.is_defender(leader):
        return
    partner = leader.partner
    majors = sorted(c for c, m in ref.penalty[partner].items() if m)
    if not majors:
        return
    ref.lead_options_done = trick.number
    suits = []
    for card in majors:
        if card.suit not in suits:
            suits.append(card.suit)
    several = len(majors) > 1
    options = []
    for suit in suits:
        laws = ["50E2A"] if not several else (["51B1A"] if len(suits) == 1 else ["51B2A"])
        options.append(
            option(
                "require_lead",
                "declarer",
                f"потребовать от {ru.seat(leader, 'gen')} хода в {ru.suit(suit)}",
                laws,
                suit=suit.letter,
            )
        )
    if len(suits) == 1:
        laws = ["50E2A"] if not several else ["51B1B"]
        options.append(
            option(
                "forbid_lead",
                "declarer",
                f"запретить {ru.seat(leader, 'dat')} ход в {ru.suit(suits[0])}, пока он остаётся "
                "при ходе",
                laws,
                suit=suits[0].letter,
            )
        )
    else:
        options.append(
            option(
                "forbid_leads",
                "declarer",
                f"запретить {ru.seat(leader, 'dat')} ход в каждую из мастей штрафных карт",
                ["51B2B"],
            )
        )
    options.append(
        option(
            "no_lead_restriction",
            "declarer",
            "не требовать и не запрещать ходов; штрафная карта остаётся штрафной",
            ["50E2B"],
        )
    )
    ref.note(
        f"Ход за {ru.seat(leader, 'ins')}, а у его партнёра {ru.seat(partner, 'gen')} старшая "
        "штрафная карта "
        f"({', '.join(ru.card(c) for c in majors)}): {ru.seat(leader)} не ходит, пока "
        "разыгрывающий не "
        "сделает выбор.",
        "50E2",
    )
    ref.offer(
        Pending(
            "lead_restriction",
            options,
            on_choose=_choose_lead,
            on_card=_lead_before_choice,
            data={"leader": leader, "partner": partner, "suits": suits},
        )
    )


def _pick_up(ref, seat, suits) -> None:
    for card in [c for c in ref.penalty[seat] if c.suit in suits]:
        del ref.penalty[seat][card]
        ref.note(
            f"{ru.card(card)} перестаёт быть штрафной и возвращается в руку "
            f"{ru.seat(seat, 'gen')}.",
            None,
        )


def _choose_lead(ref, entry, item) -> None:
    data = ref._last_pending_data
    leader, partner = data["leader"], data["partner"]
    code = entry["code"]
    if code == "require_lead":
        suit = Suit.parse(entry["suit"])
        ref.lead_restriction = {"seat": leader, "require": suit, "forbid": set()}
        ref.note(
            f"Разыгрывающий требует от {ru.seat(leader, 'gen')} хода в {ru.suit(suit)}.",
            entry["laws"][0],
        )
        _pick_up(ref, partner, {suit})
    elif code in ("forbid_lead", "forbid_leads"):
        suits = {Suit.parse(entry["suit"])} if code == "forbid_lead" else set(data["suits"])
        ref.lead_restriction = {"seat": leader, "require": None, "forbid": suits}
        names = ", ".join(ru.suit(s) for s in suits)
        ref.note(
            f"Разыгрывающий запрещает {ru.seat(leader, 'dat')} ход в {names}, пока он остаётся "
            "при ходе.",
            entry["laws"][0],
        )
        _pick_up(ref, partner, suits)
    else:
        ref.note("Разыгрывающий не налагает ограничений на ход; штрафная карта остаётся.", "50E2B")


def _lead_before_choice(ref, seat, card, item) -> bool:
    data = ref.pending.data
    if seat != data["leader"]:
        raise ref.err(ref.waiting_message())
    ref.note(
        f"{ru.seat(seat)} пошёл {ru.card(card)} до выбора разыгрывающего — это показ карты "
        "вистующим.",
        "50E2",
    )
    make(ref, seat, card, True, ["50E2", "49"], "premature_lead")
    return True


def offer_designation(ref) -> None:
    """Law 51A: two or more major penalty cards playable now — declarer may designate."""
    state = ref.state
    trick = state.current
    seat = trick.next_to_play()
    if not ref.is_defender(seat):
        return
    hand = state.hands[seat]
    led = trick.led_suit
    required = _required(ref, seat, hand, led)
    if len(required) < 2:
        return
    ref.offer(
        Pending(
            "designate_penalty_card",
            [
                option(
                    "designate_penalty_card",
                    "declarer",
                    f"указать, что {ru.seat(seat)} играет {ru.card(card)}",
                    ["51A"],
                    card=str(card),
                )
                for card in required
            ],
            on_choose=_choose_designation,
            on_card=_designation_card,
            data={"seat": seat},
        )
    )


def _choose_designation(ref, entry, item) -> None:
    seat = ref._last_pending_data["seat"]
    card = ref.parse_card(entry["card"])
    ref.note(
        f"Разыгрывающий указывает штрафную карту {ru.card(card)}; {ru.seat(seat)} играет её.", "51A"
    )
    ref.place(seat, card)


def _designation_card(ref, seat, card, item) -> bool:
    ref.pending = None
    return False
