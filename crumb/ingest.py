"""Ingest: what an entry of the ingest stream may add to a batch (validation and the trust boundary).

Every entry gets an answer (DESIGN law 9): a bad entry is logged and dropped, a bad draft becomes
an ``error`` event, a draft that breaks the trust boundary (law 7) an ``error`` or an ``audit``
through the one rule in :mod:`crumb.core.firewall`. Events of an entry get ids fixed by the entry
(:func:`entry_ulid`), so a re-read entry is recognised as a duplicate.
"""

from __future__ import annotations

import hashlib
import json
import logging
import math
from collections.abc import Mapping
from pathlib import Path, PurePosixPath
from typing import Any

from ulid import ULID

from crumb import bus
from crumb.batch import Batch, Session, complete, error_draft
from crumb.config import Settings
from crumb.core import firewall, json_in
from crumb.core.admission import MAX_WEIGHT
from crumb.core.effects import Effect, QaCheck
from crumb.core.events import complete_draft
from crumb.core.goal import goal_problem
from crumb.core.session_ids import is_session_id
from crumb.core.state import initial_state, is_outcome_accepted
from crumb.errors import DraftInvalid
from crumb.ids import now_iso

__all__ = ["Ingest", "entry_ulid", "MAX_DRAFTS_PER_ENTRY"]

log = logging.getLogger("crumb.coordinator")

MAX_DRAFTS_PER_ENTRY = 256


class Ingest:
    """Turns ingest entries into events of a batch. Reads the committed sessions, never changes them."""

    def __init__(self, settings: Settings, sessions: Mapping[str, Session]) -> None:
        self.settings = settings
        self.sessions = sessions

    def entry(
        self, batch: Batch, entry_id: str, fields: dict[str, str] | bus.Unreadable, *, redelivered: bool = False
    ) -> None:
        """Add what one entry says to the batch, or answer why it was refused (law 9: never silently).

        ``redelivered``: the entry was read before (a pending entry taken over, or re-read after a
        failed commit), so a draft id already written is its own, not a replay.
        """
        if isinstance(fields, bus.Unreadable):
            self.refuse(batch, entry_id, fields.session_id, f"cannot be read: {fields.reason}", fields.excerpt)
            return
        kind, text = fields.get("type"), fields.get("payload", "")
        if len(text) > self.settings.max_draft_bytes * _DRAFTS_PER_OUTCOME:
            self.refuse(
                batch,
                entry_id,
                _sid_in(text),
                f"is too large ({len(text)} characters; the limit is "
                f"max_draft_bytes = {self.settings.max_draft_bytes} per draft)",
                text[:200],
            )
            return
        try:
            payload = json_in.loads(text, repeated_ok=True)  # signed by the house, whose tools write each key once
        except ValueError as e:
            self.refuse(batch, entry_id, _sid_in(text), f"payload is not JSON ({e})", text[:200])
            return
        if not bus.is_signed(self.settings, fields):
            self._unsigned(batch, entry_id, kind, payload)
        elif kind == bus.ENTRY_DRAFT:
            self._draft(batch, entry_id, payload, redelivered)
        elif kind == bus.ENTRY_OUTCOME and isinstance(payload, dict):
            self._outcome(batch, entry_id, payload)  # checked against the outstanding effect instead
        elif kind == bus.ENTRY_NEW_SESSION and isinstance(payload, dict):
            self._new_session(batch, entry_id, payload, redelivered)
        else:
            self.refuse(batch, entry_id, _sid_of(payload), f"has an unknown entry type {str(kind)[:40]!r}", text[:200])

    def refuse(
        self, batch: Batch, entry_id: str, sid: Any, why: str, excerpt: str = "", audit: dict[str, Any] | None = None
    ) -> None:
        """Answer a refused entry: an ``error`` (or the given ``audit``) in the session it names, else a WARNING."""
        if batch.session(sid) is None:
            log.warning("ingest entry %s %s; dropped: %.200r", entry_id, why, excerpt)
            return
        answer = audit or error_draft(f"ingest entry {entry_id} {why}; refused")
        self.accept(batch, entry_id, sid, [answer])

    def _unsigned(self, batch: Batch, entry_id: str, kind: Any, payload: Any) -> None:
        """Only the house's tools sign; an unsigned (or badly signed) entry changes nothing and is audited."""
        first = payload
        if isinstance(payload, dict) and isinstance(payload.get("drafts"), list) and payload["drafts"]:
            first = payload["drafts"][0]  # an outcome: name what its first draft claimed
        claimed = first.get("from") if isinstance(first, dict) else None
        claimed_kind = first.get("kind") if isinstance(first, dict) else kind
        audit = firewall.audit(
            "unsigned",
            "unsigned_entry",
            claimed,
            claimed_kind,
            first,
            why=f"ingest entry {entry_id} carries no valid signature of the house; only its "
            "signed tools write to the ingest stream (agents hand their notes to their worker)",
        )
        self.refuse(
            batch,
            entry_id,
            _sid_of(payload),
            f"({kind!s:.20}) is not signed by the house",
            str(payload)[:200],
            audit=audit,
        )

    def _draft(self, batch: Batch, entry_id: str, draft: Any, redelivered: bool) -> None:
        """A signed draft: it must carry its unique id, and an id already accepted is a replay."""
        sid = _sid_of(draft)
        sess = batch.session(sid)
        did = draft.get("id") if isinstance(draft, dict) else None
        if sess is None:
            self.refuse(batch, entry_id, sid, f"names no known session ({sid!s:.80})", str(draft)[:200])
            return
        if not isinstance(did, str) or not did:
            violation, why = "draft_without_id", "carries no draft id, so a copy could not be told from it"
        elif did in sess.seen or did in batch.ids:
            if redelivered:  # our own entry read again after a crash: already written, nothing to say
                log.info("ingest entry %s: draft %s already in %s (read again)", entry_id, did, sess.sid)
                return
            violation, why = "replayed_draft", f"replays draft {did}, which was already accepted"
        elif said := firewall.house_draft_violation(draft.get("from"), draft.get("kind")):
            violation, why = "forged_draft", said
        else:
            self.accept(batch, entry_id, sid, [draft])
            return
        audit = firewall.audit(
            "house",
            violation,
            draft.get("from") if isinstance(draft, dict) else None,
            draft.get("kind") if isinstance(draft, dict) else None,
            draft,
            why=f"ingest entry {entry_id} {why}",
        )
        self.refuse(batch, entry_id, sid, why, str(draft)[:200], audit=audit)

    def _new_session(self, batch: Batch, entry_id: str, p: dict[str, Any], redelivered: bool) -> None:
        sid = p.get("session_id")
        if not is_session_id(sid):
            log.warning("ingest entry %s: new_session with a bad session id %.80r; dropped", entry_id, sid)
            return
        if problem := goal_problem(p.get("goal")):  # the house's clients ask first (crumb.bus.request_session)
            log.warning("ingest entry %s: new_session %s refused: %s; dropped", entry_id, sid, problem)
            return
        known = self.sessions.get(sid)
        # An empty transcript (a first batch torn by a crash, or refused by a full disk) is no session yet.
        if (known is not None and known.seen) or sid in batch.new or (known is None and _nonempty(self._path(sid))):
            if redelivered:
                log.info("ingest entry %s: session %s already started (read again)", entry_id, sid)
            else:
                self.refuse(batch, entry_id, sid, f"asks again for session {sid}, which already exists")
            return
        batch.new[sid] = Session(sid, initial_state(sid))
        start: dict[str, Any] = {
            "from": "system",
            "kind": "session.start",
            "body": f"session {sid} started",
            "data": {
                "goal": p.get("goal"),
                "limits": self.settings.limits() | _asked_limits(p.get("limits")),
                "bindings": p.get("bindings") or {},
                "preset": p.get("preset"),
            },
        }
        day = p.get("spend")  # the stack's spend today when it was asked for, for the daily cap
        if isinstance(day, dict) and isinstance(day.get("cost_day"), str):
            spent = day.get("day_cost_usd", 0)
            if _dollars(spent):
                start["metadata"] = {"cost_day": day["cost_day"], "day_cost_usd": float(spent)}
            else:  # the session still starts; the daily cap counts from what the transcripts say
                log.warning(
                    "ingest entry %s: new_session %s: day_cost_usd %.40r is no sum of dollars; left out",
                    entry_id,
                    sid,
                    spent,
                )
        for key in ("lineage", "variant"):  # a continued game's parent; one take of several of a pitch
            if isinstance(p.get(key), dict):
                start["data"][key] = p[key]
        weight = p.get("weight")  # its share of a limited adapter against other sessions' (crumb.core.admission)
        if isinstance(weight, (int, float)) and not isinstance(weight, bool) and 0 < weight <= MAX_WEIGHT:
            start["data"]["weight"] = float(weight)
        goal = {"from": "user", "kind": "goal", "body": str(p.get("goal") or "")}
        self.accept(batch, entry_id, sid, [start, goal])

    def _outcome(self, batch: Batch, entry_id: str, p: dict[str, Any]) -> None:
        sid, eid, drafts = p.get("session_id"), p.get("effect_id"), p.get("drafts")
        sess = batch.session(sid)
        if sess is None:
            log.warning("ingest entry %s: outcome of %.60r for unknown session %.80r; dropped", entry_id, eid, sid)
            return
        state = batch.state(sess)
        if not isinstance(eid, str) or eid in batch.closed or not is_outcome_accepted(state, eid):
            log.warning(
                "ingest entry %s: outcome of %.60r is not outstanding in %s (late or a duplicate); dropped",
                entry_id,
                eid,
                sid,
            )
            return
        effect = state.outstanding[eid]
        batch.closed.add(eid)
        if not isinstance(drafts, list) or not drafts:
            drafts = [{"from": "system", "kind": "error", "body": f"the outcome of {eid} carried no drafts"}]
        self.accept(batch, entry_id, sid, [outcome_draft(d, effect) for d in drafts], effect)

    def accept(self, batch: Batch, entry_id: str, sid: Any, drafts: list[Any], effect: Effect | None = None) -> None:
        """Complete, dedupe and reduce an entry's drafts; its internal effects follow all of them.
        ``effect``: the drafts are its outcome, and one refused here is answered for it (:func:`in_place_of`)."""
        sess = batch.session(sid)
        if sess is None:
            log.warning("ingest entry %s names no known session (%.80r); dropped: %.200s", entry_id, sid, drafts)
            return
        deferred: list[Effect] = []
        for n, draft in enumerate(drafts):
            try:
                size = len(json.dumps(draft, ensure_ascii=False))
                if size > self.settings.max_draft_bytes:
                    raise DraftInvalid(
                        f"the draft is too large ({size} characters; the limit is "
                        f"max_draft_bytes = {self.settings.max_draft_bytes})"
                    )
                event = complete_draft(
                    draft, new_id=entry_ulid(entry_id, n, self.settings.namespace), now=now_iso(), session_id=sess.sid
                )
                event.to_json()
            except (DraftInvalid, ValueError) as e:
                msg = e.message if isinstance(e, DraftInvalid) else str(e)
                errors = e.errors if isinstance(e, DraftInvalid) else []
                log.warning("ingest entry %s: invalid draft for %s: %s", entry_id, sess.sid, msg)
                said = f"invalid draft (ingest entry {entry_id}): {msg}"
                if effect is None:
                    event = complete(sess.sid, error_draft(said, None, errors))
                else:
                    event = complete_draft(
                        in_place_of(draft, effect, said, errors),
                        new_id=entry_ulid(entry_id, n, self.settings.namespace),
                        now=now_iso(),
                        session_id=sess.sid,
                    )
            if event.session_id != sess.sid:
                event = complete(sess.sid, error_draft(f"a draft for {sess.sid} named session {event.session_id}"))
            if event.id in sess.seen or event.id in batch.ids:
                log.warning("ingest entry %s: event %s already in %s; duplicate dropped", entry_id, event.id, sess.sid)
                continue
            batch.entry_sids.setdefault(entry_id, set()).add(sess.sid)
            deferred.extend(batch.record(sess, event, defer=True))
        # An entry's own events stay together: its internal effects (done, notes) follow them.
        for effect in deferred:
            batch.apply(sess, effect)

    def _path(self, sid: str) -> Path:
        return self.settings.paths(sid).transcript


def outcome_draft(draft: Any, effect: Effect) -> Any:
    """Stamp the effect id; a draft this effect's outcome may not carry becomes an error (law 7)."""
    if not isinstance(draft, dict):
        return draft
    meta: dict[str, Any] = draft["metadata"] if isinstance(draft.get("metadata"), dict) else {}
    if meta.get("effect_id") not in (None, effect.id):
        return error_draft(f"outcome of {effect.id} carried a draft of effect {meta.get('effect_id')}")
    out = {**draft, "metadata": {**meta, "effect_id": effect.id}}
    if effect.type == "spawn" and _firewall_audit(draft, meta):
        return out  # the worker's own refusal of an agent's line, recorded as is
    kind, claimed = draft.get("kind"), draft.get("from")
    why = firewall.outcome_violation(effect.type, getattr(effect, "actor", None), claimed, kind)
    if why:
        who = effect.actor if effect.type == "spawn" else f"the {effect.type} {effect.id}"
        return error_draft(
            f"{who} may not write from={claimed!s:.40} kind={kind!s:.40} ({why}); the draft was refused", effect.id
        )
    return out


def in_place_of(draft: Any, effect: Effect, said: str, errors: list[str]) -> dict[str, Any]:
    """What an effect's outcome records for a draft of it that cannot be recorded (too large, not an
    event): the effect is still answered (law 9), never left outstanding until the wall clock. A
    qa_check's report becomes one of a check that failed itself (exit 2: it backs no PASS); a spawn's
    draft becomes its actor's error, which its circuit breaker counts and which spawns it again, and
    its ``agent.stop`` a stop that still closes the spawn."""
    kind = draft.get("kind") if isinstance(draft, dict) else None
    meta = {"effect_id": effect.id}
    if isinstance(effect, QaCheck):
        if kind != "qa.result":
            return error_draft(said, effect.id, errors)
        data = {
            "exec_exit_code": 2,
            "entry": PurePosixPath(effect.artifact).name,
            "checks": [],
            "findings": [f"QA's report could not be recorded: {said}"],
            "build_event_id": effect.build_event_id,
        }
        body = "QA error (exit 2): its report could not be recorded"
        return {"from": "system", "kind": "qa.result", "step": "qa", "body": body, "data": data, "metadata": meta}
    actor = getattr(effect, "actor", "system")
    if kind == "agent.stop":
        return {"from": actor, "kind": "agent.stop", "body": f"{actor} stopped; {said}", "metadata": meta}
    data = {"reason": "invalid_output", "errors": errors}
    return {
        "from": actor,
        "kind": "error",
        "body": f"{actor}'s output was refused: {said}",
        "data": data,
        "metadata": meta,
    }


def _firewall_audit(draft: dict[str, Any], meta: dict[str, Any]) -> bool:
    """An ``audit`` the worker's firewall made of an agent's events.jsonl line: the agent cannot write
    one itself, since every line it leaves is checked and a ``from=system`` line becomes this audit."""
    return draft.get("from") == "system" and draft.get("kind") == "audit" and meta.get("tool") == firewall.TOOL


def _nonempty(path: Path) -> bool:
    try:
        return path.stat().st_size > 0
    except FileNotFoundError:
        return False


def _asked_limits(asked: Any) -> dict[str, float]:
    """The budgets a session asked for (``crumb run --cost-budget-usd``): known names, numbers ≥ 0 only."""
    if not isinstance(asked, dict):
        return {}
    return {k: float(x) for k, x in asked.items() if k in bus.ASKABLE_LIMITS and _dollars(x)}


def _dollars(x: Any) -> bool:
    """A sum of dollars: a finite number, 0 or more. Infinity and NaN are written to a transcript as
    null, so a state reduced from them live is not the state a replay reads back."""
    return isinstance(x, (int, float)) and not isinstance(x, bool) and math.isfinite(x) and x >= 0


def entry_ulid(entry_id: str, n: int, ns: str) -> str:
    """A ULID fixed by the ingest entry, so a re-read entry yields the same event ids (and is deduped)."""
    try:
        ms = int(entry_id.split("-", 1)[0])
    except ValueError:
        ms = 0
    rand = hashlib.sha256(f"{ns}|{entry_id}|{n}".encode()).digest()[:10]
    return str(ULID.from_bytes(ms.to_bytes(6, "big") + rand))


_DRAFTS_PER_OUTCOME = 8  # an entry longer than this many drafts at the limit is refused unread


def _sid_of(payload: Any) -> Any:
    return payload.get("session_id") if isinstance(payload, dict) else None


def _sid_in(text: str) -> str | None:
    """The session an unparsable payload seems to name, so its answer can go there."""
    return bus.session_id_in(text[:4096])
