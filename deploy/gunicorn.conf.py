"""gunicorn settings for scripts/prod.sh; every value can be overridden from the environment.

gunicorn is not made to face the internet: a client that sends its request slowly holds a
worker thread for as long as it likes, and a few dozen such clients stop the site. It listens on
loopback only (scripts/prod.sh refuses anything else), behind deploy/nginx.conf, which reads
each request whole before passing it on.
"""

import multiprocessing
import os

bind = os.environ.get("BIND", "127.0.0.1:8000")
workers = int(os.environ.get("WEB_CONCURRENCY", multiprocessing.cpu_count() * 2 + 1))
# Threads serve the proxy's keep-alive connections (deploy/nginx.conf keeps 32 open) without a
# worker each; they do not protect against slow clients, which only the proxy keeps away.
worker_class = os.environ.get("GUNICORN_WORKER_CLASS", "gthread")
threads = int(os.environ.get("GUNICORN_THREADS", "4"))
backlog = 2048
# As long a request line as nginx passes on (its 8 KB header buffers): a longer address is
# refused by nginx; one nginx passes reaches the application, which answers it in Russian,
# instead of gunicorn's own English refusal (its default stops at 4 KB).
limit_request_line = 8190
keepalive = 5
timeout = 30
graceful_timeout = 30
# Recycle workers now and then so a slow leak can never grow without bound.
max_requests = int(os.environ.get("GUNICORN_MAX_REQUESTS", "20000"))
max_requests_jitter = max_requests // 10
# Load the application before forking: workers share its memory and start at once.
preload_app = True
accesslog = os.environ.get("GUNICORN_ACCESS_LOG") or None
errorlog = "-"
loglevel = os.environ.get("GUNICORN_LOG_LEVEL", "info")
# X-Forwarded-Proto is believed only from the proxy, as in Django (bridgesite/proxy.py).
forwarded_allow_ips = os.environ.get("TRUSTED_PROXIES", "")
proc_name = "bridgesite"
# gunicorn's control socket has one default path per user: two servers on one machine (the
# benchmarks, the tests) would fight over it. Give it a path to use it.
control_socket = os.environ.get("GUNICORN_CONTROL_SOCKET", "")
control_socket_disable = not control_socket
