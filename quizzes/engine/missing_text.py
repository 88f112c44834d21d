"""Laws the engine applies whose 1987 text the sources lost (25 and 26 keep only their titles in
the contents; 28–39 are absent; Law 27 breaks off in 27B2, so its clause on a double or
redouble offered for an insufficient bid, 27B3, is lost): the ruling says so once, in a step of
its own, citing the law by number — the rest of the ruling is the engine's account of the 1987
rule in its own words."""

from __future__ import annotations

from .referee import Referee

# group → (the law cited, the sentence)
LOST: dict[str, tuple[str, str]] = {
    "25": (
        "25",
        "От правила 25 «Легальное и нелегальное изменение заявок» в источниках сайта "
        "сохранились только заголовки; решение изложено нашими словами по правилам 1987 года.",
    ),
    "26": (
        "26",
        "От правила 26 «Ограничения на ход после отменённой заявки» в источниках сайта "
        "сохранились только заголовки; решение изложено нашими словами по правилам 1987 года.",
    ),
    "27B3": (
        "27",
        "Текст правила 27 в источниках сайта обрывается в пункте 27B2; пункт 27B3 (попытка "
        "заменить недостаточное назначение контрой или реконтрой) не сохранился — решение "
        "изложено нашими словами по правилам 1987 года.",
    ),
    "28-32": (
        "29",
        "Текст правил 28–32 (заявки вне очереди) в источниках сайта не сохранился; решение "
        "изложено нашими словами по правилам 1987 года.",
    ),
    "33": (
        "33",
        "Текст правила 33 (одновременные заявки) в источниках сайта не сохранился; решение "
        "изложено нашими словами по правилам 1987 года.",
    ),
    "35-39": (
        "35",
        "Текст правил 35–39 (недопустимые заявки) в источниках сайта не сохранился; решение "
        "изложено нашими словами по правилам 1987 года.",
    ),
}


def note_lost(ref: Referee, group: str) -> None:
    """Say once per ruling that the text of this law (group of laws) did not survive."""
    law, text = LOST[group]
    if not any(step.text == text for step in ref.explanation):
        ref.note(text, law)
