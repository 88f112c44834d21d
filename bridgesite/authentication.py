"""Password throttling: Django's ModelBackend behind django-axes' lockout check, for the login
and for the old password asked by the password change."""

import ipaddress

from axes.backends import AxesBackend
from django.conf import settings
from django.contrib.auth import authenticate
from django.contrib.auth.backends import ModelBackend
from django.contrib.auth.forms import PasswordChangeForm
from django.contrib.auth.views import PasswordChangeView
from django.core.exceptions import ValidationError

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


# An IPv6 client is usually given a whole /64 network, and can write any address of it: all of
# them are one client for the count.
IPV6_CLIENT_PREFIX = 64


def client_ip(request):
    """The address axes counts failures against: the socket address, or behind a trusted proxy
    (TRUSTED_PROXIES) the client address the proxy forwarded (bridgesite/proxy.py); for IPv6,
    the client's /64 network (its first address)."""
    address = client_address(request.META)
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return address
    if ip.version == 4 or ip.is_loopback:
        return address
    if ip.ipv4_mapped:
        return str(ip.ipv4_mapped)
    network = ipaddress.ip_network(f"{ip}/{IPV6_CLIENT_PREFIX}", strict=False)
    return str(network.network_address)


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


class ThrottledPasswordChangeForm(PasswordChangeForm):
    """Checks the old password through authenticate(), so a wrong one counts as a failed login
    for that account and address, and a locked-out pair is refused like the login (429)."""

    def __init__(self, user, *args, request=None, **kwargs):
        self.request = request
        super().__init__(user, *args, **kwargs)

    def clean_old_password(self):
        old_password = self.cleaned_data["old_password"]
        checked = authenticate(
            self.request, username=self.user.get_username(), password=old_password
        )
        if checked is None or checked.pk != self.user.pk:
            raise ValidationError(
                self.error_messages["password_incorrect"], code="password_incorrect"
            )
        return old_password


class ThrottledPasswordChangeView(PasswordChangeView):
    form_class = ThrottledPasswordChangeForm

    def get_form_kwargs(self):
        return {**super().get_form_kwargs(), "request": self.request}
