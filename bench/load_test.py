"""Load test: 200 concurrent connections for 30 seconds on the production server, loopback only.

The connections cycle through law pages, searches and quiz answers (a question page, the
reader's tokens it names, then the answer posted with them, as htmx sends it). Prints the request
rate, the 99th-percentile latency and every status seen; the goal is zero 5xx responses.
Numbers are printed, never asserted.

    .venv/bin/python bench/load_test.py [--connections 200] [--seconds 30] [--workers N]

The database is whatever DATABASE_URL says (SQLite by default; PostgreSQL is what a site under
this load should run on).
"""

import argparse
import asyncio
import os
import sys
import urllib.request
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench import loadgen  # noqa: E402
from bench.server import gunicorn, prepare  # noqa: E402

LAW_PAGES = ["/laws/50/", "/laws/45/", "/laws/64/", "/laws/16/", "/laws/", "/laws/12/"]
SEARCHES = [
    "/search/?q=" + q
    for q in (
        "%D1%88%D1%82%D1%80%D0%B0%D1%84%D0%BD%D0%B0%D1%8F+%D0%BA%D0%B0%D1%80%D1%82%D0%B0",
        "revoke",
        "%D1%85%D0%BE%D0%B4+%D0%B2%D0%BD%D0%B5+%D0%BE%D1%87%D0%B5%D1%80%D0%B5%D0%B4%D0%B8",
        "64A2",
        "%D0%B1%D0%BE%D0%BB%D0%B2%D0%B0%D0%BD",
    )
]


def question_paths(base, count=8):
    """A few distinct question pages, found the way a learner finds them."""
    paths = []
    for _ in range(count * 3):
        with urllib.request.urlopen(base + "/practice/next/", timeout=10) as response:
            path = response.geturl()[len(base) :]
        if path not in paths:
            paths.append(path)
        if len(paths) == count:
            break
    return paths


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--connections", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=30)
    parser.add_argument("--workers", type=int, default=int(os.environ.get("WEB_CONCURRENCY", 2)))
    args = parser.parse_args()
    prepare()
    database = os.environ.get("DATABASE_URL", "sqlite (db.sqlite3)").split("@")[-1]
    print(
        f"Нагрузочный тест: {args.connections} соединений, {args.seconds:.0f} с, gunicorn "
        f"{args.workers} workers, база {database}"
    )
    with gunicorn(workers=args.workers, log="/tmp/bridgesite-bench-load.log") as base:
        questions = question_paths(base)
        flows = [
            loadgen.get_flow(LAW_PAGES),
            loadgen.get_flow(SEARCHES),
            loadgen.answer_flow(questions, "/practice/answer/"),
        ]
        stats = asyncio.run(loadgen.run(base, flows, args.connections, args.seconds))
    loadgen.report(stats, "Все запросы")
    if stats.server_errors:
        print("  5xx есть: см. /tmp/bridgesite-bench-load.log")


if __name__ == "__main__":
    main()
