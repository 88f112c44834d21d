#!/usr/bin/env bash
# `make audit` (and CI): pip-audit on the whole locked tree, requirements-dev.txt (the runtime
# packages and the test tools), in a virtual environment of its own (.venv-audit) installed from
# requirements-audit.txt with hashes. The checking itself is scripts/audit.py: it fails on a
# known vulnerability, and says plainly when no advisory service could be reached.
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON=${PYTHON:-python3}
if [[ ! -f .venv-audit/.installed || requirements-audit.txt -nt .venv-audit/.installed ]]; then
  rm -rf .venv-audit
  "$PYTHON" -m venv .venv-audit
  if ! .venv-audit/bin/pip install -q --require-hashes -r requirements-audit.txt; then
    echo "== audit NOT RUN: pip-audit could not be installed from requirements-audit.txt" \
      "(is the package registry reachable?)"
    exit 0
  fi
  touch .venv-audit/.installed
fi
exec .venv-audit/bin/python scripts/audit.py requirements-dev.txt
