"""The model table the director's questions are ruled on.

One real deal — South declares 4♠, North is dummy, West (declarer's left) and East the
defenders — and, for each incident, the scenario (the engine's input) that reproduces the
position the answers describe. The seats only make the engine's explanation concrete; the
ruling depends on the roles, which is what the questions ask.
"""

from __future__ import annotations

from collections.abc import Mapping

from quizzes.director.wording import say

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
    play = [*FIRST_TRICK_WON_BY[leader], card]
    if answers.get("next_played") == "yes":
        play.append(follow)
    return _base(play=play)


def opening_lead(answers: Mapping) -> dict:
    # East, the partner of the proper leader, faces the opening lead; Law 54C when declarer
    # could see dummy's cards.
    play: list = ["CQ"]
    if answers.get("seen_dummy") == "yes":
        play.append({"dummy_seen": True})
    return _base(play=play)


def revoke_unestablished(answers: Mapping) -> dict:
    offender = answers["offender"]
    if offender == "defender":
        # East holds hearts but discards a diamond; he corrects before the next trick.
        return _base(play=["H8", "H2", "DQ", {"correct_revoke": "HQ"}])
    if offender == "declarer":
        return _base(play=["H8", "H2", "H9", "C5", {"correct_revoke": "H4"}])
    return _base(play=["H8", "C2", {"correct_revoke": "H2"}])


def exposed_card(answers: Mapping) -> dict:
    if answers["offender"] == "declarer":
        return _base(play=[*FIRST_TRICK_WON_BY["S"], {"expose": ["CA"], "how": "accidental"}])
    # East exposes; West (his partner) or South is on lead.
    leader = "W" if answers.get("partner_leads") == "yes" else "S"
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
    honour, several = answers["honour"] == "yes", answers["several"] == "yes"
    lead = answers["lead"] == "yes"
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
    # South leads ♣A to trick 2; East plays before his partner West.
    return _base(play=[*FIRST_TRICK_WON_BY["S"], "CA", "C9"])


def insufficient_bid(answers: Mapping) -> dict:
    bid = {"call": "1D", "seat": "E"}
    if answers.get("conventional") == "yes":
        bid["conventional"] = True
    auction = ["1H", bid]
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


def call_out_of_rotation(answers: Mapping) -> dict:
    call = answers["call"]
    bid_before = call == "double" or answers.get("bid_before") == "yes"
    proper = PROPER[answers["turn"]]
    dealer, before = OUT_OF_ROTATION_BEFORE[(proper, bid_before)]
    auction: list = [*before, {"call": OUT_OF_ROTATION_CALLS[call], "seat": "E"}]
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
    # West leads ♥8; declarer names a card from dummy (♠KJ3 ♥K32 ♦A432 ♣432).
    return _base(play=["H8", dict(DESIGNATIONS[answers["said"]])])


def fifth_card(answers: Mapping) -> dict:
    item: dict = {"fifth": "C9" if answers["offender"] == "defender" else "C5"}
    if answers.get("lead") == "yes":
        item["lead"] = True
    elif answers["offender"] == "defender":
        item["how"] = answers.get("how") or "deliberate"
    return _base(play=[*FIRST_TRICK_WON_BY["S"], item])


def simultaneous(answers: Mapping) -> dict:
    if answers["kind"] == "two_players":
        # Law 58A: West's lead and North's card at the same time — North's counts as after.
        return _base(play=["H8", "H2"])
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
        return say("models", "insufficient_bid")
    if code == "call_out_of_rotation":
        return say("models", "call_out_of_rotation")
    if code == "exposed_card_auction":
        if answers.get("became") == "defender":
            return say("models", "exposed_card_auction_defender")
        return say("models", "exposed_card_auction_declarer_side")
    return say("models", "play")
