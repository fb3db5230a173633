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

A thread's nice value only weighs against the threads of its own scheduling group, though. With
``kernel.sched_autogroup_enabled`` (the default of most distributions) each session is a group, and
the groups share the CPU by their own nice value, 0 for a new one: Playwright starts Chromium in a
session of its own (``setsid``), and the coordinator and the workers started by ``crumb up`` or
``crumb run`` lead theirs, so Chromium's threads at nice 10 still got a share equal to the
coordinator's. ``lower_session`` lowers the group of a session the browser leads as well.

Autogroups apply only to processes in the root CPU cgroup: in a container (or a systemd slice with
the cpu controller) ``/proc/PID/autogroup`` reads empty, the cgroup's own weight decides, and
``scheduling_group`` says there is no group to lower.
"""

from __future__ import annotations

import ctypes
import logging
import os
import resource

__all__ = ["keep_children_from_raising_priority", "lower", "lower_session", "lower_this_worker", "scheduling_group"]

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


def lower_session(pid: int, nice: int) -> bool:
    """Lower the scheduling group (autogroup) of the session ``pid`` leads to at least ``nice``.

    Only a session leader other than this process's session (a browser Playwright started with
    ``setsid``): the group is the whole session's, and ours holds the worker. Never raises a
    group's priority. True when the group's nice value is at least ``nice`` afterwards."""
    if nice <= 0 or not pid:
        return False
    try:
        if os.getsid(pid) != pid or os.getsid(pid) == os.getsid(0):
            return False
    except OSError:
        return False
    return _lower_group(pid, nice)


def lower_this_worker(nice: int) -> None:
    """A worker that serves only QA: this process, and all it starts, at nice at least ``nice``; and
    its session's group too when it leads its session (``crumb up`` and the benches start each
    process so), not when it shares one (a terminal's) with other processes."""
    if nice <= 0:
        return
    delta = nice - os.getpriority(os.PRIO_PROCESS, 0)
    if delta > 0:
        os.nice(delta)
    if os.getsid(0) == os.getpid():
        _lower_group(os.getpid(), nice)


def scheduling_group(pid: int | str, *, proc: str = "/proc") -> tuple[str, int] | None:
    """(name, nice) of the autogroup ``pid`` is scheduled in ("/autogroup-178 nice 0"), or None
    where none applies: a kernel without autogroups, or a process in a CPU cgroup of its own
    (a container), whose file reads empty."""
    try:
        with open(f"{proc}/{pid}/autogroup") as f:
            fields = f.read().split()
    except OSError:
        return None
    if len(fields) != 3 or fields[1] != "nice":
        return None
    try:
        return fields[0], int(fields[2])
    except ValueError:
        return None


def _lower_group(pid: int, nice: int) -> bool:
    group = scheduling_group(pid)
    if group is None:
        log.debug("process %d is in no autogroup: its CPU cgroup's weight decides", pid)
        return False
    if group[1] >= nice:
        return True
    try:
        with open(f"/proc/{pid}/autogroup", "w") as f:
            f.write(str(nice))
        return True
    except OSError as e:  # gone meanwhile, or not ours to change
        log.debug("scheduling group of %d left as it is: %s", pid, e)
        return False
