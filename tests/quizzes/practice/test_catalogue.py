"""The practice catalogue: the collection by chapter and theme in Russian order with counts, the
law filter with titles, and the endless run of generated questions at the top."""

import pytest

from laws.models import Law
from quizzes.practice.catalogue import grouped, law_choices
from quizzes.practice.filters import Entry


def entry(title, chapter, irregularity, slug=None):
    return {
        "entry": Entry(slug or title, title, "player", ("64A1",), chapter, irregularity),
        "tried": False,
        "correct": None,
    }


def test_collection_is_grouped_by_chapter_in_book_order_then_theme_and_title_alphabetically():
    items = [
        entry("Штрафная карта у стола", "Розыгрыш", "penalty_card"),
        entry("Ёмкая задача о ренонсе", "Розыгрыш", "revoke"),
        entry("Заявка вне очереди", "Торговля", "call_out_of_rotation"),
        entry("Ренонс в последней взятке", "Розыгрыш", "revoke"),
        entry("Запись результата", "Обсчёт", "scoring"),
        entry("Ещё один ренонс", "Розыгрыш", "revoke"),
    ]
    groups = grouped(items)
    assert [(g["name"], g["count"]) for g in groups] == [
        ("Торговля", 1),
        ("Розыгрыш", 4),
        ("Обсчёт", 1),
    ]
    play = groups[1]
    assert [(t["label"], t["count"]) for t in play["themes"]] == [
        ("Фальшренонс", 3),
        ("Штрафная карта", 1),
    ]
    assert [i["entry"].title for i in play["themes"][0]["items"]] == [
        "Ёмкая задача о ренонсе",
        "Ещё один ренонс",
        "Ренонс в последней взятке",
    ]
    # Chapter anchors follow the book's numbering, whatever the filter leaves.
    assert [g["anchor"] for g in groups] == ["chapter-2", "chapter-3", "chapter-6"]


@pytest.mark.django_db
def test_law_filter_shows_numbers_and_titles_where_the_sources_keep_them():
    Law.objects.create(number=50, title="Штрафная карта", status="complete")
    Law.objects.create(number=13, title="", status="absent")
    assert law_choices({50, 13, 64}) == [(13, "13"), (50, "50 — Штрафная карта"), (64, "64")]


@pytest.mark.django_db
def test_practice_page_offers_the_endless_run_first_and_the_collection_by_chapter(
    client, stored_questions
):
    html = client.get("/practice/").content.decode()
    endless = html.index("Бесконечная тренировка")
    collection = html.index("Сборник задач")
    assert endless < collection
    # Each generator is offered with a fresh seed.
    assert html.count('class="endless__kind" href="/practice/g/') >= 1
    # The stored questions are all in «Розыгрыш»: two revokes, one lead out of turn.
    section = html[collection:]
    assert 'id="chapter-3-title">Розыгрыш <span class="collection__count">3</span>' in section
    revoke = section.index('Фальшренонс <span class="collection__count">2</span>')
    lead = section.index('Ход вне очереди <span class="collection__count">1</span>')
    assert revoke < section.index("Фальшренонс вистующего") < lead
    assert lead < section.index("Первый ход не с той руки")
