"""The worst line for one side: the tricks it is sure of when doubtful points go against it.

Laws 69–71 ask how many tricks a side would take if the rest were played out with its own
play being any *normal* play — in the 1987 footnote's sense, careless or inferior for the
class of player involved but not irrational — and the opponents playing whatever is best
against it (Law 70A, absent from the sources: doubtful points go against the claimer). This
module searches that minimum exactly: the restricted side (``side``) chooses among its normal
plays, the other side among all its legal plays, and both choices are resolved against the
restricted side. The line that reaches the minimum is returned trick by trick.

How «normal» is modelled (the site's own reading of the footnote, documented in README.md):

* a lead is the top card of any suit the hand holds (cashing from the top, in any order), or
  its lowest card when that suit holds no winner for this hand or partner holds the winner
  (crossing to partner, giving up a trick);
* a player who follows plays low, the cheapest card that beats the card winning the trick,
  or his highest card; third or last to play — or second with a card no opponent can beat —
  he never lets the opponents keep a trick he can win, and last to play he never overtakes
  partner's winning card;
* a finesse (a card that beats the trick so far but may lose to a higher card still to come)
  is one of these choices and is therefore never credited unless stated — except that once
  an opponent has shown out of the suit its lie is known and the sensible card is played
  (Law 70E);
* a player who cannot follow ruffs with his cheapest winning trump (or his highest) when the
  opponents are winning the trick, never ruffs partner's sure winner, and otherwise discards
  the lowest card of a suit — never a winner while he holds a loser, nor the last card of his
  side that stops a suit the opponents still hold;
* an outstanding trump the claimer did not mention is ignored by his unstated line (Law 70C):
  he may cash side suits before drawing it. A claimer known to be aware of it (he said so, or
  the scenario says ``trump_known``) draws it first with a master trump when he has one.

The stated line (``claim_statement``) overrides these choices where it applies. In ``legal``
mode the restricted side may play any legal card (Law 71A1: a trick that could not be lost by
any legal play).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from enum import Enum

from .claim_position import Position
from .claim_statement import CashSuit, DrawTrumps, Finesse, PlayCard, Statement, TrumpsLast
from .double_dummy import tricks as double_dummy_tricks
from .table import SUITS, Card, Rank, Seat, Side, Suit

NO_TRUMP = -1
ALL_RANKS = 0x7FFC  # bits 2..14


class Mode(Enum):
    NORMAL = "normal"
    LEGAL = "legal"


class SearchTooLarge(RuntimeError):
    """The position needs more search than the budget allows (message in Russian)."""


@dataclass(frozen=True)
class Decision:
    """A play of the restricted side where it had a choice: what each card would yield."""

    seat: Seat
    card: Card
    tricks: int  # tricks of the restricted side from this trick on, after ``card``
    # The other normal cards and what they yield; a value of ``tricks + 2`` means «at least».
    alternatives: tuple[tuple[Card, int], ...]
    lead: bool

    @property
    def doubtful(self) -> bool:
        """Another normal card would have given the side more: the choice went against it."""
        return any(value > self.tricks for _, value in self.alternatives)


@dataclass(frozen=True)
class PlayedTrick:
    leader: Seat
    cards: tuple[Card, ...]  # in seat order from the leader
    winner: Seat
    stated: tuple[bool, ...]  # which cards the statement dictated
    decisions: tuple[Decision, ...] = ()


@dataclass(frozen=True)
class Line:
    tricks: int  # tricks the restricted side takes of those still to play
    line: tuple[PlayedTrick, ...]


def _card(suit: int, rank: int) -> Card:
    return Card(SUITS[suit], Rank(rank))


def _top(mask: int) -> int:
    return mask.bit_length() - 1


def _low(mask: int) -> int:
    return (mask & -mask).bit_length() - 1


def _bits(mask: int) -> Iterator[int]:
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


class _Search:
    """The minimum search over tricks; a fresh instance per question (its memo is local)."""

    def __init__(
        self,
        position: Position,
        side: str,
        mode: Mode,
        statement: Statement,
        trump_known: bool,
        budget: int,
    ) -> None:
        self.trump = SUITS.index(position.trump) if position.trump is not None else NO_TRUMP
        self.side = side
        self.mine = tuple(Seat(i).side == side for i in range(4))
        self.mode = mode
        self.items = statement.items
        self.trump_known = trump_known
        self.budget = budget
        self.nodes = 0
        self.memo: dict[tuple[object, ...], int] = {}
        # Cards named by the statement are compared by identity, so they are kept in the key.
        self.named = tuple(
            (SUITS.index(item.card.suit), int(item.card.rank))
            for item in statement.items
            if isinstance(item, PlayCard | Finesse)
        )

    # -- the position as bit masks -------------------------------------------------------------
    @staticmethod
    def masks(position: Position) -> list[list[int]]:
        hands = [[0, 0, 0, 0] for _ in range(4)]
        for seat in Seat:
            for card in position.hands[seat]:
                hands[seat][SUITS.index(card.suit)] |= 1 << int(card.rank)
        return hands

    # -- statement progress --------------------------------------------------------------------
    def holder(self, hands: list[list[int]], suit: int, rank: int) -> int:
        for seat in range(4):
            if hands[seat][suit] >> rank & 1:
                return seat
        return -1

    def settle(self, hands: list[list[int]], index: int, last: bool) -> tuple[int, bool]:
        """Skip the items already done: a named card gone, a suit or trumps exhausted."""
        while index < len(self.items):
            item = self.items[index]
            if isinstance(item, TrumpsLast):
                last = True
            elif isinstance(item, PlayCard | Finesse):
                suit, rank = SUITS.index(item.card.suit), int(item.card.rank)
                owner = self.holder(hands, suit, rank)
                if owner >= 0 and self.mine[owner]:
                    return index, last
            elif isinstance(item, CashSuit):
                suit = SUITS.index(item.suit)
                if any(hands[s][suit] for s in range(4) if self.mine[s]):
                    return index, last
            elif isinstance(item, DrawTrumps):
                if self.trump != NO_TRUMP:
                    ours = any(hands[s][self.trump] for s in range(4) if self.mine[s])
                    theirs = any(hands[s][self.trump] for s in range(4) if not self.mine[s])
                    if ours and theirs:
                        return index, last
            index += 1
        return index, last

    # -- the trick ----------------------------------------------------------------------------
    def winning(self, plays: list[tuple[int, int, int]]) -> tuple[int, int, int]:
        """(seat, suit, rank) of the card winning the trick so far (Law 44E/44F)."""
        best = plays[0]
        for play in plays[1:]:
            _, suit, rank = play
            if suit == best[1]:
                if rank > best[2]:
                    best = play
            elif suit == self.trump:
                best = play
        return best

    def classes(self, hands: list[list[int]], seat: int, suit: int, trick_mask: int) -> list[int]:
        """One rank from each run of ``seat``'s cards in ``suit`` with no other card between."""
        own = hands[seat][suit]
        others = trick_mask
        for other in range(4):
            if other != seat:
                others |= hands[other][suit]
        result = []
        previous = -1
        for rank in sorted(_bits(own), reverse=True):
            if previous < 0 or (others >> rank) & ((1 << previous) - 1) >> rank:
                # A card of another hand lies between ``rank`` and the previous card: new run.
                result.append(rank)
            previous = rank
        return result

    def legal(
        self, hands: list[list[int]], seat: int, led: int, on_table: list[int]
    ) -> list[tuple[int, int]]:
        suits = [led] if led >= 0 and hands[seat][led] else [s for s in range(4) if hands[seat][s]]
        return [(s, r) for s in suits for r in self.classes(hands, seat, s, on_table[s])]

    # -- normal play ---------------------------------------------------------------------------
    def opponents_high(self, hands: list[list[int]], suit: int) -> int:
        top = 0
        for seat in range(4):
            if not self.mine[seat]:
                top = max(top, _top(hands[seat][suit]))
        return top

    def is_master(self, hands: list[list[int]], suit: int, rank: int) -> bool:
        return rank > self.opponents_high(hands, suit)

    def known(self, hands: list[list[int]], voids: int, suit: int) -> bool:
        """The lie of ``suit`` is known once an opponent has shown out of it (Law 70E)."""
        opponents = [s for s in range(4) if not self.mine[s]]
        if any(voids >> (seat * 4 + suit) & 1 for seat in opponents):
            return True
        return not any(hands[seat][suit] for seat in opponents)

    def normal_leads(
        self, hands: list[list[int]], seat: int, last_trumps: bool
    ) -> list[tuple[int, int]]:
        hand = hands[seat]
        partner = (seat + 2) % 4
        trump = self.trump
        if trump != NO_TRUMP and self.trump_known and hand[trump]:
            theirs = self.opponents_high(hands, trump)
            if theirs and _top(hand[trump]) > theirs:
                # Aware of the outstanding trump, he draws it with his master trump.
                return [(trump, _top(hand[trump]))]
        suits = [s for s in range(4) if hand[s]]
        if last_trumps and trump != NO_TRUMP and any(s != trump for s in suits):
            suits = [s for s in suits if s != trump]
        leads = []
        for suit in suits:
            top, low = _top(hand[suit]), _low(hand[suit])
            leads.append((suit, top))
            if low != top:
                opp = self.opponents_high(hands, suit)
                holds_winner = top > opp
                partner_winner = _top(hands[partner][suit]) > opp
                if not holds_winner or partner_winner:
                    leads.append((suit, low))
        return leads

    def normal_follow(
        self,
        hands: list[list[int]],
        seat: int,
        plays: list[tuple[int, int, int]],
        voids: int,
    ) -> list[tuple[int, int]]:
        led = plays[0][1]
        later = [(plays[0][0] + i) % 4 for i in range(len(plays) + 1, 4)]
        later_opponents = [s for s in later if not self.mine[s]]
        win_seat, win_suit, win_rank = self.winning(plays)
        partner_winning = self.mine[win_seat]
        if hands[seat][led]:
            return self.follow_suit(
                hands,
                seat,
                led,
                win_suit,
                win_rank,
                partner_winning,
                later_opponents,
                voids,
                len(later) == 2,
            )
        return self.void_play(
            hands,
            seat,
            win_suit,
            win_rank,
            partner_winning,
            later_opponents,
            len(later) == 2,
            voids,
        )

    def follow_suit(
        self,
        hands: list[list[int]],
        seat: int,
        led: int,
        win_suit: int,
        win_rank: int,
        partner_winning: bool,
        later_opponents: list[int],
        voids: int,
        second_hand: bool,
    ) -> list[tuple[int, int]]:
        holding = hands[seat][led]
        low, high = _low(holding), _top(holding)
        beaters = [r for r in _bits(holding) if win_suit == led and r > win_rank]
        cheap = min(beaters) if beaters else -1
        if not later_opponents:
            if partner_winning or cheap < 0:
                return [(led, low)]
            return [(led, cheap)]
        if self.known(hands, voids, led):
            threat = max((_top(hands[s][led]) for s in later_opponents), default=0)
            ruff_threat = self.trump not in (NO_TRUMP, led) and any(
                not hands[s][led] and hands[s][self.trump] for s in later_opponents
            )
            if ruff_threat:
                return _unique([(led, low), (led, high)])
            if partner_winning and win_suit == led and win_rank > threat:
                return [(led, low)]
            if win_suit == led:
                sure = [r for r in _bits(holding) if r > win_rank and r > threat]
                if sure:
                    return [(led, min(sure))]
            return [(led, low)]
        if partner_winning:
            return _unique([(led, low), (led, high)])
        if cheap < 0:
            return [(led, low)]
        if second_hand and high <= self.opponents_high(hands, led):
            # Second hand low is normal: partner plays after him. Not with a card no opponent
            # can beat: ducking a sure winner is not a normal play.
            return _unique([(led, low), (led, cheap), (led, high)])
        # Third hand does not let the opponents keep a trick he can win; the cheapest card that
        # wins so far may still lose to fourth hand (an unstated finesse, Law 70E).
        return _unique([(led, cheap), (led, high)])

    def void_play(
        self,
        hands: list[list[int]],
        seat: int,
        win_suit: int,
        win_rank: int,
        partner_winning: bool,
        later_opponents: list[int],
        second_hand: bool,
        voids: int,
    ) -> list[tuple[int, int]]:
        hand = hands[seat]
        trump = self.trump
        ruffs: list[tuple[int, int]] = []
        if trump != NO_TRUMP and hand[trump]:
            floor = win_rank if win_suit == trump else 1
            beating = [r for r in _bits(hand[trump]) if r > floor]
            if beating:
                ruffs = _unique([(trump, min(beating)), (trump, max(beating))])
        discards = self.discards(hands, seat)
        if partner_winning:
            # Last to play he lets partner's card win; before an opponent he may also ruff,
            # unless partner's card is a sure winner (no one has shown out to ruff it).
            if not later_opponents or not ruffs:
                return discards
            sure = win_suit != trump and self.is_master(hands, win_suit, win_rank)
            exposed = any(voids >> (s * 4 + win_suit) & 1 for s in later_opponents)
            if win_suit == trump or (sure and not exposed):
                return discards
            return _unique(discards + ruffs[:1])
        if not ruffs:
            return discards
        if not later_opponents:
            return ruffs[:1]
        # Second hand may leave the trick to partner, who plays after him; third hand ruffs.
        return _unique(ruffs + discards) if second_hand else ruffs

    def discards(self, hands: list[list[int]], seat: int) -> list[tuple[int, int]]:
        hand = hands[seat]
        suits = [s for s in range(4) if hand[s]]
        if self.trump != NO_TRUMP and any(s != self.trump for s in suits):
            suits = [s for s in suits if s != self.trump]
        lows = [(s, _low(hand[s])) for s in suits]
        losers = [(s, r) for s, r in lows if not self.is_master(hands, s, r)]
        if losers:
            return losers
        # Only winners left: he may throw any of them, but not the last card of his side
        # that still stops a suit the opponents hold (that would hand them a trick).
        partner = hands[(seat + 2) % 4]
        safe = []
        for suit, rank in lows:
            theirs = self.opponents_high(hands, suit)
            stoppers = bin((hand[suit] | partner[suit]) >> (theirs + 1)).count("1")
            if not theirs or stoppers > 1:
                safe.append((suit, rank))
        return safe or lows

    # -- choices at a turn ---------------------------------------------------------------------
    def choices(
        self,
        hands: list[list[int]],
        seat: int,
        plays: list[tuple[int, int, int]],
        voids: int,
        index: int,
        last_trumps: bool,
        finesse: int,
        on_table: list[int],
    ) -> tuple[list[tuple[int, int]], bool]:
        """The cards ``seat`` may play here and whether the statement dictated them."""
        led = plays[0][1] if plays else -1
        if not self.mine[seat]:
            return self.legal(hands, seat, led, on_table), False
        if plays:
            # A named card played earlier in this trick is done with: the next item applies.
            index, last_trumps = self.settle(hands, index, last_trumps)
        item = self.items[index] if index < len(self.items) else None
        hand = hands[seat]
        if not plays:
            stated = self.stated_lead(hands, seat, item)
            if stated is not None:
                return [stated], True
        else:
            if finesse >= 0 and isinstance(item, Finesse):
                suit, rank = SUITS.index(item.card.suit), int(item.card.rank)
                if hand[suit] >> rank & 1 and led == suit:
                    _, win_suit, win_rank = self.winning(plays)
                    if win_suit != suit or win_rank < rank:
                        return [(suit, rank)], True
                    over = [r for r in _bits(hand[suit]) if r > win_rank]
                    return [(suit, min(over) if over else _low(hand[suit]))], True
            if isinstance(item, PlayCard):
                suit, rank = SUITS.index(item.card.suit), int(item.card.rank)
                if hand[suit] >> rank & 1:
                    follows = suit == led
                    ruffs = suit == self.trump and not hand[led]
                    if follows or ruffs:
                        return [(suit, rank)], True
        if self.mode is Mode.LEGAL:
            return self.legal(hands, seat, led, on_table), False
        if not plays:
            return _unique(self.normal_leads(hands, seat, last_trumps)), False
        return _unique(self.normal_follow(hands, seat, plays, voids)), False

    def stated_lead(
        self, hands: list[list[int]], seat: int, item: object
    ) -> tuple[int, int] | None:
        hand = hands[seat]
        if isinstance(item, PlayCard):
            suit, rank = SUITS.index(item.card.suit), int(item.card.rank)
            if hand[suit] >> rank & 1:
                return suit, rank
        elif isinstance(item, CashSuit):
            suit = SUITS.index(item.suit)
            if hand[suit]:
                return suit, _top(hand[suit])
        elif isinstance(item, Finesse):
            suit, rank = SUITS.index(item.card.suit), int(item.card.rank)
            holder = self.holder(hands, suit, rank)
            if holder == (seat + 2) % 4 and hand[suit]:
                return suit, _low(hand[suit])
        elif isinstance(item, DrawTrumps) and hand[self.trump]:
            return self.trump, _top(hand[self.trump])
        return None

    # -- the search ----------------------------------------------------------------------------
    def key(
        self, hands: list[list[int]], leader: int, index: int, last: bool, voids: int
    ) -> tuple[object, ...]:
        # Only the order of the cards still out matters: ranks are renumbered within each suit
        # so that positions differing only in which small cards are gone share one entry.
        # Each suit becomes the sequence of its holders from the top card down.
        shape = []
        for suit in range(4):
            masks = (hands[0][suit], hands[1][suit], hands[2][suit], hands[3][suit])
            shape.append(_SHAPES.get(masks) or _shape(masks))
        named = tuple(_compressed_rank(hands, suit, rank) for suit, rank in self.named)
        return (tuple(shape), leader, index, last, voids, named)

    def solve(
        self,
        hands: list[list[int]],
        leader: int,
        plays: list[tuple[int, int, int]],
        index: int,
        last: bool,
        voids: int,
        bound: int,
    ) -> int:
        """The minimum tricks of the restricted side from here, exact when below ``bound``."""
        if not any(hands[leader]) and not plays:
            return 0
        key = None
        if not plays:
            index, last = self.settle(hands, index, last)
            key = self.key(hands, leader, index, last, voids)
            cached = self.memo.get(key)
            if cached is not None and (cached >= 0 or -cached - 1 >= bound):
                return cached if cached >= 0 else -cached - 1
            sure = self.sure_all(hands, leader)
            if sure is not None:
                self.memo[key] = sure
                return sure
            floor = self.master_trumps(hands)
            if floor >= bound:
                return floor
        self.nodes += 1
        if self.nodes > self.budget:
            raise SearchTooLarge(
                "позиция слишком сложна для полного перебора: уменьшите число карт в руках"
            )
        best = [bound]

        def finish(trick: list[tuple[int, int, int]], new_index: int, new_voids: int) -> None:
            winner = self.winning(trick)[0]
            won = 1 if self.mine[winner] else 0
            if won >= best[0]:
                return
            next_index = self.advance(trick, new_index, winner)
            rest = self.solve(hands, winner, [], next_index, last, new_voids, best[0] - won)
            if won + rest < best[0]:
                best[0] = won + rest

        self.walk(hands, leader, list(plays), index, last, voids, finish)
        result = best[0]
        if key is not None:
            self.memo[key] = result if result < bound else -result - 1
        return result

    def walk(
        self,
        hands: list[list[int]],
        leader: int,
        plays: list[tuple[int, int, int]],
        index: int,
        last: bool,
        voids: int,
        finish: Callable[[list[tuple[int, int, int]], int, int], None],
        record: list[tuple[list[tuple[int, int, int]], list[bool]]] | None = None,
        stated: list[bool] | None = None,
    ) -> None:
        """Every way the trick in progress can be completed; ``finish`` gets each."""
        stated = stated if stated is not None else [False] * len(plays)
        if len(plays) == 4:
            if record is not None:
                record.append((list(plays), list(stated)))
            finish(plays, index, voids)
            return
        seat = (leader + len(plays)) % 4
        on_table = [0, 0, 0, 0]
        for _, suit, rank in plays:
            on_table[suit] |= 1 << rank
        item = self.items[index] if index < len(self.items) else None
        finesse = -1
        if isinstance(item, Finesse) and plays and stated and stated[0]:
            finesse = 1
        led = plays[0][1] if plays else -1
        cards, dictated = self.choices(hands, seat, plays, voids, index, last, finesse, on_table)
        for suit, rank in cards:
            new_voids = voids
            if led >= 0 and suit != led:
                new_voids |= 1 << (seat * 4 + led)
            hands[seat][suit] &= ~(1 << rank)
            plays.append((seat, suit, rank))
            stated.append(dictated)
            # A card the statement names is done once it is played, whoever's choice it was.
            self.walk(hands, leader, plays, index, last, new_voids, finish, record, stated)
            stated.pop()
            plays.pop()
            hands[seat][suit] |= 1 << rank

    def advance(self, trick: list[tuple[int, int, int]], index: int, winner: int) -> int:
        """The statement item after ``trick``: a finesse is done once taken, a suit cashed
        from the top once the opponents win a trick in it."""
        item = self.items[index] if index < len(self.items) else None
        if isinstance(item, Finesse) and trick[0][1] == SUITS.index(item.card.suit):
            return index + 1
        if isinstance(item, CashSuit) and self.mine[trick[0][0]] and not self.mine[winner]:
            if trick[0][1] == SUITS.index(item.suit):
                return index + 1
        return index

    def master_trumps(self, hands: list[list[int]]) -> int:
        """A floor: each trump above all the opponents' trumps wins the trick it is played to,
        and one hand plays its trumps to different tricks."""
        trump = self.trump
        if trump == NO_TRUMP:
            return 0
        theirs = self.opponents_high(hands, trump)
        return max(
            bin(hands[seat][trump] >> (theirs + 1) << (theirs + 1)).count("1")
            for seat in range(4)
            if self.mine[seat]
        )

    def sure_all(self, hands: list[list[int]], leader: int) -> int | None:
        """All remaining tricks when the side on lead holds only top cards and no ruff threatens."""
        ours = self.mine[leader]
        winners = [s for s in range(4) if self.mine[s] == ours]
        losers = [s for s in range(4) if self.mine[s] != ours]
        if self.trump != NO_TRUMP and any(hands[s][self.trump] for s in losers):
            return None
        for suit in range(4):
            theirs = max((_top(hands[s][suit]) for s in losers), default=0)
            lowest = min((_low(hands[s][suit]) for s in winners if hands[s][suit]), default=99)
            if lowest < theirs:
                return None
        count = sum(bin(m).count("1") for m in hands[leader])
        # Partner of the leader may be unable to reach his winners, but they are still winners
        # of the side: every trick is won by one of them either way.
        return count if ours else 0


_SHAPES: dict[tuple[int, int, int, int], tuple[int, int]] = {}


def _shape(masks: tuple[int, int, int, int]) -> tuple[int, int]:
    """(number of cards, holders from the top as base-4 digits) — the suit without its ranks."""
    code = 0
    count = 0
    for rank in range(14, 1, -1):
        bit = 1 << rank
        for seat in range(4):
            if masks[seat] & bit:
                code = code * 4 + seat
                count += 1
                break
    if len(_SHAPES) < 200_000:
        _SHAPES[masks] = (count, code)
    return count, code


def _compressed_rank(hands: list[list[int]], suit: int, rank: int) -> int:
    alive = hands[0][suit] | hands[1][suit] | hands[2][suit] | hands[3][suit]
    if not alive >> rank & 1:
        return -1
    return bin(alive & ((1 << rank) - 1)).count("1")


def _unique(cards: list[tuple[int, int]]) -> list[tuple[int, int]]:
    seen: list[tuple[int, int]] = []
    for card in cards:
        if card not in seen:
            seen.append(card)
    return seen


def worst_line(
    position: Position,
    side: str,
    *,
    mode: Mode = Mode.NORMAL,
    statement: Statement | None = None,
    trump_known: bool = False,
    budget: int = 400_000,
) -> Line:
    """The fewest tricks ``side`` ("NS" or "EW") takes of those still to play, and a line."""
    search = _Search(position, side, mode, statement or Statement(), trump_known, budget)
    hands = search.masks(position)
    leader = int(position.leader)
    plays: list[tuple[int, int, int]] = []
    voids = 0
    for void_seat, void_suit in position.shown_out:
        voids |= 1 << (int(void_seat) * 4 + SUITS.index(void_suit))
    for offset, card in enumerate(position.trick):
        seat = (leader + offset) % 4
        suit, rank = SUITS.index(card.suit), int(card.rank)
        hands[seat][suit] &= ~(1 << rank)
        plays.append((seat, suit, rank))
    index, last = search.settle(hands, 0, False)
    # The side never takes more than the double-dummy maximum: paths beyond it are cut.
    ceiling = double_dummy_tricks(position, Side(side).seats[0])
    total = search.solve(hands, leader, plays, index, last, voids, ceiling + 1)
    line = _reconstruct(search, hands, leader, plays, index, last, voids, total)
    return Line(total, line)


def _reconstruct(
    search: _Search,
    hands: list[list[int]],
    leader: int,
    plays: list[tuple[int, int, int]],
    index: int,
    last: bool,
    voids: int,
    total: int,
) -> tuple[PlayedTrick, ...]:
    """Replay the search, trick by trick, choosing a completion that keeps the minimum."""
    tricks: list[PlayedTrick] = []
    target = total
    while any(hands[leader]) or plays:
        if not plays:
            index, last = search.settle(hands, index, last)
        completions: list[tuple[list[tuple[int, int, int]], list[bool]]] = []
        finder = _Finder(search, hands, last, target, completions)
        search.walk(hands, leader, list(plays), index, last, voids, finder.finish, completions)
        if not finder.found:  # pragma: no cover - the minimum was reached by some completion
            raise RuntimeError("линия не восстановлена")
        trick, stated, next_index, next_voids, won = finder.found[0]
        decisions = _decisions(
            search, hands, leader, plays, trick, stated, index, last, voids, target
        )
        for seat, suit, rank in trick[len(plays) :]:
            hands[seat][suit] &= ~(1 << rank)
        tricks.append(
            PlayedTrick(
                leader=Seat(trick[0][0]),
                cards=tuple(_card(suit, rank) for _, suit, rank in trick),
                winner=Seat(search.winning(trick)[0]),
                stated=tuple(stated),
                decisions=decisions,
            )
        )
        target -= won
        leader = search.winning(trick)[0]
        index, voids = next_index, next_voids
        plays = []
    return tuple(tricks)


class _Finder:
    """Collects the first completion of a trick that keeps the line's minimum."""

    def __init__(
        self,
        search: _Search,
        hands: list[list[int]],
        last: bool,
        target: int,
        completions: list[tuple[list[tuple[int, int, int]], list[bool]]],
    ) -> None:
        self.search, self.hands, self.last, self.target = search, hands, last, target
        self.completions = completions
        self.found: list[tuple[list[tuple[int, int, int]], list[bool], int, int, int]] = []

    def finish(self, trick: list[tuple[int, int, int]], new_index: int, new_voids: int) -> None:
        if self.found:
            return
        search = self.search
        winner = search.winning(trick)[0]
        won = 1 if search.mine[winner] else 0
        next_index = search.advance(trick, new_index, winner)
        rest = search.solve(
            self.hands, winner, [], next_index, self.last, new_voids, self.target - won + 1
        )
        if won + rest == self.target:
            stated = list(self.completions[-1][1])
            self.found.append((list(trick), stated, next_index, new_voids, won))


def _decisions(
    search: _Search,
    hands: list[list[int]],
    leader: int,
    start: list[tuple[int, int, int]],
    trick: list[tuple[int, int, int]],
    stated: list[bool],
    index: int,
    last: bool,
    voids: int,
    target: int,
) -> tuple[Decision, ...]:
    """For each choice of the restricted side in ``trick``, what every normal card yields
    (tricks from this trick on; ``target`` is what the line itself yields from here)."""
    decisions: list[Decision] = []
    work = [list(hand) for hand in hands]
    plays = list(start)
    for position in range(len(start), 4):
        seat, suit, rank = trick[position]
        on_table = [0, 0, 0, 0]
        for _, s, r in plays:
            on_table[s] |= 1 << r
        item = search.items[index] if index < len(search.items) else None
        finesse = 1 if isinstance(item, Finesse) and plays and stated[0] else -1
        if search.mine[seat] and not stated[position]:
            options, _ = search.choices(work, seat, plays, voids, index, last, finesse, on_table)
            if len(options) > 1:
                # What each option yields, exactly up to one trick more than the line gets
                # (enough to tell whether the choice went against the side).
                cap = target + 2
                values: dict[tuple[int, int], int] = {}
                for option in options:
                    work[seat][option[0]] &= ~(1 << option[1])
                    new_voids = voids
                    if plays and option[0] != plays[0][1]:
                        new_voids |= 1 << (seat * 4 + plays[0][1])
                    values[option] = search.solve(
                        work, leader, [*plays, (seat, *option)], index, last, new_voids, cap
                    )
                    work[seat][option[0]] |= 1 << option[1]
                # The card played may stand for its run of equal cards.
                chosen = values.get((suit, rank), min(values.values()))
                decisions.append(
                    Decision(
                        seat=Seat(seat),
                        card=_card(suit, rank),
                        tricks=chosen,
                        alternatives=tuple(
                            (_card(*option), value)
                            for option, value in values.items()
                            if option != (suit, rank)
                        ),
                        lead=not plays,
                    )
                )
        if plays and suit != plays[0][1]:
            voids |= 1 << (seat * 4 + plays[0][1])
        work[seat][suit] &= ~(1 << rank)
        plays.append((seat, suit, rank))
    return tuple(decisions)


def suit_index(suit: Suit) -> int:
    return SUITS.index(suit)
