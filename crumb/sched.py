"""Short time slices for the processes a freed slot waits on: the coordinator and the actors' workers.

A freed slot is reused in four hops, each a wake-up of another process (the outcome read by the
coordinator, its batch on disk and the next spawn sent, a worker taking it, its child starting):
on two busy cores each waits for whatever runs there to give the CPU back. Lowering that other
work helps only where it is ours (QA's browsers, ``crumb.qa.priority``); a studio's machine runs
other things too, at nice 0, which a stack cannot lower.

What a process may do for itself without any privilege, since Linux 6.12 (EEVDF), is ask for a
shorter time slice (``sched_attr.sched_runtime`` of a ``SCHED_OTHER`` thread, 0.1–100 ms): it gets
no more CPU than before, but its deadline comes sooner after it wakes, so it preempts what runs
(``PREEMPT_SHORT``) instead of waiting out that task's slice, and a scheduling group (an autogroup,
a cgroup) carries the shortest slice of the threads it holds. Threads started later and programs
started with ``exec`` inherit it (an actor's CLI and its builds too). Older kernels accept and
ignore the request; other systems have no such call, and nothing is changed there. ``sched_slice_ms``
is 0 (nothing asked) by default: on the shared machine of 2026-12-04 it shortened a woken thread's
wait beside busy loops, but the fleet bench's slot reuse did not tell the two apart from its noise.
"""

from __future__ import annotations

import ctypes
import logging
import os
import platform
import sys

__all__ = ["request_slice", "slice_ns"]

log = logging.getLogger("crumb.sched")

# sched_setattr(2) has no libc wrapper before glibc 2.41: its number per architecture.
_SYSCALL = {"x86_64": 314, "aarch64": 274, "arm64": 274, "riscv64": 274, "i686": 351, "i386": 351, "armv7l": 380}
_SCHED_OTHER = 0


class _Attr(ctypes.Structure):  # struct sched_attr, SCHED_ATTR_SIZE_VER0 (48 bytes)
    _fields_ = [
        ("size", ctypes.c_uint32),
        ("sched_policy", ctypes.c_uint32),
        ("sched_flags", ctypes.c_uint64),
        ("sched_nice", ctypes.c_int32),
        ("sched_priority", ctypes.c_uint32),
        ("sched_runtime", ctypes.c_uint64),
        ("sched_deadline", ctypes.c_uint64),
        ("sched_period", ctypes.c_uint64),
    ]


def request_slice(ms: float) -> int:
    """Ask for time slices of ``ms`` for every thread of this process that runs ``SCHED_OTHER``
    (its nice value kept); 0 or less changes nothing. Returns how many threads took the request."""
    number = _SYSCALL.get(platform.machine())
    if ms <= 0 or not sys.platform.startswith("linux") or number is None:
        return 0
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        tids = [int(t) for t in os.listdir("/proc/self/task")]
    except OSError as e:
        log.debug("time slices left as they are: %s", e)
        return 0
    done = 0
    for tid in tids:
        try:
            if os.sched_getscheduler(tid) != _SCHED_OTHER:
                continue  # SCHED_BATCH, SCHED_IDLE or a real-time class: not ours to turn into SCHED_OTHER
            nice = os.getpriority(os.PRIO_PROCESS, tid)
        except OSError:
            continue  # ended meanwhile
        attr = _Attr(
            size=ctypes.sizeof(_Attr), sched_policy=_SCHED_OTHER, sched_nice=nice, sched_runtime=int(ms * 1_000_000)
        )
        if libc.syscall(number, tid, ctypes.byref(attr), 0) == 0:
            done += 1
        else:
            log.debug("thread %d keeps its time slice: %s", tid, os.strerror(ctypes.get_errno()))
    return done


def slice_ns(pid: int | str = "self") -> int | None:
    """The time slice the kernel uses for ``pid`` (``se.slice`` of ``/proc/PID/sched``), or None
    where the kernel does not say (before EEVDF, or without ``CONFIG_SCHED_DEBUG``)."""
    try:
        with open(f"/proc/{pid}/sched") as f:
            for line in f:
                name, _, value = line.partition(":")
                if name.strip() == "se.slice":
                    return int(value.strip().split(".")[0])
    except (OSError, ValueError):
        pass
    return None
