"""Reading offline: the service worker, served from the site root so that it may control every
page, and the page it shows for a page it has not kept."""

from pathlib import Path

from django.conf import settings
from django.http import HttpResponse
from django.shortcuts import render
from django.views.decorators.cache import cache_control
from django.views.decorators.http import require_safe


@require_safe
def offline(request):
    """What the service worker shows for a page it has not kept (cached on install)."""
    return render(request, "shell/offline.html")


@require_safe
@cache_control(no_cache=True)
def service_worker(request):
    # Served from the site root so that it may control every page (scope "/").
    script = Path(settings.BASE_DIR, "static", "js", "sw.js").read_text(encoding="utf-8")
    response = HttpResponse(script, content_type="application/javascript; charset=utf-8")
    response["Service-Worker-Allowed"] = "/"
    return response
