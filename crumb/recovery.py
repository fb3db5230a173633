"""What a coordinator does when it becomes active: rebuild everything from the transcripts.

Replay every transcript (no effects; a torn last line repaired, with a note), put back the Redis
keys a restart lost, take over the pending ingest entries of a crashed predecessor, and re-dispatch
the effects whose outcome never arrived. While running, :meth:`Recovery._rescue_orphans` sends
again an effect whose worker died with it (its claim expired without an outcome).

:class:`Recovery` is a part of :class:`crumb.coordinator.Coordinator`, kept apart because it runs
at start and on faults, not per batch.
"""

from __future__ import annotations

import hashlib
import logging
import time
from dataclasses import dataclass, field
from typing import Any

from ulid import ULID

from crumb import bus, transcript
from crumb.connections import INGEST_GROUP, redis_client, redis_errors
from crumb.core.effects import Effect
from crumb.errors import CrumbError
from crumb.core.events import Event

log = logging.getLogger("crumb.coordinator")


# The pure core, imported on first use so this module loads (and its CLI answers) on its own.
def _reduce(state: Any, event: Event) -> tuple[Any, list[Effect]]:
    from crumb.core.reducer import reduce

    return reduce(state, event)


def initial_state(sid: str) -> Any:
    from crumb.core.state import initial_state as make

    return make(sid)


def is_outcome_accepted(state: Any, effect_id: str) -> bool:
    from crumb.core.state import is_outcome_accepted as accepted

    return accepted(state, effect_id)


def summary(state: Any) -> dict[str, Any]:
    from crumb.core.state import summary as view

    return view(state)


@dataclass
class _Session:
    """What the coordinator keeps of one session: its state and the event ids already written."""

    sid: str
    state: Any
    seen: set[str] = field(default_factory=set)
    wall_clock_fired: bool = False


class Recovery:
    """Start-up and fault recovery of the coordinator (mixed into :class:`Coordinator`)."""

    sessions: dict[str, _Session]
    _meta_due: dict[str, dict[str, Any]]
    _meta_written: dict[str, dict[str, Any]]
    _repairs: list[tuple[str, transcript.Repair]]

    def start(self) -> None:
        """Replay transcripts, rebuild Redis keys, take over pending entries, re-dispatch lost effects."""
        bus.ingest_key(self.settings)  # an unreadable key fails here, loudly, not entry by entry
        self._ensure_group()
        self.sessions = {}
        self._dispatched = set()
        pending = self._pending_entry_ids()
        self._repairs.clear()
        for sid in self._session_ids_on_disk():
            self.sessions[sid] = self._replay(sid, pending)
        summaries = {sid: self._summary(sess.state) for sid, sess in self.sessions.items()}
        self._rebuild_redis(summaries)
        self._refresh_meta(summaries)
        for sid, repair in self._repairs:  # DESIGN §3: a repaired transcript says so in a note
            bus.submit_draft(self.settings, _repair_note(sid, repair))
        self._claim_pending()
        # Read the backlog before re-dispatching: an outcome may already be waiting there.
        for _ in range(50):
            if not self.step(block=False):
                break
        for sess in self.sessions.values():
            if not sess.state.done:
                for effect in sess.state.outstanding.values():
                    if effect.id in self._dispatched:
                        continue
                    log.info("re-dispatching %s %s (%s): no outcome yet", effect.type, effect.id, sess.sid)
                    self._dispatch(effect)

    def _session_ids_on_disk(self) -> list[str]:
        root = self.settings.sessions_dir
        if not root.is_dir():
            return []
        return sorted(p.parent.name for p in root.glob(f"*/{transcript.TRANSCRIPT_FILE}"))

    def _pending_entry_ids(self) -> list[str]:
        """Ingest entries delivered but never acknowledged: their batch was never committed."""
        r = redis_client(self.settings)
        with redis_errors(self.settings, "listing pending ingest entries"):
            rows = r.xpending_range(self.keys.ingest, INGEST_GROUP, min="-", max="+", count=100_000)
        return [row["message_id"] for row in rows]

    def _cut_uncommitted(self, path: Any, events: list[Event], pending: list[str]) -> list[Event]:
        """After a torn write, drop the complete lines of the same unacknowledged batch as well.

        A crash mid-write can leave a batch's first lines whole; kept, they would be recognised as
        duplicates when the batch is re-read, and the effects they cause (a ``done``) never applied.
        A batch's first event in a transcript comes from one of its ingest entries, whose ids are fixed.
        """
        ids = {_entry_ulid(eid, n, self.settings.namespace) for eid in pending for n in range(_MAX_DRAFTS_PER_ENTRY)}
        cut = next((i for i, e in enumerate(events) if e.id in ids), None)
        if cut is None:
            return events
        kept = transcript.cut_lines(path, cut)
        log.warning("%s: moved %d event(s) of an uncommitted batch to %s; the batch is processed again",
                    path, len(events) - cut, kept)  # fmt: skip
        return events[:cut]

    def _replay(self, sid: str, pending: list[str] = ()) -> _Session:
        sess = _Session(sid, initial_state(sid))
        path = self._transcript_path(sid)
        try:
            read = transcript.read_transcript(path)
        except CrumbError as e:
            log.error("cannot replay %s: %s; the session is skipped until it is repaired", path, e)
            return sess
        events = read.events
        if read.repair is not None:
            log.warning("%s", read.repair.describe())
            self._repairs.append((sid, read.repair))
            if pending:
                events = self._cut_uncommitted(path, events, list(pending))
        for event in events:
            sess.seen.add(event.id)
            try:
                sess.state, _ = _reduce(sess.state, event)
            except Exception:
                log.exception("replay of %s: the reducer raised on %s %s", sid, event.kind, event.id)
            if event.kind == "done" and (event.data or {}).get("reason") == "wall_clock":
                sess.wall_clock_fired = True
        return sess

    def _rebuild_redis(self, summaries: dict[str, dict[str, Any]]) -> None:
        """Put back what a Redis restart lost: the session index and the live streams."""
        r = redis_client(self.settings)
        with redis_errors(self.settings, "rebuilding the session index and live streams"):
            pipe = r.pipeline(transaction=False)
            for sid in self.sessions:
                pipe.exists(self.keys.live(sid))
            missing = [sid for sid, n in zip(self.sessions, pipe.execute()) if not n]
            bus.put_summaries(self.settings, summaries)
        for sid in missing:
            events = transcript.read_events(self._transcript_path(sid))[-self.settings.live_maxlen :]
            for chunk in range(0, len(events), 1000):
                bus.publish_live(self.settings, [(sid, e.to_json()) for e in events[chunk : chunk + 1000]])
            if events:
                log.info("rebuilt the live stream of %s (%d events)", sid, len(events))

    def _refresh_meta(self, summaries: dict[str, dict[str, Any]]) -> None:
        """Rewrite each meta.json that lags its transcript (the last writer died before its next write)."""
        for sid, summ in summaries.items():
            on_disk = transcript.read_meta(self.settings.session_dir(sid)) or {}
            if any(on_disk.get(k) != v for k, v in summ.items()):
                self._meta_due[sid] = summ
                self._write_meta(sid)
            else:
                self._meta_written[sid] = summ  # up to date: the next batch need not rewrite it at once

    def _claim_pending(self) -> None:
        """Take over every pending ingest entry (a crashed coordinator's unacked batch) and process it."""
        r = redis_client(self.settings)
        cursor = "0-0"
        while True:
            with redis_errors(self.settings, "claiming pending ingest entries"):
                reply = r.xautoclaim(
                    self.keys.ingest, INGEST_GROUP, self.consumer, min_idle_time=0, start_id=cursor,
                    count=self.settings.batch_size,
                )  # fmt: skip
            cursor, entries = reply[0], reply[1]
            entries = [(eid, fields) for eid, fields in entries if fields]
            if entries:
                log.info("took over %d pending ingest entries", len(entries))
                self.process(entries)
            if cursor in ("0-0", b"0-0"):
                return

    def _rescue_orphans(self) -> None:
        """Re-dispatch effects whose worker died mid-task.

        A running task holds ``{ns}:effect:{id}`` and renews it every few seconds. When a whole
        worker is SIGKILLed, Celery gives its message back only after the visibility timeout
        (tens of minutes); the claim, though, expires within ``lease_ttl_s``. An outstanding
        effect whose claim was seen held and is now gone has lost its worker: send it again
        (same task id). The claim's SET NX keeps the late redelivery from running it twice.
        """
        now = time.monotonic()
        if now < self._next_rescue:
            return
        self._next_rescue = now + max(0.5, self.settings.lease_ttl_s / 2)
        outstanding = [e for s in self.sessions.values() if not s.state.done for e in s.state.outstanding.values()]
        if not outstanding:
            self._running_seen.clear()
            return
        r = redis_client(self.settings)
        with redis_errors(self.settings, "checking effect claims"):
            claims = r.mget([self.keys.effect(e.id) for e in outstanding])
        for effect, claim in zip(outstanding, claims):
            if claim is not None:
                if str(claim).startswith("run:"):
                    self._running_seen.add(effect.id)
            elif effect.id in self._running_seen:
                log.warning("effect %s lost its worker (claim expired): dispatching it again", effect.id)
                self._running_seen.discard(effect.id)
                self._dispatch(effect)
        self._running_seen &= {e.id for e in outstanding}


def _repair_note(sid: str, repair: transcript.Repair) -> dict[str, Any]:
    data: dict[str, Any] = {"repair": repair.action, "offset": repair.offset, "length": repair.length}
    if repair.torn_copy is not None:
        data["torn_copy"] = repair.torn_copy.name
    return {"session_id": sid, "from": "system", "kind": "note", "body": repair.describe(), "data": data,
            "metadata": {"deterministic": True, "tool": "crumb-transcript-repair@v1"}}  # fmt: skip


_MAX_DRAFTS_PER_ENTRY = 256


def _entry_ulid(entry_id: str, n: int, ns: str) -> str:
    """A ULID fixed by the ingest entry, so a re-read entry yields the same event ids (and is deduped)."""
    try:
        ms = int(entry_id.split("-", 1)[0])
    except ValueError:
        ms = 0
    rand = hashlib.sha256(f"{ns}|{entry_id}|{n}".encode()).digest()[:10]
    return str(ULID.from_bytes(ms.to_bytes(6, "big") + rand))
