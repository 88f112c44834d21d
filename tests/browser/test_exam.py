"""A director candidate in Chromium: sit a short exam, survive a reload, read the results."""

import re

import pytest
from playwright.sync_api import expect

from tests.browser.test_quiz import answer_whatever_is_asked, fill_whatever_is_asked

pytestmark = pytest.mark.browser


def test_sit_a_short_exam(page):
    page.goto("/exam/")
    page.fill("input[name=questions]", "5")
    page.get_by_role("button", name="Начать экзамен").click()
    page.wait_for_url(re.compile(r"/exam/\d+/1/$"))
    exam = re.search(r"/exam/(\d+)/", page.url).group(1)

    # An exam in progress survives a reload.
    page.reload()
    expect(page.locator("form.answer-form")).to_be_visible()

    for number in range(1, 6):
        page.wait_for_url(re.compile(rf"/exam/{exam}/{number}/$"))
        # No feedback until the end.
        expect(page.locator(".feedback")).to_have_count(0)
        if number < 5:
            answer_whatever_is_asked(page)
    fill_whatever_is_asked(page).get_by_role("button", name="Сохранить и завершить").click()

    page.wait_for_url(re.compile(rf"/exam/{exam}/(finish|results)/$"))
    if "/finish/" in page.url:
        page.get_by_role("button", name="Завершить и узнать результат").click()
    page.wait_for_url(re.compile(rf"/exam/{exam}/results/$"))
    expect(page.locator(".exam-result")).to_contain_text("верно")
    expect(page.locator(".review-item")).to_have_count(5)
