"""«Судья, подойдите!»: pick the incident, answer a few questions, get the engine's ruling.

All state is in the query string, so every step and every ruling is a link; htmx swaps
only the flow panel.
"""

from django.shortcuts import render
from django.views.decorators.http import require_safe

from quizzes.director import flow
from quizzes.director.ruling import decide


@require_safe
def director(request):
    state = flow.read(request.GET)
    context = {
        "state": state,
        "incidents": flow.INCIDENTS,
        "back": flow.links_back(state),
        "hidden": [(name, value) for name, value in state.answers.items()],
        "ruling": decide(state) if state.incident and not state.question else None,
    }
    template = "quizzes/director/index.html#flow" if request.htmx else "quizzes/director/index.html"
    return render(request, template, context)
