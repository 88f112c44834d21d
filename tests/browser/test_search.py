"""Search in Chromium: results as you type (htmx), and the "/" shortcut."""

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


def test_search_as_you_type(page):
    page.goto("/search/")
    box = page.locator("main input[name=q]")
    box.press_sequentially("штрафная карта", delay=40)
    results = page.locator("#search-results")
    # No Enter pressed: htmx fetched the results and pushed the query into the address.
    expect(results).to_contain_text("Правило 50")
    page.wait_for_function("location.search.includes('q=')")
    expect(results.locator("mark").first).to_be_visible()


def test_slash_focuses_the_search_box(page):
    page.goto("/laws/50/")
    page.locator("body").press("/")
    expect(page.locator("#site-search-q")).to_be_focused()


def test_law_number_jump(page):
    page.goto("/")
    page.fill("#site-search-q", "45C4(B)")
    page.press("#site-search-q", "Enter")
    page.wait_for_url("**/laws/45/**")
    assert "45C4B" in page.url
