"""The page cache on Django's Redis backend (REDIS_URL in production), when a Redis server is
given in TEST_REDIS_URL (.ci/run starts one when redis-server is installed)."""

import os

import pytest
from django.core.cache import caches

from laws.models import CorpusVersion
from tests.bridgesite import caching_urls

REDIS = os.environ.get("TEST_REDIS_URL")

pytestmark = [
    pytest.mark.skipif(not REDIS, reason="TEST_REDIS_URL is not set"),
    pytest.mark.django_db,
    pytest.mark.urls("tests.bridgesite.caching_urls"),
]


@pytest.fixture(autouse=True)
def _redis_cache(settings):
    settings.CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": REDIS,
            "KEY_PREFIX": "bridgesite-test",
        }
    }
    caches["default"].clear()
    caching_urls.calls.clear()
    CorpusVersion.objects.create(sources_digest="s", content_digest="r" * 32)
    yield
    caches["default"].clear()


def test_page_is_stored_in_redis_and_served_from_it(client):
    first = client.get("/page/")
    second = client.get("/page/")
    assert second.content == first.content
    assert caching_urls.calls == ["/page/"]
    assert client.get("/page/", HTTP_IF_NONE_MATCH=first["ETag"]).status_code == 304
