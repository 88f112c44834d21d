import pytest
from axes.models import AccessAttempt
from django.contrib.auth import get_user_model
from django.test import RequestFactory

from bridgesite.authentication import USERNAME_LIMIT, client_ip, client_username


@pytest.mark.django_db
def test_login_with_an_enormous_username_is_a_form_error(client):
    response = client.post("/accounts/login/", {"username": "я" * 20_000, "password": "x"})
    assert response.status_code == 200
    attempt = AccessAttempt.objects.get()
    assert attempt.username == "я" * USERNAME_LIMIT


@pytest.mark.django_db
def test_right_password_logs_in_through_the_throttled_backend(client):
    get_user_model().objects.create_user("director", password="correct-horse-battery")
    response = client.post(
        "/accounts/login/", {"username": "director", "password": "correct-horse-battery"}
    )
    assert response.status_code == 302
    assert client.get("/").context["user"].username == "director"


@pytest.mark.django_db
def test_test_client_login_works_without_a_request(client):
    get_user_model().objects.create_user("reader", password="a-long-passw0rd")
    assert client.login(username="reader", password="a-long-passw0rd")


@pytest.mark.parametrize(
    ("trusted", "forwarded", "expected"),
    [
        (False, "203.0.113.9", "10.0.0.1"),
        (True, "203.0.113.9", "203.0.113.9"),
        (True, "198.51.100.7, 203.0.113.9", "203.0.113.9"),
        (True, "", "10.0.0.1"),
    ],
)
def test_client_ip_trusts_only_our_proxy(settings, trusted, forwarded, expected):
    settings.TRUSTED_PROXY = trusted
    request = RequestFactory().get("/", REMOTE_ADDR="10.0.0.1", HTTP_X_FORWARDED_FOR=forwarded)
    assert client_ip(request) == expected


def test_client_username_from_credentials_or_form():
    request = RequestFactory().post("/", {"username": "x" * 500})
    assert client_username(request) == "x" * USERNAME_LIMIT
    assert client_username(request, {"username": "director"}) == "director"
