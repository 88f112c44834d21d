"""Security behaviour of the whole site: headers, CSRF, hostile input, oversized input.

The hostile-input tests walk every URL pattern the site has (admin aside), so views added later
are covered without touching this file: each must refuse bad path values and bad query strings
with a 4xx or handle them, never a 500, and never echo markup unescaped.
"""

import re
from html.parser import HTMLParser

import pytest
from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.test import Client
from django.urls import URLPattern, URLResolver, get_resolver, reverse
from django.utils import timezone

from tests.quizzes.conftest import answer_fields

SCRIPT = "<script>alert('xss')</script>"
IMG = '"><img src=x onerror=alert(1)>'
MARKUP_PROBES = ("<script>alert('xss')", "<img src=x onerror")

# Payloads for a path converter, by converter name; custom converters get the "str" ones.
PATH_VALUES = {
    "int": ["0", "999999999999999999999999"],
    "slug": ["no-such-thing", "x" * 3000],
    "str": [SCRIPT, IMG, "..", "%2e%2e", "Z9", "x" * 3000, "%00", "A%0d%0aSet-Cookie:x=1"],
    "path": ["../../etc/passwd", "..%2F..%2Fbridgesite%2Fsettings.py", SCRIPT, "x" * 3000],
    "uuid": ["00000000-0000-0000-0000-000000000000"],
}
PLAIN = {"int": "50", "slug": "x", "uuid": "00000000-0000-0000-0000-000000000000"}
# Query parameters the site's views read or might read; every one gets every hostile value.
QUERY_NAMES = ["q", "page", "scope", "law", "chapter", "level", "kind", "seed", "n", "next", "mode"]
QUERY_VALUES = [SCRIPT, IMG, "x" * 10_000, "-1", "99999999999999999999999", "\x00", "☠️§∞", "'; --"]
# Four query strings per page: every name gets markup, a long value, and two rotations of junk.
JUNK = QUERY_VALUES[3:]
QUERIES = {
    "markup": {name: (SCRIPT, IMG)[i % 2] for i, name in enumerate(QUERY_NAMES)},
    "long": dict.fromkeys(QUERY_NAMES, "x" * 10_000),
    "junk-a": {name: JUNK[i % len(JUNK)] for i, name in enumerate(QUERY_NAMES)},
    "junk-b": {name: JUNK[(i + 2) % len(JUNK)] for i, name in enumerate(QUERY_NAMES)},
}

SLOW_QUERIES = {"long", "junk-b"}

CONVERTER = re.compile(r"<(?:(?P<kind>\w+):)?(?P<name>\w+)>")


def site_routes(resolver=None, prefix=""):
    """Route strings of every URL pattern (regex patterns and the admin left out)."""
    resolver = resolver or get_resolver()
    for entry in resolver.url_patterns:
        route = str(entry.pattern)
        if route.startswith("^") or route.startswith("admin/"):
            continue
        if isinstance(entry, URLResolver):
            yield from site_routes(entry, prefix + route)
        elif isinstance(entry, URLPattern):
            yield prefix + route


def fill(route, chosen=None, value=None):
    """The route with every converter plain, except `chosen` (an index) set to `value`."""
    parts = iter(range(100))

    def replace(match):
        index = next(parts)
        if index == chosen:
            return value
        return PLAIN.get(match["kind"] or "str", "A")

    return "/" + CONVERTER.sub(replace, route)


def hostile_paths():
    cases = []
    for route in site_routes():
        converters = list(CONVERTER.finditer(route))
        for index, match in enumerate(converters):
            kind = match["kind"] or "str"
            for value in PATH_VALUES.get(kind, PATH_VALUES["str"]):
                cases.append(pytest.param(fill(route, index, value), id=f"{route}:{value[:12]}"))
    return cases


def plain_paths():
    return sorted({fill(route) for route in site_routes()})


@pytest.fixture(scope="module")
def site_data(django_db_setup, django_db_blocker):
    """The imported corpus and scenarios, for pages with real content. An import that fails
    fails the sweep: probing an empty site would pass while testing nothing."""
    from laws.models import Law
    from quizzes.models import Scenario

    with django_db_blocker.unblock():
        refuse_unless_test_database()
        call_command("import_laws", verbosity=0)
        call_command("load_scenarios", verbosity=0)
        assert Law.objects.exists() and Scenario.objects.exists(), "the site data did not load"
        yield
        call_command("flush", interactive=False, verbosity=0)


def refuse_unless_test_database():
    # site_data imports and finally flushes: never let it touch a developer's database.
    from django.db import connection

    name = str(connection.settings_dict["NAME"])
    if not (name.startswith("test_") or "memory" in name):
        raise RuntimeError(f"refusing to load data into {name}: not a test database")


def assert_escaped(response):
    body = response.content.decode(errors="replace")
    for probe in MARKUP_PROBES:
        assert probe not in body, f"{probe!r} rendered unescaped"


def assert_refused_or_served(response):
    assert response.status_code < 500
    assert response.status_code in {200, 204, 301, 302, 303, 304, 400, 403, 404, 405, 410, 413}


# --- headers -------------------------------------------------------------------------------


@pytest.mark.django_db
@pytest.mark.parametrize("path", ["/", "/no-such-page/", *plain_paths()])
def test_every_page_carries_the_security_headers(client, path):
    response = client.get(path)
    csp = response["Content-Security-Policy"]
    assert "script-src 'self'" in csp
    assert "style-src 'self'" in csp
    assert "object-src 'none'" in csp
    assert "frame-ancestors 'none'" in csp
    assert "unsafe-inline" not in csp
    assert "unsafe-eval" not in csp
    assert response["X-Frame-Options"] == "DENY"
    assert response["X-Content-Type-Options"] == "nosniff"
    assert response["Referrer-Policy"] == "same-origin"
    assert response["Cross-Origin-Opener-Policy"] == "same-origin"


@pytest.mark.django_db
def test_pages_have_no_inline_script_or_handlers(client):
    body = client.get("/").content.decode()
    for tag in re.findall(r"<script\b[^>]*>", body):
        assert "src=" in tag or 'type="application/json"' in tag, tag
    assert not re.search(r"\son[a-z]+\s*=", body), "inline event handler"
    assert not re.search(r"<[^>]+\sstyle\s*=", body), "inline style attribute"
    assert "<style" not in body


@pytest.mark.django_db
def test_htmx_is_served_from_own_static_files_without_inline_styles(client):
    body = client.get("/").content.decode()
    assert re.search(r'<script src="/static/vendor/htmx[^"]*\.js"', body)
    assert '"includeIndicatorStyles": false' in body


@pytest.mark.django_db
@pytest.mark.parametrize("proto", ["https"])
def test_hsts_and_secure_cookies_in_production_mode(client, settings, proto):
    settings.SECURE_SSL_REDIRECT = True
    settings.SECURE_HSTS_SECONDS = 31536000
    settings.SECURE_HSTS_INCLUDE_SUBDOMAINS = True
    settings.SECURE_HSTS_PRELOAD = True
    settings.SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
    settings.TRUSTED_PROXIES = ["127.0.0.1"]  # the test client plays the TLS proxy
    settings.CSRF_COOKIE_SECURE = True
    redirect = client.get("/")
    assert redirect.status_code == 301
    assert redirect["Location"].startswith("https://")
    response = client.get("/admin/login/", HTTP_X_FORWARDED_PROTO=proto)
    assert response["Strict-Transport-Security"] == "max-age=31536000; includeSubDomains; preload"
    assert response.cookies["csrftoken"]["secure"] is True


@pytest.mark.django_db
@pytest.mark.parametrize("path", ["/laws/", "/laws/50/", "/index/", "/glossary/"])
def test_corpus_pages_are_fit_for_a_shared_cache(client, site_data, path):
    response = client.get(path)
    assert response.status_code == 200
    assert "public" in response["Cache-Control"]
    assert "max-age=" in response["Cache-Control"]
    assert "Set-Cookie" not in response
    assert "csrfmiddlewaretoken" not in response.content.decode()
    revalidated = client.get(path, HTTP_IF_NONE_MATCH=response["ETag"])
    assert revalidated.status_code == 304


@pytest.mark.django_db
def test_unknown_host_is_refused(client):
    assert client.get("/", HTTP_HOST="evil.example").status_code == 400


# --- CSRF ----------------------------------------------------------------------------------


@pytest.fixture
def strict_client():
    return Client(enforce_csrf_checks=True)


@pytest.mark.django_db
@pytest.mark.parametrize("path", ["/", "/admin/login/", *plain_paths()])
@pytest.mark.parametrize("htmx", [False, True], ids=["form", "htmx"])
def test_post_without_csrf_token_is_refused(strict_client, path, htmx):
    headers = {"HX-Request": "true"} if htmx else {}
    response = strict_client.post(path, {"username": "a", "password": "b"}, headers=headers)
    assert response.status_code == 403


@pytest.mark.django_db
def test_htmx_post_with_token_from_cookie_passes_csrf(strict_client):
    strict_client.get("/admin/login/")
    token = strict_client.cookies["csrftoken"].value
    response = strict_client.post(
        "/admin/login/",
        {"username": "nobody", "password": "wrong"},
        headers={"HX-Request": "true", "X-CSRFToken": token},
    )
    assert response.status_code == 200  # the form again, with its error: CSRF let it through


@pytest.mark.django_db
def test_post_with_forged_token_is_refused(strict_client):
    strict_client.get("/admin/login/")
    response = strict_client.post(
        "/admin/login/",
        {"username": "a", "password": "b"},
        headers={"X-CSRFToken": "x" * 64},
    )
    assert response.status_code == 403


# --- hostile and oversized input -----------------------------------------------------------


@pytest.mark.django_db
@pytest.mark.parametrize("path", hostile_paths())
def test_hostile_path_values_are_refused_cleanly(client, site_data, path):
    response = client.get(path)
    assert_refused_or_served(response)
    assert_escaped(response)


@pytest.mark.django_db
@pytest.mark.parametrize("path", plain_paths())
@pytest.mark.parametrize(
    "query",
    # The quick loop keeps markup and one rotation of junk on every page; the long values and
    # the second rotation are the slow part of the sweep.
    [
        pytest.param(query, id=name, marks=[pytest.mark.slow] if name in SLOW_QUERIES else [])
        for name, query in QUERIES.items()
    ],
)
def test_hostile_query_strings_are_refused_cleanly(client, site_data, path, query):
    response = client.get(path, query)
    assert_refused_or_served(response)
    assert_escaped(response)


@pytest.mark.django_db
@pytest.mark.parametrize(
    "path",
    [
        "/static/../bridgesite/settings.py",
        "/static/..%2f..%2fbridgesite%2fsettings.py",
        "/static/%2e%2e/%2e%2e/etc/passwd",
        "/laws/../../etc/passwd",
        "/" + "a" * 10_000 + "/",
        "/" + SCRIPT + "/",
        "/laws/%00/",
    ],
)
def test_traversal_and_junk_paths_are_404(client, path):
    response = client.get(path)
    assert response.status_code in {400, 404}
    assert b"SECRET_KEY" not in response.content
    assert b"root:" not in response.content
    assert_escaped(response)


@pytest.mark.django_db
@pytest.mark.parametrize("path", ["/", "/admin/login/", *plain_paths()])
def test_oversized_post_is_refused(client, path):
    body = "x" * (settings.DATA_UPLOAD_MAX_MEMORY_SIZE + 1)
    response = client.post(path, {"q": body})
    # Refused: 400 when the body is read, or turned away before it is (login, 404, 405).
    assert 300 <= response.status_code < 500


@pytest.mark.django_db
def test_too_many_fields_is_refused(client):
    fields = {f"f{i}": "1" for i in range(settings.DATA_UPLOAD_MAX_NUMBER_FIELDS + 10)}
    assert client.post("/admin/login/", fields).status_code == 400


class Forms(HTMLParser):
    """The forms of a page: action, method and the fields with their rendered values."""

    def __init__(self):
        super().__init__()
        self.forms = []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "form":
            method = (attrs.get("method") or "get").lower()
            self.forms.append({"action": attrs.get("action"), "method": method, "fields": []})
        elif tag in ("input", "select", "textarea", "button") and self.forms and attrs.get("name"):
            kind = attrs.get("type", "text") if tag == "input" else tag
            self.forms[-1]["fields"].append((attrs["name"], kind, attrs.get("value") or ""))


def forms_of(html):
    parser = Forms()
    parser.feed(html)
    return parser.forms


def form_pages(client):
    """Every page with a plain address, and a practice question, with the forms on it."""
    pages = [*plain_paths(), "/practice/next/"]
    for path in pages:
        response = client.get(path, follow=True)
        if response.status_code == 200 and "html" in response.get("Content-Type", ""):
            final = response.request["PATH_INFO"]
            for form in forms_of(response.content.decode()):
                yield final, form


HOSTILE_FIELDS = {"markup": SCRIPT + "\x00" + IMG, "long": "9" * 20_000}


@pytest.mark.django_db
@pytest.mark.parametrize("value", HOSTILE_FIELDS.values(), ids=HOSTILE_FIELDS.keys())
def test_every_form_refuses_hostile_values_cleanly(client, site_data, value):
    """Fill every visible field of every form on the site with hostile text and submit it."""
    submitted = 0
    for page, form in form_pages(client):
        data = {}
        for name, kind, rendered in form["fields"]:
            keep = kind == "hidden" or name == "csrfmiddlewaretoken"
            data.setdefault(name, rendered if keep else value)
        action = form["action"] or page
        if form["method"] == "post":
            response = client.post(action, data)
        else:
            response = client.get(action, data)
        assert response.status_code < 500, f"{form['method']} {action} from {page}"
        assert_escaped(response)
        submitted += 1
    assert submitted >= 5


# --- usernames and login throttling --------------------------------------------------------


def login_path():
    try:
        return reverse("login")
    except Exception:
        return "/admin/login/"


@pytest.mark.django_db
@pytest.mark.parametrize("username", [SCRIPT, IMG])
def test_hostile_username_is_escaped_on_the_login_form(client, username):
    response = client.post(login_path(), {"username": username, "password": "wrong"})
    assert response.status_code == 200
    assert_escaped(response)


@pytest.mark.django_db
def test_hostile_username_is_escaped_where_the_user_is_shown(client):
    user = get_user_model().objects.create_user(username="<b>x</b>", password="a-long-passw0rd")
    client.force_login(user)
    body = client.get("/").content.decode()
    assert "<b>x</b>" not in body


@pytest.mark.django_db
def test_repeated_failed_logins_lock_the_account_out(client):
    get_user_model().objects.create_user(username="director", password="correct-horse-battery")
    path = login_path()
    for _ in range(settings.AXES_FAILURE_LIMIT - 1):
        assert client.post(path, {"username": "director", "password": "guess"}).status_code == 200
    locked = client.post(path, {"username": "director", "password": "guess"})
    assert locked.status_code == 429
    assert "Вход временно закрыт" in locked.content.decode()
    # Even the right password is refused while locked out.
    right = client.post(path, {"username": "director", "password": "correct-horse-battery"})
    assert right.status_code == 429


@pytest.mark.django_db
def test_admin_is_only_for_staff(client):
    user = get_user_model().objects.create_user(username="reader", password="a-long-passw0rd")
    client.force_login(user)
    response = client.get("/admin/")
    assert response.status_code == 302
    assert "/admin/login/" in response["Location"]


@pytest.mark.django_db
def test_csrf_failure_page_is_russian(strict_client):
    response = strict_client.post("/accounts/login/", {"username": "a", "password": "b"})
    assert response.status_code == 403
    assert "Форма устарела" in response.content.decode()


@pytest.mark.django_db
def test_too_large_request_page_is_russian(client):
    body = "x" * (settings.MAX_REQUEST_BODY + 1)
    response = client.post("/accounts/login/", {"username": body})
    assert response.status_code == 413
    assert "Слишком большой запрос" in response.content.decode()


@pytest.mark.django_db
def test_bad_request_page_is_russian(client):
    response = client.get("/", HTTP_HOST="attacker.example")
    assert response.status_code == 400
    assert "Неверный запрос" in response.content.decode()


# --- stored content ------------------------------------------------------------------------


@pytest.mark.django_db
def test_scenario_text_is_escaped_on_the_question_page_and_in_the_feedback(client):
    from quizzes.models import Scenario

    call_command("load_scenarios", verbosity=0)
    row = Scenario.objects.filter(kind="choice").order_by("pk").first()
    question = dict(row.question)
    for field in ("title", "narrative", "prompt"):
        question[field] = f"{question[field]} {SCRIPT} {IMG}"
    question["choices"] = [
        {**choice, "text": f"{choice['text']} {SCRIPT}"} for choice in question["choices"]
    ]
    question["explanation"] = [
        {**step, "text": f"{step['text']} {IMG}"} for step in question["explanation"]
    ]
    # As a save would: a changed row is a new scenarios version for the page cache.
    Scenario.objects.filter(pk=row.pk).update(
        title=question["title"], question=question, updated_at=timezone.now()
    )

    page = client.get(f"/practice/s/{row.slug}/")
    assert page.status_code == 200
    assert "&lt;script&gt;" in page.content.decode()
    assert_escaped(page)
    token = answer_fields(client, page.content.decode())["token"]
    answer = question["choices"][0]["code"]
    feedback = client.post("/practice/answer/", {"token": token, "answer": answer})
    assert feedback.status_code == 200
    assert_escaped(feedback)


@pytest.mark.django_db
def test_law_text_is_escaped_on_the_law_page(client, site_data):
    from laws.models import CorpusVersion, Paragraph

    paragraph = Paragraph.objects.filter(clause__law__number=50).order_by("pk").first()
    Paragraph.objects.filter(pk=paragraph.pk).update(text=f"{paragraph.text} {SCRIPT} {IMG}")
    # As an import does: the changed corpus is a new version (cached pages are of the old one).
    CorpusVersion.objects.create(sources_digest="hostile", content_digest="hostile")
    response = client.get("/laws/50/")
    assert response.status_code == 200
    assert "&lt;script&gt;" in response.content.decode()
    assert_escaped(response)
