"""Hide the house from an agent CLI: its own mount and pid namespaces, where ``$CRUMB_HOME`` is empty
but for the agent's workspace and ``/proc`` shows only the agent's own processes.

An agent runs as the same user as its worker, so without this it could read ``$CRUMB_HOME/ingest.key``
(and sign a ``user.approve``), other sessions' transcripts, or the worker's files through
``/proc/<pid>/root``. Linux's user namespaces let an unprivileged process build that view: ``unshare``
maps the caller to root in a new user namespace, the script below mounts an empty tmpfs over the home
and binds the workspace back into it, then a nested user namespace drops the agent to the caller's
own uid (so a CLI that refuses to run as root still runs, and its files belong to the caller).

Where the kernel or a container forbids user namespaces, :func:`unavailable` says why and the agent
runs as before; the spawn's ``agent.wake`` records that it was not confined.
"""

from __future__ import annotations

import functools
import os
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

# Runs inside the new namespaces as their root: $1 unshare's path, $2 a scratch folder outside the
# home, $3 the workspace, $4 the home, $5/$6 the caller's uid and gid; the rest is the agent's argv.
# Its own commands come from the system's folders; the agent gets its PATH back before it starts.
_SCRIPT = """set -e
unshare_bin=$1 stage=$2 ws=$3 home=$4 uid=$5 gid=$6
shift 6
agent_path=$PATH
PATH=/usr/sbin:/usr/bin:/sbin:/bin
mount --bind "$ws" "$stage"
mount -t tmpfs -o mode=0755,size=1m crumb-home-hidden "$home"
mkdir -p "$ws"
mount --bind "$stage" "$ws"
umount "$stage"
cd "$ws"
PATH=$agent_path
exec "$unshare_bin" --user --map-user="$uid" --map-group="$gid" -- "$@"
"""
_NAMESPACES = ["--user", "--map-root-user", "--mount", "--pid", "--fork", "--kill-child", "--mount-proc"]


def _unshare() -> str | None:
    return shutil.which("unshare", path="/usr/bin:/bin:/usr/sbin:/sbin")


@functools.cache
def unavailable() -> str | None:
    """None when agents can be confined on this machine, else why not (checked once per process)."""
    unshare = _unshare()
    if not unshare:
        return "unshare (util-linux) is not installed"
    probe = [unshare, *_NAMESPACES, "--", unshare, "--user", f"--map-user={os.getuid()}", "--", "true"]
    try:
        done = subprocess.run(probe, capture_output=True, text=True, timeout=10)
    except (OSError, subprocess.TimeoutExpired) as e:
        return f"unshare did not run: {e}"
    if done.returncode != 0:
        said = (done.stderr.strip().splitlines() or ["no reason given"])[-1]
        return f"user namespaces are not allowed here ({said})"
    return None


def why_not(workspace: Path, home: Path) -> str | None:
    """None when this workspace can be confined under this home, else why not."""
    reason = unavailable()
    if reason:
        return reason
    ws, base = workspace.resolve(), home.resolve()
    if not ws.is_relative_to(base) or ws == base:
        return f"the workspace {ws} is not inside $CRUMB_HOME {base}"
    user_home = Path.home().resolve()
    if user_home.is_relative_to(base):
        return f"$CRUMB_HOME {base} holds the user's home {user_home}, where the agent CLIs keep their logins"
    scratch = Path(tempfile.gettempdir()).resolve()
    if scratch.is_relative_to(base):
        return f"$CRUMB_HOME {base} holds the temporary folder {scratch}"
    return None


@contextmanager
def confined(argv: list[str], *, workspace: Path, hide: Path | None) -> Iterator[list[str]]:
    """The argv that runs ``argv`` with ``hide`` hidden but for ``workspace`` (``why_not`` must have
    said None for them); ``hide=None`` runs it as it is."""
    unshare = _unshare()
    if hide is None or unshare is None:
        yield argv
        return
    stage = Path(tempfile.mkdtemp(prefix="crumb-confine-"))
    try:
        where = [str(stage), str(workspace.resolve()), str(hide.resolve()), str(os.getuid()), str(os.getgid())]
        yield [unshare, *_NAMESPACES, "--", "/bin/sh", "-c", _SCRIPT, "crumb-confine", unshare, *where, *argv]
    finally:
        shutil.rmtree(stage, ignore_errors=True)
