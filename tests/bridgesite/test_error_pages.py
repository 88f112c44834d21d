"""Error pages show only what they mean to say: no template source, in Russian."""

import re
from pathlib import Path

import pytest
from django.conf import settings
from django.template import loader
from django.test import Client

ERROR_TEMPLATES = ["400.html", "403.html", "403_csrf.html", "500.html"]
TEMPLATE_SOURCE = re.compile(r"\{[#%{]|[#%}]\}")


def template_files():
    from django.apps import apps

    dirs = [Path(d) for engine in settings.TEMPLATES for d in engine.get("DIRS", [])]
    dirs += [Path(app.path) / "templates" for app in apps.get_app_configs()]
    project = Path(settings.BASE_DIR).resolve()
    return sorted(
        path
        for d in dirs
        if d.is_dir() and project in d.resolve().parents
        for path in d.rglob("*.html")
    )


def test_the_project_has_templates_to_check():
    assert len(template_files()) > 30


@pytest.mark.parametrize("path", template_files(), ids=lambda p: p.name)
def test_no_template_has_a_comment_django_would_show(path):
    # {# … #} ends at the end of its line: Django prints a multi-line one as text.
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        opened = line.rfind("{#")
        assert opened == -1 or "#}" in line[opened:], f"{path.name}:{number}: {line.strip()}"


@pytest.mark.parametrize("name", ERROR_TEMPLATES)
def test_error_page_renders_without_a_request_and_shows_no_template_source(name):
    html = loader.get_template(name).render()
    assert html.lstrip().lower().startswith("<!doctype html>")
    assert not TEMPLATE_SOURCE.search(html), TEMPLATE_SOURCE.search(html)
    assert "Django" not in html and "processors" not in html
    assert 'lang="ru"' in html


def visible(response):
    html = response.content.decode()
    assert not TEMPLATE_SOURCE.search(html), TEMPLATE_SOURCE.search(html)
    assert "processors" not in html
    return html


@pytest.mark.django_db
def test_a_request_for_another_host_gets_the_russian_400_page(client):
    response = client.get("/", HTTP_HOST="attacker.example")
    assert response.status_code == 400
    assert "Неверный запрос" in visible(response)


@pytest.mark.django_db
def test_a_form_without_its_csrf_token_gets_the_russian_403_page():
    response = Client(enforce_csrf_checks=True).post("/accounts/login/", {"username": "x"})
    assert response.status_code == 403
    assert "Форма устарела" in visible(response)


@pytest.mark.django_db
def test_a_nul_in_the_path_gets_the_russian_400_page(client):
    response = client.get("/laws/%00/")
    assert response.status_code == 400
    assert "<h1>Неверный запрос</h1>" in visible(response)
