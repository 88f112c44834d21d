import copy

import pytest
import yaml

from quizzes.content import ScenarioFileError, load_scenario_dict, load_scenario_file

# The deal and auction of the example in the engine's README.
VALID = {
    "title": "Какой контракт?",
    "level": "player",
    "irregularity": "procedure",
    "laws": ["77"],
    "deal": "N:AKQ2.K32.A32.432 J43.QJ4.KQJ.AKQJ 765.A765.7654.65 T98.T98.T98.T987",
    "dealer": "N",
    "vulnerable": "None",
    "auction": ["1NT", "Pass", "3NT", "Pass", "Pass", "Pass"],
    "narrative": "Север открылся 1БК, Юг поднял до 3БК.",
    "question": {
        "kind": "choice",
        "prompt": "Какой контракт разыгрывается?",
        "choices": [{"code": "1NT", "text": "1БК"}, {"code": "3NT", "text": "3БК"}],
        "answer_from": "contract",
    },
}

AUTHOR = {
    "title": "Претензия",
    "level": "director",
    "irregularity": "claim",
    "laws": ["70D"],
    "deal": VALID["deal"],
    "dealer": "N",
    "vulnerable": "None",
    "contract": "3NT",
    "declarer": "N",
    "narrative": "Разыгрывающий заявил претензию.",
    "question": {
        "kind": "choice",
        "decided_by": "author",
        "prompt": "Верно ли?",
        "choices": [{"code": "yes", "text": "Да"}, {"code": "no", "text": "Нет"}],
        "expected": "no",
        "explanation": [{"text": "Пояснение автора.", "law": "70D"}],
    },
}


def write(tmp_path, data, name="sample-scenario.yaml"):
    path = tmp_path / name
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    return path


def test_valid_file_loads_with_engine_key(tmp_path):
    question = load_scenario_file(write(tmp_path, VALID))
    assert question.id == "sample-scenario"
    assert question.answer == "3NT"
    assert question.decided_by == "engine"
    assert question.level == "player"
    assert question.chapter == "Обсчёт"
    assert question.ruling["contract"] == "3NT"
    assert question.scenario["auction"] == VALID["auction"]
    assert "77" in question.laws


def test_author_question_keeps_authored_key_and_steps(tmp_path):
    question = load_scenario_file(write(tmp_path, AUTHOR))
    assert question.decided_by == "author"
    assert question.answer == "no"
    assert question.explanation == [{"text": "Пояснение автора.", "law": "70D", "source": "author"}]


def test_round_trip_through_dict(tmp_path):
    from quizzes.content import Question

    question = load_scenario_file(write(tmp_path, VALID))
    assert Question.from_dict(question.to_dict()) == question


def mutate(base, path, value):
    data = copy.deepcopy(base)
    node = data
    keys = path.split(".")
    for key in keys[:-1]:
        node = node[key]
    if value is DELETE:
        del node[keys[-1]]
    else:
        node[keys[-1]] = value
    return data


DELETE = object()


@pytest.mark.parametrize(
    ("base", "path", "value", "field"),
    [
        (VALID, "title", DELETE, "title"),
        (VALID, "title", "  ", "title"),
        (VALID, "level", "expert", "level"),
        (VALID, "irregularity", "cheating", "irregularity"),
        (VALID, "narrative", 5, "narrative"),
        (VALID, "laws", ["Правило шестьдесят"], "laws"),
        (VALID, "hidden", ["X"], "hidden"),
        (VALID, "id", "Bad Id", "id"),
        (VALID, "chapter", "Нет такой", "chapter"),
        (VALID, "question", DELETE, "question"),
        (VALID, "question.kind", "essay", "question.kind"),
        (VALID, "question.prompt", "", "question.prompt"),
        (VALID, "question.choices", [{"code": "3NT", "text": "3БК"}], "question.choices"),
        (VALID, "question.choices", [{"code": "3NT"}, {"code": "1NT"}], "question.choices[1]"),
        (VALID, "question.answer_from", "weather", "question.answer_from"),
        (VALID, "question.colour", "red", "question.colour"),
        (VALID, "question.expected", "2NT", "question.expected"),
        (
            VALID,
            "deal",
            "N:AKQ2.K32.A32.43 J43.QJ4.KQJ.AKQJ 765.A765.7654.65 T98.T98.T98.T987",
            "deal",
        ),
        (AUTHOR, "question.expected", DELETE, "question.expected"),
        (AUTHOR, "question.explanation", DELETE, "question.explanation"),
        (
            AUTHOR,
            "question.explanation",
            [{"text": "x", "law": "нет"}],
            "question.explanation[1].law",
        ),
        (AUTHOR, "question.decided_by", "oracle", "question.decided_by"),
    ],
)
def test_malformed_field_is_named_with_the_file(tmp_path, base, path, value, field):
    with pytest.raises(ScenarioFileError) as caught:
        load_scenario_file(write(tmp_path, mutate(base, path, value), "broken-one.yaml"))
    assert caught.value.file == "broken-one.yaml"
    assert caught.value.field == field
    assert str(caught.value).startswith(f"broken-one.yaml: поле «{field}»")


def test_yaml_syntax_error_names_the_file(tmp_path):
    path = tmp_path / "syntax.yaml"
    path.write_text("title: [unclosed\nlevel: player\n", encoding="utf-8")
    with pytest.raises(ScenarioFileError) as caught:
        load_scenario_file(path)
    assert caught.value.file == "syntax.yaml"
    assert caught.value.field == "(YAML)"


def test_not_a_mapping(tmp_path):
    path = tmp_path / "list.yaml"
    path.write_text("- a\n- b\n", encoding="utf-8")
    with pytest.raises(ScenarioFileError, match="list.yaml"):
        load_scenario_file(path)


def test_authored_answer_contradicting_the_engine_fails_loudly(tmp_path):
    data = mutate(VALID, "question.expected", "1NT")
    with pytest.raises(ScenarioFileError) as caught:
        load_scenario_file(write(tmp_path, data, "wrong-key.yaml"))
    assert caught.value.field == "question.expected"
    assert "1NT" in caught.value.message and "3NT" in caught.value.message


def test_authored_number_contradicting_engine_score(tmp_path):
    # The engine README's example: score("4SX", vulnerable=True, tricks=8) is -500.
    data = mutate(
        VALID,
        "question",
        {
            "kind": "number",
            "prompt": "Сколько?",
            "answer_from": "score_of:4SX:vul:8",
            "expected": -200,
        },
    )
    with pytest.raises(ScenarioFileError, match="-500"):
        load_scenario_dict(data, file="score.yaml")
    data["question"]["expected"] = -500
    assert load_scenario_dict(data, file="score.yaml").answer == -500


def test_engine_error_is_wrapped_with_the_file_name():
    data = mutate(VALID, "play", ["ZZ"])
    with pytest.raises(ScenarioFileError) as caught:
        load_scenario_dict(data, file="bad-play.yaml")
    assert caught.value.file == "bad-play.yaml"
    assert "движок" in caught.value.message


PLAYED = {
    **{k: v for k, v in VALID.items() if k != "question"},
    "irregularity": "dummy_designation",
    "laws": ["46B1"],
    "narrative": "Восток пошёл ♣Т, разыгрывающий говорит: «Младшую».",
}


def test_concealed_designation_is_hidden_and_keyed_by_the_engine():
    # The engine README's deal, 3NT by North: East leads the club ace; declarer asks dummy
    # for "the lowest".
    data = {
        **PLAYED,
        "play": ["CA", {"designate": "младшая"}],
        "question": {
            "kind": "card",
            "prompt": "Какой картой играет стол?",
            "answer_from": "trick_card:1:S",
            "conceal_last": 1,
            "expected": "C5",
        },
    }
    question = load_scenario_dict(data, file="designation.yaml")
    assert question.answer == "C5"
    assert question.scenario["play"] == ["CA"]
    assert question.concealed == [{"designate": "младшая"}]
    assert question.full_scenario["play"] == data["play"]
    assert question.ruling["next"] == "S"
    assert any(step["law"] == "46B1" for step in question.explanation)


def test_only_legal_card_is_the_major_penalty_card():
    # West drops the spade ten (an honour: a major penalty card, 50C); when spades are led
    # he must play it (50E1) — every other card makes the engine find an irregularity.
    data = {
        **PLAYED,
        "irregularity": "penalty_card",
        "laws": ["50E1"],
        "play": ["DK", "D4", "D8", "DA", {"expose": ["ST"], "how": "accidental"}, "SA", "S3", "S5"],
        "question": {
            "kind": "card",
            "prompt": "Чем играет Запад?",
            "answer_from": "only_legal_card",
        },
    }
    assert load_scenario_dict(data, file="forced.yaml").answer == "ST"


@pytest.mark.parametrize("value", [0.5, -1, 3, "один", True])
def test_bad_conceal_last(value):
    data = {
        **PLAYED,
        "play": ["CA", {"designate": "младшая"}],
        "question": {
            "kind": "card",
            "prompt": "?",
            "answer_from": "trick_card:1:S",
            "conceal_last": value,
        },
    }
    with pytest.raises(ScenarioFileError) as caught:
        load_scenario_dict(data, file="conceal.yaml")
    assert caught.value.field == "question.conceal_last"


# The auction forms. West bids 2♣ at East's turn (his partner's); cancelled, East must pass to
# the end (Law 31B) and NS reach 3NT: East, on lead, may be forbidden a club (Law 26).
CLUBS_OUT_OF_ROTATION = {
    **VALID,
    "irregularity": "call_out_of_rotation",
    "laws": ["29"],
    "auction": ["1NT", {"call": "2C", "seat": "W"}, {"choose": "cancel_call"}],
}
CALLS = [
    {"code": "Pass", "text": "пас"},
    {"code": "2D", "text": "2♦"},
    {"code": "X", "text": "контра"},
]


@pytest.mark.parametrize(
    ("auction", "seat", "allowed"),
    [
        # East, barred (31B), may only pass.
        ([], "E", ["Pass"]),
        # North (1NT) may pass or bid, but not double his side's bid (Law 36).
        (["Pass", "2C", "Pass"], "N", ["2D", "Pass"]),
    ],
)
def test_allowed_calls_are_what_the_engine_lets_the_seat_call(auction, seat, allowed):
    data = copy.deepcopy(CLUBS_OUT_OF_ROTATION)
    data["auction"] += auction
    data["question"] = {
        "kind": "multi",
        "prompt": "Какие заявки можно сделать?",
        "choices": CALLS,
        "answer_from": f"allowed_calls:{seat}",
    }
    assert load_scenario_dict(data, file="calls.yaml").answer == allowed


def test_allowed_calls_leave_out_a_double_offered_for_an_insufficient_bid():
    """East's 1♠ over 1БК is not accepted: he may pass or bid 2♦, not double — the engine
    cancels a double in its place (27B3) and it never stands."""
    data = {
        **copy.deepcopy(VALID),
        "irregularity": "insufficient_bid",
        "laws": ["27"],
        "auction": ["1NT", "1S", {"choose": "reject_bid"}],
        "question": {
            "kind": "multi",
            "prompt": "Какие заявки можно сделать?",
            "choices": CALLS,
            "answer_from": "allowed_calls:E",
        },
    }
    assert load_scenario_dict(data, file="calls.yaml").answer == ["2D", "Pass"]


@pytest.mark.parametrize(
    ("choice", "suits"),
    [
        ({"choose": "forbid_lead", "suit": "C"}, ["D", "H", "S"]),
        ({"choose": "require_lead", "suit": "C"}, ["C"]),
    ],
)
def test_allowed_suits_under_a_lead_penalty(choice, suits):
    data = copy.deepcopy(CLUBS_OUT_OF_ROTATION)
    data["auction"] += ["Pass", "3NT", "Pass", "Pass", "Pass"]
    data["play"] = [choice]
    data["question"] = {
        "kind": "multi",
        "prompt": "В какие масти может пойти Восток?",
        "choices": [
            {"code": s, "text": t}
            for s, t in zip("SHDC", ("пики", "червы", "бубны", "трефы"), strict=True)
        ],
        "answer_from": "allowed_suits",
    }
    assert load_scenario_dict(data, file="suits.yaml").answer == suits


@pytest.mark.parametrize(
    ("extra", "form", "answer"),
    [
        (["Pass", "3NT", "Pass", "Pass", "Pass"], "lead_penalty", "require_or_forbid"),
        (["Pass", "2NT", "3C", "3NT", "Pass", "Pass", "Pass"], "lead_penalty", "suit_bid_later"),
        (["Pass", "3NT", "Pass", "Pass", "Pass"], "irregularities", ["call_out_of_rotation"]),
    ],
)
def test_lead_penalty_and_irregularities_forms(extra, form, answer):
    data = copy.deepcopy(CLUBS_OUT_OF_ROTATION)
    data["auction"] += extra
    codes = ["none", "declaring_side", "suit_bid_later", "forbid_any_suit", "require_or_forbid"]
    if form == "irregularities":
        codes = ["call_out_of_rotation", "insufficient_bid", "inadmissible_call"]
    data["question"] = {
        "kind": "multi" if form == "irregularities" else "choice",
        "prompt": "Что следует?",
        "choices": [{"code": code, "text": code} for code in codes],
        "answer_from": form,
    }
    assert load_scenario_dict(data, file="forms.yaml").answer == answer
