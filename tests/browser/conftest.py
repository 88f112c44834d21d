"""Browser tests: Playwright for Python driving Debian's Chromium against a live test server.

- Chromium is /usr/bin/chromium (or $CHROMIUM); without it every browser test is skipped, and
  `make test` says so. Playwright's own browser download is never used.
- The server is pytest-django's LiveServer helper (the class behind its `live_server` fixture),
  started once per module over a test database that holds the imported corpus and scenarios:
  `live_server` itself flushes the database after every test, and importing the corpus for each
  test would cost more than the tests themselves.
- Each test gets a fresh browser context; at its end a full-page screenshot goes to
  artifacts/browser/<test>.png, and any Content-Security-Policy violation or JavaScript error the
  page reported fails the test.
- axe-core (tests/browser/vendor/axe-*.min.js, from the npm package, MPL-2.0) runs in the page
  through Playwright's evaluate, which the page's CSP does not govern.
"""

import os
import re
import threading
from pathlib import Path

import pytest
from django.core.management import call_command

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-dev-shm-usage",
]
ARTIFACTS = Path(__file__).resolve().parents[2] / "artifacts" / "browser"
VENDOR = Path(__file__).resolve().parent / "vendor"


def pytest_collection_modifyitems(items):
    # Every browser test uses the test database through `site_url`; the django_db mark is what
    # makes pytest-django create that database even when only browser tests are collected.
    here = Path(__file__).resolve().parent
    for item in items:
        if item.path.is_relative_to(here):
            item.add_marker(pytest.mark.django_db)


@pytest.fixture(scope="module")
def browser():
    if not os.access(CHROMIUM, os.X_OK):
        pytest.skip(f"no Chromium at {CHROMIUM} (apt-get install chromium)")
    from playwright.sync_api import sync_playwright

    # Playwright's sync API keeps an event loop running in this thread while it lives; Django
    # would otherwise refuse the ORM calls the fixtures make from it.
    previous = os.environ.get("DJANGO_ALLOW_ASYNC_UNSAFE")
    os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = "true"
    try:
        with sync_playwright() as playwright:
            chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            yield chromium
            chromium.close()
    finally:
        if previous is None:
            os.environ.pop("DJANGO_ALLOW_ASYNC_UNSAFE", None)
        else:
            os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = previous


@pytest.fixture(scope="module")
def site_url(django_db_setup, django_db_blocker):
    """Base URL of a live server over the imported corpus and scenarios."""
    from django.conf import settings
    from django.test import override_settings
    from pytest_django.live_server_helper import LiveServer

    # Plain static storage for the server's whole life, not only during each test: the service
    # worker keeps fetching pages to cache after a test has ended, and between tests the
    # settings are back to the manifest storage, which has no manifest without collectstatic.
    plain = {
        **settings.STORAGES,
        "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
    }
    with django_db_blocker.unblock(), override_settings(STORAGES=plain):
        refuse_unless_test_database()
        call_command("import_laws", verbosity=0)
        call_command("load_scenarios", verbosity=0)
        server = LiveServer("127.0.0.1")
        yield server.url
        finish_requests_in_flight()
        server.stop()
        call_command("flush", interactive=False, verbosity=0)


def finish_requests_in_flight(timeout=5.0):
    # Chromium may still be fetching when a module ends (the service worker caches pages after
    # a test). A request thread that ends after the server has stopped sharing the test
    # database's connection with its threads fails to close it, and the next test reports it.
    for thread in threading.enumerate():
        if thread.name.endswith("(process_request_thread)"):
            thread.join(timeout)


def refuse_unless_test_database():
    # The fixture imports and finally flushes: never let it touch a developer's database.
    from django.db import connection

    name = str(connection.settings_dict["NAME"])
    if not (name.startswith("test_") or "memory" in name):
        raise RuntimeError(f"refusing to load data into {name}: not a test database")


class PageProblems:
    """What the page complained about: CSP violations, script errors, failed requests."""

    def __init__(self, page):
        self.messages = []
        page.on("console", self._console)
        page.on("pageerror", lambda error: self.messages.append(f"page error: {error}"))

    def _console(self, message):
        text = message.text
        if message.type == "error" or "Content Security Policy" in text:
            # A 404 the test provoked on purpose is not a problem of the page.
            if re.search(r"status of 404", text):
                return
            self.messages.append(f"console {message.type}: {text}")


def _open(browser, site_url, request, **options):
    context = browser.new_context(base_url=site_url, locale="ru-RU", **options)
    page = context.new_page()
    page.set_default_timeout(10_000)
    page.problems = PageProblems(page)
    yield page
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    name = re.sub(r"[^\w.-]+", "_", request.node.name)[:120]
    try:
        page.screenshot(path=ARTIFACTS / f"{name}.png", full_page=True)
    finally:
        context.close()
    assert not page.problems.messages, "\n".join(page.problems.messages)


@pytest.fixture
def page(browser, site_url, request):
    yield from _open(browser, site_url, request, viewport={"width": 1280, "height": 900})


@pytest.fixture
def phone_page(browser, site_url, request):
    yield from _open(
        browser,
        site_url,
        request,
        viewport={"width": 390, "height": 844},
        is_mobile=True,
        has_touch=True,
    )


@pytest.fixture
def page_without_javascript(browser, site_url, request):
    yield from _open(
        browser,
        site_url,
        request,
        viewport={"width": 1280, "height": 900},
        java_script_enabled=False,
    )


@pytest.fixture(scope="session")
def axe_source():
    return next(VENDOR.glob("axe-*.min.js")).read_text(encoding="utf-8")


def run_axe(page, source):
    """axe-core's violations on the current page (WCAG 2.1 A/AA rules)."""
    page.evaluate(source)
    return page.evaluate(
        """async () => {
            const result = await axe.run(document, {
                runOnly: {type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]},
            });
            return result.violations.map(v => ({
                id: v.id, impact: v.impact, help: v.help,
                nodes: v.nodes.slice(0, 3).map(n => n.target.join(" ")),
            }));
        }"""
    )
