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


LOGINS = ["/accounts/login/", "/admin/login/"]


def guess(client, url, password, **meta):
    return client.post(url, {"username": "director", "password": password}, **meta)


@pytest.fixture
def director(db):
    return get_user_model().objects.create_user(
        "director", password="correct-horse-battery", is_staff=True
    )


# AXES_FAILURE_LIMIT is 5: four wrong passwords get the form again, the fifth locks the account
# for that address, and then even the right password is refused.
LOCKED = [200, 200, 200, 200, 429, 429]


@pytest.mark.parametrize("url", LOGINS)
def test_invented_forwarded_addresses_do_not_reset_the_count(client, director, url):
    # No proxy configured: whatever X-Forwarded-For says, the client is the socket address.
    statuses = [
        guess(client, url, f"guess-{n}", HTTP_X_FORWARDED_FOR=f"203.0.113.{n}").status_code
        for n in range(5)
    ]
    locked = guess(client, url, "correct-horse-battery", HTTP_X_FORWARDED_FOR="203.0.113.77")
    assert [*statuses, locked.status_code] == LOCKED


@pytest.mark.parametrize("url", LOGINS)
def test_behind_the_proxy_addresses_the_client_wrote_are_ignored(client, director, settings, url):
    # The proxy appends the address it saw; what the client wrote before it counts for nothing.
    settings.TRUSTED_PROXIES = ["192.0.2.10"]
    proxy = {"REMOTE_ADDR": "192.0.2.10"}
    for n in range(5):
        guess(
            client, url, f"guess-{n}", HTTP_X_FORWARDED_FOR=f"203.0.113.{n}, 198.51.100.7", **proxy
        )
    locked = guess(
        client, url, "correct-horse-battery", HTTP_X_FORWARDED_FOR="198.51.100.7", **proxy
    )
    assert locked.status_code == 429
    # Another reader behind the same proxy is not locked out by the attacker's failures.
    other = guess(
        client, url, "correct-horse-battery", HTTP_X_FORWARDED_FOR="198.51.100.8", **proxy
    )
    assert other.status_code == 302


@pytest.mark.parametrize(
    ("trusted", "peer", "forwarded", "expected"),
    [
        ([], "10.0.0.1", "203.0.113.9", "10.0.0.1"),
        (["10.0.0.1"], "10.0.0.1", "203.0.113.9", "203.0.113.9"),
        (["10.0.0.1"], "10.0.0.1", "198.51.100.7, 203.0.113.9", "203.0.113.9"),
        (["10.0.0.1"], "10.0.0.1", "203.0.113.9,198.51.100.7", "198.51.100.7"),
        (["10.0.0.1"], "10.0.0.1", "", "10.0.0.1"),
        (["10.0.0.1"], "10.0.0.1", "not-an-address", "10.0.0.1"),
        (["10.0.0.1"], "10.0.0.2", "203.0.113.9", "10.0.0.2"),
        (["10.0.0.0/24"], "10.0.0.9", "203.0.113.9", "203.0.113.9"),
        (["::1"], "::1", "2001:db8::5", "2001:db8::"),
        (["127.0.0.1"], "::1", "203.0.113.9", "::1"),
    ],
)
def test_client_ip_trusts_only_the_configured_proxy(settings, trusted, peer, forwarded, expected):
    settings.TRUSTED_PROXIES = trusted
    request = RequestFactory().get("/", REMOTE_ADDR=peer, HTTP_X_FORWARDED_FOR=forwarded)
    assert client_ip(request) == expected


@pytest.mark.parametrize(
    ("peer", "expected"),
    [
        ("2001:db8:1:2::1", "2001:db8:1:2::"),
        ("2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:db8:1:2::"),
        ("2001:DB8:1:3::7", "2001:db8:1:3::"),
        ("::ffff:203.0.113.9", "203.0.113.9"),
        ("203.0.113.9", "203.0.113.9"),
    ],
)
def test_an_ipv6_client_counts_as_its_whole_network(peer, expected):
    assert client_ip(RequestFactory().get("/", REMOTE_ADDR=peer)) == expected


@pytest.mark.parametrize("url", LOGINS)
def test_new_addresses_of_one_ipv6_network_give_no_extra_guesses(client, director, url):
    # One IPv6 client can take a new address of its /64 for every request.
    statuses = [
        guess(client, url, f"guess-{n}", REMOTE_ADDR=f"2001:db8:5:6::{n + 1:x}").status_code
        for n in range(5)
    ]
    locked = guess(client, url, "correct-horse-battery", REMOTE_ADDR="2001:db8:5:6::ff")
    assert [*statuses, locked.status_code] == LOCKED
    # The next network is another client.
    other = guess(client, url, "correct-horse-battery", REMOTE_ADDR="2001:db8:5:7::1")
    assert other.status_code == 302


def test_client_username_from_credentials_or_form():
    request = RequestFactory().post("/", {"username": "x" * 500})
    assert client_username(request) == "x" * USERNAME_LIMIT
    assert client_username(request, {"username": "director"}) == "director"


def change_password(client, old):
    return client.post(
        "/accounts/password/",
        {
            "old_password": old,
            "new_password1": "Новый-пароль-2026",
            "new_password2": "Новый-пароль-2026",
        },
    )


def test_the_old_password_cannot_be_guessed_without_limit(client, director):
    client.force_login(director)
    statuses = [change_password(client, f"guess-{n}").status_code for n in range(5)]
    # Locked: even the right old password is refused now, and the password is unchanged.
    statuses.append(change_password(client, "correct-horse-battery").status_code)
    assert statuses == LOCKED
    director.refresh_from_db()
    assert director.check_password("correct-horse-battery")


def test_a_wrong_old_password_is_a_russian_form_error(client, director):
    client.force_login(director)
    response = change_password(client, "wrong")
    assert response.status_code == 200
    assert "Ваш старый пароль введен неправильно" in response.content.decode()


def test_the_right_old_password_changes_it(client, director):
    client.force_login(director)
    response = change_password(client, "correct-horse-battery")
    assert response.status_code == 302
    director.refresh_from_db()
    assert director.check_password("Новый-пароль-2026")


def test_guesses_at_one_account_do_not_lock_another(client, director):
    other = get_user_model().objects.create_user("reader", password="another-long-pass")
    client.force_login(director)
    for n in range(5):
        change_password(client, f"guess-{n}")
    client.force_login(other)
    response = client.post(
        "/accounts/password/",
        {"old_password": "another-long-pass", "new_password1": "Ещё-пароль-2026",
         "new_password2": "Ещё-пароль-2026"},
    )  # fmt: skip
    assert response.status_code == 302
