"""A session's lifecycle, one derivation for ``crumb ls``, ``crumb status`` and the dashboard.

:func:`derive` reads a session summary (:func:`crumb.core.state.summary`: status, stage,
outstanding effect ids, last event id), the time now, ``idle_after_min`` and — when the stack is
reachable — a :class:`Probe` of Redis, and says one of :data:`LIFECYCLES` with why:

- ``done``         the session finished (its ``done`` was written)
- ``waiting``      for a person: a PARTIAL verdict awaits /approve or /veto, or a pause holds it; or
                   for a slot: all its outstanding work waits for an adapter's concurrency limit
- ``interrupted``  effects are outstanding, none of them has a worker's claim ``{ns}:effect:{id}``
                   and no coordinator holds the lease, so nothing will re-dispatch them. This is
                   decided only where the stack is reachable (a probe is given): without one it
                   cannot be told from work sitting in a queue, and the session reads idle or running.
                   Also a session not done whose transcript holds a line that is no event, or none that
                   is one (crumb.readable): a coordinator that starts leaves it alone.
- ``idle``         no event for ``idle_after_min`` minutes (the last event's time is read from its ULID)
- ``running``      anything else: work is in flight or the last event is recent.

:func:`probe` is the one Redis read (two commands for any number of sessions); :func:`annotate`
adds ``lifecycle`` and ``lifecycle_why`` to rows.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from crumb.config import Settings
from crumb.core.ulids import ulid_time
from crumb.errors import CrumbError

__all__ = ["LIFECYCLES", "Probe", "derive", "probe", "annotate"]

LIFECYCLES = ("running", "waiting", "idle", "interrupted", "done")


@dataclass(frozen=True)
class Probe:
    """What a reachable stack says: the effect ids a worker has claimed, and whether a coordinator is active."""

    claimed: frozenset[str]
    coordinator: bool


def derive(summary: Mapping[str, Any], now: datetime, idle_after_min: float, stack: Probe | None) -> tuple[str, str]:
    """(lifecycle, why) of one session; pure."""
    if summary.get("status") == "unreadable":  # not one line is an event: "running, no event yet" would be a lie
        return "interrupted", f"its transcript cannot be read ({summary.get('reason')}); nothing moves it until it is"
    if summary.get("status") in ("done", "ended", "finished") or summary.get("stage") == "done":
        return "done", f"finished: {summary.get('reason') or 'done'}"
    if bad := summary.get("unreadable"):  # crumb.readable: a starting coordinator leaves such a session alone
        return "interrupted", (
            f"line {bad[0].get('line')} of its transcript is no event: no coordinator moves it on until that line "
            "is fixed or removed"
        )
    if summary.get("stage") == "awaiting_approval":
        return "waiting", "a PARTIAL verdict awaits /approve or /veto"
    if summary.get("status") == "paused":
        return "waiting", "paused until /resume"
    outstanding, queued = list(summary.get("outstanding") or ()), list(summary.get("queued") or ())
    if queued and not outstanding:  # only a person's /resume moves it (with work in flight, it still runs)
        return "waiting", f"{', '.join(queued)} queued by a pause until /resume"
    if stack is not None and outstanding and not stack.coordinator and not stack.claimed & set(outstanding):
        n = len(outstanding)
        return "interrupted", f"{n} effect(s) outstanding, no worker holds one and no coordinator is active"
    slots = [w for w in summary.get("waiting_for_slot") or () if w.get("effect_id") in outstanding]
    if slots and len(slots) == len(outstanding):  # every piece of its work waits for a concurrency slot
        w = min(slots, key=lambda x: x.get("position") or 0)
        return (
            "waiting",
            f"{w.get('actor')} waits for a {w.get('key')} slot (place {w.get('position')}, limit {w.get('limit')})",
        )
    last = ulid_time(summary.get("last_event_id"))
    quiet_min = (now - last).total_seconds() / 60 if last else None
    if quiet_min is not None and quiet_min >= idle_after_min:
        return "idle", f"no event for {quiet_min:.0f} min (idle after {idle_after_min:g})"
    if outstanding:
        return "running", f"{len(outstanding)} effect(s) in flight"
    return "running", "the last event was recent" if last else "no event yet"


def probe(settings: Settings, summaries: Iterable[Mapping[str, Any]]) -> Probe | None:
    """Ask Redis which outstanding effects are claimed and whether a coordinator holds the lease.

    None when the stack is unreachable (or not configured)."""
    if not settings.redis_url:
        return None
    from crumb.connections import keys, redis_client, redis_errors

    ids = sorted({eid for s in summaries if s.get("status") != "done" for eid in s.get("outstanding") or ()})
    k = keys(settings)
    try:
        with redis_errors(settings, "reading effect claims for the lifecycle"):
            client = redis_client(settings)
            claims = client.mget([k.effect(eid) for eid in ids]) if ids else []
            lease = client.exists(k.lease)
    except CrumbError:  # unreachable: the lifecycle is derived without the stack
        return None
    return Probe(frozenset(eid for eid, c in zip(ids, claims, strict=True) if c is not None), bool(lease))


def annotate(
    settings: Settings,
    rows: list[dict[str, Any]],
    *,
    into: list[dict[str, Any]] | None = None,
    now: datetime | None = None,
) -> list[dict[str, Any]]:
    """Copies of ``into`` (default: the summary rows) with the ``lifecycle`` and ``lifecycle_why`` of each
    of ``rows``, from one probe of the stack."""
    now = now or datetime.now(UTC)
    stack = probe(settings, rows)
    out = []
    for r, shown in zip(rows, into if into is not None else rows, strict=True):
        state, why = derive(r, now, settings.idle_after_min, stack)
        out.append({**shown, "lifecycle": state, "lifecycle_why": why})
    return out
