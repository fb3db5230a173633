"""Issue 16, the browser-facing holes: symlinked folders, interventions that are not one string line,
the preview origin's hosts and frame-ancestors, the WebSocket's message size, an exhausted Redis pool.
Each test failed on the code before the fix and names the reason it refuses."""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import socket
import time
from pathlib import Path

import pytest

from crumb.connections import keys, redis_client
from tests.web.sessions import REPLY_S, make_session, ws_connect

pytestmark = [pytest.mark.proofs, pytest.mark.redis]


def ingest_length(settings) -> int:
    return redis_client(settings).xlen(keys(settings).ingest)


def _clients(settings):
    from web import create_app, create_preview_app

    return create_app(settings, TESTING=True).test_client(), create_preview_app(settings).test_client()


# -- 5. symlinks anywhere in a served path --------------------------------------------------------------


def _outside(tmp_path: Path, name: str) -> Path:
    """A folder outside $CRUMB_HOME holding what a planted link would expose."""
    where = tmp_path / "outside" / name
    where.mkdir(parents=True)
    (where / "index.html").write_text("<h1>SECRET from outside</h1>")
    (where / "secret.txt").write_text("token=SECRET")
    return where


def test_a_symlinked_game_folder_is_served_by_neither_origin(settings, redis_client, tmp_path):
    sid = make_session(settings)
    game = settings.session_dir(sid) / "artifacts" / "game"
    shutil.rmtree(game)
    os.symlink(_outside(tmp_path, "game"), game)
    dash, preview = _clients(settings)
    assert preview.get(f"/{sid}/index.html").status_code == 404
    assert preview.get(f"/{sid}/secret.txt").status_code == 404
    assert dash.get(f"/api/sessions/{sid}/artifacts/game/secret.txt").status_code == 404


def test_a_symlinked_session_folder_is_served_by_neither_origin(settings, redis_client, tmp_path):
    real = make_session(settings)
    sid = "01JPRLINKED0000000000000AA"
    elsewhere = tmp_path / "outside" / sid
    shutil.copytree(settings.session_dir(real), elsewhere)
    (elsewhere / "artifacts" / "game" / "secret.txt").write_text("token=SECRET")
    (elsewhere / "workspaces" / "builder").mkdir(parents=True)
    (elsewhere / "workspaces" / "builder" / "secret.txt").write_text("token=SECRET")
    os.symlink(elsewhere, settings.session_dir(sid))
    dash, preview = _clients(settings)
    assert preview.get(f"/{sid}/secret.txt").status_code == 404
    assert dash.get(f"/api/sessions/{sid}/artifacts/game/secret.txt").status_code == 404
    assert dash.get(f"/api/sessions/{sid}/workspaces/builder/secret.txt").status_code == 404
    assert dash.get(f"/api/sessions/{sid}").status_code == 404, "a linked session folder is read as a session"
    # The real session is still served: the refusal is the link, not the files.
    assert preview.get(f"/{real}/index.html").status_code == 200


def test_a_symlinked_workspace_folder_is_not_served(settings, redis_client, tmp_path):
    sid = make_session(settings)
    os.makedirs(settings.session_dir(sid) / "workspaces", exist_ok=True)
    os.symlink(_outside(tmp_path, "ws"), settings.session_dir(sid) / "workspaces" / "builder")
    dash, _ = _clients(settings)
    assert dash.get(f"/api/sessions/{sid}/workspaces/builder/secret.txt").status_code == 404


def test_the_builders_output_is_never_published_through_a_linked_artifacts_folder(settings, tmp_path):
    from crumb.adapters import outputs
    from crumb.errors import AdapterError

    session_dir = settings.session_dir("S1")
    workspace = session_dir / "workspaces" / "builder"
    (workspace / "game").mkdir(parents=True)
    (workspace / "game" / "index.html").write_text("<canvas></canvas>")
    target = tmp_path / "outside" / "artifacts"
    target.mkdir(parents=True)
    os.symlink(target, session_dir / "artifacts")
    with pytest.raises(AdapterError, match=r"artifacts: is a symlink"):
        outputs.builder_outcome(workspace, session_dir, settings)
    assert list(target.iterdir()) == [], "the build was written through the link"
    with pytest.raises(AdapterError, match=r"artifacts: is a symlink"):
        outputs.planner_outcome(workspace, session_dir, update=False)


@pytest.mark.parametrize("name", ["a\nb.js", "x\n" + "0" * 64 + "  index.html", "\x1b]0;owned\x07.js", "tab\t.png"])
def test_a_game_file_named_with_a_control_character_is_refused_naming_it(settings, name):
    """A newline in a name forged lines of a release's SHA256SUMS ('<sha256>  <name>' a line); an escape
    sequence reached whatever printed the name."""
    from crumb.adapters import outputs
    from crumb.errors import AdapterError

    session_dir = settings.session_dir("S1")
    game = session_dir / "workspaces" / "builder" / "game"
    game.mkdir(parents=True)
    (game / "index.html").write_text("<canvas></canvas>")
    (game / name).write_text("x")
    with pytest.raises(AdapterError, match=r"control character") as refused:
        outputs.builder_outcome(game.parent, session_dir, settings)
    assert repr(name)[1:-1] in str(refused.value), str(refused.value)
    assert not (session_dir / "artifacts" / "game").exists(), "the build was published"


@pytest.mark.parametrize("planted", ["artifacts/game", "artifacts/qa", "artifacts"])
def test_qa_neither_loads_a_game_nor_writes_its_evidence_through_a_link_an_agent_planted(settings, tmp_path, planted):
    """An agent runs as the worker's user: a later one (the verifier, or the builder's leftover process)
    can swap artifacts/game for a link to any folder of the QA host, whose files QA then served to the
    page (and counted, walking it whole), or artifacts/qa for a link where QA wrote its report."""
    from crumb.core.effects import QaCheck
    from crumb.worker import qa_outcome

    sid = "01KAAAAAAAAAAAAAAAAAAAAAAA"
    session_dir = settings.session_dir(sid)
    (session_dir / "artifacts" / "game").mkdir(parents=True)
    (session_dir / "artifacts" / "game" / "index.html").write_text("<canvas></canvas>")
    outside = tmp_path / "outside"
    if (session_dir / planted).exists():
        shutil.copytree(session_dir / planted, outside / "copy")
        shutil.rmtree(session_dir / planted)
    (outside / "copy").mkdir(parents=True, exist_ok=True)
    os.symlink(outside / "copy", session_dir / planted)
    effect = QaCheck(
        id=f"{sid}E.0", session_id=sid, cause_id=f"{sid}E", artifact="artifacts/game/index.html", build_event_id="B"
    )
    (draft, *_) = qa_outcome(settings, effect)
    assert draft["kind"] == "qa.result" and draft["data"]["exec_exit_code"] == 2, draft["data"]
    assert f"{planted}: is a symlink" in " ".join(draft["data"]["findings"]), draft["data"]["findings"]
    written = sorted(p.name for p in outside.rglob("*") if p.is_file())
    assert written == ["index.html"] * (planted != "artifacts/qa") or written == [], written


# -- 7. interventions: one string line, a body that says what it is ------------------------------------


@pytest.mark.parametrize("line", [5, True, ["/approve"], {"line": "/approve"}, None])
def test_an_intervention_line_that_is_not_a_string_is_a_400_saying_so(settings, dash, line):
    sid = make_session(settings)
    before = ingest_length(settings)
    resp = dash.post(f"/api/sessions/{sid}/say", json={"line": line})
    assert resp.status_code == 400, resp.get_data(as_text=True)
    assert "line must be a string" in resp.get_json()["error"]
    assert ingest_length(settings) == before


def test_invalid_json_or_a_wrong_content_type_gets_an_error_that_says_so(settings, dash):
    sid = make_session(settings)
    before = ingest_length(settings)
    bad = dash.post(f"/api/sessions/{sid}/say", data='{"line": "/approve"', content_type="application/json")
    assert bad.status_code == 400 and "not valid JSON" in bad.get_json()["error"]
    plain = dash.post(f"/api/sessions/{sid}/say", data="/approve", content_type="text/plain")
    assert plain.status_code == 415 and "text/plain" in plain.get_json()["error"]
    assert ingest_length(settings) == before


def test_a_line_holding_a_newline_is_refused_never_merged(settings, dash):
    sid = make_session(settings)
    before = ingest_length(settings)
    resp = dash.post(f"/api/sessions/{sid}/say", json={"line": "/approve\n/veto too slow"})
    assert resp.status_code == 400 and "one line" in resp.get_json()["error"]
    assert ingest_length(settings) == before, "two commands became one draft"


# -- 8. the preview origin: the dashboard's hosts, frame-ancestors from configuration ------------------


def test_the_preview_answers_only_the_dashboards_hosts_and_never_echoes_the_host(settings, redis_client):
    sid = make_session(settings)
    _, preview = _clients(settings)
    assert preview.get(f"/{sid}/", headers={"Host": "evil.example:7322"}).status_code == 421
    ok = preview.get(f"/{sid}/", headers={"Host": f"localhost:{settings.preview_port}"})
    assert ok.status_code == 200
    remote = settings.replace(web_host="0.0.0.0", web_token="t" * 32, web_origins="https://crumb.example")
    from web import create_preview_app

    r = create_preview_app(remote).test_client().get(f"/{sid}/", headers={"Host": "attacker.example:7322"})
    ancestors = r.headers["Content-Security-Policy"].split("frame-ancestors", 1)[1]
    assert "attacker.example" not in ancestors, ancestors
    assert "https://crumb.example" in ancestors and f"http://127.0.0.1:{settings.web_port}" in ancestors


# -- 6. the WebSocket reads no message larger than the bound ---------------------------------------------


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    from tests.web.e2e import live_stack

    with live_stack(tmp_path_factory.mktemp("home"), coordinator=False) as stack:
        yield stack


def test_a_websocket_message_over_the_bound_closes_the_socket_before_it_is_read(server):
    import simple_websocket

    from web.socket import WS_MAX_MESSAGE_BYTES

    sid = make_session(server.settings)
    ws = ws_connect(
        server.url.replace("http", "ws") + f"/ws/sessions/{sid}",
        {"Origin": "http://127.0.0.1", "Cookie": f"crumb_token={server.token}"},
    )
    before = ingest_length(server.settings)
    try:
        assert json.loads(ws.receive(timeout=REPLY_S))["type"] == "hello"
        with pytest.raises(simple_websocket.ConnectionClosed) as closed:
            ws.send(json.dumps({"ref": "big", "line": "x" * (WS_MAX_MESSAGE_BYTES + 1)}))
            while True:
                reply = ws.receive(timeout=5)
                assert reply is None or json.loads(reply)["type"] != "error", "the whole message was read and answered"
    finally:
        with contextlib.suppress(simple_websocket.ConnectionClosed):
            ws.close()
    assert closed.value.reason == 1009  # MESSAGE_TOO_BIG
    assert ingest_length(server.settings) == before


# -- 4. 200 live streams, and interventions still accepted -----------------------------------------------

STREAMS = int(os.environ.get("CRUMB_PROOFS_STREAMS", "200"))


def _open_stream(url: str, path: str) -> socket.socket:
    host, port = url.removeprefix("http://").split(":")
    s = socket.create_connection((host, int(port)), timeout=10)
    s.sendall(f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\nAccept: text/event-stream\r\n\r\n".encode())
    return s


def _read_some(s: socket.socket, until: bytes, deadline: float) -> bytes:
    got = b""
    while until not in got and time.monotonic() < deadline:
        s.settimeout(max(0.05, deadline - time.monotonic()))
        try:
            chunk = s.recv(65536)
        except TimeoutError:
            break
        if not chunk:
            break
        got += chunk
    return got


def _post(server, path: str, body: dict) -> tuple[int, str]:
    import urllib.error
    import urllib.request

    req = urllib.request.Request(
        server.url + path,
        data=json.dumps(body).encode(),
        method="POST",
        headers={"Content-Type": "application/json", "X-Crumb-Token": server.token},
    )
    try:
        with urllib.request.urlopen(req, timeout=20) as resp:
            return resp.status, resp.read().decode()
    except urllib.error.HTTPError as e:
        return e.code, e.read().decode()


def _drain(socks: list[socket.socket], seconds: float) -> list[bytes]:
    """Everything each socket receives in the next ``seconds``."""
    import selectors

    got = {s: b"" for s in socks}
    sel = selectors.DefaultSelector()
    for s in socks:
        s.setblocking(False)
        sel.register(s, selectors.EVENT_READ)
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        for key, _ in sel.select(timeout=0.2):
            try:
                got[key.fileobj] += key.fileobj.recv(65536)
            except BlockingIOError:
                pass
    sel.close()
    return [got[s] for s in socks]


def test_two_hundred_live_streams_leave_interventions_accepted_and_redis_reachable(server):
    sid = make_session(server.settings)
    path = f"/api/sessions/{sid}/stream"
    started = time.monotonic()
    socks = [_open_stream(server.url, path) for _ in range(STREAMS)]
    try:
        heads = [_read_some(s, b"\r\n\r\n", time.monotonic() + 20) for s in socks]
        served = [h for h in heads if h.startswith(b"HTTP/1.1 200")]
        refused = [h for h in heads if h.startswith(b"HTTP/1.1 503")]
        assert len(served) + len(refused) == STREAMS, [h[:40] for h in heads if h not in served + refused][:5]
        assert all(b"Retry-After:" in h for h in refused), refused[:1]
        says = [_post(server, f"/api/sessions/{sid}/say", {"line": f"/note keep going {n}"}) for n in range(18)]
        assert [code for code, _ in says] == [202] * 18, [body for code, body in says if code != 202][:3]
        # Every served stream keeps getting frames, and none is told that a reachable Redis is not.
        live = [(s, h) for s, h in zip(socks, heads, strict=False) if h in served]
        frames = [h + more for (_, h), more in zip(live, _drain([s for s, _ in live], seconds=6), strict=False)]
        text = b"".join(frames)
        assert b"not reachable" not in text, text[text.find(b"not reachable") - 200 :][:400]
        assert all(b"event: state" in f for f in frames)
    finally:
        for s in socks:
            s.close()
    print(
        f"\n{STREAMS} streams: {len(served)} served, {len(refused)} refused with 503 + Retry-After, "
        f"18/18 interventions accepted, {time.monotonic() - started:.1f} s"
    )


# -- 7. the sessions list: no phantom row for an unsigned request, no stall on an entry that is not UTF-8 --


def test_the_sessions_list_ignores_unsigned_requests_and_is_not_stalled_by_a_poison_entry(settings, redis_client):
    from crumb import bus
    from tests.web.test_live import frames
    from web import create_app

    client = create_app(settings, TESTING=True, SSE_BLOCK_MS=200).test_client()
    resp = client.get("/api/stream/sessions", buffered=False)
    made: list[str] = []

    def request(fs: list[dict]) -> bool:
        if fs and not made:
            ingest = keys(settings).ingest
            redis_client.xadd(ingest, {"type": "draft", "payload": b"\xff\xfe"})
            phantom = {"session_id": "01JPRPHANTOM00000000000000", "goal": "a phantom", "bindings": {}}
            redis_client.xadd(ingest, {"type": "new_session", "payload": json.dumps(phantom)})
            made.append(bus.request_session(settings, "a real request", bindings={}))
        return any(f["event"] == "row" for f in fs)

    fs = frames(resp, request, timeout_s=REPLY_S)
    rows = [json.loads(f["data"])["row"] for f in fs if f["event"] == "row"]
    assert [r["session_id"] for r in rows] == made, rows
