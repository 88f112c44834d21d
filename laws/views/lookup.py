"""Quick lookup pages: search, the subject index, the glossary."""

from django.shortcuts import redirect, render
from django.views.decorators.http import require_safe

from bridgesite.caching import corpus_cached
from laws import search_page
from laws.models import Clause, GlossaryEntry, IndexEntry
from laws.querysets import cited_law_links, linked_definition
from laws.search.jump import jump_target


def _scope(params) -> tuple[str, str]:
    """The search scope from ?law=50, ?chapter=X or the selector's ?scope=law:50 / chapter:X;
    the search itself ignores a law or chapter that does not exist."""
    kind, _, value = params.get("scope", "").partition(":")
    law = value if kind == "law" else params.get("law", "")
    return law, value if kind == "chapter" else params.get("chapter", "")


@require_safe
@corpus_cached
def search(request):
    raw = request.GET.get("q", "")
    target = jump_target(raw)
    partial = request.htmx and not request.htmx.history_restore_request
    if target and not partial:
        return redirect(Clause.objects.jump_href(target))
    law, chapter = _scope(request.GET)
    context = {
        "q": raw,
        "found": search_page.search(raw, law=law, chapter=chapter),
        "jump": target and {"label": f"Правило {target}", "href": Clause.objects.jump_href(target)},
    }
    return render(request, "laws/search.html#results" if partial else "laws/search.html", context)


@require_safe
@corpus_cached
def suggest(request):
    """Suggestions under a search box while the reader types (htmx; a listbox)."""
    raw = request.GET.get("q", "")
    found = search_page.suggestions(raw) if raw.strip() else []
    context = {"q": raw, "suggestions": found, "status": search_page.suggestions_status(found)}
    return render(request, "laws/_search_suggestions.html", context)


@require_safe
@corpus_cached
def subject_index(request):
    return render(request, "laws/subject_index.html", {"letters": IndexEntry.objects.by_letter()})


@require_safe
@corpus_cached
def glossary(request):
    entries = [
        (e, linked_definition(e.definition), cited_law_links(e.laws))
        for e in GlossaryEntry.objects.all()
    ]
    return render(request, "laws/glossary.html", {"entries": entries})
