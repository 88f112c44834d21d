"""Login throttling: Django's ModelBackend behind django-axes' lockout check."""

from axes.backends import AxesBackend
from django.conf import settings
from django.contrib.auth.backends import ModelBackend

from bridgesite.proxy import client_address


class ThrottledModelBackend(AxesBackend):
    """Refuses a locked-out username/address pair, then authenticates as ModelBackend does.

    Being the only backend keeps `login(request, user)` free of a backend argument. A call
    without a request (the test client's `login()`, a shell) cannot be attributed to an address,
    so it skips the lockout check instead of failing; every login form passes the request.
    """

    def authenticate(self, request, username=None, password=None, **kwargs):
        if request is not None:
            super().authenticate(request, username=username, password=password, **kwargs)
        kwargs.pop("response_context", None)
        return ModelBackend.authenticate(
            self, request, username=username, password=password, **kwargs
        )


def client_ip(request):
    """The address axes counts failures against: the socket address, or behind a trusted proxy
    (TRUSTED_PROXIES) the client address the proxy forwarded (bridgesite/proxy.py)."""
    return client_address(request.META)


# No account name is longer than this (auth.User.username); axes keeps it in 255 characters.
USERNAME_LIMIT = 150


def client_username(request, credentials=None):
    """The username axes counts failures against, cut to a length its table can hold.

    Django's login form does not enforce the username's maximum length before authenticating,
    so a 20 000-character "username" would otherwise make axes fail to store the attempt
    (a database error on PostgreSQL).
    """
    if credentials:
        username = credentials.get(settings.AXES_USERNAME_FORM_FIELD)
    else:
        username = getattr(request, "data", request.POST).get(settings.AXES_USERNAME_FORM_FIELD)
    return username[:USERNAME_LIMIT] if isinstance(username, str) else username
