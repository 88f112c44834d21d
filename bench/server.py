"""Start and stop the production server (deploy/gunicorn.conf.py) for a benchmark."""

import contextlib
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYTHON = ROOT / ".venv" / "bin" / "python"
# Where bench/overhead.py leaves the bytes the floor view of bench/urls.py serves.
FLOOR_DIR = Path("/tmp/bridgesite-bench-floor")


def free_port():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def environment(**extra):
    env = dict(os.environ)
    env.setdefault("DJANGO_SETTINGS_MODULE", "bench.settings")
    env.update(extra)
    return env


def manage(*args, **env):
    subprocess.run([PYTHON, "manage.py", *args], cwd=ROOT, env=environment(**env), check=True)


def prepare():
    """Hash-named static files must exist before the production settings can render a page."""
    manage("collectstatic", "--noinput", "-v", "0")


@contextlib.contextmanager
def gunicorn(workers=2, worker_class=None, port=None, log=None):
    """Yield the base URL of a running gunicorn with `workers` workers; stop it afterwards."""
    port = port or free_port()
    # No worker recycling in the middle of a measurement.
    extra = {
        "BIND": f"127.0.0.1:{port}",
        "WEB_CONCURRENCY": str(workers),
        "GUNICORN_MAX_REQUESTS": "0",
    }
    if worker_class:
        extra["GUNICORN_WORKER_CLASS"] = worker_class
    out = open(log, "w") if log else subprocess.DEVNULL  # noqa: SIM115
    process = subprocess.Popen(
        [ROOT / ".venv" / "bin" / "gunicorn", "-c", "deploy/gunicorn.conf.py", "bridgesite.wsgi"],
        cwd=ROOT,
        env=environment(**extra),
        stdout=out,
        stderr=out,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        for _ in range(100):
            try:
                urllib.request.urlopen(url + "/", timeout=1)
                break
            except OSError:
                if process.poll() is not None:
                    sys.exit(f"gunicorn stopped at start (exit {process.returncode}); see {log}")
                time.sleep(0.1)
        yield url
    finally:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()
        if log:
            out.close()
