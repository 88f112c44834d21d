"""/director/: incident list, one question per step, the ruling; htmx partial; no 500."""

import pytest
from django.urls import reverse

pytestmark = pytest.mark.django_db

HTMX = {"HTTP_HX_REQUEST": "true"}


def get(client, query="", **extra):
    return client.get(f"{reverse('quizzes:director')}?{query}", **extra)


def test_start_lists_incidents_as_links(client):
    body = get(client).content.decode()
    assert "Что случилось?" in body
    assert "?incident=revoke" in body and "?incident=insufficient_bid" in body


def test_a_step_is_a_form_carrying_earlier_answers(client):
    body = get(client, "incident=revoke&offender=defender").content.decode()
    assert 'method="get"' in body and f'action="{reverse("quizzes:director")}"' in body
    assert 'type="hidden" name="offender" value="defender"' in body
    assert 'name="established"' in body
    assert "изменить" in body


def test_htmx_gets_only_the_flow(client):
    response = get(client, "incident=revoke&offender=defender", **HTMX)
    body = response.content.decode()
    assert response.status_code == 200
    assert body.lstrip().startswith('<div id="director-flow"') and "<html" not in body


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        (
            "incident=lead_out_of_turn&opening=no&offender=defender&proper=declarer&card=D5&next_played=no",
            "/laws/56/",
        ),
        ("incident=opening_lead&seen_dummy=no&card=CQ", "/laws/54/#54A"),
        (
            "incident=revoke&offender=defender&established=yes&trick=3&revoke_trick=offender&later=2&faced=no&second_same_suit=no&discovered=play",
            "/laws/64/#64A1",
        ),
        ("incident=revoke&offender=declarer&established=no&led=C&card=H4", "/laws/62/#62B2"),
        (
            "incident=insufficient_bid&before=1H&bid=1D&lho_called=no&conventional=no",
            "/laws/27/#27B1A",
        ),
        ("incident=premature_play&both_hands=no&card=C9", "/laws/57/#57A3"),
        ("incident=dummy_designation&said=any&led=H8", "/laws/46/#46B5"),
    ],
)
def test_ruling_links_its_clauses(client, query, expected):
    for extra in ({}, HTMX):
        response = get(client, query, **extra)
        assert response.status_code == 200
        body = response.content.decode()
        assert "Решение" in body and expected in body


@pytest.mark.parametrize(
    ("query", "message"),
    [
        ("incident=bogus", "такого нарушения в списке нет"),
        ("incident=revoke&offender=kibitzer", "выберите ответ из списка"),
        ("incident=revoke&offender=defender&established=yes&trick=99", "от 1 до 12"),
        (
            "incident=revoke&offender=defender&established=yes&trick=11&revoke_trick=offender&later=9&second_same_suit=no&discovered=play",
            "от 0 до 2",
        ),
        ("incident=" + "x" * 5000, "такого нарушения"),
    ],
)
def test_bad_answers_are_russian_messages(client, query, message):
    response = get(client, query)
    assert response.status_code == 200
    assert message in response.content.decode().lower()


def test_revoke_steps_ask_the_law_64_facts_then_rule(client):
    query = "incident=revoke&offender=defender&established=yes&trick=3&revoke_trick=partner&later=2"
    body = get(client, query, **HTMX).content.decode()
    assert 'name="won_with_revoke_suit"' in body
    assert 'type="hidden" name="later" value="2"' in body
    body = get(client, query + "&won_with_revoke_suit=yes", **HTMX).content.decode()
    assert 'name="faced"' in body and "штрафную карту" in body
    body = get(client, query + "&won_with_revoke_suit=yes&faced=no").content.decode()
    assert 'name="second_same_suit"' in body
    ruling = get(
        client, query + "&won_with_revoke_suit=yes&faced=no&second_same_suit=no&discovered=play"
    ).content.decode()
    assert "Решение" in ruling and "/laws/64/#64A2" in ruling
    assert "всего 2" in ruling
    faced = get(
        client, query + "&won_with_revoke_suit=yes&faced=yes&second_same_suit=no&discovered=play"
    ).content.decode()
    assert "/laws/64/#64B3" in faced and "взяток не переходит" in faced


def test_post_is_not_allowed(client):
    assert client.post(reverse("quizzes:director")).status_code == 405
