"""Paths an agent may have planted links in: walk them without following a single symlink.

An agent runs as the worker's user and can replace any folder of its session (the session folder,
``artifacts/``, ``artifacts/game``, its workspace) with a symlink. Whoever serves or publishes files
under a session therefore starts from a trusted base (``$CRUMB_HOME/sessions``) and checks every
component below it with ``lstat``: a link anywhere on the way is refused, inside or out.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

__all__ = ["first_link", "inner_parts", "plain_file"]


def first_link(base: Path, parts: tuple[str, ...] | list[str]) -> str | None:
    """The first of ``parts`` below ``base`` that is a symlink (as "a/b/link"), else None.

    A missing component ends the walk without a finding: nothing below it can be a link yet.
    """
    current = base
    for n, part in enumerate(parts):
        current = current / part
        try:
            st = os.lstat(current)
        except OSError:
            return None
        if stat.S_ISLNK(st.st_mode):
            return "/".join(parts[: n + 1])
    return None


def plain_file(base: Path, parts: tuple[str, ...] | list[str]) -> Path | None:
    """``base/parts...`` when every component is a plain folder and the last a regular file, else None."""
    if not parts or any(p in ("", ".", "..") or "/" in p or "\x00" in p for p in parts):
        return None
    current = base
    for n, part in enumerate(parts):
        current = current / part
        try:
            st = os.lstat(current)
        except (OSError, ValueError):
            return None
        last = n == len(parts) - 1
        if stat.S_ISLNK(st.st_mode) or not (stat.S_ISREG(st.st_mode) if last else stat.S_ISDIR(st.st_mode)):
            return None
    return current


def inner_parts(rel: str) -> tuple[str, ...] | None:
    """The components of ``rel``, a relative path with '/' between folders that stays inside the folder it
    starts from; None when it does not (empty, absolute, '.' or '..' in it, a backslash or a NUL)."""
    parts = tuple(rel.split("/"))
    if "\\" in rel or any(p in ("", ".", "..") or "\x00" in p for p in parts):
        return None
    return parts
