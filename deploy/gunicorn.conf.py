"""gunicorn settings for scripts/prod.sh; every value can be overridden from the environment."""

import multiprocessing
import os

bind = os.environ.get("BIND", "127.0.0.1:8000")
workers = int(os.environ.get("WEB_CONCURRENCY", multiprocessing.cpu_count() * 2 + 1))
# Threads keep a slow client or a keep-alive connection from holding a whole worker when no
# proxy buffers in front; behind nginx GUNICORN_WORKER_CLASS=sync is as good.
worker_class = os.environ.get("GUNICORN_WORKER_CLASS", "gthread")
threads = int(os.environ.get("GUNICORN_THREADS", "4"))
backlog = 2048
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
forwarded_allow_ips = "127.0.0.1,::1"
proc_name = "bridgesite"
# gunicorn's control socket has one default path per user: two servers on one machine (the
# benchmarks, the tests) would fight over it. Give it a path to use it.
control_socket = os.environ.get("GUNICORN_CONTROL_SOCKET", "")
control_socket_disable = not control_socket
