"""Real servers for the production tests: the site's database prepared by its own commands,
gunicorn with deploy/gunicorn.conf.py, and nginx with the repository's configuration
(bench/proxy.py adapts it to plain HTTP on loopback).

Everything lives in a scratch directory readable by nginx's unprivileged workers.
"""

import contextlib
import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
PYTHON = BASE_DIR / ".venv" / "bin" / "python"
GUNICORN = BASE_DIR / ".venv" / "bin" / "gunicorn"
NGINX = shutil.which("nginx") or "/usr/sbin/nginx"
SECRET = "test-only-" + "s" * 60


def free_port():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def scratch_dir():
    """A directory nginx's workers (user nobody when started as root) can read and write."""
    work = Path(tempfile.mkdtemp(prefix="bridgesite-test-"))
    work.chmod(0o755)
    return work


def clean_environment(**extra):
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("DJANGO_", "SECURE", "DATABASE_URL", "REDIS_URL", "TRUSTED_"))
    }
    env.update(extra)
    return env


def production_environment(work, **extra):
    """Production mode over plain HTTP on loopback: TLS is nginx's job in a real deployment."""
    return clean_environment(
        DJANGO_ENV="production",
        SECRET_KEY=SECRET,
        DATABASE_URL=f"sqlite:///{work}/site.sqlite3",
        STATIC_ROOT=str(work / "staticfiles"),
        SECURE_SSL_REDIRECT="0",
        SECURE_COOKIES="0",
        **extra,
    )


def prepare_site(env, corpus=True):
    """The database migrated (and the corpus imported) and the static files collected."""
    commands = [["migrate", "--noinput", "-v", "0"], ["collectstatic", "--noinput", "-v", "0"]]
    if corpus:
        commands.append(["import_laws"])
    for command in commands:
        subprocess.run(
            [PYTHON, "manage.py", *command], cwd=BASE_DIR, env=env, check=True,
            capture_output=True,
        )  # fmt: skip


def fetch(url, data=None, method=None, **headers):
    """(status, headers, body) without following redirects and without raising on 4xx/5xx."""

    class NoRedirect(urllib.request.HTTPRedirectHandler):
        def redirect_request(self, *args, **kwargs):
            return None

    opener = urllib.request.build_opener(NoRedirect)
    request = urllib.request.Request(url, data=data, headers=headers, method=method)
    try:
        with opener.open(request, timeout=15) as response:
            return response.status, response.headers, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers, error.read()


def wait_for(url, process, log, seconds=240):
    # Generous: scripts/prod.sh migrates a fresh database and collects the static files first,
    # which takes minutes on a machine busy with other work.
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"server stopped at start:\n{Path(log).read_text()}")
        try:
            fetch(url + "/")
            return
        except OSError:
            time.sleep(0.1)
    raise RuntimeError(f"server not answering at {url}:\n{Path(log).read_text()}")


@contextlib.contextmanager
def running(command, env, url, log):
    with open(log, "w") as out:
        process = subprocess.Popen(
            command, cwd=BASE_DIR, env=env, stdout=out, stderr=subprocess.STDOUT,
            start_new_session=True,
        )  # fmt: skip
        try:
            wait_for(url, process, log)
            yield process
        finally:
            if process.poll() is None:
                os.killpg(process.pid, signal.SIGTERM)
            try:
                process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGKILL)
                process.wait(timeout=10)


@contextlib.contextmanager
def gunicorn(env, work, workers=1):
    port = free_port()
    env = {**env, "BIND": f"127.0.0.1:{port}", "WEB_CONCURRENCY": str(workers)}
    command = [GUNICORN, "-c", "deploy/gunicorn.conf.py", "bridgesite.wsgi:application"]
    url = f"http://127.0.0.1:{port}"
    with running(command, env, url, work / "gunicorn.log"):
        yield url


@contextlib.contextmanager
def nginx(app_url, work, redirect_port=None):
    """deploy/nginx.conf in front of `app_url`, serving `work`/staticfiles; its plain-HTTP
    server too on `redirect_port`, when one is given."""
    from bench.proxy import nginx_config

    for name in ("cache", "html"):
        (work / name).mkdir(exist_ok=True)
    if os.geteuid() == 0:
        shutil.chown(work / "cache", user="nobody")
    port = free_port()
    app_port = int(app_url.rsplit(":", 1)[1])
    config = nginx_config(work, app_port, port, free_port(), root=work, redirect_port=redirect_port)
    url = f"http://127.0.0.1:{port}"
    with running([NGINX, "-c", str(config), "-p", str(work)], None, url, work / "nginx.log"):
        yield url


class Browser:
    """A client keeping cookies, as a browser would, for form posts with their CSRF token.
    `tls`: the requests reach the server as through the TLS proxy (the caller sends
    X-Forwarded-Proto), so secure cookies are sent back and the Referer is https."""

    def __init__(self, base, tls=False):
        import http.cookiejar

        self.base = base
        self.origin = base.replace("http://", "https://") if tls else base
        self.tls = tls
        self.jar = http.cookiejar.CookieJar()

        class NoRedirect(urllib.request.HTTPRedirectHandler):
            def redirect_request(self, *args, **kwargs):
                return None

        self.opener = urllib.request.build_opener(
            NoRedirect, urllib.request.HTTPCookieProcessor(self.jar)
        )

    def request(self, path, data=None, **headers):
        from urllib.parse import urlencode

        body = urlencode(data).encode() if isinstance(data, dict) else data
        request = urllib.request.Request(self.base + path, data=body, headers=headers)
        if self.tls:
            for cookie in self.jar:
                cookie.secure = False
        try:
            with self.opener.open(request, timeout=15) as response:
                return response.status, response.headers, response.read().decode()
        except urllib.error.HTTPError as error:
            return error.code, error.headers, error.read().decode()

    def form_token(self, path, **headers):
        import re

        status, _, body = self.request(path, **headers)
        assert status == 200, (path, status)
        return re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', body).group(1)

    def post_form(self, path, fields, **headers):
        token = self.form_token(path, **headers)
        headers.setdefault("Referer", self.origin + path)
        return self.request(path, {"csrfmiddlewaretoken": token, **fields}, **headers)
