"""A card question in the browser: the position at the moment of the question (played cards
greyed, the trick on the table), the stepper through the play, picking a card in the diagram,
a wrong answer with «Попробовать ещё раз», and the same question without JavaScript."""

import re

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import ARTIFACTS

pytestmark = pytest.mark.browser

# East is on lead with his major penalty card ♠Д on the table (Law 50E1). He led ♥9 to the
# first trick; North won the second (♣К, ♣Т, ♣2, ♣9).
URL = "/practice/s/major-penalty-card-must-lead/"


def shot(page, name):
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"card-question-{name}.png"), full_page=True)


def ready(page):
    """The page has loaded and htmx has brought the reader's answer token."""
    page.goto(URL)
    expect(page.locator(".answer-form input[name=token]")).to_have_count(1)
    return page.locator(".hand--e")


def test_the_diagram_shows_the_position_when_the_question_is_asked(page):
    east = ready(page)
    # ♥9 (trick 1) and ♣Т (trick 2) have gone from East's hand; ♠Д is still his.
    expect(east.locator('[data-card="H9"]')).to_have_class(re.compile(r"\bis-played\b"))
    expect(east.locator('[data-card="CA"]')).to_have_class(re.compile(r"\bis-played\b"))
    expect(east.locator('[data-card="SQ"]')).not_to_have_class(re.compile(r"\bis-played\b"))
    expect(page.locator(".table-diagram .hand__card.is-played")).to_have_count(8)
    # The second trick lies on the table: North's ♣К at the top.
    expect(page.locator(".compass__n")).to_have_text("♣К")


def test_the_stepper_walks_the_play_trick_by_trick(page):
    ready(page)
    stepper = page.locator(".stepper")
    status = stepper.locator(".stepper__status")
    expect(status).to_have_text("Взятка 2 из 2 — момент вопроса")
    stepper.get_by_role("button", name="Сдача до первого хода").click()
    expect(status).to_have_text("Сдача до первого хода")
    expect(page.locator(".table-diagram .hand__card.is-played")).to_have_count(0)
    expect(page.locator(".compass__e")).to_have_text("В")
    stepper.get_by_role("button", name="Взятка вперёд").click()
    expect(status).to_have_text("Взятка 1 из 2")
    expect(page.locator(".table-diagram .hand__card.is-played")).to_have_count(4)
    expect(page.locator(".compass__e")).to_have_text("♥9")
    expect(page.locator('.tricks tr[data-trick="1"]')).to_have_class(re.compile("is-current"))
    shot(page, "stepper-1280")
    stepper.get_by_role("button", name="К моменту вопроса").click()
    expect(status).to_have_text("Взятка 2 из 2 — момент вопроса")
    expect(stepper.get_by_role("button", name="Взятка вперёд")).to_be_disabled()


def test_picking_a_card_in_the_diagram_then_retrying_a_wrong_answer(page):
    east = ready(page)
    form = page.locator("form.answer-form")
    east.locator('[data-card="SJ"]').click()
    expect(form.locator('input[type=radio][value="SJ"]')).to_be_checked()
    expect(east.locator('[data-card="SJ"]')).to_have_class(re.compile(r"\bis-picked\b"))
    # A card already played is not offered.
    expect(east.locator('[data-card="H9"]')).not_to_have_class(re.compile("is-pickable"))
    shot(page, "picked-1280")
    form.get_by_role("button", name="Ответить").click()
    feedback = page.locator(".feedback")
    expect(feedback.locator(".feedback__verdict")).to_have_text("Неверно")
    expect(feedback).to_contain_text("Задача вернётся в этой тренировке")
    shot(page, "wrong-1280")
    feedback.get_by_role("link", name="Попробовать ещё раз").click()
    ready(page)
    page.locator("form.answer-form input[type=text][name=answer]").fill("дама пик")
    page.locator("form.answer-form").get_by_role("button", name="Ответить").click()
    expect(page.locator(".feedback__verdict")).to_have_text("Верно")
    shot(page, "right-1280")


def test_an_unreadable_card_is_refused_in_place(page):
    ready(page)
    form = page.locator("form.answer-form")
    form.locator("input[type=text][name=answer]").fill("дама кого-то")
    form.get_by_role("button", name="Ответить").click()
    refusal = page.locator(".answer-form__refusal")
    expect(refusal).to_contain_text("Не удалось прочитать карту «дама кого-то»")
    expect(refusal).to_contain_text("задача по-прежнему открыта")
    expect(page.locator(".feedback")).to_have_count(0)
    # Picking in the diagram works on the form that came back.
    page.locator('.hand--e [data-card="SQ"]').click()
    page.locator("form.answer-form").get_by_role("button", name="Ответить").click()
    expect(page.locator(".feedback__verdict")).to_have_text("Верно")


def test_card_question_and_stepper_on_a_phone(phone_page):
    page = phone_page
    ready(page)
    expect(page.locator(".stepper")).to_be_visible()
    page.locator(".stepper").get_by_role("button", name="Взятка назад").click()
    page.locator('.hand--e [data-card="SQ"]').click()
    overflow = page.evaluate(
        "document.documentElement.scrollWidth - document.documentElement.clientWidth"
    )
    assert overflow <= 1, f"the page scrolls sideways by {overflow}px on a phone"
    shot(page, "phone-390")


def test_without_javascript_the_cards_are_a_list_and_the_play_a_table(page_without_javascript):
    page = page_without_javascript
    page.goto(URL)
    expect(page.locator(".stepper")).to_be_hidden()
    expect(page.locator(".tricks tbody tr")).to_have_count(2)
    form = page.locator("form.answer-form")
    form.locator('input[type=radio][value="SQ"]').check()
    form.get_by_role("button", name="Ответить").click()
    expect(page.locator(".answer-form .notice")).to_contain_text("в два шага")
    page.locator("form.answer-form").get_by_role("button", name="Ответить").click()
    expect(page.locator(".feedback__verdict")).to_have_text("Верно")
