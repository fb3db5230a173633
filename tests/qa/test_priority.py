"""QA's browsers run below the coordinator and the actors (qa_nice), and cannot raise themselves back."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

import pytest

from crumb.config import Settings, load_settings
from crumb.qa import BrowserPool, priority, procs
from tests.runtime.cli_helpers import worker_until_exec

T = TypeVar("T")

# In a container the file exists but reads empty: autogroups apply only in the root CPU cgroup.
AUTOGROUPS = priority.scheduling_group("self") is not None


def _group(pid: int | str) -> tuple[str, int]:
    """(name, nice) of the scheduling group (autogroup) ``pid`` runs in: "/autogroup-178 nice 0"."""
    group = priority.scheduling_group(pid)
    assert group is not None, f"process {pid} is in no autogroup"
    return group


@pytest.mark.parametrize(
    ("text", "group"),
    [
        ("/autogroup-178 nice 0\n", ("/autogroup-178", 0)),
        ("/autogroup-9 nice 10\n", ("/autogroup-9", 10)),
        ("", None),  # a process in a CPU cgroup of its own (a container): no autogroup applies
        (None, None),  # a kernel built without autogroups: no file
        ("/autogroup-9 nice ten\n", None),
    ],
)
def test_the_scheduling_group_is_read_from_proc_or_is_none_where_none_applies(tmp_path, text, group):
    if text is not None:
        (tmp_path / "42").mkdir()
        (tmp_path / "42" / "autogroup").write_text(text)
    assert priority.scheduling_group(42, proc=str(tmp_path)) == group


def _nice_values(pool: BrowserPool) -> list[int]:
    """The nice value of every thread of the pool's driver and browsers, read while a page is open."""
    context = pool.new_context()
    try:
        page = context.new_page()
        page.set_content("<canvas></canvas><script>setInterval(() => {}, 16)</script>")
        page.wait_for_timeout(500)
        values = []
        # This pool's driver, browser and the browser's processes (not the package's pool's).
        mine = {q for b in pool.browsers() for q in (procs.parent(b) or b, b, *procs.descendants(b))}
        for pid in mine:
            try:
                tids = os.listdir(f"/proc/{pid}/task")
            except OSError:
                continue
            for tid in tids:
                try:
                    values.append(os.getpriority(os.PRIO_PROCESS, int(tid)))
                except OSError:
                    pass  # the thread ended meanwhile
        return values
    finally:
        context.close()


def _in_own_pool(settings: Settings, look: Callable[[BrowserPool], T]) -> T:
    """``look(pool)`` on a pool of its own, on a thread of its own (the package's pool holds this
    thread's event loop)."""

    def run() -> T:
        with BrowserPool(settings) as own:
            return look(own)

    with ThreadPoolExecutor(1) as t:
        return t.submit(run).result(timeout=120)


def test_every_thread_of_the_browsers_runs_at_qa_nice_and_the_worker_itself_does_not(qa_settings):
    lowered = qa_settings.replace(qa_nice=10)
    assert lowered.qa_nice == load_settings(env={}).qa_nice  # the default
    values = _in_own_pool(lowered, _nice_values)
    assert len(values) > 20 and min(values) >= 10, sorted(set(values))
    assert os.getpriority(os.PRIO_PROCESS, 0) < 10  # the check's own Python keeps its priority


def test_qa_nice_0_leaves_the_browsers_at_the_priority_they_choose(qa_settings):
    values = _in_own_pool(qa_settings.replace(qa_nice=0), _nice_values)
    assert values and min(values) < 10


@pytest.mark.skipif(not AUTOGROUPS, reason="a kernel without autogroups: a thread's nice value is all there is")
def test_the_browsers_session_group_runs_at_qa_nice_and_the_workers_does_not(qa_settings):
    """Playwright starts Chromium in a session of its own, and with autogroups each session is a
    scheduling group that shares the CPU with the others (the coordinator's, a worker's) by the
    group's nice value, not its threads': at 0, a browser whose threads all run at 10 still got a
    share equal to the coordinator's."""

    def look(own: BrowserPool) -> list[tuple[int, int, tuple[str, int]]]:
        _nice_values(own)  # a page open: the browser runs
        return [(b, os.getsid(b), _group(b)) for b in own.browsers()]

    browsers = _in_own_pool(qa_settings.replace(qa_nice=10), look)
    assert browsers
    for pid, sid, group in browsers:
        assert sid == pid  # it leads its own session, a group of its own
        assert group[0] != _group("self")[0]
        assert group[1] == 10, group
    assert _group("self")[1] == 0  # the check's own Python keeps its group's priority


@pytest.mark.skipif(not AUTOGROUPS, reason="a kernel without autogroups")
def test_qa_nice_0_leaves_the_browsers_session_group_alone(qa_settings):
    def look(own: BrowserPool) -> list[int]:
        _nice_values(own)
        return [_group(b)[1] for b in own.browsers()]

    assert _in_own_pool(qa_settings.replace(qa_nice=0), look) == [0]


_CHILD = """
import json, os, sys
from crumb.qa.priority import lower_this_worker, scheduling_group
os.setpriority(os.PRIO_PROCESS, 0, int(sys.argv[2]))  # where it stands before, whatever nice ran the suite
lower_this_worker(int(sys.argv[1]))
name, nice = scheduling_group("self") or ("", 0)
print(json.dumps({"nice": os.getpriority(os.PRIO_PROCESS, 0), "group": name, "group_nice": nice}))
"""


def _worker_child(qa_nice: int, *, own_session: bool, nice_before: int = 0) -> dict:
    """What ``lower_this_worker(qa_nice)`` leaves a process at: its nice value and its session's group."""
    out = subprocess.run(
        [sys.executable, "-c", _CHILD, str(qa_nice), str(nice_before)],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
        start_new_session=own_session,
    )
    return json.loads(out.stdout)


def test_a_qa_only_worker_lowers_itself_and_the_group_of_the_session_it_leads():
    led = _worker_child(10, own_session=True)
    assert led["nice"] == 10
    if AUTOGROUPS:
        assert led["group"] != _group("self")[0] and led["group_nice"] == 10
    assert os.getpriority(os.PRIO_PROCESS, 0) < 10 and (not AUTOGROUPS or _group("self")[1] == 0)


def test_a_qa_only_worker_in_a_shared_session_lowers_only_itself():
    """A worker started from a terminal shares the terminal's session (its group) with whatever else
    was started there, a coordinator perhaps: the group is not its own to lower."""
    shared = _worker_child(10, own_session=False)
    assert shared["nice"] == 10
    if AUTOGROUPS:
        assert shared["group"] == _group("self")[0] and shared["group_nice"] == _group("self")[1] == 0


def test_qa_nice_only_ever_lowers_a_worker_and_0_leaves_it_alone():
    assert _worker_child(10, own_session=True, nice_before=15)["nice"] == 15
    untouched = _worker_child(0, own_session=True)
    assert untouched["nice"] == 0 and untouched["group_nice"] == 0


def test_crumb_worker_lowers_itself_only_when_it_serves_the_qa_queue_alone(monkeypatch):
    from crumb.cli import stack_cmds
    from crumb.config import load_settings
    from crumb.qa import priority

    lowered: list[int] = []
    monkeypatch.setattr(priority, "lower_this_worker", lowered.append)
    monkeypatch.setattr(stack_cmds.cli, "stack_settings", lambda args: load_settings(env={}, qa_nice=7))
    for queues, expected in (("qa", [7]), ("builder,qa", []), ("planner,builder,verifier", [])):
        lowered.clear()
        worker_until_exec(monkeypatch, queues)
        assert lowered == expected, queues
