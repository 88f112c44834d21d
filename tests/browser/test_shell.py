"""The site shell in Chromium: header rows at 1280 px, the compact header on a phone, help pages."""

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import run_axe

pytestmark = pytest.mark.browser

NAV_ITEM_TOPS = """() => Array.from(
    document.querySelectorAll('.site-nav__group ul a, .nav-logout button')
).map(a => Math.round(a.getBoundingClientRect().top))"""


def box(page, selector):
    return page.locator(selector).first.bounding_box()


def test_desktop_header_has_brand_and_search_on_one_row_and_nav_on_one_row(page):
    page.goto("/laws/")
    brand, search = box(page, ".brand"), box(page, ".site-header .site-search")
    # Same row: the two boxes overlap vertically.
    assert (
        search["y"] < brand["y"] + brand["height"] and brand["y"] < search["y"] + search["height"]
    )
    tops = page.evaluate(NAV_ITEM_TOPS)
    assert len(tops) == 12 and len(set(tops)) == 1, f"nav items on rows {sorted(set(tops))}"
    assert page.locator(".site-nav [aria-current]").inner_text() == "Правила"


def test_phone_header_is_compact_with_search_in_view(phone_page):
    phone_page.goto("/tools/score/")
    header = box(phone_page, ".site-header")
    assert header["height"] <= 130, f"header is {header['height']}px tall on a phone"
    expect(phone_page.locator("#site-search-q")).to_be_in_viewport()
    # The sections form one strip that scrolls sideways, not rows pushing the page down.
    assert len(set(phone_page.evaluate(NAV_ITEM_TOPS))) == 1
    overflow = phone_page.evaluate(
        "document.documentElement.scrollWidth - document.documentElement.clientWidth"
    )
    assert overflow <= 1, f"the page scrolls sideways by {overflow}px"
    # The current section (a tool page is under «Инструменты») is scrolled into the strip.
    current = phone_page.locator(".site-nav [aria-current]")
    expect(current).to_have_text("Инструменты")
    item, strip = current.bounding_box(), box(phone_page, ".site-nav__inner")
    assert strip["x"] <= item["x"] and item["x"] + item["width"] <= strip["x"] + strip["width"]


@pytest.mark.parametrize("path", ["/", "/help/", "/help/sources/", "/no-such-page/"])
def test_shell_pages_have_no_serious_accessibility_violations(page, axe_source, path):
    page.goto(path)
    serious = [v for v in run_axe(page, axe_source) if v["impact"] in ("serious", "critical")]
    assert not serious, "\n".join(f"{v['id']} — {v['help']} at {v['nodes']}" for v in serious)


def test_favicon_is_served(page):
    response = page.goto("/favicon.ico")
    assert response.ok
    assert response.headers["content-type"] in ("image/x-icon", "image/vnd.microsoft.icon")
