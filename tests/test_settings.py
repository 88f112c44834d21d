"""bridgesite/settings.py read from the environment: safe defaults and a clean production mode.

Settings are read once at import, so each case imports them in a fresh interpreter with exactly
the environment under test.
"""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

BASE_DIR = Path(__file__).resolve().parent.parent
SECRET = "x" * 20 + "production-test-key-that-is-long-and-random-enough-0123456789"

PROBE = """
import json
from bridgesite import settings as s
print(json.dumps({
    "DEBUG": s.DEBUG,
    "ENGINE": s.DATABASES["default"]["ENGINE"],
    "DB_NAME": str(s.DATABASES["default"]["NAME"]),
    "CACHE": s.CACHES["default"]["BACKEND"],
    "CACHE_LOCATION": s.CACHES["default"].get("LOCATION"),
    "ALLOWED_HOSTS": s.ALLOWED_HOSTS,
    "CSRF_TRUSTED_ORIGINS": s.CSRF_TRUSTED_ORIGINS,
    "SSL_REDIRECT": s.SECURE_SSL_REDIRECT,
    "HSTS": s.SECURE_HSTS_SECONDS,
    "SESSION_COOKIE_SECURE": s.SESSION_COOKIE_SECURE,
    "CSRF_COOKIE_SECURE": s.CSRF_COOKIE_SECURE,
    "PROXY_HEADER": getattr(s, "SECURE_PROXY_SSL_HEADER", None),
    "CSP": s.CONTENT_SECURITY_POLICY["DIRECTIVES"],
    "X_FRAME_OPTIONS": s.X_FRAME_OPTIONS,
    "TRUSTED_PROXIES": s.TRUSTED_PROXIES,
    "CACHE_OPTIONS": s.CACHES["default"].get("OPTIONS", {}),
    "MAX_REQUEST_BODY": s.MAX_REQUEST_BODY,
}))
"""

CLEARED = (
    "DJANGO_ENV",
    "SECURE",
    "DEBUG",
    "SECRET_KEY",
    "DATABASE_URL",
    "REDIS_URL",
    "ALLOWED_HOSTS",
    "CSRF_TRUSTED_ORIGINS",
    "SECURE_SSL_REDIRECT",
    "SECURE_COOKIES",
    "SECURE_HSTS_SECONDS",
    "TRUSTED_PROXIES",
    "REDIS_TIMEOUT",
    "MAX_REQUEST_BODY",
    "DJANGO_SETTINGS_MODULE",
    # Set while the browser tests run (tests/browser/conftest.py); check --deploy refuses it.
    "DJANGO_ALLOW_ASYNC_UNSAFE",
)


def run(args, **env):
    clean = {k: v for k, v in os.environ.items() if k not in CLEARED}
    clean.update(env)
    return subprocess.run(
        [sys.executable, *args], cwd=BASE_DIR, env=clean, capture_output=True, text=True
    )


def settings_with(**env):
    result = run(["-c", PROBE], **env)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def test_nothing_set_gives_local_sqlite_without_debug():
    s = settings_with()
    assert s["DEBUG"] is False
    assert s["ENGINE"] == "django.db.backends.sqlite3"
    assert s["DB_NAME"].endswith("db.sqlite3")
    assert s["CACHE"] == "django.core.cache.backends.locmem.LocMemCache"
    assert "127.0.0.1" in s["ALLOWED_HOSTS"]
    assert s["SSL_REDIRECT"] is False
    assert s["HSTS"] == 0
    assert s["SESSION_COOKIE_SECURE"] is False


def test_csp_is_strict_in_local_mode_too():
    csp = settings_with()["CSP"]
    assert csp["script-src"] == ["'self'"]
    assert csp["style-src"] == ["'self'"]
    assert csp["object-src"] == ["'none'"]
    assert csp["frame-ancestors"] == ["'none'"]


@pytest.mark.parametrize(
    ("env", "key", "expected"),
    [
        ({"DEBUG": "1"}, "DEBUG", True),
        ({"DEBUG": "off"}, "DEBUG", False),
        (
            {"DATABASE_URL": "postgres://u:p@db.example:5433/laws"},
            "ENGINE",
            "django.db.backends.postgresql",
        ),
        ({"DATABASE_URL": "postgres://u:p@db.example:5433/laws"}, "DB_NAME", "laws"),
        (
            {"REDIS_URL": "redis://cache.example:6379/2"},
            "CACHE",
            "django.core.cache.backends.redis.RedisCache",
        ),
        (
            {"REDIS_URL": "redis://cache.example:6379/2"},
            "CACHE_LOCATION",
            "redis://cache.example:6379/2",
        ),
        (
            {"ALLOWED_HOSTS": "laws.example, www.laws.example"},
            "ALLOWED_HOSTS",
            ["laws.example", "www.laws.example"],
        ),
        (
            {"CSRF_TRUSTED_ORIGINS": "https://laws.example"},
            "CSRF_TRUSTED_ORIGINS",
            ["https://laws.example"],
        ),
    ],
)
def test_environment_overrides(env, key, expected):
    assert settings_with(**env)[key] == expected


@pytest.mark.parametrize("switch", [{"DJANGO_ENV": "production"}, {"SECURE": "1"}])
def test_production_mode_turns_on_tls_settings(switch):
    s = settings_with(SECRET_KEY=SECRET, **switch)
    assert s["DEBUG"] is False
    assert s["SSL_REDIRECT"] is True
    assert s["HSTS"] >= 31536000
    assert s["SESSION_COOKIE_SECURE"] is True
    assert s["CSRF_COOKIE_SECURE"] is True
    assert s["PROXY_HEADER"] == ["HTTP_X_FORWARDED_PROTO", "https"]
    assert s["X_FRAME_OPTIONS"] == "DENY"


def test_production_toggles_can_be_set_one_by_one():
    s = settings_with(
        DJANGO_ENV="production", SECRET_KEY=SECRET, SECURE_SSL_REDIRECT="0", SECURE_COOKIES="0"
    )
    assert s["SSL_REDIRECT"] is False
    assert s["SESSION_COOKIE_SECURE"] is False
    assert s["HSTS"] >= 31536000


def test_production_without_secret_key_refuses_to_start():
    result = run(["manage.py", "check"], DJANGO_ENV="production")
    assert result.returncode != 0
    assert "SECRET_KEY must be set" in result.stderr


def test_check_deploy_is_clean_in_production():
    result = run(
        ["manage.py", "check", "--deploy", "--fail-level", "WARNING"],
        DJANGO_ENV="production",
        SECRET_KEY=SECRET,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "no issues" in result.stdout


def test_check_deploy_warns_in_local_mode():
    # The local default is not fit to face the internet, and the deploy check says so.
    result = run(["manage.py", "check", "--deploy", "--fail-level", "WARNING"])
    assert result.returncode != 0
    assert "security.W004" in result.stderr + result.stdout


@pytest.mark.parametrize("switch", [{}, {"DJANGO_ENV": "production", "SECRET_KEY": SECRET}])
def test_no_proxy_is_trusted_unless_named(switch):
    # Without TRUSTED_PROXIES the client is the socket address, in production mode too.
    assert settings_with(**switch)["TRUSTED_PROXIES"] == []
    named = settings_with(TRUSTED_PROXIES="127.0.0.1, ::1", **switch)
    assert named["TRUSTED_PROXIES"] == ["127.0.0.1", "::1"]


def test_redis_is_given_up_on_quickly():
    options = settings_with(REDIS_URL="redis://cache.example:6379/2")["CACHE_OPTIONS"]
    assert options["socket_timeout"] == options["socket_connect_timeout"] == 0.1


def test_request_bodies_are_limited():
    assert settings_with()["MAX_REQUEST_BODY"] == 128 * 1024
