"""Spans: every spawn (``agent.wake`` → ``agent.stop``) and QA run of a session, timed from events alone.

A **spawn** pairs one ``agent.wake`` with the next ``agent.stop`` of the same actor (by
``metadata.effect_id`` when both carry it); its **latency** is ``agent.stop.metadata.latency_ms``,
else stop.ts − wake.ts; it **failed** when the stop has ``data.exit_code`` ≠ 0 or the actor sent an
``error``. A **QA run** is one ``qa.result``: its span ends at the event and lasts ``data.runtime_ms``.
Percentiles are nearest-rank. Pure: no I/O, no clock.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from crumb.core.events import Event

__all__ = ["Span", "spans", "percentile", "ts_ns", "meta_value", "data_value"]


def ts_ns(ts: str) -> int:
    """An RFC 3339 timestamp as integer unix nanoseconds (exact to the microsecond)."""
    dt = datetime.fromisoformat(ts.replace("z", "Z").replace("Z", "+00:00"))
    return (int(dt.timestamp()) * 1_000_000 + dt.microsecond) * 1000


def meta_value(event: Event, key: str) -> Any:
    """A metadata value, declared or extra."""
    if event.metadata is None:
        return None
    return getattr(event.metadata, key, None)


def data_value(event: Event, key: str) -> Any:
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
        return "qa_check" if self.kind == "qa" else f"spawn {self.actor}"


def _effect(event: Event) -> str | None:
    value = meta_value(event, "effect_id")
    return value if isinstance(value, str) and value else None


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
            eid = _effect(e)
            span.attrs = {key: meta_value(e, key) for key in ("adapter", "model", "effect_id")}
            out.append(span)
            if eid:
                open_by_effect[eid] = span
            open_by_actor.setdefault(e.actor, []).append(span)
        elif e.kind == "agent.stop":
            eid = _effect(e)
            found = open_by_effect.pop(eid, None) if eid else None
            queue = open_by_actor.get(e.actor, [])
            if found is None:
                found = next((s for s in queue if s.open), None)
            if found is None:  # a stop without a wake: still a span, of its own latency
                latency = float(meta_value(e, "latency_ms") or 0)
                span = Span("spawn", e.actor, ts_ns(e.ts) - int(latency * 1e6), ts_ns(e.ts), e.id)
                out.append(span)
            else:
                span = found
                if span in queue:
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
    latency = meta_value(stop, "latency_ms")
    span.latency_ms = float(latency) if latency is not None else (span.end_ns - span.start_ns) / 1e6
    span.tokens_in = float(meta_value(stop, "tokens_in") or 0)
    span.tokens_out = float(meta_value(stop, "tokens_out") or 0)
    span.cost_usd = float(meta_value(stop, "cost_usd") or 0)
    exit_code = data_value(stop, "exit_code")
    if exit_code not in (None, 0):
        span.ok = False
    span.attrs["exit_code"] = exit_code
    for key in ("adapter", "model", "provider", "harness"):
        if meta_value(stop, key) and not span.attrs.get(key):
            span.attrs[key] = meta_value(stop, key)


def _qa_span(e: Event, by_id: dict[str, Event]) -> Span:
    end = ts_ns(e.ts)
    runtime = float(data_value(e, "runtime_ms") or 0)
    start = end - int(runtime * 1e6)
    build = by_id.get(data_value(e, "build_event_id") or "")
    if runtime <= 0 and build is not None:
        start = min(end, ts_ns(build.ts))
    code = data_value(e, "exec_exit_code")
    span = Span("qa", e.actor, start, end, e.id, end_id=e.id, ok=code == 0, latency_ms=(end - start) / 1e6)
    span.attrs = {"exec_exit_code": code, "build_event_id": data_value(e, "build_event_id")}
    return span
