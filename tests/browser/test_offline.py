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


def test_directors_guide_and_calculators_work_offline_once_opened(page):
    page.goto("/director/")
    page.evaluate("() => navigator.serviceWorker.ready.then(() => true)")
    page.reload()
    # A step of the guide, swapped in by htmx, and a calculator's result, as whole pages.
    page.locator(".incident-list a").first.click()
    expect(page.locator("form.director-step legend")).to_be_visible()
    step_address, step_question = page.url, page.locator("form.director-step legend").inner_text()
    page.goto("/tools/imps/?difference=430")
    expect(page.locator("#imps-result")).to_contain_text("+10 IMP")
    page.context.set_offline(True)

    page.goto("/director/")
    expect(page.locator("h1")).to_have_text("Судья, подойдите!")
    # The same step again, through htmx: the fragment was kept.
    page.locator(".incident-list a").first.click()
    expect(page.locator("form.director-step legend")).to_have_text(step_question)
    page.goto(step_address)
    expect(page.locator("form.director-step legend")).to_have_text(step_question)
    page.goto("/tools/imps/?difference=430")
    expect(page.locator("#imps-result")).to_contain_text("+10 IMP")
    # Every calculator's own page was kept on install, though never opened.
    page.goto("/tools/revoke/")
    expect(page.locator("#tool-revoke-title")).to_contain_text("Наказание за фальшренонс")
    # A step never seen: a Russian note in its place, and the guide still answers.
    page.goto("/director/")
    page.locator(".incident-list a").last.click()
    expect(page.locator(".offline-note")).to_contain_text("Нет соединения с сетью")
    page.context.set_offline(False)
