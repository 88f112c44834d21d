"""import_laws on a hand-built corpus: idempotent, all-or-nothing, report, check_links."""

from io import StringIO

import pytest
from django.core.management import CommandError, call_command

from laws.ingest.corpus import SourceError
from laws.models import Clause, CorpusVersion, Law
from tests.laws.sample_corpus import fake_find_references, sample_corpus

pytestmark = pytest.mark.django_db

COMMAND = "laws.management.commands.import_laws"


@pytest.fixture
def fake_parser(monkeypatch):
    monkeypatch.setattr(f"{COMMAND}.build_corpus", lambda source_dir: sample_corpus())
    monkeypatch.setattr(
        f"{COMMAND}._morphology_and_references",
        lambda: {"find_references": fake_find_references},
    )


def run(*args):
    out = StringIO()
    call_command("import_laws", *args, stdout=out, stderr=StringIO())
    return out.getvalue()


def test_second_run_changes_nothing(fake_parser):
    run()
    first = CorpusVersion.current()
    ids = list(Clause.objects.values_list("id", flat=True))
    output = run()
    assert "Корпус не изменился" in output
    assert CorpusVersion.objects.count() == 1
    assert CorpusVersion.current().content_digest == first.content_digest
    assert list(Clause.objects.values_list("id", flat=True)) == ids


def test_broken_source_leaves_corpus_intact(fake_parser, monkeypatch):
    run()
    before = (CorpusVersion.objects.count(), Clause.objects.count())

    def broken(source_dir):
        raise SourceError("004_e13406b1b418bd7a.txt", 57, "не удалось разобрать строку")

    monkeypatch.setattr(f"{COMMAND}.build_corpus", broken)
    with pytest.raises(CommandError) as error:
        run()
    message = str(error.value)
    assert "004_e13406b1b418bd7a.txt, строка 57" in message
    assert "Корпус в базе данных не изменён" in message
    assert (CorpusVersion.objects.count(), Clause.objects.count()) == before


def test_corpus_failing_checks_is_refused(fake_parser, monkeypatch):
    run()
    corpus = sample_corpus()
    corpus.laws[45].clauses.append(corpus.laws[45].clauses[1])  # 45A twice
    monkeypatch.setattr(f"{COMMAND}.build_corpus", lambda source_dir: corpus)
    with pytest.raises(CommandError, match="пункт встречается дважды"):
        run()
    assert Clause.objects.filter(anchor="45A").count() == 1


def test_missing_directory_is_a_clear_error(monkeypatch):
    def missing(source_dir):
        raise FileNotFoundError(2, "Нет такого файла", str(source_dir))

    monkeypatch.setattr(f"{COMMAND}.build_corpus", missing)
    with pytest.raises(CommandError, match="не удалось прочитать /nowhere"):
        run("--sources", "/nowhere")
    assert Law.objects.count() == 0


def test_report_lists_every_law_with_its_status(fake_parser):
    output = run("--report")
    lines = [line for line in output.splitlines() if line.startswith("Правило")]
    assert len(lines) == 93
    assert "Правило 45 [complete] полный текст — Игра картой" in output
    assert "Правило 62 [title_only] только заголовок — Исправление фальшренонса" in output
    assert "Правило 77 [partial] текст неполный: нет названия" in output
    assert "Правило 13 [absent] текста нет" in output
    for line in lines:
        number = int(line.split()[1])
        assert f"[{Law.objects.get(number=number).status}]" in line


def test_check_links_explains_unresolved(fake_parser):
    output = run("--check-links")
    assert "Правило 47D: «правило 69» → 69." in output
    assert "текста правила 69 в источниках нет" in output
    assert "Ссылок всего: 7; не ведут на текст: 3" in output  # 69, 51, 59 absent here
