"""Laws 61–64: the revoke.

Irregularity ``revoke`` (keys: ``card``, ``suit`` (the suit led), ``reason``, ``established``,
``corrected``, ``penalty_tricks``). ``reason`` is ``suit`` (failure to follow suit, 61A, 44C),
``lead_restriction`` (a lead breaking declarer's 50E2/51B choice) or
``premature_play_restriction`` (a play breaking declarer's 57A choice) — both fail to play a
card "которая должна быть сыграна по правилам или назначена оппонентом" (61A).

- 62A/62B: before it is established a revoke must be corrected (play item
  ``{correct_revoke: <card>}``): a defender's revoke card becomes a major penalty card (62B1),
  declarer's or dummy's goes back without penalty (62B2). Cards played after it by the other
  side may be withdrawn (62C) — the engine keeps them, except before a claim (claim_item.py
  corrects an open revoke the claim does not establish, and takes them back). Law 62 survives
  only as titles in the contents; the engine applies the 1987 rule in its own words.
- 63A: it is established when the offender or his partner leads or plays to a later trick
  (63A1), or declarer names a dummy card for a later trick (63A2); once established the trick
  stands (63B); or when a player of the offending side makes or agrees to a claim or
  concession (63A3). After a claim, the tricks it gives each side count as won after the
  played ones.
- 62D: a revoke in the 12th trick must be corrected even when established (63B refers to
  62D); the engine swaps the offender's 12th and 13th cards and decides both tricks again.
  It is never penalised (64B6).
- Law 64, whose 1987 text survives in full in the sources (000 p.88, 001 p.87), is
  :func:`revoke_penalty`: 64A1 the offender won the revoke trick — it and one later trick of
  the offending side go over; 64A2 otherwise one trick if the offending side won that or a
  later trick, and, at the end of 64A2, one more when the offender later won a further trick
  with a card he could legally have played to the revoke trick; no penalty (64B) when the
  offending side won no trick from the revoke on (64B1), for a second revoke in the same suit
  by the same player (64B2), for failing to play a faced card, dummy's included (64B3), when
  attention was first drawn after a call by the non-offending side in the next deal (64B4) or
  after the round (64B5), and in the 12th trick (64B6). The scenario key
  ``revoke_attention: next_board | round_over`` says when attention was drawn (default: during
  the deal).
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass, field
from typing import NamedTuple

from . import revoke_equity
from . import russian as ru
from .cards import SUIT_CARDS, Card, Suit
from .deciding import RULING
from .irregularities import Entry, Revoke
from .penalty_card import make
from .play import PlayedTrick, Trick
from .referee import Item, Referee, RevokeRecord
from .seats import Seat

TRICK_WINNERS = ("offender", "partner", "opponents")
ATTENTION = ("play", "next_board", "round_over")


@dataclass(frozen=True)
class RevokePenalty:
    """The Law 64 outcome of one established revoke: ``tricks`` go to the non-offending side;
    ``laws`` are the clauses applied, in order; ``steps`` are ``(text, law)`` in the engine's
    own words (never the law text)."""

    tricks: int
    laws: tuple[str, ...]
    steps: tuple[tuple[str, str], ...] = field(default=())


def revoke_penalty(
    *,
    revoke_trick_won_by: str,
    later_tricks: int,
    trick: int = 1,
    later_won_with_revoke_suit: bool = False,
    faced: bool = False,
    second_same_suit: bool = False,
    attention: str = "play",
) -> RevokePenalty:
    """Law 64 for an established revoke.

    ``revoke_trick_won_by``: ``offender`` / ``partner`` / ``opponents``; ``later_tricks``:
    tricks the offending side won after the revoke trick; ``trick``: its number;
    ``later_won_with_revoke_suit``: the offender himself later won a trick with a card he could
    legally have played to the revoke trick (64A2); ``faced``: the revoke was a failure to play
    a card faced on the table or of a hand faced on the table, dummy's included (64B3);
    ``second_same_suit``: a later revoke in the same suit by the same player (64B2);
    ``attention``: ``play`` (during the deal), ``next_board`` (first drawn after a call by the
    non-offending side in the next deal, 64B4), ``round_over`` (after the round, 64B5).
    """
    if revoke_trick_won_by not in TRICK_WINNERS:
        raise ValueError(f"revoke_trick_won_by: {revoke_trick_won_by!r}")
    if attention not in ATTENTION:
        raise ValueError(f"attention: {attention!r}")
    if not 1 <= trick <= 13 or not 0 <= later_tricks <= 13 - trick:
        raise ValueError(f"trick {trick}, later_tricks {later_tricks}")
    own_revoke_trick = revoke_trick_won_by != "opponents"
    exemptions = []
    if not own_revoke_trick and later_tricks == 0:
        exemptions.append(
            (
                "Нарушившая сторона не выиграла ни взятку фальшренонса, ни одну из "
                "последующих: наказания взятками нет.",
                "64B1",
            )
        )
    if second_same_suit:
        exemptions.append(
            (
                "Это повторный фальшренонс того же игрока в той же масти: за него "
                "наказания взятками нет.",
                "64B2",
            )
        )
    if faced:
        exemptions.append(
            (
                "Не сыграна карта, открытая на столе (или карта открытой руки — болвана): "
                "наказания взятками нет.",
                "64B3",
            )
        )
    if attention == "next_board":
        exemptions.append(
            (
                "Внимание к фальшренонсу впервые привлекли после того, как ненарушившая "
                "сторона сделала заявку в следующей сдаче: наказания нет.",
                "64B4",
            )
        )
    if attention == "round_over":
        exemptions.append(
            (
                "Внимание к фальшренонсу впервые привлекли после окончания раунда: наказания нет.",
                "64B5",
            )
        )
    if trick == 12:
        exemptions.append(("Фальшренонс в 12-й взятке взятками не наказывается.", "64B6"))
    if exemptions:
        return RevokePenalty(0, tuple(law for _, law in exemptions), tuple(exemptions))
    if revoke_trick_won_by == "offender":
        tricks = 1 + (1 if later_tricks else 0)
        text = "Нарушитель сам выиграл взятку фальшренонса: после игры к ненарушившей стороне " + (
            "переходят 2 взятки: эта и ещё одна из последующих взяток нарушившей стороны."
            if later_tricks
            else "переходит 1 взятка, только эта (последующих взяток нарушившая сторона не "
            "выиграла)."
        )
        return RevokePenalty(tricks, ("64A1",), ((text, "64A1"),))
    steps = [
        (
            "Нарушитель не выиграл взятку фальшренонса, но его сторона выиграла её или "
            "последующую взятку: после игры к ненарушившей стороне переходит одна взятка.",
            "64A2",
        )
    ]
    won_from_revoke_on = later_tricks + (1 if own_revoke_trick else 0)
    # Law 64A2, its last sentence: a further trick won later by the offender with a card he
    # could legally have played to the revoke trick — one such trick goes over too.
    if later_won_with_revoke_suit and won_from_revoke_on >= 2:
        steps.append(
            (
                "Кроме того, нарушитель позже выиграл ещё одну взятку картой, которой мог "
                "легально сыграть во взятку фальшренонса: переходит и одна такая взятка, "
                "всего 2.",
                "64A2",
            )
        )
    return RevokePenalty(len(steps), ("64A2",), tuple(steps))


def is_revoke(hand: Iterable[Card], led: Suit | None, card: Card) -> bool:
    """Law 61A with 44C: not following suit while holding a card of the suit led."""
    return card.suit != led and any(c.suit == led for c in hand)


def record(
    ref: Referee,
    seat: Seat,
    card: Card,
    reason: str,
    legal: Collection[Card] | None = None,
) -> Entry[Revoke]:
    """A revoke by ``seat`` playing ``card``; ``legal``: the cards he could legally have
    played instead (default: his cards of the suit led)."""
    state = ref.play
    trick = state.current
    led = trick.led_suit
    hand = state.hands[seat]
    if legal is not None:
        could = frozenset(legal)
    else:
        could = SUIT_CARDS[led].intersection(hand) if led is not None else frozenset()
    # Law 64B3: a card faced on the table — a penalty card, or any card of dummy's hand.
    faced = seat == state.dummy or not could.isdisjoint(ref.penalty[seat])
    entry: Entry[Revoke] = ref.record(Revoke(seat, trick.number, ("61A",), card, led, reason))
    ref.revokes.append(RevokeRecord(entry, seat, trick.number, card, led, could, faced))
    if reason == "suit":
        assert led is not None
        text = (
            f"{ru.seat(seat)} сыграл {ru.card(card)}, не дав в масть хода ({ru.suit(led)}), "
            "хотя мог — фальшренонс."
        )
    else:
        text = (
            f"{ru.seat(seat)} сыграл {ru.card(card)} вопреки ограничению, наложенному по "
            "наказанию, хотя мог его выполнить — это фальшренонс."
        )
    ref.note(text, "61A")
    return entry


def check_establishment(ref: Referee, seat: Seat, number: int, law: str = "63A1") -> None:
    for revoke in ref.revokes:
        entry = revoke.entry
        if entry.value.established or entry.value.corrected:
            continue
        if seat.is_partner_of(revoke.seat) and number > revoke.trick:
            ref.add_laws(entry, law, established=True)
            action = "сыграл" if law == "63A1" else "обозначил карту"
            ref.note(
                f"{ru.seat(seat)} {action} во взятку {number}: фальшренонс во взятке "
                f"{revoke.trick} выявлен и больше не исправляется.",
                law,
            )
            ref.cite("63B")


def establish_by_claim(ref: Referee, claimer: Seat, agreed: bool) -> None:
    """Law 63A3: a revoke is established when a player of the offending side made or agreed to
    a claim or concession (``agreed``: the claimer's opponents acquiesced). A revoke in the trick
    in progress is established too: the claim's line finishes its trick."""
    for revoke in ref.revokes:
        entry = revoke.entry
        if entry.value.established or entry.value.corrected:
            continue
        made = claimer.is_partner_of(revoke.seat)
        if not (made or agreed):
            continue
        entry.amend(established=True)
        ref.add_laws(entry, "63A3")
        action = "заявила претензию или уступку" if made else "согласилась с претензией"
        ref.note(
            f"Сторона {ru.seat(revoke.seat, 'gen')} {action}: фальшренонс во взятке "
            f"{revoke.trick} выявлен и больше не исправляется.",
            "63A3",
        )
        ref.cite("63B")


def open_revokes(ref: Referee) -> list[RevokeRecord]:
    """Revokes neither established nor corrected: Law 62A still requires their correction."""
    return [r for r in ref.revokes if not r.entry.value.established and not r.entry.value.corrected]


def correct(ref: Referee, item: Item) -> None:
    """Law 62A/62B: the revoker substitutes a legal card before the revoke is established."""
    pending = open_revokes(ref)
    if not pending:
        raise ref.err("нет невыявленного фальшренонса, который можно исправить")
    revoke = pending[-1]
    seat = revoke.seat
    state = ref.play
    new = ref.parse_card(item["correct_revoke"])
    if new not in state.hands[seat]:
        raise ref.err(f"у {ru.seat(seat, 'gen')} нет карты {ru.card(new)}")
    if revoke.suit is not None and revoke.entry.value.reason == "suit":
        if new.suit != revoke.suit:
            raise ref.err(f"исправлять нужно картой масти хода ({ru.suit(revoke.suit)})")
    if any(t.plays for t in state.tricks if t.number > revoke.trick):
        raise ref.err("исправление после начала следующей взятки движок не поддерживает")
    substitute(ref, revoke, new)


def substitute(ref: Referee, revoke: RevokeRecord, new: Card) -> None:
    """Law 62A/62B: ``new`` replaces the revoke card in its trick. Cards the non-offending side
    played to a later trick (only theirs can be there: a card of the offending side would have
    established the revoke, 63A1) are taken back (62C) and that trick is led anew."""
    seat, old = revoke.seat, revoke.card
    state = ref.play
    trick = next(t for t in state.tricks if t.number == revoke.trick)
    # A lead corrected (a suit declarer forbade, 50E2): the cards that followed it go back.
    followed = trick.plays[1:] if trick.leader == seat and trick.plays[0][0] == seat else []
    if followed:
        trick.plays = [(seat, new)]
    else:
        trick.plays = [(s, new if (s == seat and c == old) else c) for s, c in trick.plays]
    state.hands[seat].discard(new)
    state.hands[seat].add(old)
    ref.penalty[seat].pop(new, None)
    entry = revoke.entry
    entry.amend(corrected=True)
    ref.add_laws(entry, "62A")
    ref.note(
        f"Фальшренонс исправлен до выявления: {ru.seat(seat)} играет {ru.card(new)} вместо "
        f"{ru.card(old)}.",
        "62A",
        decides=RULING,
    )
    if ref.is_defender(seat):
        ref.add_laws(entry, "62B1")
        ref.note("Карта фальшренонса вистующего становится штрафной.", "62B1", decides=RULING)
        make(ref, seat, old, True, ["62B1"], "corrected_revoke")
    else:
        ref.add_laws(entry, "62B2")
        ref.note(
            "Карта разыгрывающего (или болвана) возвращается в руку без наказания.",
            "62B2",
            decides=RULING,
        )
    withdrawn = followed + [
        (s, c) for t in state.tricks if t.number > trick.number for s, c in t.plays
    ]
    for holder, card in withdrawn:
        state.hands[holder].add(card)
    if withdrawn:
        ref.add_laws(entry, "62C")
        ref.note(
            f"Сыгранное после фальшренонса ({ru.cards([c for _, c in withdrawn])}) берётся "
            "назад (62C).",
            "62C",
            decides=RULING,
        )
    # The trick after it, open or not yet begun, is led by the trick's winner as it now stands
    # (Law 44G): a corrected revoke may change who won.
    state.tricks[:] = [t for t in state.tricks if t.number <= trick.number]
    if trick.complete:
        winner = trick.winner(state.trump)
        assert winner is not None
        ref.note(f"Взятку {trick.number} теперь выигрывает {ru.seat(winner)}.", None)


def correct_twelfth_before_claim(ref: Referee, record: RevokeRecord) -> None:
    """Law 62D before a claim at trick 13 that establishes a revoke of trick 12 (63A3): it is
    corrected all the same — the offender's last card, of the suit led, goes to trick 12 and
    the revoke card stays in his hand for trick 13, which the claim decides."""
    state = ref.play
    twelfth = next((t for t in state.tricks if t.number == 12), None)
    if twelfth is None or not twelfth.complete or record.suit is None:
        return
    if any(t.plays for t in state.tricks if t.number > 12):
        return
    seat, old = record.seat, record.card
    new = next((c for c in state.hands[seat] if c.suit == record.suit), None)
    if new is None:
        return
    twelfth.plays = [(s, new if s == seat else c) for s, c in twelfth.plays]
    state.hands[seat].discard(new)
    state.hands[seat].add(old)
    state.tricks[:] = [t for t in state.tricks if t.number <= 12]
    entry = record.entry
    entry.amend(established=True, corrected=True)
    ref.add_laws(entry, "63A3", "62D")
    winner = twelfth.winner(state.trump)
    assert winner is not None
    ref.note(
        f"Претензия выявляет фальшренонс {ru.seat(seat, 'gen')} в 12-й взятке, но такой "
        f"фальшренонс исправляется и после выявления: {ru.seat(seat)} играет в неё "
        f"{ru.card(new)}, а {ru.card(old)} остаётся у него на 13-ю взятку; 12-ю взятку "
        f"теперь выигрывает {ru.seat(winner)}, и претензия решается с этой позиции.",
        "62D",
        decides=RULING,
    )
    _twelfth_trick_unpenalised(ref, entry)


def _twelfth_trick_unpenalised(ref: Referee, entry: Entry[Revoke]) -> None:
    # Law 64B6: a revoke in the twelfth trick, corrected (62D), transfers no trick.
    ref.add_laws(entry, "64B6")
    ref.note("Фальшренонс в 12-й взятке взятками не наказывается.", "64B6", decides=RULING)


def correct_twelfth_trick(ref: Referee) -> None:
    """Law 62D: a revoke in the 12th trick is corrected even when established (the tricks
    12 and 13 decided again), before the tricks are written and Law 64 applied."""
    if not any(revoke.trick == 12 for revoke in ref.revokes):
        return
    state = ref.play
    by_number = {t.number: t for t in state.tricks}
    for revoke in ref.revokes:
        entry = revoke.entry
        if revoke.trick != 12 or entry.value.corrected or 13 not in by_number:
            continue
        seat, old = revoke.seat, revoke.card
        twelfth, last = by_number[12], by_number[13]
        new = last.card_of(seat)
        if new is None or new.suit != revoke.suit:
            continue
        twelfth.plays = [(s, new if s == seat else c) for s, c in twelfth.plays]
        last.plays = [(s, old if s == seat else c) for s, c in last.plays]
        winner = twelfth.winner(state.trump)
        assert winner is not None
        last.leader = winner
        entry.amend(corrected=True)
        ref.add_laws(entry, "62D")
        ref.note(
            f"Фальшренонс в 12-й взятке исправляется и после выявления: {ru.seat(seat)} "
            f"играет в неё {ru.card(new)}, а {ru.card(old)} — в 13-ю; взятки 12 и 13 решены "
            "заново.",
            "62D",
            decides=RULING,
        )
        _twelfth_trick_unpenalised(ref, entry)


class Settlement(NamedTuple):
    """Law 64 after the play: ``transfer`` — tricks the penalties move to declarer's side
    (negative when to the defenders); ``equity`` — tricks Law 64C moves besides, to restore
    what the revokes gained (0 when 64C does not apply). Immutable (a named tuple)."""

    transfer: int = 0
    equity: int = 0


def settle(ref: Referee, written_tricks: Sequence[PlayedTrick]) -> Settlement:
    """Apply Law 64 after the play (and 64C where the penalty falls short of the gain);
    ``written_tricks``: the tricks as written (``play.written``) once Law 62D has corrected a revoke
    in the 12th trick (``correct_twelfth_trick``)."""
    state = ref.play
    attention = _attention(ref)
    if not ref.revokes:
        return Settlement()
    trump = state.trump
    tricks = {trick.number: trick for trick in state.tricks if len(trick.plays) == 4}
    winners: dict[int, Seat] = {}
    # The numbers of the tricks each side won (by the parity of the winner's seat: N S / E W).
    won_by: tuple[list[int], list[int]] = ([], [])
    for number, _, _, winner in written_tricks:
        if winner is not None:
            winners[number] = winner
            won_by[winner % 2].append(number)
    if ref.claim is not None:
        # Law 64A counts the tricks the offending side won "subsequent to the revoke": those the
        # claim gives it count like played ones (Laws 69–71 decide the tricks not played).
        claimed = _claimed_tricks(ref)
        if claimed is not None and not ref.claim.line:
            ref.note(
                "С претензией (уступкой) согласились, и взятки не доигрывались; для правила 64 "
                "они распределены так, как их разделила бы линия, по которой судья решал бы "
                "спорную претензию (она даёт сторонам столько же взяток): "
                + "; ".join(
                    f"взятку {number} берёт {ru.seat(trick.winner(trump) or trick.leader)}"
                    f" ({ru.cards(trick.in_rotation())})"
                    for number, trick in claimed.items()
                )
                + ".",
                "64A",
            )
        if claimed is not None:
            # The deciding line is what the claim gives: each trick with its cards and winner
            # (a revoke trick still in progress when the claim was made among them).
            for number, trick in claimed.items():
                winner = trick.winner(trump)
                assert winner is not None
                tricks[number] = trick
                winners[number] = winner
                won_by[winner % 2].append(number)
        else:
            # Only the totals are known (an agreed claim, a stated total): each side's tricks
            # count as won after every played trick, for Law 64 as for the score.
            declaring = state.declarer % 2
            before = {declaring: ref.tricks_before, 1 - declaring: 0}
            before[1 - declaring] = state.first_trick - 1 - ref.tricks_before
            number = max(tricks, default=state.first_trick - 1)
            for parity, letters in ((0, "NS"), (1, "EW")):
                owed = ref.claim.totals[letters] - before[parity] - len(won_by[parity])
                for _ in range(max(0, owed)):
                    number += 1
                    won_by[parity].append(number)
    transfer = {"declarer": 0, "defenders": 0}
    equity = {"declarer": 0, "defenders": 0}
    first_revoke: dict[str, int] = {}
    earlier: list[RevokeRecord] = []
    for revoke in ref.revokes:
        entry = revoke.entry
        if not entry.value.established or entry.value.corrected:
            continue
        seat, number = revoke.seat, revoke.trick
        # The numbers of the tricks the offending side won, in order; where those from the
        # revoke trick on begin.
        ours = won_by[seat % 2]
        since = bisect_left(ours, number)
        if number not in tricks and since < len(ours):
            # Established by a claim in its own trick, and the claim's result is no line of
            # play: who won the revoke trick is not known (if the offending side won no trick
            # from it on, 64B1 needs no winner: below).
            ref.note(
                f"Взятка {number} с фальшренонсом не доиграна, а претензия не говорит, кто "
                "её выиграл: сколько взяток переходит по правилу 64, определяет судья.",
                "64A",
                decides=RULING,
            )
            continue
        side = "defenders" if state.is_defender(seat) else "declarer"
        won = winners.get(number)
        by = "offender" if won == seat else "partner" if won == seat.partner else "opponents"
        later = ours[bisect_right(ours, number) :]
        # Law 64A2: a later trick the offender won with a card he could have played then.
        legal = revoke.legal
        with_legal_card = any(
            tricks[n].card_of(seat) in legal for n in later if winners.get(n) is seat
        )
        # Law 64B2: "последующий фальшренонс в той же масти со стороны того же игрока".
        second = any(r.seat == seat and r.suit == revoke.suit for r in earlier)
        earlier.append(revoke)
        penalty = revoke_penalty(
            revoke_trick_won_by=by,
            later_tricks=len(later),
            trick=number,
            later_won_with_revoke_suit=with_legal_card,
            faced=revoke.faced,
            second_same_suit=second,
            attention=attention,
        )
        count = penalty.tricks
        if count:
            first_revoke.setdefault(side, number)
            # A trick goes over once: never more than the offending side won from its first
            # penalised revoke on.
            available = len(ours) - bisect_left(ours, first_revoke[side]) - transfer[side]
            count = max(0, min(count, available))
        ref.add_laws(entry, *penalty.laws, penalty_tricks=count)
        transfer[side] += count
        for text, law in penalty.steps:
            ref.note(
                f"Фальшренонс {ru.seat(seat, 'gen')} во взятке {number}. {text}",
                law,
                decides=RULING,
            )
        if count < penalty.tricks:
            # Law 64A: only tricks the offending side won go over, and each of them once.
            ref.note(
                "Но переходят только взятки, выигранные нарушившей стороной с первого "
                "наказанного фальшренонса, и каждая — один раз: за фальшренонс во взятке "
                f"{number} переходит {ru.tricks(count)}.",
                penalty.laws[-1],
                decides=RULING,
            )
        # Law 64C: the offending side keeps at least what it had won before the revoke trick.
        kept = len(ours) - since
        room = kept - transfer[side] - equity[side]
        extra = _equity(ref, revoke, tricks, count, room)
        equity[side] += extra
    return Settlement(
        transfer["defenders"] - transfer["declarer"], equity["defenders"] - equity["declarer"]
    )


def _claimed_tricks(ref: Referee) -> dict[int, Trick] | None:
    """The tricks the claim's deciding line gives, by number — None when the claim's result is
    not that line (agreed, or fewer claimed than the line would give, or a withdrawal)."""
    claim = ref.claim
    line = claim.line or ref.claim_line
    side = claim.seat.side
    if not line or len(line) != claim.remaining:
        return None
    if sum(1 for played in line if played.winner.side is side) != claim.tricks:
        return None
    out = {}
    for index, played in enumerate(line):
        number = claim.first_trick + index
        seats = [played.leader.next(offset) for offset in range(len(played.cards))]
        out[number] = Trick(number, played.leader, list(zip(seats, played.cards, strict=True)))
    return out


def _equity(
    ref: Referee, revoke: RevokeRecord, tricks: dict[int, Trick], count: int, room: int
) -> int:
    """Law 64C for one established revoke: the tricks beyond the penalty ``count`` that go to
    the non-offending side (0 when the penalty covers what the revoke gained)."""
    if room <= count:
        # Nothing more can go over: the double-dummy estimate (DDS) would change nothing.
        return 0
    state = ref.play
    number, seat = revoke.trick, revoke.seat
    hands = {holder: set(cards) for holder, cards in ref.deal.hands.items()}
    # The tricks before the revoke trick: the first ones played (a claim's come after it).
    for earlier in state.tricks[: number - state.first_trick]:
        for holder, card in earlier.plays:
            hands[holder].discard(card)
    estimate = revoke_equity.gain(
        hands, state.trump, tricks[number], seat, revoke.card, revoke.legal
    )
    if estimate is None or estimate.gain <= count:
        return 0
    extra = min(estimate.gain, room) - count
    revoke.entry.amend(gain=estimate.gain, equity_tricks=extra)
    ref.add_laws(revoke.entry, "64C")
    given = f"передаёт {ru.tricks(count)}" if count else "наказания взятками не даёт"
    ref.note(
        f"Оценка фальшренонса {ru.seat(seat, 'gen')} во взятке {number} по двойному болвану "
        "(все руки открыты, каждый играет наилучшим образом): с картой "
        f"{ru.card(revoke.card)} сторона нарушителя берёт с этой взятки "
        f"{ru.tricks(estimate.with_revoke)}, с лучшей легальной картой — "
        f"{ru.tricks(estimate.without)}. Фальшренонс принёс ей {ru.tricks(estimate.gain)}, а "
        f"правило 64 {given}.",
        "64C",
    )
    ref.note(
        "Судья отвечает за справедливость и после фальшренонса, за который наказания нет "
        "или оно мало (64C; текст пункта в источниках сохранился только в начале, решение — "
        f"по правилам 1987 года, нашими словами): ненарушившая сторона получает ещё "
        f"{ru.tricks(extra)}, судья назначает присуждённый результат, как если бы "
        "фальшренонса не было.",
        "64C",
        decides=RULING,
    )
    return extra


def _attention(ref: Referee) -> str:
    value = ref.scenario.get("revoke_attention") or "play"
    if value not in ATTENTION:
        ref.at("revoke_attention")
        raise ref.err(f"«{value}» — ожидается play, next_board или round_over")
    return str(value)
