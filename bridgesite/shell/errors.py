from django.shortcuts import render


def not_found(request, exception=None):
    """Russian 404 page for every unknown address (handler404)."""
    return render(request, "404.html", status=404)
