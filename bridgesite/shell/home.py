from django.shortcuts import render
from django.views.decorators.http import require_safe

from laws.coverage import coverage
from laws.models import Law

# Laws a director reaches for most often at the table (penalty cards, leads, revokes).
FEATURED = [45, 50, 53, 63, 64, 81]


@require_safe
def home(request):
    return render(
        request,
        "shell/home.html",
        {
            "coverage": coverage(),
            "featured": Law.objects.filter(number__in=FEATURED).only("number", "title"),
        },
    )
