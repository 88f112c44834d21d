"""Help pages: how to use the site, and where the law text comes from."""

from django.conf import settings
from django.shortcuts import render
from django.views.decorators.http import require_safe

from laws.coverage import coverage
from laws.models import Footnote, Paragraph
from laws.source_manifest import ManifestError, read_manifest

EDITIONS = {"print": "печатное издание", "web": "веб-издание «Все о Бридже»"}


def _source_files() -> list[dict]:
    """The manifest's description of each source file; none when the manifest is unreadable."""
    try:
        manifest = read_manifest(settings.LAW_SOURCES_DIR)
    except ManifestError:
        return []
    return [
        {
            "code": entry.get("file", "").split("_", 1)[0],
            "edition": EDITIONS.get(entry.get("edition", ""), entry.get("edition", "")),
            "holds": entry.get("holds", ""),
            "lines": entry.get("lines"),
        }
        for entry in manifest["files"]
    ]


@require_safe
def guide(request):
    return render(request, "shell/help/guide.html", {"coverage": coverage()})


@require_safe
def sources(request):
    context = {
        "coverage": coverage(),
        "files": _source_files(),
        "paragraphs": Paragraph.objects.count(),
        "footnotes": Footnote.objects.count(),
    }
    return render(request, "shell/help/sources.html", context)
