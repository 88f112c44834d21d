"""deploy/nginx.conf in front of gunicorn in production mode, as deployed (plain HTTP on
loopback in place of TLS): the shared cache keys and serves exactly the variants the
application serves. Needs nginx (.ci/run installs nginx-light)."""

import itertools
import os
from pathlib import Path

import pytest

from tests.servers import NGINX, fetch, gunicorn, nginx, prepare_site, production_environment
from tests.servers import scratch_dir as make_scratch

pytestmark = [
    pytest.mark.server,
    # .ci/run installs nginx, so under CI a missing nginx fails these tests instead of skipping.
    pytest.mark.skipif(
        not Path(NGINX).exists() and os.environ.get("CI") != "true",
        reason="nginx is not installed",
    ),
]

_unique = itertools.count()


@pytest.fixture(scope="module")
def scratch():
    import shutil

    work = make_scratch()
    yield work
    shutil.rmtree(work, ignore_errors=True)


@pytest.fixture(scope="module")
def servers(scratch):
    env = production_environment(scratch)
    prepare_site(env)
    with gunicorn(env, scratch, workers=2) as app, nginx(app, scratch) as url:
        yield url, app


@pytest.fixture(scope="module")
def proxy(servers):
    return servers[0]


def fresh(path):
    """The path with a query no earlier request used: a key of the shared cache of its own."""
    return f"{path}?t={next(_unique)}"


def get(url, **headers):
    status, response_headers, body = fetch(url, **headers)
    assert status == 200, (url, status)
    return response_headers, body.decode()


def is_fragment(body):
    return "<html" not in body


PREVIEWS = ["/laws/50/preview/", "/laws/50/A/preview/"]


@pytest.mark.parametrize("path", PREVIEWS)
def test_page_and_fragment_are_each_cached_and_served_to_their_own(proxy, path):
    url = proxy + fresh(path)
    headers, body = get(url, **{"HX-Request": "true"})
    assert is_fragment(body) and headers["X-Cache-Status"] == "MISS"
    headers, body = get(url, **{"HX-Request": "true"})
    assert is_fragment(body) and headers["X-Cache-Status"] == "HIT"
    headers, body = get(url)
    assert not is_fragment(body) and headers["X-Cache-Status"] == "MISS"
    headers, body = get(url)
    assert not is_fragment(body) and headers["X-Cache-Status"] == "HIT"
    assert "HX-Request" in ", ".join(headers.get_all("Vary"))


# Requests a client can send that the application does not count as htmx (django-htmx: only
# "HX-Request: true"), or counts as htmx although the text differs (URI-encoded).
POISONERS = [
    ({"HX-Request": "1"}, False),
    ({"HX-Request": "True"}, False),
    ({"HX-Request": "TRUE"}, False),
    ({"HX-Request": "yes"}, False),
    ({"HX-Request": "%74rue", "HX-Request-URI-AutoEncoded": "true"}, True),
]


@pytest.mark.parametrize("path", PREVIEWS)
@pytest.mark.parametrize(("headers", "htmx"), POISONERS)
def test_odd_htmx_headers_neither_poison_nor_are_served_the_cached_variants(
    proxy, path, headers, htmx
):
    url = proxy + fresh(path)
    response_headers, body = get(url, **headers)
    assert is_fragment(body) is htmx
    assert response_headers["X-Cache-Status"] == "BYPASS"
    assert is_fragment(get(url, **{"HX-Request": "true"})[1])
    assert not is_fragment(get(url)[1])
    assert is_fragment(get(url, **headers)[1]) is htmx


HEADER_FORMS = [
    {},
    {"HX-Request": "true"},
    {"HX-Request": "true", "HX-History-Restore-Request": "true"},
    {"HX-Request": "true", "HX-History-Restore-Request": "1"},
    {"HX-Request": "1", "HX-History-Restore-Request": "true"},
    {"HX-Request": "True"},
    {"HX-Request": "%74rue", "HX-Request-URI-AutoEncoded": "true"},
]


@pytest.mark.parametrize("path", [*PREVIEWS, "/laws/50/", "/glossary/"])
def test_every_request_form_gets_through_the_proxy_what_the_application_gives_it(servers, path):
    # Every order of first requests: whichever form reaches an empty cache key first, each
    # form afterwards must get the application's own answer for it.
    proxy, app = servers
    for first in HEADER_FORMS:
        url = fresh(path)
        for headers in [first, *HEADER_FORMS, *HEADER_FORMS]:
            assert get(proxy + url, **headers)[1] == get(app + url, **headers)[1], headers


def test_nginx_absorbs_slow_clients_while_the_site_answers(proxy):
    # gunicorn stops answering when a few dozen clients send their headers slowly
    # (deploy/gunicorn.conf.py); in front of it nginx holds them itself and passes on only
    # requests it has read whole.
    import socket
    import time

    slow = []
    try:
        for _ in range(300):
            sock = socket.create_connection(("127.0.0.1", int(proxy.rsplit(":", 1)[1])))
            sock.sendall(b"GET /laws/ HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
            slow.append(sock)
        for round in range(3):
            for sock in slow:
                sock.sendall(b"a")
            for path in ("/laws/9/", "/search/?q=revoke", "/"):
                status, _, _ = fetch(proxy + path)
                assert status == 200, (round, path)
            time.sleep(0.2)
    finally:
        for sock in slow:
            sock.close()


# --- headers on what nginx answers itself -------------------------------------------------------

SECURITY_HEADERS = [
    "Content-Security-Policy",
    "X-Frame-Options",
    "X-Content-Type-Options",
    "Referrer-Policy",
    "Cross-Origin-Opener-Policy",
]


def production_csp():
    """The application's Content-Security-Policy in production mode, as a set of directives."""
    import subprocess
    import sys

    from tests.servers import BASE_DIR, SECRET, clean_environment

    env = clean_environment(
        DJANGO_ENV="production", SECRET_KEY=SECRET, DJANGO_SETTINGS_MODULE="bridgesite.settings"
    )
    probe = (
        "import django; django.setup(); from csp.utils import build_policy; print(build_policy())"
    )
    result = subprocess.run(
        [sys.executable, "-c", probe], cwd=BASE_DIR, env=env, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr
    return directives(result.stdout.strip())


def directives(policy):
    return {part.strip() for part in policy.split(";") if part.strip()}


def assert_security_headers(headers, body=b""):
    for name in SECURITY_HEADERS:
        assert len(headers.get_all(name) or []) == 1, (name, headers.get_all(name))
    assert headers["X-Frame-Options"] == "DENY"
    assert headers["X-Content-Type-Options"] == "nosniff"
    assert headers["Referrer-Policy"] == "same-origin"
    assert headers["Server"] in ("nginx", "gunicorn")
    assert b"nginx/" not in body


def raw(proxy, request):
    """Send bytes as they are; the response's status, headers and body."""
    import email
    import socket

    host, port = proxy.removeprefix("http://").split(":")
    with socket.create_connection((host, int(port)), timeout=10) as sock:
        sock.sendall(request)
        data = b""
        while chunk := sock.recv(65536):
            data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    status_line, _, header_text = head.decode("latin-1").partition("\r\n")
    return int(status_line.split()[1]), email.message_from_string(header_text), body


def test_static_files_carry_the_security_headers(proxy):
    _, _, page = fetch(proxy + "/")
    import re

    css = re.search(rb'href="(/static/css/[^"]+)"', page).group(1).decode()
    status, headers, body = fetch(proxy + css)
    assert status == 200
    assert_security_headers(headers, body)
    assert headers["Server"] == "nginx"
    assert directives(headers["Content-Security-Policy"]) == production_csp()
    assert headers["Strict-Transport-Security"].startswith("max-age=31536000")


def http(line, *headers):
    return "\r\n".join([line, "Host: t", "Connection: close", *headers, "", ""]).encode()


NGINX_ERRORS = {
    "missing static file": (http("GET /static/no-such-file.css HTTP/1.1"), 404),
    "body too large": (
        http(
            "POST /accounts/login/ HTTP/1.1",
            "Content-Length: 200000",
            "Content-Type: application/x-www-form-urlencoded",
        ),
        413,
    ),
    "malformed request": (http("GET / HTTP/1.1", "Bad Header"), 400),
    "address too long": (http("GET /" + "a" * 9000 + " HTTP/1.1"), 414),
}


@pytest.mark.parametrize(("request_bytes", "status"), NGINX_ERRORS.values(), ids=NGINX_ERRORS)
def test_nginx_error_pages_carry_the_headers_and_no_version(proxy, request_bytes, status):
    got, headers, body = raw(proxy, request_bytes)
    assert got == status
    assert_security_headers(headers, body)
    assert headers["Server"] == "nginx"


@pytest.mark.parametrize("path", ["/laws/9/", "/search/?q=revoke", "/help/"])
def test_application_pages_keep_one_copy_of_each_header_fresh_and_from_the_cache(proxy, path):
    url = proxy + fresh(path)
    for _ in range(2):  # the second time /laws/ pages come from nginx's cache
        status, headers, body = fetch(url)
        assert status == 200
        assert_security_headers(headers, body)


def test_refusals_by_gunicorn_itself_get_the_headers_through_nginx(proxy):
    # More header lines than gunicorn reads (100): nginx passes the request on, gunicorn
    # refuses it with a page of its own, and nginx adds what that page lacks.
    many = [f"X-Header-{n}: {n}" for n in range(120)]
    got, headers, body = raw(proxy, http("GET /laws/ HTTP/1.1", *many))
    assert got in (400, 431)
    assert_security_headers(headers, body)
    assert headers["Server"] == "nginx"


def test_an_address_nginx_accepts_is_answered_by_the_application(proxy):
    # A pasted paragraph of Russian text: 6 000 bytes of address once URI-encoded, within
    # nginx's limit; gunicorn must not refuse it with its own English page.
    from urllib.parse import quote

    status, headers, body = fetch(proxy + "/search/?q=" + quote("штрафная карта " * 70))
    assert status == 200
    assert_security_headers(headers, body)
    assert '<html lang="ru"' in body.decode()


@pytest.fixture(scope="module")
def nginx_alone():
    """deploy/nginx.conf in front of an address where nothing listens, with its plain-HTTP
    server: (the site's address, the plain-HTTP server's address)."""
    import shutil

    from tests.servers import free_port

    work = make_scratch()
    redirect_port = free_port()
    try:
        with nginx(f"http://127.0.0.1:{free_port()}", work, redirect_port=redirect_port) as url:
            yield url, f"http://127.0.0.1:{redirect_port}"
    finally:
        shutil.rmtree(work, ignore_errors=True)


@pytest.mark.parametrize("path", ["/", "/laws/9/"])
def test_the_bad_gateway_page_carries_the_headers_and_no_version(nginx_alone, path):
    status, headers, body = fetch(nginx_alone[0] + path)
    assert status in (502, 504)
    assert_security_headers(headers, body)
    assert headers["Server"] == "nginx"


def test_plain_http_goes_to_the_sites_own_name_with_the_headers(nginx_alone):
    status, headers, body = fetch(nginx_alone[1] + "/laws/9/?q=1", Host="attacker.example")
    assert status == 301
    assert headers["Location"] == "https://laws.example.org/laws/9/?q=1"
    assert_security_headers(headers, body)
    assert headers["Server"] == "nginx"


def test_plain_http_error_pages_carry_the_headers_and_no_version(nginx_alone):
    got, headers, body = raw(nginx_alone[1], http("GET / HTTP/1.1", "Bad Header"))
    assert got == 400
    assert_security_headers(headers, body)
    assert headers["Server"] == "nginx"
