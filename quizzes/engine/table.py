"""The bridge table's vocabulary, for every package of the project: one import point.

::

    from quizzes.engine.table import Card, Seat, Suit, Rank, Call, Contract, Deal, Vulnerability

Cards, suits and ranks (``cards``), seats and sides (``seats``), calls, strains and contracts
(``auction``), the deal (``deal``), the vulnerability and its one reading (``vulnerability``),
tricks, legal play and the trick winner (``play``). Their Russian display is
``quizzes.engine.russian``. Nothing here imports Django.
"""

from .auction import (
    DOUBLE,
    PASS,
    REDOUBLE,
    STRAINS,
    Call,
    CallError,
    CallKind,
    Contract,
    Strain,
    auction_complete,
    contract_of,
    final_contract,
    is_sufficient,
)
from .cards import SUITS, Card, CardError, Rank, Suit, full_pack, high_card_points
from .deal import Deal, DealError, hand_to_pbn, suit_cards
from .play import Trick, can_follow, legal_cards, trick_winner
from .seats import SEATS, Seat, SeatError, Side
from .vulnerability import Vulnerability, VulnerabilityError

__all__ = [
    "DOUBLE",
    "PASS",
    "REDOUBLE",
    "SEATS",
    "STRAINS",
    "SUITS",
    "Call",
    "CallError",
    "CallKind",
    "Card",
    "CardError",
    "Contract",
    "Deal",
    "DealError",
    "Rank",
    "Seat",
    "SeatError",
    "Side",
    "Strain",
    "Suit",
    "Trick",
    "Vulnerability",
    "VulnerabilityError",
    "auction_complete",
    "can_follow",
    "contract_of",
    "final_contract",
    "full_pack",
    "hand_to_pbn",
    "high_card_points",
    "is_sufficient",
    "legal_cards",
    "suit_cards",
    "trick_winner",
]
