import pytest

from quizzes.content import diagram as table_diagram

DEAL = "N:AKQ2.K32.A32.432 J43.QJ4.KQJ.AKQJ 765.A765.7654.65 T98.T98.T98.T987"


def test_hands_are_read_from_pbn_clockwise_with_russian_honours():
    diagram = table_diagram.build({"deal": DEAL, "dealer": "N", "vulnerable": "EW"})
    north = diagram["hands"]["N"]["suits"]
    assert [row["cards"] for row in north] == ["Т К Д 2", "К 3 2", "Т 3 2", "4 3 2"]
    assert [row["red"] for row in north] == [False, True, True, False]
    assert diagram["hands"]["E"]["suits"][3]["cards"] == "Т К Д В"
    assert diagram["hands"]["W"]["suits"][3]["cards"] == "10 9 8 7"
    assert diagram["dealer"] == "Север" and diagram["vulnerable"] == "Восток – Запад"


def test_deal_not_starting_with_north():
    diagram = table_diagram.build({"deal": "E:" + DEAL[2:], "dealer": "E"})
    assert diagram["hands"]["E"]["suits"][0]["cards"] == "Т К Д 2"
    assert diagram["hands"]["N"]["suits"][0]["cards"] == "10 9 8"


def test_auction_box_starts_under_the_dealer():
    diagram = table_diagram.build(
        {"deal": DEAL, "dealer": "E", "auction": ["1NT", "Pass", "3NT", "X", "Pass", "Pass", "XX"]}
    )
    rows = diagram["auction"]
    assert [c and c["text"] for c in rows[0]] == [None, None, "1БК", "пас"]
    assert [c and c["text"] for c in rows[1]] == ["3БК", "контра", "пас", "пас"]
    assert [c and c["text"] for c in rows[2]] == ["реконтра", None, None, None]
    assert diagram["auction_columns"] == ["Запад", "Север", "Восток", "Юг"]


def test_red_bids_and_contract():
    assert table_diagram.call_parts("2H")["red"] and not table_diagram.call_parts("2S")["red"]
    contract = table_diagram.contract_parts("4SX")
    assert contract["text"] == "4♠ с контрой" and not contract["red"]
    assert contract["doubled"] == "с контрой"


def test_hidden_hands_and_tricks_from_the_ruling():
    ruling = {
        "tricks": [{"number": 1, "leader": "E", "cards": ["SJ", "S5", "S8", "SA"], "winner": "N"}]
    }
    diagram = table_diagram.build({"deal": DEAL, "dealer": "N"}, hidden=["E", "W"], ruling=ruling)
    assert diagram["hands"]["E"]["hidden"] and diagram["hands"]["W"]["hidden"]
    assert not diagram["hands"]["N"]["hidden"]
    trick = diagram["tricks"][0]
    assert trick["leader"] == "Восток" and trick["winner"] == "Север"
    assert [(c["seat"], c["text"]) for c in trick["cards"]] == [
        ("В", "♠В"),
        ("Ю", "♠5"),
        ("З", "♠8"),
        ("С", "♠Т"),
    ]


def test_tricks_without_a_ruling_come_from_the_play_list():
    diagram = table_diagram.build(
        {"deal": DEAL, "dealer": "N", "play": ["SJ", {"expose": ["HQ"]}, "S5", "S8", "SA", "C2"]}
    )
    assert [len(t["cards"]) for t in diagram["tricks"]] == [4, 1]
    first = diagram["tricks"][0]
    # ♠J was dealt to East, so East led it.
    assert first["leader"] == "Восток"
    assert [c["seat"] for c in first["cards"]] == ["В", "Ю", "З", "С"]


def test_a_call_out_of_rotation_stands_under_its_seat_and_an_exposed_card_is_no_call():
    out_of_turn = table_diagram.build(
        {"deal": DEAL, "dealer": "W", "auction": [{"call": "1H", "seat": "N"}, "Pass"]}
    )
    assert [c and c["text"] for c in out_of_turn["auction"][0]] == [None, "1♥", "пас", None]
    exposed = table_diagram.build(
        {"deal": DEAL, "dealer": "S", "auction": ["1S", {"expose": ["H3"], "seat": "W"}, "Pass"]}
    )
    assert [c and c["text"] for c in exposed["auction"][0]] == [None, None, None, "1♠"]
    assert [c and c["text"] for c in exposed["auction"][1]] == ["пас", None, None, None]


@pytest.mark.parametrize(
    ("vulnerable", "shown"),
    [(True, "все"), ("True", "все"), (None, "никто"), ("Both", "все"), ("NS", "Север – Юг")],
)
def test_vulnerability_is_read_the_one_way(vulnerable, shown):
    assert table_diagram.build({"deal": DEAL, "vulnerable": vulnerable})["vulnerable"] == shown


@pytest.mark.parametrize("deal", ["", "X:AK", "N:AKQ.K32", None, "N:AK.Q.J.T 1 2 3"])
def test_unreadable_deals_give_no_picture_rather_than_an_error(deal):
    diagram = table_diagram.build({"deal": deal, "dealer": "Q", "vulnerable": "Both"})
    assert diagram["present"] is False


def texts(row):
    return [c and c["text"] for c in row]


def test_a_cancelled_call_out_of_rotation_is_struck_and_said_in_words():
    """West bids 2♣ at East's turn; North–South have it cancelled (Law 31B)."""
    diagram = table_diagram.build(
        {
            "deal": DEAL,
            "dealer": "N",
            "auction": ["1NT", {"call": "2C", "seat": "W"}, {"choose": "cancel_call"}, "Pass"],
        }
    )
    rows = diagram["auction"]
    # Each call under its seat, in the order made: West's 2♣ opens a new row.
    assert [texts(row) for row in rows] == [[None, "1БК", None, None], ["2♣", None, "пас", None]]
    struck = [c for row in rows for c in row if c and c["struck"]]
    assert [c["text"] for c in struck] == ["2♣"] and struck[0]["mark"] == "1"
    [note] = diagram["auction_notes"]
    assert note["mark"] == "1"
    assert note["text"] == "Запад, 2♣: вне очереди (очередь Востока); отменена."
    assert not rows[1][2]["struck"] and not rows[1][2]["mark"]


@pytest.mark.parametrize(
    ("auction", "shown", "note"),
    [
        (["7NT", "8C"], "8♣", "Восток, 8♣: недопустима: назначение выше семи."),
        (
            ["1NT", "Pass", "2C", {"change": "2S"}, {"choose": "accept_change"}],
            "2♣",
            "Юг, 2♣: заменена на 2♠.",
        ),
        (["1NT", "Pass", "X"], "контра", "Юг, контра: недопустима: контрировать можно только "
         "назначение противника, а 1БК — назначение своей стороны."),
    ],
)  # fmt: skip
def test_other_auction_incidents_in_words(auction, shown, note):
    diagram = table_diagram.build({"deal": DEAL, "dealer": "N", "auction": auction})
    struck = [c["text"] for row in diagram["auction"] for c in row if c and c["struck"]]
    assert shown in struck
    assert note in [n["text"] for n in diagram["auction_notes"]]


def test_cards_exposed_in_the_auction_are_a_note_without_a_cell():
    diagram = table_diagram.build(
        {"deal": DEAL, "dealer": "N", "auction": ["1NT", {"expose": ["HQ"], "seat": "E"}, "Pass"]}
    )
    assert [n["text"] for n in diagram["auction_notes"]] == ["Восток показал ♥Д."]
    assert texts(diagram["auction"][0]) == [None, "1БК", "пас", None]


def test_the_hands_show_the_position_when_the_question_is_asked():
    ruling = {
        "tricks": [
            {"number": 1, "leader": "E", "cards": ["SJ", "S5", "S8", "SA"], "winner": "N"},
            {"number": 2, "leader": "N", "cards": ["H2", "H4"], "winner": None},
        ],
        "next": "S",
    }
    diagram = table_diagram.build({"deal": DEAL, "dealer": "N"}, ruling=ruling, pick="S")
    north_spades = diagram["hands"]["N"]["suits"][0]["items"]
    assert [(c["rank"], c["trick"]) for c in north_spades] == [
        ("Т", 1), ("К", None), ("Д", None), ("2", None)
    ]  # fmt: skip
    assert [c["trick"] for c in diagram["hands"]["N"]["suits"][1]["items"]] == [None, None, 2]
    # The trick in progress lies on the table, each card at its player's side.
    assert {seat: card["text"] for seat, card in diagram["table"].items()} == {
        "N": "♥2",
        "E": "♥4",
    }
    assert diagram["hands"]["S"]["pick"] and not diagram["hands"]["N"]["pick"]
