"""A request body over MAX_REQUEST_BODY is refused before a byte of it is read."""

import io

import pytest

pytestmark = pytest.mark.django_db


class Unreadable(io.RawIOBase):
    """A request body the server must not read."""

    def read(self, *args):
        raise AssertionError("the body was read")

    readline = readinto = read


BOUNDARY = "----bridgesite"


def announced(client, path, length, content_type=f"multipart/form-data; boundary={BOUNDARY}"):
    return client.generic(
        "POST", path, CONTENT_TYPE=content_type, CONTENT_LENGTH=str(length),
        **{"wsgi.input": Unreadable()},
    )  # fmt: skip


@pytest.mark.parametrize("path", ["/laws/", "/accounts/login/", "/search/", "/no/such/page/"])
def test_an_announced_huge_upload_is_refused_unread(client, path):
    response = announced(client, path, 280 * 1024 * 1024)
    assert response.status_code == 413
    assert "Слишком большой запрос" in response.content.decode()
    assert response["Connection"] == "close"


def test_just_over_the_limit_is_refused_unread(client, settings):
    assert announced(client, "/accounts/login/", settings.MAX_REQUEST_BODY + 1).status_code == 413


def test_the_refusal_carries_the_security_headers(client):
    response = announced(client, "/accounts/login/", 10**9)
    assert "default-src 'self'" in response["Content-Security-Policy"]
    assert response["X-Frame-Options"] == "DENY"
    assert response["X-Content-Type-Options"] == "nosniff"


def test_a_real_multipart_upload_over_the_limit_is_refused(client, settings):
    upload = io.BytesIO(b"\0" * (settings.MAX_REQUEST_BODY + 1))
    upload.name = "big.bin"
    assert client.post("/laws/", {"file": upload}).status_code == 413


def test_a_login_form_is_well_under_the_limit(client):
    response = client.post("/accounts/login/", {"username": "reader", "password": "x" * 1000})
    assert response.status_code == 200
