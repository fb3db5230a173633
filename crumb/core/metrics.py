"""Session metrics computed from events alone: spans, per-actor totals, QA time, scorecard.

Pure: no I/O, no clock. The CLI (`crumb status`), the dashboard and the exporters all call these
functions, so a number means the same thing on every surface. Definitions:

- a **spawn** is one ``agent.wake`` paired with the next ``agent.stop`` of the same actor (by
  ``metadata.effect_id`` when both carry it); turns are counted from wakes only;
- **latency** of a spawn is ``agent.stop.metadata.latency_ms``, else stop.ts − wake.ts;
  percentiles are nearest-rank (the smallest value with at least q of the values at or below it);
- a **failure** is a spawn whose ``agent.stop`` has ``data.exit_code`` ≠ 0, or an ``error`` event
  from the actor;
- a **QA run** is one ``qa.result``: its span ends at the event and lasts ``data.runtime_ms``;
- tokens and cost are summed over ``metadata`` of every event (the workers put them on
  ``agent.stop`` only, so nothing is counted twice);
- the **scorecard** keeps the verifier's raw ``judge.score`` and the validator's correction from the
  ``audit`` that follows it, side by side, so no surface shows an unaudited score as final.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from crumb.core.events import DIMENSIONS, Event
from crumb.core.roles import PIPELINE

__all__ = ["Span", "spans", "compute", "scorecard", "percentile", "ts_ns", "pipeline", "digest", "rollup"]


def ts_ns(ts: str) -> int:
    """An RFC 3339 timestamp as integer unix nanoseconds (exact to the microsecond)."""
    dt = datetime.fromisoformat(ts.replace("z", "Z").replace("Z", "+00:00"))
    return (int(dt.timestamp()) * 1_000_000 + dt.microsecond) * 1000


def _m(event: Event, key: str) -> Any:
    """A metadata value, declared or extra."""
    if event.metadata is None:
        return None
    return getattr(event.metadata, key, None)


def _d(event: Event, key: str) -> Any:
    return (event.data or {}).get(key)


def percentile(values: Sequence[float], q: float) -> float | None:
    """Nearest-rank percentile; None for no values."""
    if not values:
        return None
    ordered = sorted(values)
    rank = max(1, math.ceil(q * len(ordered)))
    return ordered[min(rank, len(ordered)) - 1]


@dataclass
class Span:
    """One timed piece of work: a spawn (wake→stop) or a QA run."""

    kind: str  # "spawn" | "qa"
    actor: str
    start_ns: int
    end_ns: int
    start_id: str
    end_id: str | None = None
    ok: bool = True
    open: bool = False  # still running at the last event
    latency_ms: float = 0.0
    tokens_in: float = 0.0
    tokens_out: float = 0.0
    cost_usd: float = 0.0
    attrs: dict[str, Any] = field(default_factory=dict)

    @property
    def name(self) -> str:
        return f"qa_check" if self.kind == "qa" else f"spawn {self.actor}"


def _effect(event: Event) -> str | None:
    return _m(event, "effect_id")


def spans(events: Iterable[Event]) -> list[Span]:
    """Every spawn and QA run, in start order. Unfinished spawns end at the last event, marked open."""
    events = list(events)
    out: list[Span] = []
    open_by_effect: dict[str, Span] = {}
    open_by_actor: dict[str, list[Span]] = {}
    by_id = {e.id: e for e in events}
    failed_actors: dict[str, Span] = {}
    for e in events:
        if e.kind == "agent.wake":
            span = Span("spawn", e.actor, ts_ns(e.ts), ts_ns(e.ts), e.id, open=True)
            span.attrs = {"adapter": _m(e, "adapter"), "model": _m(e, "model"), "effect_id": _effect(e)}
            out.append(span)
            if _effect(e):
                open_by_effect[_effect(e)] = span
            open_by_actor.setdefault(e.actor, []).append(span)
        elif e.kind == "agent.stop":
            span = open_by_effect.pop(_effect(e), None) if _effect(e) else None
            queue = open_by_actor.get(e.actor, [])
            if span is None:
                span = next((s for s in queue if s.open), None)
            if span is None:  # a stop without a wake: still a span, of its own latency
                latency = float(_m(e, "latency_ms") or 0)
                span = Span("spawn", e.actor, ts_ns(e.ts) - int(latency * 1e6), ts_ns(e.ts), e.id)
                out.append(span)
            elif span in queue:
                queue.remove(span)
            _close(span, e)
            if failed_actors.pop(e.actor, None) is span:
                span.ok = False
        elif e.kind == "error" and e.actor in open_by_actor and open_by_actor[e.actor]:
            failed_actors[e.actor] = open_by_actor[e.actor][0]
            open_by_actor[e.actor][0].ok = False
        elif e.kind == "qa.result":
            out.append(_qa_span(e, by_id))
    last = max((ts_ns(e.ts) for e in events), default=0)
    for s in out:
        if s.open:
            s.end_ns = max(s.start_ns, last)
    out.sort(key=lambda s: (s.start_ns, s.end_ns))
    return out


def _close(span: Span, stop: Event) -> None:
    span.open = False
    span.end_id = stop.id
    span.end_ns = max(span.start_ns, ts_ns(stop.ts))
    latency = _m(stop, "latency_ms")
    span.latency_ms = float(latency) if latency is not None else (span.end_ns - span.start_ns) / 1e6
    span.tokens_in = float(_m(stop, "tokens_in") or 0)
    span.tokens_out = float(_m(stop, "tokens_out") or 0)
    span.cost_usd = float(_m(stop, "cost_usd") or 0)
    exit_code = _d(stop, "exit_code")
    if exit_code not in (None, 0):
        span.ok = False
    span.attrs["exit_code"] = exit_code
    for key in ("adapter", "model", "provider", "harness"):
        if _m(stop, key) and not span.attrs.get(key):
            span.attrs[key] = _m(stop, key)


def _qa_span(e: Event, by_id: dict[str, Event]) -> Span:
    end = ts_ns(e.ts)
    runtime = float(_d(e, "runtime_ms") or 0)
    start = end - int(runtime * 1e6)
    build = by_id.get(_d(e, "build_event_id") or "")
    if runtime <= 0 and build is not None:
        start = min(end, ts_ns(build.ts))
    code = _d(e, "exec_exit_code")
    span = Span("qa", e.actor, start, end, e.id, end_id=e.id, ok=code == 0, latency_ms=(end - start) / 1e6)
    span.attrs = {"exec_exit_code": code, "build_event_id": _d(e, "build_event_id")}
    return span


def _actor_row() -> dict[str, Any]:
    return {"events": 0, "spawns": 0, "open": 0, "failures": 0, "errors": 0, "tokens_in": 0.0, "tokens_out": 0.0,
            "cost_usd": 0.0, "latencies": []}  # fmt: skip


def compute(events: Iterable[Event]) -> dict[str, Any]:
    """Totals, per-actor latency/tokens/cost/failures, QA time and budget counters for one session."""
    events = list(events)
    per_actor: dict[str, dict[str, Any]] = {}
    totals = {"tokens_in": 0.0, "tokens_out": 0.0, "cache_read": 0.0, "cache_write": 0.0, "cost_usd": 0.0}
    counts: dict[str, int] = {}
    for e in events:
        row = per_actor.setdefault(e.actor, _actor_row())
        row["events"] += 1
        counts[e.kind] = counts.get(e.kind, 0) + 1
        for key in totals:
            totals[key] += float(_m(e, key) or 0)
        row["tokens_in"] += float(_m(e, "tokens_in") or 0)
        row["tokens_out"] += float(_m(e, "tokens_out") or 0)
        row["cost_usd"] += float(_m(e, "cost_usd") or 0)
        if e.kind == "error":
            row["errors"] += 1
    all_spans = spans(events)
    qa_ms: list[float] = []
    qa = {"runs": 0, "passed": 0, "failed": 0}
    for s in all_spans:
        if s.kind == "qa":
            qa["runs"] += 1
            qa["passed" if s.ok else "failed"] += 1
            qa_ms.append(s.latency_ms)
            continue
        row = per_actor.setdefault(s.actor, _actor_row())
        row["spawns"] += 1
        if s.open:
            row["open"] += 1
            continue
        row["latencies"].append(s.latency_ms)
        if not s.ok:
            row["failures"] += 1
    for row in per_actor.values():
        lat = row.pop("latencies")
        row["latency_ms"] = _dist(lat)
        row["cost_usd"] = round(row["cost_usd"], 6)
    first = min((ts_ns(e.ts) for e in events), default=0)
    end_events = [ts_ns(e.ts) for e in events if e.kind in ("done", "session.end")]
    last = max(end_events) if end_events else max((ts_ns(e.ts) for e in events), default=0)
    cache_den = totals["cache_read"] + totals["cache_write"] + totals["tokens_in"]
    return {
        "events": len(events),
        "spawns": sum(r["spawns"] for r in per_actor.values()),
        "failures": sum(r["failures"] for r in per_actor.values()),
        "errors": counts.get("error", 0),
        "audits": counts.get("audit", 0),
        "tokens_in": totals["tokens_in"],
        "tokens_out": totals["tokens_out"],
        "tokens": totals["tokens_in"] + totals["tokens_out"],
        "cache_ratio": round(totals["cache_read"] / cache_den, 4) if cache_den else None,
        "cost_usd": round(totals["cost_usd"], 6),
        "wall_ms": (last - first) / 1e6 if events else 0.0,
        "per_actor": dict(sorted(per_actor.items())),
        "qa": qa | {"time_ms": _dist(qa_ms)},
        "budgets": {"respecs": counts.get("spec.update", 0), "verifies": counts.get("judge.score", 0)},
        "counts": dict(sorted(counts.items())),
    }


def _dist(values: list[float]) -> dict[str, float | int | None]:
    return {
        "n": len(values),
        "total": round(sum(values), 3),
        "p50": percentile(values, 0.5),
        "p95": percentile(values, 0.95),
        "max": max(values) if values else None,
    }


def _dims(scores: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """D1..D6 as {score, source}, from either our Scores shape or the original's data.scores."""
    out: dict[str, dict[str, Any]] = {}
    for dim in DIMENSIONS:
        raw = scores.get(dim)
        if isinstance(raw, dict):
            value = raw.get("score", raw.get("value"))
            out[dim] = {"score": value, "source": raw.get("source"), "evidence": raw.get("evidence")}
    return out


def scorecard(events: Iterable[Event]) -> dict[str, Any]:
    """Every verifier round with its raw scores and the validator's corrections, latest last."""
    rounds: list[dict[str, Any]] = []
    for e in events:
        if e.kind == "judge.score":
            scores = e.scores.model_dump(exclude_none=True) if e.scores else dict(_d(e, "scores") or {})
            rounds.append({
                "event_id": e.id, "ts": e.ts, "dims": _dims(scores),
                "aggregate": scores.get("aggregate", _d(e, "aggregate")),
                "verdict": scores.get("verdict", _d(e, "verdict")),
                "feedback": scores.get("feedback"),
                "corrected": None, "violations": [], "corrections": [],
            })  # fmt: skip
        elif e.kind == "audit" and rounds:
            data = e.data or {}
            r = rounds[-1]
            r["violations"] += list(data.get("violations") or (e.metadata and e.metadata.audit_violations) or [])
            r["corrections"] += list(data.get("corrections") or [])
            r["corrected"] = {
                "verdict": data.get("corrected_verdict", r["verdict"]),
                "aggregate": data.get("corrected_aggregate", r["aggregate"]),
                "event_id": e.id,
            }
    final = rounds[-1] if rounds else None
    return {
        "rounds": rounds,
        "final": final,
        "verdict": (final["corrected"] or final)["verdict"] if final else None,
        "aggregate": (final["corrected"] or final)["aggregate"] if final else None,
    }


def pipeline(events: Iterable[Event]) -> list[dict[str, Any]]:
    """Planner → Builder → QA → Verifier: each stage's state (idle/running/done/failed), runs and timing."""
    all_spans = spans(events)
    out = []
    for stage, actor in PIPELINE:
        mine = [s for s in all_spans if (s.kind == "qa") == (stage == "qa") and (stage == "qa" or s.actor == actor)]
        last = mine[-1] if mine else None
        state = "idle" if last is None else "running" if last.open else "done" if last.ok else "failed"
        out.append({
            "stage": stage, "actor": actor, "state": state, "runs": len(mine),
            "total_ms": round(sum((s.end_ns - s.start_ns) / 1e6 for s in mine), 3),
            "last_ms": round((last.end_ns - last.start_ns) / 1e6, 3) if last else None,
            "started_ns": last.start_ns if last else None,
        })  # fmt: skip
    return out


def digest(events: Iterable[Event]) -> dict[str, Any]:
    """What :func:`rollup` needs from one session: its metrics and its raw latency samples."""
    events = list(events)
    latencies: dict[str, list[float]] = {}
    qa: list[tuple[float, bool]] = []
    for s in spans(events):
        if s.kind == "qa":
            qa.append((s.latency_ms, s.ok))
        elif not s.open:
            latencies.setdefault(s.actor, []).append(s.latency_ms)
    return {"metrics": compute(events), "latencies": latencies, "qa": qa}


def rollup(digests: Iterable[dict[str, Any]]) -> dict[str, Any]:
    """Per-actor spawns, failures, tokens, cost and p50/p95 latency, and QA time, over many sessions."""
    per_actor: dict[str, dict[str, Any]] = {}
    latencies: dict[str, list[float]] = {}
    qa: list[tuple[float, bool]] = []
    cost, n = 0.0, 0
    for d in digests:
        n += 1
        cost += d["metrics"]["cost_usd"]
        qa += d["qa"]
        for actor, lat in d["latencies"].items():
            latencies.setdefault(actor, []).extend(lat)
        for actor, row in d["metrics"]["per_actor"].items():
            agg = per_actor.setdefault(actor, dict.fromkeys(("spawns", "failures", "errors"), 0)
                                       | dict.fromkeys(("tokens_in", "tokens_out", "cost_usd"), 0.0))  # fmt: skip
            for key in agg:
                agg[key] += row[key]
    for actor, agg in per_actor.items():
        lat = latencies.get(actor, [])
        agg["latency_ms"] = {"n": len(lat), "p50": percentile(lat, 0.5), "p95": percentile(lat, 0.95)}
    qa_ms = [ms for ms, _ok in qa]
    return {
        "sessions": n, "cost_usd": round(cost, 6),
        "per_actor": {a: r for a, r in sorted(per_actor.items()) if r["spawns"] or r["errors"]},
        "qa": {"runs": len(qa), "failed": sum(not ok for _ms, ok in qa), "p50_ms": percentile(qa_ms, 0.5),
               "p95_ms": percentile(qa_ms, 0.95), "total_ms": round(sum(qa_ms), 3)},
    }  # fmt: skip
