"""The ``crumb`` command line.

Each command group lives in its own module of this package and exposes ``register(sub)``, which
adds its subparsers and sets ``func`` on each: ``func(args) -> int`` (the exit code). Heavy
imports happen inside ``func`` so that ``crumb --help`` stays fast.

Exit codes: 0 success (PASS or approved), 1 finished without success, 2 usage or config error (also
a file or folder that cannot be read or written), 4 infrastructure error (Redis, Celery, a child
process).
"""

from __future__ import annotations

import argparse
import importlib
import sys

from crumb import __version__
from crumb.errors import CrumbError

# One module per command group.
COMMAND_MODULES = (
    "crumb.cli.core_cmds",  # schema, explain, replay
    "crumb.cli.qa_cmd",  # qa
    "crumb.cli.agent_cmds",  # doctor, event
    "crumb.cli.runtime_cmds",  # run, resume, submit, ls, status, tail, say
    "crumb.cli.stack_cmds",  # up, coordinator, worker, procfile
    "crumb.cli.iterate_cmds",  # --from and --release on run and submit (after runtime_cmds)
    "crumb.cli.web_cmds",  # web
    "crumb.cli.export_cmds",  # export, release, copy-artifacts
    "crumb.cli.metrics_cmd",  # metrics
    "crumb.cli.fleet_cmd",  # fleet
    "crumb.cli.money",  # forecast
)

# The stack's long-running processes log WARNING and above by default (crumb.logs); the rest print.
PROCESS_COMMANDS = frozenset({"coordinator", "web", "up", "worker"})


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="crumb",
        description="Turn a one-line game pitch into a playable browser game: Planner → Builder → QA → Verifier.",
    )
    parser.add_argument("--version", action="version", version=f"crumb {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMAND_MODULES:
        importlib.import_module(name).register(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help()
        return 2
    try:
        if args.command in PROCESS_COMMANDS:
            from crumb.config import load_settings
            from crumb.logs import configure_logging

            configure_logging(load_settings())
        return int(args.func(args) or 0)
    except CrumbError as e:
        print(f"crumb: {e}{_what_to_do(e)}", file=sys.stderr)
        return e.exit_code
    except KeyboardInterrupt:
        print("crumb: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # the reader of our output went away (`crumb ls | head`): nothing to say
        raise
    except OSError as e:  # a file or folder the command was pointed at (or $CRUMB_HOME) cannot be used
        where = f"{e.filename}: " if e.filename else ""
        print(
            f"crumb: {where}{e.strerror or e}; check that the path exists and that this user may read and write it "
            "(or point CRUMB_HOME or the argument elsewhere)",
            file=sys.stderr,
        )
        return 2


def _what_to_do(e: CrumbError) -> str:
    """The next step for an error whose message names only what is wrong: a transcript line that is no event."""
    from crumb.errors import TranscriptError

    if isinstance(e, TranscriptError) and e.path and e.line:
        from pathlib import Path

        return f"; fix or remove that line (`crumb status {Path(e.path).parent.name}` shows the session without it)"
    return ""


if __name__ == "__main__":
    sys.exit(main())
