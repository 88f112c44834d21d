"""The site's URLs plus /bench/floor/<name>/: a do-nothing view returning stored bytes.

The floor of a page is the same bytes the real view produced, served through the same
middleware by a view that does nothing else; bench/overhead.py compares the two rates.
"""

from django.http import Http404, HttpResponse
from django.urls import path

from bench.server import FLOOR_DIR
from bridgesite.urls import handler404  # noqa: F401
from bridgesite.urls import urlpatterns as site_urlpatterns

_floors = {}


def floor(request, name):
    content = _floors.get(name)
    if content is None:
        source = FLOOR_DIR / f"{name}.html"
        if not source.is_file():
            raise Http404
        content = _floors[name] = source.read_bytes()
    return HttpResponse(content, content_type="text/html; charset=utf-8")


urlpatterns = [path("bench/floor/<slug:name>/", floor), *site_urlpatterns]
