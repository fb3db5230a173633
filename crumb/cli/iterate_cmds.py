"""Iterating on games: ``--from`` (continue a game), ``--variants`` and ``--release`` on ``crumb run`` / ``submit``.

This module adds its options to the ``run`` and ``submit`` parsers that :mod:`crumb.cli.runtime_cmds`
registers, and answers them; without them those commands behave exactly as before.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from crumb.cli import common as cli
from crumb.cli import runtime_cmds as rt


def _lineage(settings, args: argparse.Namespace) -> dict[str, Any] | None:
    if not args.from_ref:
        return None
    from crumb.lineage import resolve

    return resolve(settings, args.from_ref, args.goal)


def _goal(args: argparse.Namespace, lineage: dict[str, Any] | None) -> str:
    """A continued game keeps its pitch; the change request travels in the lineage."""
    return str(lineage.get("parent_goal") or args.goal) if lineage else args.goal


def _check_release_name(args: argparse.Namespace) -> None:
    from crumb.exports import VERSION_RE, ReleaseNameError

    if args.release and not VERSION_RE.match(args.release):
        raise ReleaseNameError(
            f"--release {args.release!r} is not a version name; use v1, v2, … (optionally v2-short-label)"
        )


def _bindings_for(settings, args: argparse.Namespace):
    """The bindings of one variant: the run's, with its own --variant-bind last (it wins)."""

    def bindings(extra: str | None) -> dict:
        return cli.bindings(
            settings, argparse.Namespace(bind=[*args.bind, *([extra] if extra else [])], preset=args.preset)
        )

    return bindings


def cmd_run(args: argparse.Namespace) -> int:
    from crumb.bus import request_session
    from crumb.ids import new_id

    _check_release_name(args)
    settings = cli.settings(args)
    if args.variants is not None or args.variant_bind:
        from crumb.cli.variants_cmd import run_variants
        from crumb.errors import ConfigError

        if args.release:
            raise ConfigError("--release with --variants: pick one from the ranking, then `crumb release SID --as vN`")

        lineage = _lineage(settings, args)
        return run_variants(settings, args, _goal(args, lineage), lineage, _bindings_for(settings, args))
    bindings = cli.bindings(settings, args)
    lineage = _lineage(settings, args)
    sid = new_id()
    code = rt.run_session(
        settings,
        args,
        lambda s: request_session(
            s,
            _goal(args, lineage),
            bindings=bindings,
            preset=args.preset,
            session_id=sid,
            lineage=lineage,
            weight=rt.weight(args),
        ),
    )
    if args.release and code in (0, 1):
        return _release_after_run(settings, sid, args.release) or code
    return code


def _release_after_run(settings, sid: str, version: str) -> int:
    """Release the game the run built (the stack is stopped by now: the release starts its own briefly)."""
    from crumb import exports
    from crumb.ids import now_iso
    from crumb.record import record_draft

    if not settings.paths(sid).entry.is_file():
        print(f"crumb: no game was built, so there is no {version} to release", file=sys.stderr)
        return 1
    events = exports.load_session(settings, sid)

    def freeze(s) -> dict:
        dest, manifest = exports.release(s, sid, version, events, released_at=now_iso())
        print(f"released {version} of {sid} at {dest}", file=sys.stderr)
        return exports.version_released_draft(sid, dest, manifest)

    record_draft(settings, freeze)
    return 0


def cmd_submit(args: argparse.Namespace) -> int:
    from crumb.bus import request_session
    from crumb.stack import require_url

    settings = cli.settings(args)
    # Usage errors (exit 2) before "no running stack" (exit 4): --from, --weight, --bind, --preset.
    lineage = _lineage(settings, args)
    share = rt.weight(args)
    bindings = cli.bindings(settings, args)
    settings = require_url(settings)
    if args.variants is not None or args.variant_bind:
        from crumb.cli.variants_cmd import submit_variants

        return submit_variants(settings, args, _goal(args, lineage), lineage, _bindings_for(settings, args))
    sid = request_session(
        settings,
        _goal(args, lineage),
        bindings=bindings,
        preset=args.preset,
        lineage=lineage,
        weight=share,
    )
    cli.print_json({"session_id": sid}) if args.json else print(sid)
    return cli.EXIT_OK


def _add_from(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--from",
        dest="from_ref",
        type=cli.given,
        metavar="SID|SID/vN|vN",
        help="continue from a game: a session's latest build, one of its releases, or a release name; "
        "--goal is then the change request (the pitch stays the parent's)",
    )


def _add_variants(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--variants",
        type=int,
        metavar="N",
        help="start N sessions of the pitch at once (1–16), each with its "
        "own seed; `run` follows them together and prints their ranking",
    )
    p.add_argument(
        "--variant-bind",
        action="append",
        default=[],
        metavar="ACTOR=ADAPTER[:MODEL]",
        help="the binding of one variant, in order (repeatable: the first goes to variant 1, ...)",
    )


def register(sub: argparse._SubParsersAction) -> None:
    run, submit = sub.choices["run"], sub.choices["submit"]
    for p in (run, submit):
        _add_from(p)
        _add_variants(p)
    run.add_argument(
        "--release",
        type=cli.given,
        metavar="vN",
        help="when the run has built a game, release it as vN (like `crumb release`)",
    )
    run.set_defaults(func=cmd_run)
    submit.set_defaults(func=cmd_submit)
