"""Session state: a small frozen value, rebuilt by folding the reducer over the transcript.

The reducer copies the state per event (a shallow copy of its fields; containers are replaced,
never changed in place), so every earlier state stays valid. Everything here is plain data; the
:func:`summary` view is JSON-serialisable and feeds meta.json, ``crumb status``, the dashboard and
replay. Pure: no I/O, no clock.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime, timedelta
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, TypeVar, dataclass_transform

from crumb.core import scoring
from crumb.core.roles import PIPELINE

if TYPE_CHECKING:  # annotations only: importing them loads pydantic, which reading a config does not need
    from crumb.core.effects import Effect


@dataclass(frozen=True)
class Limits:
    """A session's budgets (DESIGN §4). Settings takes its defaults from here and records them on
    ``session.start``; replay reads them from there, never from config."""

    respec_max: int = 3
    verify_max: int = 5
    token_budget: int = 300_000
    wall_clock_min: float = 60.0
    circuit_open_at: int = 3
    # Money (crumb.core.budget): 0 = no budget. The pause asks a person at this share of a budget.
    cost_budget_usd: float = 0.0
    daily_cost_cap_usd: float = 0.0  # the whole stack's spend per UTC day, as recorded on agent.stop
    cost_pause_at: float = 0.8
    # QA run again on a build whose check the machine's other work outran (a qa.result with ``busy``)
    qa_busy_retries: int = 2


DEFAULT_LIMITS: Mapping[str, float] = MappingProxyType(asdict(Limits()))
# Limits a session may set to 0, where 0 means something: no respec, no QA run again, no budget.
ZERO_ALLOWED = frozenset({"respec_max", "qa_busy_retries", "cost_budget_usd", "daily_cost_cap_usd"})
DEFAULT_ADAPTER = "local"
T = TypeVar("T")

# Why a session finished (the body of its `done` event).
DONE_REASONS = (
    "verdict_pass",
    "user_approved",
    "respec_budget",
    "verify_budget",
    "token_budget",
    "wall_clock",
    "circuit_open",
    "cost_budget",
)
STAGES = (*dict.fromkeys(stage for stage, _actor in PIPELINE), "awaiting_approval", "done", "idle")


@dataclass_transform(field_specifiers=(field,))
def _value(cls: type[T]) -> type[T]:
    """A frozen dataclass. The type checker is told the fields are writable only so that the
    reducer's working copy (:class:`crumb.core.tx.Draft`, a State with the freeze lifted) is typed
    as a State; any other write still raises FrozenInstanceError at run time."""
    return dataclass(frozen=True)(cls)


@_value
class State:
    """One session's state. Treat every container as read-only: the reducer replaces them."""

    session_id: str
    done: bool = False
    reason: str | None = None
    stage: str = "idle"
    paused: bool = False
    paused_actors: tuple[str, ...] = ()
    queued: tuple[dict[str, Any], ...] = ()  # spawns held back by a pause: {actor, prompt, cause_id}
    limits: Mapping[str, float] = field(default_factory=lambda: dict(DEFAULT_LIMITS))
    bindings: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    swaps: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)  # /swap: {adapter, model}
    chain_pos: Mapping[str, int] = field(default_factory=dict)  # index into [adapter, *fallback]
    failures: Mapping[str, int] = field(default_factory=dict)  # consecutive errors per actor
    goal: str | None = None
    spec: Mapping[str, Any] | None = None
    lineage: Mapping[str, Any] | None = None  # session.start's parent of a continued game (crumb.lineage)
    weight: float = 1.0  # session.start's share of a limited adapter against other sessions (crumb.core.admission)
    variant: Mapping[str, Any] | None = (
        None  # session.start's {group, index, of, seed}: one take of a pitch (crumb.variants)
    )
    build: Mapping[str, Any] | None = None  # {event_id, artifacts: [{path, sha256}], entry, provider}
    qa: Mapping[str, Any] | None = None  # data of the last qa.result for the current build
    appends: tuple[dict[str, Any], ...] = ()  # sandwich appends: {source_id, text, target}
    judgement: Mapping[str, Any] | None = None  # the last validated judge.score
    judged_build_id: str | None = None
    awaiting_approval: bool = False
    respec_count: int = 0
    verify_count: int = 0
    build_count: int = 0
    qa_busy_count: int = 0  # QA checks of the current build run again because the machine was busy
    veto_count: int = 0
    interventions: int = 0
    reflected: int = 0
    reflect_watch: tuple[int, ...] = ()  # events left for each open intervention to be answered
    tokens: int = 0
    cost_usd: float = 0.0
    cost_estimated_usd: float = 0.0  # the part of cost_usd priced from tokens, not reported by the adapter
    day_cost_usd: float = 0.0  # the stack's spend on cost_day, the latest recorded (crumb.core.budget)
    cost_day: str | None = None
    cost_paused: bool = False  # the pause at cost_pause_at was taken (a /resume goes on to the budget)
    unpriced: tuple[str, ...] = ()  # "adapter[:model]" whose spawns cost nothing toward a money budget, noted once
    started_at: str | None = None
    deadline: str | None = None  # started_at + wall clock, as a UTC ts string
    ended_at: str | None = None
    outstanding: Mapping[str, Effect] = field(default_factory=dict)
    # The coordinator's slot notes (crumb.core.admission): effect id → {state waiting|admitted, keys, key, …}
    slots: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    counts: Mapping[str, int] = field(default_factory=dict)
    last_actor: str | None = None  # the last spawnable actor that emitted anything (for /redo)
    last_event_id: str | None = None

    @property
    def status(self) -> str:
        return "done" if self.done else "paused" if self.paused else "running"

    def limit(self, name: str) -> float:
        return self.limits.get(name, DEFAULT_LIMITS[name])

    def summary(self) -> dict[str, Any]:
        return summary(self)


def set_deadline(v: State) -> None:
    """Write the wall-clock deadline (started_at + the limit) on a reducer's draft, as a ts string,
    so the per-event check is one string comparison."""
    if v.started_at is None:
        return
    end = _parse_ts(v.started_at) + timedelta(minutes=v.limit("wall_clock_min"))
    v.deadline = end.astimezone(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def past_deadline(ts: str, deadline: str) -> bool:
    if len(ts) == len(deadline) and ts[-1] == "Z":  # same UTC millisecond shape: compare as text
        return ts >= deadline
    return _parse_ts(ts) >= _parse_ts(deadline)


def _parse_ts(ts: str) -> datetime:
    return datetime.fromisoformat(ts.replace("z", "Z"))


def initial_state(session_id: str) -> State:
    """The state before any event."""
    return State(session_id=session_id)


def is_outcome_accepted(state: State, effect_id: str) -> bool:
    """True while a dispatched spawn/qa_check has no outcome yet; a second outcome is refused."""
    return effect_id in state.outstanding


def binding(state: State, actor: str) -> Mapping[str, Any]:
    return state.bindings.get(actor) or {"adapter": DEFAULT_ADAPTER, "model": None, "fallback": ()}


def adapter_chain(state: State, actor: str) -> tuple[str, ...]:
    b = binding(state, actor)
    return (b.get("adapter") or DEFAULT_ADAPTER, *b.get("fallback", ()))


def current_adapter(state: State, actor: str) -> tuple[str, str | None]:
    """(adapter, model) the actor runs on now: a /swap wins, else its place in the fallback chain."""
    swap = state.swaps.get(actor)
    if swap:
        return swap["adapter"], swap.get("model")
    pos = state.chain_pos.get(actor, 0)
    chain = adapter_chain(state, actor)
    if pos == 0:
        return chain[0], binding(state, actor).get("model")
    return chain[min(pos, len(chain) - 1)], None


def convergence(state: State) -> float:
    """D4, the reducer's own score: respecs, rebuilds beyond the first build, and vetoes."""
    return scoring.d4_convergence(state.respec_count, max(0, state.build_count - 1), state.veto_count)


def ground_scores(state: State) -> dict[str, dict[str, Any]]:
    """The scores known before any judgement: D2/D6 from QA, D4 from the reducer."""
    out: dict[str, dict[str, Any]] = {}
    if state.qa is not None:
        out["D2"] = {"score": scoring.d2_exec(state.qa), "source": scoring.SRC_QA}
    out["D4"] = {"score": convergence(state), "source": scoring.SRC_REDUCER}
    if state.qa is not None:
        out["D6"] = {"score": scoring.d6_portability(state.qa), "source": scoring.SRC_QA}
    return out


def summary(state: State) -> dict[str, Any]:
    """A JSON-serialisable view for meta.json, ``crumb status``, the dashboard and replay."""
    j = state.judgement
    stage = "done" if state.done else state.stage
    return {
        "session_id": state.session_id,
        "status": state.status,
        "stage": stage,
        "verdict": j["verdict"] if j else None,
        "reason": state.reason,
        "aggregate": j["aggregate"] if j else None,
        "goal": state.goal,
        # The judged ledger (None before a judgement, or for a legacy spec without one) and its unmet ids.
        "requirements": [dict(r) for r in j["requirements"]] if j and j.get("requirements") is not None else None,
        "unmet": list(j.get("unmet") or ()) if j else [],
        "scores": {d: dict(v) for d, v in (j["scores"] if j else ground_scores(state)).items()},
        "counts": dict(sorted(state.counts.items())),
        "tokens": state.tokens,
        "cost_usd": round(state.cost_usd, 6),
        "cost_estimated_usd": round(state.cost_estimated_usd, 6),
        "cost_budget_usd": state.limit("cost_budget_usd") or None,
        "started_at": state.started_at,
        "ended_at": state.ended_at,
        "respec_count": state.respec_count,
        "verify_count": state.verify_count,
        "last_event_id": state.last_event_id,
        # For the lifecycle (crumb.lifecycle): effects waiting for an outcome, spawns a pause holds back.
        "outstanding": sorted(state.outstanding),
        "queued": [q["actor"] for q in state.queued],
        "waiting_for_slot": waiting_for_slot(state),  # spawns a concurrency limit holds back (crumb.core.admission)
    }


def waiting_for_slot(state: State) -> list[dict[str, Any]]:
    """The session's spawns waiting for a slot now: effect id, actor, key, limit, position, since."""
    out = []
    for eid, rec in state.slots.items():
        effect = state.outstanding.get(eid)
        if effect is None or rec.get("state") != "waiting":
            continue
        row = {"effect_id": eid, "actor": getattr(effect, "actor", None) or effect.type, "since": rec.get("waiting_at")}
        out.append(row | {k: rec.get(k) for k in ("key", "limit", "position", "priority")})
    return out
