"""Load: 100 sessions submitted at once on a real stack with mock actors (latency 0).

Every session must finish and pass its proof; the coordinator process's peak memory (VmHWM) and the
event rate are reported, and written to the ``## Load`` section of docs/BENCHMARKS.md and to
docs/PROOFS.md when ``CRUMB_PROOFS_WRITE_DOCS=1``.

With ``CRUMB_LOAD_REAL_QA=1`` every session's build is checked in real Chromium by two qa workers, and
the throughput is reported instead: sessions per minute per core (against ≈ 1 before), session time
p50/p99, QA time and CPU per check, the stack's peak memory; written to ``## Load with real QA``.
Only correctness is asserted (every session ends and passes its proof); speed is reported, not asserted.
"""

from __future__ import annotations

import json
import os
import re
import time
from datetime import date, datetime
from pathlib import Path

import pytest

from crumb import bus, transcript
from crumb.meta import read_meta
from crumb.qa import procs
from tests.proofs.faults import proof
from tests.proofs.faults.conftest import machine, mock_bindings
from tests.proofs.faults.stack import CoordinatorProc
from tests.runtime.runtime_harness import CELERY, Worker

pytestmark = [pytest.mark.proofs, pytest.mark.redis]
SESSIONS = int(os.environ.get("CRUMB_LOAD_SESSIONS", "100"))
BENCHMARKS = Path(__file__).resolve().parents[3] / "docs" / "BENCHMARKS.md"


# A mock session's outcomes when QA's report is reused without screenshots (qa_once).
LOAD_OUTCOMES = [
    k
    for i, k in enumerate(proof.PASS_OUTCOMES)
    if not (k == "artifact.created" and proof.PASS_OUTCOMES[i - 1] == "qa.result")
]
REAL_QA = os.environ.get("CRUMB_LOAD_REAL_QA") == "1"


class QaOnceWorker(Worker):
    """A qa worker whose app is tests.proofs.faults.qa_once (one real check per distinct game)."""

    def __init__(self, settings, name: str) -> None:
        import subprocess

        from tests.runtime.runtime_harness import REPO, settings_env

        self.settings = settings
        self.log = settings.home / f"worker-{name}.log"
        env = {k: v for k, v in os.environ.items() if not k.startswith("CRUMB_")}
        env |= settings_env(settings) | {"PYTHONPATH": str(REPO), "PYTHONUNBUFFERED": "1"}
        argv = [
            CELERY,
            "-A",
            "tests.proofs.faults.qa_once",
            "worker",
            "-Q",
            "qa",
            "--concurrency",
            "1",
            "-P",
            "prefork",
            "-n",
            f"{name}.{settings.namespace}@%h",
            "--loglevel",
            "INFO",
            "--without-gossip",
            "--without-mingle",
            "--without-heartbeat",
        ]
        self._fh = self.log.open("ab")
        self.proc = subprocess.Popen(
            argv, cwd=settings.home, env=env, stdout=self._fh, stderr=subprocess.STDOUT, start_new_session=True
        )
        self.wait_for_log("ready.", timeout_s=60)


def proc_status(pid: int) -> dict[str, str]:
    out = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        key, _, value = line.partition(":")
        out[key] = value.strip()
    return out


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def stack_memory_bytes(roots: list[int]) -> int:
    """Summed PSS of the stack: the given processes and everything below them (Celery children, Chromium)."""
    return procs.memory_bytes([p for root in roots for p in (root, *procs.descendants(root))])


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * q))] if ordered else float("nan")


def epoch(ts: str) -> float:
    return datetime.fromisoformat(ts.replace("Z", "+00:00")).timestamp()


def load_section(figures: dict) -> str:
    qa = (
        "two qa workers running every check in real Chromium"
        if figures["real_qa"]
        else "one qa worker that runs the real Chromium check once per distinct game and reuses its report "
        "(`tests/proofs/faults/qa_once.py`; every mock session builds the same game)"
    )
    return (
        "## Load\n\n"
        "`CRUMB_PROOFS_WRITE_DOCS=1 .venv/bin/python -m pytest -s -m slow tests/proofs/faults/test_load.py` submits "
        f"{figures['sessions']} sessions at once to a real stack: Redis, a `crumb coordinator` process, one Celery "
        f"worker for planner/builder/verifier, and {qa}. Every actor is `mock` with latency 0. "
        "`CRUMB_LOAD_REAL_QA=1` puts real QA back (then QA bounds the run: see `## Load with real QA`). Goal: every session finishes and passes its proof (docs/PROOFS.md). Peak memory is the "
        "coordinator process's VmHWM; the event rate is events written over the span from the first "
        "`session.start` to the last `session.end`, and over the coordinator's own CPU time in that run "
        "(start-up excluded).\n\n"
        "| date | machine | sessions finished | events | wall span | events/s (wall) | events per coordinator CPU-second "
        "| coordinator peak RSS |\n|---|---|---|---|---|---|---|---|\n"
        f"| {date.today().isoformat()} | {figures['machine']} | {figures['finished']}/{figures['sessions']} "
        f"| {figures['events']} | {figures['span_s']:.1f} s | {figures['events_per_s']:.0f} "
        f"| {figures['events_per_cpu_s']:.0f} | {figures['peak_rss_mb']:.0f} MB |\n\n"
        "The wall rate is bounded by four Celery round trips per session on two shared cores. The CPU figure is "
        "what one coordinator writes per second of its own CPU, every cost included (validation, one fsync and "
        "one atomic meta.json per session per batch, live-stream publish, index, Celery dispatch, XACK); "
        'DESIGN §8\'s "thousands of events a second" is not shown by this run.\n'
    )


REAL_QA_MARKS = ("<!-- load:real-qa -->", "<!-- /load:real-qa -->")


def real_qa_block(f: dict) -> str:
    """The generated part of ``## Load with real QA``: what the run did and its row (prose after it is kept)."""
    return (
        f"{REAL_QA_MARKS[0]}\n"
        "`CRUMB_LOAD_REAL_QA=1 CRUMB_PROOFS_WRITE_DOCS=1 .venv/bin/python -m pytest -s -m slow "
        "tests/proofs/faults/test_load.py` submits "
        f"{f['sessions']} sessions at once to the stack of `## Load` (mock actors, latency 0), with two qa workers "
        f"(one process each, `qa_lanes` = {f['qa_lanes']}) checking every build in real Chromium. Sessions per "
        "minute per core = sessions ÷ minutes from the submission to the last session done ÷ cores. Session time "
        "is a session's `session.start` → `session.end` (queueing included: all were submitted at once). QA per "
        "check is the report's own `runtime_ms` and `cpu_ms`. Peak memory is the summed PSS of the stack's "
        "processes (coordinator, workers, their Chromium), sampled each second. Only correctness is asserted; "
        "the figures are reported. Issue 13 asks for the rate against the ≈ 1 session a minute per core measured "
        "before and states no number. Its floor, from the same run, as a ceiling on the rate: 60 s ÷ the median QA CPU per check, "
        "the sessions a core could finish if it spent its time on QA alone.\n\n"
        "| date | load average (start → end) | sessions finished | wall | sessions/min/core | ceiling: 60 s ÷ QA CPU "
        "per check | session p50 / p99 | QA per check p50 / p99 (wall) | QA CPU per check p50 | peak memory "
        "(stack) | coordinator peak RSS |\n|---|---|---|---|---|---|---|---|---|---|---|\n"
        f"| {datetime.now().strftime('%Y-%m-%d %H:%M')} UTC | {f['load_start']} → {f['load_end']} "
        f"| {f['finished']}/{f['sessions']} | {f['wall_s']:.0f} s | **{f['sessions_per_min_per_core']:.2f}** "
        f"(≈ 1 before) | {f['qa_bound_per_min_per_core']:.1f} | {f['session_p50_s']:.0f} / {f['session_p99_s']:.0f} s "
        f"| {f['qa_p50_s']:.1f} / {f['qa_p99_s']:.1f} s (n = {f['qa_checks']}) | {f['qa_cpu_p50_s']:.1f} s "
        f"| {f['peak_stack_mb']:.0f} MB | {f['peak_rss_mb']:.0f} MB |\n"
        f"{REAL_QA_MARKS[1]}"
    )


def write_block(path: Path, heading: str, block: str) -> None:
    """Replace the marked block (or add the section with it), leaving the section's other prose alone."""
    doc = path.read_text(encoding="utf-8")
    marked = re.compile(re.escape(REAL_QA_MARKS[0]) + ".*?" + re.escape(REAL_QA_MARKS[1]), re.S)
    doc = marked.sub(lambda _m: block, doc) if marked.search(doc) else doc.rstrip("\n") + f"\n\n{heading}\n\n{block}\n"
    path.write_text(doc, encoding="utf-8")


def write_section(path: Path, heading: str, text: str) -> None:
    doc = path.read_text(encoding="utf-8") if path.exists() else ""
    pattern = re.compile(rf"^{re.escape(heading)}\n.*?(?=^## |\Z)", re.S | re.M)
    doc = pattern.sub(lambda _m: text + "\n", doc) if pattern.search(doc) else doc.rstrip("\n") + "\n\n" + text
    path.write_text(doc, encoding="utf-8")


@pytest.mark.slow
@pytest.mark.timeout(3900)  # past the wait's own hour: with real QA a hundred checks take minutes on two cores
def test_a_hundred_sessions_at_once_all_finish_and_the_coordinator_keeps_up(fast, redis_client):
    settings = fast.replace(qa_timeout_s=120.0)
    workers = [Worker(settings, queues="planner,builder,verifier", name="actors")]
    coordinator = None
    try:
        if REAL_QA:
            workers += [Worker(settings, queues="qa", name=f"qa{n}") for n in (1, 2)]
        else:
            workers.append(QaOnceWorker(settings, name="qa-once"))
        coordinator = CoordinatorProc(settings)
        time.sleep(5.0)  # imports, lease, replay of nothing: not part of the work measured
        cpu_before = cpu_seconds(coordinator.proc.pid)
        load_start = ", ".join(f"{x:.1f}" for x in os.getloadavg())
        started = time.monotonic()
        sids = [bus.request_session(settings, f"load game {i}", bindings=mock_bindings()) for i in range(SESSIONS)]
        peak_rss_kb, peak_stack = 0, 0
        roots = [coordinator.proc.pid, *(w.proc.pid for w in workers)]
        deadline = time.monotonic() + 3600
        while time.monotonic() < deadline:
            peak_rss_kb = max(peak_rss_kb, int(proc_status(coordinator.proc.pid)["VmHWM"].split()[0]))
            if REAL_QA:
                peak_stack = max(peak_stack, stack_memory_bytes(roots))
            done = sum((read_meta(settings.session_dir(s)) or {}).get("status") == "done" for s in sids)
            if done == SESSIONS:
                break
            time.sleep(1.0)
        cpu_s = cpu_seconds(coordinator.proc.pid) - cpu_before
        wall_s = time.monotonic() - started
        load_end = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    finally:
        if coordinator is not None:
            coordinator.stop()
        for w in workers:
            w.stop()
    checked = [proof.check_session(settings, sid, proof.PASS_OUTCOMES if REAL_QA else LOAD_OUTCOMES) for sid in sids]
    problems = [f"{sid}: {p}" for sid, (ps, _f) in zip(sids, checked, strict=False) for p in ps]
    row = proof.Trial(
        "load",
        f"{SESSIONS} sessions",
        f"{SESSIONS} sessions",
        f"{SESSIONS} submitted at once",
        ", ".join(sorted({f["reason"] for _p, f in checked})),
        sum(f["events"] for _p, f in checked),
        sum(f["reruns"] for _p, f in checked),
        round(wall_s, 1),
        problems[:5],
    )
    proof.ROWS.append(row)
    events = [transcript.read_events(settings.session_dir(s) / transcript.TRANSCRIPT_FILE) for s in sids]
    total = sum(len(e) for e in events)
    first = min(epoch(e[0].ts) for e in events if e)
    last = max(epoch(e[-1].ts) for e in events if e)
    figures = {
        "sessions": SESSIONS,
        "finished": sum(not ps and f["reason"] != "" for ps, f in checked),
        "events": total,
        "span_s": last - first,
        "events_per_s": total / max(last - first, 1e-9),
        "events_per_cpu_s": total / max(cpu_s, 1e-9),
        "peak_rss_mb": peak_rss_kb / 1024,
        "machine": machine(),
        "coordinator_cpu_s": cpu_s,
        "real_qa": REAL_QA,
    }
    if REAL_QA:
        qa = [e.data for es in events for e in es if e.kind == "qa.result" and isinstance(e.data, dict)]
        qa_wall = [d.get("runtime_ms", 0) / 1000 for d in qa]
        qa_cpu = [d.get("cpu_ms", 0) / 1000 for d in qa]
        per_session = [epoch(e[-1].ts) - epoch(e[0].ts) for e in events if e]
        cores = os.cpu_count() or 1
        figures |= {
            "wall_s": wall_s,
            "load_start": load_start,
            "load_end": load_end,
            "sessions_per_min_per_core": figures["finished"] / (wall_s / 60) / cores,
            "qa_bound_per_min_per_core": 60 / max(pct(qa_cpu, 0.5), 1e-9),
            "session_p50_s": pct(per_session, 0.5),
            "session_p99_s": pct(per_session, 0.99),
            "qa_checks": len(qa),
            "qa_p50_s": pct(qa_wall, 0.5),
            "qa_p99_s": pct(qa_wall, 0.99),
            "qa_cpu_p50_s": pct(qa_cpu, 0.5),
            "peak_stack_mb": peak_stack / 2**20,
            "qa_lanes": settings.qa_lanes,
        }
    print("\nLOAD " + json.dumps(figures))
    if os.environ.get("CRUMB_PROOFS_WRITE_DOCS") == "1":
        if REAL_QA:
            write_block(BENCHMARKS, "## Load with real QA", real_qa_block(figures))
        else:
            write_section(BENCHMARKS, "## Load", load_section(figures))
    assert row.ok, row.problems
