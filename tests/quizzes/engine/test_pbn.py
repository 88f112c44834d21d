"""PBN in and out: the Play section is one trick per line in seat columns starting from the
seat of the [Play] tag, so each line has to be put in play order from that trick's leader."""

import pytest

from quizzes.engine import ScenarioError, rule
from quizzes.engine.pbn import read_pbn, scenario_to_pbn

from .deals import ISSUE_DEAL, ISSUE_PLAY, issue_scenario

PBN = """% PBN 2.1
[Event "Клубный турнир"]
[Board "7"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:AKQ2.K32.A32.432 J43.QJ4.KQJ.AKQJ 765.A765.7654.65 T98.T98.T98.T987"]
[Declarer "N"]
[Contract "3NT"]
[Auction "N"]
1NT Pass 3NT AP
[Play "E"]
CA C5 C7 C2
CK C6 C8 C3
CQ D4 C9 C4
CJ D5 CT S2
DK D6 D8 DA
S3 S5 S8 SA
S4 S6 S9 SK
SJ S7 ST SQ
H4 H5 H8 HK
HJ HA H9 H2
HQ H7 HT H3
DQ D7 D9 D2
DJ H6 DT D3
*
"""


def test_read_pbn_to_scenario():
    scenario = read_pbn(PBN)
    assert scenario["deal"] == ISSUE_DEAL
    assert scenario["title"] == "Клубный турнир — сдача 7"
    assert scenario["auction"] == ["1NT", "Pass", "3NT", "Pass", "Pass", "Pass"]
    assert scenario["contract"] == "3NT" and scenario["declarer"] == "N"
    # Columns E S W N; trick 6 is led by North: play order N E S W.
    assert scenario["play"] == ISSUE_PLAY
    assert rule(scenario)["score"] == -150


def test_export_and_read_back():
    text = scenario_to_pbn(issue_scenario(ISSUE_PLAY))
    assert '[Deal "N:AKQ2.K32.A32.432' in text and '[Contract "3NT"]' in text
    again = read_pbn(text)
    assert again["play"] == ISSUE_PLAY and again["deal"] == ISSUE_DEAL


def test_bad_pbn():
    with pytest.raises(ScenarioError, match="Deal"):
        read_pbn('[Event "x"]\n[Dealer "N"]\n')
    with pytest.raises(ScenarioError, match="Deal"):
        read_pbn('[Deal "N:AKQ2.K32.A32.432"]\n')
    with pytest.raises(ScenarioError, match="нет ни одной"):
        read_pbn("")
