"""Bad scenarios raise ScenarioError naming the field and the position."""

import pytest

from quizzes.engine import ScenarioError, rule
from quizzes.engine.scenario import load

from .deals import ISSUE_DEAL, ISSUE_PLAY, issue_scenario


@pytest.mark.parametrize(
    ("scenario", "where", "message"),
    [
        (issue_scenario(["SZ"]), "play[0]", "старшинство"),
        (issue_scenario(["CA", "C5", "XX"]), "play[2]", "масть"),
        (issue_scenario(["CA", "C5", "C7", "C2", "CA"]), "play[4]", "уже нет карты"),
        (issue_scenario([*ISSUE_PLAY, "CA"]), "play[52]", "все взятки уже сыграны"),
        (issue_scenario(["CA", {"choose": "accept_lead"}]), "play[1]", "не предлагался"),
        (issue_scenario(["CA", {"play": "C5"}]), "play[1]", "неизвестные ключи"),
        (
            {**issue_scenario(), "deal": ISSUE_DEAL.replace("T987", "T98")},
            "deal",
            "разное число карт",
        ),
        ({**issue_scenario(), "deal": ISSUE_DEAL.replace("T987", "T98A")}, "deal", "повторяется"),
        ({**issue_scenario(), "deal": ""}, "deal", "нет сдачи"),
        ({**issue_scenario(), "vulnerable": "Both sides"}, "vulnerable", "None, NS, EW"),
        ({**issue_scenario(), "dealer": "Q"}, "dealer", "неизвестное место"),
        ({**issue_scenario(), "auction": ["1NT", "1Z"]}, "auction[1]", "не заявка"),
        (
            {**issue_scenario(), "auction": ["1NT", "1S", {"choose": "reject_bid"}, "X", "1H"]},
            "auction[4]",
            "снова недостаточное",
        ),
        ({**issue_scenario(), "contract": "4S"}, "contract", "не совпадает"),
        ({"deal": ISSUE_DEAL, "contract": "4S", "play": ["CA"]}, "declarer", "разыгрывающий"),
        ({"deal": ISSUE_DEAL, "play": ["CA"]}, "play[0]", "нет контракта"),
        ({"deal": ISSUE_DEAL, "auction": "1NT"}, "auction", "списком"),
        ("не словарь", None, "словарём"),
    ],
)
def test_bad_scenario(scenario, where, message):
    with pytest.raises(ScenarioError) as info:
        rule(scenario)
    text = str(info.value)
    assert message in text
    if where:
        assert text.startswith(f"{where}:")


def test_error_carries_field_and_position():
    with pytest.raises(ScenarioError) as info:
        rule(issue_scenario(["CA", "C5", "C7", "C2", "CA"]))
    assert info.value.field == "play" and info.value.position == 4


def test_load_yaml_json_and_errors(tmp_path):
    yaml_file = tmp_path / "s.yaml"
    yaml_file.write_text(
        "title: Пример\n"
        f'deal: "{ISSUE_DEAL}"\n'
        "dealer: N\nvulnerable: None\n"
        "auction: [1NT, Pass, 3NT, Pass, Pass, Pass]\n"
        "play: [CA, C5, C7, C2]\n",
        encoding="utf-8",
    )
    ruling = rule(load(yaml_file))
    assert ruling["contract"] == "3NT" and ruling["tricks"][0]["winner"] == "E"
    json_file = tmp_path / "s.json"
    json_file.write_text('{"deal": "' + ISSUE_DEAL + '", "contract": "3NT", "declarer": "N"}')
    assert rule(load(json_file))["next"] == "E"
    bad = tmp_path / "bad.yaml"
    bad.write_text("deal: [unclosed\n", encoding="utf-8")
    with pytest.raises(ScenarioError, match="YAML"):
        load(bad)
    with pytest.raises(ScenarioError, match="не найден"):
        load(tmp_path / "missing.yaml")
