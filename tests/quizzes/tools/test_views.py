"""The /tools/ pages: full page without JS, result partial for htmx, Russian errors, no 500."""

import pytest
from django.urls import reverse

pytestmark = pytest.mark.django_db

HTMX = {"HTTP_HX_REQUEST": "true"}


def test_index_has_every_tool_with_real_actions(client):
    response = client.get(reverse("quizzes:tools"))
    assert response.status_code == 200
    html = response.content.decode()
    tools = ["tool_score", "tool_imps", "tool_matchpoints", "tool_revoke", "tool_indemnity"]
    for name in [*tools, "tool_claim", "tool_adjusted"]:
        assert f'action="{reverse("quizzes:" + name)}"' in html
    assert 'href="/laws/77/"' in html and 'href="/laws/88/"' in html


@pytest.mark.parametrize(
    ("name", "query", "expected", "law"),
    [
        ("tool_score", "level=4&strain=S&doubled=X&vulnerable=1&tricks=8", "−500", "/laws/77/"),
        ("tool_score", "level=3&strain=NT&tricks=10", "+430", "/laws/77/"),
        ("tool_imps", "difference=430", "+10 IMP", "/laws/78/#78B"),
        ("tool_imps", "ours=-100&theirs=620", "−12 IMP", "/laws/78/#78B"),
        ("tool_matchpoints", "scores=620%0A620%0A170%0A-100", "83,3", "/laws/78/#78A"),
        (
            "tool_revoke",
            "offender=defender&trick=3&revoke_trick=offender&later=2",
            "64A1",
            "/laws/64/#64A1",
        ),
        (
            "tool_revoke",
            "offender=defender&trick=3&revoke_trick=opponents&later=0",
            "64B1",
            "/laws/64/#64B1",
        ),
        ("tool_indemnity", "top=12&session=67,5", "8,1 MP", "/laws/88/"),
        (
            "tool_claim",
            "deal=N%3AAQ...+32...+54...+K6...&strain=NT&leader=S&claimer=S&response=contested",
            "1 из 2",
            "/laws/70/#70E",
        ),
        (
            "tool_adjusted",
            "table=4%E2%99%A0X+%D0%AE+8&vulnerable=EW&offenders=NS"
            "&results=4%E2%99%A5+%D0%92+10%0A4%E2%99%A5+%D0%92+11+%D1%85%D0%BE%D1%82%D1%8C"
            "&scoring=teams&other_table=-620",
            "−650",
            "/laws/78/#78B",
        ),
    ],
)
def test_result_page_and_partial(client, name, query, expected, law):
    url = f"{reverse('quizzes:' + name)}?{query}"
    page = client.get(url)
    assert page.status_code == 200
    assert expected in page.content.decode()
    assert law in page.content.decode()
    assert "<html" in page.content.decode()
    partial = client.get(url, **HTMX)
    assert partial.status_code == 200
    body = partial.content.decode()
    assert expected in body and law in body
    assert "<html" not in body and 'class="tool-result' in body


@pytest.mark.parametrize(
    ("name", "query", "message"),
    [
        ("tool_score", "level=9&strain=S&tricks=8", "уровень контракта"),
        ("tool_score", "level=4&strain=S&tricks=abc", "не целое число"),
        ("tool_score", "level=4&strain=%00&tricks=8", "выберите"),
        ("tool_imps", "difference=1e99", "не целое число"),
        ("tool_imps", "ours=620", "укажите"),
        ("tool_matchpoints", "scores=620", "двух"),
        ("tool_matchpoints", "scores=" + "9" * 5000, "слишком длинное"),
        ("tool_revoke", "offender=defender&trick=11&revoke_trick=offender&later=9", "от 0 до 2"),
        ("tool_revoke", "offender=%D1%8F&trick=3&revoke_trick=offender&later=1", "выберите"),
        ("tool_indemnity", "top=-5", "от 1 до"),
        ("tool_indemnity", "top=12&session=nan", "от 0 до 100"),
        ("tool_adjusted", "table=4S+S&results=4S+S+10", "число взяток"),
        ("tool_adjusted", "offenders=NS&table=4S+S+9&results=4S+S+10+probable", "вероятный"),
        ("tool_adjusted", "offenders=NS&table=4S+S+9&results=%3Cscript%3E", "не контракт"),
        (
            "tool_adjusted",
            "offenders=NS&table=4S+S+9&results=4S+S+10&scoring=teams",
            "другой комнате",
        ),
    ],
)
def test_bad_input_is_a_russian_message_not_a_500(client, name, query, message):
    url = f"{reverse('quizzes:' + name)}?{query}"
    for extra in ({}, HTMX):
        response = client.get(url, **extra)
        assert response.status_code == 200
        body = response.content.decode()
        assert 'class="tool-error"' in body and message in body.lower()


def test_empty_tool_page_has_no_result(client):
    response = client.get(reverse("quizzes:tool_score"))
    assert response.status_code == 200
    assert "tool-error" not in response.content.decode()


def test_post_is_not_allowed(client):
    assert client.post(reverse("quizzes:tool_score")).status_code == 405


@pytest.mark.parametrize("query", ["", "?deal=&statement=&trick=", "?from=review"])
def test_the_claim_calculator_opened_without_input_asks_nothing_yet(client, query):
    """No position given, nothing submitted: the form with its defaults, no error, no result
    (an address carrying only another page's parameters is no submission either)."""
    for extra in ({}, HTMX):
        body = client.get(reverse("quizzes:tool_claim") + query, **extra).content.decode()
        assert "tool-error" not in body and "выберите значение" not in body
        assert "tool-result--filled" not in body


def test_the_claim_calculator_shows_no_time_of_an_objection_nobody_made(client):
    """«Когда возразили» has no value until somebody objects; given an objection, it is
    asked for."""
    page = client.get(reverse("quizzes:tool_claim")).content.decode()
    when = page.split('name="when"', 1)[1].split("</select>", 1)[0]
    assert '<option value="" selected>' in when
    asked = client.get(
        reverse("quizzes:tool_claim"),
        {"deal": "N:AQ... 32... 54... K6...", "withdrawn": "claimer", "when": ""},
    ).content.decode()
    assert "укажите, когда возразили" in asked.lower()


def test_a_claim_asked_by_address_without_the_lists_takes_their_defaults(client):
    """A link that gives the position only (no «response», no seats) is ruled with the
    form's defaults — the opponents contested, South claimed and leads — not refused with
    «выберите значение из списка»."""
    body = client.get(
        reverse("quizzes:tool_claim"), {"deal": "N:AQ... 32... 54... K6..."}
    ).content.decode()
    assert "выберите значение" not in body and "tool-error" not in body
    assert "1 из 2" in body
