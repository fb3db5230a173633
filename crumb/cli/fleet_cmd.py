"""``crumb fleet``: the concurrency limits, and per adapter what is in flight and what waits for a slot."""

from __future__ import annotations

import argparse
from typing import Any

from crumb.cli import common as cli
from crumb.cli.common import EXIT_INFRA, EXIT_OK


def from_transcripts(settings) -> dict[str, Any]:
    """The fleet as the transcripts say it is (what a coordinator would rebuild): no Redis needed."""
    from crumb.gate import Gate
    from crumb.recovery import replay, session_ids_on_disk
    from crumb.transcript import read_each

    paths = [settings.paths(sid).transcript for sid in session_ids_on_disk(settings)]
    sessions = {path.parent.name: replay(path.parent.name, events) for path, events in read_each(paths, cli.skipped)}
    gate = Gate(settings, sessions)
    gate.derive()
    return gate.view() | {"source": "transcripts"}


def fleet_text(view: dict[str, Any]) -> str:
    """One line per key (limit, in flight, waiting), then who is in flight and who waits, in order."""
    keys = view.get("keys") or {}
    if not keys:
        return "no limits set and nothing in flight (set [concurrency] in crumb.toml or CRUMB_CONCURRENCY)"
    lines = [f"{'key':<24} {'limit':>9} {'in flight':>9} {'waiting':>7}"]
    for key, row in sorted(keys.items()):
        limit = row.get("limit") or 0
        lines.append(f"{key:<24} {limit or 'unlimited':>9} {len(row['in_flight']):>9} {len(row['waiting']):>7}")
    for key, row in sorted(keys.items()):
        for r in row["in_flight"]:
            lines.append(f"  {key}: running  {r['actor']:<13} session {r['session_id']}  effect {r['effect_id']}")
        for r in row["waiting"]:
            who = " (a person's)" if r.get("priority") == "person" else ""
            lines.append(
                f"  {key}: waiting  {r.get('actor') or '?':<13} session {r['session_id']}  place {r.get('position')}{who}"
            )
    if view.get("at"):
        lines.append(f"as of {view['at']} ({view.get('source', 'the coordinator')})")
    return "\n".join(lines)


def cmd_fleet(args: argparse.Namespace) -> int:
    view: dict[str, Any] | None
    if args.from_transcripts:
        view = from_transcripts(cli.settings(args))
    else:
        from crumb.slots import read_fleet

        settings = cli.stack_settings(args)
        view = read_fleet(settings)
        if view is None:
            msg = (
                f"no fleet view at {settings.redis_url} (namespace {settings.namespace}): no coordinator has "
                "admitted a spawn there yet, or Redis is unreachable; try --from-transcripts"
            )
            if args.json:
                cli.print_json({"error": msg})
            else:
                print(f"crumb: {msg}")
            return EXIT_INFRA
        view["source"] = "the coordinator"
    if args.json:
        cli.print_json(view)
    else:
        print(fleet_text(view))
    return EXIT_OK


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "fleet",
        help="concurrency limits, and per adapter the spawns in flight and those waiting for a slot",
        description="The global slot table ([concurrency] in crumb.toml, CRUMB_CONCURRENCY) as the active "
        "coordinator last wrote it: per adapter (adapter:model, qa) its limit, the spawns holding a slot and "
        "the ones waiting, in the order they will go. --from-transcripts derives the same from the session "
        "folders, with no stack. Exit 0, or 4 when no stack answers.",
    )
    p.add_argument(
        "--from-transcripts", action="store_true", help="derive the table from $CRUMB_HOME/sessions, not Redis"
    )
    cli.add_redis(p)
    cli.add_json(p)
    p.set_defaults(func=cmd_fleet)
