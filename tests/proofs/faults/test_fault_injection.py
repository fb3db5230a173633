"""Fault injection on a real stack: Redis, Celery workers (one per queue), a coordinator process, mock actors.

Each trial injects one kind of fault into running sessions and then proves, per session, what
DESIGN §1 promises (:func:`tests.proofs.faults.proof.check_session`): it finishes with a reason,
nothing is lost or duplicated, one outcome per effect, every line valid against the original
schema. The default suite runs one trial of each kind; ``-m slow`` runs the full counts.
"""

from __future__ import annotations

import errno
import os
import random
import re
import signal
import threading
import time
from pathlib import Path

import pytest

from crumb import bus, transcript
from crumb.connections import close_clients, keys, redis_client
from crumb.coordinator import Coordinator
from crumb.executors import CeleryExecutor
from crumb.meta import read_meta
from tasks.consumer import RETRY_MAX_S
from tests.proofs.faults import proof
from tests.proofs.faults.conftest import mock_bindings
from tests.proofs.faults.stack import CoordinatorProc, PrivateRedis, stack
from tests.runtime.runtime_harness import CoordinatorThread, Worker, worker
from tests.waiting import wait_until

pytestmark = [pytest.mark.proofs, pytest.mark.redis]
SESSION_TIMEOUT_S = 300
RETRIED = re.compile(r"Trying again in ([0-9.]+) seconds?")
RECEIVED = re.compile(r"Task (crumb\.(?:spawn|qa_check))\[([^\]]+)\] received")


def transcript_lines(settings, sid: str) -> int:
    path = settings.session_dir(sid) / transcript.TRANSCRIPT_FILE
    try:
        return path.read_bytes().count(b"\n")
    except FileNotFoundError:
        return 0


# -- SIGKILL the worker process running a task, on each queue ---------------------------------


def running_task(settings, w: Worker, seen: set[str]):
    """The id of a task this worker received and now runs (its claim is held), not one in ``seen``."""
    r = redis_client(settings)
    for _name, task_id in RECEIVED.findall(w.text()):
        if task_id in seen:
            continue
        claim = r.get(keys(settings).effect(task_id))
        if claim and claim.startswith("run:"):
            return task_id
    return None


def kill_each_queue_mid_task(settings, st, sid: str, rng: random.Random) -> list[str]:
    """In pipeline order, SIGKILL the child of each queue's worker while it runs that queue's task."""
    killed: list[str] = []
    for q in ("planner", "builder", "qa", "verifier"):
        w = st.workers[q]
        task_id = wait_until(lambda: running_task(settings, w, set(killed)), 180, f"a running {q} task")
        time.sleep(rng.uniform(0.0, 0.8))  # somewhere inside the task, not always at its first instruction
        children = w.children()
        assert children, f"the {q} worker has no child process"
        for child in children:
            os.kill(child, signal.SIGKILL)
        killed.append(task_id)
    return killed


def worker_trial(fast, trial: str, seed: int) -> proof.Trial:
    rng = random.Random(seed)
    with stack(fast) as st:
        started = time.monotonic()
        sid = bus.request_session(fast, f"worker-kill trial {trial}", bindings=mock_bindings(latency=2.5))
        killed = kill_each_queue_mid_task(fast, st, sid, rng)
        st.wait_done([sid], SESSION_TIMEOUT_S)
        for q, task_id in zip(("planner", "builder", "qa", "verifier"), killed, strict=False):
            log = st.workers[q].text()
            assert "signal 9 (SIGKILL)" in log, f"the {q} worker did not see its child die"
            ran = re.findall(rf"\[{re.escape(task_id)}\] succeeded in [0-9.e-]+s: 'ran'", log)
            assert len(ran) == 1, f"{q}: {task_id} ran to its end {len(ran)} times, not once"
        return proof.record(
            "worker SIGKILL",
            trial,
            fast,
            sid,
            "child of each queue's worker killed mid-task (planner, builder, qa, verifier)",
            time.monotonic() - started,
        )


def test_a_worker_of_each_queue_killed_mid_task_still_gives_one_outcome_per_effect(fast, redis_client):
    with proof.guarded("worker SIGKILL", "1", "child of each queue's worker killed mid-task"):
        row = worker_trial(fast, "1", seed=1)
    assert row.ok, row.problems


@pytest.mark.slow
@pytest.mark.parametrize("seed", [2, 3, 4])
def test_workers_killed_mid_task_over_more_trials(fast, redis_client, seed):
    with proof.guarded("worker SIGKILL", str(seed), "child of each queue's worker killed mid-task"):
        row = worker_trial(fast, str(seed), seed=seed)
    assert row.ok, row.problems


# -- SIGKILL the coordinator at random points --------------------------------------------------


def coordinator_trials(fast, seeds: list[int]) -> list[proof.Trial]:
    """One session per seed on one stack; the coordinator is SIGKILLed once at a seeded point of each."""
    rows = []
    with stack(fast, per_queue=False) as st:
        for seed in seeds:
            rng = random.Random(seed)
            at_line = rng.randint(0, len(proof.PASS_OUTCOMES) + 4)  # transcript lines written before the kill
            extra_ms = rng.randint(0, 400)
            started = time.monotonic()
            sid = bus.request_session(fast, f"coordinator-kill trial {seed}", bindings=mock_bindings(latency=0.5))
            wait_until(
                lambda: transcript_lines(fast, sid) >= at_line or st.done(sid), SESSION_TIMEOUT_S, "the kill point"
            )
            time.sleep(extra_ms / 1000)
            lines = transcript_lines(fast, sid)
            st.coordinator.restart()  # SIGKILL, then a fresh process waits for the dead one's lease to lapse
            st.wait_done([sid], SESSION_TIMEOUT_S)
            fault = f"SIGKILL after line {lines} (+{extra_ms} ms), restarted"
            rows.append(
                proof.record("coordinator SIGKILL", f"seed {seed}", fast, sid, fault, time.monotonic() - started)
            )
    return rows


def test_a_coordinator_killed_at_a_random_point_loses_and_repeats_nothing(fast, redis_client):
    with proof.guarded("coordinator SIGKILL", "seed 0", "SIGKILL at a seeded point"):
        (row,) = coordinator_trials(fast, [0])
    assert row.ok, row.problems


@pytest.mark.slow
def test_twenty_coordinator_kills_at_seeded_random_points(fast, redis_client):
    with proof.guarded("coordinator SIGKILL", "seeds 1-20", "SIGKILL at seeded points"):
        rows = coordinator_trials(fast, list(range(1, 21)))
    assert all(r.ok for r in rows), [r.problems for r in rows if not r.ok]


# -- Redis lost mid-run: a fresh, empty server on the same port --------------------------------


def redis_trial(tmp_path: Path, fast, trial: str, after_kind: str) -> proof.Trial:
    private = PrivateRedis(tmp_path / f"redis-{trial}")
    try:
        settings = fast.replace(redis_url=private.url)
        with stack(settings, per_queue=False) as st:
            started = time.monotonic()
            sid = bus.request_session(settings, f"redis-restart trial {trial}", bindings=mock_bindings(latency=1.5))
            path = settings.session_dir(sid) / transcript.TRANSCRIPT_FILE
            wait_until(
                lambda: path.exists() and f'"kind":"{after_kind}"' in path.read_text(),
                SESSION_TIMEOUT_S,
                f"{after_kind} in the transcript",
            )
            private.restart_empty()
            close_clients()  # this test process's own clients reconnect to the new server
            st.wait_done([sid], SESSION_TIMEOUT_S)
            row = proof.record(
                "Redis restarted empty",
                trial,
                settings,
                sid,
                f"redis-server SIGKILLed after {after_kind}, empty one started",
                time.monotonic() - started,
            )
            summary = bus.session_summary(settings, sid)  # the index was rebuilt from the transcripts
            if not summary or summary.get("status") != "done":
                row.problems.append(f"the session index was not rebuilt: {summary}")
            return row
    finally:
        private.kill()
        close_clients()


def test_redis_restarted_empty_mid_run_is_rebuilt_from_the_transcripts(tmp_path, fast):
    with proof.guarded("Redis restarted empty", "1", "after spec"):
        row = redis_trial(tmp_path, fast, "1", "spec")
    assert row.ok, row.problems


# The same, with the slot notes of a limit of one: before the planner, the builder and the verifier.
SLOT_NOTED_OUTCOMES = [
    *proof.PASS_OUTCOMES[:2],
    "note",
    *proof.PASS_OUTCOMES[2:4],
    "note",
    *proof.PASS_OUTCOMES[4:9],
    "note",
    *proof.PASS_OUTCOMES[9:],
]


def test_redis_restarted_empty_while_a_spawn_runs_neither_runs_it_twice_nor_passes_the_limit(tmp_path, fast):
    """The claims and the broker's queue go with Redis; the spawn running on a worker does not. A second
    worker, idle, would take the coordinator's re-dispatch and run the spawn again, beside the first
    and past the adapter's limit, unless the running one takes its claim back and the coordinator
    waits for it to. (The worker that held the running task exits after it: Celery's restore of its
    unacknowledged message fails on the lost connection; the idle one carries on.)"""
    from crumb.core.occupancy import Hold, holds, peak

    private = PrivateRedis(tmp_path / "redis-mid-spawn")
    spawn_queues = "planner,builder,verifier"
    try:
        settings = fast.replace(redis_url=private.url, concurrency=("mock=1",))
        with (
            worker(settings, queues=spawn_queues, name="spawn-a", concurrency=2) as a,
            worker(settings, queues=spawn_queues, name="spawn-b", concurrency=2) as b,
            worker(settings, queues="qa", name="qa"),
        ):
            coordinator = CoordinatorProc(settings)
            try:
                started = time.monotonic()
                sid = bus.request_session(settings, "redis-restart mid-spawn", bindings=mock_bindings(latency=3.0))
                path = settings.session_dir(sid) / transcript.TRANSCRIPT_FILE
                wait_until(
                    lambda: path.exists() and path.read_text().count('"kind":"agent.wake"') >= 2,
                    SESSION_TIMEOUT_S,
                    "the builder's agent.wake in the transcript",
                )
                private.restart_empty()
                close_clients()
                wait_until(
                    lambda: (read_meta(settings.session_dir(sid)) or {}).get("status") == "done",
                    SESSION_TIMEOUT_S,
                    "the session done",
                )
                row = proof.record(
                    "Redis restarted empty",
                    "mid-spawn",
                    settings,
                    sid,
                    "redis-server SIGKILLed while the builder ran (two spawn workers, mock=1), empty one started",
                    time.monotonic() - started,
                    expected=SLOT_NOTED_OUTCOMES,
                )
            finally:
                coordinator.stop()
            ran = re.findall(r"\[([^\]]+)\] succeeded in [0-9.e-]+s: 'ran'", a.text() + b.text())
        twice = sorted({t for t in ran if ran.count(t) > 1})
        assert not twice, f"spawns run to their end twice: {twice}"
        events = transcript.read_events(path)
        hs = holds([events], "mock")
        woke = [Hold(h.key, h.effect_id, h.session_id, h.party, h.asked, h.woke, h.end, h.waited) for h in hs if h.woke]
        assert peak(hs) <= 1 and peak(woke) <= 1, (peak(hs), peak(woke))
        assert row.ok, row.problems
    finally:
        private.kill()
        close_clients()


@pytest.mark.slow
@pytest.mark.parametrize("after_kind", ["goal", "build", "qa.result"])
def test_redis_restarted_empty_at_other_points(tmp_path, fast, after_kind):
    with proof.guarded("Redis restarted empty", after_kind, f"after {after_kind}"):
        row = redis_trial(tmp_path, fast, after_kind, after_kind)
    assert row.ok, row.problems


# -- Redis away for a while: every client's connection refused, then an empty server back -------


def away_trial(tmp_path: Path, fast, away_s: float) -> None:
    """Not a restart but an outage: the coordinator and the workers meet refused connections for
    ``away_s`` seconds. The session running then still finishes with the proof's sequence, and a
    session asked for after the outage runs too: workers that stopped consuming after their broker's
    reconnection (celery#8030 and kin) would leave it queued for ever."""
    private = PrivateRedis(tmp_path / "redis-away")
    rows: list[proof.Trial] = []
    try:
        settings = fast.replace(redis_url=private.url)
        with stack(settings, per_queue=False) as st:
            started = time.monotonic()
            sid = bus.request_session(settings, "redis away", bindings=mock_bindings(latency=1.5))
            path = settings.session_dir(sid) / transcript.TRANSCRIPT_FILE
            wait_until(
                lambda: path.exists() and '"kind":"spec"' in path.read_text(),
                SESSION_TIMEOUT_S,
                "spec in the transcript",
            )
            private.kill()
            time.sleep(away_s)  # the fault itself: how long the server stays away
            private.start()
            close_clients()

            def finished(sid: str, trial: str, fault: str) -> None:
                st.wait_done([sid], SESSION_TIMEOUT_S)
                rows.append(proof.record("Redis away", trial, settings, sid, fault, time.monotonic() - started))

            finished(sid, f"{away_s:g} s", f"redis-server gone {away_s:g} s after spec, back empty")
            after = bus.request_session(settings, "after the outage", bindings=mock_bindings(latency=0.2))
            finished(after, f"{away_s:g} s, next", "a session asked for after the outage")
            # Each worker tried again on a short beat all along, not on kombu's up to 30 s.
            waits = [float(x) for w in st.workers.values() for x in RETRIED.findall(w.text())]
        assert waits and max(waits) <= RETRY_MAX_S, f"the workers waited {waits} s between tries"
        assert all(row.ok for row in rows), [row.problems for row in rows]
    finally:
        private.kill()
        close_clients()


def test_redis_away_for_a_while_then_back_empty_the_session_finishes_and_the_stack_takes_new_work(tmp_path, fast):
    away_trial(tmp_path, fast, 15.0)  # longer than a lease, a claim's TTL and the clients' first retries


@pytest.mark.slow
def test_redis_away_for_longer_than_a_broker_retry_storm(tmp_path, fast):
    away_trial(tmp_path, fast, 100.0)


# -- A crash mid-write: a torn last line ----------------------------------------------------


class _Crash(BaseException):
    """The process dies here (not an error anything may catch)."""


def torn_trial(fast, trial: str, at_kind: str, fraction: float) -> proof.Trial:
    """Crash the coordinator halfway through writing the batch holding ``at_kind``; a new one repairs and goes on."""
    real_write = transcript._write_all
    state = {"armed": True}

    def torn_write(fd: int, payload: bytes) -> None:
        if state["armed"] and f'"kind":"{at_kind}"'.encode() in payload:
            state["armed"] = False
            real_write(fd, payload[: max(1, int(len(payload) * fraction))])
            os.fsync(fd)
            raise _Crash(f"crashed mid-write of the batch with {at_kind}")
        real_write(fd, payload)

    with worker(fast):
        started = time.monotonic()
        transcript._write_all = torn_write
        first = CoordinatorThread(Coordinator(fast, CeleryExecutor(fast)))
        successor = None
        try:
            sid = bus.request_session(fast, f"torn-line trial {trial}", bindings=mock_bindings(latency=0.5))
            wait_until(lambda: first.error is not None, SESSION_TIMEOUT_S, "the crash mid-write")
            assert isinstance(first.error, _Crash), first.error
            transcript._write_all = real_write
            path = fast.session_dir(sid) / transcript.TRANSCRIPT_FILE
            assert not path.read_bytes().endswith(b"\n"), "the crash did not leave a torn line"
            transcript.reset_writers()
            successor = CoordinatorProc(fast, name="successor")
            wait_until(
                lambda: (read_meta(fast.session_dir(sid)) or {}).get("status") == "done",
                SESSION_TIMEOUT_S,
                "the session to finish",
            )
        finally:
            transcript._write_all = real_write
            first.coordinator.stop()
            if successor is not None:
                successor.stop()
    row = proof.record(
        "torn last line",
        trial,
        fast,
        sid,
        f"crash after {fraction:.0%} of the batch with {at_kind}",
        time.monotonic() - started,
    )
    torn = list(path.parent.glob(f"{transcript.TRANSCRIPT_FILE}.torn-*"))
    if len(torn) != 1:
        row.problems.append(f"expected the torn bytes kept aside once, found {torn}")
    notes = [e for e in transcript.read_events(path) if proof.is_repair_note(e)]
    if [(n.data or {}).get("torn_copy") for n in notes] != [t.name for t in torn]:
        row.problems.append(f"expected one note naming the torn copy, found {[n.body for n in notes]}")
    return row


def test_a_torn_last_line_is_repaired_and_its_events_are_written_again(fast, redis_client):
    with proof.guarded("torn last line", "1", "crash after 50% of the batch with build"):
        row = torn_trial(fast, "1", "build", 0.5)
    assert row.ok, row.problems


@pytest.mark.slow
@pytest.mark.parametrize("at_kind,fraction", [("goal", 0.3), ("spec", 0.9), ("qa.result", 0.5), ("done", 0.6)])
def test_torn_lines_at_other_points(fast, redis_client, at_kind, fraction):
    with proof.guarded(
        "torn last line", f"{at_kind}@{fraction}", f"crash after {fraction:.0%} of the batch with {at_kind}"
    ):
        row = torn_trial(fast, f"{at_kind}@{fraction}", at_kind, fraction)
    assert row.ok, row.problems


# -- The disk fills up while appending --------------------------------------------------------


def enospc_trial(fast, trial: str, at_kind: str, mode: str, full_s: float = 1.5) -> proof.Trial:
    """From the batch holding ``at_kind`` on, transcript writes fail with ENOSPC for ``full_s`` seconds.

    ``mode``: ``write`` (nothing written), ``partial`` (the first part of the payload lands, then
    ENOSPC), ``fsync`` (the write lands in the page cache, the fsync fails).
    """
    real_write, real_fsync = os.write, os.fsync
    state = {"full_until": None, "failures": 0}
    lock = threading.Lock()

    def is_transcript(fd: int) -> bool:
        try:
            return os.readlink(f"/proc/self/fd/{fd}").endswith(transcript.TRANSCRIPT_FILE)
        except OSError:
            return False

    def disk_full(fd: int, data: bytes | None) -> bool:
        if not is_transcript(fd):
            return False
        with lock:
            if state["full_until"] is None and data is not None and f'"kind":"{at_kind}"'.encode() in bytes(data):
                state["full_until"] = time.monotonic() + full_s
            full = state["full_until"] is not None and time.monotonic() < state["full_until"]
            if full:
                state["failures"] += 1
            return full

    def enospc() -> OSError:
        return OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    def write(fd, data):
        if mode in ("write", "partial") and disk_full(fd, data):
            if mode == "partial" and len(data) > 1:
                real_write(fd, bytes(data)[: len(data) * 2 // 3])
            raise enospc()
        if mode == "fsync":
            disk_full(fd, data)  # arms the window on the batch with at_kind
        return real_write(fd, data)

    def fsync(fd):
        if mode == "fsync" and disk_full(fd, None):
            raise enospc()
        return real_fsync(fd)

    with worker(fast):
        started = time.monotonic()
        os.write, os.fsync = write, fsync
        try:
            with_coordinator = CoordinatorThread(Coordinator(fast, CeleryExecutor(fast)))
            try:
                sid = bus.request_session(fast, f"enospc trial {trial}", bindings=mock_bindings(latency=0.5))
                with_coordinator.wait_until(lambda c: c.is_done(sid), SESSION_TIMEOUT_S)
            finally:
                with_coordinator.stop()
        finally:
            os.write, os.fsync = real_write, real_fsync
    assert state["failures"] > 0, "the disk never filled up"
    return proof.record(
        "disk full (ENOSPC)",
        trial,
        fast,
        sid,
        f"{mode} fails for {full_s:g} s from the batch with {at_kind} ({state['failures']} failures)",
        time.monotonic() - started,
    )


def test_a_full_disk_while_appending_loses_and_duplicates_nothing(fast, redis_client):
    with proof.guarded("disk full (ENOSPC)", "1", "partial at build"):
        row = enospc_trial(fast, "1", "build", "partial")
    assert row.ok, row.problems


@pytest.mark.slow
@pytest.mark.parametrize(
    "at_kind,mode",
    [("goal", "write"), ("spec", "fsync"), ("qa.result", "partial"), ("judge.score", "fsync"), ("build", "write")],
)
def test_a_full_disk_at_other_points(fast, redis_client, at_kind, mode):
    with proof.guarded("disk full (ENOSPC)", f"{at_kind}/{mode}", f"{mode} at {at_kind}"):
        row = enospc_trial(fast, f"{at_kind}/{mode}", at_kind, mode)
    assert row.ok, row.problems
