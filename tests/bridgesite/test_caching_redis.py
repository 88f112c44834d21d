"""The page cache on Django's Redis backend (REDIS_URL in production).

- On the shared Redis of TEST_REDIS_URL (.ci/run starts one): pages are stored and served, and
  the htmx variants of the site's real views cannot be stored under each other's key.
- On a throwaway redis-server of its own: when Redis is stopped, or paused (SIGSTOP: it accepts
  connections and never answers), pages are still served, uncached, and the failure is logged.
"""

import os
import shutil
import signal
import socket
import subprocess
import time

import pytest

from bridgesite import caching
from bridgesite.settings import redis_cache
from laws.models import CorpusVersion
from tests.bridgesite import caching_urls
from tests.laws.search.rows import make_corpus

REDIS = os.environ.get("TEST_REDIS_URL")
REDIS_SERVER = shutil.which("redis-server")

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _cache_state(monkeypatch):
    # Each test starts with the cache believed healthy (a failure switches it off for a while).
    monkeypatch.setitem(caching._down_until, "at", float("-inf"))
    caching_urls.calls.clear()


@pytest.fixture
def shared_redis(settings):
    if not REDIS:
        pytest.skip("TEST_REDIS_URL is not set")
    settings.CACHES = {"default": redis_cache(REDIS, prefix="bridgesite-test")}


def free_port():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.fixture
def own_redis(settings, tmp_path):
    """A redis-server for this test alone, which it may stop or pause."""
    if not REDIS_SERVER:
        pytest.skip("redis-server is not installed")
    port = free_port()
    process = subprocess.Popen(
        [REDIS_SERVER, "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly",
         "no", "--dir", str(tmp_path)],
        stdout=subprocess.DEVNULL,
    )  # fmt: skip
    for _ in range(100):
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            break
        except OSError:
            time.sleep(0.05)
    settings.CACHES = {"default": redis_cache(f"redis://127.0.0.1:{port}/0")}
    yield process
    if process.poll() is None:
        process.send_signal(signal.SIGCONT)
        process.kill()
    process.wait(timeout=10)


class Held(Exception):
    pass


def get_within(client, path, seconds=20, **params):
    """The response, or a failure if the request is held (a hung cache must not hold it)."""

    def give_up(*_):
        raise Held(f"{path} still unanswered after {seconds} s")

    previous = signal.signal(signal.SIGALRM, give_up)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        return client.get(path, params)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


@pytest.mark.urls("tests.bridgesite.caching_urls")
def test_page_is_stored_in_redis_and_served_from_it(shared_redis, client):
    CorpusVersion.objects.create(sources_digest="s", content_digest="r" * 32)
    first = client.get("/page/")
    second = client.get("/page/")
    assert second.content == first.content
    assert caching_urls.calls == ["/page/"]
    assert client.get("/page/", HTTP_IF_NONE_MATCH=first["ETag"]).status_code == 304


def is_fragment(response):
    assert response.status_code == 200
    return "<html" not in response.content.decode()


# The site's views answered in two forms: the whole page, or the fragment htmx swaps in.
HTMX_PAGES = ["/search/?q=штрафная+карта", "/laws/50/preview/", "/laws/50/A/preview/"]


@pytest.mark.parametrize("path", HTMX_PAGES)
@pytest.mark.parametrize("value", ["1", "True", "yes"])
def test_a_non_htmx_header_value_cannot_poison_the_fragment(shared_redis, client, path, value):
    make_corpus()
    assert not is_fragment(client.get(path, HTTP_HX_REQUEST=value))
    assert is_fragment(client.get(path, HTTP_HX_REQUEST="true"))
    assert not is_fragment(client.get(path, HTTP_HX_REQUEST=value))
    assert not is_fragment(client.get(path))


def test_a_non_htmx_restore_value_cannot_poison_the_history_restore(shared_redis, client):
    make_corpus()
    path = HTMX_PAGES[0]
    htmx = {"HTTP_HX_REQUEST": "true"}
    assert is_fragment(client.get(path, HTTP_HX_HISTORY_RESTORE_REQUEST="1", **htmx))
    assert not is_fragment(client.get(path, HTTP_HX_HISTORY_RESTORE_REQUEST="true", **htmx))
    assert is_fragment(client.get(path, **htmx))


@pytest.mark.urls("tests.bridgesite.caching_urls")
def test_redis_stopped_pages_are_served_uncached_and_logged(own_redis, client, caplog):
    CorpusVersion.objects.create(sources_digest="s", content_digest="d" * 32)
    assert client.get("/page/").status_code == 200
    assert client.get("/page/").status_code == 200
    assert caching_urls.calls == ["/page/"]

    own_redis.terminate()
    own_redis.wait(timeout=10)
    for _ in range(3):
        response = get_within(client, "/page/")
        assert response.status_code == 200
        assert response.content.decode() == "Правило 50"
    assert caching_urls.calls == ["/page/"] * 4
    assert "Page cache unavailable" in caplog.text


@pytest.mark.urls("tests.bridgesite.caching_urls")
def test_redis_paused_pages_are_served_uncached_and_logged(own_redis, client, caplog):
    CorpusVersion.objects.create(sources_digest="s", content_digest="e" * 32)
    client.get("/page/")

    own_redis.send_signal(signal.SIGSTOP)
    for query in ({}, {"new": 1}, {"new": 2}):
        response = get_within(client, "/page/", **query)
        assert response.status_code == 200
    assert caching_urls.calls == ["/page/", "/page/", "/page/?new=1", "/page/?new=2"]
    assert "Page cache unavailable" in caplog.text
    assert "TimeoutError" in caplog.text

    # Once Redis answers again, the cache is used again after the pause.
    own_redis.send_signal(signal.SIGCONT)
    caching._down_until["at"] = float("-inf")
    client.get("/page/?back=1")
    client.get("/page/?back=1")
    assert caching_urls.calls[-1] == "/page/?back=1"
    assert caching_urls.calls.count("/page/?back=1") == 1


def test_search_works_with_redis_stopped(own_redis, client):
    make_corpus()
    own_redis.terminate()
    own_redis.wait(timeout=10)
    response = get_within(client, "/search/", q="штрафная карта")
    assert response.status_code == 200
    assert "Правило 50" in response.content.decode()
