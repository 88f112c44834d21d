import shutil
from pathlib import Path

import pytest
import yaml
from django.conf import settings
from django.core.management import CommandError, call_command

from quizzes.content import Question
from quizzes.models import Scenario

pytestmark = pytest.mark.django_db

# The deal and auction of the engine README's example: the engine decides the contract is 3NT.
CONTRACT_QUESTION = {
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


def write(directory: Path, name: str, data: dict) -> Path:
    path = directory / name
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    return path


@pytest.fixture
def scenario_dir(tmp_path):
    write(tmp_path, "contract-after-raise.yaml", CONTRACT_QUESTION)
    real = sorted(Path(settings.SCENARIOS_DIR).glob("*.yaml"))[:3]
    for path in real:
        shutil.copy(path, tmp_path / path.name)
    return tmp_path


def test_loads_every_file_with_its_question(scenario_dir):
    call_command("load_scenarios", dir=str(scenario_dir))
    files = sorted(p.stem for p in scenario_dir.glob("*.yaml"))
    assert sorted(Scenario.objects.values_list("slug", flat=True)) == files
    row = Scenario.objects.get(slug="contract-after-raise")
    question = Question.from_dict(row.question)
    assert question.answer == "3NT" and row.kind == "choice" and row.level == "player"
    assert row.source_file == "contract-after-raise.yaml"
    assert "Какой контракт?" in row.source_yaml


def test_loading_twice_changes_nothing(scenario_dir, capsys):
    call_command("load_scenarios", dir=str(scenario_dir))
    stamps = dict(Scenario.objects.values_list("slug", "updated_at"))
    call_command("load_scenarios", dir=str(scenario_dir))
    assert dict(Scenario.objects.values_list("slug", "updated_at")) == stamps
    assert "новых 0, изменено 0" in capsys.readouterr().out


def test_authored_answer_contradicting_the_engine_fails_loudly_and_loads_nothing(
    scenario_dir, capsys
):
    wrong = {**CONTRACT_QUESTION, "question": {**CONTRACT_QUESTION["question"], "expected": "1NT"}}
    write(scenario_dir, "contract-wrong-key.yaml", wrong)
    with pytest.raises(CommandError, match="Ничего не загружено"):
        call_command("load_scenarios", dir=str(scenario_dir))
    err = capsys.readouterr().err
    assert "contract-wrong-key.yaml" in err and "expected" in err
    assert not Scenario.objects.exists()


def test_a_broken_file_among_good_ones_keeps_the_old_rows(scenario_dir, capsys):
    call_command("load_scenarios", dir=str(scenario_dir))
    count = Scenario.objects.count()
    (scenario_dir / "broken.yaml").write_text("title: [unclosed\n", encoding="utf-8")
    write(scenario_dir, "no-level.yaml", {**CONTRACT_QUESTION, "level": "гроссмейстер"})
    with pytest.raises(CommandError):
        call_command("load_scenarios", dir=str(scenario_dir))
    err = capsys.readouterr().err
    assert "broken.yaml" in err and "YAML" in err
    assert "no-level.yaml" in err and "level" in err
    assert Scenario.objects.count() == count


def test_removed_files_are_removed_from_the_database(scenario_dir):
    call_command("load_scenarios", dir=str(scenario_dir))
    (scenario_dir / "contract-after-raise.yaml").unlink()
    call_command("load_scenarios", dir=str(scenario_dir))
    assert not Scenario.objects.filter(slug="contract-after-raise").exists()


def test_empty_directory_is_an_error(tmp_path):
    with pytest.raises(CommandError, match="нет файлов сценариев"):
        call_command("load_scenarios", dir=str(tmp_path))


def test_the_project_scenarios_all_load():
    call_command("load_scenarios")
    assert Scenario.objects.count() == len(list(Path(settings.SCENARIOS_DIR).glob("*.yaml")))


def test_admin_editor_validates_with_the_library(admin_client, scenario_dir):
    call_command("load_scenarios", dir=str(scenario_dir))
    row = Scenario.objects.get(slug="contract-after-raise")
    url = f"/admin/quizzes/scenario/{row.pk}/change/"
    assert admin_client.get(url).status_code == 200
    wrong = yaml.safe_dump(
        {**CONTRACT_QUESTION, "question": {**CONTRACT_QUESTION["question"], "expected": "1NT"}},
        allow_unicode=True,
    )
    response = admin_client.post(url, {"slug": row.slug, "source_yaml": wrong})
    assert response.status_code == 200
    assert "contract-after-raise.yaml" in response.content.decode()
    row.refresh_from_db()
    assert "expected" not in row.source_yaml
    renamed = yaml.safe_dump(
        {**CONTRACT_QUESTION, "title": "Какой контракт играют?"}, allow_unicode=True
    )
    response = admin_client.post(url, {"slug": row.slug, "source_yaml": renamed})
    assert response.status_code == 302
    row.refresh_from_db()
    assert row.title == "Какой контракт играют?"
    assert Question.from_dict(row.question).title == "Какой контракт играют?"
