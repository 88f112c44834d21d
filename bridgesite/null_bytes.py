"""Refuse addresses containing a NUL character before any view sees them.

PostgreSQL text cannot hold NUL, so a NUL in a path value or a query parameter that reaches a
query would fail as a database error (a 500). No address of the site legitimately has one.
"""

from django.http import HttpResponseBadRequest


class RejectNullBytesMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        query = request.META.get("QUERY_STRING", "")
        if "\x00" in request.path or "%00" in query or "\x00" in query:
            return HttpResponseBadRequest(
                "Неверный адрес: в нём недопустимый символ.",
                content_type="text/plain; charset=utf-8",
            )
        return self.get_response(request)
