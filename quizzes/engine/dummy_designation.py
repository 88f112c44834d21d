"""Law 46B: incomplete or erroneous designation of a card from dummy.

Play item ``{designate: <words>, suit: <S|H|D|C>}``, when it is dummy's turn:

- ``"старшая"`` / ``"high"`` (with ``suit``, or the suit led): the highest card of that suit
  (46B1); ``"младшая"`` / ``"low"``: the lowest (46B1);
- ``"S"`` — a suit without a rank: the lowest card of that suit (46B2);
- ``"K"`` — a rank without a suit: on a lead, the suit in which dummy won the previous trick
  if dummy has that rank in it (46B3A); otherwise the card of that rank that may legally be
  played (46B3B) — if two or more can, declarer must say which: option ``clarify``
  (``card``, side ``declarer``);
- ``"SK"`` — a full card: played if dummy has it (45C4A); if dummy does not, the designation
  is void and declarer may designate any legal card (46B4: write the next designation or
  card);
- ``"любая"`` / ``"any"``: either defender may designate the card — option
  ``defenders_designate`` (``card``, side ``defenders``) for each legal card (46B5).

Irregularity ``dummy_designation`` (keys ``said``, ``card`` (the card played, None when
void or pending), ``rule``).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

from . import russian as ru
from .card_reading import read_designation
from .cards import Card, CardError, Rank, Suit
from .deciding import RULING
from .irregularities import DummyDesignation, Entry
from .options import Option, option
from .play import legal_cards
from .referee import FollowUp, Item, Pending, Referee
from .revoke import check_establishment
from .seats import Seat

HIGH = {"старшая", "старшую", "high", "top", "большая"}
LOW = {"младшая", "младшую", "low", "small", "маленькая", "мелкая"}
ANY = {"любая", "любую", "any", "anything", "что-нибудь"}


@dataclass(frozen=True)
class Designation:
    """A designation that needs a choice: the cards it may still be (46B3B, 46B5)."""

    entry: Entry[DummyDesignation]
    cards: tuple[Card, ...]


def designate(ref: Referee, item: Item) -> Card | None:
    """The dummy card designated, or None when the designation is void or a choice is due."""
    state = ref.play
    trick = state.current
    dummy = state.dummy
    if trick.next_to_play() != dummy:
        raise ref.err("называть карту стола можно, когда очередь болвана")
    # Law 63A2: naming a card to be played to a later trick establishes a revoke of the side.
    check_establishment(ref, dummy, trick.number, "63A2")
    said = str(item["designate"]).strip()
    hand = state.hands[dummy]
    led = trick.led_suit
    legal = legal_cards(hand, led)
    extent, named_suit, rank = _read(ref, said)
    suit = named_suit
    suit_text = item.get("suit")
    if suit_text is not None:
        given = _read_suit(ref, suit_text)
        if suit is not None and given is not suit:
            raise ref.err(f"designate: «{said}» — это {ru.suit(suit)}, а suit: {ru.suit(given)}")
        suit = given
    entry: Entry[DummyDesignation] = ref.record(
        DummyDesignation(state.declarer, ref.trick_number(), ("46B",), said)
    )
    if extent in ("high", "low"):
        high = extent == "high"
        suit = suit or led
        if suit is None:
            raise ref.err("при ходе со стола «старшая»/«младшая» требует масти (suit)")
        cards = sorted((c for c in hand if c.suit == suit), key=lambda c: c.rank)
        if not cards:
            # 46B1 designates the highest (lowest) card of that suit, and dummy has none:
            # a card that is not in dummy, 46B4.
            _void(ref, entry, said, suit)
            return None
        card = cards[-1] if high else cards[0]
        return _played(
            ref,
            entry,
            card,
            "46B1",
            f"«{said}» — считается названной самая {'старшая' if high else 'младшая'} "
            f"карта {ru.suit_adjective(suit)} масти: {ru.card(card)}.",
        )
    if extent == "any":
        entry.amend(rule="46B5")
        ref.add_laws(entry, "46B5")
        ref.note(
            "Разыгрывающий сказал «любая»: карту стола может указать любой из вистующих.",
            "46B5",
            decides=RULING,
        )
        ref.offer(
            Pending(
                "dummy_designation",
                tuple(
                    option(
                        "defenders_designate",
                        "defenders",
                        f"вистующие указывают {ru.card(c)}",
                        ["46B5"],
                        card=c,
                    )
                    for c in legal
                ),
                Designation(entry, tuple(legal)),
                on_choose=_choose,
                on_card=_card_chosen,
            )
        )
        return None
    if rank is None and suit is not None:
        cards = sorted((c for c in hand if c.suit == suit), key=lambda c: c.rank)
        if not cards:
            _void(ref, entry, f"масть «{ru.suit(suit)}»")
            return None
        return _played(
            ref,
            entry,
            cards[0],
            "46B2",
            f"Названа масть без старшинства — считается названной самая младшая "
            f"карта {ru.suit_adjective(suit)} масти: {ru.card(cards[0])}.",
        )
    assert rank is not None
    if suit is None:
        return _rank_only(ref, entry, rank, said, hand, legal)
    card = Card(suit, rank)
    if card in hand:
        ref.irregularities.remove(entry)
        ref.note(
            f"Разыгрывающий назвал {ru.card(card)}; болван её играет.", "45C4A", decides=RULING
        )
        return card
    _void(ref, entry, f"карта «{ru.card(card)}»")
    return None


def _read(ref: Referee, said: str) -> tuple[str | None, Suit | None, Rank | None]:
    """What declarer's words name: ``high``/``low``/``any`` (or None), a suit, a rank. The
    data codes first (``high``, ``S``, ``K``, ``SK``), then Russian as a person says it
    (card_reading: «старшую», «маленькую трефу», «пику», «десятку пик», «♠10»)."""
    word = said.lower()
    for words, extent in ((HIGH, "high"), (LOW, "low"), (ANY, "any")):
        if word in words:
            return extent, None, None
    for parse in (Suit.parse, Rank.parse, Card.parse):
        try:
            value = parse(said)
        except CardError:
            continue
        if isinstance(value, Suit):
            return None, value, None
        if isinstance(value, Rank):
            return None, None, value
        return None, value.suit, value.rank
    try:
        read = read_designation(said)
    except CardError as exc:
        raise ref.err(
            f"designate: {exc} Назовите карту стола: «старшую», «маленькую трефу», «пику», "
            "«короля», «десятку пик», «любую» (или S, K, SK, high, low, any)."
        ) from None
    return read.extent, read.suit, read.rank


def _read_suit(ref: Referee, text: object) -> Suit:
    try:
        return Suit.parse(text)
    except CardError:
        pass
    try:
        read = read_designation(text)
    except CardError:
        read = None
    if read is None or read.suit is None or read.rank is not None or read.extent is not None:
        raise ref.err(f"suit: «{text}» — ожидается масть: S, H, D, C или «пики», «трефы»…")
    return read.suit


def _played(ref: Referee, entry: Entry[DummyDesignation], card: Card, law: str, text: str) -> Card:
    entry.amend(card=card, rule=law)
    ref.add_laws(entry, law)
    ref.note(text, law, decides=RULING)
    return card


def _void(
    ref: Referee, entry: Entry[DummyDesignation], said: str, suit: Suit | None = None
) -> None:
    entry.amend(rule="46B4")
    ref.add_laws(entry, "46B4")
    if suit is None:
        # ``said`` names what was named, in words: «карта «♠К»», «масть «пики»».
        what = f"Названа {said}, которой нет на столе"
    else:
        what = (
            f"«{said}» — это карта {ru.suit_adjective(suit)} масти (46B1), а у болвана их нет: "
            "названа карта, которой нет на столе"
        )
    ref.note(
        f"{what}: обозначение недействительно, разыгрывающий может назвать любую легальную карту.",
        "46B4",
        decides=RULING,
    )
    return None


def _rank_only(
    ref: Referee,
    entry: Entry[DummyDesignation],
    rank: Rank,
    said: str,
    hand: Collection[Card],
    legal: Sequence[Card],
) -> Card | None:
    state = ref.play
    trick = state.current
    if trick.empty:
        previous = state.completed[-1] if state.completed else None
        if previous is not None and previous.winner(state.trump) == state.dummy:
            won_with = previous.card_of(state.dummy)
            card = Card(won_with.suit, rank) if won_with is not None else None
            if card is not None and card in hand:
                return _played(
                    ref,
                    entry,
                    card,
                    "46B3A",
                    f"Ход со стола назван только старшинством: подразумевается "
                    f"продолжение масти, в которой болван выиграл предыдущую "
                    f"взятку — {ru.card(card)}.",
                )
    matching = [c for c in legal if c.rank == rank]
    if len(matching) == 1:
        return _played(
            ref,
            entry,
            matching[0],
            "46B3B",
            f"Названо только старшинство: играется единственная легальная карта "
            f"этого старшинства — {ru.card(matching[0])}.",
        )
    if not matching:
        _void(ref, entry, f"карта старшинства «{ru.rank(rank)}»")
        return None
    entry.amend(rule="46B3B")
    ref.add_laws(entry, "46B3B")
    ref.note(
        "Названо только старшинство, а легальных карт такого старшинства несколько: "
        "разыгрывающий должен пояснить, какую он имел в виду.",
        "46B3B",
        decides=RULING,
    )
    ref.offer(
        Pending(
            "dummy_designation",
            tuple(
                option(
                    "clarify",
                    "declarer",
                    f"разыгрывающий поясняет: {ru.card(c)}",
                    ["46B3B"],
                    card=c,
                )
                for c in matching
            ),
            Designation(entry, tuple(matching)),
            on_choose=_choose,
            on_card=_card_chosen,
        )
    )
    return None


def _choose(ref: Referee, chosen: Option, data: Designation) -> FollowUp:
    assert chosen.card is not None
    card = chosen.card
    data.entry.amend(card=card)
    ref.note(f"Со стола играется {ru.card(card)}.", chosen.laws[0], decides=RULING)
    return ref.play.dummy, card


def _card_chosen(ref: Referee, seat: Seat, card: Card, item: Item, data: Designation) -> bool:
    if seat == ref.play.dummy and card in data.cards:
        ref.pending = None
        data.entry.amend(card=card)
        return False
    raise ref.err(ref.waiting_message())
