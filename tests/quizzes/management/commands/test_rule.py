import json

import pytest
from django.core.management import call_command

from tests.quizzes.engine.deals import ISSUE_DEAL


def write(tmp_path, text, name="s.yaml"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


SCENARIO = (
    "title: Ход вне очереди\n"
    f'deal: "{ISSUE_DEAL}"\n'
    "dealer: N\nvulnerable: None\n"
    "auction: [1NT, Pass, 3NT, Pass, Pass, Pass]\n"
    "play: [ST]\n"
)


def test_prints_json(tmp_path, capsys):
    call_command("rule", write(tmp_path, SCENARIO))
    out = capsys.readouterr().out
    ruling = json.loads(out)
    assert ruling["irregularities"][0]["kind"] == "lead_out_of_turn"
    assert "Запад" in out  # ensure_ascii=False


def test_prints_russian_text(tmp_path, capsys):
    call_command("rule", write(tmp_path, SCENARIO), "--text")
    out = capsys.readouterr().out
    assert out.startswith("Ход вне очереди")
    assert "(правило 54)" in out and "declarer_spreads" in out


def test_bad_file_exits_with_status_2(tmp_path, capsys):
    path = write(tmp_path, SCENARIO.replace("play: [ST]", "play: [ST, SZ]"))
    with pytest.raises(SystemExit) as info:
        call_command("rule", path)
    assert info.value.code == 2
    assert "play[1]" in capsys.readouterr().err


def test_missing_file_exits_with_status_2(tmp_path, capsys):
    with pytest.raises(SystemExit) as info:
        call_command("rule", str(tmp_path / "nope.yaml"))
    assert info.value.code == 2
    assert "не найден" in capsys.readouterr().err
