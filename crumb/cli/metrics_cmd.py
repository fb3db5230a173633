"""`crumb metrics [SID ...]`: per-actor latency, tokens, cost and failures, and QA time.

The numbers come from :mod:`crumb.core.metrics` (``digest`` + ``rollup``), the same functions behind the
dashboard's metrics page, read from the transcripts on disk (the canonical log; no stack needed).
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from crumb.cli import common as cli
from crumb.cli.common import EXIT_OK


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "metrics", help="per-actor latency, tokens, cost and failures, and QA time, from the transcripts"
    )
    p.add_argument("sessions", nargs="*", metavar="SID", help="only these sessions (default: every session on disk)")
    p.add_argument("--json", action="store_true", help="print the rollup as JSON")
    p.set_defaults(func=cmd_metrics)


def cmd_metrics(args: argparse.Namespace) -> int:
    from crumb.config import load_settings
    from crumb.core import metrics
    from crumb.errors import ConfigError
    from crumb.runner import checked_id
    from crumb.transcript import TRANSCRIPT_FILE, read_each, read_events

    settings = load_settings()
    root = settings.sessions_dir
    if args.sessions:
        paths = []
        for sid in args.sessions:
            path = settings.paths(checked_id(sid)).transcript
            if not path.is_file():
                raise ConfigError(f"no session {sid!r} under {root}; see `crumb ls`")
            paths.append(path)
        out = metrics.rollup(metrics.digest(read_events(p, repair=False)) for p in paths)  # asked for: each or an error
    else:
        paths = sorted(root.glob(f"*/{TRANSCRIPT_FILE}")) if root.is_dir() else []
        out = metrics.rollup(metrics.digest(events) for _path, events in read_each(paths, cli.skipped))
    if args.json:
        print(json.dumps(out, ensure_ascii=False, indent=2))
    else:
        print(render(out))
    return EXIT_OK


def _num(value: Any, unit: str = "") -> str:
    if value is None:
        return "-"
    if isinstance(value, float) and not value.is_integer():
        return f"{value:,.3f}{unit}" if value < 1 else f"{value:,.1f}{unit}"
    return f"{int(value):,}{unit}"


def render(out: dict[str, Any]) -> str:
    """The rollup as a table a person reads at a terminal."""
    lines = [f"{out['sessions']} session(s), cost ${out['cost_usd']:.4f}", ""]
    header = ("actor", "spawns", "failures", "errors", "p50 ms", "p95 ms", "tokens in", "tokens out", "cost $")
    rows = [header]
    for actor, r in out["per_actor"].items():
        lat = r["latency_ms"]
        rows.append(
            (
                actor,
                _num(r["spawns"]),
                _num(r["failures"]),
                _num(r["errors"]),
                _num(lat["p50"]),
                _num(lat["p95"]),
                _num(r["tokens_in"]),
                _num(r["tokens_out"]),
                f"{r['cost_usd']:.4f}",
            )
        )
    if len(rows) == 1:
        lines.append("no agent has run yet")
    else:
        widths = [max(len(str(row[i])) for row in rows) for i in range(len(header))]
        lines += [
            "  ".join(
                str(c).ljust(w) if i == 0 else str(c).rjust(w)
                for i, (c, w) in enumerate(zip(row, widths, strict=False))
            )
            for row in rows
        ]
    qa = out["qa"]
    lines += [
        "",
        f"QA: {qa['runs']} run(s), {qa['failed']} failed, p50 {_num(qa['p50_ms'], ' ms')}, "
        f"p95 {_num(qa['p95_ms'], ' ms')}, total {_num(qa['total_ms'], ' ms')}",
    ]
    return "\n".join(lines)
