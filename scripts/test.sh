#!/usr/bin/env bash
# The whole test suite, as `make test` runs it:
#   1. every test on SQLite, browser tests included when Chromium is installed;
#   2. every test but the browser ones again on a real PostgreSQL server, when one can be reached.
# PostgreSQL: TEST_POSTGRES_URL, else DATABASE_URL when it is a postgres:// URL, else
# postgres://bridge:bridge@127.0.0.1:5432/bridge (what .ci/run sets up). The role needs CREATEDB:
# pytest-django creates and drops its own test_<name> database.
# Without a server the second pass is skipped with a printed line; under CI=true that is an error.
# Extra arguments go to both pytest runs (e.g. `make test ARGS="-k search"` or scripts/test.sh -x).
set -euo pipefail
cd "$(dirname "$0")/.."
PY=.venv/bin/python
# pytest rewrites the asserts of every test module in every worker; cached bytecode
# (__pycache__, ignored by git) halves the collection of the second and later runs.
unset PYTHONDONTWRITEBYTECODE
start=$(date +%s)

if [[ -z "${TEST_POSTGRES_URL:-}" && "${DATABASE_URL:-}" == postgres* ]]; then
  TEST_POSTGRES_URL=$DATABASE_URL
fi
TEST_POSTGRES_URL=${TEST_POSTGRES_URL:-postgres://bridge:bridge@127.0.0.1:5432/bridge}

# -m "" undoes the quick-loop selection of pyproject.toml: every test runs.
browser_args=(-m "")
if [[ -x "${CHROMIUM:-/usr/bin/chromium}" ]]; then
  echo "== browser tests: Chromium at ${CHROMIUM:-/usr/bin/chromium}"
else
  echo "== browser tests SKIPPED: no Chromium at ${CHROMIUM:-/usr/bin/chromium} (apt-get install chromium)"
  browser_args=(-m "not browser")
fi

echo "== pass 1/2: SQLite"
DATABASE_URL="sqlite:///$PWD/db.sqlite3" "$PY" -m pytest "${browser_args[@]}" "$@"

if "$PY" scripts/postgres_reachable.py "$TEST_POSTGRES_URL"; then
  echo "== pass 2/2: PostgreSQL ($("$PY" scripts/postgres_reachable.py --describe "$TEST_POSTGRES_URL"))"
  DATABASE_URL="$TEST_POSTGRES_URL" "$PY" -m pytest -m "not browser" "$@"
elif [[ "${CI:-}" == "true" || "${CI:-}" == "1" ]]; then
  echo "== pass 2/2: FAILED: CI is set but no PostgreSQL server answers at the URL above" >&2
  exit 1
else
  echo "== pass 2/2 SKIPPED: no PostgreSQL server reachable (set TEST_POSTGRES_URL, or run .ci/run)"
fi
echo "== make test: all passes green in $(( $(date +%s) - start )) s"
