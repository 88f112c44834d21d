"""Forwarded headers are believed only from TRUSTED_PROXIES (bridgesite/proxy.py)."""

import pytest

pytestmark = pytest.mark.django_db

HTTPS = {"HTTP_X_FORWARDED_PROTO": "https"}


@pytest.fixture
def behind_tls(settings):
    settings.SECURE_SSL_REDIRECT = True
    settings.SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")


def test_the_proxy_says_https_and_is_believed(client, settings, behind_tls):
    settings.TRUSTED_PROXIES = ["127.0.0.1"]
    assert client.get("/help/", **HTTPS).status_code == 200


def test_anyone_else_saying_https_is_not_believed(client, settings, behind_tls):
    settings.TRUSTED_PROXIES = ["192.0.2.10"]
    response = client.get("/help/", **HTTPS)
    assert response.status_code == 301
    assert response["Location"].startswith("https://")


def test_no_proxy_configured_by_default(client, behind_tls):
    assert client.get("/help/", **HTTPS).status_code == 301


@pytest.mark.parametrize("value", ["10.0.0.1/33", "proxy.example", "127.0.0.1;"])
def test_a_trusted_proxy_that_is_not_an_address_refuses_to_start(value):
    import os
    import subprocess
    import sys

    env = {**os.environ, "TRUSTED_PROXIES": value}
    result = subprocess.run(
        [sys.executable, "-c", "import bridgesite.settings"],
        env=env,
        capture_output=True,
        text=True,
    )
    assert result.returncode != 0
    assert "TRUSTED_PROXIES" in result.stderr
