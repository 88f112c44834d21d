"""The one caching mechanism of the site, with one invalidation point: the content version (the
corpus and the scenarios) and the release.

`Stamp` is what every cached thing depends on: the newest `CorpusVersion` row (written by
`import_laws` in the same transaction as the corpus) with the stored scenarios' version (their
number and latest change: `load_scenarios`, the admin's editor), and the release (the deployed
commit, the templates, collectstatic's manifest). Two things are kept under it:

- whole pages, through `@corpus_cached`: a GET view whose output, for a reader who is not logged
  in, depends only on the URL, the htmx variant and the content (law pages, contents, index,
  glossary, search results, question pages). The response is stored in Django's cache under a
  key holding the stamp, and carries an ETag and Last-Modified made from it with
  `Cache-Control: public`, so browsers and deploy/nginx.conf's proxy_cache keep it and
  revalidate it with a 304;
- objects a process builds from the corpus, through `@corpus_memo` (the search index).

A re-import writes a new version, so every old key is unreachable at once; nothing else ever
clears a cache. Each process looks the version up at most every `VERSION_TTL` seconds, so a
re-import is served everywhere within that time; inside a transaction (a test, a command) it is
read from the database, since the transaction may see a corpus the other threads do not. A page
is rendered inside one database snapshot (bridgesite.snapshot) and stored under the version read
in that snapshot, so a stored page is always one whole corpus; the version is read once per
page, and when the corpus row is the one this process already knows, that row is all it reads.

The htmx variant comes from django-htmx's `request.htmx`, the object the views choose their
template by, so a fragment and a page can never be stored under each other's key; responses say
`Vary` on the headers it reads.

The cache is an optimisation. When its backend fails or times out (Redis stopped or hung; the
Redis client waits at most REDIS_TIMEOUT, bridgesite/settings.py) the page is served uncached,
the failure is logged, and the process leaves the cache alone for `RETRY_AFTER` seconds.

Logged-in readers get the view's own response, marked private; a response that sets a cookie
(a session, a CSRF token) is never stored.
"""

import hashlib
import logging
import threading
import time
from contextlib import contextmanager
from contextvars import ContextVar
from functools import wraps
from pathlib import Path
from typing import NamedTuple

from django.conf import settings
from django.core.cache import caches
from django.db import DEFAULT_DB_ALIAS, connections
from django.db.models.signals import post_delete, post_migrate, post_save
from django.http import HttpResponse
from django.utils.cache import get_conditional_response, patch_cache_control, patch_vary_headers
from django.utils.http import http_date
from django_htmx.middleware import HtmxDetails

from bridgesite.snapshot import read_snapshot

logger = logging.getLogger(__name__)

VERSION_TTL = 5
PAGE_TTL = 24 * 60 * 60
# Browsers and proxies may reuse a page this long before revalidating with the ETag.
MAX_AGE = 60
# After a cache failure this process serves uncached for this long before trying again.
RETRY_AFTER = 10


class Stamp(NamedTuple):
    token: str  # part of every key and ETag
    last_modified: float


# --- the release -------------------------------------------------------------------------------

_release = None


def release():
    """(token, mtime) of what is deployed: the RELEASE setting (scripts/prod.sh sets the git
    commit), the templates and collectstatic's manifest of hashed names. A deploy that changes
    any of them changes every ETag and cache key, even in a cache that outlives the processes."""
    global _release
    if _release is None:
        digest = hashlib.blake2b(getattr(settings, "RELEASE", "").encode(), digest_size=8)
        newest = 0.0
        dirs = [Path(d) for engine in settings.TEMPLATES for d in engine.get("DIRS", [])]
        dirs += [Path(app) / "templates" for app in _app_paths()]
        files = [p for d in dirs if d.is_dir() for p in sorted(d.rglob("*.html"))]
        manifest = Path(settings.STATIC_ROOT) / "staticfiles.json"
        for path in [*files, manifest] if manifest.is_file() else files:
            mtime = path.stat().st_mtime
            newest = max(newest, mtime)
            digest.update(f"{path}:{mtime}".encode())
        _release = (digest.hexdigest(), newest)
    return _release


def _app_paths():
    from django.apps import apps

    return [config.path for config in apps.get_app_configs()]


# --- the corpus version ------------------------------------------------------------------------

_version_lock = threading.Lock()
_version = {"value": None, "read_at": float("-inf")}


def _read_version(known=None):
    """The version in the database. ``known``: one this process read before (before the
    snapshot now open began); when the corpus row is still the one it names, it stands, and
    only that row is read — the scenarios' part is then at most VERSION_TTL old, as it is
    between processes anyway, and never newer than what the snapshot sees."""
    from laws.models import CorpusVersion
    from quizzes.content import store

    row = CorpusVersion.current()
    if row is None:
        return None
    # The import time, to the microsecond, tells apart rows that reuse an id (SQLite reuses the
    # ids of rows rolled back or deleted).
    imported = row.imported_at.timestamp()
    corpus = f"{row.pk}.{row.content_digest[:12]}.{imported:.6f}"
    if known is not None and known[0].startswith(f"{corpus}."):
        return known
    # The quiz pages show the stored scenarios too (load_scenarios, the admin's editor).
    scenarios, updated = store.version()
    return f"{corpus}.{scenarios}", max(imported, updated)


# Set while one page is rendered: the version read in its snapshot, read once for the page
# (the page cache's key, the search index, the table situations all ask for it).
_page_version: ContextVar[dict | None] = ContextVar("page_version", default=None)


@contextmanager
def one_version(known=None):
    """Inside, the version is read from the database at most once: what one page is rendered
    from, within one snapshot, cannot change under it. ``known``: the version this process
    read before the snapshot began (see _read_version)."""
    token = _page_version.set({"known": known})
    try:
        yield
    finally:
        _page_version.reset(token)


def corpus_version():
    """(token, imported_at) of the corpus being served, or None before the first import."""
    held = _page_version.get()
    if held is not None and "value" in held:
        return held["value"]
    if connections[DEFAULT_DB_ALIAS].in_atomic_block:
        value = _read_version(held.get("known") if held is not None else None)
        if held is not None:
            held["value"] = value
        return value
    now = time.monotonic()
    if now - _version["read_at"] < VERSION_TTL:
        return _version["value"]
    value = _read_version()
    with _version_lock:
        _version["value"], _version["read_at"] = value, now
    return value


def forget_corpus_version(**_signal):
    """Look the version up again on the next request (a version written in this process)."""
    held = _page_version.get()
    if held is not None:
        held.clear()
    with _version_lock:
        _version["value"], _version["read_at"] = None, float("-inf")


for signal in (post_save, post_delete):
    for sender in ("laws.CorpusVersion", "quizzes.Scenario"):
        signal.connect(forget_corpus_version, sender=sender, weak=False)
# A flush or a migration (tests between transactional cases) empties tables without signals.
post_migrate.connect(forget_corpus_version, weak=False)


def stamp():
    """What every cached page and object depends on, or None when there is no corpus yet."""
    version = corpus_version()
    if version is None:
        return None
    release_token, release_mtime = release()
    return Stamp(f"{version[0]}.{release_token}", max(version[1], release_mtime))


# --- objects built from the corpus -------------------------------------------------------------


def corpus_memo(build):
    """Keep what `build()` returns for the current stamp, in this process; build again when
    it changes. The corpus is read inside one snapshot, and kept under the stamp read in it."""
    lock = threading.Lock()
    kept = {"token": None, "value": None}

    @wraps(build)
    def memo():
        current = stamp()
        if current is not None and kept["token"] == current.token:
            return kept["value"]
        with lock, read_snapshot():
            current = stamp()
            if current is not None and kept["token"] == current.token:
                return kept["value"]
            value = build()
            if current is not None:
                kept["token"], kept["value"] = current.token, value
        return value

    return memo


# --- the cache backend, failing soft -----------------------------------------------------------

_down_until = {"at": float("-inf")}


def _cache(operation, *args):
    """Run one operation on the cache; on any failure log it, return None and leave the cache
    alone for RETRY_AFTER seconds (a cache is an optimisation, never a reason for a 500)."""
    if time.monotonic() < _down_until["at"]:
        return None
    try:
        return getattr(caches["default"], operation)(*args)
    except Exception as error:
        _down_until["at"] = time.monotonic() + RETRY_AFTER
        logger.warning(
            "Page cache unavailable (%s: %s); serving pages uncached for %s s.",
            type(error).__name__,
            error,
            RETRY_AFTER,
        )
        return None


# --- whole pages -------------------------------------------------------------------------------

# The request headers a view may answer differently to, all read through request.htmx: an htmx
# fragment, or the whole page when htmx restores history.
VARY = ["HX-Request", "HX-History-Restore-Request"]


def variant(request):
    """The page variant, from the same object the views choose their template by."""
    htmx = getattr(request, "htmx", None) or HtmxDetails(request)
    if not htmx:
        return "page"
    return "htmx-restore" if htmx.history_restore_request else "htmx"


def _is_personal(request):
    # Without a session cookie the reader is anonymous: no session or user lookup is needed.
    if settings.SESSION_COOKIE_NAME not in request.COOKIES:
        return False
    user = getattr(request, "user", None)
    return bool(user is not None and user.is_authenticated)


def _validators(current, request):
    etag = f'W/"{current.token}.{variant(request)}"'
    return etag, int(current.last_modified) or None


def _mark_shared(response, etag, last_modified):
    headers = response.headers
    headers["ETag"] = etag
    if last_modified:
        headers["Last-Modified"] = http_date(last_modified)
    if "Cache-Control" in headers or "Vary" in headers:
        patch_cache_control(response, public=True, max_age=MAX_AGE)
        patch_vary_headers(response, VARY)
    else:
        headers["Cache-Control"] = f"public, max-age={MAX_AGE}"
        headers["Vary"] = ", ".join(VARY)
    return response


def _render(view, request, args, kwargs):
    response = view(request, *args, **kwargs)
    if callable(getattr(response, "render", None)) and not response.is_rendered:
        response.render()
    return response


def _cacheable(request, response):
    return (
        response.status_code == 200
        and not response.cookies
        and not request.META.get("CSRF_COOKIE_NEEDS_UPDATE")
        and not getattr(getattr(request, "session", None), "modified", False)
        and not getattr(response, "streaming", False)
    )


def _key(current, request):
    path = hashlib.blake2b(request.get_full_path().encode(), digest_size=16).hexdigest()
    return f"page:{current.token}:{variant(request)}:{path}"


def corpus_cached(view):
    @wraps(view)
    def wrapped(request, *args, **kwargs):
        if request.method not in ("GET", "HEAD"):
            return view(request, *args, **kwargs)
        if _is_personal(request):
            with read_snapshot(), one_version():
                response = _render(view, request, args, kwargs)
            patch_cache_control(response, private=True, no_cache=True)
            return response

        current = stamp()
        if current is not None:
            etag, last_modified = _validators(current, request)
            conditional = get_conditional_response(request, etag=etag, last_modified=last_modified)
            if conditional is not None:
                return _mark_shared(conditional, etag, last_modified)
            stored = _cache("get", _key(current, request))
            if stored is not None:
                content_type, content = stored
                response = HttpResponse(content, content_type=content_type)
                return _mark_shared(response, etag, last_modified)

        known = corpus_version()
        with read_snapshot(), one_version(known):
            # The version this page is rendered from (it may be newer than the one above).
            current = stamp()
            response = _render(view, request, args, kwargs)
        if current is None or not _cacheable(request, response):
            if response.status_code == 200:
                patch_cache_control(response, private=True, no_cache=True)
            return response
        content = (response["Content-Type"], response.content)
        _cache("set", _key(current, request), content, PAGE_TTL)
        return _mark_shared(response, *_validators(current, request))

    return wrapped
