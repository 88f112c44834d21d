"""The production command (scripts/prod.sh, what `make prod` runs) really serves the site:
gunicorn with production settings, the security headers, whitenoise's hash-named compressed
static files, login throttling that no forwarded header can get round. Runs the script against
throwaway SQLite databases and static roots."""

import os
import re
import shutil
import signal
import subprocess

import pytest

from tests.servers import (
    BASE_DIR,
    SECRET,
    Browser,
    clean_environment,
    fetch,
    free_port,
    running,
    scratch_dir,
)

pytestmark = pytest.mark.server


def prod_sh(**extra):
    """scripts/prod.sh on a scratch database, in production mode by its own default."""
    work = scratch_dir()
    port = free_port()
    env = clean_environment(
        SECRET_KEY=SECRET,
        DATABASE_URL=f"sqlite:///{work}/prod.sqlite3",
        STATIC_ROOT=str(work / "static"),
        BIND=f"127.0.0.1:{port}",
        WEB_CONCURRENCY="1",
        **extra,
    )
    url = f"http://127.0.0.1:{port}"
    return work, url, running(["bash", "scripts/prod.sh"], env, url, work / "server.log")


@pytest.fixture(scope="module")
def prod_server():
    """Behind the TLS proxy: the test plays the proxy on loopback (TRUSTED_PROXIES)."""
    work, url, server = prod_sh(TRUSTED_PROXIES="127.0.0.1")
    with server:
        yield url
    shutil.rmtree(work, ignore_errors=True)


@pytest.fixture(scope="module")
def direct_server():
    """Reached directly over plain HTTP, no proxy configured: the README's try-it-out mode."""
    work, url, server = prod_sh(SECURE_SSL_REDIRECT="0", SECURE_COOKIES="0")
    with server:
        yield url
    shutil.rmtree(work, ignore_errors=True)


TLS = {"X-Forwarded-Proto": "https"}


def test_plain_http_is_sent_to_https(prod_server):
    status, headers, _ = fetch(prod_server + "/laws/")
    assert status == 301
    assert headers["Location"].startswith("https://")


def test_page_behind_the_tls_proxy_carries_every_header(prod_server):
    status, headers, body = fetch(prod_server + "/", **TLS)
    assert status == 200
    assert headers["Server"].startswith("gunicorn")
    assert "script-src 'self'" in headers["Content-Security-Policy"]
    assert "upgrade-insecure-requests" in headers["Content-Security-Policy"]
    assert headers["Strict-Transport-Security"].startswith("max-age=31536000")
    assert headers["X-Frame-Options"] == "DENY"
    assert headers["X-Content-Type-Options"] == "nosniff"
    assert headers["Referrer-Policy"] == "same-origin"
    assert 'lang="ru"' in body.decode()


def test_static_files_are_hash_named_compressed_and_immutable(prod_server):
    _, _, body = fetch(prod_server + "/", **TLS)
    htmx = re.search(r'src="(/static/vendor/htmx[^"]*\.[0-9a-f]{12}\.js)"', body.decode())
    assert htmx, "htmx is linked under its hashed name"
    status, headers, _ = fetch(prod_server + htmx.group(1), **{"Accept-Encoding": "gzip", **TLS})
    assert status == 200
    assert headers["Content-Encoding"] == "gzip"
    assert "immutable" in headers["Cache-Control"]


LOGINS = ["/accounts/login/", "/admin/login/"]


def guesses(browser, path, username, addresses, **headers):
    """The status of one wrong password per X-Forwarded-For value."""
    statuses = []
    for n, forwarded in enumerate(addresses):
        status, _, body = browser.post_form(
            path,
            {"username": username, "password": f"guess-{n}"},
            **{"X-Forwarded-For": forwarded, **headers},
        )
        statuses.append(status)
    return statuses, body


# AXES_FAILURE_LIMIT is 5: the first four wrong passwords get the form again, and by the sixth
# the username is locked for the address that made them.
LOCKED = [200, 200, 200, 200, 429, 429]


@pytest.mark.parametrize("path", LOGINS)
def test_invented_forwarded_addresses_give_no_extra_guesses_reached_directly(direct_server, path):
    # Each guess claims to come from a new address; the address that counts is the socket's.
    invented = [f"203.0.113.{n}" for n in range(6)]
    statuses, body = guesses(Browser(direct_server), path, f"director{path}", invented)
    assert statuses == LOCKED
    assert "Вход временно закрыт" in body


@pytest.mark.parametrize("path", LOGINS)
def test_invented_forwarded_addresses_give_no_extra_guesses_behind_the_proxy(prod_server, path):
    # The proxy (this test) appends the client's real address; the client wrote the rest.
    invented = [f"203.0.113.{n}, 198.51.100.7" for n in range(6)]
    statuses, _ = guesses(Browser(prod_server, tls=True), path, f"reader{path}", invented, **TLS)
    assert statuses == LOCKED
    # Another client behind the same proxy is not locked out of that account.
    other = Browser(prod_server, tls=True)
    statuses, _ = guesses(other, path, f"reader{path}", ["198.51.100.8"], **TLS)
    assert statuses == [200]


@pytest.mark.parametrize("bind", ["0.0.0.0:8249", "[::]:8249", "203.0.113.5:8249"])
def test_prod_sh_refuses_to_listen_beyond_this_machine(bind):
    env = clean_environment(SECRET_KEY=SECRET, BIND=bind)
    process = subprocess.Popen(
        ["bash", "scripts/prod.sh"], cwd=BASE_DIR, env=env, stderr=subprocess.PIPE, text=True,
        start_new_session=True,
    )  # fmt: skip
    try:
        _, stderr = process.communicate(timeout=60)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(timeout=30)
        pytest.fail(f"scripts/prod.sh started a server on {bind}")
    assert process.returncode != 0
    assert "loopback" in stderr
