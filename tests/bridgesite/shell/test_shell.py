"""The site shell: navigation, the current section, favicon, help pages, home, 404 and 500."""

from html.parser import HTMLParser
from pathlib import Path

import pytest
from django.conf import settings
from django.http import HttpResponse
from django.template import loader
from django.urls import path, reverse

from laws.models import Law


def boom(request):
    raise RuntimeError("broken on purpose")


# A URLconf for the 500 test only (settings.ROOT_URLCONF points here there).
urlpatterns = [path("boom/", boom), path("ok/", lambda request: HttpResponse("ok"))]


class Links(HTMLParser):
    """Anchors inside <header> and <footer>: (href, aria-current or None, where)."""

    def __init__(self):
        super().__init__()
        self.where = []
        self.links = []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag in ("header", "footer", "nav"):
            self.where.append(attrs.get("class", tag))
        if tag == "a" and self.where:
            self.links.append((attrs.get("href"), attrs.get("aria-current"), " ".join(self.where)))

    def handle_endtag(self, tag):
        if tag in ("header", "footer", "nav") and self.where:
            self.where.pop()


def shell_links(response):
    parser = Links()
    parser.feed(response.content.decode())
    return parser.links


@pytest.fixture
def laws(db):
    """A small corpus with distinctive counts: 2 complete, 3 partial, 1 title only, 4 absent."""
    statuses = ["complete"] * 2 + ["partial"] * 3 + ["title_only"] + ["absent"] * 4
    for number, status in enumerate(statuses, start=1):
        Law.objects.create(number=number, title=f"Тест {number}", status=status)


NAV_TARGETS = [
    "laws:home",
    "laws:toc",
    "laws:subject_index",
    "laws:glossary",
    "laws:search",
    "quizzes:practice",
    "quizzes:review",
    "quizzes:exam",
    "quizzes:progress",
    "quizzes:director",
    "quizzes:tools",
    "laws:help",
    "login",
]


@pytest.mark.django_db
def test_header_links_every_section_and_each_answers(client):
    links = shell_links(client.get("/"))
    header = {href for href, _current, where in links if "site-header" in where}
    assert header == {reverse(name) for name in NAV_TARGETS}
    for href in header:
        assert client.get(href).status_code == 200, href


@pytest.mark.django_db
def test_footer_links_the_help_pages(client):
    footer = {href for href, _c, where in shell_links(client.get("/")) if "site-footer" in where}
    assert {reverse("laws:help"), reverse("laws:about")} <= footer


@pytest.mark.django_db
def test_logged_in_reader_gets_a_logout_form_instead_of_login(client, django_user_model):
    client.force_login(django_user_model.objects.create_user("игрок", password="x" * 12))
    page = client.get("/").content.decode()
    assert f'action="{reverse("logout")}"' in page
    assert f'href="{reverse("login")}"' not in page


@pytest.mark.parametrize(
    ("url", "marked", "state"),
    [
        ("/", "laws:home", "page"),
        ("/laws/", "laws:toc", "page"),
        ("/glossary/", "laws:glossary", "page"),
        ("/exam/", "quizzes:exam", "page"),
        ("/tools/", "quizzes:tools", "page"),
        ("/tools/score/", "quizzes:tools", "true"),
        ("/progress/weak/", "quizzes:progress", "true"),
        ("/help/", "laws:help", "page"),
        ("/help/sources/", "laws:help", "true"),
        ("/accounts/login/", "login", "page"),
    ],
)
@pytest.mark.django_db
def test_current_section_is_marked_once(client, laws, url, marked, state):
    response = client.get(url)
    assert response.status_code == 200
    current = [
        (href, c) for href, c, where in shell_links(response) if "site-header" in where and c
    ]
    assert current == [(reverse(marked), state)]


@pytest.mark.django_db
def test_law_page_marks_the_laws_section(client, laws):
    current = [
        (h, c) for h, c, w in shell_links(client.get("/laws/3/")) if "site-header" in w and c
    ]
    assert current == [(reverse("laws:toc"), "true")]


def test_favicon_files_exist_and_are_linked(client):
    img = Path(settings.BASE_DIR) / "static" / "img"
    assert "<path" in (img / "favicon.svg").read_text()
    assert (img / "favicon-32.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    # An ICO directory with one 32×32 image.
    assert (img / "favicon.ico").read_bytes()[:8] == b"\x00\x00\x01\x00\x01\x00\x20\x20"
    base = (Path(settings.BASE_DIR) / "templates" / "base.html").read_text()
    assert "img/favicon.svg" in base and "img/favicon-32.png" in base


def test_favicon_ico_at_the_root_is_not_a_404(client):
    response = client.get("/favicon.ico")
    assert response.status_code == 302
    assert response["Location"].endswith("img/favicon.ico")


@pytest.mark.django_db
def test_sources_page_counts_laws_from_the_database(client, laws):
    page = client.get(reverse("laws:about")).content.decode()
    assert "Из 10 правил кодекса текст сохранился у 5: полностью — у 2, частично — у 3." in page
    for count, label in [(2, "полный текст"), (3, "текст неполный"), (1, "только заголовок")]:
        assert f"<strong>{count}</strong> {label}" in page
    assert "<strong>4</strong> текста нет" in page
    # Each law is listed under its status, linked to its page.
    assert f'<a href="{reverse("laws:detail", args=[6])}">6</a>' in page
    assert "Об источниках" in page and "не является текстом правил" in page
    assert "печатного издания" in page


@pytest.mark.django_db
def test_help_page_is_russian_and_marked_as_our_words(client, laws):
    response = client.get(reverse("laws:help"))
    page = response.content.decode()
    assert response.status_code == 200
    assert "Как пользоваться сайтом" in page
    assert "написана нами" in page and "Это не текст правил" in page
    assert "из 10 правил полный текст есть у 2, неполный — у 3" in page
    for example in ("50E", "45C4(B)", "revoke"):
        assert example in page


@pytest.mark.django_db
def test_home_serves_the_three_readers_and_the_coverage(client, laws):
    page = client.get("/").content.decode()
    for href in (
        reverse("quizzes:director"),
        reverse("quizzes:tools"),
        reverse("quizzes:exam"),
        reverse("quizzes:review"),
        reverse("quizzes:progress"),
        reverse("laws:toc"),
    ):
        assert f'href="{href}' in page, href
    assert page.count(f'action="{reverse("laws:search")}"') >= 2  # big search and law-number jump
    assert "Из 10 правил кодекса текст сохранился у 5" in page


@pytest.mark.django_db
def test_home_works_on_an_empty_database(client):
    response = client.get("/")
    assert response.status_code == 200
    assert "Из 0 правил" in response.content.decode()


@pytest.mark.parametrize("url", ["/no-such-page/", "/laws/999/", "/laws/1/Z9/"])
@pytest.mark.django_db
def test_404_is_russian_inside_the_shell(client, laws, url):
    response = client.get(url)
    page = response.content.decode()
    assert response.status_code == 404
    assert 'lang="ru"' in page
    assert "Страница не найдена" in page
    assert 'class="site-nav"' in page
    assert f'action="{reverse("laws:search")}"' in page


def test_500_page_needs_no_database_or_request():
    # No django_db mark: any query while rendering would raise here.
    page = loader.get_template("500.html").render()
    assert 'lang="ru"' in page and "Что-то пошло не так" in page
    assert "{%" not in page and "{{" not in page


def test_500_handler_serves_the_russian_page(client, settings):
    settings.ROOT_URLCONF = __name__
    settings.DEBUG = False
    client.raise_request_exception = False
    response = client.get("/boom/")
    assert response.status_code == 500
    assert "Что-то пошло не так" in response.content.decode()
