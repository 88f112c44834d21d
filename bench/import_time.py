"""Corpus import time: `import_laws` into a fresh database, then again over the same corpus.

    .venv/bin/python bench/import_time.py

Uses a throwaway SQLite file unless BENCH_DATABASE_URL names another database (it is migrated
and overwritten). Numbers are printed, never asserted.
"""

import io
import os
import sys
import tempfile
import time
from contextlib import redirect_stdout
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def main():
    scratch = tempfile.mkdtemp(prefix="bridgesite-import-")
    os.environ["DATABASE_URL"] = os.environ.get(
        "BENCH_DATABASE_URL", f"sqlite:///{scratch}/import.sqlite3"
    )
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "bridgesite.settings")
    import django
    from django.core.management import call_command

    django.setup()
    call_command("migrate", verbosity=0)
    from laws.models import Clause, Law

    timings = []
    for label in ("первый импорт", "повторный импорт"):
        started = time.perf_counter()
        with redirect_stdout(io.StringIO()):
            call_command("import_laws", verbosity=0)
        timings.append((label, time.perf_counter() - started))
    database = os.environ["DATABASE_URL"].split("@")[-1]
    laws, clauses = Law.objects.count(), Clause.objects.count()
    print(f"Импорт корпуса ({laws} правил, {clauses} пунктов; {database}):")
    for label, seconds in timings:
        print(f"  {label}: {seconds:.2f} с")


if __name__ == "__main__":
    main()
