"""Law 59: inability to lead or play as required.

"Игрок может играть любой другой легальной картой, если он не в состоянии сделать ход или
сыграть, как требуется для исполнения наказания, по причине отсутствия у него карт требуемой
масти, или наличия только карт той масти, в которую ему запрещено ходить, или потому, что он
обязан давать в масть."  No irregularity: the engine notes the clause.
"""

from __future__ import annotations

from . import russian as ru
from .deciding import RULING
from .referee import Referee
from .seats import Seat


def cannot_comply(ref: Referee, seat: Seat, requirement: str) -> None:
    ref.note(
        f"{ru.seat(seat)} не может выполнить требование ({requirement}) и играет любой "
        "легальной картой.",
        "59",
        decides=RULING,
    )
