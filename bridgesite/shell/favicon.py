"""/favicon.ico: browsers ask for it at the root whatever the page links; send the static file."""

from django.shortcuts import redirect
from django.templatetags.static import static
from django.views.decorators.http import require_safe


@require_safe
def favicon(request):
    return redirect(static("img/favicon.ico"), permanent=False)
