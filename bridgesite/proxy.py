"""Which peer is our reverse proxy, and what its forwarded headers are worth.

`X-Forwarded-For` and `X-Forwarded-Proto` are only as trustworthy as whoever sent them: anyone
can write them. They are believed only when the connection comes from an address listed in
TRUSTED_PROXIES (addresses or networks; empty by default, so the client is the socket address).
From any other peer `ForwardedHeadersMiddleware` removes them before anything reads them.

One proxy hop: deploy/nginx.conf appends the address it sees to X-Forwarded-For, so the client
is the last entry; entries before it were written by the client and are ignored.
"""

import ipaddress
from functools import lru_cache

from django.conf import settings

FORWARDED = ("HTTP_X_FORWARDED_FOR", "HTTP_X_FORWARDED_PROTO", "HTTP_X_FORWARDED_HOST")


@lru_cache(maxsize=8)
def _networks(trusted):
    return tuple(ipaddress.ip_network(item.strip()) for item in trusted)


def _address(text):
    try:
        return ipaddress.ip_address(text.strip())
    except ValueError:
        return None


def is_trusted_proxy(peer):
    address = _address(peer or "")
    if address is None:
        return False
    return any(address in network for network in _networks(tuple(settings.TRUSTED_PROXIES)))


def client_address(meta):
    """The client's address: the socket address, or, from a trusted proxy, the address the
    proxy appended last to X-Forwarded-For (when that is an address at all)."""
    peer = meta.get("REMOTE_ADDR", "")
    if is_trusted_proxy(peer):
        last = meta.get("HTTP_X_FORWARDED_FOR", "").rsplit(",", 1)[-1]
        if _address(last) is not None:
            return str(_address(last))
    return peer


class ForwardedHeadersMiddleware:
    """Drop X-Forwarded-* unless the peer is a trusted proxy (SECURE_PROXY_SSL_HEADER reads
    X-Forwarded-Proto; the login throttle reads X-Forwarded-For)."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        if not is_trusted_proxy(request.META.get("REMOTE_ADDR")):
            for name in FORWARDED:
                request.META.pop(name, None)
        return self.get_response(request)
