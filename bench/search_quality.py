"""Search quality: hit@1, hit@3, hit@5, MRR and the share of empty pages, per group and overall,
on the realistic queries of bench/search_queries.yaml.

Run after ``python manage.py import_laws`` (and ``load_scenarios``: the table situations take
part in ranking):

    .venv/bin/python bench/search_quality.py [--misses] [--group situation]

A query counts as found at rank k when one of the laws a director would accept is the law of
the k-th result group (a law or clause number counts as its law, at rank 1).
"""

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
QUERIES = ROOT / "bench" / "search_queries.yaml"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--misses", action="store_true", help="list the queries not found first")
    parser.add_argument("--group", help="only this group")
    args = parser.parse_args()

    sys.path.insert(0, str(ROOT))
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "bridgesite.settings")
    import django

    django.setup()
    from laws.models import Clause
    from laws.search import quality
    from laws.search_page import ranked_laws

    if not Clause.objects.exists():
        sys.exit("Корпус не загружен: сначала выполните python manage.py import_laws")
    cases = quality.load(QUERIES)
    if args.group:
        cases = [c for c in cases if c.group == args.group]
    figures = quality.measure(cases, ranked_laws)
    header = ("group", "queries", "hit@1", "hit@3", "hit@5", "MRR", "empty")
    print(f"{header[0]:<10} {header[1]:>7} " + " ".join(f"{h:>6}" for h in header[2:]))
    for group, f in sorted(figures.items(), key=lambda kv: (kv[0] == "all", kv[0])):
        row = f.row()
        print(
            f"{group:<10} {f.cases:>7} {row['hit1']:>6.1%} {row['hit3']:>6.1%} "
            f"{row['hit5']:>6.1%} {row['mrr']:>6.3f} {row['empty']:>6.1%}"
        )
    if args.misses:
        print("\nnot first (query → first laws shown; accepted):")
        for query, ranked, accepted in figures["all"].misses:
            print(f"  {query} → {ranked} ; {list(accepted)}")


if __name__ == "__main__":
    main()
