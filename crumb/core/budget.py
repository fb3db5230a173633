"""Budgets in money: a session's ``cost_budget_usd`` and the stack's ``daily_cost_cap_usd``.

The reducer decides from what the transcript recorded, so replay decides the same: the budgets come
from ``session.start``'s limits; the session's spend is the sum of ``metadata.cost_usd`` (reported by
the adapter, or priced from tokens and marked ``cost_source: "estimated"``); the stack's spend on a
UTC day is what the worker recorded on each ``agent.stop`` (``metadata.day_cost_usd`` for
``metadata.cost_day``), and the coordinator records the same on ``session.start``.

At ``cost_pause_at`` (default 80 %) of either budget the session pauses once and asks a person; a
``/resume`` goes on. At the budget it finishes with reason ``cost_budget``. A spawn that reported no
cost and could not be priced (``cost_source: "unpriced"``) counts $0 toward both, so when a budget is
set the session says so in a public note, once per adapter and model, with how to price it. Pure: no I/O.
"""

from __future__ import annotations

from typing import Any

from crumb.core.effects import Spawn
from crumb.core.events import Event
from crumb.core.state import State
from crumb.core.tx import Draft, Tx

__all__ = ["observe", "check", "spent", "COST_PAUSE_HOOK", "COST_REASON", "UNPRICED_TOOL"]

COST_PAUSE_HOOK = "cost_pause"  # the note's data.hook when the session pauses at the threshold
COST_REASON = "cost_budget"
UNPRICED_TOOL = "cost-unpriced@v1"  # the tool of the note that says a spawn's cost is unknown
_DAY_KINDS = frozenset({"agent.stop", "session.start"})


def observe(v: Draft, e: Event) -> None:
    """Take the event's recorded costs into the draft (called once per event, before the handler)."""
    md = e.metadata
    if md is None:
        return
    extra = md.__pydantic_extra__ or {}
    if md.cost_usd and extra.get("cost_source") == "estimated":
        v.cost_estimated_usd = v.cost_estimated_usd + md.cost_usd
    if e.kind in _DAY_KINDS:
        _observe_day(v, extra.get("cost_day"), extra.get("day_cost_usd"))


def _observe_day(v: Draft, day: Any, total: Any) -> None:
    if not isinstance(day, str) or not _is_number(total):
        return
    # Workers record out of order: the largest total of the newest day is the stack's spend so far.
    if v.cost_day is None or day > v.cost_day:
        v.cost_day, v.day_cost_usd = day, float(total)
    elif day == v.cost_day:
        v.day_cost_usd = max(v.day_cost_usd, float(total))


def _is_number(x: Any) -> bool:
    return isinstance(x, (int, float)) and not isinstance(x, bool) and x >= 0


def spent(v: State) -> list[dict[str, Any]]:
    """Each money budget set on the session: {scope, spent_usd, budget_usd, share}."""
    out = []
    for scope, used, name in (
        ("session", v.cost_usd, "cost_budget_usd"),
        ("day", v.day_cost_usd, "daily_cost_cap_usd"),
    ):
        budget = v.limit(name)
        if budget > 0:
            out.append({"scope": scope, "spent_usd": round(used, 6), "budget_usd": budget, "share": used / budget})
    return out


def check(tx: Tx) -> None:
    """Finish at a money budget, or pause once at the threshold of one (the reducer's epilogue)."""
    v = tx.v
    rows = spent(v)
    if not rows:
        return
    _unpriced(tx, rows)
    worst = max(rows, key=lambda r: r["share"])
    if worst["share"] >= 1:
        tx.append(_note(v, tx.e, worst, stop=True))
        tx.finish(COST_REASON)
        return
    threshold = min(1.0, v.limit("cost_pause_at"))
    if worst["share"] >= threshold and not v.cost_paused:
        v.cost_paused, v.paused = True, True
        _hold_spawns(tx)
        tx.hook(COST_PAUSE_HOOK, _words(worst, stop=False, threshold=threshold), {**worst, "threshold": threshold})


def _unpriced(tx: Tx, rows: list[dict[str, Any]]) -> None:
    """Say once per adapter (and model) that a spawn of it cost nothing toward the budgets: its cost is unknown."""
    e, v = tx.e, tx.v
    extra = (e.metadata.__pydantic_extra__ or {}) if e.metadata is not None else {}
    if e.kind != "agent.stop" or extra.get("cost_source") != "unpriced":
        return
    adapter, model = str(extra.get("adapter") or "the adapter"), e.metadata.model if e.metadata else None
    key = f"{adapter}:{model}" if model else adapter
    if key in v.unpriced:
        return
    v.unpriced = (*v.unpriced, key)
    budgets = " and ".join(
        "this session's budget" if r["scope"] == "session" else "the stack's daily cap" for r in rows
    )
    body = (
        f"{e.from_} on {key} reported no cost and could not be priced (no [prices] entry, or no token counts), "
        f"so its spawns count $0 toward {budgets}: set a price in crumb.toml, "
        f'[prices] "{adapter}" = {{ in = USD, out = USD }} per million tokens (or per model, "{adapter}:MODEL"; '
        f'in the environment CRUMB_PRICES="{adapter}=IN/OUT")'
    )
    tx.append(
        {
            "session_id": v.session_id,
            "from": "system",
            "kind": "note",
            "parent_event_id": e.id,
            "body": body,
            "data": {"unpriced": key, "adapter": adapter, "model": model, "budgets": [r["scope"] for r in rows]},
            "metadata": {"visibility": "public", "deterministic": True, "tool": UNPRICED_TOOL},
        }
    )


def _hold_spawns(tx: Tx) -> None:
    """Spawns this same event dispatched wait for the /resume too, as if the pause came first."""
    held = [f for f in tx.fx if f.type == "spawn"]
    if not held:
        return
    ids = {f.id for f in held}
    tx.fx = [f for f in tx.fx if f.id not in ids]
    tx.v.outstanding = {k: x for k, x in tx.v.outstanding.items() if k not in ids}
    queued = tuple({"actor": f.actor, "prompt": f.prompt, "cause_id": tx.e.id} for f in held if isinstance(f, Spawn))
    tx.v.queued = (*tx.v.queued, *queued)


def _words(row: dict[str, Any], *, stop: bool, threshold: float = 1.0) -> str:
    what = "this session's budget" if row["scope"] == "session" else "the stack's daily cap (UTC)"
    spent_of = f"spent ${row['spent_usd']:.4f} of {what} ${row['budget_usd']:.2f} ({row['share']:.0%})"
    if stop:
        return f"{COST_REASON}: {spent_of} — the session stops"
    return f"{spent_of}, past {threshold:.0%} — paused: /resume goes on (it stops at the budget)"


def _note(v: State, e: Event, row: dict[str, Any], *, stop: bool) -> dict[str, Any]:
    """The note that says which budget ended the session (the ``done`` event only names the reason)."""
    return {
        "session_id": v.session_id,
        "from": "system",
        "kind": "note",
        "parent_event_id": e.id,
        "body": _words(row, stop=stop),
        "data": {"budget": COST_REASON, **row},
        "metadata": {"visibility": "public", "deterministic": True, "tool": "cost-budget@v1"},
    }
