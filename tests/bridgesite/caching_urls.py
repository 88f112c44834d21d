"""Views for tests/bridgesite/test_caching.py: they count how often they really render."""

from django.http import HttpResponse
from django.middleware.csrf import get_token
from django.urls import path

from bridgesite.caching import corpus_cached

calls = []


@corpus_cached
def page(request):
    calls.append(request.get_full_path())
    # As the site's views do: the template is chosen by django-htmx's request.htmx.
    fragment = request.htmx and not request.htmx.history_restore_request
    suffix = " (фрагмент)" if fragment else ""
    return HttpResponse(f"Правило 50{suffix}", content_type="text/html; charset=utf-8")


@corpus_cached
def with_form(request):
    calls.append(request.get_full_path())
    return HttpResponse(f'<input name="csrfmiddlewaretoken" value="{get_token(request)}">')


@corpus_cached
def missing(request):
    calls.append(request.get_full_path())
    return HttpResponse("нет", status=404)


urlpatterns = [
    path("page/", page),
    path("form/", with_form),
    path("missing/", missing),
]
