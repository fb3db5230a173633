"""The qa queue's Celery worker runs qa_checks_at_once checks at once, in one Chromium."""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import subprocess
import threading

from crumb import connections
from crumb.cli.stack_cmds import worker_argv
from crumb.core.effects import QaCheck
from crumb.ids import new_id
from crumb.qa import procs
from tests.runtime.runtime_harness import REPO, settings_env
from tests.waiting import wait_until

CANVAS = REPO / "tests" / "qa" / "games" / "canvas"


def _qa_results(settings, redis_client) -> dict[str, dict]:
    entries = redis_client.xrange(connections.keys(settings).ingest)
    outcomes = [json.loads(f[b"payload"]) for _, f in entries if f[b"type"] == b"outcome"]
    return {o["effect_id"]: o["drafts"][0] for o in outcomes}


def _browsers_below(pid: int) -> set[int]:
    """Chromium browsers (each a driver's child, the root of its tree) below ``pid``."""
    return {p for p in procs.browser_pids(pid) if "playwright/driver" in procs.cmdline(procs.parent(p) or 0)}


def test_a_qa_worker_with_two_checks_at_once_runs_both_together_in_one_chromium(settings, redis_client):
    from crumb.executors import CeleryExecutor

    settings = settings.replace(qa_checks_at_once=2)
    effects = []
    for n in range(2):
        sid = f"S{n}"
        shutil.copytree(CANVAS, settings.session_dir(sid) / "artifacts" / "game")
        effects.append(
            QaCheck(
                id=f"{new_id()}.0",
                type="qa_check",
                session_id=sid,
                cause_id="B",
                artifact="artifacts/game/index.html",
                build_event_id="01J00000000000000000000000",
            )
        )
    argv = worker_argv(settings, ["qa"], concurrency=None, pool=None, loglevel="INFO")
    assert argv[argv.index("-P") + 1] == "threads" and argv[argv.index("-c") + 1] == "2"
    env = {k: v for k, v in os.environ.items() if not k.startswith("CRUMB_")}
    env |= settings_env(settings) | {"PYTHONPATH": str(REPO), "PYTHONUNBUFFERED": "1"}
    log = settings.home / "worker-qa.log"
    seen: list[set[int]] = []
    stop = threading.Event()
    with log.open("ab") as out:
        proc = subprocess.Popen(argv, cwd=REPO, env=env, stdout=out, stderr=subprocess.STDOUT, start_new_session=True)
        try:
            wait_until(lambda: "ready." in log.read_text(errors="replace"), 60, "the qa worker ready")

            def sample() -> None:
                while not stop.wait(0.05):  # a sampling period, not a wait for something
                    seen.append(_browsers_below(proc.pid))

            sampler = threading.Thread(target=sample, daemon=True)
            sampler.start()
            executor = CeleryExecutor(settings)
            for effect in effects:
                executor.dispatch(effect)
            results = wait_until(
                lambda: (r := _qa_results(settings, redis_client)) and len(r) == 2 and r, 300, "two qa.results"
            )
            executor.close()
            stop.set()
            sampler.join()
        finally:
            stop.set()
            proc.send_signal(signal.SIGTERM)
            try:
                proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait()
    text = log.read_text(errors="replace")
    for effect in effects:
        result = results[effect.id]
        assert result["kind"] == "qa.result" and result["data"]["exec_exit_code"] == 0, result["body"]
        assert result["data"]["verdict"] == "playable"
    # Both were taken before either finished: they ran at the same time, in one process.
    received = [m.start() for m in re.finditer(r"Task crumb\.qa_check\[[^\]]+\] received", text)]
    finished = [m.start() for m in re.finditer(r"Task crumb\.qa_check\[[^\]]+\] succeeded", text)]
    assert len(received) == 2 and len(finished) == 2 and max(received) < min(finished), text[-2000:]
    assert max(len(s) for s in seen) == 1, f"Chromium browsers seen at once in the worker: {sorted(map(len, seen))}"
