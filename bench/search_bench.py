"""Search speed: median and 95th percentile server time of 50 fixed queries, then of the
realistic queries of bench/search_queries.yaml (incidents told at length, slang, slips).

Run after ``python manage.py import_laws`` (and ``load_scenarios``), on the database the
settings name (``DATABASE_URL``; the output says which):

    .venv/bin/python bench/search_bench.py [--rounds 5] [--realistic-rounds 1]

Each query goes through the Django test client (view, search, template), so the time is
what the server spends on a request; the first pass warms the caches and is not counted.
Wall-clock time is the figure asked for; CPU time is printed beside it because on a busy
machine (other processes, few cores) the wall clock also counts time spent waiting.
"""

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

QUERIES = [
    "штрафная карта",
    "штрафной картой",
    "штрафные карты",
    "фальшренонс",
    "фальшренонса",
    "revoke",
    "penalty card",
    "dummy",
    "lead out of turn",
    "claim",
    "ход вне очереди",
    "претензия",
    "уступка",
    "болван",
    "разыгрывающий",
    "вистующий",
    "судья",
    "наказание",
    "нелегальная информация",
    "торговля",
    "недостаточное назначение",
    "замена заявки",
    "испорченная сдача",
    "присуждённый результат",
    "обсчёт",
    "взятка",
    "козырь",
    "масть",
    "онер",
    "партнёр",
    "старшая штрафная карта",
    "младшая штрафная карта",
    "первый ход",
    "игра со стола",
    "преждевременный показ",
    "ошибочное объяснение",
    "апелляция",
    "дубликатная коробка",
    "12-й взятке",
    "контра",
    "пас",
    "зональность",
    "undertrick",
    "trump",
    "фальшрен",
    "карта",
    "игрок",
    "правило",
    "<script>alert(1)</script>",
    "x" * 300,
]
assert len(QUERIES) == 50


def percentile(values: list[float], p: int) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(p / 100 * len(ordered)) - 1))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5, help="timed passes over the queries")
    parser.add_argument(
        "--realistic-rounds", type=int, default=1, help="timed passes over the realistic set"
    )
    args = parser.parse_args()

    sys.path.insert(0, str(ROOT))
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "bridgesite.settings")
    import django

    django.setup()
    from django.conf import settings
    from django.db import connection
    from django.test import Client
    from django.test.utils import override_settings

    from laws.models import Clause
    from laws.search import quality

    if not Clause.objects.exists():
        sys.exit("Корпус не загружен: сначала выполните python manage.py import_laws")
    settings.ALLOWED_HOSTS = [*settings.ALLOWED_HOSTS, "testserver"]
    # Time the search itself: the page cache (bridgesite.caching) would answer every repeat.
    override_settings(
        CACHES={"default": {"BACKEND": "django.core.cache.backends.dummy.DummyCache"}}
    ).enable()
    client = Client()
    realistic = [c.query for c in quality.load(ROOT / "bench" / "search_queries.yaml")]
    print(f"database: {connection.vendor} {connection.Database.__name__}")
    print(f"clauses: {Clause.objects.count()}")
    for name, queries, rounds in (
        ("fixed", QUERIES, args.rounds),
        ("realistic", realistic, args.realistic_rounds),
    ):
        times, cpu, empty = run(client, queries, rounds)
        print(f"{name} queries: {len(queries)} × {rounds}")
        print(
            f"  median: {statistics.median(times):.2f} ms   (CPU {statistics.median(cpu):.2f} ms)"
        )
        print(f"  p95:    {percentile(times, 95):.2f} ms   (CPU {percentile(cpu, 95):.2f} ms)")
        print(f"  max:    {max(times):.2f} ms")
        print("  queries without results:", [q[:30] for q in empty])


def run(client, queries: list[str], rounds: int):
    for q in queries:  # warm-up: the search index and the lemma caches
        client.get("/search/", {"q": q})
    times, cpu, hits = [], [], {}
    for _ in range(rounds):
        for q in queries:
            start, start_cpu = time.perf_counter(), time.process_time()
            response = client.get("/search/", {"q": q})
            times.append((time.perf_counter() - start) * 1000)
            cpu.append((time.process_time() - start_cpu) * 1000)
            assert response.status_code in (200, 302), (q, response.status_code)
            # A jump to a law by its number is a redirect, not an empty page; a whole-law hit
            # carries a second class.
            jump = response.status_code == 302
            hits[q] = jump or response.content.count(b'<li class="search-hit') > 0
    return times, cpu, [q for q, found in hits.items() if not found]


if __name__ == "__main__":
    main()
