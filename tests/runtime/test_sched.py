"""The coordinator and the actors' workers ask for short time slices (sched_slice_ms, crumb.sched)."""

from __future__ import annotations

import argparse
import json
import subprocess
import sys

import pytest

from crumb import sched
from crumb.config import load_settings
from tests.runtime.cli_helpers import worker_until_exec

# The kernel says what slice a thread has only with EEVDF (6.6+) and CONFIG_SCHED_DEBUG; and a
# custom one is taken from 6.12 on. Where it does not say, what a request did cannot be read.
SLICES = sched.slice_ns() is not None

_CHILD = """
import json, os, sys, threading
from crumb import sched
os.setpriority(os.PRIO_PROCESS, 0, int(sys.argv[2]))  # absolute: the suite may run under nice
if sys.argv[3] == "idle":
    os.sched_setscheduler(0, os.SCHED_IDLE, os.sched_param(0))
before = sched.slice_ns()
took = sched.request_slice(float(sys.argv[1]))
seen = {}
def look():
    seen["thread"] = sched.slice_ns(f"self/task/{threading.get_native_id()}")
t = threading.Thread(target=look)
t.start()
t.join()
out = {"before": before, "took": took, "after": sched.slice_ns(), "thread": seen["thread"],
       "nice": os.getpriority(os.PRIO_PROCESS, 0), "policy": os.sched_getscheduler(0)}
if sys.argv[4] == "exec":  # what a program it starts then sees (crumb worker execs Celery)
    os.execv(sys.executable, [sys.executable, "-c",
             "import json, sys; from crumb import sched; print(json.dumps({**json.loads(sys.argv[1]), 'exec': sched.slice_ns()}))",
             json.dumps(out)])
print(json.dumps(out))
"""


def _child(ms: float, *, nice: int = 0, policy: str = "other", then: str = "-") -> dict:
    out = subprocess.run(
        [sys.executable, "-c", _CHILD, str(ms), str(nice), policy, then],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    return json.loads(out.stdout)


@pytest.mark.skipif(not SLICES, reason="the kernel does not show a thread's time slice")
def test_a_requested_slice_holds_for_the_process_its_later_threads_and_what_it_execs():
    """The coordinator asks before it starts its threads, a worker before it becomes Celery (whose
    pool's processes it forks): each of them must carry the short slice, which alone lets a woken
    coordinator or worker preempt the task running in its place instead of waiting out its slice."""
    got = _child(0.1, then="exec")
    assert got["took"] == 1  # the kernel accepts the request whatever it does with it
    if got["after"] == got["before"] != 100_000:
        pytest.skip(f"a kernel before 6.12 takes the request and keeps its own slice ({got})")
    assert got["after"] == got["thread"] == got["exec"] == 100_000, got


def test_a_slice_request_keeps_the_nice_value_and_never_turns_an_idle_thread_normal():
    """sched_setattr sets the nice value too: asking with 0 would raise a lowered process's priority
    (as root) or fail; and a SCHED_IDLE thread made SCHED_OTHER would no longer yield to everything."""
    lowered = _child(0.1, nice=7)
    assert lowered["nice"] == 7 and lowered["policy"] == 0
    idle = _child(0.1, policy="idle")
    assert idle["took"] == 0 and idle["policy"] == 5  # os.SCHED_IDLE
    if SLICES:
        assert idle["after"] == idle["before"]


def test_sched_slice_ms_0_the_default_leaves_the_kernels_slice_alone():
    assert load_settings(env={}).sched_slice_ms == 0  # off until a quiet machine shows the reuse shorter
    untouched = _child(0)
    assert untouched["took"] == 0 and untouched["after"] == untouched["before"]


def test_the_coordinator_and_the_actors_workers_ask_for_the_slice_and_a_qa_only_worker_does_not(monkeypatch):
    from crumb.cli import stack_cmds
    from crumb.qa import priority

    asked: list[float] = []
    monkeypatch.setattr(sched, "request_slice", asked.append)
    monkeypatch.setattr(priority, "lower_this_worker", lambda nice: None)
    monkeypatch.setattr(stack_cmds.cli, "stack_settings", lambda args: load_settings(env={}, sched_slice_ms=0.3))
    monkeypatch.setattr(stack_cmds.signal, "signal", lambda *a: None)  # the coordinator's SIGTERM handler
    for queues, expected in (("qa", []), ("builder,qa", [0.3]), ("planner,builder,verifier", [0.3])):
        asked.clear()
        worker_until_exec(monkeypatch, queues)
        assert asked == expected, queues

    class Ran(Exception):
        pass

    def coordinator(*a: object) -> None:
        raise Ran

    asked.clear()
    monkeypatch.setattr("crumb.coordinator.Coordinator", coordinator)
    monkeypatch.setattr("crumb.executors.CeleryExecutor", lambda settings: None)
    with pytest.raises(Ran):
        stack_cmds.cmd_coordinator(argparse.Namespace())
    assert asked == [0.3]
