"""Which sessions moved, for the sessions list's stream (``/api/stream/sessions`` in :mod:`web.live`)."""

from __future__ import annotations

import json
import time
from typing import Any

from crumb.config import Settings
from crumb.core.session_ids import is_session_id
from web import data
from web.hub import LiveHub, Subscription

__all__ = ["ListWatch", "STATE_EVERY_S", "PEER_CHECK_MS"]

STATE_EVERY_S = 1.0  # a busy session refolds (a page's panels, a list row) at most this often
# A quiet stream looks at its client's socket at least this often, so one that went away frees its
# thread and slot at once rather than at its next write (a heartbeat, up to 15 s later): a crowd that
# reconnects would otherwise hold two slots a client.
PEER_CHECK_MS = 1000


class ListWatch:
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
            changed |= self._read(min(wait_ms, self.block_ms, PEER_CHECK_MS))
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
