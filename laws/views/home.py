from django.shortcuts import render
from django.views.decorators.http import require_GET

from laws.models import Division, Law

# Laws a director reaches for most often at the table (penalty cards, leads, revokes).
FEATURED = [45, 50, 53, 63, 64, 81]


@require_GET
def home(request):
    return render(
        request,
        "home.html",
        {
            "divisions": Division.objects.filter(kind__in=["chapter", "part"]).order_by(
                "first_law", "order"
            ),
            "laws_with_text": Law.objects.filter(status__in=["complete", "partial"]).count(),
            "laws_total": Law.objects.count(),
            "featured": Law.objects.filter(number__in=FEATURED),
        },
    )
