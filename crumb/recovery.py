"""What a coordinator does when it becomes active: rebuild everything from the transcripts.

Replay every transcript (no effects; a torn last line repaired, with a note), put back the Redis
keys a restart lost, take over the pending ingest entries of a crashed predecessor, and re-dispatch
the effects whose outcome never arrived. While running, :class:`Rescue` sends again an effect whose
worker died with it (its claim expired without an outcome).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from crumb import bus, transcript
from crumb.batch import Session
from crumb.commit import Commit
from crumb.config import Settings
from crumb.connections import keys, redis_client, redis_errors
from crumb.consumer import Consumer
from crumb.core.effects import Effect
from crumb.core.events import Event
from crumb.core.reducer import reduce
from crumb.core.state import initial_state, summary
from crumb.errors import CrumbError
from crumb.ingest import MAX_DRAFTS_PER_ENTRY, entry_ulid
from crumb.meta import MetaCache

__all__ = ["Recovery", "Rescue", "replay"]

log = logging.getLogger("crumb.coordinator")

_BACKLOG_STEPS = 50


class Recovery:
    """Start-up of an active coordinator, over the parts it shares with the coordinator."""

    def __init__(
        self,
        settings: Settings,
        sessions: dict[str, Session],
        consumer: Consumer,
        commit: Commit,
        meta: MetaCache,
        *,
        process: Callable[..., None],
        step: Callable[[], int],
        rescue: Rescue,
    ) -> None:
        self.settings = settings
        self.sessions = sessions
        self.consumer = consumer
        self.commit = commit
        self.meta = meta
        self.process = process  # the coordinator's: one batch of entries, committed and acknowledged
        self.step = step  # the coordinator's: read and process one batch without waiting
        self.rescue = rescue

    def start(self) -> None:
        """Replay transcripts, rebuild Redis keys, take over pending entries, re-dispatch lost effects."""
        bus.ingest_key(self.settings)  # an unreadable key fails here, loudly, not entry by entry
        # No ingest group: Redis lost its keys (restarted empty, or a new server), the claims of the
        # spawns still running among them.
        emptied = self.consumer.ensure_group()
        self.sessions.clear()
        self.commit.reset()
        pending = self.consumer.pending_ids()
        repairs: list[tuple[str, transcript.Repair]] = []
        for sid in session_ids_on_disk(self.settings):
            if (sess := self._replay(sid, pending, repairs)) is not None:
                self.sessions[sid] = sess
        summaries = {sid: summary(sess.state) for sid, sess in self.sessions.items()}
        self._rebuild_redis(summaries)
        self.commit.gate.rebuild()  # who holds a slot, who waits: from the transcripts' slot notes
        self.meta.refresh(summaries)
        for sid, repair in repairs:  # DESIGN §3: a repaired transcript says so in a note
            bus.submit_draft(self.settings, _repair_note(sid, repair))
        for entries in self.consumer.take_over():
            log.info("took over %d pending ingest entries", len(entries))
            self.process(entries, redelivered=True)
        # Read the backlog before re-dispatching: an outcome may already be waiting there.
        for _ in range(_BACKLOG_STEPS):
            if not self.step():
                break
        lost = [
            effect
            for sess in self.sessions.values()
            if not sess.state.done
            for effect in sess.state.outstanding.values()
            if effect.id not in self.commit.dispatched and self.commit.gate.holds(effect.id)
        ]
        if emptied and lost:
            # A worker still running one of them takes its claim back at its next renewal; sent now,
            # the effect would find no claim and run a second time, beside the first and past its
            # adapter's limit. Rescue sends the ones still unclaimed after a lease's length.
            log.warning(
                "Redis was emptied: %d outstanding effect(s) wait %.0fs for their claims",
                len(lost),
                self.settings.lease_ttl_s,
            )
            self.rescue.defer(lost, self.settings.lease_ttl_s)
            return
        for effect in lost:
            log.info("re-dispatching %s %s (%s): no outcome yet", effect.type, effect.id, effect.session_id)
            self.commit.dispatch(effect)

    def _replay(self, sid: str, pending: list[str], repairs: list[tuple[str, transcript.Repair]]) -> Session | None:
        """The session folded from its transcript; None (it is left alone) when a line of it is no event.

        Held with an empty state, it would get an empty meta.json and index entry written over its own,
        its live stream rebuilt from the unreadable file (which stopped the start), and new lines acted
        on as if it had just begun. Left out, a line for it is dropped with a WARNING naming it."""
        path = _transcript(self.settings, sid)
        try:
            read = transcript.read_transcript(path)
        except CrumbError as e:
            log.error("cannot replay %s: %s; the session is skipped until it is repaired", path, e)
            return None
        events = read.events
        if read.repair is not None:
            log.warning("%s", read.repair.describe())
            repairs.append((sid, read.repair))
            if pending:
                events = self._cut_uncommitted(path, events, pending)
        return replay(sid, events)

    def _cut_uncommitted(self, path: Path, events: list[Event], pending: list[str]) -> list[Event]:
        """After a torn write, drop the complete lines of the same unacknowledged batch as well.

        A crash mid-write can leave a batch's first lines whole; kept, they would be recognised as
        duplicates when the batch is re-read, and the effects they cause (a ``done``) never applied.
        A batch's first event in a transcript comes from one of its ingest entries: its id is fixed by
        the entry, or is the id the entry's signed draft carries.
        """
        ns = self.settings.namespace
        ids = {entry_ulid(eid, n, ns) for eid in pending for n in range(MAX_DRAFTS_PER_ENTRY)}
        ids |= self.consumer.draft_ids(pending)  # a draft keeps the id its sender set
        cut = next((i for i, e in enumerate(events) if e.id in ids), None)
        if cut is None:
            return events
        kept = transcript.cut_lines(path, cut)
        log.warning(
            "%s: moved %d event(s) of an uncommitted batch to %s; the batch is processed again",
            path,
            len(events) - cut,
            kept,
        )
        return events[:cut]

    def _rebuild_redis(self, summaries: dict[str, dict[str, Any]]) -> None:
        """Put back what a Redis restart lost: the session index and the live streams."""
        r, k = redis_client(self.settings), keys(self.settings)
        with redis_errors(self.settings, "rebuilding the session index and live streams"):
            pipe = r.pipeline(transaction=False)
            for sid in self.sessions:
                pipe.exists(k.live(sid))
            missing = [sid for sid, n in zip(self.sessions, pipe.execute(), strict=False) if not n]
            bus.put_summaries(self.settings, summaries)
        for sid in missing:
            events = transcript.read_events(_transcript(self.settings, sid))[-self.settings.live_maxlen :]
            for chunk in range(0, len(events), 1000):
                bus.publish_live(self.settings, [(sid, e.to_json()) for e in events[chunk : chunk + 1000]])
            if events:
                log.info("rebuilt the live stream of %s (%d events)", sid, len(events))


class Rescue:
    """Re-dispatch effects whose worker died mid-task.

    A running task holds ``{ns}:effect:{id}`` and renews it every few seconds. When a whole
    worker is SIGKILLed, Celery gives its message back only after the visibility timeout
    (tens of minutes); the claim, though, expires within ``lease_ttl_s``. An outstanding
    effect whose claim was seen held and is now gone has lost its worker: send it again
    (same task id). The claim's SET NX keeps the late redelivery from running it twice.
    """

    def __init__(self, settings: Settings, sessions: dict[str, Session], commit: Commit) -> None:
        self.settings = settings
        self.sessions = sessions
        self.commit = commit
        self._running_seen: set[str] = set()  # outstanding effects a worker was seen holding a claim on
        self._deferred: dict[str, float] = {}  # effect id → when to send it unless a worker claims it first
        self._next = 0.0

    def defer(self, effects: list[Effect], after_s: float) -> None:
        """Send these outstanding effects after ``after_s``, those no worker has claimed by then."""
        due = time.monotonic() + after_s
        self._deferred.update((e.id, due) for e in effects)
        self._next = 0.0

    def __call__(self) -> None:
        now = time.monotonic()
        if now < self._next:
            return
        self._next = now + max(0.5, self.settings.lease_ttl_s / 2)
        outstanding = [e for s in self.sessions.values() if not s.state.done for e in s.state.outstanding.values()]
        if not outstanding:
            self._running_seen.clear()
            self._deferred.clear()
            return
        k = keys(self.settings)
        with redis_errors(self.settings, "checking effect claims"):
            claims = redis_client(self.settings).mget([k.effect(e.id) for e in outstanding])
        for effect, claim in zip(outstanding, claims, strict=False):
            due = self._deferred.get(effect.id)
            if claim is not None:
                self._deferred.pop(effect.id, None)  # its worker took its claim back: watched from now on
                if str(claim).startswith("run:"):
                    self._running_seen.add(effect.id)
            elif due is not None:
                if now >= due:
                    log.warning("effect %s is unclaimed since Redis was emptied: dispatching it again", effect.id)
                    del self._deferred[effect.id]
                    self.commit.dispatch(effect)
            elif effect.id in self._running_seen:
                log.warning("effect %s lost its worker (claim expired): dispatching it again", effect.id)
                self._running_seen.discard(effect.id)
                self.commit.dispatch(effect)
        ids = {e.id for e in outstanding}
        self._running_seen &= ids
        self._deferred = {e: t for e, t in self._deferred.items() if e in ids}


def replay(sid: str, events: list[Event]) -> Session:
    """A session folded from its events: no effect is run."""
    sess = Session(sid, initial_state(sid))
    for event in events:
        sess.seen.add(event.id)
        try:
            sess.state, _ = reduce(sess.state, event)
        except Exception:
            log.exception("replay of %s: the reducer raised on %s %s", sid, event.kind, event.id)
    return sess


def session_ids_on_disk(settings: Settings) -> list[str]:
    root = settings.sessions_dir
    if not root.is_dir():
        return []
    return sorted(p.parent.name for p in root.glob(f"*/{transcript.TRANSCRIPT_FILE}"))


def _transcript(settings: Settings, sid: str) -> Path:
    return settings.paths(sid).transcript


def _repair_note(sid: str, repair: transcript.Repair) -> dict[str, Any]:
    data: dict[str, Any] = {"repair": repair.action, "offset": repair.offset, "length": repair.length}
    if repair.torn_copy is not None:
        data["torn_copy"] = repair.torn_copy.name
    return {
        "session_id": sid,
        "from": "system",
        "kind": "note",
        "body": repair.describe(),
        "data": data,
        "metadata": {"deterministic": True, "tool": "crumb-transcript-repair@v1"},
    }
