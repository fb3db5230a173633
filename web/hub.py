"""One Redis reader per dashboard process, fanning live streams out to every open SSE stream and socket.

A stream used to hold its own Redis connection in a blocking ``XREAD``, so 64 streams meant 64
connections and the 65th client got a 503. Now a :class:`LiveHub` thread reads the union of the
streams its subscribers watch (session live streams ``{ns}:s:{sid}:log``, the ingest stream) with
one blocking ``XREAD`` on one connection, and hands each entry to the subscribers of its stream.
Redis sees one reader per process whatever the number of clients; the clients are bounded by the
server's threads (:mod:`web.slots`).

Nothing is lost between a subscriber's history and its live entries: a subscriber gives, for each
stream, the tip it noted *before* reading history. A stream the hub does not watch yet starts at that
tip; one it already watches keeps the hub's own position, whose entries up to it were published before
the subscriber registered, so (the coordinator appends before it publishes) they are in the
transcript the subscriber reads afterwards. Entries it sees twice are its own to drop (by event id).

A subscriber that falls more than ``MAX_PENDING`` entries behind is closed; its client reconnects
with ``Last-Event-ID`` and gets what it missed from the transcript.
"""

from __future__ import annotations

import threading
import weakref
from collections import deque
from collections.abc import Callable
from typing import Any

from crumb.config import Settings

__all__ = ["Entry", "LiveHub", "Subscription", "stop_all"]

BLOCK_MS = 250  # how long one XREAD waits; a stream added meanwhile is read from the next call on
MAX_PENDING = 20_000
RETRY_S = 1.0


class Entry:
    """One stream entry, shared by every subscriber of its stream; ``memo`` computes a derived value once."""

    __slots__ = ("stream", "id", "fields", "_memo")

    def __init__(self, stream: str, entry_id: str, fields: dict[bytes, bytes]) -> None:
        self.stream, self.id, self.fields = stream, entry_id, fields
        self._memo: dict[str, Any] = {}

    def memo(self, name: str, make: Callable[[Entry], Any]) -> Any:
        if name not in self._memo:  # two threads may both compute it: the same value, no lock needed
            self._memo[name] = make(self)
        return self._memo[name]


class Subscription:
    """What one client waits on: entries of the streams it watches, a problem, or the end."""

    def __init__(self, hub: LiveHub) -> None:
        self.hub = hub
        self.streams: set[str] = set()
        self._entries: deque[Entry] = deque()
        self._ready = threading.Condition()
        self.problem: str | None = None
        self.closed = False
        self.overflowed = False
        self.reason: str | None = None  # why the hub ended it, for the client's last frame

    def watch(self, tips: dict[str, str]) -> None:
        """Also watch these streams, each from its tip (see the module's note on tips)."""
        self.hub._watch(self, tips)

    def get(self, timeout_s: float | None) -> list[Entry]:
        """Entries not taken yet, waiting up to ``timeout_s`` for the first; [] when closed or on a problem."""
        with self._ready:
            if not self._entries and not self.closed and self.problem is None and timeout_s:
                self._ready.wait(timeout_s)
            out = list(self._entries)
            self._entries.clear()
            return out

    def take_problem(self) -> str | None:
        with self._ready:
            problem, self.problem = self.problem, None
            return problem

    def close(self) -> None:
        self.hub._drop(self)
        self._end()

    def _end(self, reason: str | None = None) -> None:
        with self._ready:
            self.closed = True
            self.reason = self.reason or reason
            self._ready.notify_all()

    def _put(self, entries: list[Entry]) -> None:
        with self._ready:
            if len(self._entries) + len(entries) > MAX_PENDING:
                self.overflowed = self.closed = True  # the client resumes from the transcript
                self.reason = f"this stream fell {MAX_PENDING} entries behind; reconnect with Last-Event-ID"
            else:
                self._entries.extend(entries)
            self._ready.notify_all()

    def _problem(self, text: str) -> None:
        with self._ready:
            self.problem = text
            self._ready.notify_all()


class LiveHub:
    """The process's reader: one thread, one connection, one ``XREAD`` over every watched stream."""

    def __init__(self, settings: Settings, block_ms: int = BLOCK_MS) -> None:
        self.settings, self.block_ms = settings, block_ms
        self._lock = threading.Lock()
        self._tips: dict[str, str] = {}
        self._subs: dict[str, set[Subscription]] = {}
        self._thread: threading.Thread | None = None
        self._stopping = threading.Event()
        self.reads = 0  # XREAD calls made (the load proof reports it)
        _hubs.add(self)

    def subscribe(self, tips: dict[str, str]) -> Subscription:
        sub = Subscription(self)
        if tips:
            self._watch(sub, tips)
        return sub

    @property
    def subscribers(self) -> int:
        with self._lock:
            return len({s for subs in self._subs.values() for s in subs})

    def stop(self) -> None:
        """End every subscription (their streams close; browsers reconnect) and the reader thread."""
        self._stopping.set()
        with self._lock:
            subs = {s for subs in self._subs.values() for s in subs}
            self._subs.clear()
            self._tips.clear()
        for s in subs:
            s._end("the dashboard is stopping; reconnect with Last-Event-ID")

    def _watch(self, sub: Subscription, tips: dict[str, str]) -> None:
        with self._lock:
            for stream, tip in tips.items():
                self._tips.setdefault(stream, tip)
                self._subs.setdefault(stream, set()).add(sub)
                sub.streams.add(stream)
            if self._thread is None or not self._thread.is_alive():
                self._stopping.clear()
                self._thread = threading.Thread(target=self._run, name="crumb-web-live-hub", daemon=True)
                self._thread.start()

    def _drop(self, sub: Subscription) -> None:
        with self._lock:
            for stream in sub.streams:
                subs = self._subs.get(stream)
                if subs is not None:
                    subs.discard(sub)
                    if not subs:
                        del self._subs[stream]
                        self._tips.pop(stream, None)

    def _run(self) -> None:
        from crumb.connections import raw_client, redis_errors
        from crumb.errors import CrumbError

        while not self._stopping.is_set():
            with self._lock:
                streams = dict(self._tips)
                if not streams:  # nobody watches: the thread ends, the next subscriber starts another
                    self._thread = None
                    return
            try:
                with redis_errors(self.settings, "reading the live streams"):
                    # bytes: an entry that is not UTF-8 (anyone may XADD to ingest) must not stall the rest
                    reply = raw_client(self.settings).xread(streams, block=self.block_ms, count=500)
            except CrumbError as e:
                self._tell_all(str(e))
                self._stopping.wait(RETRY_S)
                continue
            self.reads += 1
            self._fan_out(reply or ())

    def _fan_out(self, reply: Any) -> None:
        deliveries: dict[Subscription, list[Entry]] = {}
        with self._lock:  # tips and fan-out together: a subscriber that registers now gets what follows
            for raw_stream, raw_entries in reply:
                stream = raw_stream.decode()
                if stream not in self._tips or not raw_entries:
                    continue
                entries = [Entry(stream, eid.decode(), fields) for eid, fields in raw_entries]
                self._tips[stream] = entries[-1].id
                for sub in self._subs.get(stream, ()):
                    deliveries.setdefault(sub, []).extend(entries)
        for sub, entries in deliveries.items():
            sub._put(entries)
            if sub.overflowed:
                sub.close()

    def _tell_all(self, problem: str) -> None:
        with self._lock:
            subs = {s for subs in self._subs.values() for s in subs}
        for s in subs:
            s._problem(problem)


_hubs: weakref.WeakSet[LiveHub] = weakref.WeakSet()


def stop_all() -> None:
    """Stop every hub of this process: a server that is shutting down ends its streams at once."""
    for hub in list(_hubs):
        hub.stop()
