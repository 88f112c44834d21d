#!/usr/bin/env bash
# Every benchmark, one after another (about 3 minutes); numbers are printed, nothing is asserted.
# `make bench` runs this after `make setup`. wrk and nginx (apt-get install wrk nginx-light) are
# used when installed; without them the overhead figures come from bench/loadgen.py and the
# proxy benchmark is skipped.
set -uo pipefail
cd "$(dirname "$0")/.."
PY=.venv/bin/python
echo "== $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) CPU, $(git rev-parse --short HEAD 2>/dev/null)"
for script in bench/import_time.py bench/overhead.py bench/proxy.py bench/load_test.py \
              bench/engine_*.py bench/search_*.py; do
  [[ -f $script ]] || continue
  echo
  echo "== $script"
  if [[ $script == bench/proxy.py ]] && ! { command -v nginx >/dev/null || [[ -x /usr/sbin/nginx ]]; } ; then
    echo "skipped: no nginx"
    continue
  fi
  "$PY" "$script" || echo "!! $script failed (exit $?)"
done
