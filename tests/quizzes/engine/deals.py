"""Deals shared by the engine tests.

ISSUE_DEAL is the example deal of the engine's issue; ISSUE_PLAY plays all 13 tricks of it
in 3NT by North (East leads): East cashes four clubs, NS win six tricks, down three.
"""

ISSUE_DEAL = "N:AKQ2.K32.A32.432 J43.QJ4.KQJ.AKQJ 765.A765.7654.65 T98.T98.T98.T987"

ISSUE_PLAY = [
    "CA", "C5", "C7", "C2",
    "CK", "C6", "C8", "C3",
    "CQ", "D4", "C9", "C4",
    "CJ", "D5", "CT", "S2",
    "DK", "D6", "D8", "DA",
    "SA", "S3", "S5", "S8",
    "SK", "S4", "S6", "S9",
    "SQ", "SJ", "S7", "ST",
    "HK", "H4", "H5", "H8",
    "H2", "HJ", "HA", "H9",
    "H7", "HT", "H3", "HQ",
    "DQ", "D7", "D9", "D2",
    "DJ", "H6", "DT", "D3",
]  # fmt: skip


def issue_scenario(play=None, **extra) -> dict:
    scenario = {
        "title": "Пример из задачи",
        "deal": ISSUE_DEAL,
        "dealer": "N",
        "vulnerable": "None",
        "auction": ["1NT", "Pass", "3NT", "Pass", "Pass", "Pass"],
        "play": list(play or []),
    }
    scenario.update(extra)
    return scenario


# A four-card ending, hearts trumps, South declarer on lead at trick 10.
# West holds a spade (S3) and ruffs South's spade lead: a revoke that West wins.
ENDING = "S:J2...43 3.9.KQ. AK..2.2 4..43.5"


def ending_scenario(play, **extra) -> dict:
    return end_position(ENDING, "4H", "S", "S", play, tricks_before=7, **extra)


def end_position(deal, contract, declarer, leader, play, tricks_before=None, **extra) -> dict:
    """An end position (a partial deal: its first trick is 14 − cards a hand) played from
    ``leader``'s lead; ``tricks_before``: the tricks declarer's side won before it (the score
    is given only with it)."""
    scenario = {"deal": deal, "contract": contract, "declarer": declarer, "leader": leader}
    if tricks_before is not None:
        scenario["tricks_before"] = tricks_before
    scenario["play"] = list(play)
    scenario.update(extra)
    return scenario


def only(ruling: dict, kind: str) -> dict:
    """The ruling's one irregularity of ``kind`` (fails when there is none or more)."""
    [entry] = [i for i in ruling["irregularities"] if i["kind"] == kind]
    return entry


def standing(ruling: dict) -> list[tuple[str, str]]:
    """The calls that stand, as (seat, call)."""
    return [(c["seat"], c["call"]) for c in ruling["auction"]]
