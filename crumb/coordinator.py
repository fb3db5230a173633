"""The coordinator: the single writer of every transcript (DESIGN §1–2).

One batch of the ingest stream at a time: validate → id/ts → dedupe by id → reduce (in memory)
→ run internal effects, whose events join the batch → (a batch of drafts only, that sends and
frees nothing, takes in what arrives within ``commit_window_ms``) → append every session's events with one
fsync → dispatch spawn / qa_check effects → publish to the live streams and the session index, and
XACK, in one round trip → update meta.json. State is committed only after the fsync, so a crash anywhere leaves
either nothing or the whole batch on disk; the unacked entries come back (XAUTOCLAIM) and are
recognised by their deterministic ids, the session id or the outstanding-effect check.

Exactly one coordinator is active: it holds ``{ns}:coordinator:lease`` (:mod:`crumb.lease`);
another instance waits as standby. The coordinator keeps the loop and the lease; its parts are
:class:`~crumb.consumer.Consumer` (the stream), :class:`~crumb.ingest.Ingest` (validation and the
trust boundary), :class:`~crumb.commit.Commit` (append, publish, index, dispatch),
:class:`~crumb.meta.MetaCache` and :mod:`crumb.recovery` (what it does on becoming active).
"""

from __future__ import annotations

import logging
import os
import socket
import threading
import time
import uuid
from collections.abc import Callable, Iterable
from datetime import datetime

from crumb.batch import Batch, Session, complete
from crumb.commit import Commit
from crumb.config import Settings
from crumb.connections import keys
from crumb.consumer import Consumer, Entry
from crumb.core.state import State
from crumb.errors import InfraError
from crumb.executors import Executor
from crumb.ids import now_iso
from crumb.ingest import Ingest
from crumb.lease import Lease
from crumb.meta import MetaCache
from crumb.recovery import Recovery, Rescue

__all__ = ["Coordinator"]

log = logging.getLogger("crumb.coordinator")

_BACKOFF_S, _BACKOFF_MAX_S = 0.02, 1.0  # between retries of a batch the disk refused


class Coordinator:
    """The single writer. ``run_forever()`` in production, ``run_until(predicate)`` in tests and ``crumb run``."""

    def __init__(self, settings: Settings, executor: Executor, *, consumer: str | None = None) -> None:
        self.settings = settings
        self.executor = executor
        self.keys = keys(settings)
        self.consumer = consumer or f"{socket.gethostname()}-{os.getpid()}-{uuid.uuid4().hex[:6]}"
        self.lease = Lease(settings, self.consumer)
        self.sessions: dict[str, Session] = {}
        self.active = False
        self.block_ms = int(min(1000, settings.lease_ttl_s * 1000 / 3))
        self._stopping = threading.Event()
        self._reread_pending = False
        self._failed_commits = 0  # batches in a row that could not be appended
        self._late: set[str] = set()  # sessions the watchdog has told that their deadline passed
        self.stream = Consumer(settings, self.consumer)
        self.meta = MetaCache(settings)
        self.ingest = Ingest(settings, self.sessions)
        self.commit = Commit(settings, executor, self.sessions, self.meta, self.stream)
        self.rescue = Rescue(settings, self.sessions, self.commit)
        self.recovery = Recovery(
            settings,
            self.sessions,
            self.stream,
            self.commit,
            self.meta,
            process=self.process,
            step=lambda: self.step(block=False),
            rescue=self.rescue,
        )

    # -- lifecycle ------------------------------------------------------------------------

    def run_forever(self) -> None:
        self.run_until(lambda _c: False)

    def run_until(self, predicate: Callable[[Coordinator], bool], timeout_s: float | None = None) -> bool:
        """Coordinate (or stand by) until ``predicate(self)`` holds, ``stop()`` or the timeout; True if it held."""
        deadline = None if timeout_s is None else time.monotonic() + timeout_s
        try:
            while not self._stopping.is_set():
                if self.active and predicate(self):
                    return True
                if deadline is not None and time.monotonic() > deadline:
                    return False
                if not self.active:
                    if not self._try_activate():
                        self._stopping.wait(self.lease.ttl_ms / 3000)
                    continue
                if self.lease.lost.is_set():
                    self._stand_down()
                    continue
                try:
                    self.step()
                except InfraError as e:  # Redis is away: wait; the lease tells us if another took over
                    log.error("%s", e)
                    self._stopping.wait(self.lease.ttl_ms / 3000)
                except Exception:  # nothing on the stream may stop the writer: say so and go on
                    log.exception("the coordinator's step failed; going on after a pause")
                    self._stopping.wait(self.lease.ttl_ms / 3000)
            return False
        finally:
            self._stand_down()

    def stop(self) -> None:
        self._stopping.set()

    def start(self) -> None:
        """Become the writer: replay, rebuild, take over and re-dispatch (:class:`crumb.recovery.Recovery`)."""
        self._late.clear()
        self.recovery.start()

    def ensure_group(self) -> bool:
        """Create the ingest consumer group, so entries sent before the first read are kept for it."""
        return self.stream.ensure_group()

    def _try_activate(self) -> bool:
        try:
            acquired = self.lease.acquire()
        except InfraError as e:
            log.error("%s", e)
            return False
        if not acquired:
            log.debug("standby: the lease is held by %s", self.lease.holder())
            return False
        log.info("coordinator %s is active (namespace %s)", self.consumer, self.settings.namespace)
        self.active = True
        try:
            self.start()
        except InfraError as e:
            log.error("could not start: %s", e)
            self._stand_down()
            return False
        return True

    def _stand_down(self) -> None:
        self.meta.flush(everything=True)
        if self.active:
            self.lease.release()
            self.active = False
            self.sessions.clear()
            log.info("coordinator %s stood down", self.consumer)

    # -- the loop -------------------------------------------------------------------------

    def step(self, block: bool = True) -> int:
        """Read and process one batch (waiting up to a tick), then run the watchdog. Returns entries seen."""
        if self._reread_pending and self._failed_commits:
            # The disk refused the last batch (full, read-only): back off instead of spinning on it.
            self._stopping.wait(min(_BACKOFF_MAX_S, _BACKOFF_S * 2 ** min(self._failed_commits - 1, 8)))
        again, self._reread_pending = self._reread_pending, False
        entries = self.stream.read(again=again, block_ms=self.block_ms if block else None)
        if entries:
            self.process(entries, redelivered=again)
        self._watchdog()
        if self.commit.gate.due():  # slots Redis refused, or spawns a restart left waiting
            self.commit.gate.retry()
            self.commit(Batch(self.sessions))
        self.commit.retry()
        self.rescue()
        self.meta.flush()
        self.trim_ingest()
        return len(entries)

    def process(self, entries: list[Entry], *, redelivered: bool = False) -> None:
        """Process ingest entries as one batch; never raises on bad input, and answers every entry.

        ``redelivered``: these entries were read before (taken over, or read again after a failed commit).
        """
        batch = Batch(self.sessions)
        self._ingest(batch, entries, redelivered)
        if not redelivered:
            entries = entries + self._gather(batch)
        failed = self.commit(batch)  # acknowledges the entries it answered
        self._failed_commits = self._failed_commits + 1 if failed else 0
        if len(batch.answered(failed)) < len(entries):
            self._reread_pending = True

    def _ingest(self, batch: Batch, entries: list[Entry], redelivered: bool) -> None:
        batch.entries.extend(eid for eid, _ in entries)
        for entry_id, fields in entries:
            try:
                self.ingest.entry(batch, entry_id, fields, redelivered=redelivered)
            except Exception as e:  # a defect of ours, not the entry's: still answered, and the loop goes on
                log.exception(
                    "ingest entry %s could not be handled (%s: %.200s); dropped", entry_id, type(e).__name__, e
                )

    def _gather(self, batch: Batch) -> list[Entry]:
        """Group commit: while the batch sends nothing out and closes nothing (drafts only), read what
        arrives within ``commit_window_ms`` of its first read into it, and commit them with one fsync.

        A worker's last live draft is followed within milliseconds by its outcome; committed alone, the
        draft's fsync (tens to hundreds of ms on a busy disk) is what the outcome, and the slot it
        frees, waited behind. A batch that dispatches, revokes, closes an effect or starts a session
        goes at once, so this never delays an effect; it delays a draft's publication by the window
        at most. Returns the entries added."""
        window_s = self.settings.commit_window_ms / 1000
        if window_s <= 0:
            return []
        deadline = time.monotonic() + window_s
        added: list[Entry] = []
        while not _urgent(batch) and len(batch.entries) < self.settings.batch_size:
            left_ms = int((deadline - time.monotonic()) * 1000)
            if left_ms < 1:  # BLOCK 0 would wait for ever
                break
            more = self.stream.read(again=False, block_ms=left_ms)
            if not more:
                break
            self._ingest(batch, more, redelivered=False)
            added += more
        return added

    def trim_ingest(self, *, force: bool = False) -> int:
        """Drop committed ingest entries older than ``ingest_retention_s`` (:meth:`Consumer.trim`)."""
        return self.stream.trim(force=force)

    # -- the wall clock -------------------------------------------------------------------

    def _watchdog(self) -> None:
        """Tell each running session past its recorded deadline that the time is up.

        The watchdog decides nothing: it writes a ``note`` stamped now, and the reducer finishes
        the session (reason ``wall_clock``) from the deadline recorded on ``session.start``, the
        same rule a replay of the transcript applies. Current settings play no part.
        """
        now = now_iso()
        late = [s for s in self.sessions.values() if s.sid not in self._late and _past(now, s.state)]
        if not late:
            return
        batch = Batch(self.sessions)
        running: dict[str, list[str]] = {}
        for sess in late:
            log.warning("session %s is past its wall-clock deadline %s; telling it", sess.sid, sess.state.deadline)
            running[sess.sid] = list(sess.state.outstanding)
            note = {
                "from": "coordinator",
                "kind": "note",
                "body": f"the wall clock ran out at {sess.state.deadline}",
                "data": {"deadline": sess.state.deadline},
                "metadata": {"visibility": "public"},
            }
            batch.record(sess, complete(sess.sid, note, now=now))
            if batch.state(sess).done:
                batch.revoke.extend(running[sess.sid])  # the tasks still running are no longer waited for
        failed = self.commit(batch)
        self._late.update(sid for sid in running if sid not in failed)

    # -- for callers (tests, `crumb run`) -------------------------------------------------

    def state(self, sid: str) -> State | None:
        sess = self.sessions.get(sid)
        return sess.state if sess else None

    def is_done(self, sid: str) -> bool:
        sess = self.sessions.get(sid)
        return bool(sess and sess.state.done)

    def all_done(self, sids: Iterable[str]) -> bool:
        return all(self.is_done(sid) for sid in sids)


def _urgent(batch: Batch) -> bool:
    """True when committing the batch sends, revokes or frees something (a new effect, an outcome, a
    session started or finished): it must not wait for company."""
    if batch.external or batch.revoke or batch.closed or batch.new:
        return True
    for sid, st in batch.states.items():
        sess = batch.session(sid)
        if sess is None or st.done or st.outstanding.keys() != sess.state.outstanding.keys():
            return True
    return False


def _past(now: str, state: State) -> bool:
    """True when a running session's recorded deadline is at or before ``now`` (both UTC ts strings)."""
    if state.done or not state.deadline:
        return False
    return _instant(now) >= _instant(state.deadline)


def _instant(ts: str) -> datetime:
    return datetime.fromisoformat(ts.replace("Z", "+00:00"))
