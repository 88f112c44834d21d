"""``python manage.py check_links``: the cross-references that do not land on law text."""

from django.core.management.base import BaseCommand

from laws.models import Reference


class Command(BaseCommand):
    help = "Показывает ссылки в тексте правил, которые не ведут на текст, и почему."

    def handle(self, *args, **options):
        unresolved = Reference.objects.exclude(note="").select_related("source__law")
        for ref in unresolved:
            where = ref.source.citation
            if ref.footnote_id:
                where += ", сноска"
            target = f"{ref.target_law}{ref.target_path}" if ref.target_law else "—"
            self.stdout.write(f"{where}: «{ref.text}» → {target}. {ref.note}")
        total = Reference.objects.count()
        self.stdout.write(
            f"Ссылок всего: {total}; не ведут на текст: {unresolved.count()}, "
            "у каждой есть пояснение."
        )
