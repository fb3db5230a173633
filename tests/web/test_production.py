"""The dashboard under gunicorn (`crumb web --server gunicorn`, what `crumb up` and compose run): both
origins by port, SSE with Last-Event-ID, the WebSocket with the coordinator's ack, one token for every
worker, a quick stop with streams open, and a taken port named."""

from __future__ import annotations

import http.client
import json
import os
import signal
import subprocess
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest

from crumb import bus
from crumb.config import Settings
from crumb.transcript import read_events, writer_for
from tests.runtime.runtime_harness import settings_env
from tests.waiting import wait_until
from tests.web.e2e import free_port
from tests.web.sessions import make_session, ws_connect

pytestmark = pytest.mark.redis


@dataclass
class Served:
    proc: subprocess.Popen
    port: int
    preview: int
    log: Path

    def text(self) -> str:
        return self.log.read_text(errors="replace")


@contextmanager
def gunicorn_web(settings: Settings, *extra: str) -> Iterator[Served]:
    """`crumb web --server gunicorn` as a process on free ports; stopped (and reaped) after."""
    port, preview = free_port(), free_port()
    log = settings.home / "web.log"
    env = {k: v for k, v in os.environ.items() if not k.startswith("CRUMB_")} | settings_env(settings)
    argv = [sys.executable, "-m", "crumb", "web", "--server", "gunicorn", "--port", str(port)]
    with log.open("wb") as out:
        proc = subprocess.Popen(
            [*argv, "--preview-port", str(preview), *extra], env=env, stdout=out, stderr=subprocess.STDOUT
        )
    served = Served(proc, port, preview, log)
    try:
        wait_until(lambda: _get(port, "/api/health")[0] == 200 or proc.poll() is not None, 60, "the dashboard up")
        assert proc.poll() is None, served.text()
        yield served
    finally:
        if proc.poll() is None:
            proc.send_signal(signal.SIGTERM)
            try:
                proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


def _get(port: int, path: str, headers: dict[str, str] | None = None) -> tuple[int, dict[str, str], str]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=20)
    try:
        conn.request("GET", path, headers=headers or {})
        resp = conn.getresponse()
        return resp.status, dict(resp.getheaders()), resp.read().decode(errors="replace")
    finally:
        conn.close()


def _stream(port: int, path: str, last_id: str | None = None) -> tuple[http.client.HTTPConnection, Iterator[dict]]:
    """An open SSE stream and its frames ({id, event, data}) as they come."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=20)
    conn.request(
        "GET", path, headers={"Accept": "text/event-stream", **({"Last-Event-ID": last_id} if last_id else {})}
    )
    resp = conn.getresponse()
    assert resp.status == 200, resp.read()[:300]

    def frames() -> Iterator[dict]:
        frame: dict = {"id": None, "event": "message", "data": ""}
        while line := resp.readline():
            text = line.decode().rstrip("\n")
            if not text:
                if frame["data"]:
                    yield frame
                frame = {"id": None, "event": "message", "data": ""}
                continue
            key, _, value = text.partition(": ")
            frame[key] = frame["data"] + value if key == "data" else value

    return conn, frames()


def _public_ids(settings: Settings, sid: str) -> list[str]:
    return [
        e.id
        for e in read_events(settings.paths(sid).transcript)
        if not (e.metadata and e.metadata.visibility == "private")
    ]


def test_both_origins_are_served_by_the_port_a_request_arrives_on_not_its_host_header(settings, redis_client):
    sid = make_session(settings)
    with gunicorn_web(settings) as web:
        status, headers, body = _get(web.port, f"/s/{sid}")
        assert status == 200 and "crumb_token=" in headers["Set-Cookie"] and sid in body
        # A Host header naming the dashboard does not reach the dashboard from the games' port.
        status, headers, _ = _get(web.preview, f"/{sid}/", {"Host": f"127.0.0.1:{web.port}"})
        assert status == 200 and "connect-src 'none'" in headers["Content-Security-Policy"]
        assert _get(web.preview, f"/s/{sid}")[0] == 404, "the dashboard's page answered on the games' port"


def test_sse_resumes_with_last_event_id_and_brings_live_events_under_gunicorn(settings, redis_client):
    sid = make_session(settings)
    history = _public_ids(settings, sid)
    with gunicorn_web(settings) as web:
        conn, frames = _stream(web.port, f"/api/sessions/{sid}/stream", last_id=history[3])
        got = []
        for f in frames:
            if f["event"] == "ev":
                got.append(f["id"])
            if f["event"] == "state":
                break
        assert got == history[4:]
        e = writer_for(settings.paths(sid).transcript, sid).append(
            {"from": "user", "kind": "note", "body": "live under gunicorn", "session_id": sid}
        )
        bus.publish_live(settings, [(sid, e.to_json())])
        assert next(f["id"] for f in frames if f["event"] == "ev") == e.id
        conn.close()


def test_the_websocket_sends_a_line_and_gets_the_coordinators_ack_under_gunicorn(settings, redis_client):

    from crumb.coordinator import Coordinator
    from crumb.executors import InlineExecutor

    sid = make_session(settings, verdict="PARTIAL")
    coord = Coordinator(settings, InlineExecutor(settings))
    thread = threading.Thread(target=coord.run_forever, daemon=True)
    thread.start()
    try:
        with gunicorn_web(settings) as web:
            cookie = _get(web.port, "/")[1]["Set-Cookie"].split(";")[0]
            # simple_websocket sends "Host: 127.0.0.1" without the port, so our own origin is that, here.
            ws = ws_connect(
                f"ws://127.0.0.1:{web.port}/ws/sessions/{sid}", {"Origin": "http://127.0.0.1", "Cookie": cookie}
            )
            try:
                ws.send(json.dumps({"ref": "n1", "line": "/note from a crowd"}))
                seen: dict[str, dict] = {}
                while "ack" not in seen:
                    raw = ws.receive(timeout=20)
                    assert raw is not None, f"no ack; seen {seen}\n{web.text()[-2000:]}"
                    msg = json.loads(raw)
                    seen[msg["type"]] = msg
                assert seen["sent"]["ref"] == "n1" and seen["ack"]["for"] == seen["sent"]["id"]
            finally:
                ws.close()
    finally:
        coord.stop()
        thread.join(timeout=15)


def test_every_worker_gets_the_same_per_launch_token(settings):
    from web.production import serve

    app, token = serve(settings.replace(web_port=free_port(), preview_port=free_port()), workers=2)
    first, second = app.load(), app.load()  # what each forked worker does
    assert first.dashboard.config["CRUMB_TOKEN"] == second.dashboard.config["CRUMB_TOKEN"] == token
    assert not first.dashboard.config["CRUMB_TOKEN_CONFIGURED"], "a drawn token must not lock every page"
    assert app.cfg.threads == settings.web_live_streams + 32 and app.cfg.worker_class_str.endswith("StreamingWorker")


def test_sigterm_ends_open_streams_at_once_and_the_server_exits_0(settings, redis_client):
    sid = make_session(settings)
    with gunicorn_web(settings, "--workers", "2") as web:
        conn, frames = _stream(web.port, f"/api/sessions/{sid}/stream")
        next(f for f in frames if f["event"] == "state")
        web.proc.send_signal(signal.SIGTERM)
        rest = list(frames)  # the stream ends at once, saying why, and the browser comes back in 0.5 s
        assert [f["event"] for f in rest] == ["closing"], rest
        assert "stopping" in json.loads(rest[0]["data"])["reason"] and rest[0]["retry"] == "500"
        assert web.proc.wait(timeout=30) == 0, web.text()[-2000:]
        conn.close()


def test_a_taken_port_is_refused_naming_it_with_exit_4(settings):
    import socket

    with socket.socket() as held:
        held.bind(("127.0.0.1", 0))
        held.listen()
        port = held.getsockname()[1]
        env = {k: v for k, v in os.environ.items() if not k.startswith("CRUMB_")} | settings_env(settings)
        done = subprocess.run(
            [sys.executable, "-m", "crumb", "web", "--server", "gunicorn", "--port", str(port)],
            env=env,
            capture_output=True,
            text=True,
            timeout=60,
        )
    assert done.returncode == 4, done.stderr
    assert f"cannot listen on 127.0.0.1:{port}" in done.stderr and "--port" in done.stderr
