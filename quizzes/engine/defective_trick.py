"""Law 67: the defective trick — a player played no card to a trick, or more than one.

"Для ректификации неигры во взятку нарушитель доставляет карту, которая могла быть легально
сыграна" (67A1); too many cards found while the trick is still current go to Law 45E or 58B
(67A2). Once both sides have played to the next trick (67B):

- 67B1: the offender who played no card faces one and puts it among his played cards — "эта
  карта не влияет на принадлежность взятки"; (A) with a card of the suit led he must choose
  one of them, no penalty; (B) without one he chooses any card and is deemed to have revoked
  in the defective trick (one trick under Law 64 at most);
- 67B2: the offender who played more than one card keeps the one he showed in playing, "если
  судья не в состоянии определить, какая карта была показана, то нарушитель оставляет старшую
  из карт, которые могли быть легально сыграны в той взятке"; the others go back to his hand,
  deemed to have been there all along (failing to play them later may be a revoke).

Plain data in, a ``Rectification`` out: the clause, the cards, and the steps of the ruling in
our words, each with its clause.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

from . import russian as ru
from .cards import Card, Suit


class DefectiveTrickError(ValueError):
    pass


@dataclass(frozen=True)
class Rectification:
    clause: str
    # The cards the offender may place in (or must leave among) his played cards; empty when
    # his hand is not known (then ``led``/``deemed_revoke`` say which cards).
    choices: tuple[Card, ...]
    # Cards that go back into the offender's hand (67B2).
    returned: tuple[Card, ...]
    # 67B1(B): deemed to have revoked in the defective trick.
    deemed_revoke: bool
    # 67B1: the card placed later never changes who won the trick.
    changes_trick_winner: bool
    led: Suit | None = None
    # 67A2: too many cards while the trick is current — Law 45E or 58B decides instead.
    refer_to: tuple[str, ...] = ()
    # The most the revoke penalty can be here (67B1(B): "одновзяточного наказания").
    max_penalty_tricks: int = 0

    def steps(self) -> list[tuple[str, str]]:
        """The ruling in our words, step by step, each with the clause it applies."""
        if self.refer_to:
            return [
                (
                    "Лишняя карта замечена, пока взятка не закрыта: это не дефектная взятка "
                    "по 67B — применяется правило о пятой карте (45E) или об одновременной "
                    "игре с одной руки (58B).",
                    "67A2",
                )
            ]
        if self.returned:
            kept = ru.cards(self.choices)
            back = ru.cards(self.returned)
            return [
                (
                    f"Среди сыгранных в дефектной взятке остаётся {kept}; "
                    f"{back} возвращается в руку нарушителя.",
                    "67B2",
                ),
                (
                    "Возвращённая карта считается всё время бывшей в руке нарушителя: если он "
                    "не сыграет ею, когда обязан, это может быть фальшренонс.",
                    "67B2",
                ),
            ]
        which = f" ({ru.cards(self.choices)})" if self.choices else ""
        suit = f" {self.led.symbol}" if self.led is not None else ""
        if self.clause == "67A1":
            return [
                (
                    f"Нарушитель кладёт в эту взятку карту, которой может сыграть легально — "
                    f"масти хода{suit}, если она у него есть{which}; взятка доигрывается как "
                    "обычно, наказания нет.",
                    "67A1",
                )
            ]
        steps = [
            (
                "Обе стороны уже сыграли в следующую взятку: судья определяет дефектную "
                "взятку, нарушитель открывает карту и кладёт её к своим сыгранным картам; "
                "эта карта не меняет того, кому принадлежит взятка.",
                "67B1",
            )
        ]
        if self.clause == "67B1A":
            steps.append(
                (f"Он выбирает одну из своих карт масти хода{suit}{which}; наказания нет.", "67B1A")
            )
        else:
            steps.append(
                (
                    f"Масти хода у него нет: он кладёт любую карту{which}, и считается, что в "
                    "дефектной взятке он сделал фальшренонс — не больше одной взятки по "
                    "правилу 64.",
                    "67B1B",
                )
            )
        return steps


def _legal(hand: Collection[Card], led: Suit) -> tuple[Card, ...]:
    following = tuple(card for card in hand if card.suit == led)
    return tuple(sorted(following or hand))


def failed_to_play(
    hand: Collection[Card],
    led: Suit,
    *,
    next_trick_played: bool,
    holds_suit_led: bool | None = None,
) -> Rectification:
    """The offender played no card to the trick; ``hand`` is what he holds now (may be empty
    when only ``holds_suit_led`` is known, as at the table)."""
    if holds_suit_led is None:
        if not hand:
            raise DefectiveTrickError("у нарушителя нет карт — взятка не может быть дефектной")
        holds_suit_led = any(card.suit == led for card in hand)
    legal = _legal(hand, led) if hand else ()
    if not next_trick_played:
        # 67A1: the trick is still current; the card supplied is played to it.
        return Rectification("67A1", legal, (), False, True, led=led)
    if holds_suit_led:
        return Rectification("67B1A", legal, (), False, False, led=led)
    return Rectification("67B1B", legal, (), True, False, led=led, max_penalty_tricks=1)


def too_many_cards(
    played: Sequence[Card],
    led: Suit | None,
    *,
    holds_suit_led: bool,
    next_trick_played: bool,
    shown: Card | None = None,
) -> Rectification:
    """The offender put ``played`` (two or more cards) into one trick; ``led`` is the suit led
    to it (None when he led it himself); ``holds_suit_led`` whether he had a card of that suit
    (in hand or among ``played``); ``shown`` the card he showed in playing, when known."""
    if len(played) < 2:
        raise DefectiveTrickError("во взятке должно быть больше одной карты нарушителя")
    if len(set(played)) != len(played):
        raise DefectiveTrickError("одна и та же карта названа дважды")
    if not next_trick_played:
        return Rectification(
            "67A2", tuple(played), (), False, False, led=led, refer_to=("45E", "58B")
        )
    if shown is not None:
        if shown not in played:
            raise DefectiveTrickError(f"{ru.card(shown)} нет среди сыгранных карт")
        kept = shown
    else:
        # The highest of the cards that could legally have been played to that trick: with a
        # card of the suit led, only those.
        could_follow = led is not None and holds_suit_led
        legal = [card for card in played if not could_follow or card.suit == led]
        if not legal:
            # None of the cards played could legally be played: the director can only take
            # the highest card played (a revoke in that trick is then for Laws 61–64).
            legal = list(played)
        kept = max(legal, key=lambda card: int(card.rank))
    returned = tuple(card for card in played if card != kept)
    return Rectification("67B2", (kept,), returned, False, False, led=led)
