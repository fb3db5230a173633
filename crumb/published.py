"""The published game is the build its outcome recorded: what QA checks and the verifier judges.

The builder's worker hashes the files it publishes to ``artifacts/game`` into the ``build`` event.
QA and the verifier read that folder later; whatever changed it in between (an agent running where it
cannot be confined, a second builder publishing, a hand on the folder) would have them judge bytes no
build recorded, and a verdict would stand on them. :func:`drift` names the first difference.
"""

from __future__ import annotations

import stat
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from crumb.adapters.outputs import sha256_file
from crumb.core.layout import GAME, GAME_MAX_DEPTH, SessionPaths

__all__ = ["drift", "recorded_game"]

_PREFIX = "/".join(GAME) + "/"


def recorded_game(artifacts: Any) -> dict[str, str]:
    """The game files a build event recorded, as {path below artifacts/game: sha256}."""
    out: dict[str, str] = {}
    for a in artifacts if isinstance(artifacts, Iterable) and not isinstance(artifacts, (str, bytes)) else ():
        path, digest = (a.get("path"), a.get("sha256")) if isinstance(a, Mapping) else (None, None)
        if isinstance(path, str) and path.startswith(_PREFIX) and isinstance(digest, str):
            out[path[len(_PREFIX) :]] = digest
    return out


def drift(session_dir: Path, build_event_id: str | None, artifacts: Any) -> str | None:
    """Why the published game is not the build ``build_event_id`` recorded, or None when it is (or when
    nothing was recorded to compare with: a build event from before hashes, an effect without them)."""
    recorded = recorded_game(artifacts)
    if not recorded:
        return None
    root = SessionPaths(session_dir).game
    on_disk = _files(root)
    build = f"build {build_event_id}" if build_event_id else "its build"
    for rel in sorted(recorded.keys() | on_disk.keys()):
        said = _difference(recorded.get(rel), on_disk.get(rel), rel in on_disk)
        if said:
            return (
                f"the published game is not the build: game/{rel[:200]} {said} since {build} was hashed; "
                "QA and the verifier judge only the files a build recorded: build again"
            )
    return None


def _difference(expected: str | None, found: Path | None, present: bool) -> str | None:
    if not present:
        return "is missing"
    if expected is None:
        return "was added"
    if found is None:
        return "is no longer a plain file"
    if sha256_file(found) != expected:
        return f"changed (recorded sha256 {expected[:12]}…)"
    return None


def _files(root: Path) -> dict[str, Path | None]:
    """Every entry below ``root`` that is no folder, by relative path (None: not a plain file), a level
    at a time; a folder nested past a game's depth is an entry of its own, which no build records."""
    out: dict[str, Path | None] = {}
    folders = [(root, 0)] if root.is_dir() and not root.is_symlink() else []
    while folders:
        folder, depth = folders.pop()
        for path in folder.iterdir():
            mode = path.lstat().st_mode
            if stat.S_ISDIR(mode) and depth < GAME_MAX_DEPTH:
                folders.append((path, depth + 1))
            elif not stat.S_ISDIR(mode) or depth == GAME_MAX_DEPTH:
                out[path.relative_to(root).as_posix()] = path if stat.S_ISREG(mode) else None
    return out
