"""A phone 390 px wide: no page of the site is wider than the screen.

A phone browser does not show a sideways scroll bar for a page that is too wide: it widens the
layout viewport to fit it, so `window.innerWidth` and `scrollWidth` grow together and comparing
them proves nothing. The check compares with the screen width the phone was given instead, and
also names every element that reaches past the screen's edges (the navigation strip, which
scrolls sideways inside its own box by design, and off-screen skip links excepted).
"""

import re

import pytest
from playwright.sync_api import expect

from quizzes.content.lookup import generator_kinds
from quizzes.director import flow
from quizzes.models import Scenario
from tests.browser.test_quiz import fill_whatever_is_asked

pytestmark = pytest.mark.browser

SCREEN = 390

WIDER_THAN_SCREEN = """(screen) => {
    const name = (e) => e.tagName.toLowerCase() + (e.id ? "#" + e.id : "")
        + (typeof e.className === "string" && e.className.trim()
            ? "." + e.className.trim().split(/\\s+/).join(".") : "");
    const wide = [];
    for (const el of document.body.querySelectorAll("*")) {
        if (el.closest(".site-nav__inner, .skip-link, .visually-hidden")) continue;
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        if (box.right > screen + 1 || box.left < -1) {
            wide.push(`${name(el)} from ${Math.round(box.left)} to ${Math.round(box.right)} px`);
        }
    }
    return {
        page: Math.max(document.documentElement.scrollWidth, window.innerWidth),
        wide: wide.slice(0, 5),
    };
}"""


def overflow(page) -> list[str]:
    """What on the current page is wider than the phone's screen, in words (empty: nothing)."""
    assert page.viewport_size["width"] == SCREEN
    found = page.evaluate(WIDER_THAN_SCREEN, SCREEN)
    problems = []
    if found["page"] > SCREEN:
        problems.append(f"{page.url}: the page is {found['page']} px wide")
    problems += [f"{page.url}: {element}" for element in found["wide"]]
    return problems


def assert_fits(page):
    problems = overflow(page)
    assert not problems, "\n".join(problems)


PAGES = [
    "/",
    "/laws/",
    "/laws/50/",
    "/laws/9/",
    "/laws/64/C/",
    "/index/",
    "/glossary/",
    "/search/?q=штрафная+карта",
    "/search/?q=50",
    "/practice/",
    "/practice/?law=50",
    "/practice/?chapter=Общие+правила+о+нарушениях",
    "/review/",
    "/progress/",
    "/progress/weak/",
    "/exam/",
    "/tools/",
    "/director/",
    "/director/?incident=revoke",
    "/accounts/login/",
    "/accounts/signup/",
    "/help/",
    "/help/sources/",
    "/no-such-page/",
]


@pytest.mark.parametrize("path", PAGES)
def test_page_fits_a_phone_screen(phone_page, path):
    phone_page.goto(path)
    assert_fits(phone_page)


def test_the_check_sees_a_page_that_is_too_wide(phone_page):
    # A phone widens its layout to fit a too-wide page: the check must still see it.
    phone_page.goto("/help/")
    phone_page.evaluate(
        """() => { const wide = document.createElement("div");
        wide.style.width = "461px"; wide.textContent = "таблица";
        document.querySelector("main").append(wide); }"""
    )
    problems = overflow(phone_page)
    assert any(re.search(r"the page is 4\d\d px wide", problem) for problem in problems), problems
    assert any(re.search(r"div from \d+ to 4\d\d px", problem) for problem in problems), problems


def questions_of_each_kind():
    """One authored task of each answer kind, and one question of each generator."""
    paths = []
    for kind in sorted(set(Scenario.objects.values_list("kind", flat=True))):
        slug = Scenario.objects.filter(kind=kind).order_by("slug").values_list("slug", flat=True)
        paths.append(f"/practice/s/{slug.first()}/")
    paths += [f"/practice/g/{kind}/1/" for kind in sorted(generator_kinds())]
    return paths


def answer_until_the_feedback(page) -> list[str]:
    """Answer whatever is asked, step by step for a question in steps, until the feedback
    shows; what was wider than the screen on the way."""
    problems = []
    for _answer in range(12):
        form = page.locator("form.answer-form")
        expect(form).to_be_visible()
        answered = page.locator(".step-results > li").count()
        step_field = form.locator("input[type=text][name^=step-]")
        if (
            not form.locator("input[type=radio], input[type=checkbox]").count()
            and step_field.count()
        ):
            step_field.first.fill("1")
        elif form.locator("input:not([type=hidden])").count():
            fill_whatever_is_asked(page)
        form.locator("button[type=submit]").first.click()
        feedback = page.locator(".feedback")
        next_step = page.locator(".step-results > li").nth(answered)
        expect(feedback.or_(next_step).first).to_be_visible()
        if feedback.count():
            return problems
        problems += overflow(page)
    raise AssertionError(f"{page.url}: no feedback after 12 answers")


def test_a_task_of_each_kind_and_its_feedback_fit_a_phone_screen(phone_page):
    problems = []
    for path in questions_of_each_kind():
        phone_page.goto(path)
        problems += overflow(phone_page)
        problems += answer_until_the_feedback(phone_page)
        expect(phone_page.locator(".feedback")).to_be_visible()
        problems += overflow(phone_page)
    assert not problems, "\n".join(problems)


TOOL_RESULTS = [
    "/tools/score/?level=4&strain=S&doubled=X&vulnerable=1&tricks=8",
    "/tools/imps/?ours=-100&theirs=620",
    "/tools/matchpoints/?scores=620%0A620%0A170%0A-100",
    "/tools/revoke/?offender=defender&trick=3&revoke_trick=offender&later=2",
    "/tools/indemnity/?top=12&session=67,5",
    "/tools/claim/?deal=N%3AAQ...+32...+54...+K6...&strain=NT&leader=S&claimer=S"
    "&response=contested",
]


def test_each_calculator_and_its_result_fit_a_phone_screen(phone_page):
    problems = []
    for address in TOOL_RESULTS:
        phone_page.goto(address.split("?")[0])
        problems += overflow(phone_page)
        phone_page.goto(address)
        expect(phone_page.locator(".tool-result").first).to_be_visible()
        problems += overflow(phone_page)
    assert not problems, "\n".join(problems)


def steps_to_a_ruling(incident):
    """The guide's addresses from an incident to a ruling, taking the first answer each time."""
    answers = {"incident": incident.code}
    while True:
        yield "/director/?" + flow.query(answers)
        question = flow.read(answers).question
        if question is None:
            return
        low, _high = flow.read(answers).bounds
        if question.is_cards:
            answers[question.name] = " ".join(["D4", "SA", "C2", "H3"][: question.cards[0]])
        elif question.is_call:
            # An insufficient bid over the call before it (any bid for the other questions).
            answers[question.name] = "1H" if question.name == "before" else "1D"
        else:
            answers[question.name] = str(low) if question.is_number else question.choices[0][0]


@pytest.mark.parametrize("incident", flow.INCIDENTS, ids=lambda incident: incident.code)
def test_the_directors_guide_to_a_ruling_fits_a_phone_screen(phone_page, incident):
    problems = []
    for address in steps_to_a_ruling(incident):
        phone_page.goto(address)
        problems += overflow(phone_page)
    expect(phone_page.locator("section.ruling")).to_be_visible()
    assert not problems, "\n".join(problems)


def test_a_learners_pages_with_answers_and_an_exam_fit_a_phone_screen(phone_page):
    page = phone_page
    page.goto("/accounts/signup/")
    page.fill("input[name=username]", "phone-reader")
    for field in page.locator("input[type=password]").all():
        field.fill("Длинный-пароль-для-телефона-7")
    page.get_by_role("button", name="Зарегистрироваться").click()
    page.wait_for_url(lambda url: "/signup/" not in url)

    problems = []
    for path in questions_of_each_kind()[:3]:
        page.goto(path)
        fill_whatever_is_asked(page).locator("button[type=submit]").first.click()
        expect(page.locator(".feedback")).to_be_visible()
    for path in ("/review/", "/progress/", "/progress/weak/", "/accounts/password/"):
        page.goto(path)
        problems += overflow(page)

    page.goto("/exam/")
    page.fill("input[name=questions]", "5")
    page.get_by_role("button", name="Начать экзамен").click()
    page.wait_for_url(re.compile(r"/exam/\d+/1/$"))
    problems += overflow(page)
    fill_whatever_is_asked(page).get_by_role("button", name="Сохранить и завершить").click()
    page.wait_for_url(re.compile(r"/exam/\d+/(finish|results)/$"))
    problems += overflow(page)
    if "/finish/" in page.url:
        page.get_by_role("button", name="Завершить и узнать результат").click()
        page.wait_for_url(re.compile(r"/exam/\d+/results/$"))
    expect(page.locator(".review-item").first).to_be_visible()
    problems += overflow(page)
    # The list of past exams, with a finished one in it.
    page.goto("/exam/")
    expect(page.locator("table.data-table:not(.exam-blueprint)")).to_be_visible()
    problems += overflow(page)
    assert not problems, "\n".join(problems)
