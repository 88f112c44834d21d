"""Refuse a NUL character in the path or in a posted form before any view sees it.

PostgreSQL text and jsonb cannot hold NUL, so a NUL in a path value or a posted field that
reaches the database fails as a database error (a 500). No address or form of the site
legitimately carries one; Django's form fields refuse it too, but not every view reads its input
through a form. Query strings are left to the views, which answer bad GET parameters with their
own Russian messages (tests/test_security.py sends NUL in every query parameter of every page).
"""

from django.views.defaults import bad_request

FORM_TYPES = ("application/x-www-form-urlencoded", "multipart/form-data")


def _carries_nul(request):
    if "\x00" in request.path:
        return True
    if request.method == "POST" and request.content_type in FORM_TYPES:
        return any("\x00" in value for values in request.POST.lists() for value in values[1])
    return False


class RejectNullBytesMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        if _carries_nul(request):
            return bad_request(request, exception=None)
        return self.get_response(request)
