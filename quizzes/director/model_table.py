"""The model table the director's questions are ruled on.

One real deal — South declares 4♠, North is dummy, West (declarer's left) and East the
defenders — and, for each incident, the scenario (the engine's input) that reproduces the
position the answers describe. The seats only make the engine's explanation concrete; the
ruling depends on the roles, which is what the questions ask.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from quizzes.director.wording import say
from quizzes.engine import rule
from quizzes.engine import russian as ru
from quizzes.engine.table import Call, Card, Deal, Seat

#   North (dummy)  ♠KJ3 ♥K32 ♦A432 ♣432
#   West  ♠2 ♥8765 ♦T875 ♣T876          East  ♠T98 ♥QJT9 ♦QJ9 ♣QJ9
#   South (declarer) ♠AQ7654 ♥A4 ♦K6 ♣AK5
DEAL = "N:KJ3.K32.A432.432 T98.QJT9.QJ9.QJ9 AQ7654.A4.K6.AK5 2.8765.T875.T876"
AUCTION = ["1S", "Pass", "4S", "Pass", "Pass", "Pass"]
# A first trick for each seat that is to lead the second trick.
FIRST_TRICK_WON_BY = {
    "S": ["H8", "H2", "H9", "HA"],
    "N": ["H8", "HK", "H9", "H4"],
    "E": ["CT", "C2", "CQ", "C5"],
    "W": ["DT", "D2", "D9", "D6"],
}


def _base(**extra) -> dict:
    scenario = {"deal": DEAL, "dealer": "S", "vulnerable": "None", "auction": list(AUCTION)}
    scenario.update(extra)
    return scenario


class PlacementError(ValueError):
    """The cards the director named cannot sit in that hand at that moment (a Russian message)."""


def _winners(scenario: dict) -> list:
    return [trick.get("winner") for trick in rule(scenario).get("tricks") or []]


def _named(answers: Mapping, name: str) -> list[Card]:
    return [Card.parse(text) for text in str(answers.get(name) or "").split(",") if text]


def holding(scenario: dict, seat: str, named: Sequence[Card]) -> dict:
    """``scenario`` with the cards the director named in ``seat``'s hand and not yet played.

    The guide asks which card was involved; the rest of the table stays the model's. Each named
    card is swapped with a card of the same suit (nearest in rank) that is free — neither named
    nor played — so every hand keeps its suit lengths and the scripted play stays legal; a named
    card the play used is replaced there by the card it was swapped with, and the tricks must
    still go to the same seats (the engine checks)."""
    target = Seat.parse(seat)
    hands = {s: list(cards) for s, cards in Deal.parse(scenario["deal"]).hands.items()}
    play = list(scenario.get("play") or [])
    played = {Card.parse(item): n for n, item in enumerate(play) if isinstance(item, str)}

    def free(card: Card, owner: Seat) -> list[Card]:
        spare = [c for c in hands[owner] if c not in named and c not in played and c != card]
        same = sorted(
            (c for c in spare if c.suit == card.suit),
            key=lambda c: abs(int(c.rank) - int(card.rank)),
        )
        return same

    for card in named:
        holder = next(s for s, cards in hands.items() if card in cards)
        if holder != target:
            spare = free(card, target)
            if not spare:
                raise PlacementError(say("messages", "cannot_place", card=ru.card(card)))
            other = spare[0]
            hands[holder][hands[holder].index(card)] = other
            hands[target][hands[target].index(other)] = card
        elif card not in played:
            continue
        else:
            spare = free(card, target)
            if not spare:
                raise PlacementError(say("messages", "cannot_place", card=ru.card(card)))
            other = spare[0]
        if card in played:
            # Whoever played the named card plays the card it was swapped with instead.
            play[played.pop(card)] = str(other)
            played[other] = play.index(str(other))
    placed = dict(
        scenario,
        deal=Deal(dict((s, tuple(sorted(c))) for s, c in hands.items())).to_pbn(),
        play=play,
    )
    if _winners(placed) != _winners(scenario):
        raise PlacementError(say("messages", "cannot_place", card=ru.card(named[0])))
    return placed


def lead_out_of_turn(answers: Mapping) -> dict:
    offender, proper = answers["offender"], answers["proper"]
    # (leader of trick 2 by the laws, card led out of turn, next card by the offender's LHO)
    layout = {
        ("defender", "declarer"): ("S", "D5", "D2"),
        ("defender", "dummy"): ("N", "CJ", "C5"),
        ("defender", "partner"): ("E", "D5", "D2"),
        ("declarer_hand", "defender"): ("W", "CA", "C6"),
        ("declarer_hand", "dummy"): ("N", "CA", "C6"),
        ("dummy_hand", "defender"): ("W", "DA", "DJ"),
        ("dummy_hand", "declarer"): ("S", "DA", "DJ"),
    }
    leader, card, follow = layout[(offender, proper)]
    owner = Deal.parse(DEAL).holder(Card.parse(card))
    assert owner is not None
    base = _base(play=list(FIRST_TRICK_WON_BY[leader]))
    named = _named(answers, "card")
    if named:
        # The card the director named is led from the offender's hand; the next player follows
        # suit with his lowest card when he can.
        base = holding(base, owner.letter, named)
        card = str(named[0])
        follow = _lowest_follow(base, owner.next(1), named[0])
    play = [*base["play"], card]
    if answers.get("next_played") == "yes":
        play.append(follow)
    return dict(base, play=play)


def _lowest_follow(scenario: dict, seat: Seat, led: Card, avoid: Sequence[Card] = ()) -> str:
    """The lowest card ``seat`` still holds in the suit of ``led`` (any suit when he has none)."""
    played = {Card.parse(item) for item in scenario["play"] if isinstance(item, str)}
    hand = [
        c for c in Deal.parse(scenario["deal"]).hands[seat] if c not in played and c not in avoid
    ]
    same = [c for c in hand if c.suit == led.suit]
    return str(min(same or hand, key=lambda c: int(c.rank)))


def opening_lead(answers: Mapping) -> dict:
    # East, the partner of the proper leader, faces the opening lead; Law 54C when declarer
    # could see dummy's cards.
    base = _base(play=[])
    named = _named(answers, "card")
    card = "CQ"
    if named:
        base = holding(base, "E", named)
        card = str(named[0])
    play: list = [card]
    if answers.get("seen_dummy") == "yes":
        play.append({"dummy_seen": True})
    return dict(base, play=play)


REVOKE_SEATS = {"defender": Seat.EAST, "declarer": Seat.SOUTH, "dummy": Seat.NORTH}


def revoke_unestablished(answers: Mapping) -> dict:
    named = _named(answers, "card")
    if named and answers.get("led"):
        return _revoke_named(answers["offender"], str(answers["led"]), named[0])
    offender = answers["offender"]
    if offender == "defender":
        # East holds hearts but discards a diamond; he corrects before the next trick.
        return _base(play=["H8", "H2", "DQ", {"correct_revoke": "HQ"}])
    if offender == "declarer":
        return _base(play=["H8", "H2", "H9", "C5", {"correct_revoke": "H4"}])
    return _base(play=["H8", "C2", {"correct_revoke": "H2"}])


def _revoke_named(offender_role: str, led: str, card: Card) -> dict:
    """West leads ``led``, the others follow with their lowest card of it; the offender plays
    ``card`` (another suit) although he holds the suit led, then corrects with his lowest card
    of it before the revoke is established (62A)."""
    if card.suit.letter == led:
        raise PlacementError(say("messages", "revoke_in_suit", card=ru.card(card)))
    offender = REVOKE_SEATS[offender_role]
    base = holding(_base(play=[]), offender.letter, [card])
    hand = Deal.parse(base["deal"]).hands
    lead = min((c for c in hand[Seat.WEST] if c.suit.letter == led), key=lambda c: int(c.rank))
    play: list = [str(lead)]
    seat = Seat.WEST.next(1)
    while seat != offender:
        play.append(_lowest_follow(dict(base, play=play), seat, lead, avoid=[card]))
        seat = seat.next(1)
    correct = _lowest_follow(dict(base, play=play), offender, lead, avoid=[card])
    return dict(base, play=[*play, str(card), {"correct_revoke": correct}])


def exposed_card(answers: Mapping) -> dict:
    named = _named(answers, "cards")
    if answers["offender"] == "declarer":
        base = _base(play=list(FIRST_TRICK_WON_BY["S"]))
        shown = ["CA"]
        if named:
            base = holding(base, "S", named)
            shown = [str(card) for card in named]
        return dict(base, play=[*base["play"], {"expose": shown, "how": "accidental"}])
    # East exposes; West (his partner) or South is on lead.
    leader = "W" if answers.get("partner_leads") == "yes" else "S"
    if named:
        base = holding(_base(play=list(FIRST_TRICK_WON_BY[leader])), "E", named)
        item = {"expose": [str(card) for card in named], "how": answers["how"]}
        if answers.get("could_know") == "yes":
            item["could_know"] = True
        return dict(base, play=[*base["play"], item])
    honour, several = answers["honour"] == "yes", answers["several"] == "yes"
    cards = {
        (False, False): ["C9"],
        (False, True): ["C9", "S8"],
        (True, False): ["CQ"],
        (True, True): ["CQ", "HQ"],
    }[(honour, several)]
    item: dict = {"expose": cards, "how": answers["how"]}
    if answers.get("could_know") == "yes":
        # Law 50A: the director's finding that the offender could have known.
        item["could_know"] = True
    return _base(play=[*FIRST_TRICK_WON_BY[leader], item])


def exposed_card_auction(answers: Mapping) -> dict:
    lead = answers["lead"] == "yes"
    named = _named(answers, "cards")
    if named:
        defender = answers["became"] == "defender"
        seat = "W" if defender else "N"
        base = holding({"deal": DEAL, "dealer": "S", "vulnerable": "None"}, seat, named)
        item = {"expose": [str(card) for card in named], "seat": seat, "lead": lead}
        auction = ["1S", item, "Pass", "4S"] if defender else ["1S", "Pass", item, "4S"]
        return dict(base, auction=[*auction, "Pass", "Pass", "Pass"])
    honour, several = answers["honour"] == "yes", answers["several"] == "yes"
    if answers["became"] == "defender":
        cards = {(False, False): ["C6"], (False, True): ["C6", "D7"], (True, False): ["DT"]}
        shown = cards.get((honour, several), ["DT", "C6"])
        auction = ["1S", {"expose": shown, "seat": "W", "lead": lead}, "Pass", "4S"]
        auction += ["Pass", "Pass", "Pass"]
    else:
        cards = {(False, False): ["C4"], (False, True): ["C4", "D3"], (True, False): ["DA"]}
        shown = cards.get((honour, several), ["DA", "C4"])
        auction = ["1S", "Pass", {"expose": shown, "seat": "N", "lead": lead}, "4S"]
        auction += ["Pass", "Pass", "Pass"]
    return {"deal": DEAL, "dealer": "S", "vulnerable": "None", "auction": auction}


def premature_play(answers: Mapping) -> dict:
    # South leads to trick 2; East plays before his partner West.
    named = _named(answers, "card")
    if not named:
        return _base(play=[*FIRST_TRICK_WON_BY["S"], "CA", "C9"])
    base = holding(_base(play=list(FIRST_TRICK_WON_BY["S"])), "E", named)
    # South leads the suit of East's card, so East's card is in the suit led.
    lead = _lowest_follow(base, Seat.SOUTH, named[0], avoid=named)
    return dict(base, play=[*base["play"], lead, str(named[0])])


def insufficient_calls(answers: Mapping) -> tuple[str, str]:
    """The bid overcalled and the insufficient bid, as the director named them (the model's
    1♥ and 1♦ when not asked); a pair that is not an insufficient bid is said plainly."""
    before, bid = str(answers.get("before") or "1H"), str(answers.get("bid") or "1D")
    last, offered = Call.parse(before), Call.parse(bid)
    if not last.is_bid or not offered.is_bid or offered.order > last.order:
        raise PlacementError(
            say("messages", "not_insufficient", bid=ru.call(offered), before=ru.call(last))
        )
    return before, bid


def insufficient_bid(answers: Mapping) -> dict:
    before, called = insufficient_calls(answers)
    bid = {"call": called, "seat": "E"}
    if answers.get("conventional") == "yes":
        bid["conventional"] = True
    auction = [before, bid]
    if answers.get("lho_called") == "yes":
        auction.append("Pass")
    return {"deal": DEAL, "dealer": "N", "vulnerable": "None", "auction": auction}


# A call out of rotation: East is the offender — North his right-hand opponent, West his
# partner, South his left-hand opponent. The dealer and the calls before it make it the turn
# the answers name (East has not called yet when it is South's turn).
OUT_OF_ROTATION_BEFORE = {
    # whose turn → (dealer, calls before) with no bid yet / after South's 1♥
    ("N", False): ("N", []),
    ("W", False): ("W", []),
    ("S", False): ("S", []),
    ("N", True): ("S", ["1H", "Pass"]),
    ("W", True): ("S", ["1H"]),
}
OUT_OF_ROTATION_CALLS = {"pass": "Pass", "bid": "1S", "double": "X"}
PROPER = {"rho": "N", "partner": "W", "lho": "S"}


def out_of_rotation_bid(answers: Mapping) -> str:
    """The call made out of rotation: the bid the director named, else the kind's own."""
    if answers.get("call") == "bid" and answers.get("bid"):
        return str(answers["bid"])
    return OUT_OF_ROTATION_CALLS[answers["call"]]


def call_out_of_rotation(answers: Mapping) -> dict:
    call = answers["call"]
    bid_before = call == "double" or answers.get("bid_before") == "yes"
    proper = PROPER[answers["turn"]]
    dealer, before = OUT_OF_ROTATION_BEFORE[(proper, bid_before)]
    made = out_of_rotation_bid(answers)
    if not Call.parse(made).is_bid and call == "bid":
        raise PlacementError(say("messages", "not_a_bid", call=ru.call(made)))
    auction: list = [*before, {"call": made, "seat": "E"}]
    # Somebody called over it before the director came: the LHO accepts it (29A); the
    # player whose turn it was, calling in his turn, cancels it without penalty (28B).
    over = {"lho": "S", "proper": proper}.get(answers.get("called_over", ""))
    if over:
        auction.append({"call": "Pass", "seat": over})
    return {"deal": DEAL, "dealer": dealer, "vulnerable": "None", "auction": auction}


DESIGNATIONS = {
    "high": {"designate": "старшая"},
    "low": {"designate": "младшая"},
    "suit": {"designate": "H"},
    "rank": {"designate": "K"},
    "absent": {"designate": "HQ"},
    "any": {"designate": "любая"},
}


def dummy_designation(answers: Mapping) -> dict:
    # West leads (the director's card, else ♥8); declarer names a card from dummy
    # (♠KJ3 ♥K32 ♦A432 ♣432 in the model).
    base = _base(play=[])
    lead = "H8"
    led = _named(answers, "led")
    if led:
        base = holding(base, "W", led)
        lead = str(led[0])
    item = dict(DESIGNATIONS[answers["said"]])
    named = _named(answers, "named")
    if answers["said"] == "absent" and named:
        if named[0] == Card.parse(lead):
            raise PlacementError(say("messages", "named_is_led", card=ru.card(named[0])))
        # The card declarer named is not in dummy: it sits in East's hand.
        base = holding(base, "E", named)
        item = {"designate": str(named[0])}
    return dict(base, play=[lead, item])


def fifth_card(answers: Mapping) -> dict:
    defender = answers["offender"] == "defender"
    base = _base(play=list(FIRST_TRICK_WON_BY["S"]))
    card = "C9" if defender else "C5"
    named = _named(answers, "card")
    if named:
        base = holding(base, "E" if defender else "S", named)
        card = str(named[0])
    item: dict = {"fifth": card}
    if answers.get("lead") == "yes":
        item["lead"] = True
    elif defender:
        item["how"] = answers.get("how") or "deliberate"
    return dict(base, play=[*base["play"], item])


def simultaneous(answers: Mapping) -> dict:
    if answers["kind"] == "two_players":
        # Law 58A: West's lead and North's card at the same time — North's counts as after.
        return _base(play=["H8", "H2"])
    named = _named(answers, "cards")
    if named:
        # West leads the suit of the card the offender meant to play, the others follow; then
        # the offender (East, or South) plays both cards at once.
        offender = Seat.EAST if answers["offender"] == "defender" else Seat.SOUTH
        base = holding(_base(play=[]), offender.letter, named)
        play: list = []
        seat = Seat.WEST
        while seat != offender:
            play.append(_lowest_follow(dict(base, play=play), seat, named[0], avoid=named))
            seat = seat.next(1)
        cards = [str(card) for card in named]
        visible = cards[:1] if answers["visible"] == "one" else cards
        item = {"simultaneous": cards, "visible": visible, "intended": cards[0]}
        return dict(base, play=[*play, item])
    if answers["offender"] == "declarer":
        cards, intended = ["HA", "H4"], "HA"
        play = ["H8", "H2", "H9"]
    else:
        other = "CQ" if answers.get("honour") == "yes" else "C9"
        cards, intended = ["H9", other], "H9"
        play = ["H8", "H2"]
    visible = [intended] if answers["visible"] == "one" else cards
    item = {"simultaneous": cards, "visible": visible, "intended": intended}
    return _base(play=[*play, item])


BUILDERS = {
    "lead_out_of_turn": lead_out_of_turn,
    "opening_lead": opening_lead,
    "exposed_card": exposed_card,
    "exposed_card_auction": exposed_card_auction,
    "premature_play": premature_play,
    "insufficient_bid": insufficient_bid,
    "call_out_of_rotation": call_out_of_rotation,
    "dummy_designation": dummy_designation,
    "fifth_card": fifth_card,
    "simultaneous": simultaneous,
}


def describe(code: str, answers: Mapping) -> str:
    """What the model position is, in words, for the text under the ruling."""
    if code == "insufficient_bid":
        before, bid = insufficient_calls(answers)
        return say("models", "insufficient_bid", before=ru.call(before), bid=ru.call(bid))
    if code == "call_out_of_rotation":
        return say("models", "call_out_of_rotation")
    if code == "exposed_card_auction":
        if answers.get("became") == "defender":
            return say("models", "exposed_card_auction_defender")
        return say("models", "exposed_card_auction_declarer_side")
    return say("models", "play")
