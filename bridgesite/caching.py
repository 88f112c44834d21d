"""Whole-response caching and conditional GET for pages that depend only on the corpus.

`@corpus_cached` wraps a GET view whose output, for a reader who is not logged in, depends only on
the URL, the htmx variant and the imported corpus (law pages, contents, index, glossary):

- ETag and Last-Modified come from the current `CorpusVersion` and the deployed templates, so a
  browser or a proxy revalidating gets a 304 without the page being rendered;
- the rendered response is kept in the Django cache under a key that contains the corpus
  version, so a re-import makes every old entry unreachable at once;
- `Cache-Control: public` lets a shared cache (deploy/nginx.conf) keep it too.

The corpus version itself is cached for `VERSION_TTL` seconds: each server process sees a
re-import within that time without asking the database on every request. `import_laws` may
call `forget_corpus_version()` after its commit to make it immediate where the cache is shared.

Logged-in readers get the view's own response marked private; a response that sets a cookie
(a session, a CSRF token) is never stored.
"""

import hashlib
from functools import wraps
from pathlib import Path

from django.conf import settings
from django.core.cache import caches
from django.http import HttpResponse
from django.utils.cache import get_conditional_response, patch_cache_control, patch_vary_headers
from django.utils.http import http_date

VERSION_KEY = "corpus:version"
VERSION_TTL = 5
PAGE_TTL = 24 * 60 * 60
# Browsers and proxies may reuse a page this long before revalidating with the ETag.
MAX_AGE = 60

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


def corpus_version(store=None):
    """(token, last_modified) of the corpus being served; cached for VERSION_TTL seconds."""
    store = store or caches["default"]
    version = store.get(VERSION_KEY)
    if version is None:
        from laws.models import CorpusVersion

        row = CorpusVersion.current()
        if row is None:
            version = ("empty", None)
        else:
            version = (f"{row.pk}.{row.content_digest[:16]}", row.imported_at.timestamp())
        store.set(VERSION_KEY, version, VERSION_TTL)
    return version


def forget_corpus_version():
    caches["default"].delete(VERSION_KEY)


# The request headers a view may answer differently to: an htmx fragment, or the whole page when
# htmx restores history. Each combination is stored and validated apart.
VARY = ["HX-Request", "HX-History-Restore-Request"]


def _variant(request):
    if not request.headers.get("HX-Request"):
        return "page"
    return "htmx-restore" if request.headers.get("HX-History-Restore-Request") else "htmx"


def _is_personal(request):
    # Without a session cookie the reader is anonymous: no session or user lookup is needed.
    if settings.SESSION_COOKIE_NAME not in request.COOKIES:
        return False
    user = getattr(request, "user", None)
    return bool(user is not None and user.is_authenticated)


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


def corpus_cached(view):
    @wraps(view)
    def wrapped(request, *args, **kwargs):
        if request.method not in ("GET", "HEAD"):
            return view(request, *args, **kwargs)
        if _is_personal(request):
            response = view(request, *args, **kwargs)
            patch_cache_control(response, private=True, no_cache=True)
            return response

        # One lookup of the cache backend per request: each goes through a context-local.
        store = caches["default"]
        token, imported = corpus_version(store)
        release_token, release_mtime = release()
        variant = _variant(request)
        etag = f'W/"{token}.{release_token}.{variant}"'
        newest = max(imported or 0, release_mtime) or None
        last_modified = int(newest) if newest else None

        conditional = get_conditional_response(request, etag=etag, last_modified=last_modified)
        if conditional is not None:
            return _mark_shared(conditional, etag, last_modified)

        path = hashlib.blake2b(request.get_full_path().encode(), digest_size=16).hexdigest()
        key = f"page:{token}:{release_token}:{variant}:{path}"
        stored = store.get(key)
        if stored is not None:
            content_type, content = stored
            return _mark_shared(
                HttpResponse(content, content_type=content_type), etag, last_modified
            )

        response = view(request, *args, **kwargs)
        if callable(getattr(response, "render", None)) and not response.is_rendered:
            response.render()
        cacheable = (
            response.status_code == 200
            and not response.cookies
            and not request.META.get("CSRF_COOKIE_NEEDS_UPDATE")
            and not getattr(getattr(request, "session", None), "modified", False)
            and not getattr(response, "streaming", False)
        )
        if not cacheable:
            if response.status_code == 200:
                patch_cache_control(response, private=True, no_cache=True)
            return response
        store.set(key, (response["Content-Type"], response.content), PAGE_TTL)
        return _mark_shared(response, etag, last_modified)

    return wrapped
