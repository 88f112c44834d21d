"""A clear Russian page (or htmx fragment) for bad input: nothing lost, never a 500."""

from django.shortcuts import render


def problem(request, message: str, status: int = 400, title: str = "", links=()):
    """Render ``message`` with ``status``; ``links`` are (url, text) pairs to go on from."""
    context = {
        "message": message,
        "title": title or ("Не найдено" if status == 404 else "Запрос не выполнен"),
        "links": list(links),
        "status": status,
    }
    template = "shell/problem.html#problem" if request.htmx else "shell/problem.html"
    return render(request, template, context, status=status)
