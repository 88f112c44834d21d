"""Reading pages: contents, a law, clause permalinks and the preview fragments."""

from django.http import Http404
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_safe

from bridgesite.caching import corpus_cached
from laws.clause_path import ClausePath, ClausePathError
from laws.contents import build_contents
from laws.law_page import build_law, build_lost_section_preview, build_preview, clause_href
from laws.models import Clause, GlossaryEntry, Law


def _law_or_404(number: int) -> Law:
    # Out-of-range numbers never reach the database (an enormous int would overflow it).
    if not 1 <= number <= 93:
        raise Http404("Нет такого правила")
    return get_object_or_404(
        Law.objects.select_related("chapter", "part", "section"), number=number
    )


def _clause_or_404(number: int, path: str) -> Clause:
    try:
        target = ClausePath.of(number, path)
    except ClausePathError as error:
        raise Http404("Нет такого пункта") from error
    return get_object_or_404(Clause.objects.select_related("law"), anchor=target.anchor)


@require_safe
@corpus_cached
def toc(request):
    return render(request, "laws/toc.html", build_contents())


@require_safe
@corpus_cached
def detail(request, number):
    return render(request, "laws/detail.html", build_law(_law_or_404(number)))


@require_safe
def clause(request, number, path):
    """Permalink /laws/45/C4(B)/ (also C4B, С4(В)) → the anchor on the law page."""
    _law_or_404(number)
    found = _clause_or_404(number, path)
    return redirect(clause_href(number, found.anchor))


@require_safe
@corpus_cached
def preview(request, number, path):
    law = _law_or_404(number)
    template = "laws/preview.html#preview" if request.htmx else "laws/preview.html"
    try:
        found = _clause_or_404(number, path)
    except Http404:
        # A section whose heading the sources lost (14B): what survives of it, saying so.
        try:
            section = ClausePath.of(number, path).relative
        except ClausePathError:
            raise Http404("Нет такого пункта") from None
        context = build_lost_section_preview(law, section)
        if context is None:
            raise
        return render(request, template, context)
    return render(request, template, build_preview(found.law, found))


@require_safe
@corpus_cached
def law_preview(request, number):
    law = _law_or_404(number)
    template = "laws/preview.html#preview" if request.htmx else "laws/preview.html"
    return render(request, template, build_preview(law, None))


@require_safe
@corpus_cached
def term_preview(request, slug):
    entry = get_object_or_404(GlossaryEntry, slug=slug)
    template = "laws/term.html#term" if request.htmx else "laws/term.html"
    return render(request, template, {"entry": entry})
