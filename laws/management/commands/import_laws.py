"""``python manage.py import_laws``: parse the sources, check, store in one transaction."""

from pathlib import Path

from django.conf import settings
from django.core.management import call_command
from django.core.management.base import BaseCommand, CommandError

from laws.checks import ERROR, check_corpus
from laws.ingest.corpus import SourceError
from laws.models import Clause, CorpusVersion, Law, Reference
from laws.store import plan_corpus, write_plan


class Command(BaseCommand):
    help = "Строит корпус правил из исходных текстов и сохраняет его (всё или ничего)."

    def add_arguments(self, parser):
        parser.add_argument(
            "--sources",
            default=str(settings.LAW_SOURCES_DIR),
            help="Папка с исходными текстами (по умолчанию laws/sources).",
        )
        parser.add_argument(
            "--report",
            action="store_true",
            help="Показать состояние каждого правила 1–93: полный текст, неполный, "
            "только заголовок, текста нет.",
        )
        parser.add_argument(
            "--check-links",
            action="store_true",
            help="Показать ссылки, которые не ведут на текст, с пояснением.",
        )

    def handle(self, *args, sources, report, check_links, **options):
        try:
            corpus = build_corpus(Path(sources))
        except SourceError as error:
            raise CommandError(
                f"Импорт прерван: ошибка в исходном тексте — {error}. "
                "Корпус в базе данных не изменён."
            ) from error
        except OSError as error:
            raise CommandError(
                f"Импорт прерван: не удалось прочитать {error.filename or sources}: "
                f"{error.strerror or error}. Корпус в базе данных не изменён."
            ) from error
        problems = check_corpus(corpus)
        errors = [p for p in problems if p.level == ERROR]
        for problem in problems:
            if problem.level != ERROR:
                self.stderr.write(f"Предупреждение: {problem}")
        if errors:
            listing = "\n".join(f"  {p}" for p in errors)
            raise CommandError(
                f"Импорт прерван: корпус не прошёл проверку ({len(errors)}):\n{listing}\n"
                "Корпус в базе данных не изменён."
            )
        plan = plan_corpus(corpus, **_morphology_and_references())
        current = CorpusVersion.current()
        if current and current.content_digest == plan.digest():
            version = current
            self.stdout.write("Корпус не изменился, база данных не тронута.")
        else:
            version = write_plan(plan)
        self.stdout.write(
            f"Корпус {version.content_digest[:12]}: правил {Law.objects.count()}, "
            f"пунктов {Clause.objects.count()}, ссылок {Reference.objects.count()} "
            f"(без текста на другом конце: {Reference.objects.exclude(note='').count()})."
        )
        if report:
            self._report()
        if check_links:
            call_command("check_links", stdout=self.stdout)

    def _report(self):
        counts = {}
        for law in Law.objects.all():
            counts[law.status] = counts.get(law.status, 0) + 1
            line = f"Правило {law.number:>2} [{law.status}] {law.get_status_display()}"
            if law.title:
                line += f" — {law.title}"
            if law.status == Law.Status.PARTIAL and law.missing:
                line += f": {law.missing}"
            self.stdout.write(line)
        summary = ", ".join(
            f"{label}: {counts.get(value, 0)}" for value, label in Law.Status.choices
        )
        self.stdout.write(f"Итого — {summary}.")


def build_corpus(source_dir: Path):
    from laws.ingest.pipeline import build_corpus as parse

    return parse(source_dir)


def _morphology_and_references() -> dict:
    from laws.search.lemmas import lemma, lemmatise

    tools = {"lemmatise": lemmatise, "lemma": lemma}
    try:
        from laws.references import find_references
    except ImportError:
        return tools
    return {**tools, "find_references": find_references}
