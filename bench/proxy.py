"""Behind the shared cache: deploy/nginx.conf in front of gunicorn, against nginx serving the same
HTML from disk.

Runs nginx (Debian's, apt-get install nginx-light) with the repository's configuration — only
the TLS listener swapped for a plain loopback port and the paths pointed at this checkout — and
measures, in one run, with wrk:
  - nginx serving the law page's HTML as a file (the ceiling),
  - nginx proxying /laws/50/ with its proxy_cache (deploy/nginx-locations.conf),
  - a static file (hash-named CSS) through the same nginx,
  - gunicorn directly, for reference.
Goal: the cached law page at ≥ 0.5 of the file. Numbers are printed, never asserted.

    .venv/bin/python bench/proxy.py [--seconds 5] [--connections 50]
"""

import argparse
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.overhead import measure  # noqa: E402
from bench.server import ROOT, free_port, gunicorn, prepare  # noqa: E402

DEPLOY = ROOT / "deploy"


def nginx_config(work, app_port, proxy_port, file_port, root=ROOT, redirect_port=None):
    """Write the repository's nginx files into `work`, adapted to loopback; return main.conf.
    `root` is the checkout whose staticfiles/ nginx serves; the plain-HTTP server (the redirect
    to https) is kept on `redirect_port` when one is given."""
    for path in sorted(DEPLOY.glob("nginx-*.conf")):
        name = path.name
        text = path.read_text()
        text = text.replace("/srv/bridgesite/deploy/", f"{work}/")
        (work / name).write_text(text)
    site = (DEPLOY / "nginx.conf").read_text()
    redirect = re.search(r"server \{\s*listen 80;.*?\}\n", site, flags=re.S).group(0)
    site = site.replace(redirect, "")
    site = "\n".join(
        line for line in site.splitlines() if not re.match(r"\s*(ssl_|listen |#)", line)
    )
    site = site.replace("server {", f"server {{\n    listen 127.0.0.1:{proxy_port};", 1)
    site = site.replace("127.0.0.1:8000", f"127.0.0.1:{app_port}")
    site = site.replace("/var/cache/nginx/bridgesite", f"{work}/cache")
    if redirect_port:
        listen = f"\n    listen 127.0.0.1:{redirect_port};"
        redirect = re.sub(r"(\s*listen .*;)+", listen, redirect, count=1)
        site += "\n" + redirect
    site = site.replace("/srv/bridgesite/deploy/", f"{work}/")
    site = site.replace("/srv/bridgesite", str(root))
    (work / "site.conf").write_text(site)
    main = work / "main.conf"
    main.write_text(
        f"""daemon off;
worker_processes auto;
pid {work}/nginx.pid;
error_log {work}/error.log;
events {{ worker_connections 4096; }}
http {{
    include /etc/nginx/mime.types;
    access_log off;
    sendfile on;
    tcp_nopush on;
    keepalive_requests 100000;
    include {work}/site.conf;
    server {{
        listen 127.0.0.1:{file_port};
        root {work}/html;
        location / {{ }}
    }}
}}
"""
    )
    return main


def status_of(url):
    with urllib.request.urlopen(url, timeout=10) as response:
        return response.headers.get("X-Cache-Status"), response.read()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=int, default=5)
    parser.add_argument("--connections", type=int, default=50)
    parser.add_argument("--path", default="/laws/50/", help="the cached page to measure")
    args = parser.parse_args()
    page = args.path
    nginx = shutil.which("nginx") or "/usr/sbin/nginx"
    if not Path(nginx).exists() or not shutil.which("wrk"):
        sys.exit("bench/proxy.py needs nginx and wrk: apt-get install nginx-light wrk")
    prepare()
    work = Path(tempfile.mkdtemp(prefix="bridgesite-nginx-"))
    (work / "html").mkdir()
    (work / "cache").mkdir()
    work.chmod(0o755)
    if os.geteuid() == 0:
        # nginx's workers drop root for "nobody"; they write the cache.
        shutil.chown(work / "cache", user="nobody")
    proxy_port, file_port = free_port(), free_port()
    with gunicorn(workers=2, worker_class="sync", log=str(work / "gunicorn.log")) as app:
        app_port = int(app.rsplit(":", 1)[1])
        with urllib.request.urlopen(app + page, timeout=10) as response:
            html = response.read()
            css = re.search(rb'href="(/static/css/[^"]+)"', html).group(1).decode()
        (work / "html" / "law50.html").write_bytes(html)
        config = nginx_config(work, app_port, proxy_port, file_port)
        subprocess.run([nginx, "-t", "-q", "-c", config, "-p", work], check=True)
        server = subprocess.Popen([nginx, "-c", config, "-p", work])
        try:
            time.sleep(0.5)
            proxy = f"http://127.0.0.1:{proxy_port}"
            first, _ = status_of(proxy + page)
            second, cached = status_of(proxy + page)
            version = subprocess.run([nginx, "-v"], capture_output=True, text=True).stderr
            print(
                f"Прокси-кэш — nginx {version.strip().split('/')[-1]}, gunicorn 2 sync workers, "
                f"wrk {args.connections} соединений, {args.seconds} с"
            )
            print(f"  X-Cache-Status: {first} → {second}; {len(cached)} байт")
            rows = [
                ("nginx: тот же HTML с диска", f"http://127.0.0.1:{file_port}/law50.html"),
                (f"nginx → proxy_cache {page}", proxy + page),
                ("nginx: статика (CSS)", proxy + css),
                (f"gunicorn напрямую {page}", app + page),
            ]
            results = []
            for label, url in rows:
                measure(url, 1, args.connections)
                results.append((label, measure(url, args.seconds, args.connections)))
        finally:
            server.send_signal(signal.SIGQUIT)
            server.wait(timeout=20)
    ceiling = results[0][1][0]
    for label, (rate, p99, bad) in results:
        note = f", не 2xx: {bad}" if bad else ""
        print(
            f"  {label:32} {rate:9.0f} запр/с  доля {rate / ceiling:5.2f}  p99 {p99:6.1f} мс{note}"
        )
    shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
