"""Live updates: one SSE stream per page, one WebSocket per session page for interventions.

- ``/api/sessions/<sid>/stream``: the session's events as SSE frames with ``id:`` = event id
  (resumable with ``Last-Event-ID``), then ``state`` frames (summary, pipeline, scorecard, panels
  rendered by the same templates as the page). History comes from the transcript, new events from
  the session's live stream ``{ns}:s:{sid}:log``; the stream's tip is noted *before* the transcript
  is read, so nothing falls between the two, and ids already sent are skipped.
- ``/api/stream/sessions``: summary rows of the sessions list (:mod:`web.listwatch`): every
  session's live stream and the ingest stream (the set comes from the session index and the
  sessions folder), so the cost per tick does not grow with a poll per session.
- ``/ws/sessions/<sid>`` (:mod:`web.socket`): intervention lines in, ``sent``/``error`` and ``ack`` out.

Without Redis the streams fall back to tailing transcripts on disk.

No stream holds a Redis connection: the process's :class:`web.hub.LiveHub` reads every watched
stream with one blocking ``XREAD`` and fans the entries out, so a crowd of clients costs Redis one
reader. Streams are bounded by the server's threads instead (:mod:`web.slots`). What every client
of a session shares is computed once: an entry's parsed event, and the state frame of a transcript
as of its size and mtime. A quiet stream looks at its client's socket at least once a second, so a
client that went away frees its thread and slot at once.
"""

from __future__ import annotations

import json
import socket
import time
from collections import deque
from collections.abc import Iterator
from typing import Any

from flask import Blueprint, Response, abort, current_app, render_template, request, stream_with_context

from crumb.config import Settings
from crumb.core.events import Event
from crumb.errors import CrumbError
from web import data
from web.hub import Entry, LiveHub, Subscription
from web.listwatch import PEER_CHECK_MS, STATE_EVERY_S, ListWatch
from web.security import session_id_or_404
from web.slots import with_slot

bp = Blueprint("live", __name__)

HEARTBEAT_S = 15.0


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


def _peer() -> Any:
    """The client's socket, where the server says (gunicorn and Werkzeug both do); None elsewhere."""
    return request.environ.get("gunicorn.socket") or request.environ.get("werkzeug.socket")


def peer_closed(sock: Any) -> bool:
    """Whether the client closed its end: readable with nothing to read. An SSE client sends nothing."""
    if sock is None:
        return False
    try:
        return sock.recv(1, socket.MSG_PEEK | socket.MSG_DONTWAIT) == b""
    except BlockingIOError:
        return False
    except (OSError, ValueError):  # reset, or already closed by the server
        return True


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
    session_id_or_404(sid)
    return with_slot(lambda: _session_stream(sid))


def _session_stream(sid: str) -> Response:
    s = _settings()
    try:
        private = data.private_asked(request.args.get("private"))
    except ValueError as e:
        abort(400, str(e))
    after = request.headers.get("Last-Event-ID") or request.args.get("after")
    feed = _SessionFeed(s, sid, int(current_app.config["SSE_BLOCK_MS"]), _hub(), _peer())

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
    while not feed.ended and not feed.peer_gone():
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

    def __init__(self, s: Settings, sid: str, block_ms: int, hub: LiveHub | None, peer: Any = None) -> None:
        self.s, self.sid, self.block_ms, self.hub, self.peer = s, sid, block_ms, hub, peer
        self.seen = _Seen()
        self.sub: Subscription | None = None
        self.tailer: Any = None

    @property
    def ended(self) -> bool:
        """The hub closed the subscription (shutting down, or this client fell too far behind)."""
        return self.sub is not None and self.sub.closed

    def peer_gone(self) -> bool:
        return peer_closed(self.peer)

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
        timeout_s = min(self.block_ms, PEER_CHECK_MS, 1000 * wait_s if wait_s is not None else self.block_ms) / 1000
        if self.sub is None:
            try:
                fresh = [item.event for item in self.tailer.poll()]
            except CrumbError as e:  # a bad line, said once; the stream goes on with the lines after it
                return [], str(e)
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
    watch = ListWatch(s, block_ms, _hub())
    peer = _peer()

    def gen() -> Iterator[str]:
        yield "retry: 2000\n\n"
        try:
            rows = watch.start()
            yield sse({"sessions": rows, "html": [render_template("_row.html", r=r) for r in rows]}, "snapshot")
            beat = _Heartbeat()
            while not watch.ended and not peer_closed(peer):
                rows = watch.next_changes()
                for r in rows:
                    yield sse({"row": r, "html": render_template("_row.html", r=r)}, "row")
                if ping := beat.tick(bool(rows)):
                    yield ping
            yield closing(watch.sub)
        finally:
            watch.close()

    return _stream(gen())
