"""Questions answered in steps: the steps of the scenario's judgement ruling (the author's
findings with their reasons, the engine's damage and scores) and ordinary steps; the answer
checked step by step, a step the ruling does not reach left ungraded."""

import copy
import json

import pytest

from quizzes.content import Question, ScenarioFileError, check_answer, load_scenario_dict

# North deals; 1♠ – (2♥) – 2♠ – (3♥) – North thinks a long time and passes – South bids 3♠.
BASE = {
    "title": "Раздумье перед пасом",
    "level": "director",
    "irregularity": "unauthorised_information",
    "laws": ["73C"],
    "narrative": "Север долго думал и спасовал; Юг назначил 3♠.",
    "deal": "N:AKJ54.K32.A32.42 Q3.AQJ854.K5.Q65 T987.76.QJ64.AK3 62.T9.T987.JT987",
    "dealer": "N",
    "vulnerable": "None",
    "auction": ["1S", "2H", "2S", "3H", "Pass", "Pass", "3S", "Pass", "Pass", "Pass"],
    "judgement": {
        "family": "unauthorised_information",
        "offenders": "NS",
        "facts": {
            "information": {"answer": "yes", "reason": "Пауза Севера бесспорна."},
            "suggests": {"answer": "yes", "reason": "Раздумье говорит о лишней силе."},
            "alternative": {"answer": "yes", "reason": "Пас — логическая альтернатива."},
        },
        "table": {"tricks": 9},
        "results": [
            {"contract": "3H", "declarer": "E", "tricks": 9, "likelihood": "likely"},
            {"contract": "3H", "declarer": "E", "tricks": 10, "likelihood": "probable"},
        ],
        "scoring": {"matchpoints": [140, 140, -140, -170, 50]},
    },
    "question": {
        "kind": "steps",
        "prompt": "Разберите решение по шагам.",
        "steps": [
            {"judgement": "walk"},
            {"judgement": "points:NS"},
            {"judgement": "points:EW"},
            {"judgement": "matchpoints:EW"},
        ],
    },
}


def load(**changes):
    data = copy.deepcopy(BASE)
    for path, value in changes.items():
        target = data
        keys = path.split("__")
        for key in keys[:-1]:
            target = target[key]
        target[keys[-1]] = value
    return load_scenario_dict(data, file="steps.yaml")


def test_the_walk_becomes_the_steps_with_the_engines_keys():
    question = load()
    assert question.kind == "steps"
    assert [s.id for s in question.steps] == [
        "information",
        "suggests",
        "alternative",
        "damage",
        "decision",
        "points-NS",
        "points-EW",
        "matchpoints-EW",
    ]
    assert question.answer == {
        "information": "yes",
        "suggests": "yes",
        "alternative": "yes",
        "damage": "yes",
        "decision": "assigned",
        "points-NS": -170,
        "points-EW": 140,
        "matchpoints-EW": 7,
    }
    first = question.steps[0]
    assert first.decided_by == "author" and first.explanation[0]["source"] == "author"
    assert first.explanation[0]["text"] == "Пауза Севера бесспорна."
    assert question.steps[3].decided_by == "engine"
    assert question.steps[-1].unit == "MP" and "максимум в сдаче — 10" in question.steps[-1].prompt
    assert {"73C", "73F1", "16A", "12", "78A"} <= set(question.laws)
    assert question.judgement["decision"] == "assigned"


def test_steps_survive_a_json_round_trip():
    question = load()
    assert Question.from_dict(json.loads(json.dumps(question.to_dict()))) == question


def test_a_step_the_ruling_does_not_reach_is_not_graded():
    question = load(judgement__facts__alternative={"answer": "no", "reason": "Все бы так."})
    damage = next(s for s in question.steps if s.id == "damage")
    assert not damage.graded and "остановилось" in damage.skipped
    assert "damage" not in question.answer
    assert question.answer["decision"] == "stands"
    assert question.answer["points-NS"] == 140


def test_a_judgement_step_needs_the_authors_reason():
    with pytest.raises(ScenarioFileError) as error:
        load(judgement__facts__suggests="yes")
    assert error.value.field == "question.steps[2].judgement"


def test_an_expected_answer_must_agree_with_the_ruling():
    steps = [{"judgement": "information", "expected": "no"}, {"judgement": "decision"}]
    with pytest.raises(ScenarioFileError) as error:
        load(question__steps=steps)
    assert error.value.field == "question.steps[1].expected"


def test_a_bad_judgement_block_names_its_field():
    with pytest.raises(ScenarioFileError) as error:
        load(judgement__results=[{"contract": "3H", "declarer": "E", "tricks": 9}])
    assert error.value.field == "judgement.results[1].likelihood"


def test_ordinary_steps_author_and_engine():
    steps = [
        {
            "prompt": "Кто должен был позвать судью?",
            "kind": "choice",
            "choices": [
                {"code": "opponents", "text": "Оппоненты"},
                {"code": "none", "text": "Никто"},
            ],
            "expected": "opponents",
            "explanation": "Пояснение: оппоненты вправе позвать судью.",
            "laws": ["16A"],
        },
        {
            "prompt": "Сколько очков за 3♠ с 9 взятками?",
            "kind": "number",
            "answer_from": "score_of:3S:nonvul:9",
        },
    ]
    question = load(question__steps=steps)
    assert question.answer == {"step-1": "opponents", "step-2": 140}
    assert [s.decided_by for s in question.steps] == ["author", "engine"]


def test_an_author_step_needs_its_reasoning():
    steps = [
        {"prompt": "Да?", "kind": "choice", "choices": "yes_no", "expected": "yes"},
        {"judgement": "decision"},
    ]
    with pytest.raises(ScenarioFileError) as error:
        load(question__steps=steps)
    assert error.value.field == "question.steps[1].explanation"


# -- checking the answer --------------------------------------------------------------------


RIGHT = {
    "information": "yes",
    "suggests": "yes",
    "alternative": "yes",
    "damage": "yes",
    "decision": "assigned",
    "points-NS": "−170",
    "points-EW": "+140",
    "matchpoints-EW": "7",
}


def test_every_step_right_is_right():
    verdict = check_answer(load(), RIGHT)
    assert verdict.correct
    assert all(step.correct for step in verdict.steps)


def test_one_step_wrong_is_wrong_and_says_which():
    verdict = check_answer(load(), dict(RIGHT, alternative="no"))
    assert not verdict.correct
    wrong = [s.step.id for s in verdict.steps if not s.correct]
    assert wrong == ["alternative"]
    assert verdict.steps[2].expected == "Да" and verdict.steps[2].given == "Нет"


def test_an_ungraded_step_is_ignored_whatever_is_answered():
    question = load(judgement__facts__alternative={"answer": "no", "reason": "Все бы так."})
    answers = dict(RIGHT, alternative="no", damage="", decision="stands")
    answers.update({"points-NS": "140", "points-EW": "-140", "matchpoints-EW": "2"})
    assert check_answer(question, answers).correct
    assert check_answer(question, dict(answers, damage="yes")).correct


@pytest.mark.parametrize(
    ("given", "correct", "error"),
    [("7", True, None), ("7,0", True, None), ("+7", True, None), ("6,5", False, None)],
)
def test_number_steps_read_decimals(given, correct, error):
    verdict = check_answer(load(), dict(RIGHT, **{"matchpoints-EW": given}))
    assert verdict.correct is correct
    assert verdict.steps[-1].error == error


@pytest.mark.parametrize("junk", ["семь", "1e9", "7/2", "9" * 300])
def test_junk_in_a_step_is_a_wrong_answer_with_a_message(junk):
    verdict = check_answer(load(), dict(RIGHT, **{"matchpoints-EW": junk}))
    assert not verdict.correct
    assert verdict.steps[-1].error


def test_an_answer_that_is_not_a_mapping_is_wrong():
    verdict = check_answer(load(), "yes")
    assert not verdict.correct and verdict.error


@pytest.mark.parametrize(
    ("step_id", "named", "other"),
    [("imps-NS", "Севера – Юга", "Восток"), ("imps-EW", "Востока – Запада", "Север")],
)
def test_a_side_step_is_explained_by_that_sides_figure(step_id, named, other):
    """The ruling that leads a step's explanation is the figure of the side the step asks about,
    not the other side's line that happened to come last."""
    from quizzes.content import load_scenario_file
    from quizzes.practice.explanation_steps import explain

    question = load_scenario_file("quizzes/content/scenarios/as-artificial-imps.yaml")
    [step] = [s for s in question.steps if s.id == step_id]
    explained = explain(step.explanation)
    assert named in explained.headline
    assert not any(s["text"].startswith(other) for s in explained.steps)
