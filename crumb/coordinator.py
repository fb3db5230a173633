"""The coordinator: the single writer of every transcript (DESIGN §1–2).

One batch of the ingest stream at a time: validate → id/ts → dedupe by id → reduce (in memory)
→ run internal effects, whose events join the batch → append every session's events with one
fsync → publish to the live streams → update meta.json and the session index → dispatch spawn /
qa_check effects → XACK. State is committed only after the fsync, so a crash anywhere leaves
either nothing or the whole batch on disk; the unacked entries come back (XAUTOCLAIM) and are
recognised by their deterministic ids, the session id or the outstanding-effect check.

Exactly one coordinator is active: it holds ``{ns}:coordinator:lease`` (:mod:`crumb.lease`);
another instance waits as standby. What it does on becoming active (replay, rebuild, take over,
re-dispatch) is :mod:`crumb.recovery`.
"""

from __future__ import annotations

import json
import logging
import os
import re
import socket
import threading
import time
import uuid
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Callable, Iterable

from crumb import bus, transcript
from crumb.config import Settings
from crumb.connections import INGEST_GROUP, keys, redis_client, redis_errors
from crumb.core.effects import Effect
from crumb.errors import CrumbError, DraftInvalid, InfraError
from crumb.core.events import Event, complete_draft
from crumb.executors import Executor
from crumb.core.firewall import TOOL as FIREWALL_TOOL
from crumb.core.firewall import audit as firewall_audit
from crumb.core.firewall import check_draft
from crumb.ids import new_id, now_iso
from crumb.lease import Lease
from crumb.recovery import Recovery, _entry_ulid, _reduce, _Session, initial_state, is_outcome_accepted, summary

__all__ = ["Coordinator", "Lease"]

log = logging.getLogger("crumb.coordinator")

EXTERNAL = ("spawn", "qa_check")
# What an actor may never claim to be or to say (DESIGN law 7).
FORBIDDEN_FROM = ("system", "user", "validator", "coordinator")
FORBIDDEN_KINDS = ("qa.result", "audit", "done")
FORBIDDEN_PREFIXES = ("user.", "session.")
# A session id names a folder and a URL segment: the dashboard's rule (web.security.SID_RE).
SESSION_ID = re.compile(r"[0-9A-Za-z][0-9A-Za-z_-]{0,63}")


@dataclass
class _Batch:
    """The events and effects of one ingest batch, committed together."""

    states: dict[str, Any] = field(default_factory=dict)  # sid → state after this batch
    events: dict[str, list[Event]] = field(default_factory=dict)
    ids: set[str] = field(default_factory=set)
    external: list[Effect] = field(default_factory=list)
    revoke: list[str] = field(default_factory=list)
    entry_sids: dict[str, set[str]] = field(default_factory=dict)  # ingest entry → sessions it wrote to
    new: dict[str, _Session] = field(default_factory=dict)
    closed: set[str] = field(default_factory=set)  # effects whose outcome this batch accepted


class Coordinator(Recovery):
    """The single writer. ``run_forever()`` in production, ``run_until(predicate)`` in tests and ``crumb run``."""

    def __init__(self, settings: Settings, executor: Executor, *, consumer: str | None = None) -> None:
        self.settings = settings
        self.executor = executor
        self.keys = keys(settings)
        self._repairs: list[tuple[str, transcript.Repair]] = []
        self.consumer = consumer or f"{socket.gethostname()}-{os.getpid()}-{uuid.uuid4().hex[:6]}"
        self.lease = Lease(settings, self.consumer)
        self.sessions: dict[str, _Session] = {}
        self.active = False
        self._stopping = threading.Event()
        self._retry_dispatch: list[Effect] = []
        self._dispatched: set[str] = set()
        self._reread_pending = False
        self._failed_commits = 0  # batches in a row that could not be appended
        self.block_ms = int(min(1000, settings.lease_ttl_s * 1000 / 3))
        self._running_seen: set[str] = set()  # outstanding effects a worker was seen holding a claim on
        self._next_rescue = 0.0
        self._meta_written: dict[str, dict[str, Any]] = {}  # the summary last written to each meta.json
        self._meta_due: dict[str, dict[str, Any]] = {}  # newer summaries not written yet (counters only)
        self._meta_at: dict[str, float] = {}
        self._next_trim = time.monotonic() + _TRIM_EVERY_S

    # -- lifecycle ------------------------------------------------------------------------

    def run_forever(self) -> None:
        self.run_until(lambda _c: False)

    def run_until(self, predicate: Callable[["Coordinator"], bool], timeout_s: float | None = None) -> bool:
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
            return False
        finally:
            self._stand_down()

    def stop(self) -> None:
        self._stopping.set()

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
        self._flush_meta(everything=True)
        if self.active:
            self.lease.release()
            self.active = False
            self.sessions.clear()
            log.info("coordinator %s stood down", self.consumer)

    def _ensure_group(self) -> None:
        r = redis_client(self.settings)
        with redis_errors(self.settings, "creating the ingest consumer group"):
            try:
                r.xgroup_create(self.keys.ingest, INGEST_GROUP, id="0", mkstream=True)
            except Exception as e:
                if "BUSYGROUP" not in str(e):
                    raise

    # -- the loop -------------------------------------------------------------------------

    def step(self, block: bool = True) -> int:
        """Read and process one batch (waiting up to a tick), then run the watchdog. Returns entries seen."""
        r = redis_client(self.settings)
        if self._reread_pending and self._failed_commits:
            # The disk refused the last batch (full, read-only): back off instead of spinning on it.
            self._stopping.wait(min(_BACKOFF_MAX_S, _BACKOFF_S * 2 ** min(self._failed_commits - 1, 8)))
        start = "0" if self._reread_pending else ">"
        self._reread_pending = False
        with redis_errors(self.settings, "reading the ingest stream"):
            reply = r.xreadgroup(
                INGEST_GROUP, self.consumer, {self.keys.ingest: start}, count=self.settings.batch_size,
                block=self.block_ms if block and start == ">" else None,
            )  # fmt: skip
        entries = [(eid, fields) for _stream, items in reply or () for eid, fields in items if fields]
        if entries:
            self.process(entries)
        self._watchdog()
        self._retry_dispatches()
        self._rescue_orphans()
        self._flush_meta()
        self.trim_ingest()
        return len(entries)

    def process(self, entries: list[tuple[str, dict[str, str]]]) -> None:
        """Process ingest entries as one batch; never raises on bad input."""
        batch = _Batch()
        for entry_id, fields in entries:
            try:
                self._ingest(batch, entry_id, fields)
            except Exception:
                log.exception("ingest entry %s could not be handled; dropped", entry_id)
        failed = self._commit(batch)
        self._failed_commits = self._failed_commits + 1 if failed else 0
        done = [eid for eid, _ in entries if not (batch.entry_sids.get(eid, set()) & failed)]
        if len(done) < len(entries):
            self._reread_pending = True
        if done:
            self._ack(done)

    def _ack(self, entry_ids: list[str]) -> None:
        with redis_errors(self.settings, "acknowledging ingest entries"):
            redis_client(self.settings).xack(self.keys.ingest, INGEST_GROUP, *entry_ids)

    def trim_ingest(self, *, force: bool = False) -> int:
        """Drop ingest entries older than ``ingest_retention_s`` that are committed; return how many.

        The transcripts hold what they said, so the stream need not grow for ever. Never trims past
        the oldest pending entry or the group's last-delivered one: nothing unread or uncommitted goes.
        """
        now = time.monotonic()
        if not force and now < self._next_trim:
            return 0
        self._next_trim = now + _TRIM_EVERY_S
        r = redis_client(self.settings)
        with redis_errors(self.settings, "trimming the ingest stream"):
            group = next((g for g in r.xinfo_groups(self.keys.ingest) if g["name"] == INGEST_GROUP), None)
            if group is None:
                return 0
            ms, seq = _stream_id(group["last-delivered-id"])
            bounds = [f"{int(time.time() * 1000 - self.settings.ingest_retention_s * 1000)}-0",
                      f"{ms}-{seq + 1}"]  # everything up to the last-delivered entry has been read  # fmt: skip
            oldest_pending = r.xpending(self.keys.ingest, INGEST_GROUP).get("min")
            if oldest_pending:
                bounds.append(oldest_pending)
            minid = min(bounds, key=_stream_id)
            return int(r.xtrim(self.keys.ingest, minid=minid, approximate=False) or 0)

    # -- one entry ------------------------------------------------------------------------

    def _ingest(self, batch: _Batch, entry_id: str, fields: dict[str, str]) -> None:
        kind = fields.get("type")
        try:
            payload = json.loads(fields.get("payload", ""))
        except ValueError as e:
            log.error("ingest entry %s: payload is not JSON (%s); dropped", entry_id, e)
            return
        if kind == bus.ENTRY_DRAFT:
            sid = payload.get("session_id") if isinstance(payload, dict) else None
            signed = bus.is_signed(self.settings, fields)
            self._accept(batch, entry_id, sid, [payload if signed else self._unsigned(batch, entry_id, sid, payload)])
        elif kind == bus.ENTRY_OUTCOME and isinstance(payload, dict):
            self._outcome(batch, entry_id, payload)  # checked against the outstanding effect instead
        elif kind == bus.ENTRY_NEW_SESSION and not bus.is_signed(self.settings, fields):
            log.error("ingest entry %s: new_session without the signature of %s; refused", entry_id,
                      self.settings.home / bus.KEY_FILE)  # fmt: skip
        elif kind == bus.ENTRY_NEW_SESSION and isinstance(payload, dict):
            self._new_session(batch, entry_id, payload)
        else:
            log.error("ingest entry %s: unknown entry type %r; dropped", entry_id, kind)

    def _new_session(self, batch: _Batch, entry_id: str, p: dict[str, Any]) -> None:
        sid = p.get("session_id")
        if not isinstance(sid, str) or not SESSION_ID.fullmatch(sid):
            log.error("ingest entry %s: new_session with a bad session id %r; dropped", entry_id, sid)
            return
        known = self.sessions.get(sid)
        # An empty transcript (a first batch torn by a crash, or refused by a full disk) is no session yet.
        if (known is not None and known.seen) or sid in batch.new or (known is None and _nonempty(self._transcript_path(sid))):
            log.info("ingest entry %s: session %s already exists; new_session dropped", entry_id, sid)
            return
        batch.new[sid] = _Session(sid, initial_state(sid))
        start = {
            "from": "system", "kind": "session.start", "body": f"session {sid} started",
            "data": {"goal": p.get("goal"), "limits": self.settings.limits(), "bindings": p.get("bindings") or {},
                     "preset": p.get("preset")},
        }  # fmt: skip
        if isinstance(p.get("lineage"), dict):  # a continued game: its parent, with the hashes it took
            start["data"]["lineage"] = p["lineage"]
        goal = {"from": "user", "kind": "goal", "body": str(p.get("goal") or "")}
        self._accept(batch, entry_id, sid, [start, goal])

    def _unsigned(self, batch: _Batch, entry_id: str, sid: Any, draft: Any) -> Any:
        """An unsigned draft speaks only for the actor of the running spawn it names, under the firewall."""
        sess = self._session(batch, sid) if isinstance(sid, str) else None
        if sess is None or not isinstance(draft, dict):
            return draft  # refused in _accept: no session, or not a draft at all
        meta = draft.get("metadata") if isinstance(draft.get("metadata"), dict) else {}
        state = batch.states.get(sid) or sess.state
        effect = state.outstanding.get(meta.get("effect_id")) if isinstance(meta.get("effect_id"), str) else None
        actor = effect.actor if effect is not None and effect.type == "spawn" and effect.actor else None
        ok, audit = check_draft(draft, actor or "unsigned")
        if actor is None and (ok or audit["data"]["violation"] == "unknown_actor"):
            audit = firewall_audit(
                "unsigned", "unsigned_draft", draft.get("from"), draft.get("kind"), draft,
                why="it names no running agent, and only the house's signed tools speak for the user or the system",
            )  # fmt: skip
        elif ok:
            return {**draft, "from": actor}
        return {**audit, "body": f"{audit['body']} (unsigned ingest entry {entry_id})"}

    def _outcome(self, batch: _Batch, entry_id: str, p: dict[str, Any]) -> None:
        sid, eid, drafts = p.get("session_id"), p.get("effect_id"), p.get("drafts")
        if self._session(batch, sid) is None:
            log.error("ingest entry %s: outcome of %s for unknown session %r; dropped", entry_id, eid, sid)
            return
        state = batch.states.get(sid) or self._session(batch, sid).state
        if not isinstance(eid, str) or eid in batch.closed or not is_outcome_accepted(state, eid):
            log.info("ingest entry %s: outcome of %s is not outstanding in %s (a duplicate); dropped", entry_id, eid, sid)
            return
        effect = state.outstanding[eid]
        batch.closed.add(eid)
        if not isinstance(drafts, list) or not drafts:
            drafts = [{"from": "system", "kind": "error", "body": f"the outcome of {eid} carried no drafts"}]
        checked = [self._outcome_draft(d, effect) for d in drafts]
        self._accept(batch, entry_id, sid, checked)

    def _outcome_draft(self, draft: Any, effect: Effect) -> Any:
        """Stamp the effect id; an actor's draft that breaks the trust boundary becomes an error."""
        if not isinstance(draft, dict):
            return draft
        meta = draft.get("metadata") if isinstance(draft.get("metadata"), dict) else {}
        if meta.get("effect_id") not in (None, effect.id):
            return self._error_draft(f"outcome of {effect.id} carried a draft of effect {meta.get('effect_id')}")
        out = {**draft, "metadata": {**meta, "effect_id": effect.id}}
        if effect.type == "spawn":
            kind, actor = str(draft.get("kind", "")), draft.get("from")
            if _firewall_audit(draft, meta):
                return out  # the worker's own refusal of an agent's line (crumb.core.firewall), recorded as is
            if actor in FORBIDDEN_FROM or kind in FORBIDDEN_KINDS or kind.startswith(FORBIDDEN_PREFIXES):
                return self._error_draft(
                    f"{effect.actor} may not write from={actor} kind={kind}; the draft was refused", effect.id
                )
        return out

    def _accept(self, batch: _Batch, entry_id: str, sid: Any, drafts: list[Any]) -> None:
        sess = self._session(batch, sid) if isinstance(sid, str) else None
        if sess is None:
            log.error("ingest entry %s names no known session (%r); dropped: %.300s", entry_id, sid, drafts)
            return
        deferred: list[Effect] = []
        for n, draft in enumerate(drafts):
            try:
                event = complete_draft(draft, new_id=_entry_ulid(entry_id, n, self.settings.namespace),
                                       now=now_iso(), session_id=sid)  # fmt: skip
                event.to_json()
            except (DraftInvalid, ValueError) as e:
                msg = e.message if isinstance(e, DraftInvalid) else str(e)
                errors = e.errors if isinstance(e, DraftInvalid) else []
                log.warning("ingest entry %s: invalid draft for %s: %s", entry_id, sid, msg)
                event = self._complete(
                    sid, self._error_draft(f"invalid draft (ingest entry {entry_id}): {msg}", None, errors)
                )
            if event.session_id != sid:
                event = self._complete(sid, self._error_draft(f"a draft for {sid} named session {event.session_id}"))
            if event.id in sess.seen or event.id in batch.ids:
                log.info("ingest entry %s: event %s already in %s; duplicate dropped", entry_id, event.id, sid)
                continue
            batch.entry_sids.setdefault(entry_id, set()).add(sid)
            deferred.extend(self._record(batch, sid, event, defer=True))
        # An entry's own events stay together: its internal effects (done, notes) follow them.
        for effect in deferred:
            self._apply(batch, sid, effect)

    # -- reduce and internal effects ------------------------------------------------------

    def _record(self, batch: _Batch, sid: str, event: Event, defer: bool = False) -> list[Effect]:
        """Add an event to the batch and reduce it; run its effects now, or return them when deferred."""
        batch.events.setdefault(sid, []).append(event)
        batch.ids.add(event.id)
        state = batch.states.get(sid) or self._session(batch, sid).state
        try:
            state, effects = _reduce(state, event)
        except Exception:
            log.exception("the reducer raised on %s %s in %s; the event is kept, its effects are not", event.kind, event.id, sid)
            return []
        batch.states[sid] = state
        if defer:
            return list(effects)
        for effect in effects:
            self._apply(batch, sid, effect)
        return []

    def _apply(self, batch: _Batch, sid: str, effect: Effect) -> None:
        if effect.type in EXTERNAL:
            batch.external.append(effect)
        elif effect.type == "append":
            draft = dict(effect.draft or {})
            draft.setdefault("from", "coordinator")
            self._record(batch, sid, self._complete(sid, draft))
        elif effect.type == "finish":
            self._finish(batch, sid, effect.reason or "finished", effect.id)
        elif effect.type == "hook":
            draft = {
                "from": "coordinator", "kind": "note", "body": effect.body or f"hook: {effect.hook}",
                "data": {"hook": effect.hook, **(effect.data or {})}, "metadata": {"visibility": "public"},
            }  # fmt: skip
            self._record(batch, sid, self._complete(sid, draft))
        elif effect.type == "cancel_spawn":
            state = batch.states.get(sid) or self._session(batch, sid).state
            for eid, running in state.outstanding.items():
                if effect.actor in (None, "all", running.actor):
                    batch.revoke.append(eid)

    def _finish(self, batch: _Batch, sid: str, reason: str, cause: str | None) -> None:
        meta = {"effect_id": cause} if cause else {}
        self._record(batch, sid, self._complete(sid, {"from": "coordinator", "kind": "done", "body": reason, "data": {"reason": reason}, "metadata": meta}))
        self._record(batch, sid, self._complete(sid, {"from": "system", "kind": "session.end", "body": f"session {sid} ended: {reason}", "data": {"reason": reason}}))

    def _complete(self, sid: str, draft: dict[str, Any]) -> Event:
        return complete_draft(draft, new_id=new_id(), now=now_iso(), session_id=sid)

    @staticmethod
    def _error_draft(body: str, effect_id: str | None = None, errors: list[str] | None = None) -> dict[str, Any]:
        draft: dict[str, Any] = {"from": "system", "kind": "error", "body": body}
        if errors:
            draft["data"] = {"errors": errors}
        if effect_id:
            draft["metadata"] = {"effect_id": effect_id}
        return draft

    # -- commit ---------------------------------------------------------------------------

    def _commit(self, batch: _Batch) -> set[str]:
        """Append (one fsync per session), publish, index, dispatch. Returns the sessions that failed."""
        failed: set[str] = set()
        written: list[str] = []
        for sid, events in batch.events.items():
            try:
                transcript.writer_for(self._transcript_path(sid), sid).append_many(events)
            except CrumbError as e:
                log.error("could not append %d events to %s: %s; they will be retried", len(events), sid, e)
                failed.add(sid)
                continue
            sess = batch.new.pop(sid, None) or self.sessions[sid]
            self.sessions[sid] = sess
            sess.state = batch.states.get(sid, sess.state)
            sess.seen.update(e.id for e in events)
            written.append(sid)
        summaries = {sid: self._summary(self.sessions[sid].state) for sid in written}
        for sid, summ in summaries.items():
            self._meta_due[sid] = summ
            last = self._meta_written.get(sid)
            if last is None or any(last[k] != summ[k] for k in _META_NOW):
                self._write_meta(sid)
        try:  # caches of what is now on disk: a failure here is repaired by the next start
            bus.publish_live(self.settings, [(sid, e.to_json()) for sid in written for e in batch.events[sid]])
            bus.put_summaries(self.settings, summaries)
        except InfraError as e:
            log.error("events are on disk but not published: %s", e)
        for effect in batch.external:
            if effect.session_id not in failed:
                self._dispatch(effect)
        for eid in batch.revoke:
            self.executor.revoke(eid)
        return failed

    def _write_meta(self, sid: str) -> None:
        summ = self._meta_due.pop(sid)
        try:  # a cache the next start rebuilds from the transcript: no fsync
            transcript.write_meta(self.settings.session_dir(sid), summ, durable=False)
        except OSError as e:
            log.warning("could not write meta.json of %s: %s", sid, e)
            return
        self._meta_written[sid] = summ
        self._meta_at[sid] = time.monotonic()

    def _flush_meta(self, *, everything: bool = False) -> None:
        """Write the meta.json whose only changes are counters, at most once per META_EVERY_S."""
        cutoff = time.monotonic() - _META_EVERY_S
        for sid in [s for s in self._meta_due if everything or self._meta_at.get(s, 0.0) <= cutoff]:
            self._write_meta(sid)

    def _dispatch(self, effect: Effect) -> None:
        self._dispatched.add(effect.id)
        try:
            self.executor.dispatch(effect)
        except InfraError as e:
            log.error("%s; will retry", e)
            self._retry_dispatch.append(effect)

    def _retry_dispatches(self) -> None:
        retry, self._retry_dispatch = self._retry_dispatch, []
        for effect in retry:
            sess = self.sessions.get(effect.session_id)
            if sess is not None and effect.id in sess.state.outstanding:
                self._dispatch(effect)

    # -- the wall clock -------------------------------------------------------------------

    def _watchdog(self) -> None:
        """Finish running sessions that are past the wall clock (reason ``wall_clock``)."""
        limit_s = self.settings.wall_clock_min * 60
        now = time.time()
        late = [s for s in self.sessions.values() if not s.state.done and not s.wall_clock_fired
                and (t := _epoch(s.state.started_at)) is not None and now - t > limit_s]  # fmt: skip
        if not late:
            return
        batch = _Batch()
        for sess in late:
            sess.wall_clock_fired = True
            log.warning("session %s is past the wall clock (%.1f min); finishing it", sess.sid, self.settings.wall_clock_min)
            batch.revoke.extend(sess.state.outstanding)
            self._finish(batch, sess.sid, "wall_clock", None)
        self._commit(batch)

    # -- helpers --------------------------------------------------------------------------

    def _session(self, batch: _Batch, sid: Any) -> _Session | None:
        if not isinstance(sid, str):
            return None
        return self.sessions.get(sid) or batch.new.get(sid)

    def _transcript_path(self, sid: str):  # -> Path
        return self.settings.session_dir(sid) / transcript.TRANSCRIPT_FILE

    @staticmethod
    def _summary(state: Any) -> dict[str, Any]:
        return summary(state)

    # -- for callers (tests, `crumb run`) -------------------------------------------------

    def state(self, sid: str) -> Any:
        sess = self.sessions.get(sid)
        return sess.state if sess else None

    def is_done(self, sid: str) -> bool:
        sess = self.sessions.get(sid)
        return bool(sess and sess.state.done)

    def all_done(self, sids: Iterable[str]) -> bool:
        return all(self.is_done(sid) for sid in sids)


_TRIM_EVERY_S = 30.0
_BACKOFF_S, _BACKOFF_MAX_S = 0.02, 1.0  # between retries of a batch the disk refused
# meta.json is written at once when one of these changes, else at most once a second per session.
_META_NOW = ("status", "stage", "verdict", "reason", "aggregate", "goal", "scores", "respec_count", "verify_count")
_META_EVERY_S = 1.0


def _stream_id(entry_id: Any) -> tuple[int, int]:
    ms, _, seq = (entry_id.decode() if isinstance(entry_id, bytes) else str(entry_id)).partition("-")
    return int(ms), int(seq or 0)


def _firewall_audit(draft: dict[str, Any], meta: dict[str, Any]) -> bool:
    """An ``audit`` the worker's firewall made of an agent's events.jsonl line: the agent cannot write
    one itself, since every line it leaves is checked and a ``from=system`` line becomes this audit."""
    return draft.get("from") == "system" and draft.get("kind") == "audit" and meta.get("tool") == FIREWALL_TOOL


def _nonempty(path: Any) -> bool:
    try:
        return path.stat().st_size > 0
    except FileNotFoundError:
        return False


def _epoch(ts: str | None) -> float | None:
    if not ts:
        return None
    try:
        return datetime.fromisoformat(ts.replace("Z", "+00:00")).timestamp()
    except ValueError:
        return None
