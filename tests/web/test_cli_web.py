"""`crumb web` as a person runs it: a real process, both origins up, a clean stop on SIGTERM."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import urllib.request

from crumb.config import Settings
from tests.web.e2e import free_port
from tests.web.sessions import make_session


def test_crumb_web_serves_the_dashboard_and_the_preview_and_stops_on_sigterm(settings: Settings):
    sid = make_session(settings, verdict="PARTIAL")
    port, preview = free_port(), free_port()
    env = {
        **os.environ,
        "CRUMB_HOME": str(settings.home),
        "CRUMB_REDIS_URL": settings.redis_url,
        "CRUMB_NAMESPACE": settings.namespace,
    }
    proc = subprocess.Popen(
        [sys.executable, "-m", "crumb", "web", "--port", str(port), "--preview-port", str(preview)],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    try:
        assert f"http://127.0.0.1:{port}/" in proc.stdout.readline()
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/s/{sid}", timeout=10) as r:
            assert r.status == 200 and "crumb_token=" in r.headers["Set-Cookie"]
        with urllib.request.urlopen(f"http://127.0.0.1:{preview}/{sid}/", timeout=10) as r:
            assert "connect-src 'none'" in r.headers["Content-Security-Policy"]
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=15) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
