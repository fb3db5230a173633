"""What every command module shares: exit codes, settings, the common options, JSON output.

Commands that talk to a stack take ``--redis URL`` (else ``CRUMB_REDIS_URL``, else the stack that
``crumb up`` or a running ``crumb run`` recorded in ``$CRUMB_HOME/stack.json``).
"""

from __future__ import annotations

import argparse
import json
import signal
import sys
from pathlib import Path
from typing import Any

EXIT_OK, EXIT_UNFINISHED, EXIT_USAGE, EXIT_INFRA = 0, 1, 2, 4

REDIS_HELP = "Redis of the stack (default: CRUMB_REDIS_URL, else $CRUMB_HOME/stack.json)"


def settings(args: argparse.Namespace):
    from crumb.config import check_value, load_settings

    url = getattr(args, "redis", None)
    redis_url = check_value("redis_url", url, "--redis") if url else None  # as crumb.toml's, not at first connect
    return load_settings(redis_url=redis_url, cost_budget_usd=getattr(args, "cost_budget_usd", None))


def stack_settings(args: argparse.Namespace):
    """The settings of a stack that must be reachable; a clear error when none is recorded."""
    from crumb.stack import require_url

    return require_url(settings(args))


def skipped(error: Exception) -> None:
    """Say on stderr that a session was left out of a listing or a rollup, and why (its file and line)."""
    print(f"crumb: skipped: {error}; repair or move that transcript", file=sys.stderr)


def print_json(value: Any, indent: int | None = None) -> None:
    from crumb.core.shown import json_shown

    # Hidden characters (a bidi override in a pitch) as \u escapes: the same JSON, seen as it is.
    print(json_shown(json.dumps(value, ensure_ascii=False, indent=indent)))


def bindings(cfg, args: argparse.Namespace) -> dict[str, Any]:
    from crumb.bindings import resolve_bindings

    return resolve_bindings(cfg, list(args.bind or []), args.preset or cfg.preset)


def raise_on_term() -> None:
    """SIGTERM/SIGHUP end a run like Ctrl-C does, so every child is stopped on the way out."""

    def handler(signum, frame):
        raise KeyboardInterrupt

    for sig in (signal.SIGTERM, signal.SIGHUP):
        signal.signal(sig, handler)


def add_redis(p: argparse.ArgumentParser, note: str = "") -> None:
    p.add_argument("--redis", metavar="URL", help=REDIS_HELP + (f"; {note}" if note else ""))


def add_json(p: argparse.ArgumentParser) -> None:
    p.add_argument("--json", action="store_true", help="print machine-readable JSON")


def _goal(text: str) -> str:
    """``--goal``: a blank or unusable pitch is a usage error (exit 2) before anything starts."""
    from crumb.core.goal import clean_goal

    try:
        return clean_goal(text)
    except ValueError as e:
        raise argparse.ArgumentTypeError(str(e)) from None


def path_arg(text: str) -> Path:
    """A file or folder flag: empty text is refused (exit 2), since Path("") is the current folder."""
    if not text.strip():
        raise argparse.ArgumentTypeError("the path is empty text: give a file or folder path")
    return Path(text)


def given(text: str) -> str:
    """A flag's text: empty text (say an unset shell variable) is refused, not read as the flag left out."""
    if not text.strip():
        raise argparse.ArgumentTypeError("empty text: give a value, or leave the flag out")
    return text


# The processes one `crumb web --server gunicorn` or `crumb up` starts: past this it is a typo, not a plan.
MAX_WORKERS = 64


def worker_count(text: str) -> int:
    """``--workers``: a whole number of processes from 1 to MAX_WORKERS (exit 2 otherwise, before any starts)."""
    try:
        n = int(text)
    except ValueError:
        n = 0
    if not 1 <= n <= MAX_WORKERS:
        raise argparse.ArgumentTypeError(f"{text[:20]!r}: give a whole number of processes from 1 to {MAX_WORKERS}")
    return n


def add_session_opts(p: argparse.ArgumentParser) -> None:
    p.add_argument("--goal", required=True, type=_goal, metavar="TEXT", help="the one-line game pitch")
    p.add_argument(
        "--weight",
        type=float,
        metavar="W",
        help="this session's share of an adapter's concurrency slots against other sessions' (default 1)",
    )
    p.add_argument("--preset", type=given, metavar="P", help="a preset from presets/*.toml")
    p.add_argument(
        "--bind",
        action="append",
        metavar="ACTOR=ADAPTER[:MODEL]",
        default=[],
        help="bind an actor to an adapter (repeatable; beats crumb.toml and the preset)",
    )
    from crumb.cli.money import add_budget_option

    add_budget_option(p)
