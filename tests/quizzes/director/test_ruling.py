"""Each director path yields the engine's options and the right clauses."""

import pytest

from quizzes.director.flow import INCIDENTS, read
from quizzes.director.ruling import decide
from quizzes.engine import russian as ru
from quizzes.engine.revoke import revoke_penalty


def ruling_for(**answers):
    state = read(answers)
    assert state.question is None, f"unanswered: {state.question and state.question.name}"
    return decide(state)


def option_laws(ruling):
    return [law for view in ruling.options for law in view.laws]


@pytest.mark.parametrize(
    ("answers", "laws"),
    [
        (dict(offender="defender", proper="declarer"), ["53A", "56"]),
        (dict(offender="defender", proper="partner"), ["53A", "56"]),
        (dict(offender="declarer_hand", proper="defender"), ["55A", "55B1"]),
        (dict(offender="dummy_hand", proper="declarer"), ["55A", "55B2"]),
        (dict(offender="declarer_hand", proper="dummy"), ["55A", "55B2"]),
    ],
)
def test_lead_out_of_turn_options(answers, laws):
    ruling = ruling_for(
        incident="lead_out_of_turn", opening="no", next_played="no", card="D5", **answers
    )
    assert not ruling.error
    assert len(ruling.options) == 2
    for law in laws:
        assert law in option_laws(ruling)


def test_rejected_lead_when_partner_is_to_lead_gives_50E2_choices():
    ruling = ruling_for(
        incident="lead_out_of_turn",
        opening="no",
        offender="defender",
        proper="partner",
        card="D5",
        next_played="no",
    )
    reject = ruling.options[1]
    assert any(step.law == "56" for step in reject.then)
    assert {entry["code"] for entry in reject.next_options} >= {"require_lead", "forbid_lead"}


def test_next_player_played_the_lead_is_accepted():
    ruling = ruling_for(
        incident="lead_out_of_turn",
        opening="no",
        offender="defender",
        proper="declarer",
        card="D5",
        next_played="yes",
    )
    assert ruling.options == []
    assert "60A1" in ruling.laws


def test_opening_lead_reached_from_lead_out_of_turn():
    ruling = ruling_for(incident="lead_out_of_turn", opening="yes", seen_dummy="no", card="CQ")
    assert [view.laws[0] for view in ruling.options] == ["54B", "54A", "54D"]


def test_opening_lead_three_options_and_54C():
    free = ruling_for(incident="opening_lead", seen_dummy="no", card="CQ")
    assert [law for view in free.options for law in view.laws[:1]] == ["54B", "54A", "54D"]
    seen = ruling_for(incident="opening_lead", seen_dummy="yes", card="H7")
    # Law 54C: "Если разыгрывающий мог видеть любые карты болвана … он должен принять ход" —
    # the engine accepts the lead itself: no choice is left.
    assert seen.options == [] and "54C" in seen.laws
    assert [step.law for step in seen.outcome if step.law] == ["54", "54C", "54B1"]


@pytest.mark.parametrize(
    ("answers", "laws"),
    [
        (dict(offender="defender", established="no", led="S", card="DQ"), ["62A", "62B1"]),
        (dict(offender="declarer", established="no", led="C", card="H4"), ["62A", "62B2"]),
        (dict(offender="dummy", established="no", led="D", card="SK"), ["62A", "62B2"]),
    ],
)
def test_unestablished_revoke_is_corrected(answers, laws):
    ruling = ruling_for(incident="revoke", **answers)
    assert not ruling.error
    for law in laws:
        assert law in ruling.laws
    # The revoke card is the director's: a defender's becomes a penalty card (62B1).
    assert ru.card(answers["card"]) in ruling.irregularities[0][0]


def test_a_card_of_the_suit_led_is_no_revoke():
    ruling = ruling_for(
        incident="revoke", offender="defender", established="no", led="S", card="S9"
    )
    assert "фальшренонса нет" in ruling.error


@pytest.mark.parametrize(
    ("answers", "transferred", "law"),
    [
        (dict(revoke_trick="offender", later="2"), 2, "64A1"),
        (dict(revoke_trick="partner", later="0"), 1, "64A2"),
        (dict(revoke_trick="opponents", later="0"), 0, "64B1"),
        (dict(revoke_trick="offender", later="2", second_same_suit="yes"), 0, "64B2"),
    ],
)
def test_established_revoke(answers, transferred, law):
    values = dict(
        incident="revoke",
        offender="defender",
        established="yes",
        trick="4",
        faced="no",
        second_same_suit="no",
        discovered="play",
    )
    values.update(answers)
    ruling = ruling_for(**values)
    assert ruling.transferred == transferred
    assert law in ruling.laws


REVOKE = dict(incident="revoke", established="yes", second_same_suit="no", discovered="play")


@pytest.mark.parametrize(
    ("answers", "engine", "transferred", "laws"),
    [
        # Law 64A2, its end: a further trick won with a card of the revoke suit.
        (
            dict(offender="defender", trick="3", revoke_trick="partner", later="1"),
            dict(revoke_trick_won_by="partner", later_tricks=1, trick=3),
            1,
            ["64A2"],
        ),
        (
            dict(
                offender="defender",
                trick="3",
                revoke_trick="partner",
                later="1",
                won_with_revoke_suit="yes",
            ),
            dict(
                revoke_trick_won_by="partner",
                later_tricks=1,
                trick=3,
                later_won_with_revoke_suit=True,
            ),
            2,
            ["64A2"],
        ),
        (
            dict(
                offender="declarer",
                trick="5",
                revoke_trick="opponents",
                later="3",
                won_with_revoke_suit="yes",
            ),
            dict(
                revoke_trick_won_by="opponents",
                later_tricks=3,
                trick=5,
                later_won_with_revoke_suit=True,
            ),
            2,
            ["64A2"],
        ),
        # Law 64B3: a faced card not played — asked of a defender or declarer…
        (
            dict(offender="defender", trick="2", revoke_trick="offender", later="4", faced="yes"),
            dict(revoke_trick_won_by="offender", later_tricks=4, trick=2, faced=True),
            0,
            ["64B3"],
        ),
        # … and dummy's cards are faced without asking.
        (
            dict(offender="dummy", trick="2", revoke_trick="offender", later="4"),
            dict(revoke_trick_won_by="offender", later_tricks=4, trick=2, faced=True),
            0,
            ["64B3"],
        ),
        # Law 64B2: a second revoke in the same suit by the same player.
        (
            dict(
                offender="declarer",
                trick="6",
                revoke_trick="offender",
                later="1",
                second_same_suit="yes",
            ),
            dict(revoke_trick_won_by="offender", later_tricks=1, trick=6, second_same_suit=True),
            0,
            ["64B2"],
        ),
        # Laws 64B4, 64B5: when attention was first drawn.
        (
            dict(
                offender="defender",
                trick="6",
                revoke_trick="offender",
                later="1",
                discovered="next_board",
            ),
            dict(revoke_trick_won_by="offender", later_tricks=1, trick=6, attention="next_board"),
            0,
            ["64B4"],
        ),
        (
            dict(
                offender="defender",
                trick="6",
                revoke_trick="offender",
                later="1",
                discovered="round_over",
            ),
            dict(revoke_trick_won_by="offender", later_tricks=1, trick=6, attention="round_over"),
            0,
            ["64B5"],
        ),
    ],
)
def test_revoke_answers_reach_the_engine(answers, engine, transferred, laws):
    values = dict(REVOKE)
    if answers["offender"] != "dummy":
        values["faced"] = "no"
    if answers.get("revoke_trick") != "offender" and "won_with_revoke_suit" not in answers:
        values["won_with_revoke_suit"] = "no"
    values.update(answers)
    ruling = ruling_for(**values)
    penalty = revoke_penalty(**engine)
    assert not ruling.error
    assert ruling.transferred == penalty.tricks == transferred
    assert [step.law for step in ruling.outcome] == [law for _text, law in penalty.steps]
    for law in laws:
        assert law in penalty.laws and law in ruling.laws


def test_impossible_trick_count_is_asked_again():
    state = read(
        dict(
            incident="revoke",
            offender="defender",
            established="yes",
            trick="11",
            revoke_trick="offender",
            later="5",
        )
    )
    assert state.question.name == "later"
    assert state.bounds == (0, 2)
    assert "от 0 до 2" in state.error


@pytest.mark.parametrize(
    ("cards", "how", "major"),
    [
        ("C9", "accidental", False),
        ("CQ", "accidental", True),
        ("C9", "deliberate", True),
        ("C9,S8", "accidental", True),
        # A card the model's first trick used (South's ♥A) is still the director's card.
        ("HA", "accidental", True),
        ("D2", "accidental", False),
    ],
)
def test_exposed_card_major_or_minor(cards, how, major):
    """The director names the cards: Law 50C makes a single card below an honour, exposed
    inadvertently, a minor penalty card; every other a major one."""
    answers = dict(cards=cards, how=how, partner_leads="no")
    if how == "deliberate":
        answers["could_know"] = "no"
    ruling = ruling_for(incident="exposed_card", offender="defender", **answers)
    named = [ru.card(card) for card in cards.split(",")]
    assert all(any(card in label for label, _laws in ruling.irregularities) for card in named)
    assert "50C" in ruling.laws
    assert ("50E1" in ruling.laws) is major
    assert ("50D" in ruling.laws) is not major
    # Law 50A is named whenever the card was shown deliberately.
    assert ("50A" in ruling.laws) is (how == "deliberate")


def test_a_card_shown_to_partner_adjusted_score_instead_of_the_penalty_card():
    """Law 50A: "Судье надлежит назначить присужденный результат вместо нижеописанных
    ректификаций, если он сочтет, что в момент нарушения нарушитель мог знать, что
    преждевременный показ карты мог бы быть полезен для нанесения ущерба ненарушившей
    стороне." The guide asks whether he could have known, and then says so instead of
    teaching only «старшая штрафная»."""
    ruling = ruling_for(
        incident="exposed_card",
        offender="defender",
        cards="C9",
        how="deliberate",
        could_know="yes",
        partner_leads="yes",
    )
    assert "50A" in ruling.laws
    assert not {"50E1", "50E2A", "50D"} & set(ruling.laws)
    assert ruling.options == []
    [(label, laws)] = ruling.irregularities
    assert "присуждённый результат" in label and "50A" in laws
    assert any(step.law == "50A" and "присуждённый" in step.text for step in ruling.outcome)


def test_the_could_know_question_is_asked_only_for_a_deliberate_exposure():
    asked = read(
        dict(incident="exposed_card", offender="defender", cards="C9") | {"how": "deliberate"}
    )
    assert asked.question.name == "could_know"
    accidental = read(
        dict(incident="exposed_card", offender="defender", cards="C9") | {"how": "accidental"}
    )
    assert accidental.question.name != "could_know"


def test_exposed_major_card_with_partner_on_lead_gives_declarer_50E2_options():
    ruling = ruling_for(
        incident="exposed_card",
        offender="defender",
        cards="CQ",
        how="accidental",
        partner_leads="yes",
    )
    assert {"50E2A", "50E2B"} <= set(option_laws(ruling))


def test_declarers_exposed_card_is_not_penalised():
    ruling = ruling_for(incident="exposed_card", offender="declarer", cards="D4")
    assert ruling.options == [] and "48A" in ruling.laws
    assert "♦4" in ruling.irregularities[0][0]


def test_more_cards_of_a_suit_than_the_hand_can_hold_is_said_plainly():
    ruling = ruling_for(
        incident="exposed_card",
        offender="defender",
        cards="SA,SK,SQ,SJ",
        how="accidental",
        partner_leads="no",
    )
    assert "назовите карты заново" in ruling.error


@pytest.mark.parametrize(
    ("answers", "card"),
    [
        (dict(opening="no", offender="defender", proper="declarer", next_played="no"), "SK"),
        (dict(opening="no", offender="declarer_hand", proper="defender", next_played="no"), "H4"),
        (dict(opening="no", offender="dummy_hand", proper="declarer", next_played="yes"), "C3"),
        (dict(opening="yes", seen_dummy="no"), "D3"),
    ],
)
def test_the_card_led_out_of_turn_is_the_one_the_director_named(answers, card):
    ruling = ruling_for(incident="lead_out_of_turn", card=card, **answers)
    assert not ruling.error
    [(label, _laws)] = ruling.irregularities
    assert label.endswith(ru.card(card))


@pytest.mark.parametrize(
    ("cards", "lead", "law"),
    [
        ("C6", "no", "24A"),
        ("DT", "no", "24B"),
        ("C6", "yes", "24B"),
        ("C6,D7", "no", "24C"),
        # Cards the model deal gives to other hands are moved into the offender's.
        ("SA", "no", "24B"),
        ("H3,C2", "no", "24C"),
    ],
)
def test_card_exposed_in_the_auction(cards, lead, law):
    defender = ruling_for(
        incident="exposed_card_auction", cards=cards, lead=lead, became="defender"
    )
    assert not defender.error
    assert law in defender.laws
    assert len(defender.options) == 2
    assert ru.card(cards.split(",")[0]) in " ".join(label for label, _ in defender.irregularities)
    declarer_side = ruling_for(
        incident="exposed_card_auction", cards=cards, lead=lead, became="declarer_side"
    )
    assert declarer_side.options == []


def test_premature_play_options_and_57C():
    ruling = ruling_for(incident="premature_play", both_hands="no", card="C9")
    assert {"57A1", "57A2", "57A3"} <= set(option_laws(ruling))
    # The engine accepts only West's highest or lowest club; said without the placeholder cards.
    highest, lowest = ruling.options[0].then[-1].text, ruling.options[1].then[-1].text
    assert "только старшей картой масти треф" in highest
    assert "только младшей картой масти треф" in lowest
    assert "и так обязан дать в масть" in ruling.options[2].then[-1].text
    assert ruling_for(incident="premature_play", both_hands="yes").laws == ["57C"]


def test_insufficient_bid():
    bids = dict(before="1H", bid="1D")
    open_choice = ruling_for(
        incident="insufficient_bid", lho_called="no", conventional="no", **bids
    )
    assert [view.laws[0] for view in open_choice.options] == ["27A", "27B1A"]
    reject = open_choice.options[1]
    lowest, other, passed, doubled = (steps for _label, steps in reject.branches)
    assert any(step.law == "27B1A" for step in lowest)
    assert any(step.law == "27B2" for step in other)
    assert any(step.law == "27B2" for step in passed)
    # 27B3 (lost, cited as 27): the double is cancelled, partner passes, Law 23 may follow.
    assert reject.branches[3][0] == "Если нарушитель попытается заменить его контрой"
    texts = " ".join(step.text for step in doubled)
    assert "контра отменяется" in texts and "27B3" in texts and "не сохранился" in texts
    assert "Запад, партнёр нарушителя, должен пасовать до конца торговли" in texts
    assert {step.law for step in doubled} == {"27", "23"}
    conventional = ruling_for(
        incident="insufficient_bid", lho_called="no", conventional="yes", **bids
    )
    assert any(step.law == "27B2" for step in conventional.options[1].branches[0][1])
    accepted = ruling_for(incident="insufficient_bid", lho_called="yes", **bids)
    assert accepted.options == [] and "27A" in accepted.laws


@pytest.mark.parametrize(
    ("before", "bid", "substitutes"),
    [
        ("1H", "1D", ["2♦", "1♠", "пас"]),
        ("2NT", "2S", ["3♠", "3♣", "пас"]),
        # Over 7БК no bid is sufficient: only the pass is left.
        ("7NT", "7S", ["пас"]),
    ],
)
def test_insufficient_bid_the_directors_calls_and_the_substitutions_they_leave(
    before, bid, substitutes
):
    ruling = ruling_for(
        incident="insufficient_bid", before=before, bid=bid, lho_called="no", conventional="no"
    )
    assert ru.call(bid) in ruling.options[0].text
    *labels, attempt = [label for label, _steps in ruling.options[1].branches]
    assert [label.split("на ", 1)[1].split(" ")[0] for label in labels] == substitutes
    # Last, the double that is no substitution (27B3).
    assert attempt.endswith("контрой")


def test_a_sufficient_bid_is_not_ruled_as_insufficient():
    ruling = ruling_for(
        incident="insufficient_bid", before="1H", bid="2D", lho_called="no", conventional="no"
    )
    assert "достаточное назначение" in ruling.error


@pytest.mark.parametrize(
    ("said", "law"),
    [
        ("high", "46B1"),
        ("low", "46B1"),
        ("suit", "46B2"),
        ("rank", "46B3B"),
        ("absent", "46B4"),
        ("any", "46B5"),
    ],
)
def test_dummy_designation(said, law):
    extra = {"named": "HQ"} if said == "absent" else {}
    ruling = ruling_for(incident="dummy_designation", said=said, led="H8", **extra)
    assert law in ruling.laws


def test_the_designation_is_ruled_on_the_directors_cards():
    # West led ♦5: «старшую» is dummy's top diamond; a card dummy lacks is the one named.
    high = ruling_for(incident="dummy_designation", said="high", led="D5")
    assert "♦Т" in " ".join(step.text for step in high.reasoning)
    absent = ruling_for(incident="dummy_designation", said="absent", led="D5", named="SQ")
    assert "46B4" in absent.laws
    assert "♠Д" in " ".join(step.text for step in absent.reasoning)


@pytest.mark.parametrize(("offender", "law"), [("defender", "45E1"), ("declarer", "45E2")])
def test_fifth_card(offender, law):
    ruling = ruling_for(
        incident="fifth_card", offender=offender, card="D6", lead="no", how="deliberate"
    )
    assert law in ruling.laws
    assert "♦6" in " ".join(step.text for step in ruling.reasoning)


def test_simultaneous():
    assert "58A" in ruling_for(incident="simultaneous", kind="two_players").laws
    one = ruling_for(
        incident="simultaneous",
        kind="one_player",
        offender="defender",
        visible="one",
        cards="H9,CQ",
    )
    assert "58B1" in one.laws
    several = ruling_for(
        incident="simultaneous",
        kind="one_player",
        offender="defender",
        visible="several",
        cards="H9,CQ",
    )
    assert "58B2" in several.laws and "50C" in several.laws
    # The card not meant to be played becomes the penalty card: the director's ♣Д.
    assert any("♣Д" in label for label, _laws in several.irregularities)
    declarer = ruling_for(
        incident="simultaneous",
        kind="one_player",
        offender="declarer",
        visible="several",
        cards="DK,S4",
    )
    assert not declarer.error and "58B2" in declarer.laws
    assert not any("штрафн" in label for label, _laws in declarer.irregularities)


CARDS_TYPED = ["♦4", "♠Т", "D9", "CK"]


def _all_paths(incident):
    """Every combination of answers the flow can reach (numbers: their bounds)."""
    paths = [{"incident": incident.code}]
    done = []
    while paths:
        answers = paths.pop()
        state = read(answers)
        if state.question is None:
            done.append(answers)
            continue
        question = state.question
        if question.is_call:
            # An insufficient bid over the call before it.
            values = ["1♥"] if question.name == "before" else ["1Б"]
        elif question.is_cards:
            # The fewest cards and the most, low cards and honours, the suits mixed.
            fewest, most = question.cards
            values = [" ".join(CARDS_TYPED[:fewest]), " ".join(CARDS_TYPED[:most])]
        elif question.is_number:
            values = [str(bound) for bound in state.bounds]
        else:
            values = [v for v, _ in question.choices]
        paths.extend({**answers, question.name: value} for value in values)
    return done


@pytest.mark.parametrize("incident", INCIDENTS, ids=lambda i: i.code)
def test_every_path_gives_a_ruling_with_laws(incident):
    for answers in _all_paths(incident):
        ruling = decide(read(answers))
        assert ruling.laws or ruling.error, answers
        if not ruling.error:
            assert ruling.options or ruling.outcome or ruling.notes, answers


# A call out of rotation by East (the model): the clause of Laws 28–32 that decides, as the
# 1987 laws give it (their text did not survive: cited by number).
@pytest.mark.parametrize(
    ("answers", "law", "outcome"),
    [
        # Law 29A: the offender's LHO called over it — the call stands, no penalty.
        (dict(call="bid", bid="1S", turn="partner", called_over="lho"), "29", "остаётся в силе"),
        # Law 28B: the player whose turn it was called in his turn — cancelled, no penalty.
        (
            dict(call="bid", bid="1S", turn="rho", called_over="proper"),
            "28",
            "отменяется без наказания",
        ),
    ],
)
def test_call_out_of_rotation_settled_before_the_director_came(answers, law, outcome):
    ruling = ruling_for(incident="call_out_of_rotation", **answers)
    assert not ruling.error and ruling.options == []
    assert any(step.law == law and outcome in step.text for step in ruling.outcome)
    # Laws 28–32 are cited by number only (their text did not survive).
    assert all(law.isdigit() or law == "16C" for law in ruling.laws)


@pytest.mark.parametrize(
    ("answers", "law", "partner_passes"),
    [
        # Law 30A: a pass before any bid — the offender passes at his next turn.
        (dict(call="pass", bid_before="no", turn="rho"), "30", "следующую очередь"),
        # Law 30B2: a pass at partner's turn after a bid — the offender passes to the end.
        (dict(call="pass", bid_before="yes", turn="partner"), "30", "до конца торговли"),
        # Law 31B: a bid at partner's turn — partner passes to the end.
        (
            dict(call="bid", bid="1S", turn="partner"),
            "31",
            "Запад должен пасовать до конца торговли",
        ),
        # Law 32A: a double at partner's turn — the same.
        (dict(call="double", turn="partner"), "32", "Запад должен пасовать до конца торговли"),
    ],
)
def test_call_out_of_rotation_cancelled(answers, law, partner_passes):
    ruling = ruling_for(incident="call_out_of_rotation", called_over="no", **answers)
    accept, cancel = ruling.options
    assert accept.laws == cancel.laws == ["29"]
    assert any(step.law == law and partner_passes in step.text for step in cancel.then)
    assert "16C" in ruling.laws or any(step.law == "16C" for step in cancel.then)
    # The page says once that the text of these laws did not survive.
    assert any("не сохранился" in step.text for step in ruling.outcome)


def test_a_bid_at_the_rho_turn_branches_on_the_rho_call():
    """Law 31A: cancelled, the offender's bid at his RHO's turn is settled by what the RHO
    calls — a pass: the offender repeats his bid, no penalty (31A1); a bid: the offender
    repeats the denomination and his partner passes once (31A2(a)), or not and his partner
    passes to the end (31A2(b))."""
    ruling = ruling_for(
        incident="call_out_of_rotation", call="bid", bid="1S", turn="rho", called_over="no"
    )
    cancel = ruling.options[1]
    passed, repeated, other = (" ".join(s.text for s in steps) for _label, steps in cancel.branches)
    assert "обязан повторить 1♠" in passed
    assert "пасовать в свою следующую очередь" in repeated
    assert "пасовать до конца торговли" in other


@pytest.mark.parametrize(
    ("bid", "repeat", "branch"),
    [
        ("2H", "обязан повторить 2♥", "Север заявит 1БК, а Восток повторит деноминацию — 2♥"),
        ("1NT", "обязан повторить 1БК", "Север заявит 1♠, а Восток повторит деноминацию — 1БК"),
    ],
)
def test_the_bid_out_of_rotation_is_the_directors(bid, repeat, branch):
    ruling = ruling_for(
        incident="call_out_of_rotation", call="bid", bid=bid, turn="rho", called_over="no"
    )
    cancel = ruling.options[1]
    labels = [label for label, _steps in cancel.branches]
    assert any(branch in label for label in labels)
    passed = " ".join(s.text for s in cancel.branches[0][1])
    assert repeat in passed


def test_a_double_at_the_rho_turn_branches_on_the_rho_call():
    ruling = ruling_for(
        incident="call_out_of_rotation", call="double", turn="rho", called_over="no"
    )
    passed, bid = (" ".join(s.text for s in steps) for _l, steps in ruling.options[1].branches)
    assert "обязан повторить" in passed
    assert "Запад должен пасовать до конца торговли" in bid
