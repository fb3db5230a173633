"""One ingest batch, reduced in memory: the sessions it touches, the events it adds, what it dispatches.

Nothing here writes: :mod:`crumb.commit` puts a batch on disk and in Redis once it is complete.
The internal effects (``append``, ``finish``, ``hook``, ``cancel_spawn``) are carried out here,
their events joining the same batch; ``spawn`` and ``qa_check`` wait in :attr:`Batch.external`.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from crumb.core.effects import Effect
from crumb.core.events import Event, complete_draft
from crumb.core.reducer import reduce
from crumb.core.state import State
from crumb.ids import new_id, now_iso

__all__ = ["Batch", "Session", "EXTERNAL", "error_draft"]

log = logging.getLogger("crumb.coordinator")

EXTERNAL = ("spawn", "qa_check")


@dataclass
class Session:
    """What the coordinator keeps of one session: its state and the event ids already written."""

    sid: str
    state: State
    seen: set[str] = field(default_factory=set)


@dataclass
class Batch:
    """The events and effects of one ingest batch, committed together.

    ``sessions`` are the committed sessions, read here and never changed: the batch's own states
    stay in ``states`` until the commit makes them the sessions' states.
    """

    sessions: Mapping[str, Session]
    states: dict[str, State] = field(default_factory=dict)  # sid → state after this batch
    events: dict[str, list[Event]] = field(default_factory=dict)
    ids: set[str] = field(default_factory=set)
    external: list[Effect] = field(default_factory=list)
    revoke: list[str] = field(default_factory=list)
    entries: list[str] = field(default_factory=list)  # the ingest entries this batch answers
    entry_sids: dict[str, set[str]] = field(default_factory=dict)  # ingest entry → sessions it wrote to
    new: dict[str, Session] = field(default_factory=dict)
    closed: set[str] = field(default_factory=set)  # effects whose outcome this batch accepted

    def session(self, sid: Any) -> Session | None:
        """The committed session, or the one this batch starts; None for an unknown id."""
        if not isinstance(sid, str):
            return None
        return self.sessions.get(sid) or self.new.get(sid)

    def answered(self, failed: set[str]) -> list[str]:
        """The entries this batch answered for good: none of the sessions they wrote to failed to commit."""
        return [eid for eid in self.entries if not (self.entry_sids.get(eid, set()) & failed)]

    def state(self, sess: Session) -> State:
        """The session's state as of the events already in this batch."""
        return self.states.get(sess.sid) or sess.state

    def record(self, sess: Session, event: Event, *, defer: bool = False) -> list[Effect]:
        """Add an event and reduce it; carry out its effects now, or return them when deferred."""
        sid = sess.sid
        self.events.setdefault(sid, []).append(event)
        self.ids.add(event.id)
        try:
            state, effects = reduce(self.state(sess), event)
        except Exception:
            log.exception(
                "the reducer raised on %s %s in %s; the event is kept, its effects are not", event.kind, event.id, sid
            )
            return []
        self.states[sid] = state
        if defer:
            return list(effects)
        for effect in effects:
            self.apply(sess, effect)
        return []

    def apply(self, sess: Session, effect: Effect) -> None:
        """Carry out one effect: internal ones add events, external ones wait for the commit."""
        if effect.type in EXTERNAL:
            self.external.append(effect)
        elif effect.type == "append":
            draft = dict(effect.draft)
            draft.setdefault("from", "coordinator")
            self.record(sess, complete(sess.sid, draft))
        elif effect.type == "finish":
            self.finish(sess, effect.reason, effect.id)
        elif effect.type == "hook":
            draft = {
                "from": "coordinator",
                "kind": "note",
                "body": effect.body,
                "data": {"hook": effect.hook, **effect.data},
                "metadata": {"visibility": "public"},
            }
            self.record(sess, complete(sess.sid, draft))
        elif effect.type == "cancel_spawn":
            for eid, running in self.state(sess).outstanding.items():
                if effect.actor in ("all", getattr(running, "actor", None)):
                    self.revoke.append(eid)

    def finish(self, sess: Session, reason: str, cause: str | None) -> None:
        """``done`` then ``session.end``, both saying why."""
        sid, meta = sess.sid, {"effect_id": cause} if cause else {}
        done = {"from": "coordinator", "kind": "done", "body": reason, "data": {"reason": reason}, "metadata": meta}
        end = {
            "from": "system",
            "kind": "session.end",
            "body": f"session {sid} ended: {reason}",
            "data": {"reason": reason},
        }
        self.record(sess, complete(sid, done))
        self.record(sess, complete(sid, end))


def complete(sid: str, draft: dict[str, Any], *, now: str | None = None) -> Event:
    """A house draft made an event with a fresh id, stamped ``now`` (the current time by default)."""
    return complete_draft(draft, new_id=new_id(), now=now or now_iso(), session_id=sid)


def error_draft(body: str, effect_id: str | None = None, errors: list[str] | None = None) -> dict[str, Any]:
    """An ``error`` from the system, saying what was refused and why."""
    draft: dict[str, Any] = {"from": "system", "kind": "error", "body": body}
    if errors:
        draft["data"] = {"errors": errors}
    if effect_id:
        draft["metadata"] = {"effect_id": effect_id}
    return draft
