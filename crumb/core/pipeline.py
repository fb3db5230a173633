"""The reducer's handlers for the work: a session starts, the pipeline moves, an actor fails, it ends.

Each handler reduces one kind of event (see the table in :mod:`crumb.core.reducer`). Pure: no I/O.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from crumb.core import scoring, validator
from crumb.core.effects import Spawn
from crumb.core.events import Event
from crumb.core.layout import ENTRY
from crumb.core.roles import SPAWNABLE
from crumb.core.state import DEFAULT_LIMITS, ZERO_ALLOWED, adapter_chain, current_adapter, set_deadline
from crumb.core.tx import Draft, Tx

__all__ = ["on_session_start", "on_goal", "on_spec", "on_build", "on_qa_result", "on_judgement", "on_error", "on_done"]


def on_session_start(tx: Tx) -> None:
    v, data = tx.v, tx.e.data or {}
    if v.counts.get("session.start") == 1:
        v.started_at = tx.e.ts
    limits = data.get("limits")
    if isinstance(limits, dict):
        merged = dict(DEFAULT_LIMITS)
        for k, x in limits.items():
            if k in DEFAULT_LIMITS and isinstance(x, (int, float)) and not isinstance(x, bool):
                if x > 0 or (x == 0 and k in ZERO_ALLOWED):
                    merged[k] = x
        v.limits = merged
    set_deadline(v)
    bindings = data.get("bindings")
    if isinstance(bindings, dict):
        v.bindings = {a: _binding(b) for a, b in bindings.items() if isinstance(b, dict)}
    if v.goal is None and isinstance(data.get("goal"), str):
        v.goal = data["goal"]
    if isinstance(data.get("lineage"), dict):
        v.lineage = data["lineage"]
    if isinstance(data.get("variant"), dict):
        v.variant = data["variant"]
    weight = data.get("weight")
    if isinstance(weight, (int, float)) and not isinstance(weight, bool) and weight > 0:
        v.weight = float(weight)


def _binding(b: dict[str, Any]) -> dict[str, Any]:
    raw = b.get("fallback")
    fallback = raw if isinstance(raw, list) else []
    return {
        "adapter": str(b.get("adapter") or "local"),
        "model": b.get("model") if isinstance(b.get("model"), str) else None,
        "fallback": tuple(str(x) for x in fallback if x),
    }


def on_goal(tx: Tx) -> None:
    e = tx.e
    tx.v.goal = e.body if e.body is not None else str((e.data or {}).get("goal", ""))
    if not tx.v.done:
        tx.spawn("planner-lead", prompt=tx.v.goal)


def on_spec(tx: Tx) -> None:
    v, e = tx.v, tx.e
    if e.kind == "spec.update" or v.spec is not None:
        v.respec_count += 1
    v.spec, v.awaiting_approval = dict(e.data or {}), False
    if v.done:
        return
    if v.respec_count > v.limit("respec_max"):
        tx.finish("respec_budget")
    else:
        tx.spawn("builder")


def _entry(paths: list[str]) -> str:
    for candidate in (ENTRY, "game/index.html"):
        for p in paths:
            if p == candidate or p.endswith("/" + candidate):
                return p
    return next((p for p in paths if p.endswith(".html")), ENTRY)


def on_build(tx: Tx) -> None:
    v, e = tx.v, tx.e
    artifacts = [{"path": a.path, "sha256": a.sha256} for a in (e.artifacts or ())]
    provider = e.metadata.provider if e.metadata else None
    entry = _entry([a["path"] for a in artifacts])
    v.build = {"event_id": e.id, "artifacts": artifacts, "entry": entry, "provider": provider}
    v.build_count += 1
    v.qa, v.awaiting_approval, v.qa_busy_count = None, False, 0
    if not v.done:
        tx.qa_check(v.build)


def on_qa_result(tx: Tx) -> None:
    v, e = tx.v, tx.e
    data = dict(e.data or {})
    for_build = data.get("build_event_id") or e.parent_event_id
    if v.build is not None and for_build and for_build != v.build["event_id"]:
        return  # evidence about an older build: recorded in the transcript, never judged
    v.qa = data
    if v.done:
        return
    busy = data.get("busy")
    if busy and isinstance(busy, str) and v.build is not None and v.qa_busy_count < v.limit("qa_busy_retries"):
        v.qa_busy_count += 1  # not decided: the machine, not the game, ate the check's time
        tx.append(_busy_audit(v.session_id, e, busy, v.qa_busy_count, int(v.limit("qa_busy_retries"))))
        tx.qa_check(v.build)
        return
    tx.spawn("verifier")


def _busy_audit(session_id: str, e: Event, busy: str, n: int, of: int) -> dict[str, Any]:
    return {
        "session_id": session_id,
        "from": "system",
        "kind": "audit",
        "parent_event_id": e.id,
        "body": f"QA not decided: {busy}; checking the build again ({n} of {of})",
        "data": {"event": "qa_rerun", "busy": busy, "rerun": n, "of": of},
        "metadata": {"deterministic": True, "tool": "qa-rerun@v1"},
    }


def on_judgement(tx: Tx) -> None:
    v, e = tx.v, tx.e
    claim = validator.claim_from_event(e)
    current = v.build["event_id"] if v.build else None
    build_id = _judged_build(v, e) or claim.build_event_id or current
    if current is not None and build_id != current:
        return  # a verdict on a build replaced while it was judged: recorded in the transcript, never routed
    if e.kind == "verify.result" and v.judgement is not None and v.judged_build_id == build_id:
        return  # the legacy alias of a judge.score already routed for this build
    result = validator.validate(claim, validator.ground_from_state(v))
    if result.audited:
        tx.append(validator.audit_draft(v.session_id, e.id, result))
    judgement = {
        "event_id": e.id,
        "build_event_id": build_id,
        "verdict": result.verdict,
        "aggregate": result.aggregate,
        "scores": result.scores,
        "violations": list(result.violations),
        "requirements": result.requirements,
        "unmet": list(result.unmet),
    }
    v.judgement, v.judged_build_id = judgement, build_id
    if v.done:
        return  # a late judgement is recorded, never routed
    v.verify_count += 1
    _route(tx, claim, judgement)


def _judged_build(v: Draft, e: Event) -> str | None:
    """The build the verifier whose outcome this is was shown (its spawn's projected input), if known.

    The house's own record, not anything the verdict says: a person's /goto can make a new build, and
    QA run on it, while the verifier still judges the old one."""
    extra = e.metadata.__pydantic_extra__ if e.metadata is not None else None
    effect = v.outstanding.get((extra or {}).get("effect_id") or "")
    if not isinstance(effect, Spawn) or effect.actor != "verifier":
        return None
    shown = effect.inputs.get("build")
    found = shown.get("event_id") if isinstance(shown, Mapping) else None
    return found if isinstance(found, str) else None


def _route(tx: Tx, claim: validator.Claim, judgement: dict[str, Any]) -> None:
    v, verdict = tx.v, judgement["verdict"]
    if verdict == "PASS":
        tx.finish("verdict_pass")
    elif verdict == "PARTIAL":
        v.awaiting_approval, v.stage = True, "awaiting_approval"
        unmet = judgement["unmet"]
        named = f" — unmet: {', '.join(unmet)}" if unmet else ""
        tx.hook(
            "partial",
            f"the verdict is PARTIAL{named} — approve it or veto it",
            {"aggregate": judgement["aggregate"], "unmet": unmet},
        )
    elif v.verify_count >= v.limit("verify_max"):
        tx.finish("verify_budget")
    elif claim.deviation == "Critical":
        if v.respec_count >= v.limit("respec_max"):
            tx.finish("respec_budget")
        else:
            tx.add_append(_feedback_text(claim, judgement), "planner-lead")
            tx.spawn("planner-lead")
    else:
        tx.add_append(_feedback_text(claim, judgement, v.qa), "builder")
        tx.spawn("builder")


def _feedback_text(claim: validator.Claim, judgement: dict[str, Any], qa: Mapping[str, Any] | None = None) -> str:
    """The verifier's feedback, the unmet requirements, its suggested change, and (for the builder) what QA found."""
    text = f"Verifier feedback ({claim.deviation or 'Important'}): {claim.feedback or 'verification failed'}"
    unmet = [r for r in judgement.get("requirements") or () if not r.get("met")]
    if unmet:
        text += "\n\nUnmet requirements:\n" + "\n".join(f"- {r['id']}: {r['text']} — {r['reason']}" for r in unmet)
    text += f"\n\nSuggested change:\n{claim.suggested_change}" if claim.suggested_change else ""
    found = scoring.qa_findings(qa)
    if found:
        text += f"\n\nQA found (verdict {scoring.qa_verdict(qa)}):\n" + "\n".join(f"- {line}" for line in found)
    return text


def on_error(tx: Tx) -> None:
    v, e = tx.v, tx.e
    actor = e.from_
    if actor not in SPAWNABLE or v.done:
        return
    failures = v.failures.get(actor, 0) + 1
    v.failures = {**v.failures, actor: failures}
    if failures < v.limit("circuit_open_at"):
        tx.spawn(actor)  # a retry on the same adapter
        return
    old, _ = current_adapter(v, actor)
    chain = adapter_chain(v, actor)
    start = v.chain_pos.get(actor, 0) + (0 if actor in v.swaps else 1)
    nxt = next((i for i in range(start, len(chain)) if chain[i] != old), None)
    if nxt is None:
        tx.finish("circuit_open")
        return
    v.chain_pos = {**v.chain_pos, actor: nxt}
    v.swaps = {a: s for a, s in v.swaps.items() if a != actor}
    v.failures = {**v.failures, actor: 0}
    tx.append(_breaker_audit(v.session_id, e, actor, old, chain[nxt], failures))
    tx.spawn(actor)


def _breaker_audit(session_id: str, e: Event, actor: str, old: str, new: str, failures: int) -> dict[str, Any]:
    return {
        "session_id": session_id,
        "from": "system",
        "kind": "audit",
        "parent_event_id": e.id,
        "body": f"circuit open for {actor} after {failures} consecutive errors: adapter {old} → {new}",
        "data": {
            "event": "adapter_swapped",
            "actor": actor,
            "from_adapter": old,
            "to_adapter": new,
            "consecutive_failures": failures,
            "last_failure_id": e.id,
        },
        "metadata": {"deterministic": True, "tool": "circuit-breaker@v1"},
    }


def on_done(tx: Tx) -> None:
    v, e = tx.v, tx.e
    reason = (e.body or "").strip()
    if e.kind == "session.end" and reason.startswith("session terminated:"):
        reason = reason.split(":", 1)[1].strip()
    if e.kind == "done" and reason:
        v.reason = reason
    elif not v.reason:
        v.reason = reason or "done"
    v.done, v.stage, v.awaiting_approval = True, "done", False
    v.ended_at = v.ended_at or e.ts
    v.outstanding, v.queued = {}, ()
