"""The coordinator's admission gate: a spawn goes out only when its adapter has a free slot.

Between reducing a batch and writing it, :meth:`Gate.plan` frees the slots of the effects the
batch closed, puts the batch's new spawns in the queue, lets :func:`crumb.core.admission.admit`
choose who goes (a person's work first, then round-robin across sessions), takes their slots in
the Redis table (:class:`crumb.slots.SlotTable`, all-or-nothing) and writes a slot note for each
limited spawn into the same batch: ``waiting`` (its position and the limit) or ``admitted``. Only
admitted spawns are dispatched, ahead of the batch's unlimited effects. The notes make the transcripts say who held a slot when, so
:meth:`Gate.rebuild` restores the table after a restart: an outstanding limited spawn with an
``admitted`` note holds its slots, one without waits.

Unlimited effects pass at once and are only counted (the fleet view shows them in flight).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from crumb.batch import Batch, Session, complete
from crumb.config import Settings
from crumb.core import admission
from crumb.core.admission import AUTO, PERSON, PRIORITY_NAMES, Waiter, holds_slot, limited, slot_keys
from crumb.core.effects import Effect
from crumb.core.events import USER_KINDS
from crumb.core.state import State
from crumb.errors import InfraError
from crumb.ids import now_iso
from crumb.slots import SlotTable

__all__ = ["Gate", "party_of"]

log = logging.getLogger("crumb.coordinator")

_RETRY_S = 1.0  # a gate whose slots Redis refused tries again (after rewriting the table) this often


@dataclass(frozen=True)
class _Held:
    session_id: str
    party: str
    keys: tuple[str, ...]
    actor: str


def party_of(state: State) -> str:
    """Whom fairness is between: the group of variants a session belongs to, else the session."""
    group = (state.variant or {}).get("group")
    return f"group:{group}" if group else state.session_id


def _actor(effect: Effect) -> str:
    return getattr(effect, "actor", None) or effect.type


class Gate:
    """Admission for one active coordinator; its in-memory view mirrors the committed transcripts."""

    def __init__(self, settings: Settings, sessions: Mapping[str, Session]) -> None:
        self.settings = settings
        self.sessions = sessions
        self.limits = settings.concurrency_limits()
        self.table = SlotTable(settings)
        self.holding: dict[str, _Held] = {}
        self.waiting: dict[str, Waiter] = {}
        self.waiting_sid: dict[str, str] = {}
        self.waiting_actor: dict[str, str] = {}
        self.served: dict[str, int] = {}
        self.tick = 0
        self._seq = 0
        self._positions: dict[str, int] = {}
        self.stalled = False  # Redis refused or failed a take: retry from the coordinator's loop
        self._next_retry = 0.0

    # -- what the coordinator asks ------------------------------------------------------------

    def holds(self, effect_id: str) -> bool:
        """True when the effect may be (re-)dispatched: it holds its slots, or needs none."""
        return effect_id in self.holding

    def due(self) -> bool:
        """True when a stalled gate should try again now."""
        return self.stalled and time.monotonic() >= self._next_retry

    def rebuild(self) -> None:
        """Derive the table and the queue from the committed sessions, and write the table to Redis."""
        self.derive()
        try:
            self.table.replace({e: (h.session_id, h.keys) for e, h in self.holding.items()}, self.view())
            self.stalled = bool(self.waiting)  # admit what the restart left waiting on the next turn
        except InfraError as e:
            log.error("could not rebuild the slot table: %s; retrying", e)
            self.stalled = True

    def derive(self) -> None:
        """Who holds slots and who waits, from the sessions' states alone (their transcripts' slot notes)."""
        self.holding.clear()
        self.waiting.clear()
        self.waiting_sid.clear()
        self.waiting_actor.clear()
        rows: list[tuple[tuple[str, int, str], str, Effect, Mapping[str, Any]]] = []
        for sess in self.sessions.values():
            st = sess.state
            if st.done:
                continue
            for eid, effect in st.outstanding.items():
                rec = st.slots.get(eid) or {}
                rows.append(((rec.get("waiting_at") or "", rec.get("position") or 0, eid), eid, effect, st.slots))
        # The order they asked in: time of their waiting note, then the place it recorded.
        for _order, eid, effect, slots in sorted(rows, key=lambda r: r[0]):
            st = self.sessions[effect.session_id].state
            keys = slot_keys(effect, self.limits)
            if limited(keys, self.limits) and not holds_slot(slots, eid):
                rec = slots.get(eid) or {}
                prio = PERSON if rec.get("priority") == PRIORITY_NAMES[PERSON] else AUTO
                self._queue(Waiter(eid, party_of(st), keys, prio, weight=st.weight), effect)
            else:
                self.holding[eid] = _Held(effect.session_id, party_of(st), keys, _actor(effect))
        self._positions = dict(admission.admit({}, self._held(), list(self.waiting.values()), self.served).positions)

    def plan(self, batch: Batch) -> None:
        """Admit what can go now: free closed slots, queue new spawns, write slot notes, trim ``external``."""
        release = self._release(batch)
        new: dict[str, Effect] = {}
        passing: list[Effect] = []
        take: list[tuple[str, str, tuple[str, ...]]] = []
        for effect in batch.external:
            sess = batch.session(effect.session_id)
            if sess is None:
                continue
            st = batch.state(sess)
            keys = slot_keys(effect, self.limits)
            if not limited(keys, self.limits):
                self.holding[effect.id] = _Held(sess.sid, party_of(st), keys, _actor(effect))
                take.append((effect.id, sess.sid, keys))
                passing.append(effect)
                continue
            new[effect.id] = effect
            self._queue(Waiter(effect.id, party_of(st), keys, _priority(batch, effect), weight=st.weight), effect)
        if not (release or new or take or self.stalled):
            batch.external = passing
            return
        chosen = admission.admit(self.limits, self._held(), list(self.waiting.values()), self.served, self.tick)
        self.served, self.tick = dict(chosen.served), chosen.tick
        self._positions = dict(chosen.positions)
        wanted = [(eid, self.waiting_sid[eid], self.waiting[eid].keys) for eid in chosen.admitted]
        moved = {eid: self._move(eid) for eid in chosen.admitted}  # as if Redis says yes: one round trip
        got = self._apply(release, take, wanted, self.view())
        refused = [eid for (eid, _sid, _keys), ok in zip(wanted, got, strict=True) if not ok]
        for eid in refused:  # who was chosen but refused waits on, in its old place
            self.holding.pop(eid, None)
            w, sid, actor = moved.pop(eid)
            self.waiting[eid], self.waiting_sid[eid], self.waiting_actor[eid] = w, sid, actor
        self.stalled = bool(refused)
        if refused:
            self._next_retry = time.monotonic() + _RETRY_S
            self._positions = dict(
                admission.admit({}, self._held(), list(self.waiting.values()), self.served).positions
            )
            self._publish()
        holding: list[Effect] = []
        for eid, (w, sid, _actor_name) in moved.items():
            sess = batch.session(sid)
            assert sess is not None, f"a waiting spawn of an unknown session {sid}"
            effect = new.get(eid) or batch.state(sess).outstanding[eid]
            self._note(batch, effect, "admitted", w.party)
            holding.append(effect)
        for eid, effect in new.items():
            if eid in self.waiting:
                self._note(batch, effect, "waiting")
        # What holds a limited slot goes out first, in the order admitted: the slot is idle until its
        # spawn starts, while an unlimited effect (a QA check) takes nothing scarce meanwhile.
        batch.external = holding + passing

    def retry(self) -> None:
        """Rewrite the Redis table from this view, then try the queue again (an empty batch's turn)."""
        self._next_retry = time.monotonic() + _RETRY_S
        try:
            self.table.replace({e: (h.session_id, h.keys) for e, h in self.holding.items()}, self.view())
        except InfraError as e:
            log.error("the slot table is unreachable: %s", e)

    # -- the view ---------------------------------------------------------------------------

    def view(self) -> dict[str, Any]:
        """Limits, in flight and waiting per key: what ``crumb fleet`` and the dashboard show."""
        out: dict[str, dict[str, Any]] = {
            k: {"limit": n, "in_flight": [], "waiting": []} for k, n in self.limits.items()
        }
        for eid, h in sorted(self.holding.items()):
            for key in h.keys:
                row = out.setdefault(key, {"limit": self.limits.get(key, 0), "in_flight": [], "waiting": []})
                row["in_flight"].append({"effect_id": eid, "session_id": h.session_id, "actor": h.actor})
        for eid, w in self.waiting.items():
            for key in w.keys:
                row = out.setdefault(key, {"limit": self.limits.get(key, 0), "in_flight": [], "waiting": []})
                row["waiting"].append(
                    {
                        "effect_id": eid,
                        "session_id": self.waiting_sid[eid],
                        "actor": self.waiting_actor.get(eid),
                        "position": self._positions.get(eid),
                        "priority": PRIORITY_NAMES[w.priority],
                        "party": w.party,
                    }
                )
        for row in out.values():
            row["waiting"].sort(key=lambda r: r["position"] or 0)
        return {"at": now_iso(), "limits": dict(self.limits), "keys": out}

    # -- parts ------------------------------------------------------------------------------

    def _queue(self, waiter: Waiter, effect: Effect) -> None:
        self._seq += 1
        self.waiting[waiter.effect_id] = Waiter(
            waiter.effect_id, waiter.party, waiter.keys, waiter.priority, self._seq, waiter.weight
        )
        self.waiting_sid[waiter.effect_id] = effect.session_id
        self.waiting_actor[waiter.effect_id] = _actor(effect)

    def _held(self) -> dict[str, dict[str, int]]:
        held: dict[str, dict[str, int]] = {}
        for h in self.holding.values():
            for key in h.keys:
                held.setdefault(key, {})[h.party] = held.get(key, {}).get(h.party, 0) + 1
        return held

    def _release(self, batch: Batch) -> list[tuple[str, tuple[str, ...]]]:
        """Free the slots of effects the batch closed (an outcome, a finish) and forget their waiters."""
        out = []
        for sid, st in batch.states.items():
            for eid in [e for e, h in self.holding.items() if h.session_id == sid and e not in st.outstanding]:
                out.append((eid, self.holding.pop(eid).keys))
            for eid in [e for e, s in self.waiting_sid.items() if s == sid and e not in st.outstanding]:
                self.waiting.pop(eid, None)
                self.waiting_sid.pop(eid, None)
                self.waiting_actor.pop(eid, None)
        return out

    def _apply(self, release: list[Any], take: list[Any], wanted: list[Any], fleet: Any) -> list[bool]:
        try:
            got = self.table.apply(release, [*take, *wanted], self.limits, fleet)
        except InfraError as e:
            log.error("slots not taken (%s); the spawns keep waiting", e)
            return [False] * len(wanted)
        return got[len(take) :]

    def _move(self, eid: str) -> tuple[Waiter, str, str]:
        """A waiter becomes a holder (in this view); returns what it was, to put it back if Redis refuses."""
        w, sid, actor = self.waiting.pop(eid), self.waiting_sid.pop(eid), self.waiting_actor.pop(eid, "")
        self.holding[eid] = _Held(sid, w.party, w.keys, actor)
        return w, sid, actor

    def _note(self, batch: Batch, effect: Effect, status: str, party: str | None = None) -> None:
        sess = batch.session(effect.session_id)
        assert sess is not None
        keys = slot_keys(effect, self.limits)
        if status == "waiting":
            w = self.waiting[effect.id]
            draft = admission.waiting_note(
                effect,
                keys,
                self.limits,
                self._positions.get(effect.id, len(self.waiting)),
                priority=PRIORITY_NAMES[w.priority],
                party=w.party,
            )
        else:
            key = next((k for k in keys if self.limits.get(k, 0) > 0), keys[0])
            in_flight = sum(1 for h in self.holding.values() if key in h.keys)
            draft = admission.admitted_note(
                effect, keys, self.limits, in_flight=in_flight, limit=self.limits[key], party=party
            )
        batch.record(sess, complete(sess.sid, draft))

    def _publish(self) -> None:
        try:
            self.table.apply([], [], self.limits, self.view())
        except InfraError as e:
            log.warning("could not publish the fleet view: %s", e)


def _priority(batch: Batch, effect: Effect) -> int:
    """A person's work goes first: the spawn's cause is a person's command (/goto, /redo, a veto, a resume);
    the pitch itself (``goal``) starts automatic work."""
    for event in batch.events.get(effect.session_id, ()):
        if event.id == effect.cause_id:
            return PERSON if event.kind in USER_KINDS else AUTO
    return AUTO
