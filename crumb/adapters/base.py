"""What every adapter receives and returns, and the registry of adapter names.

An adapter runs one agent in a prepared workspace and leaves its output *files* there; it never
builds events itself. :mod:`crumb.actors` reads and validates the files afterwards, the same way
for every adapter.
"""

from __future__ import annotations

import importlib
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Any, Protocol

from crumb.core.roles import ADAPTER_NAMES, ADAPTERS
from crumb.errors import AdapterError

Tap = Callable[[dict[str, Any]], None]


@dataclass(frozen=True)
class SpawnRequest:
    """One run of one agent. ``workspace`` is its cwd; the prompt is also in ``PROMPT.md`` there."""

    actor: str
    adapter: str
    workspace: Path
    prompt: str
    inputs: dict[str, Any]
    effect_id: str
    model: str | None = None
    effort: str | None = None
    env: dict[str, str] = field(default_factory=dict)
    wall_s: float = 1800.0
    idle_s: float = 600.0
    kill_grace_s: float = 3.0
    # A CLI agent runs with this folder ($CRUMB_HOME) hidden but for its workspace (crumb.adapters.confine);
    # None runs it in the open. Adapters that run no program of the agent's ignore it.
    hide: Path | None = None
    # Called with {"tool_kind", "tool"?, "path"?, "summary"} for each tool use seen in the stream.
    on_tool: Tap | None = None


@dataclass
class SpawnResult:
    exit_code: int
    timed_out: str | None = None  # None, "idle" or "wall"
    tokens_in: int | None = None
    tokens_out: int | None = None
    cost_usd: float | None = None
    model: str | None = None
    stderr_tail: str = ""
    error: str | None = None  # the adapter's own account of a failure (HTTP error, refused file)


class Adapter(Protocol):
    name: str

    def run(self, req: SpawnRequest) -> SpawnResult: ...


def harness_of(adapter: str) -> str:
    return ADAPTERS[adapter].harness


def provider_of(adapter: str) -> str:
    return ADAPTERS[adapter].provider


def get_adapter(name: str, settings: Any = None) -> Adapter:
    """The adapter called ``name`` (configured from ``settings``); raise AdapterError for an unknown one."""
    if name not in ADAPTERS:
        raise AdapterError(f"unknown adapter {name!r} (known: {', '.join(ADAPTER_NAMES)})", adapter=name)
    module = importlib.import_module(ADAPTERS[name].module)
    return module.make(name, settings)


def write_output_files(workspace: Path, files: dict[str, str]) -> list[Path]:
    """Write files named relative to the workspace; refuse any name that would land outside it."""
    root = workspace.resolve()
    written = []
    for name, text in files.items():
        target = safe_join(root, name)
        target.parent.mkdir(parents=True, exist_ok=True)
        if target.is_symlink():
            target.unlink()
        target.write_text(text if isinstance(text, str) else str(text), encoding="utf-8")
        written.append(target)
    return written


def safe_join(root: Path, name: str) -> Path:
    """``root / name`` if it stays inside ``root``; raise AdapterError naming the file otherwise."""
    rel = PurePosixPath(str(name).replace("\\", "/"))
    if not str(name) or rel.is_absolute() or ".." in rel.parts:
        raise AdapterError(f"{name}: file outside the workspace refused", reason="path_escape")
    target = root.joinpath(*rel.parts)
    # Resolve the parent, not the file: a symlinked folder inside the workspace is an escape too.
    if not _inside(target.parent.resolve(), root):
        raise AdapterError(f"{name}: file outside the workspace refused", reason="path_escape")
    return target


def _inside(path: Path, root: Path) -> bool:
    return path == root or root in path.parents


def inherited_env(extra: dict[str, str]) -> dict[str, str]:
    """The environment for an agent process: ours (PATH, HOME, its own logins) plus CRUMB identity.

    Never the house's own settings (``CRUMB_*``: the Redis URL, the dashboard token, $CRUMB_HOME
    where the ingest key lives) nor any Redis URL: an agent talks to its worker through files only.
    """
    # Agents are separate programs that need the user's PATH and logins; this is pass-through, not
    # configuration, so it is the one place outside config.py that copies os.environ.
    ours = {k: v for k, v in os.environ.items() if not k.startswith("CRUMB_") and not _names_redis(v)}
    return {**ours, **extra}


def _names_redis(value: str) -> bool:
    return value.lstrip().lower().startswith(("redis://", "rediss://", "redis+sentinel://", "unix://"))


def split_model(model: str | None) -> tuple[str | None, str | None]:
    """``"gpt-5#high"`` -> ("gpt-5", "high"): a binding's model may carry an effort after ``#``."""
    if not model:
        return None, None
    name, _, effort = model.partition("#")
    return (name or None), (effort or None)
