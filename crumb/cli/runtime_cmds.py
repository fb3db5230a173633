"""The session commands: run, resume, submit, ls, status, tail, say (the stack's processes: stack_cmds).

Commands that talk to a stack take ``--redis URL`` (else ``CRUMB_REDIS_URL``, else the stack that
``crumb up`` or a running ``crumb run`` recorded in ``$CRUMB_HOME/stack.json``).
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from crumb.cli import common as cli
from crumb.cli.common import EXIT_OK
from crumb.cli.money import show_forecast
from crumb.lifecycle import annotate

# --- run / resume ---------------------------------------------------------------------------


def _report(result: dict[str, Any], as_json: bool) -> int:
    from crumb.cli.ledger_view import lines as ledger_lines
    from crumb.runner import exit_code

    code = exit_code(result)
    if as_json:
        cli.print_json(result)
        return code
    agg = "-" if result["aggregate"] is None else result["aggregate"]
    rows = [
        ("session", result["session_id"]),
        ("verdict", f"{result['verdict'] or '-'}   aggregate {agg}/30"),
        ("reason", result["reason"] or "-"),
        ("game", result["game"] or "(no game was built)"),
        ("transcript", result["transcript"]),
    ]
    lines = [f"{k:<11}{v}" for k, v in rows]
    lines += ledger_lines(result, 10)
    if result["reason"] == "awaiting_approval":
        lines.append(f"approve or veto it later with: crumb resume {result['session_id']}")
    elif result["reason"] == "awaiting_resume":
        lines.append(f"paused at its cost threshold; go on with: crumb say {result['session_id']} /resume")
    print("\n".join(lines))
    return code


def run_session(settings, args: argparse.Namespace, start) -> int:
    """Start a stack unless one is given, submit or resume the session, follow it, report."""
    from crumb.embedded import LocalStack
    from crumb.progress import Progress
    from crumb.runner import drive

    cli.raise_on_term()
    progress = Progress()
    sid = None
    weight(args)  # a bad --weight is refused before the forecast is printed and a stack starts
    forecast = show_forecast(settings, args, cli.bindings, progress)
    try:
        with LocalStack(settings) as stack:
            settings = stack.settings
            sid = start(settings)
            progress.line(f"session {sid} · {settings.session_dir(sid)}")
            result = drive(settings, sid, stack, progress, interactive=sys.stdin.isatty())
            progress.close()
            if forecast is not None:
                result["forecast"] = forecast
            # The answer first; stopping the worker (a warm shutdown) takes a moment more.
            code = _report(result, args.json)
            sys.stdout.flush()
    except KeyboardInterrupt:
        progress.close()
        where = f"; resume with `crumb resume {sid}`" if sid else ""
        print(f"crumb: interrupted, everything stopped{where}", file=sys.stderr)
        return 130
    return code


def cmd_run(args: argparse.Namespace) -> int:
    from crumb.bus import request_session

    settings = cli.settings(args)
    bindings = cli.bindings(settings, args)
    return run_session(
        settings,
        args,
        lambda s: request_session(s, args.goal, bindings=bindings, preset=args.preset, weight=weight(args)),
    )


def cmd_resume(args: argparse.Namespace) -> int:
    from crumb.errors import ConfigError
    from crumb.runner import checked_id
    from crumb.stack import with_stack_url

    # "../sessions" names a folder too: only a session id may, or a local stack would drive a session of that name
    checked_id(args.session_id)
    settings = with_stack_url(cli.settings(args))
    if not settings.session_dir(args.session_id).is_dir():
        raise ConfigError(f"no session {args.session_id!r} under {settings.sessions_dir}; `crumb ls` lists them")
    _acted_on(settings, args.session_id, "not resumed")  # else it would follow a session nobody moves
    if settings.redis_url and not args.own_stack:
        from crumb.progress import Progress
        from crumb.runner import drive

        progress = Progress()
        result = drive(settings, args.session_id, None, progress, interactive=sys.stdin.isatty())
        progress.close()
        return _report(result, args.json)
    return run_session(settings, args, lambda s: args.session_id)


def _acted_on(settings, sid: str, outcome: str) -> None:
    """A ConfigError (exit 2) when a line of the session's transcript is no event: a coordinator leaves it alone."""
    from crumb.errors import ConfigError
    from crumb.readable import not_acting, read

    if said := not_acting(sid, read(settings.paths(sid).transcript)):
        raise ConfigError(f"{outcome}: {said}")


# --- stack commands -------------------------------------------------------------------------


def cmd_submit(args: argparse.Namespace) -> int:
    from crumb.bus import request_session

    settings = cli.stack_settings(args)
    sid = request_session(
        settings, args.goal, bindings=cli.bindings(settings, args), preset=args.preset, weight=weight(args)
    )
    cli.print_json({"session_id": sid}) if args.json else print(sid)
    return EXIT_OK


def cmd_ls(args: argparse.Namespace) -> int:
    from crumb.core.shown import shown
    from crumb.readable import Checked
    from crumb.runner import UNREADABLE, checked_summary, disk_summaries, normalise
    from crumb.stack import with_stack_url

    settings = with_stack_url(cli.settings(args))
    for folder in (settings.home, settings.sessions_dir):
        if folder.exists() and not folder.is_dir():  # else an empty list, as if no session had ever run
            from crumb.errors import ConfigError

            raise ConfigError(
                f"{folder} is not a folder: point CRUMB_HOME (or home in crumb.toml) at the folder of your sessions"
            )
    checked = Checked(settings.home)
    if settings.redis_url:
        from crumb.bus import list_sessions

        # The index says what the coordinator last folded; a line written after it is checked here too.
        rows = [checked_summary(settings, r["session_id"], r, checked) for r in list_sessions(settings)]
        rows += disk_summaries(settings, checked, skip=frozenset(r["session_id"] for r in rows))
    else:
        rows = disk_summaries(settings, checked)
    checked.save()
    rows = annotate(settings, rows, into=[_shown(r, normalise(r, r["session_id"])) for r in rows])
    if args.json:
        cli.print_json(rows)
        return EXIT_OK
    if not rows:
        print(
            f'crumb: no sessions under {settings.sessions_dir}; start one with `crumb run --goal "..."`',
            file=sys.stderr,
        )
    for r in rows:
        agg = f"{r['aggregate']}/30" if r["aggregate"] is not None else "-"
        said = shown(r["reason"] if r["status"] == UNREADABLE else (r["goal"] or "")[:60], one_line=True)
        print(f"{r['session_id']}  {r['status']:<7} {r['lifecycle']:<11} {r['verdict'] or '-':<8} {agg:<8} {said}")
        for line in _unreadable_text(r, LS_LINES_SHOWN) if r["status"] != UNREADABLE else ():
            print(line)
    return EXIT_OK


# `crumb ls` names this many unreadable lines of a session (the dashboard's row and `crumb status`: all).
LS_LINES_SHOWN = 3


def _shown(summary: dict[str, Any], row: dict[str, Any]) -> dict[str, Any]:
    """A row with the transcript's unreadable lines (crumb.readable), as the dashboard's rows carry them."""
    return row | {"unreadable": list(summary.get("unreadable") or [])}


def _unreadable_text(row: dict[str, Any], most: int) -> list[str]:
    """An indented line per unreadable line of the row's transcript, the first ``most`` of them."""
    bad = row["unreadable"]
    out = [f"  ! {u['message']}" for u in bad[:most]]
    if len(bad) > most:
        out.append(
            f"  ! and {len(bad) - most} more unreadable lines; `crumb status {row['session_id']}` names them all"
        )
    return out


def cmd_status(args: argparse.Namespace) -> int:
    from crumb.readable import read, told
    from crumb.runner import known_session, normalise
    from crumb.stack import with_stack_url

    settings = with_stack_url(cli.settings(args))
    summary = known_session(settings, args.session_id)
    path = settings.paths(args.session_id).transcript
    got = read(path)  # every line that is not an event is named, and the rest shown, as on the dashboard
    summary = told(args.session_id, summary, got) if path.is_file() else {**summary, "unreadable": []}
    shown = _shown(summary, normalise(summary, args.session_id)) | {"unmet": list(summary.get("unmet") or [])}
    [row] = annotate(settings, [summary], into=[shown])
    if path.is_file():  # the same formulas as the dashboard and `crumb metrics` (crumb.core.metrics)
        from crumb.core.metrics import compute

        m = compute(got.events)
        row |= {
            "events": m["events"],
            "spawns": m["spawns"],
            "failures": m["failures"],
            "tokens": int(m["tokens"]),
            "cost_usd": m["cost_usd"],
            "qa_runs": m["qa"]["runs"],
        }
    slots = summary.get("waiting_for_slot") or []
    if args.json:
        row["waiting_for_slot"] = slots  # a concurrency limit holds its work back (crumb fleet: the whole queue)
        cli.print_json(row | {"requirements": summary.get("requirements")})
        return EXIT_OK
    if slots:
        row["waiting"] = [
            f"{w['actor']} for a {w['key']} slot (place {w['position']}, limit {w['limit']})" for w in slots
        ]
    from crumb.cli.ledger_view import status_text

    print(status_text(row, summary))
    return EXIT_OK


def weight(args: argparse.Namespace) -> float | None:
    """``--weight``, checked: a share in (0, 1000]."""
    from crumb.core.admission import MAX_WEIGHT
    from crumb.errors import ConfigError

    w = getattr(args, "weight", None)
    if w is not None and not 0 < w <= MAX_WEIGHT:
        raise ConfigError(f"--weight {w:g}: give a share above 0 and at most {MAX_WEIGHT:g} (1 is everyone's default)")
    return w


def cmd_tail(args: argparse.Namespace) -> int:
    from crumb.core.shown import json_shown
    from crumb.progress import describe_event
    from crumb.runner import SESSION_APPEARS_S, checked_id, follow, known_session, load_summary, normalise

    checked_id(args.session_id)  # a usage error before "no running stack"
    settings = cli.stack_settings(args)
    known_session(settings, args.session_id, within_s=SESSION_APPEARS_S)  # else it would wait forever
    last = {"id": args.from_id}

    def show(stream_id: str, event: dict[str, Any]) -> None:
        last["id"] = stream_id
        line = (
            json_shown(json.dumps({"stream_id": stream_id, "event": event}, ensure_ascii=False))
            if args.json
            else describe_event(event)
        )
        print(line, flush=True)

    def ended() -> bool:  # the stream may be trimmed, or the session over before we started
        summary = load_summary(settings, args.session_id)
        return summary is not None and bool(summary) and normalise(summary, args.session_id)["status"] == "done"

    try:
        follow(
            settings,
            args.session_id,
            on_event=show,
            last_id=args.from_id,
            stop_on_approval=False,
            ended=ended,
            block_ms=1000,
        )
    except KeyboardInterrupt:
        print(f"crumb: stopped; continue with `crumb tail {args.session_id} --from {last['id']}`", file=sys.stderr)
        return 130
    return EXIT_OK


def cmd_say(args: argparse.Namespace) -> int:
    from crumb.core.inbox import parse_line
    from crumb.runner import SESSION_APPEARS_S, checked_id, known_session

    draft = parse_line(args.line, checked_id(args.session_id))  # InterventionError → exit 2, before any network
    from crumb.bus import submit_draft

    settings = cli.stack_settings(args)
    # The coordinator drops a draft for a session it does not hold: say so here, not "sent".
    known_session(settings, args.session_id, within_s=SESSION_APPEARS_S)
    _acted_on(settings, args.session_id, "not sent")
    entry = submit_draft(settings, draft)
    if args.json:
        cli.print_json({"session_id": args.session_id, "kind": draft.get("kind"), "entry": entry})
    else:
        print(f"sent {draft.get('kind')} to {args.session_id}")
    return EXIT_OK


# --- registration ---------------------------------------------------------------------------


def _say_epilog() -> str:
    """The intervention grammar, from the one table in crumb.core.inbox (the parser uses the same)."""
    from crumb.core.inbox import grammar_text

    return "intervention grammar:\n" + grammar_text()


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "run",
        help="run one session to its end on a local stack (embedded server unless --redis)",
        description="Start an embedded server (unless --redis/CRUMB_REDIS_URL), the coordinator and "
        "one worker; run the session from the goal to its verdict; print where the game is; stop "
        "everything. Exit 0 PASS or approved, 1 finished without PASS, 2 usage, 4 infrastructure.",
    )
    cli.add_session_opts(p)
    cli.add_redis(p)
    cli.add_json(p)
    p.set_defaults(func=cmd_run)

    p = sub.add_parser("resume", help="continue a session: follow it, and ask for approval if it waits for one")
    p.add_argument("session_id", metavar="SID")
    p.add_argument("--own-stack", action="store_true", help="start a local stack even when one is running")
    cli.add_redis(p)
    cli.add_json(p)
    p.set_defaults(func=cmd_resume)

    p = sub.add_parser("submit", help="start a session on a running stack; prints its id")
    cli.add_session_opts(p)
    cli.add_redis(p)
    cli.add_json(p)
    p.set_defaults(func=cmd_submit)

    p = sub.add_parser("ls", help="list sessions (the stack's index and $CRUMB_HOME/sessions)")
    cli.add_redis(p)
    cli.add_json(p)
    p.set_defaults(func=cmd_ls)

    p = sub.add_parser("status", help="one session's status, stage, verdict, reason and aggregate")
    p.add_argument("session_id", metavar="SID")
    cli.add_redis(p)
    cli.add_json(p)
    p.set_defaults(func=cmd_status)

    p = sub.add_parser("tail", help="follow a session's live events until it ends")
    p.add_argument("session_id", metavar="SID")
    p.add_argument("--from", dest="from_id", default="0", metavar="ID", help="continue after this live-stream id")
    cli.add_redis(p)
    cli.add_json(p)
    p.set_defaults(func=cmd_tail)

    p = sub.add_parser(
        "say",
        help="send an intervention line to a session (see the grammar below)",
        epilog=_say_epilog(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("session_id", metavar="SID")
    p.add_argument("line", metavar="LINE", help='one intervention line, e.g. "/approve"')
    cli.add_redis(p)
    cli.add_json(p)
    p.set_defaults(func=cmd_say)
