import pytest
from django.contrib.auth import get_user_model

from laws.models import CorpusVersion
from tests.bridgesite import caching_urls

pytestmark = [pytest.mark.django_db, pytest.mark.urls("tests.bridgesite.caching_urls")]


@pytest.fixture(autouse=True)
def _corpus():
    # No cache is cleared anywhere: each test's corpus is a new version, which is all it takes.
    caching_urls.calls.clear()
    CorpusVersion.objects.create(sources_digest="s1", content_digest="c1" * 16)


def test_first_response_carries_validators_for_a_shared_cache(client):
    response = client.get("/page/")
    assert response.status_code == 200
    assert response["ETag"].startswith('W/"')
    assert "Last-Modified" in response
    assert "public" in response["Cache-Control"]
    assert "max-age=" in response["Cache-Control"]
    assert "HX-Request" in response["Vary"]
    assert "HX-History-Restore-Request" in response["Vary"]


def test_matching_etag_gives_304_without_rendering(client):
    etag = client.get("/page/")["ETag"]
    response = client.get("/page/", HTTP_IF_NONE_MATCH=etag)
    assert response.status_code == 304
    assert response["ETag"] == etag
    assert caching_urls.calls == ["/page/"]


def test_if_modified_since_gives_304(client):
    last_modified = client.get("/page/")["Last-Modified"]
    response = client.get("/page/", HTTP_IF_MODIFIED_SINCE=last_modified)
    assert response.status_code == 304


def test_second_reader_gets_the_stored_page(client):
    first = client.get("/page/")
    second = client.get("/page/")
    assert second.content == first.content
    assert second["Content-Type"] == "text/html; charset=utf-8"
    assert second["Vary"] == first["Vary"]
    assert caching_urls.calls == ["/page/"]


def test_query_string_is_part_of_the_key(client):
    client.get("/page/?a=1")
    client.get("/page/?a=2")
    assert caching_urls.calls == ["/page/?a=1", "/page/?a=2"]


def test_htmx_variant_is_stored_and_validated_apart(client):
    page = client.get("/page/")
    fragment = client.get("/page/", HTTP_HX_REQUEST="true")
    assert fragment.content.decode() == "Правило 50 (фрагмент)"
    assert page["ETag"] != fragment["ETag"]
    stale = client.get("/page/", HTTP_HX_REQUEST="true", HTTP_IF_NONE_MATCH=page["ETag"])
    assert stale.status_code == 200


def test_history_restore_is_not_served_the_fragment(client):
    client.get("/page/", HTTP_HX_REQUEST="true")
    restore = client.get("/page/", HTTP_HX_REQUEST="true", HTTP_HX_HISTORY_RESTORE_REQUEST="true")
    assert restore.content.decode() == "Правило 50"


# Header values django-htmx does not count as htmx ("true" only): the view answers them with the
# whole page, and they must neither be stored as the fragment nor be served it.
NOT_HTMX = ["1", "True", "yes", "false", " true"]


@pytest.mark.parametrize("value", NOT_HTMX)
def test_a_non_htmx_header_value_cannot_poison_the_fragment(client, value):
    poisoner = client.get("/page/", HTTP_HX_REQUEST=value)
    assert poisoner.content.decode() == "Правило 50"
    assert client.get("/page/", HTTP_HX_REQUEST="true").content.decode() == (
        "Правило 50 (фрагмент)"
    )


@pytest.mark.parametrize("value", NOT_HTMX)
def test_a_non_htmx_header_value_is_not_served_the_fragment(client, value):
    client.get("/page/", HTTP_HX_REQUEST="true")
    assert client.get("/page/", HTTP_HX_REQUEST=value).content.decode() == "Правило 50"


@pytest.mark.parametrize("value", NOT_HTMX)
def test_a_non_htmx_restore_value_cannot_poison_the_history_restore(client, value):
    poisoner = client.get("/page/", HTTP_HX_REQUEST="true", HTTP_HX_HISTORY_RESTORE_REQUEST=value)
    assert poisoner.content.decode() == "Правило 50 (фрагмент)"
    restore = client.get("/page/", HTTP_HX_REQUEST="true", HTTP_HX_HISTORY_RESTORE_REQUEST="true")
    assert restore.content.decode() == "Правило 50"


def test_reimport_changes_etag_and_renders_again(client):
    old = client.get("/page/")["ETag"]
    CorpusVersion.objects.create(sources_digest="s2", content_digest="c2" * 16)
    response = client.get("/page/", HTTP_IF_NONE_MATCH=old)
    assert response.status_code == 200
    assert response["ETag"] != old
    assert caching_urls.calls == ["/page/", "/page/"]


def test_same_digest_reimported_is_still_a_new_version(client):
    # SQLite reuses the id of a deleted row: the version must not be taken for the old one.
    old = client.get("/page/")["ETag"]
    CorpusVersion.objects.all().delete()
    CorpusVersion.objects.create(sources_digest="s1", content_digest="c1" * 16)
    assert client.get("/page/", HTTP_IF_NONE_MATCH=old).status_code == 200


def test_logged_in_reader_is_never_served_from_or_into_the_cache(client):
    user = get_user_model().objects.create_user("reader", password="секрет-пароль-123")
    client.force_login(user)
    client.get("/page/")
    response = client.get("/page/")
    assert "private" in response["Cache-Control"]
    assert "ETag" not in response
    assert caching_urls.calls == ["/page/", "/page/"]


def test_page_that_hands_out_a_csrf_token_is_not_stored(client):
    first = client.get("/form/")
    assert "csrftoken" in first.cookies
    assert "private" in first["Cache-Control"]
    client.cookies.clear()
    client.get("/form/")
    assert caching_urls.calls == ["/form/", "/form/"]


def test_errors_are_not_stored(client):
    assert client.get("/missing/").status_code == 404
    assert client.get("/missing/").status_code == 404
    assert caching_urls.calls == ["/missing/", "/missing/"]


def test_post_passes_through(client):
    client.post("/page/")
    client.post("/page/")
    assert caching_urls.calls == ["/page/", "/page/"]


def test_without_a_corpus_pages_are_served_and_not_stored(client):
    CorpusVersion.objects.all().delete()
    first = client.get("/page/")
    assert first.status_code == 200
    assert "ETag" not in first
    client.get("/page/")
    assert caching_urls.calls == ["/page/", "/page/"]


def test_a_new_release_changes_the_etag(client, settings, monkeypatch):
    from bridgesite import caching

    monkeypatch.setattr(caching, "_release", None)
    settings.RELEASE = "abc1234"
    old = client.get("/page/")["ETag"]
    monkeypatch.setattr(caching, "_release", None)
    settings.RELEASE = "def5678"
    response = client.get("/page/", HTTP_IF_NONE_MATCH=old)
    assert response.status_code == 200
    assert response["ETag"] != old


def test_outside_a_transaction_the_version_is_looked_up_at_most_every_few_seconds(
    monkeypatch, django_assert_num_queries
):
    from bridgesite import caching

    monkeypatch.setattr(caching.connections["default"], "in_atomic_block", False)
    caching.forget_corpus_version()
    # Two queries: the corpus version and the stored scenarios' version.
    with django_assert_num_queries(2):
        first = caching.stamp()
        assert caching.stamp() == first
    clock = caching.time.monotonic() + caching.VERSION_TTL + 1
    monkeypatch.setattr(caching.time, "monotonic", lambda: clock)
    with django_assert_num_queries(2):
        caching.stamp()


def test_writing_a_version_in_this_process_is_seen_at_once(monkeypatch):
    from bridgesite import caching

    monkeypatch.setattr(caching.connections["default"], "in_atomic_block", False)
    before = caching.stamp()
    CorpusVersion.objects.create(sources_digest="s3", content_digest="c3" * 16)
    assert caching.stamp() != before


def test_a_page_reads_the_version_once_and_only_the_corpus_row_when_it_is_known(
    django_assert_num_queries,
):
    from bridgesite import caching

    known = caching.corpus_version()
    with caching.one_version(known), django_assert_num_queries(1):
        # The corpus row is the one the process knows: its scenarios' part stands.
        assert caching.corpus_version() == known
        assert caching.stamp() == caching.stamp()
    CorpusVersion.objects.create(sources_digest="s2", content_digest="c2" * 16)
    with caching.one_version(known), django_assert_num_queries(2):
        # A new import: read whole, once for the page.
        fresh = caching.corpus_version()
        assert fresh != known
        assert caching.corpus_version() == fresh
