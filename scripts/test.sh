#!/usr/bin/env bash
# The whole test suite, as `make test` runs it.
set -euo pipefail
cd "$(dirname "$0")/.."
.venv/bin/python -m pytest "$@"
