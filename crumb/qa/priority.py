"""The browsers' CPU priority: QA is batch work, scheduled below the coordinator and the actors.

A check's CPU is nearly all Chromium's (docs/BENCHMARKS.md, "where a check's CPU goes"), and on two
busy cores it delays what a person watches: the coordinator admitting the next spawn into a freed
slot. So a pool starts its Playwright driver, and through it every Chromium process, at the nice
value ``qa_nice`` (0 leaves them alone). Lowering a priority needs no privilege; keeping it low
does: Chromium sets its threads' nice values itself (0 for most, −8 for its compositor, IO and
main threads), and a process with ``CAP_SYS_NICE`` — root outside a container — succeeds. The
thread that launches the driver drops that capability from its bounding set first, so nothing
it starts can get it back, and the driver's ``RLIMIT_NICE`` is set to 0 for users whose limit
would allow it. Linux only; elsewhere nothing is changed.
"""

from __future__ import annotations

import ctypes
import logging
import os
import resource

__all__ = ["keep_children_from_raising_priority", "lower"]

log = logging.getLogger("crumb.qa")

_PR_CAPBSET_DROP = 24
_CAP_SYS_NICE = 23


def keep_children_from_raising_priority() -> None:
    """Drop ``CAP_SYS_NICE`` from this thread's bounding set: programs it starts cannot raise their priority.

    Without ``CAP_SETPCAP`` (not root) there is nothing to drop; the call is then a no-op."""
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(_PR_CAPBSET_DROP, _CAP_SYS_NICE, 0, 0, 0)
    except (OSError, AttributeError):
        pass


def lower(pid: int, nice: int) -> None:
    """Raise every thread of ``pid`` to at least ``nice`` and cap its ``RLIMIT_NICE`` at 0 (its children inherit both)."""
    if nice <= 0 or not pid:
        return
    try:
        resource.prlimit(pid, resource.RLIMIT_NICE, (0, 0))
    except (OSError, ValueError, AttributeError) as e:
        log.debug("RLIMIT_NICE of %d left as it is: %s", pid, e)
    try:
        tids = [int(t) for t in os.listdir(f"/proc/{pid}/task")]
    except OSError:
        tids = [pid]
    for tid in tids:
        try:
            # PRIO_PROCESS with a thread id sets that thread's nice value on Linux.
            os.setpriority(os.PRIO_PROCESS, tid, max(nice, os.getpriority(os.PRIO_PROCESS, tid)))
        except OSError as e:
            log.debug("thread %d of %d left at its priority: %s", tid, pid, e)
