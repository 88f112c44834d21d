"""Law 46B. Issue deal, 3NT by North; South is dummy (♠765 ♥A765 ♦7654 ♣65). Trick 1: East
leads ♣A, then dummy plays."""

import pytest

from quizzes.engine import ScenarioError, rule

from .deals import ISSUE_PLAY, issue_scenario


def dummy_card(ruling):
    return ruling["tricks"][0]["cards"][1]


@pytest.mark.parametrize(
    ("item", "card", "law"),
    [
        # 46B1: "старшая" — the highest card of the suit; "младшая" — the lowest.
        ({"designate": "старшая"}, "C6", "46B1"),
        ({"designate": "младшая", "suit": "C"}, "C5", "46B1"),
        # 46B2: a suit without a rank — the lowest card of the suit.
        ({"designate": "C"}, "C5", "46B2"),
        # 46B3B: a rank without a suit — the card of that rank that may legally be played.
        ({"designate": "6"}, "C6", "46B3B"),
    ],
)
def test_incomplete_designation(item, card, law):
    ruling = rule(issue_scenario(["CA", item]))
    assert dummy_card(ruling) == card
    [entry] = ruling["irregularities"]
    assert entry["kind"] == "dummy_designation" and entry["rule"] == law
    assert entry["seat"] == "N" and entry["card"] == card


def test_full_designation_is_just_a_play():
    """Law 45C4(A): "Карта должна быть сыграна, если игрок назвал … ее"."""
    ruling = rule(issue_scenario(["CA", {"designate": "C6"}]))
    assert dummy_card(ruling) == "C6" and ruling["irregularities"] == []


def test_46B4_card_not_in_dummy_is_void():
    """Law 46B4: "такое обозначение является недействительным, и разыгрывающий может
    обозначить любую легальную карту"."""
    ruling = rule(issue_scenario(["CA", {"designate": "CK"}]))
    assert ruling["tricks"][0]["cards"] == ["CA"] and ruling["next"] == "S"
    assert ruling["irregularities"][0]["rule"] == "46B4"
    again = rule(issue_scenario(["CA", {"designate": "CK"}, {"designate": "C6"}]))
    assert dummy_card(again) == "C6"


@pytest.mark.parametrize("word", ["старшую", "младшая"])
def test_46B1_highest_of_a_suit_dummy_does_not_hold_is_46B4(word):
    """ "Старшая" is "самую старшую карту в обозначенной масти" (46B1); in trick 3 clubs are
    led and dummy has none left, so the card named is not in dummy: "такое обозначение является
    недействительным, и разыгрывающий может обозначить любую легальную карту" (46B4) — a
    ruling, not an error."""
    play = [*ISSUE_PLAY[:8], "CQ", {"designate": word}]
    ruling = rule(issue_scenario(play))
    [entry] = ruling["irregularities"]
    assert entry["rule"] == "46B4" and entry["card"] is None
    assert ruling["next"] == "S" and ruling["tricks"][-1]["cards"] == ["CQ"]
    assert "у болвана их нет" in ruling["explanation"][-1]["text"]
    again = rule(issue_scenario([*play, {"designate": "D4"}]))
    assert again["tricks"][-1]["cards"] == ["CQ", "D4"]


def test_46B5_any_lets_the_defenders_choose():
    """Law 46B5: "сказав «любая» … любой из вистующих может указать играемую со стола
    карту"."""
    ruling = rule(issue_scenario(["CA", {"designate": "любая"}]))
    assert [(o["code"], o["side"], o["card"]) for o in ruling["options"]] == [
        ("defenders_designate", "defenders", "C6"),
        ("defenders_designate", "defenders", "C5"),
    ]
    chosen = rule(
        issue_scenario(
            ["CA", {"designate": "любая"}, {"choose": "defenders_designate", "card": "C6"}]
        )
    )
    assert dummy_card(chosen) == "C6"


def test_46B3A_rank_only_on_a_lead_continues_the_suit_dummy_won():
    """Law 46B3(A): "Подразумевается продолжение масти, в которой болван выиграл предыдущую
    взятку при условии, что в этой масти есть карта обозначенного старшинства"."""
    # Trick 10: dummy wins with ♥A; on the lead "семь" means ♥7 (dummy also has ♦7).
    ruling = rule(issue_scenario([*ISSUE_PLAY[:40], {"designate": "7"}]))
    assert ruling["tricks"][-1]["cards"] == ["H7"]
    assert ruling["irregularities"][0]["rule"] == "46B3A"


def test_46B3B_two_legal_cards_of_the_rank_declarer_clarifies():
    """Law 46B3(B): "если при этом таких карт … на столе 2 или больше, то разыгрывающий должен
    пояснить, какую из них он имел в виду"."""
    # Trick 3: East leads ♣Q, dummy has no clubs left: ♠7, ♥7 and ♦7 are all legal.
    play = [*ISSUE_PLAY[:8], "CQ", {"designate": "7"}]
    ruling = rule(issue_scenario(play))
    assert [o["card"] for o in ruling["options"]] == ["S7", "H7", "D7"]
    assert ruling["options"][0]["code"] == "clarify"
    chosen = rule(issue_scenario([*play, {"choose": "clarify", "card": "D7"}]))
    assert chosen["tricks"][-1]["cards"] == ["CQ", "D7"]


def test_designation_when_not_dummys_turn():
    with pytest.raises(ScenarioError, match="очередь болвана"):
        rule(issue_scenario([{"designate": "младшая", "suit": "C"}]))


@pytest.mark.parametrize(
    ("said", "card", "law"),
    [
        # 46B1: «"старшая" или слово с тем же значением … самую старшую карту в обозначенной
        # масти; … "младшая" или слово с тем же значением … самую младшую карту».
        ("маленькую", "C5", "46B1"),
        ("старшую трефу", "C6", "46B1"),
        ("маленькую трефу", "C5", "46B1"),
        ("мелкую", "C5", "46B1"),
        # 46B2: «обозначает масть, но не обозначает старшинство … самую младшую карту в
        # обозначенной масти».
        ("трефу", "C5", "46B2"),
        ("♣", "C5", "46B2"),
        # 46B3(B): «должен играть со стола картой обозначенного старшинства, если такая игра
        # легальна».
        ("шестёрку", "C6", "46B3B"),
    ],
)
def test_a_designation_in_russian_is_read_as_a_person_says_it(said, card, law):
    """Declarer names dummy's card in words, as at the table («маленькую трефу»): the
    designation is read through the same reader as the learner's cards."""
    ruling = rule(issue_scenario(["CA", {"designate": said}]))
    assert dummy_card(ruling) == card
    [entry] = ruling["irregularities"]
    assert (entry["rule"], entry["card"], entry["said"]) == (law, card, said)


def test_a_full_card_in_russian_is_just_a_play():
    """45C4(A): a card named in full — «шестёрку треф» — is played; nothing irregular."""
    ruling = rule(issue_scenario(["CA", {"designate": "шестёрку треф"}]))
    assert dummy_card(ruling) == "C6" and ruling["irregularities"] == []


@pytest.mark.parametrize("said", ["короля треф", "десятку пик"])
def test_46B4_a_card_named_in_russian_that_dummy_lacks_is_void(said):
    """46B4: «называет отсутствующую на столе карту, такое обозначение является
    недействительным» — a card dummy does not hold (♣К), or one he may not play (♠10 is not
    in dummy either)."""
    ruling = rule(issue_scenario(["CA", {"designate": said}]))
    assert ruling["irregularities"][0]["rule"] == "46B4" and ruling["next"] == "S"


def test_46B5_any_in_another_form():
    """46B5: «сказав "любая" или слово с тем же значением»."""
    ruling = rule(issue_scenario(["CA", {"designate": "любую карту"}]))
    assert {o["code"] for o in ruling["options"]} == {"defenders_designate"}


def test_suit_key_in_russian():
    ruling = rule(issue_scenario(["CA", {"designate": "старшая", "suit": "трефы"}]))
    assert dummy_card(ruling) == "C6"


@pytest.mark.parametrize("said", ["синюю", "старшую десятку", "т"])
def test_an_unreadable_designation_is_a_russian_scenario_error(said):
    with pytest.raises(ScenarioError, match="designate: .*Назовите карту стола"):
        rule(issue_scenario(["CA", {"designate": said}]))
