"""Table-side tools: score (77), IMPs (78B), match points (78A), revoke (64), indemnity (88),
claims and concessions (68–71), adjusted scores (12C2).

Pure calculators answer GET, so every result has its own URL; htmx gets only the result.
"""

from django.shortcuts import render
from django.views.decorators.http import require_safe

from quizzes.tools import (
    ToolInputError,
    adjusted_score_calculator,
    claim_calculator,
    imp_converter,
    indemnity_calculator,
    matchpoint_calculator,
    revoke_penalty,
    score_calculator,
)
from quizzes.tools.forms import (
    AdjustedScoreForm,
    ClaimForm,
    ImpForm,
    IndemnityForm,
    MatchpointForm,
    RevokeForm,
    ScoreForm,
)

TOOLS = {
    "score": (ScoreForm, score_calculator.calculate),
    "imps": (ImpForm, imp_converter.calculate),
    "matchpoints": (MatchpointForm, matchpoint_calculator.calculate),
    "revoke": (RevokeForm, revoke_penalty.calculate),
    "indemnity": (IndemnityForm, indemnity_calculator.calculate),
    "claim": (ClaimForm, claim_calculator.calculate),
    "adjusted": (AdjustedScoreForm, adjusted_score_calculator.calculate),
}


def _panel(name, query=None) -> dict:
    """The form of one tool, and its result or its first error when the query asks."""
    form_class, calculate = TOOLS[name]
    form = form_class(query, auto_id=f"{name}-%s")
    context = {f"{name}_form": form}
    if form.is_bound and form.is_valid():
        try:
            context[f"{name}_result"] = calculate(**form.facts())
        except ToolInputError as error:
            form.add_error(error.field, error.message)
    context[f"{name}_error"] = form.first_error
    return context


@require_safe
def index(request):
    context = {"imp_scale": imp_converter.scale_rows(), "tool": None}
    for name in TOOLS:
        context.update(_panel(name))
    return render(request, "quizzes/tools/index.html", context)


@require_safe
def tool(request, name):
    """One tool's own page (``name`` comes from its URL pattern, never from the address)."""
    context = {"imp_scale": imp_converter.scale_rows(), "tool": name, **_panel(name, request.GET)}
    if request.htmx:
        return render(request, f"quizzes/tools/panels.html#{name}_result", context)
    return render(request, "quizzes/tools/tool.html", context)
