# The two README commands: `make serve` and `make test`. Everything else here serves them.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin

.PHONY: serve setup test lint prod bench

serve: setup
	$(BIN)/python manage.py runserver 127.0.0.1:8000

setup: $(VENV)/.installed
	$(BIN)/python manage.py migrate --noinput
	$(BIN)/python manage.py import_laws
	$(BIN)/python manage.py load_scenarios
	$(BIN)/python manage.py collectstatic --noinput -v 0

$(VENV)/.installed: requirements.txt requirements-dev.txt
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip
	$(BIN)/pip install -q -r requirements-dev.txt
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
