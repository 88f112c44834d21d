"""At the table without a network: pages once visited keep working (static/js/sw.js)."""

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


def test_visited_pages_work_offline(page):
    page.goto("/laws/50/")
    page.evaluate("() => navigator.serviceWorker.ready.then(() => true)")
    # Load through the now active worker so that it keeps the page and its static files.
    page.reload()
    page.goto("/index/")
    page.context.set_offline(True)

    page.goto("/laws/50/")
    expect(page.locator("h1")).to_contain_text("Правило 50")
    # The index and glossary are kept on install; the contents too.
    page.goto("/glossary/")
    expect(page.locator("h1")).to_have_text("Определения")
    page.goto("/index/")
    expect(page.locator("h1")).to_have_text("Предметный указатель")
    # A clause permalink falls back to its cached law page, at the clause.
    page.goto("/laws/50/E/")
    page.wait_for_url("**/laws/50/#50E")
    # A page never opened: the site's own Russian offline page.
    page.goto("/laws/2/")
    expect(page.locator("h1")).to_have_text("Нет соединения с сетью")
    page.context.set_offline(False)
