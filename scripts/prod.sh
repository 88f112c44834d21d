#!/usr/bin/env bash
# The production server: production settings, migrations, hash-named compressed static files,
# gunicorn on 127.0.0.1:8000 (deploy/gunicorn.conf.py). `make prod` runs this after `make setup`.
#
# gunicorn must sit behind the proxy (deploy/nginx.conf): it terminates TLS, reads slow clients'
# requests whole before passing them on, and says who the client is. So gunicorn listens on
# loopback only; BIND beyond it is refused (BIND_BEYOND_LOOPBACK=yes allows a private address
# for a proxy on another machine: then only that proxy may be able to reach it).
# Behind nginx on this machine set TRUSTED_PROXIES=127.0.0.1,::1 so the client's address is the
# one nginx forwards (login throttling). Plain-HTTP requests are redirected to https unless the
# proxy says https. To try it over plain HTTP on this machine:
#   SECURE_SSL_REDIRECT=0 SECURE_COOKIES=0 make prod
# SECRET_KEY: taken from the environment, else generated once into .secret_key (not in git).
set -euo pipefail
cd "$(dirname "$0")/.."
export DJANGO_ENV=${DJANGO_ENV:-production}
bind=${BIND:-127.0.0.1:8000}
if [[ ${BIND_BEYOND_LOOPBACK:-} != yes && ! $bind =~ ^(127\.[0-9.]+|localhost|\[::1\]):[0-9]+$ && $bind != unix:* ]]; then
  echo "scripts/prod.sh: BIND=$bind is not a loopback address. gunicorn must sit behind the" \
    "proxy (deploy/nginx.conf), which keeps slow clients away from it; listen on loopback" \
    "(127.0.0.1:PORT) or set BIND_BEYOND_LOOPBACK=yes for a private address only the proxy reaches." >&2
  exit 2
fi
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
