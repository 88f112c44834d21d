"""Exit 0 when the PostgreSQL server of a postgres:// URL accepts a login, 1 otherwise.

scripts/test.sh asks this before its PostgreSQL pass; the reason for a refusal goes to stderr.
With --describe, print the URL without its password instead.
"""

import sys

import dj_database_url


def describe(url):
    db = dj_database_url.parse(url)
    return f"{db['USER']}@{db['HOST'] or 'local socket'}:{db['PORT'] or 5432}/{db['NAME']}"


def reachable(url):
    import psycopg

    db = dj_database_url.parse(url)
    if "postgresql" not in db["ENGINE"]:
        print(f"not a PostgreSQL URL: {describe(url)}", file=sys.stderr)
        return False
    try:
        with psycopg.connect(
            dbname=db["NAME"],
            user=db["USER"],
            password=db["PASSWORD"],
            host=db["HOST"] or None,
            port=db["PORT"] or None,
            connect_timeout=3,
        ):
            return True
    except psycopg.Error as error:
        print(f"PostgreSQL at {describe(url)}: {error}".strip(), file=sys.stderr)
        return False


if __name__ == "__main__":
    if sys.argv[1] == "--describe":
        print(describe(sys.argv[2]))
    else:
        sys.exit(0 if reachable(sys.argv[1]) else 1)
