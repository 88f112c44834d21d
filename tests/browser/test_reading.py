"""A reader in Chromium: a law page, a cross-reference preview, following it, a permalink."""

import re

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


def test_read_law_50(page):
    page.goto("/laws/50/")
    expect(page.locator("h1")).to_contain_text("Правило 50")
    expect(page.locator("main")).to_contain_text("штрафн")
    # Clause anchors are stable: the first clause of Law 50 is #50A.
    expect(page.locator("[id='50A']")).to_have_count(1)


def test_law_page_on_a_phone(phone_page):
    phone_page.goto("/laws/50/")
    expect(phone_page.locator("h1")).to_contain_text("Правило 50")
    overflow = phone_page.evaluate(
        "document.documentElement.scrollWidth - document.documentElement.clientWidth"
    )
    assert overflow <= 1, f"the page scrolls sideways by {overflow}px on a phone"


def test_cross_reference_preview_then_follow(page):
    page.goto("/laws/50/")
    link = page.locator("main a.xref").first
    expect(link).to_be_visible()
    href = link.get_attribute("href")
    link.hover()
    popover = page.locator("#law-popover")
    expect(popover).to_be_visible()
    expect(popover).not_to_be_empty()
    link.click()
    page.wait_for_url(re.compile(re.escape(href.split("#")[0])))
    if "#" in href:
        anchor = href.split("#", 1)[1]
        expect(page.locator(f"[id='{anchor}']")).to_be_in_viewport()


def test_preview_opens_from_the_keyboard(page):
    page.goto("/laws/50/")
    link = page.locator("main a.xref").first
    link.focus()
    expect(page.locator("#law-popover")).to_be_visible()


def test_clause_permalink_lands_on_the_anchor(page):
    page.goto("/laws/45/C4(B)/")
    assert page.url.endswith("/laws/45/#45C4B")
    expect(page.locator("[id='45C4B']")).to_be_in_viewport()


def test_contents_lists_all_laws(page):
    page.goto("/laws/")
    for number in (1, 50, 93):
        expect(page.locator(f"main a[href='/laws/{number}/']").first).to_be_attached()


def test_contents_folds_chapters_on_a_phone_and_opens_the_one_asked_for(phone_page):
    phone_page.goto("/laws/")
    folds = phone_page.locator("details.toc__fold")
    assert folds.count() >= 3
    expect(phone_page.locator("details.toc__fold[open]")).to_have_count(0)
    expect(phone_page.locator("#law-50")).to_be_hidden()
    # A chapter opens with a tap on its heading.
    phone_page.locator("summary.toc__fold-title", has_text="Часть II — ШТРАФНАЯ КАРТА").click()
    expect(phone_page.locator("#law-50")).to_be_visible()
    # The «Оглавление» link of a law page lands on its law, its fold open.
    phone_page.goto("/laws/64/")
    phone_page.locator(".law__up").click()
    expect(phone_page.locator("#law-64")).to_be_in_viewport()
    expect(phone_page.locator("details.toc__fold[open]")).to_have_count(1)


def test_contents_shows_every_law_at_once_on_a_wide_screen(page):
    page.goto("/laws/")
    folds = page.locator("details.toc__fold")
    expect(page.locator("details.toc__fold:not([open])")).to_have_count(0)
    assert folds.count() >= 3
    expect(page.locator("#law-93")).to_be_attached()
    expect(page.locator("#law-50 .toc__law-link")).to_be_visible()
