"""The pure reducer: ``reduce(state, event) -> (state, effects)``, one small handler per kind.

Replay is ``fold(events)``. The reducer does no I/O, reads no clock (time is the event's ``ts``),
draws no random numbers, and never changes its input state. Each effect's id is derived from the
causing event (``<event id>.<n>``), so a replay or a redelivery is recognised as the same effect.

Every event runs: preamble (counts, tokens, closing outstanding effects, breaker reset, the ack
for a ``user.*``) → the kind's handler → epilogue (token and wall-clock budgets).
"""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from typing import Any, Callable, Iterable

from crumb.core import ask, scoring, validator
from crumb.core.effects import Effect, SandwichAppend, effect_id
from crumb.core.events import USER_KINDS, Event
from crumb.core.layout import ENTRY
from crumb.core.roles import ROLE, SPAWNABLE
from crumb.core.state import DEFAULT_LIMITS, State, adapter_chain, current_adapter, initial_state

__all__ = ["reduce", "fold", "initial_state", "project"]

_REFLECTING = frozenset({"spec", "spec.update", "build", "artifact.created"})  # new work answers a person
_REFLECT_WINDOW = 5
# Wall clock and tokens are hard caps: a person cannot reopen a session that ran out of them (the
# next event would end it again). The original's watchdog wrote the *_exhausted spellings.
HARD_CAPS = frozenset({"wall_clock", "token_budget", "wall_clock_exhausted", "token_exhausted"})
_QUIET_AFTER_DONE = frozenset({*USER_KINDS, "done", "session.end"})


class _Draft:
    """The next state while an event is reduced: a shallow copy whose containers are replaced."""

    def __init__(self, state: State) -> None:
        # One dict copy per event; assigning __dict__ is several times faster than update().
        self.__dict__ = dict(state.__dict__)


class _Tx:
    """One reduction: the draft state, the event and the effects emitted so far."""

    __slots__ = ("v", "e", "fx", "n")

    def __init__(self, state: State, event: Event) -> None:
        self.v: Any = _Draft(state)
        self.e = event
        self.fx: list[Effect] = []
        self.n = 0

    def _id(self) -> str:
        self.n += 1
        return effect_id(self.e.id, self.n - 1)

    def _base(self) -> dict[str, Any]:
        return {"id": self._id(), "session_id": self.v.session_id, "cause_id": self.e.id}

    def append(self, draft: dict[str, Any]) -> None:
        self.fx.append(Effect(type="append", draft=draft, **self._base()))

    def hook(self, hook: str, body: str, data: dict[str, Any] | None = None) -> None:
        self.fx.append(Effect(type="hook", hook=hook, body=body, data=data, **self._base()))

    def spawn(self, actor: str, prompt: str | None = None) -> None:
        """Spawn an actor with its projected input, or queue it (as a hook) while it is paused."""
        v = self.v
        v.stage = ROLE[actor].stage if actor in ROLE else v.stage
        if v.paused or actor in v.paused_actors:
            kept = tuple(q for q in v.queued if q["actor"] != actor)
            v.queued = (*kept, {"actor": actor, "prompt": prompt, "cause_id": self.e.id})
            scope = "global" if v.paused else "actor"
            self.hook("paused", f"paused — {actor} is queued until resume", {"actor": actor, "queued": True, "scope": scope})
            return
        adapter, model = current_adapter(v, actor)
        appends = tuple(SandwichAppend(source_id=a["source_id"], text=a["text"]) for a in _appends_for(v, actor))
        fx = Effect(type="spawn", actor=actor, adapter=adapter, model=model, prompt=prompt,
                    sandwich_appends=appends, inputs=project(v, actor), **self._base())  # fmt: skip
        self._dispatch(fx)

    def qa_check(self) -> None:
        v = self.v
        v.stage = "qa"
        fx = Effect(type="qa_check", artifact=v.build["entry"], build_event_id=v.build["event_id"],
                    inputs={"spec": v.spec}, **self._base())  # fmt: skip
        self._dispatch(fx)

    def _dispatch(self, fx: Effect) -> None:
        self.v.outstanding = {**self.v.outstanding, fx.id: fx}
        self.fx.append(fx)

    def finish(self, reason: str) -> None:
        """End the session: nothing dispatched by this event or before it is waited for any more."""
        v = self.v
        v.done, v.reason, v.stage, v.awaiting_approval = True, reason, "done", False
        v.ended_at = v.ended_at or self.e.ts
        v.outstanding, v.queued = {}, ()
        self.fx = [f for f in self.fx if f.type not in ("spawn", "qa_check", "hook")]
        self.fx.append(Effect(type="finish", reason=reason, body=reason, **self._base()))

    def reopen(self) -> bool:
        """Reopen a finished session for a person's veto or goto; False when it ran out of a hard cap."""
        v = self.v
        if v.done:
            if v.reason in HARD_CAPS:
                return False
            v.done, v.reason, v.ended_at = False, None, None
        return True

    def add_append(self, text: str, target: str | None) -> None:
        self.v.appends = (*self.v.appends, {"source_id": self.e.id, "text": text, "target": target})


# --- projections (DESIGN law 5: an actor sees only what its effect carries) -----------------


def _appends_for(v: Any, actor: str) -> list[dict[str, Any]]:
    return [a for a in v.appends if a["target"] in (None, actor)]


def project(state: Any, actor: str) -> dict[str, Any]:
    """The input an actor may see, and nothing else."""
    feedback = [a["text"] for a in _appends_for(state, actor)]
    parent = {"parent": state.lineage} if state.lineage is not None else {}  # a continued game starts from it
    if state.variant is not None:  # one of several takes of a pitch: planner and builder may vary it
        parent["variant"] = state.variant
    if actor == "builder":
        return {"goal": state.goal, "spec": state.spec, "feedback": feedback, **parent}
    if actor == "verifier":
        build = state.build or {}
        return {
            "goal": state.goal,
            "spec": state.spec,
            "qa": state.qa,
            "build": {"event_id": build.get("event_id"), "artifacts": list(build.get("artifacts", ()))},
        }
    out: dict[str, Any] = {"goal": state.goal, "feedback": feedback, **parent}
    if state.spec is not None:
        out["previous_spec"] = state.spec
    return out


# --- preamble and epilogue -------------------------------------------------------------------


def _parse_ts(ts: str) -> datetime:
    return datetime.fromisoformat(ts.replace("z", "Z"))


def _set_deadline(v: Any) -> None:
    """The wall-clock deadline as a ts string, so the per-event check is one string comparison."""
    if v.started_at is None:
        return
    end = _parse_ts(v.started_at) + timedelta(minutes=v.limits.get("wall_clock_min", DEFAULT_LIMITS["wall_clock_min"]))
    v.deadline = end.astimezone(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def _past_deadline(ts: str, deadline: str) -> bool:
    if len(ts) == len(deadline) and ts[-1] == "Z":  # same UTC millisecond shape: compare as text
        return ts >= deadline
    return _parse_ts(ts) >= _parse_ts(deadline)


def _preamble(tx: _Tx) -> None:
    v, e = tx.v, tx.e
    v.events += 1
    v.last_event_id = e.id
    counts = dict(v.counts)
    counts[e.kind] = counts.get(e.kind, 0) + 1
    v.counts = counts
    if v.started_at is None:
        v.started_at = e.ts
        _set_deadline(v)
    md = e.metadata
    if md is not None:
        used = (md.tokens_in or 0) + (md.tokens_out or 0)
        if used:
            v.tokens = v.tokens + int(used)
        if md.cost_usd:
            v.cost_usd = v.cost_usd + md.cost_usd
        eid = md.__pydantic_extra__.get("effect_id") if md.__pydantic_extra__ else None
        if eid and eid in v.outstanding:
            kind = v.outstanding[eid].type
            if (kind == "spawn" and e.kind == "agent.stop") or (kind == "qa_check" and e.kind == "qa.result"):
                v.outstanding = {k: x for k, x in v.outstanding.items() if k != eid}
    if v.reflect_watch:
        if e.kind in _REFLECTING:
            v.reflected, v.reflect_watch = v.reflected + len(v.reflect_watch), ()
        else:
            v.reflect_watch = tuple(n - 1 for n in v.reflect_watch if n > 1)
    actor = e.from_
    if actor in SPAWNABLE:
        v.last_actor = actor
    # A good outcome resets the actor's circuit breaker (agent.wake/agent.stop do not: they follow errors too).
    if v.failures.get(actor) and actor in ROLE and e.kind in ROLE[actor].outcomes:
        v.failures = {**v.failures, actor: 0}
    if e.kind in USER_KINDS:
        tx.append(_ack(v.session_id, e))


def _epilogue(tx: _Tx) -> None:
    v, e = tx.v, tx.e
    if v.done or e.kind in _QUIET_AFTER_DONE:
        return
    if v.tokens >= v.limits.get("token_budget", DEFAULT_LIMITS["token_budget"]):
        tx.finish("token_budget")
    elif v.deadline is not None and _past_deadline(e.ts, v.deadline):
        tx.finish("wall_clock")


def _ack(session_id: str, e: Event) -> dict[str, Any]:
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
    parts = [f"{k}" for k in ("goto", "swap", "sandwich_append", "reset_circuit", "cancel", "note", "ask") if data.get(k)]
    return "intervene: " + (", ".join(parts) if parts else "noted")


# --- handlers, one per kind ------------------------------------------------------------------


def _on_session_start(tx: _Tx) -> None:
    v, data = tx.v, tx.e.data or {}
    if v.counts.get("session.start") == 1:
        v.started_at = tx.e.ts
    limits = data.get("limits")
    if isinstance(limits, dict):
        merged = dict(DEFAULT_LIMITS)
        for k, x in limits.items():
            if k in DEFAULT_LIMITS and isinstance(x, (int, float)) and not isinstance(x, bool) and x > 0:
                merged[k] = x
        v.limits = merged
    _set_deadline(v)
    bindings = data.get("bindings")
    if isinstance(bindings, dict):
        v.bindings = {a: _binding(b) for a, b in bindings.items() if isinstance(b, dict)}
    if v.goal is None and isinstance(data.get("goal"), str):
        v.goal = data["goal"]
    if isinstance(data.get("lineage"), dict):
        v.lineage = data["lineage"]
    if isinstance(data.get("variant"), dict):
        v.variant = data["variant"]


def _binding(b: dict[str, Any]) -> dict[str, Any]:
    fallback = b.get("fallback") if isinstance(b.get("fallback"), list) else []
    return {
        "adapter": str(b.get("adapter") or "local"),
        "model": b.get("model") if isinstance(b.get("model"), str) else None,
        "fallback": tuple(str(x) for x in fallback if x),
    }


def _on_goal(tx: _Tx) -> None:
    e = tx.e
    tx.v.goal = e.body if e.body is not None else str((e.data or {}).get("goal", ""))
    if not tx.v.done:
        tx.spawn("planner-lead", prompt=tx.v.goal)


def _on_spec(tx: _Tx) -> None:
    v, e = tx.v, tx.e
    if e.kind == "spec.update" or v.spec is not None:
        v.respec_count += 1
        v.previous_spec = v.spec
    v.spec, v.spec_event_id, v.awaiting_approval = dict(e.data or {}), e.id, False
    if v.done:
        return
    if v.respec_count > v.limits.get("respec_max", DEFAULT_LIMITS["respec_max"]):
        tx.finish("respec_budget")
    else:
        tx.spawn("builder")


def _entry(paths: list[str]) -> str:
    for candidate in (ENTRY, "game/index.html"):
        for p in paths:
            if p == candidate or p.endswith("/" + candidate):
                return p
    return next((p for p in paths if p.endswith(".html")), ENTRY)


def _on_build(tx: _Tx) -> None:
    v, e = tx.v, tx.e
    artifacts = [{"path": a.path, "sha256": a.sha256} for a in (e.artifacts or ())]
    provider = e.metadata.provider if e.metadata else None
    v.build = {"event_id": e.id, "artifacts": artifacts, "entry": _entry([a["path"] for a in artifacts]), "provider": provider}
    v.build_count += 1
    v.qa, v.qa_event_id, v.awaiting_approval = None, None, False
    if not v.done:
        tx.qa_check()


def _on_qa_result(tx: _Tx) -> None:
    v, e = tx.v, tx.e
    data = dict(e.data or {})
    for_build = data.get("build_event_id") or e.parent_event_id
    if v.build is not None and for_build and for_build != v.build["event_id"]:
        return  # evidence about an older build: recorded in the transcript, never judged
    v.qa, v.qa_event_id = data, e.id
    if not v.done:
        tx.spawn("verifier")


def _on_judgement(tx: _Tx) -> None:
    v, e = tx.v, tx.e
    claim = validator.claim_from_event(e)
    build_id = claim.build_event_id or (v.build["event_id"] if v.build else None)
    if e.kind == "verify.result" and v.judgement is not None and v.judged_build_id == build_id:
        return  # the legacy alias of a judge.score already routed for this build
    result = validator.validate(claim, validator.ground_from_state(v))
    if result.audited:
        tx.append(validator.audit_draft(v.session_id, e.id, result))
    v.judgement = {"event_id": e.id, "build_event_id": build_id, "verdict": result.verdict,
                   "aggregate": result.aggregate, "scores": result.scores, "violations": list(result.violations),
                   "requirements": result.requirements, "unmet": list(result.unmet)}  # fmt: skip
    v.judged_build_id = build_id
    if v.done:
        return  # a late judgement is recorded, never routed
    v.verify_count += 1
    _route(tx, result.verdict, claim)


def _route(tx: _Tx, verdict: str, claim: validator.Claim) -> None:
    v = tx.v
    if verdict == "PASS":
        tx.finish("verdict_pass")
    elif verdict == "PARTIAL":
        v.awaiting_approval, v.stage = True, "awaiting_approval"
        unmet = v.judgement["unmet"]
        named = f" — unmet: {', '.join(unmet)}" if unmet else ""
        tx.hook("partial", f"the verdict is PARTIAL{named} — approve it or veto it",
                {"aggregate": v.judgement["aggregate"], "unmet": unmet})
    elif v.verify_count >= v.limits.get("verify_max", DEFAULT_LIMITS["verify_max"]):
        tx.finish("verify_budget")
    elif claim.deviation == "Critical":
        if v.respec_count >= v.limits.get("respec_max", DEFAULT_LIMITS["respec_max"]):
            tx.finish("respec_budget")
        else:
            tx.add_append(_feedback_text(claim, v.judgement), "planner-lead")
            tx.spawn("planner-lead")
    else:
        tx.add_append(_feedback_text(claim, v.judgement, v.qa), "builder")
        tx.spawn("builder")


def _feedback_text(claim: validator.Claim, judgement: dict[str, Any], qa: dict[str, Any] | None = None) -> str:
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


def _on_error(tx: _Tx) -> None:
    v, e = tx.v, tx.e
    actor = e.from_
    if actor not in SPAWNABLE or v.done:
        return
    failures = v.failures.get(actor, 0) + 1
    v.failures = {**v.failures, actor: failures}
    if failures < v.limits.get("circuit_open_at", DEFAULT_LIMITS["circuit_open_at"]):
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
        "data": {"event": "adapter_swapped", "actor": actor, "from_adapter": old, "to_adapter": new,
                 "consecutive_failures": failures, "last_failure_id": e.id},  # fmt: skip
        "metadata": {"deterministic": True, "tool": "circuit-breaker@v1"},
    }


def _on_done(tx: _Tx) -> None:
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


# --- people ----------------------------------------------------------------------------------


def _note_intervention(v: Any) -> None:
    v.interventions += 1
    v.reflect_watch = (*v.reflect_watch, _REFLECT_WINDOW)


def _on_approve(tx: _Tx) -> None:
    if tx.v.awaiting_approval and not tx.v.done:
        tx.finish("user_approved")


def _on_veto(tx: _Tx) -> None:
    v, e = tx.v, tx.e
    if not tx.reopen():
        return
    v.veto_count += 1
    _note_intervention(v)
    v.awaiting_approval = False
    tx.add_append(f"User veto: {e.body.strip() if e.body and e.body.strip() else 'the person rejected this build'}", "builder")
    tx.spawn("builder", prompt=e.body)


def _on_pause(tx: _Tx) -> None:
    v, actor = tx.v, (tx.e.data or {}).get("actor")
    if isinstance(actor, str) and actor:
        if actor not in v.paused_actors:
            v.paused_actors = (*v.paused_actors, actor)
    else:
        v.paused = True


def _on_resume(tx: _Tx) -> None:
    v, actor = tx.v, (tx.e.data or {}).get("actor")
    if isinstance(actor, str) and actor:
        v.paused_actors = tuple(a for a in v.paused_actors if a != actor)
    else:
        v.paused, v.paused_actors = False, ()
    release = [q for q in v.queued if not v.paused and q["actor"] not in v.paused_actors]
    v.queued = tuple(q for q in v.queued if q not in release)
    for q in release:
        tx.spawn(q["actor"], prompt=q["prompt"])


def _on_intervene(tx: _Tx) -> None:
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


def _cancel(tx: _Tx, who: str) -> None:
    v = tx.v
    hit = lambda fx: fx.type == "spawn" and who in ("all", fx.actor)  # noqa: E731
    v.outstanding = {k: fx for k, fx in v.outstanding.items() if not hit(fx)}
    reason = f"user-requested cancel: {tx.e.body}" if tx.e.body else "user-requested cancel"
    tx.fx.append(Effect(type="cancel_spawn", actor=who, reason=reason, **tx._base()))


def _handlers() -> dict[str, Callable[[_Tx], None]]:
    return {
        "session.start": _on_session_start,
        "goal": _on_goal,
        "spec": _on_spec,
        "spec.update": _on_spec,
        "build": _on_build,
        "qa.result": _on_qa_result,
        "judge.score": _on_judgement,
        "verify.result": _on_judgement,
        "error": _on_error,
        "done": _on_done,
        "session.end": _on_done,
        "user.approve": _on_approve,
        "user.veto": _on_veto,
        "user.pause": _on_pause,
        "user.resume": _on_resume,
        "user.intervene": _on_intervene,
    }


_HANDLERS = _handlers()


def reduce(state: State, event: Event) -> tuple[State, list[Effect]]:
    """Fold one event into the state; return the new state and the effects to dispatch."""
    tx = _Tx(state, event)
    _preamble(tx)
    handler = _HANDLERS.get(event.kind)
    if handler is not None:
        handler(tx)
    _epilogue(tx)
    new = object.__new__(State)
    object.__setattr__(new, "__dict__", tx.v.__dict__)  # the draft is discarded: no second copy
    return new, tx.fx


def fold(events: Iterable[Event], state: State | None = None) -> State:
    """Replay: fold the reducer over events and run no effect."""
    for event in events:
        if state is None:
            state = initial_state(event.session_id)
        state, _ = reduce(state, event)
    return state if state is not None else initial_state("")
