"""Every response carries the security headers, the earliest refusals included."""

import pytest
from django.contrib.auth import get_user_model
from django.test import Client

pytestmark = pytest.mark.django_db


def assert_headers(response):
    assert "default-src 'self'" in response["Content-Security-Policy"]
    assert "frame-ancestors 'none'" in response["Content-Security-Policy"]
    assert response["X-Frame-Options"] == "DENY"
    assert response["X-Content-Type-Options"] == "nosniff"
    assert response["Referrer-Policy"] == "same-origin"
    assert response["Cross-Origin-Opener-Policy"] == "same-origin"


REFUSALS = {
    "nul in the path": lambda c: c.get("/laws/%00/"),
    "nul in a form": lambda c: c.post("/accounts/login/", {"username": "a\x00b"}),
    "another host": lambda c: c.get("/", HTTP_HOST="attacker.example"),
    "body too large": lambda c: c.post("/accounts/login/", {"username": "x" * 200_000}),
    "no csrf token": lambda c: Client(enforce_csrf_checks=True).post("/accounts/login/"),
    "not found": lambda c: c.get("/no/such/page/"),
    "wrong method": lambda c: c.post("/laws/"),
    "too long a path": lambda c: c.get("/" + "a" * 10_000 + "/"),
}


@pytest.mark.parametrize("refuse", REFUSALS.values(), ids=REFUSALS.keys())
def test_early_refusals_carry_every_security_header(client, refuse):
    response = refuse(client)
    assert 400 <= response.status_code < 500
    assert_headers(response)


def test_the_https_redirect_carries_them(client, settings):
    settings.SECURE_SSL_REDIRECT = True
    response = client.get("/laws/")
    assert response.status_code == 301
    assert_headers(response)


def test_the_lockout_carries_them(client):
    get_user_model().objects.create_user("director", password="correct-horse-battery")
    for n in range(5):
        response = client.post("/accounts/login/", {"username": "director", "password": f"{n}"})
    assert response.status_code == 429
    assert_headers(response)
