"""The production settings plus bench/urls.py, for the benchmarks only.

Production mode without TLS: the benchmarks talk plain HTTP on loopback.
"""

import os

os.environ.setdefault("DJANGO_ENV", "production")
os.environ.setdefault("SECRET_KEY", "bench-only-" + "k" * 60)
os.environ.setdefault("SECURE_SSL_REDIRECT", "0")
os.environ.setdefault("SECURE_COOKIES", "0")

from bridgesite.settings import *  # noqa: E402,F403

ROOT_URLCONF = "bench.urls"
