import pytest

from quizzes.practice.explanation_steps import explain, settle

PLAYED = [
    {"text": "Торговля закончена: контракт 2♦.", "law": None},
    {"text": "Север ходит ♣Т.", "law": None},
    {"text": "Взятку 1 выиграл Север (♣Т, ♣5, ♣3, ♣В).", "law": "44F"},
    {"text": "Запад сыграл ♥5, не дав в масть хода, хотя мог — фальшренонс.", "law": "61A"},
    {"text": "Север ходит ♦Т.", "law": None},
    {"text": "Фальшренонс выявлен и больше не исправляется.", "law": "63A1"},
    {
        "text": "Нарушившая сторона выиграла взятку фальшренонса: передаётся одна взятка.",
        "law": "64A2",
    },
    {"text": "Итог: у стороны разыгрывающего 9 взяток; запись +110.", "law": "77"},
]


def test_the_ruling_comes_first_the_steps_next_and_the_trace_is_apart():
    out = explain(PLAYED)
    assert out.ruling["law"] == "64A2"
    assert out.headline == "Нарушившая сторона выиграла взятку фальшренонса: передаётся одна взятка"
    assert [s["law"] for s in out.steps] == ["61A", "63A1", "77"]
    assert [s["text"][:12] for s in out.trace] == [
        "Торговля зак",
        "Север ходит ",
        "Взятку 1 выи",
        "Север ходит ",
    ]
    assert out.trace_summary == "Ход торговли и розыгрыша: 4 шага"


def test_the_score_decides_only_when_nothing_else_cites_a_clause():
    out = explain([PLAYED[0], PLAYED[-1]])
    assert out.ruling["law"] == "77" and out.steps == []


def test_the_authors_last_step_decides_and_loses_its_label_in_the_headline():
    out = explain(
        [
            {
                "text": "Колебание перед синглетом — попытка ввести в заблуждение.",
                "law": "73D2",
                "source": "author",
            },
            {
                "text": "Пояснение: судья назначает присуждённый результат (73F2).",
                "law": "73F2",
                "source": "author",
            },
        ]
    )
    assert out.headline == "Судья назначает присуждённый результат"
    assert [s["law"] for s in out.author] == ["73D2"] and out.steps == []


def test_the_engines_ruling_leads_and_the_authors_note_follows_apart_without_its_label():
    """The author's commentary is not one of the engine's numbered steps, and the data's
    «Пояснение:» label is not repeated before it: the page marks the block once."""
    note = {"text": "Пояснение: без фальшренонса сторона взяла бы 10.", "law": "64C"}
    out = explain([*PLAYED, {**note, "source": "author"}])
    assert out.ruling["law"] == "64A2"
    assert [s["law"] for s in out.steps] == ["61A", "63A1", "77"]
    assert [s["text"] for s in out.author] == ["Без фальшренонса сторона взяла бы 10."]


def test_an_engine_step_loses_the_label_too():
    out = explain(
        [
            {"text": "Ход принят.", "law": "54A"},
            {"text": "Пояснение: карта остаётся сыгранной.", "law": "45A"},
        ]
    )
    assert out.ruling["text"] == "Карта остаётся сыгранной."
    assert [s["text"] for s in out.steps] == ["Ход принят."]


def test_a_clause_is_not_cited_twice_and_a_sentence_is_said_once():
    step = {"text": "Судья назначает присуждённый результат (73F2).", "law": "73F2"}
    inline = {"text": "Присуждённый результат (64C): 10 взяток.", "law": "64C"}
    out = explain([step, dict(step), inline, {"text": "Ход принят.", "law": "54A"}])
    assert [s["text"] for s in out.steps] == [
        "Судья назначает присуждённый результат.",
        "Присуждённый результат: 10 взяток.",
    ]
    assert out.ruling == {"text": "Ход принят.", "law": "54A"}


def test_junk_steps_are_skipped():
    out = explain([None, "text", {"text": "  "}, {"text": "Шаг", "law": "64A1"}])
    assert out.ruling == {"text": "Шаг.", "law": "64A1"} and not out.steps and not out.trace


def test_no_steps_no_ruling():
    out = explain([])
    assert out.ruling is None and out.headline == "" and not out.trace


def test_the_headline_does_not_lean_on_the_step_before():
    out = explain([{"text": "Поэтому одна взятка присуждается вистующим.", "law": "70C3"}])
    assert out.headline == "Одна взятка присуждается вистующим"


def test_a_card_shown_in_the_auction_is_ruled_on_when_its_owner_defends():
    """Law 24: if the offender becomes a defender, declarer may treat the card as a penalty
    card — that choice leads the explanation, not the remark that nothing else follows."""
    from quizzes.engine import rule

    ruling = rule(
        {
            "deal": "N:T74.AJ862.T82.AJ AJ92.K9.QJ5.QT98 KQ865.74.63.K764 3.QT53.AK974.532",
            "dealer": "S",
            "auction": [
                "1S",
                {"expose": ["H3"], "seat": "W", "lead": False},
                "Pass",
                "2S",
                "Pass",
                "4S",
                "Pass",
                "Pass",
                "Pass",
            ],
        }
    )
    out = explain(ruling["explanation"])
    assert out.ruling["law"] == "24"
    assert out.headline.startswith("Запад стал вистующим: разыгрывающий решает")


def test_a_lead_penalty_is_ruled_by_what_declarer_may_choose_not_by_the_wait():
    """Law 26: the ruling is what declarer may require or forbid; that the leader waits for
    his choice is the order of events."""
    out = explain(
        [
            {"text": "Назначение 3♣ отменяется: Север пасует до конца торговли.", "law": "37"},
            {
                "text": "Отменённая заявка 3♣ называла трефы: разыгрывающий может потребовать "
                "от Юга хода в трефы или запретить его.",
                "law": "26",
            },
            {
                "text": "Юг впервые получил ход: он не ходит, пока разыгрывающий не решит, "
                "ограничивать ли его ход.",
                "law": "26",
            },
        ]
    )
    assert out.headline.startswith("Отменённая заявка 3♣ называла трефы")


def test_a_possible_later_adjustment_does_not_lead_the_ruling():
    """Law 23 («если судья сочтёт …») may follow a forced pass; the forced pass is the
    ruling."""
    out = explain(
        [
            {
                "text": "Контра вне очереди: Восток должен пасовать до конца торговли.",
                "law": "32",
            },
            {
                "text": "Если судья сочтёт, что нарушитель мог знать, что вынужденный пас "
                "партнёра ущемит ненарушившую сторону, он может назначить присуждённый результат.",
                "law": "23",
            },
        ]
    )
    assert out.ruling["law"] == "32"


# The marks the engine and the author put on the steps that carry a ruling (``decides``).
PREMATURE = [
    {"text": "Восток сыграл ♦9 до партнёра: разыгрывающий может потребовать …", "law": "57A"},
    {"text": "♦9 у Востока становится старшей штрафной картой.", "law": "50C"},
    {"text": "Север ходит ♠2.", "law": None},
]
MARKED = [
    {**PREMATURE[0], "decides": "choice", "source": "engine"},
    {**PREMATURE[1], "decides": "ruling", "source": "engine"},
    {**PREMATURE[2], "source": "engine"},
]


def test_without_marks_the_last_clause_decides_as_before():
    assert explain(PREMATURE).ruling["law"] == "50C"


@pytest.mark.parametrize(
    ("answer_from", "law"),
    [
        ("options:declarer", "57A"),  # what declarer may require: the choice
        ("option_side", "57A"),
        ("penalty_card", "50C"),  # what the card became: the ruling
        ("only_legal_card", "50C"),
    ],
)
def test_the_question_says_whether_the_choice_or_the_ruling_leads(answer_from, law):
    assert explain(settle(MARKED, answer_from)).ruling["law"] == law


def test_the_authors_mark_wins_over_the_engines():
    note = {"text": "Пояснение: он обязан дать в масть (59).", "law": "59", "source": "author"}
    steps = [*MARKED, {**note, "decides": "ruling"}, {"text": "Ещё заметка.", "law": "16"}]
    assert explain(settle(steps, "allowed_suits")).ruling["law"] == "59"
    # Unmarked, the author's note is one of the steps; the engine's ruling leads.
    assert explain(settle([*MARKED, note], "allowed_suits")).ruling["law"] == "50C"


def test_a_lead_penalty_question_is_led_by_law_26():
    steps = [
        {"text": "Назначение отменяется: Север пасует.", "law": "37", "decides": "ruling"},
        {"text": "Разыгрывающий может потребовать хода в трефы…", "law": "26", "decides": "choice"},
        {"text": "Юг не ходит, пока разыгрывающий не решит.", "law": "26"},
    ]
    assert explain(settle(steps, "lead_penalty")).headline.startswith("Разыгрывающий может")
