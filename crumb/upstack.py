"""``crumb up``: the Procfile's processes under honcho, in the foreground, on one Redis.

Without a Redis URL it starts the embedded server first (data under ``$CRUMB_HOME/embedded``).
The stack records itself in ``$CRUMB_HOME/stack.json`` so ``crumb submit``/``status``/``tail``/
``say`` find it, and forgets it on the way out.
"""

from __future__ import annotations

import json
import sys
from urllib.parse import urlparse

from crumb.config import Settings
from crumb.errors import ConfigError

__all__ = ["run_up", "selected"]


def selected(only: str | None):
    from crumb.procs import PROCESSES

    if not only:
        return PROCESSES
    names = [n.strip() for n in only.split(",") if n.strip()]
    known = {p.name for p in PROCESSES}
    unknown = [n for n in names if n not in known]
    if not names:  # else a server and no process: a stack that does nothing, without a word
        raise ConfigError(f"--only names no process; the Procfile has {', '.join(sorted(known))}")
    if unknown:
        raise ConfigError(f"unknown process(es) {', '.join(unknown)}; the Procfile has {', '.join(sorted(known))}")
    return tuple(p for p in PROCESSES if p.name in names)


def _env(settings: Settings, web_port: int | None) -> dict[str, str]:
    from crumb.embedded import child_env

    flower = urlparse(settings.flower_url)
    env = child_env(settings, CRUMB_LOG_LEVEL=settings.log_level)
    env.setdefault("FLOWER_ADDRESS", flower.hostname or "127.0.0.1")  # Flower's own default is every interface
    env.setdefault("FLOWER_PORT", str(flower.port or 5555))
    if web_port:
        env["CRUMB_WEB_PORT"] = str(web_port)
    return env


def run_up(
    settings: Settings, *, workers: int = 1, web_port: int | None = None, only: str | None = None, as_json: bool = False
) -> int:
    """Run the stack until Ctrl-C or until one process exits; returns honcho's exit code."""
    from honcho.manager import Manager
    from honcho.printer import Printer

    from crumb.embedded import EmbeddedServer, LocalStack
    from crumb.stack import remove_stack, write_stack

    if workers < 1:
        raise ConfigError("--workers must be at least 1")
    procs = selected(only)
    guard = LocalStack(settings)  # only for its lock on the embedded folder
    server = None
    try:
        if not settings.redis_url:
            guard.lock_home(settings.home / "embedded")
            server = EmbeddedServer(settings.home / "embedded")
            settings = settings.replace(redis_url=server.start())
        info = {
            "redis_url": settings.redis_url,
            "namespace": settings.namespace,
            "home": str(settings.home),
            "processes": [p.name for p in procs],
            "workers": workers,
        }
        write_stack(
            settings,
            redis_url=str(settings.redis_url),
            kind="up",
            web_port=web_port or settings.web_port,
            flower_url=settings.flower_url,
        )
        out = sys.stderr if as_json else sys.stdout
        if as_json:
            print(json.dumps(info), flush=True)
        else:
            print(
                f"crumb up: Redis {settings.redis_url}, namespace {settings.namespace}, home {settings.home}",
                flush=True,
            )
        manager = Manager(Printer(out))
        env = _env(settings, web_port)
        for proc in procs:
            copies = workers if proc.scalable else 1
            for i in range(copies):
                manager.add_process(f"{proc.name}.{i + 1}", proc.command, env=env)  # honcho's own naming
        manager.loop()
        return int(manager.returncode or 0)
    finally:
        remove_stack(settings)
        if server is not None:
            server.stop()
        guard.stop()
