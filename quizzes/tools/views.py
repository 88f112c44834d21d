"""Table-side tools: score (77), IMPs (78B), match points (78A), revoke (64), indemnity (88).

Pure calculators answer GET, so every result has its own URL; htmx gets only the result.
"""

from django.shortcuts import render
from django.views.decorators.http import require_safe

from quizzes.tools import (
    imp_converter,
    indemnity_calculator,
    matchpoint_calculator,
    revoke_penalty,
    score_calculator,
)
from quizzes.tools.form_input import ToolInputError

CALCULATORS = {
    "score": score_calculator.calculate,
    "imps": imp_converter.calculate,
    "matchpoints": matchpoint_calculator.calculate,
    "revoke": revoke_penalty.calculate,
    "indemnity": indemnity_calculator.calculate,
}


def _context(name, data):
    context = {"data": data, "imp_scale": imp_converter.scale_rows(), "tool": name}
    if name and any(value.strip() for value in data.values()):
        try:
            context[f"{name}_result"] = CALCULATORS[name](data)
        except ToolInputError as error:
            context[f"{name}_error"] = error
    return context


@require_safe
def index(request):
    return render(request, "quizzes/tools/index.html", _context(None, {}))


def _tool(request, name):
    context = _context(name, request.GET)
    if request.htmx:
        return render(request, f"quizzes/tools/panels.html#{name}_result", context)
    return render(request, "quizzes/tools/tool.html", context)


@require_safe
def score(request):
    return _tool(request, "score")


@require_safe
def imps(request):
    return _tool(request, "imps")


@require_safe
def matchpoints(request):
    return _tool(request, "matchpoints")


@require_safe
def revoke(request):
    return _tool(request, "revoke")


@require_safe
def indemnity(request):
    return _tool(request, "indemnity")
