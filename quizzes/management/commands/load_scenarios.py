"""Validate every scenario file and store them all, or none.

Each file goes through the library's loader (which asks the rules engine for the key); every
error names its file and field. Only when all files are valid are they written, in one
transaction; rows of files that no longer exist are removed. Running it twice changes nothing.
"""

from collections import Counter
from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError
from django.db import transaction

from quizzes.content import ScenarioFileError, load_scenario_file, store
from quizzes.models import Scenario


class Command(BaseCommand):
    help = "Проверяет и загружает сценарии задач (quizzes/content/scenarios/*.yaml)."

    def add_arguments(self, parser):
        parser.add_argument(
            "--dir",
            default=str(settings.SCENARIOS_DIR),
            help="каталог с файлами сценариев (по умолчанию quizzes/content/scenarios)",
        )

    def handle(self, *args, **options):
        directory = Path(options["dir"])
        paths = sorted([*directory.glob("*.yaml"), *directory.glob("*.yml")])
        if not paths:
            raise CommandError(f"В каталоге {directory} нет файлов сценариев (*.yaml).")
        loaded, errors = [], []
        for path in paths:
            try:
                loaded.append((load_scenario_file(path), path))
            except ScenarioFileError as exc:
                errors.append(str(exc))
            except Exception as exc:  # an engine fault on one file must still name the file
                errors.append(f"{path.name}: ошибка движка: {type(exc).__name__}: {exc}")
        ids = Counter(question.id for question, _path in loaded)
        for question, path in loaded:
            if ids[question.id] > 1:
                errors.append(f"{path.name}: поле «id»: «{question.id}» встречается в другом файле")
        if errors:
            for message in errors:
                self.stderr.write(message)
            raise CommandError(f"Ошибок в сценариях: {len(errors)}. Ничего не загружено.")

        outcome = Counter()
        with transaction.atomic():
            for question, path in loaded:
                text = path.read_text(encoding="utf-8")
                outcome[store.save(question, text, path.name)] += 1
            stale = Scenario.objects.exclude(source_file="").exclude(slug__in=list(ids))
            outcome["deleted"], _ = stale.delete()
        self.stdout.write(
            self.style.SUCCESS(
                f"Сценариев загружено: {len(loaded)} (новых {outcome['created']}, "
                f"изменено {outcome['updated']}, без изменений {outcome['unchanged']}, "
                f"удалено {outcome['deleted']})."
            )
        )
