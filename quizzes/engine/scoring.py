"""Law 77: the score of a deal, from declarer's side (negative when the contract fails).

The constants below are the 1987 table. The over- and undertrick rows, the game, part-score
and "contract made doubled / redoubled" premiums are in the surviving fragment of Law 77
(laws/sources/001, p. 107): undertricks not vulnerable 50 each undoubled; doubled 100 for the
first, 200 for each later one plus a 100 premium for the 4th and each later one (so 100,
300, 500, 800, 1100 …); redoubled twice the doubled figures. Vulnerable: 100 each undoubled;
doubled 200 then 300 each; redoubled 400 then 600 each, no 4th-trick premium.
Trick values and slam premiums are not in the surviving fragment; the values used are those
every edition of the laws has had (clubs/diamonds 20, hearts/spades 30, no trump 40 + 30;
small slam 500/750, grand slam 1000/1500). Honours are not scored.
"""

from __future__ import annotations

import functools

from .auction import CallError, Contract

# Law 77, trick score per contract trick (undoubled).
TRICK_VALUE = {"C": 20, "D": 20, "H": 30, "S": 30, "NT": 30}
FIRST_NT_TRICK_VALUE = 40
# Law 77: doubling multiplies the trick score by 2, redoubling by 4.
DOUBLING_FACTOR = {0: 1, 1: 2, 2: 4}
# Law 77, overtricks: doubled 100 / 200, redoubled 200 / 400 (not vulnerable / vulnerable).
OVERTRICK_DOUBLED = {False: 100, True: 200}
OVERTRICK_REDOUBLED = {False: 200, True: 400}
# Law 77, premiums.
GAME_PREMIUM = {False: 300, True: 500}
PART_SCORE_PREMIUM = 50
GAME_TRICK_SCORE = 100
SMALL_SLAM_PREMIUM = {False: 500, True: 750}
GRAND_SLAM_PREMIUM = {False: 1000, True: 1500}
# Law 77: "За выполнение контракта с контрой … 50; с реконтрой … 100".
INSULT = {1: 50, 2: 100}
# Law 77, undertricks: (first, each subsequent, premium for the 4th and each later one),
# keyed by (vulnerable, doubled).
UNDERTRICKS = {
    (False, 0): (50, 50, 0),
    (False, 1): (100, 200, 100),
    (False, 2): (200, 400, 200),
    (True, 0): (100, 100, 0),
    (True, 1): (200, 300, 0),
    (True, 2): (400, 600, 0),
}


def contract_trick_score(contract: Contract) -> int:
    """Trick score of the contracted tricks, doubled or redoubled (counts toward game)."""
    if contract.strain == "NT":
        base = FIRST_NT_TRICK_VALUE + TRICK_VALUE["NT"] * (contract.level - 1)
    else:
        base = TRICK_VALUE[contract.strain] * contract.level
    return base * DOUBLING_FACTOR[contract.doubled]


def undertrick_penalty(down: int, vulnerable: bool, doubled: int) -> int:
    first, later, fourth_premium = UNDERTRICKS[(vulnerable, doubled)]
    total = 0
    for number in range(1, down + 1):
        total += first if number == 1 else later
        if number >= 4:
            total += fourth_premium
    return total


# Every ruling of a played deal scores it: the few thousand results there are, each worked out
# once.
@functools.cache
def score_contract(contract: Contract, vulnerable: bool, tricks: int) -> int:
    if not 0 <= tricks <= 13:
        raise ValueError(f"взяток должно быть от 0 до 13, а не {tricks}")
    needed = contract.tricks_needed
    if tricks < needed:
        return -undertrick_penalty(needed - tricks, vulnerable, contract.doubled)
    trick_score = contract_trick_score(contract)
    total = trick_score
    over = tricks - needed
    if contract.doubled == 0:
        total += over * TRICK_VALUE[contract.strain]
    elif contract.doubled == 1:
        total += over * OVERTRICK_DOUBLED[vulnerable]
    else:
        total += over * OVERTRICK_REDOUBLED[vulnerable]
    total += GAME_PREMIUM[vulnerable] if trick_score >= GAME_TRICK_SCORE else PART_SCORE_PREMIUM
    if contract.level == 6:
        total += SMALL_SLAM_PREMIUM[vulnerable]
    elif contract.level == 7:
        total += GRAND_SLAM_PREMIUM[vulnerable]
    total += INSULT.get(contract.doubled, 0)
    return total


def score(contract: Contract | str, vulnerable: bool = False, tricks: int = 0) -> int:
    """Declarer's side score by Law 77: ``score("4SX", vulnerable=True, tricks=8) == -500``.

    ``contract`` is a string such as "4S", "3NTX", "6HXX" (or a Contract); "Pass" scores 0.
    """
    if isinstance(contract, str) and contract.strip().upper() in ("PASS", "P", "ПАС"):
        return 0
    if not isinstance(contract, Contract):
        try:
            contract = Contract.parse(contract)
        except CallError as exc:
            raise ValueError(str(exc)) from None
    return score_contract(contract, bool(vulnerable), int(tricks))
