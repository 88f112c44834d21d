"""A tournament director's probe cases: the questions asked most at the table, each a small
scenario with the ruling a director gives under the 1987 Laws and the clause he checks.

The deal of `deals.py` (3NT by North, East on lead) serves the opening lead, the auction and
the early play; short endings (a five-card one in 4♠ by South, two- and four-card ones) the
revokes, penalty cards and claims. Each case lists what the ruling must say; `pick` reads a
key of the ruling (`revoke.penalty_tricks` is a field of the first irregularity of that kind,
`options` the codes offered, `calls` the auction that stands), `cites` names clauses that
must be among the laws applied and `explains` a clause and words its explanation must hold.
Then the Law 77 table, IMPs (78B), match points (78A), and malformed scenarios.
"""

import re

import pytest

from quizzes.engine import ScenarioError, imps, matchpoints, rule, score

from .deals import ISSUE_DEAL

# The ending: North (dummy) ♥AKQ ♦32; East ♥5 ♦AK ♣KQ; South ♠AK ♥2 ♦54; West ♠3 ♥J43 ♣A.
ENDING = "N:.AKQ.32. .5.AK.KQ AK.2.54. 3.J43..A"
# A two-card ending for trick 12: North ♥A ♦2; East ♦K ♣2; South ♠A ♦3; West ♥Q ♣3.
TRICK_12 = "N:.A.2. ..K.2 A..3. .Q..3"
# Four-card endings in no trump, 3NT by South with nine tricks in: North ♠AK ♥A ♦2,
# East ♠Q ♥K ♦AK, South ♠J ♦3 ♣AK, West ♠T ♥Q ♣QJ (East on lead) ...
NT_EAST_LEADS = "N:AK.A.2. Q.K.AK. J..3.AK T.Q..QJ"
# ... and North ♠A ♥2 ♦AK, East ♠K ♥A ♣AK, South ♠Q ♥3 ♦QJ, West ♠J ♥K ♣QJ (North on lead).
NT_NORTH_LEADS = "N:A.2.AK. K.A..AK Q.3.QJ. J.K..QJ"

# 3NT by South from trick 10: North ♠2 ♥KQ ♦A, East ♥5 ♦KQ ♣K, South ♠A ♥2 ♦5 ♣A, West ♥AJ ♣Q3.
REVOKE_THEN_CLAIM = "N:2.KQ.A. .5.KQ.K A.2.5.A .AJ..Q3"

# North holds thirteen spades; the others share the rest.
ONE_SUITED = "N:AKQJT98765432... .AKQJ.AKQJ.AKQJT .T98765.T9876.98 .432.5432.765432"

# Trick 1 won by East (♣A) and by North (♦A).
EAST_WINS_1 = ["CA", "C5", "C7", "C2"]
NORTH_WINS_1 = ["DK", "D4", "D8", "DA"]


def tricks(record: str) -> list[str]:
    """Cards in the order played, trick by trick: "H2 S3 HQ H5 / CA D2 CK SA"."""
    return record.replace("/", " ").split()


def full(play=(), auction=("1NT", "Pass", "3NT", "Pass", "Pass", "Pass"), **extra) -> dict:
    scenario = {
        "deal": ISSUE_DEAL,
        "dealer": "N",
        "vulnerable": "None",
        "auction": list(auction),
        "play": list(play),
    }
    scenario.update(extra)
    return scenario


def ending(play, deal=ENDING, tricks_before=8, **extra) -> dict:
    scenario = {
        "deal": deal,
        "contract": "4S",
        "declarer": "S",
        "leader": "S",
        "tricks_before": tricks_before,
        "vulnerable": "None",
        "play": list(play),
    }
    scenario.update(extra)
    return scenario


def auction(calls) -> dict:
    return full(auction=calls)


def pick(ruling: dict, key: str):
    if key == "options":
        return sorted({o["code"] for o in ruling["options"]})
    if key == "kinds":
        return [i["kind"] for i in ruling["irregularities"]]
    if key == "calls":
        return [c["call"] for c in ruling["auction"]]
    if "." in key:
        kind, field = key.split(".", 1)
        entries = [i for i in ruling["irregularities"] if i["kind"] == kind]
        assert entries, f"no {kind} in {pick(ruling, 'kinds')}"
        return entries[0][field]
    return ruling[key]


def check(ruling: dict, expected: dict) -> None:
    for key, value in expected.items():
        if key == "explains":
            texts = [step["text"] for step in ruling["explanation"] if step["law"] == value[0]]
            assert any(value[1] in text for text in texts), f"{value} not in {texts}"
        elif key == "cites":
            missing = [law for law in value if law not in ruling["laws"]]
            assert not missing, f"{missing} not among {ruling['laws']}"
        else:
            assert pick(ruling, key) == value, key


# (scenario, the ruling's keys) — id: the clause and the situation.
RULINGS = [
    # --- Laws 61–64: revokes ---
    pytest.param(
        # West ruffs the heart lead with ♠3 holding hearts and wins it; East-West win two more.
        ending(tricks("H2 S3 HQ H5 / CA D2 CK SA / SK HJ D3 CQ / D4 H4 HK DA / DK D5 H3 HA")),
        {
            "revoke.penalty_tricks": 2,
            "revoke.established": True,
            "declarer_tricks_played": 10,
            "declarer_tricks": 12,
            "score": 480,
            "cites": ["61A", "63A1", "64A1"],
        },
        id="64A1-offender-won-revoke-trick-two-tricks",
    ),
    pytest.param(
        # West discards ♣A on a heart; North wins; East-West win tricks 10 and 13.
        ending(tricks("H2 CA HQ H5 / D2 DA D4 H3 / CK SA H4 HA / SK S3 HK CQ / D5 HJ D3 DK")),
        {
            "revoke.penalty_tricks": 1,
            "declarer_tricks_played": 11,
            "declarer_tricks": 12,
            "score": 480,
            "cites": ["64A2"],
        },
        id="64A2-offender-lost-revoke-trick-one-trick",
    ),
    pytest.param(
        # West keeps ♠3 on declarer's ♠A (revoke, trick won by South), later ruffs with it.
        ending(tricks("SA H3 D2 H5 / H2 H4 HA CQ / D3 DA D4 S3 / CA HK CK SK / D5 HJ HQ DK")),
        {
            "revoke.penalty_tricks": 2,
            "declarer_tricks_played": 11,
            "declarer_tricks": 13,
            "score": 510,
            "cites": ["64A2"],
        },
        id="64A2-later-trick-won-with-a-card-of-the-revoke-suit",
    ),
    pytest.param(
        # West's revoke (♣A on a heart) and East-West win no trick from then on.
        ending(tricks("H2 CA HQ H5 / HA CK D4 H3 / HK CQ D5 H4 / D2 DK SK HJ / SA S3 D3 DA")),
        {"revoke.penalty_tricks": 0, "declarer_tricks": 13, "score": 510, "cites": ["64B1"]},
        id="64B1-offending-side-won-no-trick-after",
    ),
    pytest.param(
        # West revokes in hearts on trick 9 and again on trick 10 (ruffing with ♠3).
        ending(tricks("H2 CA HQ H5 / HA CK D4 S3 / HJ HK CQ D5 / D2 DA SA H4 / SK H3 D3 DK")),
        {
            "declarer_tricks_played": 12,
            "declarer_tricks": 13,
            "score": 510,
            "cites": ["64A2", "64B2"],
        },
        id="64B2-second-revoke-same-suit-same-player-no-penalty",
    ),
    pytest.param(
        # Dummy (North) plays ♥K on a diamond lead while holding ♦32.
        ending(tricks("D4 H3 HK DA / DK D5 H4 D2 / CK SA CA D3 / SK S3 HQ CQ / H2 HJ HA H5")),
        {
            "revoke.seat": "N",
            "revoke.penalty_tricks": 0,
            "declarer_tricks": 11,
            "score": 450,
            "cites": ["64B3"],
        },
        id="64B3-dummy-revoke-no-penalty",
    ),
    pytest.param(
        # East's only heart is his penalty card ♥5; on the heart lead he plays ♣K.
        ending(
            [
                {"expose": ["H5"], "how": "accidental"},
                *tricks("H2 H3 HQ CK / D2 DA D4 H4 / H5 SK HJ HA / SA S3 D3 CQ / D5 CA HK DK"),
            ]
        ),
        {"revoke.seat": "E", "revoke.penalty_tricks": 0, "declarer_tricks": 11, "cites": ["64B3"]},
        id="64B3-failure-to-play-a-penalty-card-is-a-revoke-without-penalty",
    ),
    pytest.param(
        ending(
            tricks("H2 S3 HQ H5 / CA D2 CK SA / SK HJ D3 CQ / D4 H4 HK DA / DK D5 H3 HA"),
            revoke_attention="next_board",
        ),
        {"revoke.penalty_tricks": 0, "declarer_tricks": 10, "cites": ["64B4"]},
        id="64B4-attention-drawn-after-a-call-on-the-next-deal",
    ),
    pytest.param(
        ending(
            tricks("H2 S3 HQ H5 / CA D2 CK SA / SK HJ D3 CQ / D4 H4 HK DA / DK D5 H3 HA"),
            revoke_attention="round_over",
        ),
        {"revoke.penalty_tricks": 0, "declarer_tricks": 10, "cites": ["64B5"]},
        id="64B5-attention-drawn-after-the-round",
    ),
    pytest.param(
        # East plays ♣2 on a diamond holding ♦K at trick 12; trick 13 is played.
        ending(["D3", "C3", "D2", "C2", "SA", "HQ", "HA", "DK"], deal=TRICK_12, tricks_before=11),
        {
            "revoke.trick": 12,
            "revoke.penalty_tricks": 0,
            "revoke.corrected": True,
            "declarer_tricks": 12,
            "score": 480,
            "cites": ["62D", "64B6"],
        },
        id="64B6-62D-revoke-on-trick-12-corrected-not-penalised",
    ),
    pytest.param(
        ending(["H2", "S3", "HQ", "H5"]),
        {"revoke.established": False, "revoke.penalty_tricks": 0, "next": "W"},
        id="63A1-revoke-not-established-before-the-next-trick",
    ),
    pytest.param(
        ending(["H2", "S3", "HQ", "H5", "CA"]),
        {"revoke.established": True, "cites": ["63A1"]},
        id="63A1-established-when-offender-leads-to-the-next-trick",
    ),
    pytest.param(
        # West corrects his ♠3 ruff before it is established: ♥3 instead, ♠3 a major penalty
        # card, and North's ♥Q now wins the trick.
        ending(["H2", "S3", "HQ", "H5", {"correct_revoke": "H3"}]),
        {
            "revoke.corrected": True,
            "revoke.established": False,
            "penalty_cards": {"W": [{"card": "S3", "major": True}]},
            "declarer_tricks": 9,
            "cites": ["62A", "62B1"],
        },
        id="62B1-revoke-corrected-card-becomes-major-penalty-card",
    ),
    pytest.param(
        # West ruffs the heart lead (revoke) and wins; East-West win no other trick.
        ending(tricks("H2 S3 HQ H5 / HJ HK CK D4 / HA CQ D5 H4 / D2 DK SA H3 / SK CA D3 DA")),
        {"revoke.penalty_tricks": 1, "declarer_tricks": 13, "cites": ["64A1"]},
        id="64A1-no-later-trick-only-the-revoke-trick-goes-over",
    ),
    pytest.param(
        # Declarer (South) discards ♣K on East's ♦A holding ♦3; North-South win tricks 12, 13.
        ending(
            tricks("DA CK CJ D2 / DK D3 CQ SK / HK CA HQ HA / SA SQ SJ ST"),
            deal=NT_EAST_LEADS,
            tricks_before=9,
            contract="3NT",
            leader="E",
        ),
        {
            "revoke.seat": "S",
            "revoke.penalty_tricks": 1,
            "declarer_tricks_played": 11,
            "declarer_tricks": 10,
            "score": 430,
            "cites": ["64A2"],
        },
        id="64A2-declarer-revokes-a-trick-goes-to-the-defenders",
    ),
    pytest.param(
        # West discards ♣J on North's heart holding ♥K; his partner East wins with ♥A.
        ending(
            tricks("H2 HA H3 CJ / CA DJ CQ DK / CK DQ HK DA / SK SQ SJ SA"),
            deal=NT_NORTH_LEADS,
            tricks_before=9,
            contract="3NT",
            leader="N",
        ),
        {
            "revoke.seat": "W",
            "revoke.penalty_tricks": 1,
            "declarer_tricks": 11,
            "score": 460,
            "cites": ["64A2"],
        },
        id="64A2-partner-of-the-offender-won-the-revoke-trick",
    ),
    pytest.param(
        # West ruffs a heart (revoke, wins trick 9) and East discards on West's club (revoke,
        # trick 10 won by West); East-West win nothing more: two tricks in all, each once.
        ending(tricks("H2 S3 HQ H5 / CA D2 DA D4 / HJ HK CK D5 / HA CQ SK H4 / SA H3 D3 DK")),
        {
            "declarer_tricks_played": 11,
            "declarer_tricks": 13,
            "score": 510,
            "explains": ("64A2", "каждая — один раз"),
        },
        id="64A-two-revokes-a-trick-goes-over-once",
    ),
    pytest.param(
        # North-South (the non-offenders) lead to the next trick: not yet established.
        ending(tricks("H2 CA HQ H5 / D2")),
        {"revoke.established": False},
        id="63A1-not-established-by-the-non-offending-side-playing",
    ),
    pytest.param(
        ending(tricks("H2 CA HQ H5 / D2 DA")),
        {"revoke.established": True},
        id="63A1-established-when-offenders-partner-plays-to-the-next-trick",
    ),
    # --- Laws 50E, 51, 59: penalty cards and the partner's lead ---
    pytest.param(
        ending([{"expose": ["DK", "CQ"], "how": "accidental"}], leader="W"),
        {
            "options": ["forbid_leads", "no_lead_restriction", "require_lead"],
            "cites": ["51B2A", "51B2B"],
        },
        id="51B2-penalty-cards-in-two-suits-partner-to-lead",
    ),
    pytest.param(
        ending(
            [{"expose": ["DK", "CQ"], "how": "accidental"}, {"choose": "forbid_leads"}, "HJ"],
            leader="W",
        ),
        {"penalty_cards": {}, "kinds": ["penalty_card", "penalty_card"], "next": "N"},
        id="51B2B-both-suits-forbidden-penalty-cards-picked-up",
    ),
    pytest.param(
        # Declarer requires a diamond from West, who has none: he leads what he likes.
        ending(
            [
                {"expose": ["DK"], "how": "accidental"},
                {"choose": "require_lead", "suit": "D"},
                "CA",
            ],
            leader="W",
        ),
        {"kinds": ["penalty_card"], "penalty_cards": {}, "cites": ["50E2A", "59"]},
        id="59-required-suit-the-leader-has-none-any-card",
    ),
    # --- Law 63A3 and Law 64 after a claim ---
    pytest.param(
        # West ruffs a heart (revoke, wins it) and at once claims two of the last four.
        ending([*tricks("H2 S3 HQ H5"), {"claim": {"seat": "W", "tricks": 2}}]),
        {
            "revoke.established": True,
            "revoke.penalty_tricks": 1,
            "declarer_tricks": 13,
            "score": 510,
            "cites": ["63A3", "64A1"],
        },
        id="63A3-offender-claims-revoke-established-64A1",
    ),
    pytest.param(
        # Declarer claims the rest; East-West, the offenders, agree.
        ending([*tricks("H2 S3 HQ H5"), {"claim": {"seat": "S", "response": "acquiesced"}}]),
        {
            "revoke.established": True,
            "revoke.penalty_tricks": 1,
            "declarer_tricks": 13,
            "cites": ["63A3"],
        },
        id="63A3-offenders-agree-to-the-claim-revoke-established",
    ),
    pytest.param(
        # The revoke was established by play (63A1); declarer then claims the last three.
        # East-West's two claimed tricks count as won after it: the revoke trick and one more.
        ending([*tricks("H2 S3 HQ H5 / CA D2 CK SA"), {"claim": {"seat": "S"}}]),
        {"revoke.penalty_tricks": 2, "declarer_tricks": 12, "score": 480, "cites": ["64A1"]},
        id="64A1-tricks-the-claim-gives-the-offenders-count-as-later-tricks",
    ),
    # --- A revoke not yet established, then a claim (62A, 63A3, 68–71) ---
    pytest.param(
        # West ruffs a heart holding hearts; declarer claims the rest before anyone leads to
        # trick 10 and East-West dispute it. 63A3: «Когда игрок нарушившей стороны сделал или
        # принял претензию» — they did neither, so the revoke is not established: it is
        # corrected (♥В for ♠3, a major penalty card, 62B1), North wins trick 9, and then the
        # claim is ruled.
        ending([*tricks("H2 S3 HQ H5"), {"claim": {"seat": "S"}}]),
        {
            "revoke.established": False,
            "revoke.corrected": True,
            "revoke.penalty_tricks": 0,
            "penalty_card.card": "S3",
            "declarer_tricks_played": 9,
            "declarer_tricks": 11,
            "score": 450,
            "cites": ["62A", "62B1", "63A3", "68A", "70"],
        },
        id="62A-disputed-claim-by-non-offenders-revoke-corrected-then-claim-ruled",
    ),
    pytest.param(
        # The same revoke while its trick is still in progress: corrected, then the claim.
        ending([*tricks("H2 S3 HQ"), {"claim": {"seat": "S"}}]),
        {
            "revoke.corrected": True,
            "declarer_tricks": 11,
            "cites": ["62A", "63A3", "70"],
        },
        id="62A-revoke-in-the-trick-in-progress-disputed-claim-ruled",
    ),
    pytest.param(
        # East (the offender's partner) claims two of the five while West's revoke is still in
        # its trick: 63A3 establishes it, the trick stands as played (63B) — West's ruff wins
        # it — and Law 64A1 gives that trick to North-South.
        ending([*tricks("H2 S3 HQ"), {"claim": {"seat": "E", "tricks": 2}}]),
        {
            "revoke.established": True,
            "revoke.penalty_tricks": 1,
            "declarer_tricks": 13,
            "cites": ["63A3", "64A1"],
        },
        id="63A3-offenders-claim-with-the-revoke-trick-in-progress-64A1",
    ),
    pytest.param(
        # North-South's claim of all five, agreed while the revoke trick is in progress: the
        # offending side won no trick from the revoke on (64B1) — no trick goes over.
        ending([*tricks("H2 S3 HQ"), {"claim": {"seat": "S", "response": "acquiesced"}}]),
        {"revoke.established": True, "revoke.penalty_tricks": 0, "declarer_tricks": 13},
        id="64B1-agreed-claim-of-all-with-the-revoke-trick-in-progress",
    ),
    pytest.param(
        # 64A2: «если нарушившая сторона выиграла эту или любую последующую взятку … одна
        # взятка переходит …; кроме того, если дополнительная взятка была выиграна
        # впоследствие нарушителем картой, которая могла бы быть легально сыграна во взятку
        # фальшренонса, одна такая взятка переходит». West discards ♣3 on a heart holding
        # ♥AJ; the revoke is established at trick 11; declarer's claim of the last two is
        # disputed and the line gives West both, with ♥A and ♥В — hearts he could have played
        # to the revoke trick: two tricks go over, claimed like played.
        {
            "deal": REVOKE_THEN_CLAIM,
            "contract": "3NT",
            "declarer": "S",
            "leader": "S",
            "tricks_before": 8,
            "vulnerable": "None",
            "play": [*tricks("H2 C3 HQ H5 / DA DQ D5 CQ"), {"claim": {"seat": "S"}}],
        },
        {
            "revoke.penalty_tricks": 2,
            "declarer_tricks_played": 10,
            "declarer_tricks": 12,
            "score": 490,
            "cites": ["63A1", "64A2", "70"],
        },
        id="64A2-claimed-tricks-won-with-the-revoke-suit-count-like-played",
    ),
    pytest.param(
        # The same position; declarer concedes the last two and East-West agree: nothing is
        # played, but the tricks the concession gives are those West wins with ♥A and ♥В in
        # the line the director would follow — the further trick of 64A2 goes over too.
        {
            "deal": REVOKE_THEN_CLAIM,
            "contract": "3NT",
            "declarer": "S",
            "leader": "S",
            "tricks_before": 8,
            "vulnerable": "None",
            "play": [
                *tricks("H2 C3 HQ H5 / DA DQ D5 CQ"),
                {"claim": {"seat": "S", "tricks": 0, "response": "acquiesced"}},
            ],
        },
        {
            "revoke.penalty_tricks": 2,
            "declarer_tricks": 12,
            "score": 490,
            "explains": ("64A", "взятку 12 берёт Запад"),
        },
        id="64A2-agreed-concession-tricks-counted-by-the-line-they-give",
    ),
    pytest.param(
        # The same two tricks played out: the same transfer.
        {
            "deal": REVOKE_THEN_CLAIM,
            "contract": "3NT",
            "declarer": "S",
            "leader": "S",
            "tricks_before": 8,
            "vulnerable": "None",
            "play": tricks("H2 C3 HQ H5 / DA DQ D5 CQ / HK DK SA HA / HJ S2 CK CA"),
        },
        {"revoke.penalty_tricks": 2, "declarer_tricks": 12, "score": 490},
        id="64A2-the-same-tricks-played-out",
    ),
    # --- Director's probes: claims after irregularities, the 12th trick, penalty cards ---
    pytest.param(
        # East discards ♣2 on a diamond holding ♦К (trick 12); declarer claims the last trick
        # and East-West dispute it. Not established (63A3), so corrected (62A):
        # ♦К wins trick 12, and declarer's ♠Т takes the last.
        ending([*tricks("D3 C3 D2 C2"), {"claim": {"seat": "S"}}], deal=TRICK_12, tricks_before=10),
        {
            "revoke.corrected": True,
            "declarer_tricks_played": 10,
            "declarer_tricks": 11,
            "score": 450,
            "cites": ["62A", "70"],
        },
        id="62A-revoke-in-trick-12-then-a-disputed-claim-of-trick-13",
    ),
    pytest.param(
        # The same revoke; East, the offender, claims the last trick: 63A3 establishes it, but a
        # revoke in trick 12 is corrected even when established (63B: «кроме фальшренонса в
        # 12-й взятке - см. правило 62D»): ♦К goes to trick 12, ♣2 stays for the last, which
        # declarer ruffs — as if the hand were played out, and without penalty (64B6).
        ending([*tricks("D3 C3 D2 C2"), {"claim": {"seat": "E"}}], deal=TRICK_12, tricks_before=10),
        {
            "revoke.established": True,
            "revoke.corrected": True,
            "revoke.penalty_tricks": 0,
            "declarer_tricks": 11,
            "score": 450,
            "cites": ["63A3", "62D", "64B6"],
        },
        id="62D-revoke-in-trick-12-established-by-the-offenders-claim-still-corrected",
    ),
    pytest.param(
        # Declarer claims the last trick and East-West agree (63A3): corrected all the same.
        ending(
            [*tricks("D3 C3 D2 C2"), {"claim": {"seat": "S", "response": "acquiesced"}}],
            deal=TRICK_12,
            tricks_before=10,
        ),
        {"revoke.corrected": True, "declarer_tricks": 11, "cites": ["62D", "64B6"]},
        id="62D-revoke-in-trick-12-agreed-claim-still-corrected",
    ),
    pytest.param(
        # Declarer revokes (♥2 on a diamond holding ♦5); West claims the rest and declarer
        # disputes: corrected first — a card of declarer's goes back without penalty (62B2).
        ending([*tricks("D4 H3 D2 DA / DK H2"), {"claim": {"seat": "W"}}]),
        {
            "revoke.corrected": True,
            "kinds": ["revoke"],
            "declarer_tricks": 11,
            "cites": ["62A", "62B2", "70"],
        },
        id="62B2-declarers-revoke-corrected-before-the-defenders-claim",
    ),
    pytest.param(
        # West concedes the last two after his revoke was established: the offending side won
        # no trick after the revoke trick — only that trick goes over (64A1).
        ending(
            [
                *tricks("H2 S3 HQ H5 / CA D2 CK SA / SK H4 D3 CQ"),
                {"claim": {"seat": "W", "tricks": 0}},
            ]
        ),
        {"revoke.penalty_tricks": 1, "declarer_tricks": 13, "score": 510, "cites": ["64A1"]},
        id="64A1-offender-concedes-the-rest-only-the-revoke-trick-goes-over",
    ),
    pytest.param(
        # West's ♣Т is a major penalty card (an honour, 50C) and East, his partner, is to lead:
        # «… разыгрывающий может потребовать или запретить … ход в масти штрафной карты»
        # (50E2) — declarer's choice before East leads.
        ending([*tricks("D4 H3 D2 DA"), {"expose": ["CA"]}]),
        {
            "options": ["forbid_lead", "no_lead_restriction", "require_lead"],
            "next": "E",
            "cites": ["50C", "50E2"],
        },
        id="50E2-partner-of-a-major-penalty-card-to-lead-declarer-chooses",
    ),
    pytest.param(
        # Declarer requires a club: the penalty card is picked up, East leads ♣К.
        ending(
            [
                *tricks("D4 H3 D2 DA"),
                {"expose": ["CA"]},
                {"choose": "require_lead", "suit": "C"},
                "CK",
            ]
        ),
        {"penalty_cards": {}, "next": "S", "cites": ["50E2A"]},
        id="50E2A-club-lead-required-penalty-card-picked-up",
    ),
    pytest.param(
        # Declarer forbids clubs; East leads one anyway: a failure to lead as an opponent
        # specified — a revoke (61A: «карту или масть, назначенную противником»).
        ending(
            [
                *tricks("D4 H3 D2 DA"),
                {"expose": ["CA"]},
                {"choose": "forbid_lead", "suit": "C"},
                "CK",
            ]
        ),
        {"revoke.reason": "lead_restriction", "cites": ["50E2A", "61A"]},
        id="61A-forbidden-suit-led-is-a-revoke",
    ),
    pytest.param(
        # East leads the club declarer forbade (a revoke, 61A) and declarer ruffs; then
        # declarer claims and East-West dispute: the revoke is not established (63A3), East
        # leads again — a legal card — and declarer's ruff goes back with the withdrawn lead.
        ending(
            [
                *tricks("D4 H3 D2 DA"),
                {"expose": ["CA"]},
                {"choose": "forbid_lead", "suit": "C"},
                *tricks("CK SA"),
                {"claim": {"seat": "S"}},
            ]
        ),
        {
            "revoke.corrected": True,
            "declarer_tricks": 10,
            "cites": ["61A", "62A", "62C", "70"],
        },
        id="62C-forbidden-lead-corrected-before-a-disputed-claim-the-ruff-goes-back",
    ),
    pytest.param(
        # West's ♥4 is a minor penalty card; he follows to a heart with ♥В, an honour: allowed
        # (50D: «… может сыграть вместо неё онером»), the penalty card stays.
        ending([{"expose": ["H4"]}, *tricks("H2 HJ HQ H5")]),
        {"kinds": ["penalty_card"], "penalty_cards": {"W": [{"card": "H4", "major": False}]}},
        id="50D-minor-penalty-card-honour-played-instead",
    ),
    pytest.param(
        # ... but ♥3, a lower card that is no honour, breaks 50D: a failure to play the
        # penalty card (52).
        ending([{"expose": ["H4"]}, *tricks("H2 H3 HQ H5")]),
        {"kinds": ["penalty_card", "failure_to_play_penalty_card"], "cites": ["52A"]},
        id="52A-minor-penalty-card-a-lower-small-card-played-instead",
    ),
    pytest.param(
        # West, void in diamonds, discards ♥В instead of his major penalty card ♣Т: 50E1 —
        # «должна быть сыграна при первой легальной возможности».
        ending([{"expose": ["CA"]}, *tricks("D4 HJ D2 DA")]),
        {"kinds": ["penalty_card", "failure_to_play_penalty_card"], "cites": ["52A"]},
        id="52A-major-penalty-card-not-played-when-void",
    ),
    pytest.param(
        # A lead out of turn accepted (53A), then declarer's claim: ruled from the position as
        # the accepted lead left it.
        ending([*tricks("D4 H3 D2 DA / CA"), {"choose": "accept_lead"}, {"claim": {"seat": "S"}}]),
        {"kinds": ["lead_out_of_turn"], "declarer_tricks": 10, "cites": ["53A", "68A", "70"]},
        id="53A-lead-out-of-turn-accepted-then-a-claim",
    ),
    # --- Laws 53–56: leads out of turn ---
    pytest.param(
        full(["ST"]),
        {
            "lead_out_of_turn.proper_leader": "E",
            "lead_out_of_turn.opening": True,
            "options": ["accept_lead", "declarer_spreads", "reject_lead"],
        },
        id="54-opening-lead-by-the-wrong-defender-declarer-chooses",
    ),
    pytest.param(
        full(["ST", {"choose": "accept_lead"}]),
        {"next": "N", "cites": ["54B1"]},
        id="54B1-accepted-opening-lead-declarer-plays-second",
    ),
    pytest.param(
        full(["ST", {"choose": "declarer_spreads"}]),
        {"declarer": "S", "dummy": "N", "next": "N"},
        id="54A-declarer-spreads-partner-becomes-declarer",
    ),
    pytest.param(
        full([{"dummy_seen": True}, "ST"]),
        {"lead_out_of_turn.resolution": "accept_lead", "options": [], "cites": ["54C"]},
        id="54C-declarer-who-saw-dummy-must-accept",
    ),
    pytest.param(
        full(["ST", {"choose": "reject_lead"}]),
        {
            "penalty_cards": {"W": [{"card": "ST", "major": True}]},
            "next": "E",
            "options": ["forbid_lead", "no_lead_restriction", "require_lead"],
            "cites": ["54D", "56"],
        },
        id="54D-56-opening-lead-refused-major-penalty-card-50E",
    ),
    pytest.param(
        full(["ST", "S2"]),
        {"lead_out_of_turn.resolution": "accept_lead", "next": "E", "cites": ["53A"]},
        id="53A-next-player-plays-lead-accepted",
    ),
    pytest.param(
        full([*EAST_WINS_1, "HT", {"choose": "reject_lead"}]),
        {
            "lead_out_of_turn.opening": False,
            "penalty_cards": {"W": [{"card": "HT", "major": True}]},
            "next": "E",
            "options": ["forbid_lead", "no_lead_restriction", "require_lead"],
            "cites": ["56"],
        },
        id="56-west-leads-out-of-turn-mid-play-refused",
    ),
    pytest.param(
        full([*EAST_WINS_1, "HT"]),
        {
            "lead_out_of_turn.seat": "W",
            "lead_out_of_turn.proper_leader": "E",
            "options": ["accept_lead", "reject_lead"],
        },
        id="53-west-leads-when-east-won-the-trick",
    ),
    pytest.param(
        full([*EAST_WINS_1, "SA", {"choose": "reject_lead"}]),
        {"lead_out_of_turn.seat": "N", "penalty_cards": {}, "next": "E", "cites": ["55B1"]},
        id="55B1-declarer-leads-at-a-defenders-turn-card-back-no-penalty",
    ),
    pytest.param(
        full([*NORTH_WINS_1, "HA"]),
        {"lead_out_of_turn.seat": "S", "options": ["accept_lead", "reject_lead"], "cites": ["55"]},
        id="55A-lead-from-dummy-instead-of-declarer-defenders-choose",
    ),
    pytest.param(
        full([*NORTH_WINS_1, "HA", {"choose": "reject_lead"}]),
        {"penalty_cards": {}, "next": "N", "cites": ["55B2"]},
        id="55B2-wrong-hand-refused-lead-from-the-right-hand",
    ),
    # --- Laws 49–52: penalty cards ---
    pytest.param(
        full([{"expose": ["H8"], "how": "accidental"}]),
        {"penalty_cards": {"W": [{"card": "H8", "major": False}]}, "cites": ["50C"]},
        id="50C-accidental-small-card-minor",
    ),
    pytest.param(
        full([{"expose": ["HT"], "how": "accidental"}]),
        {"penalty_cards": {"W": [{"card": "HT", "major": True}]}},
        id="50C-ten-is-an-honour-major",
    ),
    pytest.param(
        full([{"expose": ["H8", "D8"], "how": "accidental"}]),
        {"penalty_cards": {"W": [{"card": "H8", "major": True}, {"card": "D8", "major": True}]}},
        id="50C-two-cards-both-major",
    ),
    pytest.param(
        full([{"expose": ["SA"], "how": "accidental"}]),
        {"penalty_cards": {}, "kinds": ["declarer_exposed_card"], "cites": ["48A"]},
        id="48A-declarer-card-never-a-penalty-card",
    ),
    pytest.param(
        # West's major penalty card ♣T; clubs led; West plays ♣7 instead.
        full(
            [
                {"expose": ["CT"], "how": "accidental"},
                {"choose": "no_lead_restriction"},
                "CA",
                "C5",
                "C7",
            ]
        ),
        {
            "failure_to_play_penalty_card.card": "C7",
            "options": ["accept_play", "require_penalty_card"],
            "cites": ["52"],
        },
        id="52-major-penalty-card-not-played-declarer-chooses",
    ),
    pytest.param(
        full(
            [
                {"expose": ["CT"], "how": "accidental"},
                {"choose": "no_lead_restriction"},
                "CA",
                "C5",
                "C7",
                {"choose": "require_penalty_card", "card": "CT"},
            ]
        ),
        {"penalty_cards": {"W": [{"card": "C7", "major": True}]}, "cites": ["52B2"]},
        id="52B2-penalty-card-required-the-other-card-a-major-penalty-card",
    ),
    pytest.param(
        # West's minor ♥8; East leads a heart: West may not play ♥9 before it.
        full([{"expose": ["H8"], "how": "accidental"}, "HQ", "H5", "H9"]),
        {"kinds": ["penalty_card", "failure_to_play_penalty_card"]},
        id="50D-minor-penalty-card-no-other-small-card-of-the-suit-first",
    ),
    pytest.param(
        full([{"expose": ["H8"], "how": "accidental"}, "HQ", "H5", "HT"]),
        {"kinds": ["penalty_card"], "penalty_cards": {"W": [{"card": "H8", "major": False}]}},
        id="50D-minor-penalty-card-an-honour-may-be-played-instead",
    ),
    pytest.param(
        # East exposes ♥Q and ♣K; West to lead after declarer's trick: 51B2.
        full(
            [*NORTH_WINS_1, "SA", "S3", "S5", "S8", {"expose": ["HQ", "CK"], "how": "accidental"}]
        ),
        {"penalty_cards": {"E": [{"card": "HQ", "major": True}, {"card": "CK", "major": True}]}},
        id="50C-defender-with-two-penalty-cards",
    ),
    pytest.param(
        # West's major penalty ♥J and West on lead: he must lead it (50E1); ♣A instead.
        ending([{"expose": ["HJ"], "how": "accidental"}, "CA"], leader="W"),
        {
            "failure_to_play_penalty_card.card": "CA",
            "options": ["accept_play", "require_penalty_card"],
        },
        id="50E1-major-penalty-card-must-be-led-at-the-first-opportunity",
    ),
    pytest.param(
        # ... and on a diamond lead, void, he must discard it rather than ruff.
        ending([{"expose": ["HJ"], "how": "accidental"}, "D4", "S3"]),
        {"failure_to_play_penalty_card.card": "S3", "cites": ["52"]},
        id="50E1-major-penalty-card-before-a-ruff",
    ),
    pytest.param(
        # Following suit comes first: a spade is led and West plays his ♠3.
        ending([{"expose": ["HJ"], "how": "accidental"}, "SA", "S3"]),
        {"kinds": ["penalty_card"], "penalty_cards": {"W": [{"card": "HJ", "major": True}]}},
        id="50E1-following-suit-comes-before-the-penalty-card",
    ),
    pytest.param(
        # West's minor ♥3: he may lead another suit.
        ending([{"expose": ["H3"], "how": "accidental"}, "CA"], leader="W"),
        {"kinds": ["penalty_card"], "penalty_cards": {"W": [{"card": "H3", "major": False}]}},
        id="50D-minor-penalty-card-no-obligation-to-lead-it",
    ),
    pytest.param(
        ending([{"expose": ["H5"], "how": "accidental"}], leader="W"),
        {"options": [], "next": "W"},
        id="50D-minor-penalty-card-no-lead-restriction-on-partner",
    ),
    pytest.param(
        # Two major penalty cards in hearts and hearts led: declarer says which one.
        ending([{"expose": ["HJ", "H4"], "how": "accidental"}, "H2"]),
        {"options": ["designate_penalty_card"], "next": "W", "cites": ["51A"]},
        id="51A-two-penalty-cards-playable-declarer-designates",
    ),
    pytest.param(
        # Declarer's revoke corrected in time: his card goes back without penalty.
        full([*EAST_WINS_1, "CK", "C6", "C8", "S2", {"correct_revoke": "C3"}]),
        {"revoke.seat": "N", "revoke.corrected": True, "penalty_cards": {}, "cites": ["62B2"]},
        id="62B2-declarers-corrected-revoke-no-penalty-card",
    ),
    pytest.param(
        # Declarer leads ♠A at East's turn; East leads ♣K before anyone rules.
        full([*EAST_WINS_1, "SA", {"card": "CK", "lead": True}]),
        {
            "lead_out_of_turn.resolution": "proper_lead",
            "penalty_cards": {},
            "next": "S",
            "cites": ["53C"],
        },
        id="53C-proper-lead-after-declarers-lead-out-of-turn",
    ),
    # --- Law 57: premature play ---
    pytest.param(
        full([*NORTH_WINS_1, "SA", "S8"]),
        {
            "premature_play.partner": "E",
            "penalty_cards": {"W": [{"card": "S8", "major": True}]},
            "options": ["forbid_suit", "play_highest", "play_lowest"],
            "cites": ["57A"],
        },
        id="57A-defender-plays-before-partner",
    ),
    pytest.param(
        full([*NORTH_WINS_1, "SA", "S8", {"choose": "play_highest"}, "S3"]),
        {"revoke.reason": "premature_play_restriction", "revoke.seat": "E", "cites": ["57A1"]},
        id="57A1-partner-must-play-highest-lower-card-is-a-revoke",
    ),
    pytest.param(
        full([*NORTH_WINS_1, "SA", "S5", "S8"]),
        {"premature_play.resolution": "no_penalty", "penalty_cards": {}, "cites": ["57C"]},
        id="57C-declarer-played-from-both-hands-no-penalty",
    ),
    # --- Law 58: simultaneous plays ---
    pytest.param(
        full([*NORTH_WINS_1, "SA", {"simultaneous": ["S3", "S4"], "visible": ["S3"]}]),
        {"simultaneous_play.played": "S3", "penalty_cards": {}, "cites": ["58B1"]},
        id="58B1-one-card-visible-it-is-played",
    ),
    pytest.param(
        full(
            [
                *NORTH_WINS_1,
                "SA",
                {"simultaneous": ["S3", "S4"], "visible": ["S3", "S4"], "intended": "S4"},
            ]
        ),
        {
            "simultaneous_play.played": "S4",
            "penalty_cards": {"E": [{"card": "S3", "major": False}]},
            "cites": ["58B2"],
        },
        id="58B2-two-visible-the-other-a-penalty-card",
    ),
    pytest.param(
        # West leads to trick 10 before his partner has played to trick 9.
        ending(["H2", "H3", "HQ", "CA"]),
        {
            "premature_play.card": "CA",
            "penalty_cards": {"W": [{"card": "CA", "major": True}]},
            "next": "E",
            "cites": ["57A"],
        },
        id="57A-premature-lead-to-the-next-trick",
    ),
    pytest.param(
        full(
            [
                *NORTH_WINS_1,
                {"simultaneous": ["SA", "SK"], "visible": ["SA", "SK"], "intended": "SA"},
            ]
        ),
        {"simultaneous_play.played": "SA", "penalty_cards": {}, "next": "E"},
        id="58B2-declarer-plays-two-cards-the-other-goes-back",
    ),
    pytest.param(
        # West adds ♣9 to a finished trick: a penalty card, and his partner is on lead.
        full([*EAST_WINS_1, {"fifth": "C9"}]),
        {
            "penalty_cards": {"W": [{"card": "C9", "major": True}]},
            "options": ["forbid_lead", "no_lead_restriction", "require_lead"],
            "cites": ["45E1"],
        },
        id="45E1-defenders-fifth-card-a-penalty-card",
    ),
    # --- Law 27: insufficient bid ---
    pytest.param(
        auction(["1NT", "1S"]),
        {"insufficient_bid.over": "1NT", "options": ["accept_bid", "reject_bid"]},
        id="27-insufficient-bid-lho-chooses",
    ),
    pytest.param(
        auction(["1NT", "1S", "2S"]),
        {"insufficient_bid.accepted": True, "calls": ["1NT", "1S", "2S"]},
        id="27A-lho-calls-over-it-accepted",
    ),
    pytest.param(
        auction(["1NT", "1S", {"choose": "reject_bid"}, "2S"]),
        {"insufficient_bid.partner_must_pass": False, "calls": ["1NT", "2S"], "cites": ["27B1A"]},
        id="27B1A-lowest-sufficient-bid-same-denomination-no-penalty",
    ),
    pytest.param(
        auction(["1NT", "1S", {"choose": "reject_bid"}, "3S"]),
        {"insufficient_bid.partner_must_pass": True, "cites": ["27B2"]},
        id="27B2-jump-in-the-same-denomination-partner-passes",
    ),
    pytest.param(
        auction(["1NT", "1S", {"choose": "reject_bid"}, "Pass"]),
        {"insufficient_bid.partner_must_pass": True, "cites": ["27B2"]},
        id="27B2-replaced-by-pass-partner-passes",
    ),
    # --- Laws 28–32: calls out of rotation (by number: absent from the sources) ---
    pytest.param(
        auction([{"call": "Pass", "seat": "E"}, {"choose": "cancel_call"}]),
        {
            "call_out_of_rotation.clause": "30A",
            "call_out_of_rotation.offender_must_pass": "next",
            "call_out_of_rotation.partner_must_pass": "no",
        },
        id="30A-pass-out-of-rotation-before-any-bid",
    ),
    pytest.param(
        auction(["1NT", "Pass", {"call": "Pass", "seat": "W"}, {"choose": "cancel_call"}]),
        {"call_out_of_rotation.clause": "30B1", "call_out_of_rotation.offender_must_pass": "next"},
        id="30B1-pass-at-rho-turn-after-a-bid",
    ),
    pytest.param(
        auction(["1NT", {"call": "2D", "seat": "W"}, {"choose": "cancel_call"}]),
        {"call_out_of_rotation.clause": "31B", "call_out_of_rotation.partner_must_pass": "rest"},
        id="31B-bid-at-partners-turn-partner-passes-throughout",
    ),
    pytest.param(
        auction(["1NT", {"call": "X", "seat": "W"}, {"choose": "cancel_call"}]),
        {"call_out_of_rotation.clause": "32A", "call_out_of_rotation.partner_must_pass": "rest"},
        id="32A-double-at-partners-turn",
    ),
    pytest.param(
        auction(["1NT", {"call": "2D", "seat": "W"}]),
        {"options": ["accept_call", "cancel_call"]},
        id="29-call-out-of-rotation-lho-may-accept",
    ),
    pytest.param(
        auction(["1NT", "1NT", {"choose": "reject_bid"}, "2NT"]),
        {"insufficient_bid.partner_must_pass": False, "cites": ["27B1A"]},
        id="27B1A-no-trump-over-no-trump-corrected-to-the-next-level",
    ),
    pytest.param(
        auction(["1NT", {"call": "1S", "conventional": True}, {"choose": "reject_bid"}, "2S"]),
        {"insufficient_bid.partner_must_pass": True, "cites": ["27B2"]},
        id="27B2-conventional-insufficient-bid-partner-passes",
    ),
    pytest.param(
        # North's 1♣ over 1♦ becomes 2♥; East-West declare 3NT, South (partner) on lead.
        full(
            auction=["1D", "1C", {"choose": "reject_bid"}, "2H", "3NT", "Pass", "Pass", "Pass"],
            dealer="W",
        ),
        {
            "contract": "3NT",
            "declarer": "E",
            "next": "S",
            "insufficient_bid.lead_penalty": "require_or_forbid",
            "options": ["forbid_lead", "no_lead_restriction", "require_lead"],
            "cites": ["26"],
        },
        id="26A-withdrawn-suit-declarer-requires-or-forbids-its-lead",
    ),
    pytest.param(
        auction([{"call": "1S", "seat": "E"}, {"choose": "cancel_call"}, "Pass", "1S"]),
        {
            "call_out_of_rotation.clause": "31A1",
            "call_out_of_rotation.partner_must_pass": "no",
            "calls": ["Pass", "1S"],
        },
        id="31A1-bid-at-rho-turn-rho-passes-offender-repeats",
    ),
    pytest.param(
        auction([{"call": "1S", "seat": "E"}, {"choose": "cancel_call"}, "1NT", "2S"]),
        {"call_out_of_rotation.clause": "31A2A", "call_out_of_rotation.partner_must_pass": "next"},
        id="31A2A-rho-bid-offender-repeats-the-denomination",
    ),
    pytest.param(
        auction([{"call": "1S", "seat": "E"}, {"choose": "cancel_call"}, "1NT", "2D"]),
        {"call_out_of_rotation.clause": "31A2B", "call_out_of_rotation.partner_must_pass": "rest"},
        id="31A2B-rho-bid-offender-changes-denomination",
    ),
    # --- Laws 35–39: inadmissible calls (by number: absent from the sources) ---
    pytest.param(
        auction(["1NT", "Pass", "X"]),
        {
            "inadmissible_call.reason": "double_not_permitted",
            "inadmissible_call.partner_must_pass": "rest",
            "cites": ["36", "19A"],
        },
        id="36-double-of-partners-bid-cancelled-partner-passes",
    ),
    pytest.param(
        auction(["1NT", "8S"]),
        {
            "inadmissible_call.reason": "bid_above_seven",
            "inadmissible_call.offender_must_pass": "rest",
            "cites": ["38"],
        },
        id="38-bid-above-seven",
    ),
    # --- Law 25: change of call ---
    pytest.param(
        auction(["1NT", "Pass", "2C", {"change": "2D", "inadvertent": True}]),
        {"change_of_call.resolution": "intended", "calls": ["1NT", "Pass", "2D"]},
        id="25A-slip-of-the-tongue-corrected-at-once",
    ),
    pytest.param(
        auction(["1NT", "Pass", "2C", {"change": "2D"}]),
        {"options": ["accept_change", "reject_change"], "calls": ["1NT", "Pass", "2C"]},
        id="25B-considered-change-lho-may-accept",
    ),
    # --- Law 24: cards exposed during the auction ---
    pytest.param(
        auction(["1NT", {"expose": ["HQ"], "seat": "E", "lead": False}]),
        {"exposed_card_auction.partner_must_pass": True, "cites": ["24B"]},
        id="24B-honour-exposed-partner-passes-next-turn",
    ),
    pytest.param(
        auction(["1NT", {"expose": ["H4"], "seat": "E", "lead": False}]),
        {"exposed_card_auction.partner_must_pass": False, "cites": ["24A"]},
        id="24A-single-small-card-no-further-penalty",
    ),
    pytest.param(
        auction(["1NT", {"expose": ["H8", "D8"], "seat": "W", "lead": False}]),
        {"exposed_card_auction.partner_must_pass": True, "cites": ["24C"]},
        id="24C-two-cards-exposed-partner-passes",
    ),
    # --- Claims (68–71): odd but legal ---
    pytest.param(
        # Each hand void in every suit but one: North's thirteen spades, 4♠ claimed before
        # the opening lead.
        {
            "deal": ONE_SUITED,
            "dealer": "N",
            "vulnerable": "None",
            "auction": ["4S", "Pass", "Pass", "Pass"],
            "play": [{"claim": {"seat": "N"}}],
        },
        {"declarer_tricks": 13, "score": 510},
        id="68-claim-at-trick-one-with-a-one-suited-hand",
    ),
    pytest.param(
        # Every hand one-suited; 7NT by North goes down thirteen, vulnerable: 13 × 100.
        {
            "deal": "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432",
            "dealer": "N",
            "vulnerable": "All",
            "auction": ["7NT", "Pass", "Pass", "Pass"],
            "play": [{"claim": {"seat": "E"}}],
        },
        {"declarer_tricks": 0, "score": -1300},
        id="77-thirteen-down-vulnerable-after-a-claim",
    ),
    pytest.param(
        full(["CA", {"claim": {"seat": "N", "tricks": 0}}]),
        {"declarer_tricks": 0, "score": -450},
        id="71-declarer-concedes-everything-at-trick-one",
    ),
]


@pytest.mark.parametrize(("scenario", "expected"), RULINGS)
def test_director_ruling(scenario, expected):
    check(rule(scenario), expected)


# Law 77 (the 1987 table) — contract, declarer vulnerable, tricks, score.
SCORES = [
    ("4SX", True, 8, -500),  # vulnerable doubled: 200, 300
    ("3NTX", False, 5, -800),  # not vulnerable doubled: 100, 200, 200, 300
    ("5DX", False, 8, -500),
    ("3NTXX", True, 8, -400),
    ("6NT", True, 12, 1440),  # 190 + 500 game + 750 small slam
    ("7SXX", False, 13, 2240),  # 840 + 300 + 1000 + 100
    ("1NTXX", False, 8, 760),  # 160 (a game) + 300 + 200 overtrick + 100
    ("2HX", True, 9, 870),  # 120 + 500 + 200 + 50
    ("4H", False, 3, -350),  # seven down, 50 each
    ("7NTX", True, 0, -3800),  # thirteen down doubled vulnerable: 200 + 12 × 300
    ("1C", False, 13, 190),  # part score: 7 × 20 + 50
    ("Pass", False, 0, 0),
]


@pytest.mark.parametrize(("contract", "vulnerable", "tricks", "points"), SCORES)
def test_77_score(contract, vulnerable, tricks, points):
    assert score(contract, vulnerable=vulnerable, tricks=tricks) == points


@pytest.mark.parametrize(
    ("difference", "expected"),
    [(19, 0), (20, 1), (-430, -10), (1440, 16), (3990, 23), (4000, 24), (7600, 24)],
)
def test_78B_imps(difference, expected):
    assert imps(difference) == expected


@pytest.mark.parametrize(
    ("scores", "expected"),
    [([100, 100, 100], [2, 2, 2]), ([-50, 420, 450, 420], [0, 3, 6, 3]), ([170], [0])],
)
def test_78A_matchpoints(scores, expected):
    assert matchpoints(scores) == expected


# Malformed scenarios: a ScenarioError in Russian, never another exception.
MALFORMED = [
    pytest.param({"deal": ISSUE_DEAL.replace("AKQ2.", "AKQ.", 1)}, id="12-card-hand"),
    pytest.param({"deal": ISSUE_DEAL.replace("T987", "T982")}, id="duplicate-card"),
    pytest.param({"deal": 17}, id="deal-not-text"),
    pytest.param({"dealer": "X"}, id="unknown-dealer"),
    pytest.param({"vulnerable": "maybe"}, id="unknown-vulnerability"),
    pytest.param({"auction": "1NT Pass"}, id="auction-not-a-list"),
    pytest.param({"auction": ["0S"]}, id="bid-of-nothing"),
    pytest.param({"play": [5]}, id="card-a-number"),
    pytest.param({"play": ["CA", "C5", "C7", "C2", "ZZ"]}, id="unknown-card"),
    pytest.param({"play": ["CA", "C5", "C7", "C2", "CA"]}, id="card-already-played"),
    pytest.param({"play": ["ST", {"choose": "banana"}]}, id="option-not-offered"),
    pytest.param({"play": [{"claim": {"seat": "E", "tricks": 99}}]}, id="claim-too-many"),
    pytest.param({"revoke_attention": "tomorrow"}, id="unknown-revoke-attention"),
    pytest.param({"tricks_before": -1}, id="negative-tricks-before"),
]


@pytest.mark.parametrize("override", MALFORMED)
def test_malformed_scenario_is_a_russian_scenario_error(override):
    scenario = full(EAST_WINS_1)
    scenario["play"] = []
    scenario.update(override)
    with pytest.raises(ScenarioError) as caught:
        rule(scenario)
    assert re.search("[а-яё]", str(caught.value), re.IGNORECASE)


def test_62A_after_a_corrected_revoke_the_new_winner_leads_the_claim_line():
    """Law 44G: «Игрок, выигравший взятку, ходит в следующую …». West's
    revoke is corrected after its trick was complete (62A): North now wins trick 9, so North —
    not West — leads to trick 10 in the claim's line."""
    ruling = rule(
        ending(
            [
                *tricks("H2 S3 HQ H5"),
                {"correct_revoke": "HJ"},
                {"claim": {"seat": "E", "tricks": 2}},
            ]
        )
    )
    assert ruling["tricks"][0]["winner"] == "N"
    assert ruling["claim"]["line"][0]["leader"] == "N"
