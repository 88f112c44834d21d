"""The production command (scripts/prod.sh, what `make prod` runs) really serves the site:
gunicorn with production settings, the security headers, whitenoise's hash-named compressed
static files. Runs the script against a throwaway SQLite database and static root."""

import os
import re
import signal
import socket
import subprocess
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

BASE_DIR = Path(__file__).resolve().parent.parent


def free_port():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


def fetch(url, **headers):
    opener = urllib.request.build_opener(NoRedirect)
    request = urllib.request.Request(url, headers=headers)
    try:
        with opener.open(request, timeout=10) as response:
            return response.status, response.headers, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers, error.read()


@pytest.fixture(scope="module")
def prod_server(tmp_path_factory):
    scratch = tmp_path_factory.mktemp("prod")
    port = free_port()
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("DJANGO_", "SECURE", "DATABASE_URL"))
    }
    env.update(
        SECRET_KEY="test-only-" + "s" * 60,
        DATABASE_URL=f"sqlite:///{scratch}/prod.sqlite3",
        STATIC_ROOT=str(scratch / "static"),
        BIND=f"127.0.0.1:{port}",
        WEB_CONCURRENCY="1",
    )
    log = open(scratch / "server.log", "w")  # noqa: SIM115
    process = subprocess.Popen(
        ["bash", "scripts/prod.sh"],
        cwd=BASE_DIR,
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        for _ in range(600):
            if process.poll() is not None:
                pytest.fail((scratch / "server.log").read_text())
            try:
                fetch(url + "/")
                break
            except OSError:
                time.sleep(0.1)
        yield url
    finally:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(timeout=30)
        log.close()


def test_plain_http_is_sent_to_https(prod_server):
    status, headers, _ = fetch(prod_server + "/laws/")
    assert status == 301
    assert headers["Location"].startswith("https://")


def test_page_behind_the_tls_proxy_carries_every_header(prod_server):
    status, headers, body = fetch(prod_server + "/", **{"X-Forwarded-Proto": "https"})
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
    _, _, body = fetch(prod_server + "/", **{"X-Forwarded-Proto": "https"})
    htmx = re.search(r'src="(/static/vendor/htmx[^"]*\.[0-9a-f]{12}\.js)"', body.decode())
    assert htmx, "htmx is linked under its hashed name"
    status, headers, _ = fetch(
        prod_server + htmx.group(1), **{"Accept-Encoding": "gzip", "X-Forwarded-Proto": "https"}
    )
    assert status == 200
    assert headers["Content-Encoding"] == "gzip"
    assert "immutable" in headers["Cache-Control"]
