"""Several takes of one pitch at once: start them, follow them together, rank them.

Each variant is an ordinary session whose ``session.start`` carries ``variant = {group, index, of,
seed}`` (and, with ``--variant-bind``, its own binding). The ranking is one key per session, best
first: the audited verdict, then fewer unmet requirements, a higher aggregate, fewer QA findings,
and a lower cost.
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from crumb.config import Settings
from crumb.errors import ConfigError

__all__ = ["MAX_VARIANTS", "Variant", "plan", "start", "follow", "outcome", "rank"]

MAX_VARIANTS = 16
_VERDICT_ORDER = {"PASS": 0, "PARTIAL": 1, "FAIL": 2, "REJECT": 3}


@dataclass
class Variant:
    """One take: its place in the group, its seed and extra binding, and (once known) its session."""

    index: int
    of: int
    group: str
    seed: int
    bind: str | None = None
    session_id: str | None = None
    stage: str = "queued"
    ended: bool = False
    last_id: str = "0"
    result: dict[str, Any] = field(default_factory=dict)

    def record(self) -> dict[str, Any]:
        return {"group": self.group, "index": self.index, "of": self.of, "seed": self.seed, "bind": self.bind}


def plan(n: int, binds: list[str], *, group: str | None = None) -> list[Variant]:
    """N variants (1–16) with fresh seeds; ``binds[i]`` (``actor=adapter[:model]``) goes to variant i."""
    if not 1 <= n <= MAX_VARIANTS:
        raise ConfigError(f"--variants {n}: give between 1 and {MAX_VARIANTS} variants")
    if len(binds) > n:
        raise ConfigError(f"{len(binds)} --variant-bind for {n} variants; give at most one per variant")
    from crumb.bindings import parse_bind

    for item in binds:
        parse_bind(item, "--variant-bind")  # a malformed one is a ConfigError naming it, before anything starts
    group = group or secrets.token_hex(4)
    return [Variant(i, n, group, secrets.randbelow(2**31), binds[i] if i < len(binds) else None) for i in range(n)]


def start(
    settings: Settings,
    goal: str,
    variants: list[Variant],
    bindings_for: Callable[[str | None], dict],
    preset: str | None,
    lineage: dict[str, Any] | None = None,
    weight: float | None = None,
) -> None:
    """Ask for every variant's session (one new_session each; all continue ``lineage`` when given).
    ``weight``: the group's share at the slots (crumb.core.admission), the same on every variant."""
    from crumb.bus import request_session

    for v in variants:
        v.session_id = request_session(
            settings,
            goal,
            bindings=bindings_for(v.bind),
            preset=preset,
            variant=v.record(),
            lineage=lineage,
            weight=weight,
        )


def _step(settings: Settings, v: Variant, describe: Callable[[dict[str, Any]], str]) -> None:
    from crumb.bus import read_live
    from crumb.runner import is_awaiting_approval

    for entry_id, event in read_live(settings, str(v.session_id), last_id=v.last_id, block_ms=0):
        v.last_id = entry_id
        v.stage = describe(event) or v.stage
        if event.get("kind") == "session.end" or is_awaiting_approval(event):
            v.ended = True


def follow(
    settings: Settings,
    variants: list[Variant],
    *,
    on_tick: Callable[[list[Variant]], None],
    describe: Callable[[dict[str, Any]], str],
    poll_s: float = 0.25,
) -> None:
    """Read every variant's live stream until each has ended or waits for a person; ``on_tick`` after each round."""
    while not all(v.ended for v in variants):
        for v in variants:
            if not v.ended:
                _step(settings, v, describe)
        on_tick(variants)
        if not all(v.ended for v in variants):
            time.sleep(poll_s)


def outcome(settings: Settings, sid: str) -> dict[str, Any]:
    """What ranking needs of one session, from its transcript: verdict, aggregate, unmet, findings, cost, game."""
    from crumb.core.ledger import changes_of, judge, unmet_ids
    from crumb.core.reducer import fold
    from crumb.core.state import summary
    from crumb.runner import game_path
    from crumb.transcript import read_events

    state = fold(read_events(settings.paths(sid).transcript, repair=False))
    s = summary(state)
    qa = dict(state.qa or {})
    failing = [c for c in qa.get("checks") or [] if isinstance(c, dict) and c.get("status") == "fail"]
    game = game_path(settings, sid)
    return {
        "session_id": sid,
        "verdict": s["verdict"],
        "aggregate": s["aggregate"],
        "unmet": unmet_ids(judge(state.goal, state.spec, state.qa, changes_of(state.lineage))) if state.spec else [],
        "qa_findings": len(qa.get("findings") or []) + len(failing),
        "cost_usd": s["cost_usd"],
        "game": str(game) if game.exists() else None,
        "reason": "awaiting_approval" if state.awaiting_approval and not state.done else s["reason"],
    }


def _key(row: dict[str, Any]) -> tuple:
    agg = row.get("aggregate")
    return (
        _VERDICT_ORDER.get(str(row.get("verdict")), 9),
        len(row.get("unmet") or []),
        -(agg if isinstance(agg, (int, float)) else -1),
        row.get("qa_findings") or 0,
        row.get("cost_usd") or 0.0,
    )


def rank(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The rows best first, each with its ``rank`` (1 = best); ties keep the variants' order."""
    ordered = sorted(rows, key=_key)
    return [{**row, "rank": n} for n, row in enumerate(ordered, 1)]
