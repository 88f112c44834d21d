"""The director's decision flow: which question comes next, answers read from the URL."""

import pytest

from quizzes.director.flow import INCIDENTS, links_back, load_incidents, read

ESTABLISHED = {"incident": "revoke", "offender": "defender", "established": "yes", "trick": "4"}


def test_no_incident_asks_what_happened():
    state = read({})
    assert state.incident is None and state.question is None and not state.error


def test_unknown_incident_is_a_russian_message():
    state = read({"incident": "claim<script>"})
    assert state.incident is None
    assert "выберите" in state.error


@pytest.mark.parametrize(
    ("answers", "next_question"),
    [
        ({"incident": "revoke"}, "offender"),
        ({"incident": "revoke", "offender": "defender"}, "established"),
        ({"incident": "revoke", "offender": "defender", "established": "yes"}, "trick"),
        ({"incident": "revoke", "offender": "defender", "established": "no"}, "led"),
        (
            {"incident": "revoke", "offender": "defender", "established": "no", "led": "S"},
            "card",
        ),
        ({**ESTABLISHED, "revoke_trick": "partner", "later": "0"}, "faced"),
        ({**ESTABLISHED, "revoke_trick": "partner", "later": "1"}, "won_with_revoke_suit"),
        ({**ESTABLISHED, "revoke_trick": "opponents", "later": "1"}, "faced"),
        ({**ESTABLISHED, "revoke_trick": "opponents", "later": "2"}, "won_with_revoke_suit"),
        ({**ESTABLISHED, "revoke_trick": "offender", "later": "3"}, "faced"),
        ({**ESTABLISHED, "trick": "12", "revoke_trick": "partner", "later": "1"}, "faced"),
        (
            {**ESTABLISHED, "revoke_trick": "partner", "later": "1", "won_with_revoke_suit": "no"},
            "faced",
        ),
        (
            {**ESTABLISHED, "revoke_trick": "offender", "later": "3", "faced": "no"},
            "second_same_suit",
        ),
        (
            {**ESTABLISHED, "offender": "dummy", "revoke_trick": "offender", "later": "3"},
            "second_same_suit",
        ),
        (
            {
                **ESTABLISHED,
                "revoke_trick": "offender",
                "later": "3",
                "faced": "no",
                "second_same_suit": "no",
            },
            "discovered",
        ),
        ({"incident": "lead_out_of_turn", "opening": "no", "offender": "defender"}, "proper"),
        ({"incident": "lead_out_of_turn"}, "opening"),
        ({"incident": "lead_out_of_turn", "opening": "yes"}, "seen_dummy"),
        ({"incident": "lead_out_of_turn", "opening": "yes", "seen_dummy": "no"}, "card"),
        ({"incident": "exposed_card", "offender": "declarer"}, "cards"),
        ({"incident": "exposed_card", "offender": "defender"}, "cards"),
        ({"incident": "insufficient_bid"}, "before"),
        ({"incident": "insufficient_bid", "before": "1H", "bid": "1D", "lho_called": "yes"}, None),
        (
            {"incident": "insufficient_bid", "before": "1H", "bid": "1D", "lho_called": "no"},
            "conventional",
        ),
        ({"incident": "simultaneous", "kind": "two_players"}, None),
    ],
)
def test_next_question(answers, next_question):
    state = read(answers)
    assert (state.question.name if state.question else None) == next_question


def test_choices_of_a_question_depend_on_earlier_answers():
    defender = read(
        {"incident": "lead_out_of_turn", "opening": "no", "offender": "defender"}
    ).question
    declarer = read(
        {"incident": "lead_out_of_turn", "opening": "no", "offender": "declarer_hand"}
    ).question
    assert "partner" in dict(defender.choices)
    assert "partner" not in dict(declarer.choices)


@pytest.mark.parametrize(
    ("answers", "error"),
    [
        ({"incident": "revoke", "offender": "kibitzer"}, "выберите"),
        (
            {"incident": "revoke", "offender": "defender", "established": "yes", "trick": "13"},
            "от 1 до 12",
        ),
        (
            {"incident": "revoke", "offender": "defender", "established": "yes", "trick": "x"},
            "не число",
        ),
    ],
)
def test_bad_answer_stops_the_flow_there(answers, error):
    state = read(answers)
    assert state.question is not None
    assert error in state.error


def test_links_back_drop_the_answer_being_changed():
    state = read({"incident": "revoke", "offender": "defender", "established": "no"})
    links = links_back(state)
    assert [q.name for q, _label, _query in links] == ["offender", "established"]
    assert links[0][2] == "incident=revoke"
    assert links[1][2] == "incident=revoke&offender=defender"


def test_every_incident_has_questions_and_laws():
    for incident in INCIDENTS:
        assert incident.questions and incident.laws


def test_incidents_file_reads_ranges_of_answers():
    revoke = next(incident for incident in INCIDENTS if incident.code == "revoke")
    late = [q for q in revoke.questions if q.name == "won_with_revoke_suit"]
    assert dict(late[0].when)["trick"] == tuple(str(n) for n in range(1, 12))
    assert dict(late[1].when)["later"] == tuple(str(n) for n in range(2, 13))


ONE = "- code: x\n  title: X\n  summary: X\n  laws: ['1']\n"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            ONE + "  questions:\n  - name: q\n    text: Q\n    choices: {yes: да, no: нет}\n",
            "quote yes and no",
        ),
        ("- code: x\n  title: X\n  laws: ['1']\n", "summary"),
        (
            ONE + "  questions:\n  - name: q\n    text: Q\n",
            "choices, low and high for a number, cards: a..b or",
        ),
        (
            ONE + "  questions:\n  - name: q\n    text: Q\n    high: 3\n    colour: red\n",
            "the fields are",
        ),
        ("incidents: none", "a list of incidents"),
    ],
)
def test_a_malformed_incidents_file_names_the_entry(tmp_path, text, message):
    path = tmp_path / "incidents.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ValueError, match=message):
        load_incidents(path)
