"""The pure reducer: ``reduce(state, event) -> (state, effects)``, one small handler per kind.

Replay is ``fold(events)``. The reducer does no I/O, reads no clock (time is the event's ``ts``),
draws no random numbers, and never changes its input state. Each effect's id is derived from the
causing event (``<event id>.<n>``), so a replay or a redelivery is recognised as the same effect.

Every event runs: preamble (counts, tokens, closing outstanding effects, breaker reset, the ack
for a ``user.*``) → the kind's handler (:mod:`crumb.core.pipeline`, :mod:`crumb.core.people`) →
epilogue (token, wall-clock and money budgets: :mod:`crumb.core.budget`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from crumb.core import admission, budget, people, pipeline
from crumb.core.effects import Effect
from crumb.core.events import USER_KINDS, Event
from crumb.core.roles import ROLE, SPAWNABLE
from crumb.core.state import State, initial_state, past_deadline, set_deadline
from crumb.core.tx import Tx, project

__all__ = ["reduce", "fold", "initial_state", "project"]

_REFLECTING = frozenset({"spec", "spec.update", "build", "artifact.created"})  # new work answers a person
_QUIET_AFTER_DONE = frozenset({*USER_KINDS, "done", "session.end"})

HANDLERS: dict[str, Callable[[Tx], None]] = {
    "session.start": pipeline.on_session_start,
    "goal": pipeline.on_goal,
    "spec": pipeline.on_spec,
    "spec.update": pipeline.on_spec,
    "build": pipeline.on_build,
    "qa.result": pipeline.on_qa_result,
    "judge.score": pipeline.on_judgement,
    "verify.result": pipeline.on_judgement,
    "error": pipeline.on_error,
    "done": pipeline.on_done,
    "session.end": pipeline.on_done,
    "user.approve": people.on_approve,
    "user.veto": people.on_veto,
    "user.pause": people.on_pause,
    "user.resume": people.on_resume,
    "user.intervene": people.on_intervene,
    "note": admission.on_slot_note,
}


def _preamble(tx: Tx) -> None:
    v, e = tx.v, tx.e
    v.last_event_id = e.id
    counts = dict(v.counts)
    counts[e.kind] = counts.get(e.kind, 0) + 1
    v.counts = counts
    if v.started_at is None:
        v.started_at = e.ts
        set_deadline(v)
    md = e.metadata
    if md is not None:
        used = (md.tokens_in or 0) + (md.tokens_out or 0)
        if used:
            v.tokens = v.tokens + int(used)
        if md.cost_usd:
            v.cost_usd = v.cost_usd + md.cost_usd
        budget.observe(v, e)
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
        tx.append(people.ack(v.session_id, e))


def _epilogue(tx: Tx) -> None:
    v, e = tx.v, tx.e
    if v.done or e.kind in _QUIET_AFTER_DONE:
        return
    if v.tokens >= tx.v.limit("token_budget"):
        tx.finish("token_budget")
    elif v.deadline is not None and past_deadline(e.ts, v.deadline):
        tx.finish("wall_clock")
    else:
        budget.check(tx)


def reduce(state: State, event: Event) -> tuple[State, list[Effect]]:
    """Fold one event into the state; return the new state and the effects to dispatch."""
    tx = Tx(state, event)
    _preamble(tx)
    handler = HANDLERS.get(event.kind)
    if handler is not None:
        handler(tx)
    _epilogue(tx)
    return tx.v.freeze(), tx.fx


def fold(events: Iterable[Event], state: State | None = None) -> State:
    """Replay: fold the reducer over events and run no effect."""
    for event in events:
        if state is None:
            state = initial_state(event.session_id)
        state, _ = reduce(state, event)
    return state if state is not None else initial_state("")
