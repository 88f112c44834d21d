"""Law 33 (not in the sources; cited by number): a call made at the same moment as the call of
the player whose turn it was is deemed to be made after it. Written ``{call: 1S, seat: E,
simultaneous: true}`` right after the proper caller's call: if the player is then in turn there
is no irregularity; otherwise it is a call out of rotation (Laws 29–32)."""

from __future__ import annotations

from . import russian as ru
from .auction_state import AuctionState
from .deciding import RULING
from .missing_text import note_lost
from .referee import Referee
from .seats import Seat


def deem_subsequent(ref: Referee, auction: AuctionState, seat: Seat) -> None:
    if not auction.history:
        raise ref.err("одновременная заявка: до неё не было заявки игрока, чья была очередь")
    previous, _ = auction.history[-1]
    note_lost(ref, "33")
    in_turn = seat == auction.turn
    ref.note(
        f"{ru.seat(seat)} заявил одновременно с {ru.seat(previous, 'ins')}, чья была очередь: "
        "его заявка считается сделанной после заявки "
        f"{ru.seat(previous, 'gen')}" + (" — она в очередь, нарушения нет." if in_turn else "."),
        "33",
        decides=RULING,
    )
    if in_turn:
        ref.auction_log[-1].remarks.append(
            f"одновременно с заявкой {ru.seat(previous, 'gen')}, считается сделанной после неё"
        )
