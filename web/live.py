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

No stream holds a Redis connection: the process's :class:`web.hub.LiveHub` reads every watched
stream with one blocking ``XREAD`` and fans the entries out, so a crowd of clients costs Redis one
reader. Streams are bounded by the server's threads instead (:mod:`web.slots`). What every client
of a session shares is computed once: an entry's parsed event, and the state frame of a transcript
as of its size and mtime.
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
from web.hub import Entry, LiveHub, Subscription
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


def _hub() -> LiveHub | None:
    """The process's live reader, or None without Redis (the streams then tail files)."""
    return current_app.extensions["crumb_hub"] if data.redis_ok(_settings()) else None


def state_frame(view: data.SessionView) -> str:
    """The state frame of a view as SSE text, rendered once per transcript version for every client."""
    text = view.rendered.get("state")
    if text is None:
        text = view.rendered["state"] = sse(state_payload(view), "state")
    return text


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
    feed = _SessionFeed(s, sid, int(current_app.config["SSE_BLOCK_MS"]), _hub())

    def gen() -> Iterator[str]:
        yield "retry: 2000\n\n"
        try:
            history, view = feed.start(after)
        except CrumbError as e:  # an unreadable transcript: say so and let the browser retry later
            feed.close()
            yield sse({"error": str(e)}, "problem")
            return
        try:
            for ev in history:
                if private or not data.is_private(ev):
                    yield sse(data.event_json(ev), "ev", ev.id)
            yield state_frame(view) if view is not None else sse({"waiting": True}, "waiting")
            yield from _follow(feed, private)
        finally:  # the client went away (or the hub ended the stream): stop watching
            feed.close()

    return _stream(gen())


def _follow(feed: _SessionFeed, private: bool) -> Iterator[str]:
    """New events as they come, then a state frame at most once a second; ends when the feed does."""
    beat = _Heartbeat()
    stale, last_state = False, time.monotonic()
    while not feed.ended:
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
                view = data.session_view(feed.s, feed.sid)
            except CrumbError as e:
                yield sse({"error": str(e)}, "problem")
            if view is not None:
                yield state_frame(view)
        if ping := beat.tick(bool(shown) or view is not None):
            yield ping
    yield closing(feed.sub)


def closing(sub: Subscription | None) -> str:
    """The last frame of a stream the hub ended: why, and that the browser should come back soon."""
    reason = sub.reason if sub is not None else None
    return "retry: 500\n" + sse({"reason": reason or "the stream ended; reconnect"}, "closing")


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

    def __init__(self, s: Settings, sid: str, block_ms: int, hub: LiveHub | None) -> None:
        self.s, self.sid, self.block_ms, self.hub = s, sid, block_ms, hub
        self.seen = _Seen()
        self.sub: Subscription | None = None
        self.tailer: Any = None

    @property
    def ended(self) -> bool:
        """The hub closed the subscription (shutting down, or this client fell too far behind)."""
        return self.sub is not None and self.sub.closed

    def start(self, after: str | None) -> tuple[list[Event], data.SessionView | None]:
        """The events after ``after`` (all when unknown); the live tip is noted before the transcript is read."""
        from crumb.connections import keys

        path = data.transcript_path(self.s, self.sid)
        if self.hub is not None:
            self.sub = self.hub.subscribe({keys(self.s).live(self.sid): data.live_stream_tip(self.s, self.sid)})
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
        timeout_s = min(self.block_ms, 1000 * wait_s if wait_s is not None else self.block_ms) / 1000
        if self.sub is None:
            fresh = [item.event for item in self.tailer.poll()]
            if not fresh:
                time.sleep(min(0.5, timeout_s))
            return [e for e in fresh if self.seen.add(e.id)], None
        entries = self.sub.get(timeout_s)
        events = (entry.memo("event", _event_of) for entry in entries)
        return [e for e in events if e is not None and self.seen.add(e.id)], self.sub.take_problem()

    def close(self) -> None:
        if self.sub is not None:
            self.sub.close()


def _event_of(entry: Entry) -> Event | None:
    """The event a live-stream entry carries (written by ``bus.publish_live``), or None."""
    try:
        return data.event_from_live(json.loads(entry.fields[b"event"]))
    except (KeyError, ValueError):  # not written by publish_live (UnicodeDecodeError is a ValueError)
        return None


@bp.get("/api/stream/sessions")
def sessions_stream() -> Response:
    return with_slot(_sessions_stream)


def _sessions_stream() -> Response:
    s = _settings()
    block_ms = int(current_app.config["SSE_BLOCK_MS"])
    watch = _ListWatch(s, block_ms, _hub())

    def gen() -> Iterator[str]:
        yield "retry: 2000\n\n"
        try:
            rows = watch.start()
            yield sse({"sessions": rows, "html": [render_template("_row.html", r=r) for r in rows]}, "snapshot")
            beat = _Heartbeat()
            while not watch.ended:
                rows = watch.next_changes()
                for r in rows:
                    yield sse({"row": r, "html": render_template("_row.html", r=r)}, "row")
                if ping := beat.tick(bool(rows)):
                    yield ping
            yield closing(watch.sub)
        finally:
            watch.close()

    return _stream(gen())


class _ListWatch:
    """Which sessions moved: one XREAD over the ingest stream (new requests) and every live stream.

    Sessions on disk or in the index that no stream announced (started by another namespace's
    tools, or before Redis) are picked up by a scan every few seconds: one HGETALL and one listdir.
    Without Redis, transcripts' sizes and mtimes are compared instead.
    """

    SCAN_S = 3.0

    def __init__(self, s: Settings, block_ms: int, hub: LiveHub | None) -> None:
        self.s, self.block_ms, self.hub = s, block_ms, hub
        self.sub: Subscription | None = None
        self.sent: dict[str, str] = {}  # session id → the row JSON last sent
        self.stamps: dict[str, tuple[int, int]] = {}
        self.requested: dict[str, dict[str, Any]] = {}  # new_session requests not on disk yet
        self.next_scan = 0.0
        self.dirty: set[str] = set()  # moved, not yet re-rendered
        self.flushed = 0.0

    @property
    def ended(self) -> bool:
        return self.sub is not None and self.sub.closed

    def close(self) -> None:
        if self.sub is not None:
            self.sub.close()

    def _watch(self, sids: list[str], tip: str) -> None:
        from crumb.connections import keys

        if self.sub is not None and sids:
            k = keys(self.s)
            self.sub.watch({k.live(sid): tip for sid in sids})

    def start(self) -> list[dict[str, Any]]:
        from crumb.connections import keys

        now_id = data.redis_now_id(self.s) if self.hub is not None else None  # before the snapshot
        if self.hub is not None and now_id:
            self.sub = self.hub.subscribe({keys(self.s).ingest: now_id})
        rows = data.all_rows(self.s)
        for r in rows:
            self._remember(r)
        if now_id:
            self._watch([r["session_id"] for r in rows], now_id)
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
            found = (set(data.index_summaries(self.s)) | set(data.disk_session_ids(self.s))) - set(self.sent)
            changed |= found
            self._watch(sorted(found - set(self.requested)), "0-0")
        since = time.monotonic() - self.flushed
        wait_ms = max(50, int((STATE_EVERY_S - since) * 1000)) if self.dirty else self.block_ms
        if self.sub is not None:
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
        from crumb.connections import keys

        assert self.sub is not None
        k = keys(self.s)
        entries = self.sub.get(block_ms / 1000)
        self.sub.take_problem()  # Redis went away: a slow tick; rows stay as they were
        moved = {e.stream[len(f"{k.ns}:s:") : -len(":log")] for e in entries if e.stream != k.ingest}
        return moved | self._requests([(e.id, e.fields) for e in entries if e.stream == k.ingest])

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
                self._watch([sid], "0-0")
                out.add(sid)
        return out


def _stamp(s: Settings, sid: str) -> tuple[int, int]:
    try:
        st = data.transcript_path(s, sid).stat()
        return (st.st_size, st.st_mtime_ns)
    except OSError:
        return (0, 0)
