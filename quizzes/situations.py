"""Table situations for the law search, read-only: the scenario library and the «Судья,
подойдите!» incidents, each with the clauses that rule it and where to practise it.

The one place the search reads quiz data from (laws.search_page), so the quiz package can
move its modules without the search noticing.
"""

from urllib.parse import urlencode

from django.urls import reverse

from quizzes.director.flow import INCIDENTS
from quizzes.models import Scenario


def table_situations() -> list[dict]:
    """[{kind, key, title, text, laws, href}] for every scenario and every incident."""
    out = []
    for slug, title, question, laws in Scenario.objects.values_list(
        "slug", "title", "question", "laws"
    ):
        question = question if isinstance(question, dict) else {}
        text = " ".join(str(question.get(k) or "") for k in ("narrative", "prompt"))
        out.append(
            {
                "kind": "scenario",
                "key": slug,
                "title": title,
                "text": text,
                "laws": [str(law) for law in laws or []],
                "href": reverse("quizzes:scenario", args=[slug]),
            }
        )
    director = reverse("quizzes:director")
    for incident in INCIDENTS:
        out.append(
            {
                "kind": "incident",
                "key": incident.code,
                "title": incident.title,
                "text": " ".join([incident.summary, *(q.text for q in incident.questions)]),
                "laws": [str(law) for law in incident.laws],
                "href": f"{director}?{urlencode({'incident': incident.code})}",
            }
        )
    return out
