"""What a session will cost, forecast from the finished sessions' transcripts before it starts.

Per actor: the spend of that actor on the same adapter in past sessions of the same kind of game
(:func:`crumb.core.pitch_reader.kind`), else of any kind (said so). The forecast is the sum of the
actors' medians, with the sum of their 90th percentiles as the high end, and says how many past
sessions it rests on — or plainly that there are none. ``crumb run`` prints it before the session
starts (``--json``: ``forecast``); the dashboard's start form asks ``GET /api/forecast``.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from statistics import median
from typing import Any

from crumb.config import Settings
from crumb.core import pitch_reader
from crumb.core.roles import BINDABLE, SPAWNABLE

__all__ = ["Past", "forecast", "past_sessions", "scan", "describe"]

_KINDS = ("session.start", "agent.stop", "done")


def scan(path: Path, kinds: tuple[str, ...]) -> Iterator[dict[str, Any]]:
    """The events of ``kinds`` in a transcript, parsed as plain JSON (other lines are not parsed)."""
    try:
        fh = path.open(encoding="utf-8", errors="replace")
    except OSError:
        return
    with fh:
        for line in fh:
            if not any(f'"{k}"' in line for k in kinds):
                continue
            try:
                e = json.loads(line)
            except ValueError:
                continue
            if isinstance(e, dict) and e.get("kind") in kinds:
                yield e


@dataclass
class Past:
    """One finished session: its kind of game and what each (actor, adapter) spent."""

    session_id: str
    kind: str | None
    spent: dict[tuple[str, str], float] = field(default_factory=dict)
    estimated: bool = False


def past_sessions(settings: Settings) -> list[Past]:
    """Every finished session under $CRUMB_HOME with the costs its agent.stop events recorded."""
    if not settings.sessions_dir.is_dir():
        return []
    out = []
    for folder in sorted(settings.sessions_dir.iterdir()):
        past = _read(folder.name, settings.paths(folder.name).transcript)
        if past is not None:
            out.append(past)
    return out


def _read(sid: str, path: Path) -> Past | None:
    goal, done, past = None, False, Past(sid, None)
    for e in scan(path, _KINDS):
        md = e.get("metadata") or {}
        if e["kind"] == "session.start" and goal is None:
            goal = (e.get("data") or {}).get("goal")
        elif e["kind"] == "done":
            done = True
        elif e.get("from") in SPAWNABLE and isinstance(md.get("cost_usd"), (int, float)):
            key = (str(e["from"]), str(md.get("adapter") or "?"))
            past.spent[key] = past.spent.get(key, 0.0) + float(md["cost_usd"])
            past.estimated = past.estimated or md.get("cost_source") == "estimated"
    if not done or not isinstance(goal, str):
        return None
    found = pitch_reader.kind(goal)
    past.kind = found[0] if found else None
    return past


def _p90(xs: list[float]) -> float:
    ordered = sorted(xs)
    return ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))]


def forecast(
    settings: Settings, goal: str, bindings: Mapping[str, Mapping[str, Any]], past: list[Past] | None = None
) -> dict[str, Any]:
    """The forecast for a session of ``goal`` on ``bindings`` ({actor: {adapter, ...}})."""
    past = past_sessions(settings) if past is None else past
    found = pitch_reader.kind(goal)
    kind = found[0] if found else None
    actors: list[dict[str, Any]] = []
    used: set[str] = set()
    for actor in BINDABLE:
        adapter = str((bindings.get(actor) or {}).get("adapter") or "local")
        ran = [p for p in past if (actor, adapter) in p.spent]
        same = [p for p in ran if p.kind == kind]
        pick, match = (same, "same kind") if same else (ran, "any kind") if ran else ([], "none")
        costs = [p.spent[(actor, adapter)] for p in pick]
        used.update(p.session_id for p in pick)
        actors.append(
            {
                "actor": actor,
                "adapter": adapter,
                "sessions": len(pick),
                "match": match,
                "median_usd": round(median(costs), 6) if costs else None,
                "p90_usd": round(_p90(costs), 6) if costs else None,
                "estimated": any(p.estimated for p in pick),
            }
        )
    known = [a for a in actors if a["sessions"]]
    return {
        "kind": kind,
        "kind_label": pitch_reader.kind_label(kind) if kind else None,
        "based_on": len(used),
        "usd": round(sum(a["median_usd"] for a in known), 6) if known else None,
        "usd_p90": round(sum(a["p90_usd"] for a in known), 6) if known else None,
        "complete": len(known) == len(actors),
        "estimated": any(a["estimated"] for a in known),
        "actors": actors,
        "text": describe(actors, kind, len(used)),
    }


def describe(actors: list[dict[str, Any]], kind: str | None, based_on: int) -> str:
    """One line a person reads: the forecast and what it rests on, or that there is nothing to go on."""
    known = [a for a in actors if a["sessions"]]
    if not known:
        adapters = ", ".join(sorted({a["adapter"] for a in actors}))
        return f"no forecast: no finished session has run on {adapters} yet (0 past sessions)"
    usd = sum(a["median_usd"] for a in known)
    high = sum(a["p90_usd"] for a in known)
    what = pitch_reader.kind_label(kind) if kind else "this kind of game"
    same = all(a["match"] == "same kind" for a in known)
    basis = f"{based_on} past session{'s' if based_on != 1 else ''}"
    basis += f" of {what}" if same else " (some of other kinds of game)"
    missing = [f"{a['actor']} on {a['adapter']}" for a in actors if not a["sessions"]]
    gaps = f"; nothing known for {', '.join(missing)}" if missing else ""
    est = "; partly estimated from token prices" if any(a["estimated"] for a in known) else ""
    return f"≈ ${usd:.4f} (90th percentile ${high:.4f}), from {basis}{gaps}{est}"
