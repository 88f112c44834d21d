"""A learner in Chromium: answer a practice question and read the feedback in place."""

import re

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


def fill_whatever_is_asked(page):
    """Give some answer of the kind the form asks for; return the form."""
    form = page.locator("form.answer-form")
    expect(form).to_be_visible()
    if form.locator("input[type=radio]").count():
        form.locator("input[type=radio]").first.check()
    elif form.locator("input[type=checkbox]").count():
        form.locator("input[type=checkbox]").first.check()
    elif form.locator("input.answer-form__number").count():
        form.locator("input.answer-form__number").fill("1")
    else:
        form.locator("input[name=answer]").fill("HQ")
    return form


def answer_whatever_is_asked(page):
    fill_whatever_is_asked(page).locator("button[type=submit], input[type=submit]").first.click()


def test_answer_a_question_and_see_the_feedback(page):
    page.goto("/practice/next/")
    address = page.url
    answer_whatever_is_asked(page)
    feedback = page.locator(".feedback")
    expect(feedback).to_be_visible()
    expect(feedback.locator(".feedback__verdict")).to_have_text(re.compile(r"^(Верно|Неверно)$"))
    expect(feedback).to_contain_text("Правильный ответ")
    # htmx swapped the feedback in: the page itself did not change.
    assert page.url == address


def test_practice_page_on_a_phone(phone_page):
    phone_page.goto("/practice/next/")
    expect(phone_page.locator("form.answer-form")).to_be_visible()
    overflow = phone_page.evaluate(
        "document.documentElement.scrollWidth - document.documentElement.clientWidth"
    )
    assert overflow <= 1, f"the page scrolls sideways by {overflow}px on a phone"


def test_answer_without_javascript_in_two_steps(page_without_javascript):
    page = page_without_javascript
    page.goto("/practice/next/")
    answer_whatever_is_asked(page)
    # The cached page cannot carry the reader's tokens: the reader's own page confirms.
    expect(page.locator(".answer-form .notice")).to_contain_text("в два шага")
    page.locator("form.answer-form button[type=submit]").click()
    feedback = page.locator(".feedback")
    expect(feedback.locator(".feedback__verdict")).to_have_text(re.compile(r"^(Верно|Неверно)$"))


def test_the_feedback_on_a_phone_keeps_the_question_and_full_width_answers(phone_page):
    """The question stays above the feedback, and each answer spans the card: beside its
    label it wrapped one word a line."""
    page = phone_page
    page.goto("/practice/s/auction-card-becomes-penalty-card/")
    page.wait_for_selector("form.answer-form input[name=token]", state="attached")
    page.locator("form.answer-form input[type=checkbox]").first.check()
    page.locator("form.answer-form button[type=submit]").click()
    feedback = page.locator(".feedback")
    expect(feedback.locator(".feedback__prompt")).to_contain_text("Что может выбрать")
    card = feedback.bounding_box()
    answer = feedback.locator(".feedback__answers dd").last.bounding_box()
    assert answer["width"] > 0.8 * card["width"], (answer, card)
