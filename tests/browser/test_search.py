"""Search in Chromium: results and suggestions as you type, the "/" shortcut, no JavaScript."""

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


def test_suggestions_as_you_type_are_chosen_with_the_keyboard(page):
    page.goto("/laws/45/")
    box = page.locator("#site-search-q")
    box.press_sequentially("штрафн", delay=40)
    options = page.locator("#site-search-suggest [role=option]")
    expect(options.first).to_be_visible()
    expect(box).to_have_attribute("aria-expanded", "true")
    # The count is announced in the polite live region.
    expect(page.locator("#site-search-live")).to_contain_text("подсказ")
    box.press("ArrowDown")
    first = options.first
    expect(first).to_have_attribute("aria-selected", "true")
    expect(box).to_have_attribute("aria-activedescendant", first.get_attribute("id"))
    box.press("ArrowDown")
    expect(options.nth(1)).to_have_attribute("aria-selected", "true")
    expect(first).to_have_attribute("aria-selected", "false")
    box.press("ArrowUp")
    law = first.locator("a").get_attribute("href").split("/")[2]  # "/laws/50/C/" → "50"
    box.press("Enter")
    page.wait_for_url(f"**/laws/{law}/**")


def test_law_numbers_are_completed(page):
    page.goto("/")
    page.locator("#site-search-q").press_sequentially("6", delay=40)
    labels = page.locator("#site-search-suggest .search-suggest__label")
    expect(labels.first).to_have_text("Правило 6")
    expect(page.locator("#site-search-suggest")).to_contain_text("Правило 64")


def test_escape_closes_the_suggestions(page):
    page.goto("/")
    box = page.locator("#site-search-q")
    box.press_sequentially("ренонс", delay=40)
    expect(page.locator("#site-search-suggest [role=option]").first).to_be_visible()
    box.press("Escape")
    expect(page.locator("#site-search-suggest [role=option]")).to_have_count(0)
    expect(box).to_have_attribute("aria-expanded", "false")


def test_search_works_without_javascript(page_without_javascript):
    page = page_without_javascript
    page.goto("/laws/50/")
    page.fill("#site-search-q", "защитник уронил карту")
    page.press("#site-search-q", "Enter")
    page.wait_for_url("**/search/?q=*")
    expect(page.locator("#search-results")).to_contain_text("Правило 50")
    expect(page.locator("#site-search-suggest [role=option]")).to_have_count(0)
    # The scope selector applies with the button, as a plain form.
    page.select_option("#search-scope", "law:49")
    page.click("main form .btn")
    page.wait_for_url("**scope=law%3A49**")
    expect(page.locator("#search-results")).to_contain_text("в правиле 49")
    # A law number still jumps.
    page.fill("#search-q", "64A2")
    page.press("#search-q", "Enter")
    page.wait_for_url("**/laws/64/**")
