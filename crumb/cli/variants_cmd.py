"""``crumb run --variants N`` and ``crumb submit --variants N``: several takes of one pitch, ranked."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from typing import Any

from crumb import variants as vs
from crumb.cli.runtime_cmds import weight

_WORKERS_MAX = 8  # worker processes a local stack starts for variants, whatever N


def _stage(event: dict[str, Any]) -> str:
    from crumb.progress import stage_of

    found = stage_of(event)
    return found[1] if found else ""


def _rows(settings, group: list[vs.Variant]) -> list[dict[str, Any]]:
    rows = [
        vs.outcome(settings, str(v.session_id)) | {"seed": v.seed, "bind": v.bind, "variant": v.index + 1}
        for v in group
    ]
    return vs.rank(rows)


def _print_ranking(rows: list[dict[str, Any]], as_json: bool) -> None:
    if as_json:
        keys = (
            "session_id",
            "rank",
            "verdict",
            "aggregate",
            "unmet",
            "game",
            "cost_usd",
            "variant",
            "seed",
            "bind",
            "qa_findings",
            "reason",
        )
        print(json.dumps({"variants": [{k: r.get(k) for k in keys} for r in rows]}, ensure_ascii=False))
        return
    print(
        f"{'rank':<5}{'variant':<8}{'session':<28}{'verdict':<9}{'aggregate':<10}{'unmet':<6}{'findings':<9}{'cost':<9}game"
    )
    for r in rows:
        agg = "-" if r["aggregate"] is None else f"{r['aggregate']:g}/30"
        print(
            f"{r['rank']:<5}{r['variant']:<8}{r['session_id']:<28}{r['verdict'] or '-':<9}{agg:<10}{len(r['unmet']):<6}"
            f"{r['qa_findings']:<9}${r['cost_usd']:<8.4f}{r['game'] or '(no game)'}"
        )


def _plan(args: argparse.Namespace) -> list[vs.Variant]:
    """The variants asked for: --variants N (0 is refused, not read as left out), else one per --variant-bind."""
    n = args.variants if args.variants is not None else len(args.variant_bind)
    return vs.plan(n, list(args.variant_bind))


def run_variants(
    settings,
    args: argparse.Namespace,
    goal: str,
    lineage: dict[str, Any] | None,
    bindings_for: Callable[[str | None], dict],
) -> int:
    """Start N variants on a local stack (or the given one), follow them with one display, print the ranking."""
    from crumb.cli.common import raise_on_term
    from crumb.embedded import LocalStack
    from crumb.progress import Progress

    group = _plan(args)
    share = weight(args)  # checked before anything starts
    raise_on_term()
    progress = Progress()
    shown: list[str] = []

    def tick(items: list[vs.Variant], stack: LocalStack) -> None:
        stack.check()
        line = " · ".join(f"#{v.index + 1} {v.stage}" for v in items)
        if line != (shown[-1] if shown else None):
            shown.append(line)
            progress.line(line)

    try:
        # Prefork: N sessions' checks at once, each in a process (and browser) of its own.
        with LocalStack(settings, worker_concurrency=min(max(2, len(group)), _WORKERS_MAX), pool=None) as stack:
            live = stack.settings
            vs.start(live, goal, group, bindings_for, args.preset, lineage, weight=share)
            progress.line(f"{len(group)} variants of one pitch: {', '.join(str(v.session_id) for v in group)}")
            vs.follow(live, group, on_tick=lambda items: tick(items, stack), describe=_stage)
            progress.close()
            rows = _rows(live, group)
    except KeyboardInterrupt:
        progress.close()
        started = [v.session_id for v in group if v.session_id]
        print(
            f"crumb: interrupted, everything stopped; resume each with `crumb resume SID` ({', '.join(started)})",
            file=sys.stderr,
        )
        return 130
    _print_ranking(rows, args.json)
    return 0 if rows and rows[0]["verdict"] == "PASS" else 1


def submit_variants(
    settings,
    args: argparse.Namespace,
    goal: str,
    lineage: dict[str, Any] | None,
    bindings_for: Callable[[str | None], dict],
) -> int:
    """Start N variants on the running stack; print their ids (``crumb ls``/the gallery ranks them later)."""
    group = _plan(args)
    vs.start(settings, goal, group, bindings_for, args.preset, lineage, weight=weight(args))
    if args.json:
        print(
            json.dumps(
                {
                    "group": group[0].group,
                    "variants": [
                        {"session_id": v.session_id, "variant": v.index + 1, "seed": v.seed, "bind": v.bind}
                        for v in group
                    ],
                }
            )
        )
    else:
        print("\n".join(str(v.session_id) for v in group))
    return 0
