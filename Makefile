# The two README commands: `make serve` and `make test`. Everything else here serves them.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin

.PHONY: serve setup test lint audit lock prod bench

serve: setup
	$(BIN)/python manage.py runserver 127.0.0.1:8000

setup: $(VENV)/.installed
	$(BIN)/python manage.py migrate --noinput
	$(BIN)/python manage.py import_laws
	$(BIN)/python manage.py load_scenarios
	$(BIN)/python manage.py collectstatic --noinput -v 0

# Installed from the lock only: every package of the tree pinned, each file checked by its hash.
# A changed lock rebuilds the environment from nothing, so it never keeps a package the lock
# has dropped.
$(VENV)/.installed: requirements-dev.txt
	rm -rf $(VENV)
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install -q --require-hashes -r requirements-dev.txt
	touch $@

test: $(VENV)/.installed
	bash scripts/test.sh $(ARGS)

# Production server (gunicorn + whitenoise) on 127.0.0.1:8000, behind a TLS proxy; see README.
prod: setup
	bash scripts/prod.sh

# Benchmarks: print numbers, assert nothing (README, "Производительность").
bench: setup
	bash bench/run_all.sh

# ruff; mypy --strict on the engine and the parser; the import contracts (pyproject.toml).
lint: $(VENV)/.installed
	$(BIN)/ruff check . && $(BIN)/ruff format --check . && $(BIN)/mypy && $(BIN)/lint-imports

# The locked tree against the advisory database (pip-audit in its own virtual environment, itself
# installed from a lock); says so and passes when the advisory service cannot be reached.
audit:
	bash scripts/audit.sh

# After editing requirements*.in: lock the whole tree again, with hashes (pip-tools, in a
# throwaway virtual environment). The runtime lock comes first: the others are held to it.
LOCK := pip-compile --quiet --generate-hashes --allow-unsafe --strip-extras \
	--no-emit-index-url --no-emit-find-links --resolver=backtracking
lock:
	rm -rf .venv-lock
	$(PYTHON) -m venv .venv-lock
	.venv-lock/bin/pip install -q pip-tools==7.5.2
	.venv-lock/bin/$(LOCK) -o requirements.txt requirements.in
	.venv-lock/bin/$(LOCK) -o requirements-dev.txt requirements-dev.in
	.venv-lock/bin/$(LOCK) -o requirements-audit.txt requirements-audit.in
	rm -rf .venv-lock
