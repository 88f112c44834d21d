"""Law 66: looking at tricks already played.

The 1987 Russian text of Law 66 is lost; the steps below are our own words, citing the law by
number only and saying so. Law 61B (declarer may ask a defender whether he has the suit led;
a claim of a revoke is no automatic ground for inspecting quitted tricks) and 7B2 (no player
touches cards other than his own during or after play) survive and are cited by clause.
"""

from __future__ import annotations

from enum import Enum

LOST = "текст правила 66 в издании 1987 года не сохранился; здесь — наш пересказ"


class Asker(Enum):
    DECLARER = "declarer"
    DEFENDER = "defender"
    DUMMY = "dummy"


class Wanted(Enum):
    # The trick just played, before his side has led or played to the next one.
    LAST_TRICK = "last_trick"
    # An earlier trick, during the play.
    EARLIER_TRICK = "earlier_trick"
    # After the play: the played cards, to settle a revoke or the number of tricks.
    AFTER_PLAY = "after_play"


def rule_on(
    asker: Asker, wanted: Wanted, *, own_card_turned: bool = False
) -> list[tuple[str, str]]:
    """May ``asker`` see what he asks for; each step with the clause it applies."""
    if wanted is Wanted.AFTER_PLAY:
        return [
            (
                f"После окончания розыгрыша сыгранные и несыгранные карты можно осмотреть, "
                f"чтобы разрешить спор о ренонсе или о числе взяток; если после такой "
                f"претензии игрок смешает свои карты так, что факты не установить, судья решает "
                f"в пользу другой стороны ({LOST}).",
                "66",
            ),
            ("Каждый берёт в руки только свои карты.", "7B2"),
        ]
    if asker is Asker.DUMMY:
        return [
            (
                f"Болван не вправе требовать открыть сыгранные карты: это право разыгрывающего "
                f"и вистующих ({LOST}).",
                "66",
            )
        ]
    if wanted is Wanted.EARLIER_TRICK:
        return [
            (
                f"После хода в следующую взятку сданные взятки до конца розыгрыша не "
                f"осматривают — разве что по указанию судьи, например чтобы проверить "
                f"заявленный ренонс ({LOST}).",
                "66",
            ),
            (
                "Претензия на ренонс сама по себе не даёт права смотреть сыгранные взятки; "
                "разыгрывающий может спросить вистующего, нет ли у него масти хода.",
                "61B",
            ),
        ]
    if own_card_turned:
        return [
            (
                f"Своя карта уже перевёрнута: открыть всю взятку требовать нельзя; до хода в "
                f"следующую взятку можно лишь посмотреть, не показывая, свою последнюю карту "
                f"({LOST}).",
                "66",
            )
        ]
    return [
        (
            f"Пока его сторона не пошла и не сыграла в следующую взятку и своя карта не "
            f"перевёрнута, он вправе потребовать открыть все карты только что сыгранной взятки "
            f"({LOST}).",
            "66",
        )
    ]
