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
from pathlib import Path
from typing import Any, Mapping

from ulid import ULID

from crumb import bus, transcript
from crumb.batch import Batch, Session, complete, error_draft
from crumb.config import Settings
from crumb.core import firewall
from crumb.core.effects import Effect
from crumb.core.events import complete_draft
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

    def entry(self, batch: Batch, entry_id: str, fields: dict[str, str]) -> None:
        """Add what one entry says to the batch, or log why it was dropped."""
        kind = fields.get("type")
        try:
            payload = json.loads(fields.get("payload", ""))
        except ValueError as e:
            log.error("ingest entry %s: payload is not JSON (%s); dropped", entry_id, e)
            return
        if kind == bus.ENTRY_DRAFT:
            sid = payload.get("session_id") if isinstance(payload, dict) else None
            signed = bus.is_signed(self.settings, fields)
            self.accept(batch, entry_id, sid, [payload if signed else self._unsigned(batch, entry_id, sid, payload)])
        elif kind == bus.ENTRY_OUTCOME and isinstance(payload, dict):
            self._outcome(batch, entry_id, payload)  # checked against the outstanding effect instead
        elif kind == bus.ENTRY_NEW_SESSION and not bus.is_signed(self.settings, fields):
            log.error("ingest entry %s: new_session without the signature of %s; refused", entry_id,
                      self.settings.home / bus.KEY_FILE)  # fmt: skip
        elif kind == bus.ENTRY_NEW_SESSION and isinstance(payload, dict):
            self._new_session(batch, entry_id, payload)
        else:
            log.error("ingest entry %s: unknown entry type %r; dropped", entry_id, kind)

    def _new_session(self, batch: Batch, entry_id: str, p: dict[str, Any]) -> None:
        sid = p.get("session_id")
        if not is_session_id(sid):
            log.error("ingest entry %s: new_session with a bad session id %r; dropped", entry_id, sid)
            return
        known = self.sessions.get(sid)
        # An empty transcript (a first batch torn by a crash, or refused by a full disk) is no session yet.
        if (known is not None and known.seen) or sid in batch.new or (known is None and _nonempty(self._path(sid))):
            log.info("ingest entry %s: session %s already exists; new_session dropped", entry_id, sid)
            return
        batch.new[sid] = Session(sid, initial_state(sid))
        start = {
            "from": "system", "kind": "session.start", "body": f"session {sid} started",
            "data": {"goal": p.get("goal"), "limits": self.settings.limits(), "bindings": p.get("bindings") or {},
                     "preset": p.get("preset")},
        }  # fmt: skip
        for key in ("lineage", "variant"):  # a continued game's parent; one take of several of a pitch
            if isinstance(p.get(key), dict):
                start["data"][key] = p[key]
        goal = {"from": "user", "kind": "goal", "body": str(p.get("goal") or "")}
        self.accept(batch, entry_id, sid, [start, goal])

    def _unsigned(self, batch: Batch, entry_id: str, sid: Any, draft: Any) -> Any:
        """An unsigned draft speaks only for the actor of the running spawn it names, under the firewall."""
        sess = batch.session(sid)
        if sess is None or not isinstance(draft, dict):
            return draft  # refused in accept: no session, or not a draft at all
        meta = draft.get("metadata") if isinstance(draft.get("metadata"), dict) else {}
        eid = meta.get("effect_id")
        effect = batch.state(sess).outstanding.get(eid) if isinstance(eid, str) else None
        actor = effect.actor if effect is not None and effect.type == "spawn" and effect.actor else None
        ok, audit = firewall.check_draft(draft, actor or "unsigned")
        if actor is None and (ok or (audit is not None and audit["data"]["violation"] == "unknown_actor")):
            audit = firewall.audit(
                "unsigned", "unsigned_draft", draft.get("from"), draft.get("kind"), draft,
                why="it names no running agent, and only the house's signed tools speak for the user or the system",
            )  # fmt: skip
        elif ok or audit is None:
            return {**draft, "from": actor}
        return {**audit, "body": f"{audit['body']} (unsigned ingest entry {entry_id})"}

    def _outcome(self, batch: Batch, entry_id: str, p: dict[str, Any]) -> None:
        sid, eid, drafts = p.get("session_id"), p.get("effect_id"), p.get("drafts")
        sess = batch.session(sid)
        if sess is None:
            log.error("ingest entry %s: outcome of %s for unknown session %r; dropped", entry_id, eid, sid)
            return
        state = batch.state(sess)
        if not isinstance(eid, str) or eid in batch.closed or not is_outcome_accepted(state, eid):
            log.info("ingest entry %s: outcome of %s is not outstanding in %s (a duplicate); dropped", entry_id, eid, sid)
            return
        effect = state.outstanding[eid]
        batch.closed.add(eid)
        if not isinstance(drafts, list) or not drafts:
            drafts = [{"from": "system", "kind": "error", "body": f"the outcome of {eid} carried no drafts"}]
        self.accept(batch, entry_id, sid, [outcome_draft(d, effect) for d in drafts])

    def accept(self, batch: Batch, entry_id: str, sid: Any, drafts: list[Any]) -> None:
        """Complete, dedupe and reduce an entry's drafts; its internal effects follow all of them."""
        sess = batch.session(sid)
        if sess is None:
            log.error("ingest entry %s names no known session (%r); dropped: %.300s", entry_id, sid, drafts)
            return
        deferred: list[Effect] = []
        for n, draft in enumerate(drafts):
            try:
                event = complete_draft(draft, new_id=entry_ulid(entry_id, n, self.settings.namespace),
                                       now=now_iso(), session_id=sess.sid)  # fmt: skip
                event.to_json()
            except (DraftInvalid, ValueError) as e:
                msg = e.message if isinstance(e, DraftInvalid) else str(e)
                errors = e.errors if isinstance(e, DraftInvalid) else []
                log.warning("ingest entry %s: invalid draft for %s: %s", entry_id, sess.sid, msg)
                event = complete(sess.sid, error_draft(f"invalid draft (ingest entry {entry_id}): {msg}", None, errors))
            if event.session_id != sess.sid:
                event = complete(sess.sid, error_draft(f"a draft for {sess.sid} named session {event.session_id}"))
            if event.id in sess.seen or event.id in batch.ids:
                log.info("ingest entry %s: event %s already in %s; duplicate dropped", entry_id, event.id, sess.sid)
                continue
            batch.entry_sids.setdefault(entry_id, set()).add(sess.sid)
            deferred.extend(batch.record(sess, event, defer=True))
        # An entry's own events stay together: its internal effects (done, notes) follow them.
        for effect in deferred:
            batch.apply(sess, effect)

    def _path(self, sid: str) -> Path:
        return self.settings.session_dir(sid) / transcript.TRANSCRIPT_FILE


def outcome_draft(draft: Any, effect: Effect) -> Any:
    """Stamp the effect id; an actor's draft that breaks the trust boundary becomes an error."""
    if not isinstance(draft, dict):
        return draft
    meta = draft.get("metadata") if isinstance(draft.get("metadata"), dict) else {}
    if meta.get("effect_id") not in (None, effect.id):
        return error_draft(f"outcome of {effect.id} carried a draft of effect {meta.get('effect_id')}")
    out = {**draft, "metadata": {**meta, "effect_id": effect.id}}
    if effect.type != "spawn" or _firewall_audit(draft, meta):
        return out  # QA's outcome is the house's; the worker's own refusal of an agent's line is recorded as is
    kind, actor = str(draft.get("kind", "")), draft.get("from")
    if firewall.forbidden(actor, kind):
        return error_draft(f"{effect.actor} may not write from={actor} kind={kind}; the draft was refused", effect.id)
    return out


def _firewall_audit(draft: dict[str, Any], meta: dict[str, Any]) -> bool:
    """An ``audit`` the worker's firewall made of an agent's events.jsonl line: the agent cannot write
    one itself, since every line it leaves is checked and a ``from=system`` line becomes this audit."""
    return draft.get("from") == "system" and draft.get("kind") == "audit" and meta.get("tool") == firewall.TOOL


def _nonempty(path: Path) -> bool:
    try:
        return path.stat().st_size > 0
    except FileNotFoundError:
        return False


def entry_ulid(entry_id: str, n: int, ns: str) -> str:
    """A ULID fixed by the ingest entry, so a re-read entry yields the same event ids (and is deduped)."""
    try:
        ms = int(entry_id.split("-", 1)[0])
    except ValueError:
        ms = 0
    rand = hashlib.sha256(f"{ns}|{entry_id}|{n}".encode()).digest()[:10]
    return str(ULID.from_bytes(ms.to_bytes(6, "big") + rand))
