"""The reducer's handlers for a person's commands (``user.*``) and the ack each one gets.

Each handler reduces one kind of event (see the table in :mod:`crumb.core.reducer`). Pure: no I/O.
"""

from __future__ import annotations

from typing import Any

from crumb.core import ask
from crumb.core.events import Event
from crumb.core.roles import SPAWNABLE
from crumb.core.tx import Draft, Tx

__all__ = ["ack", "on_approve", "on_veto", "on_pause", "on_resume", "on_intervene", "REFLECT_WINDOW"]

REFLECT_WINDOW = 5  # events within which new work counts as answering an intervention


def ack(session_id: str, e: Event) -> dict[str, Any]:
    return {
        "session_id": session_id,
        "from": "system",
        "kind": "ack",
        "parent_event_id": e.id,
        "body": _ack_body(e),
        "metadata": {"visibility": "public", "deterministic": True, "tool": "inbox-ack@v1", "ack_for": e.id},
    }


def _ack_body(e: Event) -> str:
    data = e.data or {}
    actor = data.get("actor")
    if e.kind == "user.pause":
        return f"paused @{actor}" if actor else "paused globally"
    if e.kind == "user.resume":
        return f"resumed @{actor}" if actor else "resumed globally"
    if e.kind == "user.approve":
        return "approved"
    if e.kind == "user.veto":
        return "vetoed"
    parts = [
        f"{k}" for k in ("goto", "swap", "sandwich_append", "reset_circuit", "cancel", "note", "ask") if data.get(k)
    ]
    return "intervene: " + (", ".join(parts) if parts else "noted")


def _note_intervention(v: Draft) -> None:
    v.interventions += 1
    v.reflect_watch = (*v.reflect_watch, REFLECT_WINDOW)


def on_approve(tx: Tx) -> None:
    if tx.v.awaiting_approval and not tx.v.done:
        tx.finish("user_approved")


def on_veto(tx: Tx) -> None:
    v, e = tx.v, tx.e
    if not tx.reopen():
        return
    v.veto_count += 1
    _note_intervention(v)
    v.awaiting_approval = False
    reason = e.body.strip() if e.body and e.body.strip() else "the person rejected this build"
    tx.add_append(f"User veto: {reason}", "builder")
    tx.spawn("builder", prompt=e.body)


def on_pause(tx: Tx) -> None:
    v, actor = tx.v, (tx.e.data or {}).get("actor")
    if isinstance(actor, str) and actor:
        if actor not in v.paused_actors:
            v.paused_actors = (*v.paused_actors, actor)
    else:
        v.paused = True


def on_resume(tx: Tx) -> None:
    v, actor = tx.v, (tx.e.data or {}).get("actor")
    if isinstance(actor, str) and actor:
        v.paused_actors = tuple(a for a in v.paused_actors if a != actor)
    else:
        v.paused, v.paused_actors = False, ()
    release = [q for q in v.queued if not v.paused and q["actor"] not in v.paused_actors]
    v.queued = tuple(q for q in v.queued if q not in release)
    for q in release:
        tx.spawn(q["actor"], prompt=q["prompt"])


def on_intervene(tx: Tx) -> None:
    v, e = tx.v, tx.e
    data = e.data or {}
    body = e.body if isinstance(e.body, str) else None
    target = data.get("target_actor") if data.get("target_actor") in SPAWNABLE else None
    append = data.get("sandwich_append") if isinstance(data.get("sandwich_append"), str) else None
    if append and append.strip():
        tx.add_append(append, target)
    swap = _parse_swap(data.get("swap"))
    if swap:
        actor, adapter, model = swap
        v.swaps = {**v.swaps, actor: {"adapter": adapter, "model": model}}
        v.failures = {a: n for a, n in v.failures.items() if a != actor}
    reset = data.get("reset_circuit")
    if reset is True or reset == "all":
        v.failures = {}
    elif isinstance(reset, str):
        v.failures = {a: n for a, n in v.failures.items() if a != reset}
    cancel = data.get("cancel")
    if isinstance(cancel, str) and cancel:
        _cancel(tx, cancel)
    if ask.wants_answer(data):
        tx.append(ask.answer(v, e))  # /ask: answered at once from the state, after the ack
    flags = swap or reset or cancel or append or any(data.get(k) for k in ("ask", "ask_invalid", "note", "redo"))
    goto = data.get("goto")
    if data.get("redo") is True and goto is None:
        goto = v.last_actor  # /redo: the last actor that worked runs again
    if goto in SPAWNABLE:
        _note_intervention(v)
        if tx.reopen():
            v.awaiting_approval = False
            tx.spawn(goto, prompt=body)
    elif target and body and body.strip() and not flags:
        _note_intervention(v)
        if not v.done:
            tx.spawn(target, prompt=body)
    elif body and body.strip() and not flags:
        _note_intervention(v)
        tx.add_append(f"User note: {body.strip()}", None)  # free text reaches the next spawn
    elif append:
        _note_intervention(v)


def _parse_swap(raw: Any) -> tuple[str, str, str | None] | None:
    if isinstance(raw, dict):
        actor, to = raw.get("from"), raw.get("to")
    elif isinstance(raw, str) and "=" in raw:
        actor, to = (x.strip() for x in raw.split("=", 1))
    else:
        return None
    if actor not in SPAWNABLE or not isinstance(to, str) or not to:
        return None
    adapter, _, model = to.partition(":")
    return actor, adapter, model or None


def _cancel(tx: Tx, who: str) -> None:
    v = tx.v
    v.outstanding = {k: fx for k, fx in v.outstanding.items() if not (fx.type == "spawn" and who in ("all", fx.actor))}
    reason = f"user-requested cancel: {tx.e.body}" if tx.e.body else "user-requested cancel"
    tx.cancel(who, reason)
