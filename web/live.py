"""Live updates: one SSE stream per page, one WebSocket per session page for interventions.

- ``/api/sessions/<sid>/stream``: the session's events as SSE frames with ``id:`` = event id
  (resumable with ``Last-Event-ID``), then ``state`` frames (summary, pipeline, scorecard, panels
  rendered by the same templates as the page). History comes from the transcript, new events from
  the session's live stream ``{ns}:s:{sid}:log``; the stream's tip is noted *before* the transcript
  is read, so nothing falls between the two, and ids already sent are skipped.
- ``/api/stream/sessions``: summary rows of the sessions list. One blocking ``XREAD`` over every
  session's live stream (the set comes from the session index and the sessions folder), so the
  cost per tick does not grow with a poll per session.
- ``/ws/sessions/<sid>`` (:mod:`web.socket`): intervention lines in, ``sent``/``error`` and ``ack`` out.

Without Redis the streams fall back to tailing transcripts on disk.

Each stream holds one Redis connection in a blocking read, so streams are bounded (:mod:`web.slots`).
"""

from __future__ import annotations

import json
import time
from collections import deque
from collections.abc import Iterator
from typing import Any

from flask import Blueprint, Response, abort, current_app, render_template, request, stream_with_context

from crumb.config import Settings
from crumb.core.events import Event
from crumb.core.session_ids import is_session_id
from crumb.errors import CrumbError
from web import data
from web.slots import with_slot

bp = Blueprint("live", __name__)

HEARTBEAT_S = 15.0
STATE_EVERY_S = 1.0  # a busy session refolds and re-renders its panels at most this often


def _settings() -> Settings:
    return current_app.config["CRUMB_SETTINGS"]


def sse(data_obj: Any, event: str | None = None, id_: str | None = None) -> str:
    lines = []
    if id_:
        lines.append(f"id: {id_}")
    if event:
        lines.append(f"event: {event}")
    payload = data_obj if isinstance(data_obj, str) else json.dumps(data_obj, ensure_ascii=False, default=str)
    lines += [f"data: {chunk}" for chunk in payload.split("\n")]
    return "\n".join(lines) + "\n\n"


def _stream(gen: Iterator[str]) -> Response:
    resp = Response(stream_with_context(gen), mimetype="text/event-stream")
    resp.headers["Cache-Control"] = "no-cache, no-transform"
    resp.headers["X-Accel-Buffering"] = "no"
    return resp


def state_payload(view: data.SessionView) -> dict[str, Any]:
    """The state frame: data plus the panels rendered by the page's own templates."""
    frame = view.state_frame()
    frame["html"] = {
        name: render_template(f"_{name}.html", v=view)
        for name in ("header", "pipeline", "requirements", "scorecard", "qa", "actors", "spec")
    }
    return frame


class _Seen:
    """Ids already sent, bounded."""

    def __init__(self, size: int = 20_000) -> None:
        self._order: deque[str] = deque(maxlen=size)
        self._set: set[str] = set()

    def add(self, eid: str) -> bool:
        if eid in self._set:
            return False
        if len(self._order) == self._order.maxlen:
            self._set.discard(self._order[0])
        self._order.append(eid)
        self._set.add(eid)
        return True


@bp.get("/api/sessions/<sid>/stream")
def session_stream(sid: str) -> Response:
    if not is_session_id(sid):
        abort(404)
    return with_slot(lambda: _session_stream(sid))


def _session_stream(sid: str) -> Response:
    s = _settings()
    private = request.args.get("private") == "1"
    after = request.headers.get("Last-Event-ID") or request.args.get("after")
    feed = _SessionFeed(s, sid, int(current_app.config["SSE_BLOCK_MS"]), data.redis_ok(s))

    def gen() -> Iterator[str]:
        yield "retry: 2000\n\n"
        try:
            history, view = feed.start(after)
        except CrumbError as e:  # an unreadable transcript: say so and let the browser retry later
            yield sse({"error": str(e)}, "problem")
            return
        for ev in history:
            if private or not data.is_private(ev):
                yield sse(data.event_json(ev), "ev", ev.id)
        yield sse(state_payload(view), "state") if view is not None else sse({"waiting": True}, "waiting")
        beat = _Heartbeat()
        stale, last_state = False, time.monotonic()
        while True:
            wait_s = max(0.05, STATE_EVERY_S - (time.monotonic() - last_state)) if stale else None
            fresh, problem = feed.next_events(wait_s)
            if problem:
                yield sse({"error": problem}, "problem")
            shown = [ev for ev in fresh if private or not data.is_private(ev)]
            for ev in shown:
                yield sse(data.event_json(ev), "ev", ev.id)
            stale = stale or bool(fresh)
            view = None
            if stale and time.monotonic() - last_state >= STATE_EVERY_S:  # refold at most once a second
                stale, last_state = False, time.monotonic()
                try:
                    view = data.session_view(s, sid)
                except CrumbError as e:
                    yield sse({"error": str(e)}, "problem")
                if view is not None:
                    yield sse(state_payload(view), "state")
            if ping := beat.tick(bool(shown) or view is not None):
                yield ping

    return _stream(gen())


class _Heartbeat:
    """A comment frame after HEARTBEAT_S of silence, so proxies and browsers keep the stream open."""

    def __init__(self) -> None:
        self.last = time.monotonic()

    def tick(self, sent: bool) -> str | None:
        now = time.monotonic()
        if sent or now - self.last > HEARTBEAT_S:
            self.last = now
            return None if sent else ": ping\n\n"
        return None


class _SessionFeed:
    """One session's events: the transcript's history, then what the live stream (or the file) adds."""

    def __init__(self, s: Settings, sid: str, block_ms: int, use_redis: bool) -> None:
        self.s, self.sid, self.block_ms, self.use_redis = s, sid, block_ms, use_redis
        self.seen = _Seen()
        self.tip = "0"
        self.tailer: Any = None

    def start(self, after: str | None) -> tuple[list[Event], data.SessionView | None]:
        """The events after ``after`` (all when unknown); the live tip is noted before the transcript is read."""
        path = data.transcript_path(self.s, self.sid)
        if self.use_redis:
            self.tip = data.live_stream_tip(self.s, self.sid)
        else:
            from crumb.tail import Tailer

            self.tailer = Tailer(path, path.stat().st_size if path.exists() else 0)
        view = data.session_view(self.s, self.sid)
        history = view.events if view else []
        for e in history:
            self.seen.add(e.id)
        ids = [e.id for e in history]
        return history[ids.index(after) + 1 if after in ids else 0 :], view

    def next_events(self, wait_s: float | None = None) -> tuple[list[Event], str | None]:
        """New events not sent before (waits up to ``wait_s``, else block_ms), and a problem to report, if any."""
        block_ms = self.block_ms if wait_s is None else max(1, min(self.block_ms, int(wait_s * 1000)))
        if not self.use_redis:
            fresh = [item.event for item in self.tailer.poll()]
            if not fresh:
                time.sleep(min(0.5, block_ms / 1000))
            return [e for e in fresh if self.seen.add(e.id)], None
        from crumb import bus

        try:
            items = bus.read_live(self.s, self.sid, self.tip, block_ms=block_ms, count=500)
        except CrumbError as e:
            time.sleep(2)
            return [], str(e)
        fresh = []
        for entry_id, obj in items:
            self.tip = entry_id
            event = data.event_from_live(obj)
            if event is not None and self.seen.add(event.id):
                fresh.append(event)
        return fresh, None


@bp.get("/api/stream/sessions")
def sessions_stream() -> Response:
    return with_slot(_sessions_stream)


def _sessions_stream() -> Response:
    s = _settings()
    block_ms = int(current_app.config["SSE_BLOCK_MS"])
    watch = _ListWatch(s, block_ms, data.redis_ok(s))

    def gen() -> Iterator[str]:
        yield "retry: 2000\n\n"
        rows = watch.start()
        yield sse({"sessions": rows, "html": [render_template("_row.html", r=r) for r in rows]}, "snapshot")
        beat = _Heartbeat()
        while True:
            rows = watch.next_changes()
            for r in rows:
                yield sse({"row": r, "html": render_template("_row.html", r=r)}, "row")
            if ping := beat.tick(bool(rows)):
                yield ping

    return _stream(gen())


class _ListWatch:
    """Which sessions moved: one XREAD over the ingest stream (new requests) and every live stream.

    Sessions on disk or in the index that no stream announced (started by another namespace's
    tools, or before Redis) are picked up by a scan every few seconds: one HGETALL and one listdir.
    Without Redis, transcripts' sizes and mtimes are compared instead.
    """

    SCAN_S = 3.0

    def __init__(self, s: Settings, block_ms: int, use_redis: bool) -> None:
        self.s, self.block_ms, self.use_redis = s, block_ms, use_redis
        self.tips: dict[str, str] = {}  # session id (or _INGEST) → last stream id read
        self.sent: dict[str, str] = {}  # session id → the row JSON last sent
        self.stamps: dict[str, tuple[int, int]] = {}
        self.requested: dict[str, dict[str, Any]] = {}  # new_session requests not on disk yet
        self.next_scan = 0.0
        self.dirty: set[str] = set()  # moved, not yet re-rendered
        self.flushed = 0.0

    def start(self) -> list[dict[str, Any]]:
        now_id = data.redis_now_id(self.s) if self.use_redis else None  # before the snapshot: nothing falls between
        rows = data.all_rows(self.s)
        for r in rows:
            self._remember(r)
            if now_id:
                self.tips[r["session_id"]] = now_id
        if now_id:
            self.tips[_INGEST] = now_id
        self.next_scan = time.monotonic() + self.SCAN_S
        return rows

    def _remember(self, r: dict[str, Any]) -> bool:
        text = json.dumps(r, sort_keys=True, default=str)
        fresh = self.sent.get(r["session_id"]) != text
        self.sent[r["session_id"]] = text
        self.stamps[r["session_id"]] = _stamp(self.s, r["session_id"])
        return fresh

    def next_changes(self) -> list[dict[str, Any]]:
        changed: set[str] = set()
        if time.monotonic() >= self.next_scan:
            self.next_scan = time.monotonic() + self.SCAN_S
            for sid in (set(data.index_summaries(self.s)) | set(data.disk_session_ids(self.s))) - set(self.sent):
                changed.add(sid)
                if self.use_redis:
                    self.tips.setdefault(sid, "0-0")
        since = time.monotonic() - self.flushed
        wait_ms = max(50, int((STATE_EVERY_S - since) * 1000)) if self.dirty else self.block_ms
        if self.use_redis:
            changed |= self._read(min(wait_ms, self.block_ms))
        else:
            time.sleep(min(1.0, wait_ms / 1000))
            changed |= {sid for sid in self.stamps if _stamp(self.s, sid) != self.stamps[sid]}
        self.dirty |= changed
        if not self.dirty or time.monotonic() - self.flushed < STATE_EVERY_S:
            return []  # a busy session refolds for the list at most once a second
        changed, self.dirty, self.flushed = self.dirty, set(), time.monotonic()
        rows = []
        for sid in sorted(changed):
            r = data.row(self.s, sid, self.requested.get(sid))
            if r.get("events"):
                self.requested.pop(sid, None)
            if self._remember(r):
                rows.append(r)
        return rows

    def _read(self, block_ms: int) -> set[str]:
        from crumb.connections import keys, raw_client

        k = keys(self.s)
        streams = {k.ingest if sid == _INGEST else k.live(sid): tip for sid, tip in self.tips.items()}
        try:  # bytes: an ingest entry that is not UTF-8 must not stall the list
            reply = raw_client(self.s).xread(streams, block=block_ms, count=500)
        except Exception:  # noqa: BLE001 — Redis went away: a slow tick; rows stay as they were
            time.sleep(1)
            return set()
        moved = set()
        for raw_stream, raw_entries in reply or ():
            stream = raw_stream.decode()
            entries = [(eid.decode(), fields) for eid, fields in raw_entries]
            if not entries:
                continue
            if stream == k.ingest:
                self.tips[_INGEST] = entries[-1][0]
                moved |= self._requests(entries)
                continue
            sid = stream[len(f"{k.ns}:s:") : -len(":log")]
            self.tips[sid] = entries[-1][0]
            moved.add(sid)
        return moved

    def _requests(self, entries: list[tuple[str, dict[bytes, bytes]]]) -> set[str]:
        """Sessions the house asked for (signed new_session entries) that are not on disk yet."""
        from crumb import bus

        out = set()
        for _id, raw in entries:
            fields = bus.decode_fields(raw)
            if (
                isinstance(fields, bus.Unreadable)
                or fields.get("type") != "new_session"
                or not bus.is_signed(self.s, fields)
            ):
                continue  # an unsigned request starts nothing, so it shows no row either
            try:
                payload = json.loads(fields.get("payload") or "{}")
            except ValueError:
                continue
            sid = str(payload.get("session_id") or "")
            if is_session_id(sid) and sid not in self.sent:
                self.requested[sid] = {
                    "session_id": sid,
                    "goal": payload.get("goal"),
                    "status": "queued",
                    "stage": "queued",
                }
                self.tips.setdefault(sid, "0-0")
                out.add(sid)
        return out


_INGEST = "\0ingest"


def _stamp(s: Settings, sid: str) -> tuple[int, int]:
    try:
        st = data.transcript_path(s, sid).stat()
        return (st.st_size, st.st_mtime_ns)
    except OSError:
        return (0, 0)
