"""Laws 61–64: the revoke.

Irregularity ``revoke`` (keys: ``card``, ``suit`` (the suit led), ``reason``, ``established``,
``corrected``, ``penalty_tricks``). ``reason`` is ``suit`` (failure to follow suit, 61A, 44C),
``lead_restriction`` (a lead breaking declarer's 50E2/51B choice) or
``premature_play_restriction`` (a play breaking declarer's 57A choice) — both are "неигра
картой, которая должна быть сыграна по правилам или назначена оппонентом" (61A).

- 62A/62B: before it is established a revoke must be corrected (play item
  ``{correct_revoke: <card>}``): a defender's revoke card becomes a major penalty card (62B1),
  declarer's or dummy's goes back without penalty (62B2). Cards played after it by the other
  side may be withdrawn (62C) — the engine keeps them.
- 63A: it is established when the offender or his partner leads or plays to a later trick
  (63A1), or declarer names a dummy card for a later trick (63A2); once established the trick
  stands (63B). Claims (63A3) are not modelled.
- 62D: a revoke in the 12th trick must be corrected even when established; the engine swaps
  the offender's 12th and 13th cards and decides both tricks again, without penalty.
- 64A1: the offender won the revoke trick — that trick plus one later trick won by the
  offending side go to the other side; 64A2: otherwise one trick, if the offending side won
  the revoke trick or a later one; 64B1: no penalty if it won neither. The engine also gives
  no penalty for a second revoke in the same suit by the same player and for a revoke from
  dummy (the 1987 Law 64B list — only its first line survives in the sources — hence the
  explanation marks these as "Пояснение").
"""

from __future__ import annotations


def is_revoke(hand, led, card) -> bool:
    """Law 61A with 44C: not following suit while holding a card of the suit led."""
    return card.suit != led and any(c.suit == led for c in hand)


def record(ref, seat, card, reason: str) -> dict:
    trick = ref.state.current
    led = trick.led_suit
    entry = ref.record(
        "revoke",
        seat,
        ["61A"],
        card=str(card),
        suit=led.letter if led else None,
        reason=reason,
        established=False,
        corrected=False,
        penalty_tricks=0,
    )
    ref.revokes.append(
        {"entry": entry, "seat": seat, "trick": trick.number, "card": card, "suit": led}
    )
    if reason == "suit":
        text = (
            f"{seat.name_ru} сыграл {card}, не дав в масть хода ({led.name_ru}), хотя "
            "мог — фальшренонс."
        )
    else:
        text = (
            f"{seat.name_ru} сыграл {card} вопреки ограничению, наложенному по "
            "наказанию, хотя мог его выполнить — это фальшренонс."
        )
    ref.note(text, "61A")
    return entry


def check_establishment(ref, seat, number: int, law: str = "63A1") -> None:
    for revoke in ref.revokes:
        entry = revoke["entry"]
        if entry["established"] or entry["corrected"]:
            continue
        if seat.is_partner_of(revoke["seat"]) and number > revoke["trick"]:
            entry["established"] = True
            ref.add_laws(entry, law)
            action = "сыграл" if law == "63A1" else "обозначил карту"
            ref.note(
                f"{seat.name_ru} {action} во взятку {number}: фальшренонс во взятке "
                f"{revoke['trick']} выявлен и больше не исправляется.",
                law,
            )
            ref.cite("63B")


def correct(ref, item: dict) -> None:
    open_revokes = [
        r for r in ref.revokes if not r["entry"]["established"] and not r["entry"]["corrected"]
    ]
    if not open_revokes:
        raise ref.err("нет невыявленного фальшренонса, который можно исправить")
    revoke = open_revokes[-1]
    seat, old = revoke["seat"], revoke["card"]
    new = ref.parse_card(item["correct_revoke"])
    if new not in ref.state.hands[seat]:
        raise ref.err(f"у {seat.gen} нет карты {new}")
    if revoke["suit"] is not None and revoke["entry"]["reason"] == "suit":
        if new.suit != revoke["suit"]:
            raise ref.err(f"исправлять нужно картой масти хода ({revoke['suit'].name_ru})")
    trick = next(t for t in ref.state.tricks if t.number == revoke["trick"])
    if any(t.plays for t in ref.state.tricks if t.number > revoke["trick"]):
        raise ref.err("исправление после начала следующей взятки движок не поддерживает")
    trick.plays = [(s, new if (s == seat and c == old) else c) for s, c in trick.plays]
    ref.state.hands[seat].discard(new)
    ref.state.hands[seat].add(old)
    ref.penalty[seat].pop(new, None)
    entry = revoke["entry"]
    entry["corrected"] = True
    ref.add_laws(entry, "62A")
    ref.note(
        f"Фальшренонс исправлен до выявления: {seat.name_ru} играет {new} вместо {old}.", "62A"
    )
    if ref.is_defender(seat):
        ref.add_laws(entry, "62B1")
        ref.note("Карта фальшренонса вистующего становится штрафной.", "62B1")
        from .penalty_card import make

        make(ref, seat, old, True, ["62B1"], "corrected_revoke")
    else:
        ref.add_laws(entry, "62B2")
        ref.note("Карта разыгрывающего (или болвана) возвращается в руку без наказания.", "62B2")
    if trick.complete:
        ref.note(
            f"Взятку {trick.number} теперь выигрывает {trick.winner(ref.state.trump).name_ru}.",
            None,
        )


def _twelfth_trick(ref) -> None:
    state = ref.state
    by_number = {t.number: t for t in state.tricks}
    for revoke in ref.revokes:
        entry = revoke["entry"]
        if revoke["trick"] != 12 or entry["corrected"] or 13 not in by_number:
            continue
        seat, old = revoke["seat"], revoke["card"]
        twelfth, last = by_number[12], by_number[13]
        new = last.card_of(seat)
        if new is None or new.suit != revoke["suit"]:
            continue
        twelfth.plays = [(s, new if s == seat else c) for s, c in twelfth.plays]
        last.plays = [(s, old if s == seat else c) for s, c in last.plays]
        last.leader = twelfth.winner(state.trump)
        entry["corrected"] = True
        ref.add_laws(entry, "62D")
        ref.note(
            f"Фальшренонс в 12-й взятке исправляется и после выявления: {seat.name_ru} "
            f"играет в неё {new}, а {old} — в 13-ю; наказания нет. Пояснение: взятки 12 и 13 "
            "решены заново.",
            "62D",
        )


def settle(ref) -> int:
    """Apply Law 64 after the play; returns the tricks moved to declarer's side (may be <0)."""
    state = ref.state
    _twelfth_trick(ref)
    winners = {t.number: t.winner(state.trump) for t in state.completed}
    transfer = {"declarer": 0, "defenders": 0}
    first_revoke = {}
    penalised: list[tuple] = []
    for revoke in ref.revokes:
        entry = revoke["entry"]
        if not entry["established"] or entry["corrected"]:
            continue
        seat, number = revoke["seat"], revoke["trick"]
        side = "defenders" if ref.is_defender(seat) else "declarer"
        if seat == state.dummy:
            ref.add_laws(entry, "64B")
            ref.note(
                "Фальшренонс болвана: наказания взятками нет. Пояснение: карты болвана открыты "
                "на столе (правило 64B).",
                "64B",
            )
            continue
        if any(p[0] == seat and p[1] == revoke["suit"] for p in penalised):
            ref.add_laws(entry, "64B")
            ref.note(
                f"Повторный фальшренонс {seat.gen} в той же масти: наказания взятками нет. "
                "Пояснение: правило 64B.",
                "64B",
            )
            continue
        first_revoke.setdefault(side, number)
        later_won = any(w.is_partner_of(seat) for n, w in winners.items() if n > number)
        if winners.get(number) == seat:
            tricks = 1 + (1 if later_won else 0)
            law = "64A1"
            text = (
                f"Нарушитель {seat.name_ru} выиграл взятку фальшренонса: после игры она "
                + (
                    "и ещё одна из последующих взяток его стороны переходят"
                    if later_won
                    else "переходит"
                )
                + f" к противникам ({tricks})."
            )
        elif winners.get(number, seat).is_partner_of(seat) or later_won:
            tricks, law = 1, "64A2"
            text = (
                "Нарушитель не выиграл взятку фальшренонса, но его сторона выиграла её или "
                "последующую взятку: к противникам переходит одна взятка."
            )
        else:
            tricks, law = 0, "64B1"
            text = (
                "Нарушившая сторона не выиграла ни взятку фальшренонса, ни последующих — "
                "наказания взятками нет."
            )
        available = (
            sum(1 for n, w in winners.items() if n >= first_revoke[side] and w.is_partner_of(seat))
            - transfer[side]
        )
        tricks = max(0, min(tricks, available))
        entry["penalty_tricks"] = tricks
        ref.add_laws(entry, law)
        penalised.append((seat, revoke["suit"]))
        transfer[side] += tricks
        ref.note(text, law)
    return transfer["defenders"] - transfer["declarer"]
