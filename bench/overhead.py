"""Django overhead: a law page, a search and a quiz page against a do-nothing view.

Each page is measured on the production server (gunicorn, 2 sync workers — a new connection per
request spreads the load evenly, where keep-alive threads may pile onto one worker — production
settings over plain HTTP on loopback) and compared, in the same run, with /bench/floor/<name>/,
a view that returns the very same bytes and does nothing else. The ratio is what to watch (README,
"Производительность"): the law page should be ≥ 0.75 of its floor (its rendering hidden by the
corpus-keyed cache), search ≥ 0.5. Numbers are printed, never asserted.

    .venv/bin/python bench/overhead.py [--seconds 5] [--connections 16]

The load generator is wrk when installed (apt-get install wrk), else bench/loadgen.py.
"""

import argparse
import asyncio
import re
import shutil
import subprocess
import sys
import urllib.request
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench import loadgen  # noqa: E402
from bench.server import FLOOR_DIR, gunicorn, prepare  # noqa: E402

PAGES = [
    ("law", "/laws/50/"),
    (
        "search",
        "/search/?q=%D1%88%D1%82%D1%80%D0%B0%D1%84%D0%BD%D0%B0%D1%8F+%D0%BA%D0%B0%D1%80%D1%82%D0%B0",
    ),
    ("quiz", None),  # the question /practice/next/ leads to
]


def fetch(url):
    with urllib.request.urlopen(url, timeout=10) as response:
        return response.geturl(), response.read()


def measure(url, seconds, connections):
    """(requests per second, p99 ms, non-2xx count) for GET url."""
    if shutil.which("wrk"):
        out = subprocess.run(
            ["wrk", "-t1", f"-c{connections}", f"-d{seconds}s", "--latency", url],
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        rate = float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1))
        p99 = re.search(r"99%\s+([\d.]+)(us|ms|s)", out)
        scale = {"us": 0.001, "ms": 1, "s": 1000}[p99.group(2)]
        bad = re.search(r"Non-2xx or 3xx responses:\s+(\d+)", out)
        return rate, float(p99.group(1)) * scale, int(bad.group(1)) if bad else 0
    path = url.split("/", 3)[3]
    stats = asyncio.run(loadgen.run(url, [loadgen.get_flow(["/" + path])], connections, seconds))
    bad = sum(n for (_label, status), n in stats.statuses.items() if status >= 300)
    return stats.rate, stats.percentile(0.99) * 1000, bad


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=int, default=5)
    parser.add_argument("--connections", type=int, default=16)
    parser.add_argument("--pages", default="law,search,quiz", help="a subset of law,search,quiz")
    args = parser.parse_args()
    chosen = args.pages.split(",")
    tool = "wrk" if shutil.which("wrk") else "bench/loadgen.py"
    print(
        f"Django overhead — gunicorn 2 sync workers, {args.connections} connections, "
        f"{args.seconds} s each, generator: {tool}"
    )
    FLOOR_DIR.mkdir(parents=True, exist_ok=True)
    prepare()
    with gunicorn(workers=2, worker_class="sync", log="/tmp/bridgesite-bench-gunicorn.log") as base:
        rows = []
        for name, path in [page for page in PAGES if page[0] in chosen]:
            if path is None:
                final, _ = fetch(base + "/practice/next/")
                path = final[len(base) :]
            final, content = fetch(base + path)
            if final != base + path:
                print(f"  {name}: {path} redirects to {final[len(base) :]}, measuring that")
                path = final[len(base) :]
            (FLOOR_DIR / f"{name}.html").write_bytes(content)
            floor_url = f"{base}/bench/floor/{name}/"
            assert fetch(floor_url)[1] == content
            measure(base + path, 1, args.connections)  # warm-up: caches, connections
            measure(floor_url, 1, args.connections)
            # Alternate the two twice and keep the better of each: a burst of other work on the
            # machine then cannot decide the ratio alone.
            runs = [
                measure(url, args.seconds, args.connections)
                for _ in range(2)
                for url in (base + path, floor_url)
            ]
            real = max(runs[0::2])
            floor = max(runs[1::2])
            rows.append((name, path, len(content), real, floor))
    print(f"{'страница':8} {'байт':>7} {'запр/с':>8} {'пол/с':>8} {'доля':>6} {'p99 мс':>7}  адрес")
    for name, path, size, real, floor in rows:
        ratio = real[0] / floor[0] if floor[0] else float("nan")
        print(
            f"{name:8} {size:7d} {real[0]:8.0f} {floor[0]:8.0f} {ratio:6.2f} {real[1]:7.1f}  {path}"
        )
        if real[2] or floor[2]:
            print(f"  внимание: ответов не 2xx — страница {real[2]}, пол {floor[2]}")
    print("(пол — do-nothing view с теми же байтами на том же сервере; доля = запр/с ÷ пол/с)")


if __name__ == "__main__":
    main()
