"""axe-core on the main pages: no serious or critical accessibility violations."""

import pytest
from django.urls import NoReverseMatch, reverse

from tests.browser.conftest import run_axe

pytestmark = pytest.mark.browser

MAIN_PAGES = [
    ("laws:home", {}, ""),
    ("laws:toc", {}, ""),
    ("laws:detail", {"number": 50}, ""),
    ("laws:detail", {"number": 1}, ""),
    ("laws:detail", {"number": 9}, ""),
    ("laws:detail", {"number": 90}, ""),
    ("laws:search", {}, "?q=штрафная+карта"),
    ("laws:subject_index", {}, ""),
    ("laws:glossary", {}, ""),
    ("quizzes:practice", {}, ""),
    ("quizzes:next", {}, ""),
]


@pytest.mark.parametrize(
    ("name", "kwargs", "query"), MAIN_PAGES, ids=[f"{n}{k or ''}" for n, k, _ in MAIN_PAGES]
)
def test_no_serious_accessibility_violations(page, axe_source, name, kwargs, query):
    try:
        path = reverse(name, kwargs=kwargs)
    except NoReverseMatch:
        pytest.fail(f"{name} is gone: update MAIN_PAGES")
    response = page.goto(path + query)
    assert response.ok, f"{path} answered {response.status}"
    violations = run_axe(page, axe_source)
    serious = [v for v in violations if v["impact"] in ("serious", "critical")]
    assert not serious, "\n".join(
        f"{v['impact']}: {v['id']} — {v['help']} at {v['nodes']}" for v in serious
    )
