"""The Chromium processes under this Python process, read from /proc (Linux)."""

from __future__ import annotations

import os
import shutil
import signal
import socket
import tempfile
import time
from pathlib import Path

_PROC = Path("/proc")


def _parent_of(pid: str) -> int | None:
    try:
        stat = (_PROC / pid / "stat").read_text()
    except OSError:
        return None
    return int(stat.rsplit(")", 1)[1].split()[1])  # the command name may hold spaces and parens


def parent(pid: int) -> int | None:
    """The parent of ``pid`` (None when it is gone)."""
    return _parent_of(str(pid))


def descendants(root: int) -> list[int]:
    """Every live process below ``root``."""
    children: dict[int, list[int]] = {}
    for entry in os.listdir(_PROC):
        if entry.isdigit() and (parent := _parent_of(entry)) is not None:
            children.setdefault(parent, []).append(int(entry))
    found, stack = [], [root]
    while stack:
        for child in children.get(stack.pop(), []):
            found.append(child)
            stack.append(child)
    return found


def cmdline(pid: int) -> str:
    try:
        return (_PROC / str(pid) / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
    except OSError:
        return ""


def chromium_pids(root: int | None = None) -> list[int]:
    """Chromium processes below ``root`` (default: this process)."""
    return [p for p in descendants(root or os.getpid()) if "chrom" in cmdline(p)]


def renderer_pids(root: int | None = None) -> list[int]:
    """Renderer processes running web pages (not Chromium's own UI) below ``root``."""
    return [
        p for p in chromium_pids(root) if "--type=renderer" in (cmd := cmdline(p)) and "--top-chrome-webui" not in cmd
    ]


def browser_pids(root: int | None = None) -> list[int]:
    """The Chromium browser processes themselves (no ``--type``) below ``root``."""
    return [p for p in chromium_pids(root) if "--type=" not in cmdline(p)]


def temporary_profile(pid: int) -> Path | None:
    """The browser ``pid``'s profile folder when it is one Playwright made for it in the temporary
    folder (a profile a person chose is never that)."""
    try:
        args = (_PROC / str(pid) / "cmdline").read_bytes().decode(errors="replace").split("\0")
    except OSError:
        return None
    for arg in args:
        if arg.startswith("--user-data-dir="):
            folder = Path(arg.split("=", 1)[1])
            made = folder.name.startswith("playwright_chromiumdev_profile-")
            return folder if made and folder.parent == Path(tempfile.gettempdir()) else None
    return None


def remove_orphaned_profiles() -> int:
    """Remove the temporary profiles of browsers that were killed with the process that ran them (a
    worker SIGKILLed: nothing was left to remove them): Chromium's ``SingletonLock`` in each (QA's own
    ``OWNER_LINK`` where the browser takes none) names the host and the browser's pid, and only a
    profile locked on this host by a process that no longer runs is removed. Returns how many were."""
    removed = 0
    host = socket.gethostname()
    for folder in Path(tempfile.gettempdir()).glob("playwright_chromiumdev_profile-*"):
        owner = _owner(folder)
        if owner is None:
            continue  # no lock: not a killed browser's (or not ours to judge)
        name, _, pid = owner.rpartition("-")
        if name == host and pid.isdigit() and not _alive(int(pid)):
            shutil.rmtree(folder, ignore_errors=True)
            removed += 1
    return removed


# The headless shell takes no SingletonLock: QA links its own in every profile it launches a browser
# on (mark_owner), naming the host and the browser's pid the same way.
OWNER_LINK = "CrumbOwner"


def mark_owner(profile: Path, pid: int) -> None:
    """Name browser ``pid`` of this host as ``profile``'s owner, for :func:`remove_orphaned_profiles`."""
    try:
        os.symlink(f"{socket.gethostname()}-{pid}", profile / OWNER_LINK)
    except OSError:
        pass  # already named (Chromium's own lock still says it), or the folder is gone with its browser


def _owner(folder: Path) -> str | None:
    for lock in ("SingletonLock", OWNER_LINK):
        try:
            return os.readlink(folder / lock)
        except OSError:
            continue
    return None


def wait_gone(pids: list[int], timeout_s: float) -> None:
    """Wait until none of ``pids`` runs (a zombie counts as gone), at most ``timeout_s``."""
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline and any(_alive(p) for p in pids):
        time.sleep(0.01)


def _alive(pid: int) -> bool:
    try:
        stat = (_PROC / str(pid) / "stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


def kill(pids: list[int]) -> None:
    for pid in pids:
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass


_TICKS = os.sysconf("SC_CLK_TCK")


def cpu_seconds(pids: list[int]) -> dict[int, float]:
    """User plus system CPU time each live process has used so far."""
    used = {}
    for pid in pids:
        try:
            fields = (_PROC / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        used[pid] = (int(fields[11]) + int(fields[12])) / _TICKS
    return used


class CpuMeter:
    """CPU seconds spent by this process and its browser processes since the meter started.

    Read it before a page's context closes: a renderer's time is lost with the renderer. Starting
    is cheap: it reads the processes the last reading found (a warm browser's), and a process it
    did not know of is new, so all of its time counts."""

    _known: list[int] = []

    def __init__(self) -> None:
        self._start = cpu_seconds([os.getpid(), *CpuMeter._known])

    def used(self) -> float:
        pids = descendants(os.getpid())
        CpuMeter._known = pids
        now = cpu_seconds([os.getpid(), *pids])
        return sum(max(0.0, t - self._start.get(pid, 0.0)) for pid, t in now.items())


def memory_bytes(pids: list[int]) -> int:
    """Summed proportional memory (PSS) of the processes: shared pages are not counted twice."""
    total = 0
    for pid in pids:
        try:
            for line in (_PROC / str(pid) / "smaps_rollup").read_text().splitlines():
                if line.startswith("Pss:"):
                    total += int(line.split()[1]) * 1024
        except OSError:
            continue
    return total


def machine_ticks() -> tuple[int, int]:
    """(idle, total) CPU ticks of the whole machine since boot, over every core (/proc/stat)."""
    fields = [int(x) for x in (_PROC / "stat").read_text().split("\n", 1)[0].split()[1:]]
    return fields[3] + fields[4], sum(fields)  # idle and iowait: time no process could use


def browsers_reading() -> tuple[float, int, int]:
    """What the watchdog reads to tell a starved page from a hung one: the CPU seconds this process's
    Chromium processes have used so far, and the machine's (idle, total) ticks."""
    idle, total = machine_ticks()
    return sum(cpu_seconds(chromium_pids()).values()), idle, total
