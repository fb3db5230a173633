"""The stack's own processes: up, coordinator, worker, procfile."""

from __future__ import annotations

import argparse
import os
import signal
import sys

from crumb.cli import common as cli
from crumb.cli.common import EXIT_OK, EXIT_UNFINISHED


def cmd_up(args: argparse.Namespace) -> int:
    from crumb.config import check_value
    from crumb.upstack import run_up

    # Checked before any process starts (the dashboard alone would fail on it, after the rest are up).
    web_port = None if args.web_port is None else check_value("web_port", args.web_port, "--web-port")
    return run_up(cli.settings(args), workers=args.workers, web_port=web_port, only=args.only, as_json=args.json)


def cmd_coordinator(args: argparse.Namespace) -> int:
    from crumb.coordinator import Coordinator
    from crumb.executors import CeleryExecutor

    settings = cli.stack_settings(args)
    from crumb.sched import request_slice

    request_slice(settings.sched_slice_ms)

    def stop(signum, frame):
        raise KeyboardInterrupt

    signal.signal(signal.SIGTERM, stop)
    try:
        Coordinator(settings, CeleryExecutor(settings)).run_forever()
    except KeyboardInterrupt:
        return EXIT_OK
    return EXIT_OK


def cmd_worker(args: argparse.Namespace) -> int:
    from crumb.config import check_value
    from crumb.core.roles import QUEUES
    from crumb.errors import ConfigError

    # Every flag is checked before the stack is looked for: a usage error is exit 2, not "no stack" (4).
    queues = [q.strip() for q in args.queues.split(",") if q.strip()]
    unknown = sorted(set(queues) - set(QUEUES))
    if unknown or not queues:
        said = f"unknown queue(s) {', '.join(unknown)}" if unknown else "-Q names no queue"
        raise ConfigError(f"{said}; the queues are {', '.join(QUEUES)} (comma-separated)")
    if args.loglevel is not None:
        check_value("log_level", args.loglevel, "--loglevel")
    settings = cli.stack_settings(args)
    argv = worker_argv(settings, queues, concurrency=args.concurrency, pool=args.pool, loglevel=args.loglevel)
    if queues == ["qa"]:  # batch work only: below the coordinator and the actors (its browsers are anyway)
        from crumb.qa.priority import lower_this_worker

        lower_this_worker(settings.qa_nice)
    else:  # a spawn it takes may be a freed slot's next
        from crumb.sched import request_slice

        request_slice(settings.sched_slice_ms)
    from crumb.embedded import child_env

    os.execve(sys.executable, argv, child_env(settings))


def worker_argv(
    settings,
    queues: list[str],
    *,
    concurrency: int | None,
    pool: str | None,
    loglevel: str | None = None,
    module: str = "celery",
) -> list[str]:
    """The Celery worker command for these queues, logging at ``settings.log_level`` unless told;
    ``module`` is what ``python -m`` runs (``crumb.warm_worker``: Celery, its QA browser launched first)."""
    from crumb.core.roles import QUEUES

    label = "all" if set(queues) == set(QUEUES) else "-".join(queues)
    argv = [
        sys.executable,
        "-m",
        module,
        "-A",
        "tasks",
        "worker",
        "-Q",
        ",".join(queues),
        "-E",  # task events, so Flower sees every queue's tasks
        "-n",
        f"{label}.{os.getpid()}@%h",
        "--without-mingle",
        "--without-gossip",
        f"--loglevel={(loglevel or settings.log_level).upper()}",
    ]
    if queues == ["qa"] and settings.qa_checks_at_once > 1 and pool is None:
        # One process runs qa_checks_at_once checks at once on one Chromium: a thread per check.
        pool, concurrency = "threads", concurrency or settings.qa_checks_at_once
    if concurrency:
        argv += ["-c", str(concurrency)]
    if pool:
        argv += ["-P", pool]
    return argv


def cmd_procfile(args: argparse.Namespace) -> int:
    from pathlib import Path

    from crumb.errors import ConfigError
    from crumb.procs import check_files, write_files

    root = Path(args.root)
    if not root.is_dir():  # else --check says both files "differ" and a write fails on a missing folder
        raise ConfigError(f"--root {root}: no such folder; give the folder that holds Procfile and docker-compose.yml")
    if args.check:
        stale = check_files(root)
        for path in stale:
            print(f"{path} differs from crumb/procs.py; run `crumb procfile` to regenerate it", file=sys.stderr)
        return EXIT_UNFINISHED if stale else EXIT_OK
    for path in write_files(root):
        print(f"wrote {path}")
    return EXIT_OK


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("up", help="run a stack in the foreground: coordinator, workers, dashboard, Flower (honcho)")
    cli.add_redis(p)
    p.add_argument(
        "--workers", type=cli.worker_count, default=1, metavar="N", help="QA worker processes (the browser-bound queue)"
    )
    p.add_argument("--web-port", type=int, metavar="N", help="dashboard port (default: settings web_port)")
    p.add_argument(
        "--only",
        type=cli.given,
        metavar="NAMES",
        help="comma-separated processes to run (default: all of the Procfile)",
    )
    cli.add_json(p)
    p.set_defaults(func=cmd_up)

    p = sub.add_parser("coordinator", help="run the coordinator (the single writer) in the foreground")
    cli.add_redis(p)
    p.set_defaults(func=cmd_coordinator)

    p = sub.add_parser("worker", help="run a Celery worker (events on) for some queues")
    p.add_argument("-Q", "--queues", default="planner,builder,verifier,qa", help="comma-separated queues")
    p.add_argument(
        "-c",
        "--concurrency",
        type=cli.worker_count,  # Celery starts this many processes at once: a typo must not fork 100000
        metavar="N",
        help="worker processes, or threads with -P threads (default: Celery's; -Q qa alone with "
        "qa_checks_at_once = N > 1: N threads)",
    )
    p.add_argument(
        "-P",
        "--pool",
        choices=("prefork", "threads", "solo"),
        help="Celery pool (default prefork; threads suit the LLM queues, and -Q qa alone when qa_checks_at_once "
        "(crumb.toml, CRUMB_QA_CHECKS_AT_ONCE) > 1: that many checks at once in one process, on one Chromium)",
    )
    p.add_argument("--loglevel", help="Celery's log level (default: settings log_level, WARNING)")
    cli.add_redis(p)
    p.set_defaults(func=cmd_worker)

    p = sub.add_parser("procfile", help="write Procfile and docker-compose.yml from crumb/procs.py (--check: verify)")
    p.add_argument("--check", action="store_true", help="exit 1 when a file differs from the table")
    p.add_argument("--root", type=cli.path_arg, default=".", help="folder holding the two files (default: .)")
    p.set_defaults(func=cmd_procfile)
