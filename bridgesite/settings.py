"""Settings read from the environment, with safe defaults.

With nothing set the site runs locally on SQLite with DEBUG off, exactly as `make serve` does.
DJANGO_ENV=production (or SECURE=1) switches on the settings a public deployment behind TLS
needs; `python manage.py check --deploy` is clean under them. Each SECURE_* toggle can still be
set on its own (README, "Production").
"""

import ipaddress
import os
from pathlib import Path

import dj_database_url
from csp.constants import NONE, SELF
from django.core.exceptions import ImproperlyConfigured

BASE_DIR = Path(__file__).resolve().parent.parent


def env_bool(name, default=False):
    value = os.environ.get(name)
    if value is None:
        return default
    return value.strip().lower() in {"1", "true", "yes", "on"}


def env_list(name, default):
    value = os.environ.get(name)
    if not value:
        return default
    return [item.strip() for item in value.split(",") if item.strip()]


PRODUCTION = os.environ.get("DJANGO_ENV", "").strip().lower() == "production" or env_bool("SECURE")

DEBUG = env_bool("DEBUG", False)
# A fixed development key is acceptable only for the local default; production must set its own.
SECRET_KEY = os.environ.get("SECRET_KEY", "")
if not SECRET_KEY:
    if PRODUCTION:
        raise ImproperlyConfigured("SECRET_KEY must be set when DJANGO_ENV=production.")
    SECRET_KEY = "local-only-insecure-key-change-me-in-production"
ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", ["127.0.0.1", "localhost", "[::1]", "testserver"])
CSRF_TRUSTED_ORIGINS = env_list("CSRF_TRUSTED_ORIGINS", [])

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "csp",
    "axes",
    "django_htmx",
    "template_partials",
    "laws",
    "quizzes",
]

MIDDLEWARE = [
    # First: nothing may read a forwarded header that a trusted proxy did not write.
    "bridgesite.proxy.ForwardedHeadersMiddleware",
    # The header middleware wraps everything else, so that every response carries the headers,
    # early refusals (a redirect, another host, a NUL, an oversized body) and static files too.
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "csp.middleware.CSPMiddleware",
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    # Before anything reads the body (the NUL guard and CSRF read the posted form).
    "bridgesite.request_limits.BodyLimitMiddleware",
    "bridgesite.null_bytes.RejectNullBytesMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
    # django-axes turns a locked-out login into its lockout response; it must come last.
    "axes.middleware.AxesMiddleware",
]

# The largest request body read (bridgesite/request_limits.py); deploy/nginx.conf's
# client_max_body_size says the same. The site's forms send a few kilobytes.
MAX_REQUEST_BODY = int(os.environ.get("MAX_REQUEST_BODY", str(128 * 1024)))

ROOT_URLCONF = "bridgesite.urls"
WSGI_APPLICATION = "bridgesite.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
            # The shell's navigation tag: bridgesite is the project, not an app with templatetags.
            "libraries": {"site_nav": "bridgesite.shell.site_nav"},
        },
    },
]

DATABASES = {
    "default": dj_database_url.config(
        default=f"sqlite:///{BASE_DIR / 'db.sqlite3'}",
        conn_max_age=int(os.environ.get("CONN_MAX_AGE", "60")),
        conn_health_checks=True,
    )
}

if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # Several server processes write (answers, sessions): wait for the write lock instead of
    # failing, take it at the start of a transaction, and let readers go on during a write (WAL).
    DATABASES["default"].setdefault("OPTIONS", {}).update(
        {
            "timeout": 20,
            "transaction_mode": "IMMEDIATE",
            "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;",
        }
    )

# The application keeps no state of its own apart from the database and this cache, so several
# application servers can share one Redis; without REDIS_URL each process has its own memory.
# The cache is an optimisation: a Redis that does not answer within REDIS_TIMEOUT seconds is
# treated as absent and the page served uncached (bridgesite/caching.py).
REDIS_URL = os.environ.get("REDIS_URL", "")
REDIS_TIMEOUT = float(os.environ.get("REDIS_TIMEOUT", "0.1"))


def redis_cache(url, timeout=REDIS_TIMEOUT, prefix="bridgesite"):
    return {
        "BACKEND": "django.core.cache.backends.redis.RedisCache",
        "LOCATION": url,
        "KEY_PREFIX": prefix,
        "OPTIONS": {"socket_timeout": timeout, "socket_connect_timeout": timeout},
    }


if REDIS_URL:
    CACHES = {"default": redis_cache(REDIS_URL)}
else:
    CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.locmem.LocMemCache",
            "LOCATION": "bridgesite",
            # Rendered pages of 2-50 KB: about 1000 for the corpus pages, the rest for searches.
            "OPTIONS": {"MAX_ENTRIES": 2000},
        }
    }

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

LANGUAGE_CODE = "ru"
TIME_ZONE = os.environ.get("TIME_ZONE", "Europe/Moscow")
USE_I18N = True
USE_TZ = True

STATIC_URL = "/static/"
STATICFILES_DIRS = [BASE_DIR / "static"]
STATIC_ROOT = Path(os.environ.get("STATIC_ROOT", BASE_DIR / "staticfiles"))
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {
        "BACKEND": os.environ.get(
            "STATICFILES_BACKEND", "whitenoise.storage.CompressedManifestStaticFilesStorage"
        )
    },
}

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# What is deployed (scripts/prod.sh sets the git commit): part of every page-cache key and ETag.
RELEASE = os.environ.get("RELEASE", "")

# The corpus is rebuilt from the project's own copy of the source texts.
LAW_SOURCES_DIR = BASE_DIR / "laws" / "sources"
SCENARIOS_DIR = BASE_DIR / "quizzes" / "content" / "scenarios"

LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "/"
LOGOUT_REDIRECT_URL = "/"

# One backend: Django's ModelBackend behind django-axes' lockout check, so `login(request, user)`
# needs no backend argument and LoginView is throttled.
AUTHENTICATION_BACKENDS = ["bridgesite.authentication.ThrottledModelBackend"]
AXES_ENABLED = env_bool("AXES_ENABLED", True)
AXES_FAILURE_LIMIT = int(os.environ.get("AXES_FAILURE_LIMIT", "5"))
AXES_COOLOFF_TIME = 1  # hours
AXES_LOCKOUT_PARAMETERS = [["username", "ip_address"]]
AXES_RESET_ON_SUCCESS = True
AXES_LOCKOUT_TEMPLATE = "axes/lockout.html"
AXES_CLIENT_IP_CALLABLE = "bridgesite.authentication.client_ip"
AXES_USERNAME_CALLABLE = "bridgesite.authentication.client_username"
# The addresses (or networks) of our reverse proxy: only from them are X-Forwarded-For and
# X-Forwarded-Proto believed (bridgesite/proxy.py). Empty by default: the client is the socket
# address. Behind deploy/nginx.conf on the same machine: TRUSTED_PROXIES=127.0.0.1,::1.
TRUSTED_PROXIES = env_list("TRUSTED_PROXIES", [])
for _proxy in TRUSTED_PROXIES:
    try:
        ipaddress.ip_network(_proxy)
    except ValueError as _error:
        raise ImproperlyConfigured(f"TRUSTED_PROXIES: {_proxy!r} is not an address.") from _error

# Security headers. Referrer-Policy, nosniff and frame denial are on in every mode; the settings
# that only make sense behind TLS follow PRODUCTION unless set one by one.
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "same-origin"
SECURE_CROSS_ORIGIN_OPENER_POLICY = "same-origin"
X_FRAME_OPTIONS = "DENY"
SECURE_SSL_REDIRECT = env_bool("SECURE_SSL_REDIRECT", PRODUCTION)
SECURE_HSTS_SECONDS = int(os.environ.get("SECURE_HSTS_SECONDS", "31536000" if PRODUCTION else "0"))
SECURE_HSTS_INCLUDE_SUBDOMAINS = env_bool("SECURE_HSTS_INCLUDE_SUBDOMAINS", PRODUCTION)
SECURE_HSTS_PRELOAD = env_bool("SECURE_HSTS_PRELOAD", PRODUCTION)
SESSION_COOKIE_SECURE = env_bool("SECURE_COOKIES", PRODUCTION)
CSRF_COOKIE_SECURE = env_bool("SECURE_COOKIES", PRODUCTION)
SESSION_COOKIE_HTTPONLY = True
# The proxy (deploy/nginx.conf) terminates TLS and says so in X-Forwarded-Proto; gunicorn listens
# on loopback only, so no one else can send that header.
if env_bool("SECURE_PROXY_SSL_HEADER", PRODUCTION):
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")

# A strict Content-Security-Policy in every mode: scripts and styles only from our own static
# files, so no inline <script>, no inline event handlers, no style="" attributes. htmx is told
# not to inject its indicator <style> (the htmx-config meta tag in templates/base.html).
CONTENT_SECURITY_POLICY = {
    "DIRECTIVES": {
        "default-src": [SELF],
        "script-src": [SELF],
        "style-src": [SELF],
        "img-src": [SELF, "data:"],
        "font-src": [SELF],
        "connect-src": [SELF],
        "manifest-src": [SELF],
        "worker-src": [SELF],
        "object-src": [NONE],
        "base-uri": [SELF],
        "form-action": [SELF],
        "frame-ancestors": [NONE],
    }
}
if SECURE_SSL_REDIRECT:
    CONTENT_SECURITY_POLICY["DIRECTIVES"]["upgrade-insecure-requests"] = True

# Errors go to stderr, where gunicorn and the service manager collect them.
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": os.environ.get("LOG_LEVEL", "WARNING")},
}
