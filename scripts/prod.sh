#!/usr/bin/env bash
# The production server: production settings, migrations, hash-named compressed static files,
# gunicorn on 127.0.0.1:8000 (deploy/gunicorn.conf.py). `make prod` runs this after `make setup`.
#
# It expects a TLS proxy in front (deploy/nginx.conf): plain-HTTP requests are redirected to
# https unless X-Forwarded-Proto says https. To try it over plain HTTP on this machine:
#   SECURE_SSL_REDIRECT=0 SECURE_COOKIES=0 make prod
# SECRET_KEY: taken from the environment, else generated once into .secret_key (not in git).
set -euo pipefail
cd "$(dirname "$0")/.."
export DJANGO_ENV=${DJANGO_ENV:-production}
if [[ -z "${SECRET_KEY:-}" ]]; then
  if [[ ! -s .secret_key ]]; then
    (umask 077 && .venv/bin/python -c "import secrets; print(secrets.token_urlsafe(64))" > .secret_key)
  fi
  SECRET_KEY=$(cat .secret_key)
  export SECRET_KEY
fi
if [[ -z "${RELEASE:-}" ]]; then
  RELEASE=$(git rev-parse --short HEAD 2>/dev/null || true)
  export RELEASE
fi
.venv/bin/python manage.py check --deploy --fail-level ERROR
.venv/bin/python manage.py migrate --noinput -v 0
.venv/bin/python manage.py collectstatic --noinput -v 0
echo "== production server: http://${BIND:-127.0.0.1:8000}/ (DJANGO_ENV=$DJANGO_ENV, SSL redirect ${SECURE_SSL_REDIRECT:-on})"
exec .venv/bin/gunicorn -c deploy/gunicorn.conf.py bridgesite.wsgi:application
