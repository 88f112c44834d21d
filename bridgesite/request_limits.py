"""Refuse a request body over MAX_REQUEST_BODY before anything reads it.

Without a limit a multipart body is streamed to temporary files before a view ever refuses the
request (hundreds of megabytes to a GET-only page). No form of the site sends more than a few
kilobytes; deploy/nginx.conf refuses the same bodies first (client_max_body_size). A body sent
without Content-Length is never read at all (Django reads only what that header announces).
"""

from django.conf import settings
from django.http import HttpResponse
from django.template import loader


class BodyLimitMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        try:
            length = int(request.META.get("CONTENT_LENGTH") or 0)
        except ValueError:
            length = 0
        if length > settings.MAX_REQUEST_BODY:
            # The connection is closed afterwards: the unread body must not be taken for the
            # next request on it.
            response = HttpResponse(loader.render_to_string("413.html"), status=413)
            response["Connection"] = "close"
            return response
        return self.get_response(request)
