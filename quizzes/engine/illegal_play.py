"""Law 60: play after an illegal play, and declarer's plays out of turn.

- 60A1/60A2: a card played by the non-offending side after its RHO led or played out of turn
  or prematurely, before the rectification was settled, forfeits the right to rectify: the
  illegal play is treated as in turn (the lead-out-of-turn module uses ``forfeit``).
- 60A3: earlier obligations of the offending side (penalty cards, lead restrictions) remain.
- 60B: a defender who plays after declarer was required to retract a lead out of turn, but
  before declarer has led from the right hand: the card becomes a penalty card
  (irregularity ``penalty_card``, origin ``before_relead``).
- 60C: a card played by the offending side before the rectification is settled does not
  affect the opponents' rights and may itself be penalised (a defender's card becomes a
  penalty card, origin ``offending_side``).
- A card of declarer's side played out of turn to a trick in progress (not a lead):
  irregularity ``play_out_of_turn`` (``withdrawn: false``); the 1987 laws give no
  rectification (48A: declarer is never penalised for exposing a card), the card stands as
  played and the skipped defender plays; a defender then playing before his partner is not
  penalised when declarer has played from both hands (57C). A card of a hand that has already
  played to the trick (toward the next one) goes back (``withdrawn: true``).
"""

from __future__ import annotations

from . import penalty_card
from . import russian as ru
from .cards import Card
from .deciding import RULING
from .irregularities import LeadOutOfTurn, PlayOutOfTurn
from .referee import Referee
from .seats import Seat


def forfeit(ref: Referee, seat: Seat, offender: Seat) -> None:
    ref.note(
        f"{ru.seat(seat)} сыграл картой после нарушения своего правого противника "
        f"({ru.seat(offender)}) до выбора ректификации: право на неё потеряно, нелегальная "
        "игра считается сделанной в очередь.",
        "60A1",
        decides=RULING,
    )
    ref.cite("60A2")


def before_relead(ref: Referee, seat: Seat, card: Card) -> None:
    ref.note(
        f"{ru.seat(seat)} сыграл {ru.card(card)} после того, как от разыгрывающего потребовали "
        "отменить ход вне очереди, но до его хода с правильной руки.",
        "60B",
    )
    penalty_card.make(ref, seat, card, True, ["60B"], "before_relead")


def offending_side(ref: Referee, seat: Seat, card: Card, proper_leader: bool = False) -> None:
    """60C. ``proper_leader``: the lead out of turn was made when it was ``seat``'s own lead —
    he is the offender's partner, so 53C (the proper lead after a lead out of turn, which
    belongs to an opponent of the offender) does not give him his lead."""
    if proper_leader:
        text = (
            f"Ход был за {ru.seat(seat, 'ins')}, но он партнёр нарушителя: правильный ход "
            "после неправильного утверждается, только когда ход принадлежал оппоненту "
            f"нарушителя (53C). Карта {ru.card(card)}, сыгранная нарушившей стороной до выбора "
            "ректификации, прав противников не меняет, а сама может быть наказана."
        )
    else:
        text = (
            f"{ru.seat(seat)} (нарушившая сторона) сыграл {ru.card(card)} до выбора "
            "ректификации: это не влияет на права противников, а сама карта может быть наказана."
        )
    ref.note(text, "60C", decides=RULING)
    if ref.is_defender(seat):
        # Law 50C: a card exposed through deliberate play is a major penalty card.
        penalty_card.make(ref, seat, card, True, ["60C"], "offending_side")


def declarer_out_of_turn(ref: Referee, seat: Seat, card: Card) -> bool:
    """A card of declarer's side out of turn (48A); True when it stands and is to be played
    to the trick now, False when it goes back."""
    state = ref.play
    skipped = state.turn()
    if state.current.has_played(seat):
        # A card toward the next trick before this one is finished: nothing to play it to.
        ref.record(PlayOutOfTurn(seat, ref.trick_number(), ("48A",), card, withdrawn=True))
        ref.note(
            f"{ru.seat(seat)} (сторона разыгрывающего) положил {ru.card(card)}, хотя уже сыграл "
            "в эту взятку: разыгрывающий за показ карты не наказывается, карта возвращается.",
            "48A",
            decides=RULING,
        )
        return False
    if _second_card_from_dummy(ref, seat):
        # Law 54B2, not 48A: the opening lead out of turn was accepted and dummy, not
        # declarer's hand (54B1), played second.
        ref.record(PlayOutOfTurn(seat, ref.trick_number(), ("54B2",), card, withdrawn=False))
        ref.note(
            f"Вторую карту в эту взятку разыгрывающий сыграл со стола ({ru.card(card)}), а не "
            "со своей руки: карта стола не может быть отменена, кроме как для исправления "
            f"фальшренонса. {ru.seat(skipped)} играет в эту взятку.",
            "54B2",
            decides=RULING,
        )
        return True
    ref.record(PlayOutOfTurn(seat, ref.trick_number(), ("48A",), card, withdrawn=False))
    ref.note(
        f"{ru.seat(seat)} (сторона разыгрывающего) сыграл {ru.card(card)} не в свою очередь, "
        f"раньше {ru.seat(skipped, 'gen')}. Разыгрывающий за показ карты не наказывается. "
        f"Пояснение: карта остаётся сыгранной, {ru.seat(skipped)} играет в эту взятку.",
        "48A",
        decides=RULING,
    )
    return True


def _second_card_from_dummy(ref: Referee, seat: Seat) -> bool:
    """Dummy plays the second card to a trick opened by an accepted opening lead out of turn
    (Law 54B: the second card is declarer's, 54B1; from dummy it stands, 54B2)."""
    state = ref.play
    trick = state.current
    if seat != state.dummy or state.completed or len(trick.plays) != 1:
        return False
    return any(
        isinstance(entry.value, LeadOutOfTurn)
        and entry.value.opening
        and entry.value.resolution == "accept_lead"
        and ref.is_defender(entry.value.seat)
        for entry in ref.irregularities
    )
