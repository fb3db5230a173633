"""The coordinator's side of the ingest stream: its consumer group, reading, acknowledging, trimming.

Entries are read in batches with XREADGROUP, as bytes: anyone can write to the stream, and a field
that is not UTF-8 must reach the coordinator as an entry to answer (:class:`crumb.bus.Unreadable`),
not break the read inside the client. An entry is acknowledged only once its batch is on disk, so the pending list is exactly what a crashed coordinator left uncommitted, and a successor
takes it over (XAUTOCLAIM).
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

from crumb.bus import Unreadable, decode_fields
from crumb.config import Settings
from crumb.connections import INGEST_GROUP, keys, raw_client, redis_client, redis_errors
from crumb.core import json_in

__all__ = ["Consumer", "Entry"]

Entry = tuple[str, "dict[str, str] | Unreadable"]  # (stream entry id, fields, or why they cannot be read)

_TRIM_EVERY_S = 30.0


class Consumer:
    """One consumer, ``name``, of the ``coordinator`` group on ``{ns}:ingest``."""

    def __init__(self, settings: Settings, name: str) -> None:
        self.settings = settings
        self.name = name
        self.stream = keys(settings).ingest
        self._next_trim = time.monotonic() + _TRIM_EVERY_S

    def ensure_group(self) -> bool:
        """Create the consumer group (and the stream) unless it exists; True when it had to be created."""
        r = redis_client(self.settings)
        with redis_errors(self.settings, "creating the ingest consumer group"):
            try:
                r.xgroup_create(self.stream, INGEST_GROUP, id="0", mkstream=True)
            except Exception as e:
                if "BUSYGROUP" not in str(e):
                    raise
                return False
        return True

    def read(self, *, again: bool, block_ms: int | None) -> list[Entry]:
        """The next batch: new entries (waiting up to ``block_ms``), or this consumer's pending ones ``again``."""
        r = raw_client(self.settings)
        with redis_errors(self.settings, "reading the ingest stream"):
            reply = r.xreadgroup(
                INGEST_GROUP,
                self.name,
                {self.stream: "0" if again else ">"},
                count=self.settings.batch_size,
                block=None if again else block_ms,
            )
        return [_entry(eid, fields) for _stream, items in reply or () for eid, fields in items if fields]

    def ack(self, entry_ids: list[str], pipe: Any = None) -> None:
        """Acknowledge entries whose batch is on disk; into ``pipe`` when given (its caller executes it)."""
        if pipe is not None:
            pipe.xack(self.stream, INGEST_GROUP, *entry_ids)
            return
        with redis_errors(self.settings, "acknowledging ingest entries"):
            redis_client(self.settings).xack(self.stream, INGEST_GROUP, *entry_ids)

    def pending_ids(self) -> list[str]:
        """Entries delivered but never acknowledged: their batch was never committed."""
        r = redis_client(self.settings)
        with redis_errors(self.settings, "listing pending ingest entries"):
            rows = r.xpending_range(self.stream, INGEST_GROUP, min="-", max="+", count=100_000)
        return [row["message_id"] for row in rows]

    def draft_ids(self, entry_ids: list[str]) -> set[str]:
        """The ids that the drafts of these entries carry (their senders set them, within the signature)."""
        if not entry_ids:
            return set()
        pipe = raw_client(self.settings).pipeline(transaction=False)
        for eid in entry_ids:
            pipe.xrange(self.stream, eid, eid)
        with redis_errors(self.settings, "reading pending ingest entries"):
            found = pipe.execute()
        out = set()
        for rows in found:
            for _eid, raw in rows:
                fields = decode_fields(raw)
                try:
                    payload = json_in.loads(fields["payload"], repeated_ok=True) if isinstance(fields, dict) else None
                except (KeyError, ValueError):
                    continue
                if isinstance(payload, dict) and isinstance(payload.get("id"), str):
                    out.add(payload["id"])
        return out

    def take_over(self) -> Iterator[list[Entry]]:
        """Claim every pending entry for this consumer, a batch at a time."""
        r = raw_client(self.settings)
        cursor: Any = "0-0"
        while True:
            with redis_errors(self.settings, "claiming pending ingest entries"):
                reply = r.xautoclaim(
                    self.stream,
                    INGEST_GROUP,
                    self.name,
                    min_idle_time=0,
                    start_id=cursor,
                    count=self.settings.batch_size,
                )
            cursor, entries = reply[0], [_entry(eid, fields) for eid, fields in reply[1] if fields]
            if entries:
                yield entries
            if cursor in ("0-0", b"0-0"):
                return

    def trim(self, *, force: bool = False) -> int:
        """Drop entries older than ``ingest_retention_s`` that are committed; return how many.

        The transcripts hold what they said, so the stream need not grow for ever. Never trims past
        the oldest pending entry or the group's last-delivered one: nothing unread or uncommitted goes.
        """
        now = time.monotonic()
        if not force and now < self._next_trim:
            return 0
        self._next_trim = now + _TRIM_EVERY_S
        r = redis_client(self.settings)
        with redis_errors(self.settings, "trimming the ingest stream"):
            group = next((g for g in r.xinfo_groups(self.stream) if g["name"] == INGEST_GROUP), None)
            if group is None:
                return 0
            ms, seq = _stream_id(group["last-delivered-id"])
            bounds = [
                f"{int(time.time() * 1000 - self.settings.ingest_retention_s * 1000)}-0",
                f"{ms}-{seq + 1}",
            ]  # everything up to the last-delivered entry has been read
            oldest_pending = r.xpending(self.stream, INGEST_GROUP).get("min")
            if oldest_pending:
                bounds.append(oldest_pending)
            minid = min(bounds, key=_stream_id)
            return int(r.xtrim(self.stream, minid=minid, approximate=False) or 0)


def _stream_id(entry_id: Any) -> tuple[int, int]:
    ms, _, seq = (entry_id.decode() if isinstance(entry_id, bytes) else str(entry_id)).partition("-")
    return int(ms), int(seq or 0)


def _entry(entry_id: bytes | str, fields: dict[bytes, bytes]) -> Entry:
    return (entry_id.decode() if isinstance(entry_id, bytes) else entry_id), decode_fields(fields)
