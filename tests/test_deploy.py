"""deploy/: the nginx configuration parses (when nginx is installed); gunicorn's settings load."""

import runpy
import shutil
import subprocess
from pathlib import Path

import pytest

from bench.proxy import nginx_config

BASE_DIR = Path(__file__).resolve().parent.parent
NGINX = shutil.which("nginx") or "/usr/sbin/nginx"


@pytest.mark.skipif(not Path(NGINX).exists(), reason="nginx is not installed")
def test_nginx_configuration_is_valid(tmp_path):
    (tmp_path / "html").mkdir()
    (tmp_path / "cache").mkdir()
    config = nginx_config(tmp_path, app_port=8000, proxy_port=18080, file_port=18081)
    result = subprocess.run(
        [NGINX, "-t", "-c", config, "-p", tmp_path], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr
    site = (tmp_path / "site.conf").read_text()
    assert "proxy_cache bridgesite" in (tmp_path / "nginx-locations.conf").read_text()
    assert "upstream bridgesite_app" in site


def test_the_real_tls_server_block_is_kept_in_the_repository():
    text = (BASE_DIR / "deploy" / "nginx.conf").read_text()
    assert "listen 443 ssl" in text
    assert "return 301 https://" in text


def test_gunicorn_settings_load(monkeypatch):
    monkeypatch.setenv("WEB_CONCURRENCY", "3")
    monkeypatch.delenv("BIND", raising=False)
    monkeypatch.delenv("GUNICORN_CONTROL_SOCKET", raising=False)
    settings = runpy.run_path(str(BASE_DIR / "deploy" / "gunicorn.conf.py"))
    assert settings["bind"] == "127.0.0.1:8000"
    assert settings["workers"] == 3
    assert settings["control_socket_disable"] is True
