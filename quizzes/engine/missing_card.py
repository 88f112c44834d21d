"""Laws 13 and 14: a hand with the wrong number of cards, a card missing and found (or not).

Of these laws only 14B2 and 14B3 survive in the 1987 Russian text: "Если карта не может быть
найдена, расклад реконструируется, насколько это возможно, на другой колоде, и может
последовать наказание" (14B2); "Карта, возвращённая в руку … считается всегда принадлежавшей
той руке, в которой не хватало карт. Она может стать штрафной картой (правило 50), и неигра ею
ранее может привести к выявлению фальшренонса" (14B3). What Law 13 and the rest of 14 direct
is given in our words, citing the law by number and saying that its text did not survive.
"""

from __future__ import annotations

from enum import Enum

LOST = "текст этой части правила в издании 1987 года не сохранился; здесь — наш пересказ"


class Found(Enum):
    BEFORE_AUCTION = "before_auction"
    DURING_AUCTION = "during_auction"
    DURING_PLAY = "during_play"
    NOT_FOUND = "not_found"


def rectify(found: Found, *, failed_to_follow: bool = False) -> list[tuple[str, str]]:
    """The director's steps, each with the clause it applies (a law number alone where the
    text is lost)."""
    if found is Found.BEFORE_AUCTION:
        return [
            (
                "Каждый игрок пересчитывает свои карты рубашкой вверх, прежде чем на них "
                "взглянуть, — так неверное число карт находится до торговли.",
                "7B1",
            ),
            (
                f"Судья возвращает карту в руку, где её не хватало; если никто не видел чужих "
                f"карт, сдача играется как обычно (правило 13, {LOST}).",
                "13",
            ),
        ]
    if found is Found.DURING_AUCTION:
        return [
            (
                f"Найденная карта возвращается в руку, где её не хватало, и торговля "
                f"продолжается; если кто-то её видел, сказанное о ней — нелегальная "
                f"информация для его партнёра (правило 14, {LOST}).",
                "14",
            )
        ]
    if found is Found.NOT_FOUND:
        return [
            (
                "Карта не нашлась: расклад восстанавливают, насколько возможно, на другой "
                "колоде; за недостачу может последовать наказание.",
                "14B2",
            )
        ]
    steps = [
        (
            "Найденная карта возвращается в руку, где её не хватало, и считается всегда "
            "принадлежавшей этой руке; она может стать штрафной картой.",
            "14B3",
        )
    ]
    if failed_to_follow:
        steps.append(
            (
                "Раньше эта рука не дала в масть, хотя с этой картой могла: это фальшренонс; "
                "если он уже выявлен, взятки передаются по правилу 64.",
                "14B3",
            )
        )
    return steps
