"""Session metrics computed from events alone: per-actor totals, QA time, scorecard, the pipeline.

Pure: no I/O, no clock. The CLI (`crumb status`), the dashboard and the exporters all call these
functions, so a number means the same thing on every surface. Spans (spawns, QA runs, latency,
failures) are defined in :mod:`crumb.core.spans`; here:

- tokens and cost are summed over ``metadata`` of every event (the workers put them on
  ``agent.stop`` only, so nothing is counted twice);
- the **scorecard** keeps the verifier's raw ``judge.score`` and the validator's correction from the
  ``audit`` that follows it, side by side, so no surface shows an unaudited score as final.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from crumb.core.events import Event
from crumb.core.roles import PIPELINE
from crumb.core.scoring import DIMS
from crumb.core.spans import Span, data_value, meta_value, percentile, spans, ts_ns

__all__ = ["Span", "spans", "compute", "scorecard", "percentile", "ts_ns", "pipeline", "digest", "rollup"]


def _actor_row() -> dict[str, Any]:
    return {
        "events": 0,
        "spawns": 0,
        "open": 0,
        "failures": 0,
        "errors": 0,
        "tokens_in": 0.0,
        "tokens_out": 0.0,
        "cost_usd": 0.0,
        "latencies": [],
    }


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
            totals[key] += float(meta_value(e, key) or 0)
        row["tokens_in"] += float(meta_value(e, "tokens_in") or 0)
        row["tokens_out"] += float(meta_value(e, "tokens_out") or 0)
        row["cost_usd"] += float(meta_value(e, "cost_usd") or 0)
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
    for dim in DIMS:
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
            scores = e.scores.model_dump(exclude_none=True) if e.scores else dict(data_value(e, "scores") or {})
            rounds.append(
                {
                    "event_id": e.id,
                    "ts": e.ts,
                    "dims": _dims(scores),
                    "aggregate": scores.get("aggregate", data_value(e, "aggregate")),
                    "verdict": scores.get("verdict", data_value(e, "verdict")),
                    "feedback": scores.get("feedback"),
                    "corrected": None,
                    "violations": [],
                    "corrections": [],
                }
            )
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
        out.append(
            {
                "stage": stage,
                "actor": actor,
                "state": state,
                "runs": len(mine),
                "total_ms": round(sum((s.end_ns - s.start_ns) / 1e6 for s in mine), 3),
                "last_ms": round((last.end_ns - last.start_ns) / 1e6, 3) if last else None,
                "started_ns": last.start_ns if last else None,
            }
        )
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
            agg = per_actor.setdefault(
                actor,
                dict.fromkeys(("spawns", "failures", "errors"), 0)
                | dict.fromkeys(("tokens_in", "tokens_out", "cost_usd"), 0.0),
            )
            for key in agg:
                agg[key] += row[key]
    for actor, agg in per_actor.items():
        lat = latencies.get(actor, [])
        agg["latency_ms"] = {"n": len(lat), "p50": percentile(lat, 0.5), "p95": percentile(lat, 0.95)}
    qa_ms = [ms for ms, _ok in qa]
    return {
        "sessions": n,
        "cost_usd": round(cost, 6),
        "per_actor": {a: r for a, r in sorted(per_actor.items()) if r["spawns"] or r["errors"]},
        "qa": {
            "runs": len(qa),
            "failed": sum(not ok for _ms, ok in qa),
            "p50_ms": percentile(qa_ms, 0.5),
            "p95_ms": percentile(qa_ms, 0.95),
            "total_ms": round(sum(qa_ms), 3),
        },
    }
