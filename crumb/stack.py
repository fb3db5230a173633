"""Where a running stack is: ``$CRUMB_HOME/stack.json``, written by ``crumb up`` (and ``crumb run``).

Commands that talk to a stack take the Redis URL from ``--redis``, else ``CRUMB_REDIS_URL``,
else the stack file when the process that wrote it is still alive.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from crumb.config import Settings
from crumb.errors import InfraError

__all__ = ["stack_path", "write_stack", "read_stack", "remove_stack", "with_stack_url", "require_url"]


def stack_path(settings: Settings) -> Path:
    return settings.home / "stack.json"


def write_stack(settings: Settings, *, redis_url: str, kind: str, **extra: Any) -> Path:
    """Record the stack this process runs (atomically), so later commands find it."""
    path = stack_path(settings)
    path.parent.mkdir(parents=True, exist_ok=True)
    info = {"redis_url": redis_url, "namespace": settings.namespace, "pid": os.getpid(), "kind": kind, **extra}
    tmp = path.with_suffix(f".{os.getpid()}.tmp")
    tmp.write_text(json.dumps(info, indent=2) + "\n")
    os.replace(tmp, path)
    return path


def _alive(pid: Any) -> bool:
    try:
        os.kill(int(pid), 0)
    except (OSError, TypeError, ValueError):
        return False
    return True


def read_stack(settings: Settings) -> dict[str, Any] | None:
    """The recorded stack, or None when there is none or its owner has exited."""
    try:
        info = json.loads(stack_path(settings).read_text())
    except (OSError, ValueError):
        return None
    if not isinstance(info, dict) or not info.get("redis_url") or not _alive(info.get("pid")):
        return None
    return info


def remove_stack(settings: Settings) -> None:
    """Forget the stack file, but only if this process wrote it."""
    path = stack_path(settings)
    try:
        if json.loads(path.read_text()).get("pid") == os.getpid():
            path.unlink()
    except (OSError, ValueError, AttributeError):
        pass


def with_stack_url(settings: Settings) -> Settings:
    """Settings with the recorded stack's URL and namespace when none was configured."""
    if settings.redis_url:
        return settings
    info = read_stack(settings)
    if info is None:
        return settings
    return settings.replace(redis_url=info["redis_url"], namespace=info.get("namespace") or settings.namespace)


def require_url(settings: Settings) -> Settings:
    """Like :func:`with_stack_url`, but an InfraError saying what to do when no stack is known."""
    found = with_stack_url(settings)
    if not found.redis_url:
        raise InfraError(
            f"no running stack: pass --redis URL, set CRUMB_REDIS_URL, or start one with `crumb up` "
            f"(it records itself in {stack_path(settings)})",
            url=None,
        )
    return found
