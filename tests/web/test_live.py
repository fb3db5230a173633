"""Live updates: SSE ids and Last-Event-ID resume, events from the live stream, the sessions stream, the WebSocket."""

from __future__ import annotations

import json
import threading
import time

import pytest

from crumb import bus
from crumb.config import Settings
from crumb.transcript import read_events, writer_for
from tests.web.sessions import REPLY_S, make_session, ws_connect


def frames(resp, want, timeout_s: float = REPLY_S) -> list[dict]:
    """Read SSE frames until ``want(frames)`` holds; each frame as {id, event, data}."""
    out, buf = [], ""
    deadline = time.monotonic() + timeout_s
    for chunk in resp.response:
        buf += chunk.decode() if isinstance(chunk, bytes) else chunk
        while "\n\n" in buf:
            raw, buf = buf.split("\n\n", 1)
            f = {"id": None, "event": "message", "data": ""}
            for line in raw.split("\n"):
                key, _, value = line.partition(": ")
                if key == "id":
                    f["id"] = value
                elif key == "event":
                    f["event"] = value
                elif key == "data":
                    f["data"] += value
            if f["data"]:
                out.append(f)
        if want(out) or time.monotonic() > deadline:
            break
    resp.close()
    return out


def evs(fs: list[dict]) -> list[dict]:
    return [f for f in fs if f["event"] == "ev"]


def test_each_event_frame_carries_its_event_id_and_a_state_frame_follows_the_history(client, partial_session, settings):
    fs = frames(
        client.get(f"/api/sessions/{partial_session}/stream", buffered=False),
        lambda fs: any(f["event"] == "state" for f in fs),
    )
    history = [
        e
        for e in read_events(settings.session_dir(partial_session) / "transcript.jsonl")
        if not (e.metadata and e.metadata.visibility == "private")
    ]
    assert [f["id"] for f in evs(fs)] == [e.id for e in history]
    assert all(json.loads(f["data"])["id"] == f["id"] for f in evs(fs))
    state = json.loads(next(f for f in fs if f["event"] == "state")["data"])
    assert state["summary"]["stage"] == "awaiting_approval" and "D1" in state["html"]["scorecard"]


def test_a_reconnect_with_last_event_id_resumes_after_that_event(client, partial_session, settings):
    history = [
        e
        for e in read_events(settings.session_dir(partial_session) / "transcript.jsonl")
        if not (e.metadata and e.metadata.visibility == "private")
    ]
    resp = client.get(
        f"/api/sessions/{partial_session}/stream", headers={"Last-Event-ID": history[5].id}, buffered=False
    )
    fs = frames(resp, lambda fs: any(f["event"] == "state" for f in fs))
    assert [f["id"] for f in evs(fs)] == [e.id for e in history[6:]]


def test_events_published_on_the_live_stream_arrive_once_each(client, partial_session, settings, redis_client):
    resp = client.get(f"/api/sessions/{partial_session}/stream", buffered=False)
    it = iter([0])
    got: list[dict] = []

    def publish_then_wait(fs: list[dict]) -> bool:
        if any(f["event"] == "state" for f in fs) and next(it, None) is not None:
            e = writer_for(settings.session_dir(partial_session) / "transcript.jsonl", partial_session).append(
                {"from": "user", "kind": "note", "body": "live hello", "session_id": partial_session}
            )
            bus.publish_live(settings, [(partial_session, e.to_json())] * 2)  # a duplicate delivery, too
            got.append(e.to_dict())
        return bool(got) and sum(f["id"] == got[0]["id"] for f in fs) >= 1 and fs[-1]["event"] == "state"

    fs = frames(resp, publish_then_wait)
    assert sum(f["id"] == got[0]["id"] for f in fs) == 1
    assert json.loads(fs[-1]["data"])["summary"]["counts"]["note"] >= 2


def test_the_sessions_stream_sends_a_snapshot_then_a_row_for_a_session_that_moved(client, settings, redis_client):
    sid = make_session(settings, verdict="PARTIAL")
    resp = client.get("/api/stream/sessions", buffered=False)
    state = {"sent": False}

    def move(fs: list[dict]) -> bool:
        if fs and not state["sent"]:
            state["sent"] = True
            time.sleep(0.3)
            e = writer_for(settings.session_dir(sid) / "transcript.jsonl", sid).append(
                {"from": "user", "kind": "user.approve", "session_id": sid}
            )
            bus.publish_live(settings, [(sid, e.to_json())])
        return any(f["event"] == "row" for f in fs)

    fs = frames(resp, move)
    snapshot = json.loads(fs[0]["data"])
    assert fs[0]["event"] == "snapshot" and [r["session_id"] for r in snapshot["sessions"]] == [sid]
    row = json.loads(next(f for f in fs if f["event"] == "row")["data"])
    assert row["row"]["session_id"] == sid and f'id="row-{sid}"' in row["html"]


def test_a_new_session_appears_on_the_sessions_stream(client, settings, redis_client):
    resp = client.get("/api/stream/sessions", buffered=False)
    made: list[str] = []

    def create(fs: list[dict]) -> bool:
        if fs and not made:
            made.append(make_session(settings, verdict="PASS", finished=True))
        return any(f["event"] == "row" for f in fs)

    fs = frames(resp, create)
    assert json.loads(next(f for f in fs if f["event"] == "row")["data"])["row"]["session_id"] == made[0]


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    """A real dashboard + preview in this process on free ports."""
    from tests.web.e2e import live_stack

    with live_stack(tmp_path_factory.mktemp("home"), coordinator=False) as stack:
        yield stack


def test_the_websocket_sends_a_line_and_reports_sent_then_a_grammar_error(server):

    sid = make_session(server.settings, verdict="PARTIAL")
    url = server.url.replace("http", "ws") + f"/ws/sessions/{sid}"
    # simple_websocket sends "Host: 127.0.0.1" without the port, so our own origin is that, here.
    headers = {"Origin": "http://127.0.0.1", "Cookie": f"crumb_token={server.token}"}
    ws = ws_connect(url, headers)
    try:
        assert json.loads(ws.receive(timeout=REPLY_S))["type"] == "hello"
        ws.send(json.dumps({"ref": "1", "line": "/pause @builder"}))
        sent = json.loads(ws.receive(timeout=REPLY_S))
        assert sent["type"] == "sent" and sent["kind"] == "user.pause" and sent["ref"] == "1"
        ws.send(json.dumps({"ref": "2", "line": "/goto nobody"}))
        err = json.loads(ws.receive(timeout=REPLY_S))
        assert err["type"] == "error" and err["ref"] == "2" and "/goto" in err["message"]
        entries = bus_ingest(server.settings)
        assert [d["kind"] for d in entries] == ["user.pause"] and entries[0]["id"] == sent["id"]
    finally:
        ws.close()


def bus_ingest(settings: Settings) -> list[dict]:
    from crumb.connections import keys, redis_client

    return [
        json.loads(f["payload"])
        for _id, f in redis_client(settings).xrange(keys(settings).ingest)
        if f["type"] == "draft"
    ]


@pytest.mark.parametrize("ref", ["NaN", "Infinity", '{"at": -Infinity}'])
def test_a_websocket_ref_that_is_no_json_number_is_refused_in_json_the_page_can_read(server, ref):
    """Python reads NaN in a message; the answer carried the ref back as NaN, which is not JSON: the
    page's JSON.parse threw on it, and the person saw neither 'sent' nor the error (the line was sent)."""

    sid = make_session(server.settings, verdict="PARTIAL")
    headers = {"Origin": "http://127.0.0.1", "Cookie": f"crumb_token={server.token}"}
    ws = ws_connect(server.url.replace("http", "ws") + f"/ws/sessions/{sid}", headers)
    try:
        assert json.loads(ws.receive(timeout=REPLY_S))["type"] == "hello"
        ws.send('{"ref": ' + ref + ', "line": "/pause"}')
        raw = ws.receive(timeout=REPLY_S)
        answer = json.loads(raw, parse_constant=lambda c: pytest.fail(f"the answer holds {c}: {raw}"))
        assert answer["type"] == "error" and "NaN or Infinity" in answer["message"], answer
        sent = [d for d in bus_ingest(server.settings) if d["session_id"] == sid]
        assert sent == [], "the line was sent though its answer said otherwise"
    finally:
        ws.close()


@pytest.mark.parametrize("headers", [{"Origin": "https://evil.example"}, {}], ids=["foreign-origin", "no-token"])
def test_the_websocket_refuses_a_foreign_origin_or_a_missing_token(server, headers):

    sid = make_session(server.settings, verdict="PARTIAL")
    h = dict(headers)
    if "Origin" in h:
        h["Cookie"] = f"crumb_token={server.token}"
    with pytest.raises(Exception):  # noqa: B017 — refused at the handshake or closed at once: either is a refusal
        ws = ws_connect(server.url.replace("http", "ws") + f"/ws/sessions/{sid}", h)
        ws.receive(timeout=REPLY_S)
        ws.close()


def test_a_requested_session_shows_up_at_once_as_queued_with_its_pitch(client, settings, redis_client):
    resp = client.get("/api/stream/sessions", buffered=False)
    made: list[str] = []

    def request(fs: list[dict]) -> bool:
        if fs and not made:
            made.append(bus.request_session(settings, "a queued pinball", bindings={}))
        return any(f["event"] == "row" for f in fs)

    fs = frames(resp, request, timeout_s=REPLY_S)
    row = json.loads(next(f for f in fs if f["event"] == "row")["data"])["row"]
    assert (row["session_id"], row["status"], row["goal"]) == (made[0], "queued", "a queued pinball")


@pytest.fixture
def offline(settings: Settings):
    """The dashboard with no Redis configured: it must still show sessions on disk live."""
    from web import create_app

    return create_app(settings.replace(redis_url=None), TESTING=True, SSE_BLOCK_MS=200).test_client()


def test_without_redis_the_session_stream_tails_the_transcript(offline, settings: Settings):
    sid = make_session(settings, verdict="PARTIAL")
    added: list[str] = []

    def append(fs: list[dict]) -> bool:
        if any(f["event"] == "state" for f in fs) and not added:
            e = writer_for(settings.session_dir(sid) / "transcript.jsonl", sid).append(
                {"from": "user", "kind": "note", "body": "from disk", "session_id": sid}
            )
            added.append(e.id)
        return bool(added) and any(f["id"] == added[0] for f in fs)

    fs = frames(offline.get(f"/api/sessions/{sid}/stream", buffered=False), append)
    assert [f["id"] for f in fs if f["id"] == added[0]] == added


def test_without_redis_a_bad_line_appended_is_a_problem_frame_and_the_stream_goes_on(offline, settings: Settings):
    sid = make_session(settings, verdict="PARTIAL")
    path = settings.session_dir(sid) / "transcript.jsonl"
    added: list[str] = []

    def append(fs: list[dict]) -> bool:
        if any(f["event"] == "state" for f in fs) and not added:
            with open(path, "ab") as f:
                f.write(b"garbage\n")
            e = writer_for(path, sid).append({"from": "user", "kind": "note", "body": "after it", "session_id": sid})
            added.append(e.id)
        return bool(added) and any(f["id"] == added[0] for f in fs)

    fs = frames(offline.get(f"/api/sessions/{sid}/stream", buffered=False), append)
    [problem] = [json.loads(f["data"])["error"] for f in fs if f["event"] == "problem"]
    assert "transcript.jsonl: line at byte" in problem and "line is not JSON" in problem
    assert [f["id"] for f in fs if f["id"] == added[0]] == added  # before: the stream ended on the bad line


def test_without_redis_the_sessions_stream_notices_a_transcript_that_grew(offline, settings: Settings):
    sid = make_session(settings, verdict="PARTIAL")
    grown: list[bool] = []

    def grow(fs: list[dict]) -> bool:
        if fs and not grown:
            writer_for(settings.session_dir(sid) / "transcript.jsonl", sid).append(
                {"from": "user", "kind": "user.approve", "session_id": sid}
            )
            grown.append(True)
        return any(f["event"] == "row" for f in fs)

    fs = frames(offline.get("/api/stream/sessions", buffered=False), grow)
    assert json.loads(next(f for f in fs if f["event"] == "row")["data"])["row"]["session_id"] == sid
    assert "disabled" in offline.get("/").get_data(as_text=True)  # no stack: the start button is off


def test_a_burst_of_events_is_sent_whole_but_the_panels_refresh_at_most_once_a_second(
    client, partial_session, settings, redis_client
):
    resp = client.get(f"/api/sessions/{partial_session}/stream", buffered=False)
    burst: list[str] = []

    def publish(fs: list[dict]) -> bool:
        if any(f["event"] == "state" for f in fs) and not burst:
            w = writer_for(settings.session_dir(partial_session) / "transcript.jsonl", partial_session)
            for i in range(30):
                e = w.append({"from": "user", "kind": "note", "body": f"n{i}", "session_id": partial_session})
                bus.publish_live(settings, [(partial_session, e.to_json())])
                burst.append(e.id)
        got = {f["id"] for f in fs}
        return bool(burst) and set(burst) <= got and fs[-1]["event"] == "state"

    start = time.monotonic()
    fs = frames(resp, publish)
    states_after = [f for f in fs[1:] if f["event"] == "state"]
    assert {f["id"] for f in fs} >= set(burst)
    assert len(states_after) <= 2 + (time.monotonic() - start)  # not one per event
    assert json.loads(states_after[-1]["data"])["summary"]["counts"]["note"] >= 31


def test_streams_of_one_session_that_wake_together_fold_its_transcript_once(partial_session, settings, monkeypatch):
    import threading

    from web import data

    folds: list[str] = []
    real_init = data.SessionView.__init__

    def counted(self, sid, events, unreadable=None):
        folds.append(sid)
        real_init(self, sid, events, unreadable)

    monkeypatch.setattr(data.SessionView, "__init__", counted)
    writer_for(settings.session_dir(partial_session) / "transcript.jsonl", partial_session).append(
        {"from": "user", "kind": "note", "body": "a new version", "session_id": partial_session}
    )
    start = threading.Barrier(8)
    views: list = []

    def read() -> None:
        start.wait()
        views.append(data.session_view(settings, partial_session))

    threads = [threading.Thread(target=read) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert folds == [partial_session], f"{len(folds)} folds of one transcript version"
    assert len({id(v) for v in views}) == 1, "the streams got different views: each renders its own state frame"


def test_the_test_client_keeps_a_frame_that_came_with_the_handshakes_answer():
    """The server's hello sent in the same packet as its 101: simple_websocket's own client left it in
    wsproto's buffer and the test waited 30 s for it (a CI run); ``ws_connect`` hands it on."""
    import socket

    from wsproto import ConnectionType, WSConnection
    from wsproto.events import AcceptConnection, Request, TextMessage

    listener = socket.create_server(("127.0.0.1", 0))
    done = threading.Event()

    def serve() -> None:
        conn, _ = listener.accept()
        ws = WSConnection(ConnectionType.SERVER)
        while not any(isinstance(e, Request) for e in ws.events()):
            ws.receive_data(conn.recv(4096))
        conn.sendall(ws.send(AcceptConnection()) + ws.send(TextMessage(data='{"type": "hello"}')))
        done.wait(REPLY_S)
        conn.close()

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    try:
        client = ws_connect(f"ws://127.0.0.1:{listener.getsockname()[1]}/ws", {})
        assert client.receive(timeout=REPLY_S) == '{"type": "hello"}'
    finally:
        done.set()
        thread.join(timeout=REPLY_S)
        listener.close()
