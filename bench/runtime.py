"""Runtime benchmarks: hop latency against the raw Celery floor, coordinator throughput, one offline
session (warm stack and cold `crumb run`), and 20 mock sessions at once against one.

Floors, each from the same run: the warm session's is the same session with QA's report reused
(``tests/proofs/faults/qa_once.py`` on the qa queue) plus the least a browser check of that build costs
(new context, load, screenshot); the cold run's is a fresh interpreter importing what a worker imports
and launching Chromium once; twenty sessions' is one session.

    .venv/bin/python bench/runtime.py [--redis URL] [--only NAME,...] [--json]

Needs a real Redis (default redis://127.0.0.1:6379/0, a private namespace, cleaned afterwards).
Figures are printed as ``{"section": "Runtime", "figures": [...]}`` with ``--json``; each figure has
its goal and, where one exists, the floor measured in the same run. Exit 1 when a goal is missed.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

GOAL = "a 60-second match-3 with a combo bonus"
MOCK_BINDS = ["planner-lead=mock:latency=2", "builder=mock:latency=2", "verifier=mock:latency=2"]
FAST_MOCK_BINDS = ["planner-lead=mock", "builder=mock", "verifier=mock"]
LOCAL_BINDS = ["planner-lead=local", "builder=local", "verifier=local"]


# --- the floor: a bare Celery task on the same broker ---------------------------------------


def _floor_app():
    from celery import Celery

    url, prefix = os.environ["BENCH_FLOOR_URL"], os.environ["BENCH_FLOOR_PREFIX"]
    app = Celery("crumbfloor", broker=url, set_as_current=False)
    app.conf.update(
        broker_transport_options={"global_keyprefix": prefix},
        task_default_queue="floor",
        task_ignore_result=True,
        task_acks_late=True,
        task_reject_on_worker_lost=True,
        worker_prefetch_multiplier=1,
        broker_connection_retry_on_startup=True,
        worker_hijack_root_logger=False,
    )

    @app.task(name="floor.stamp")
    def stamp(sent: float, key: str) -> None:
        import redis

        started = time.time()
        redis.Redis.from_url(url).rpush(key, json.dumps([sent, started]))

    return app


floor = _floor_app() if "BENCH_FLOOR_URL" in os.environ else None


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * q))] if ordered else float("nan")


def load1() -> float:
    return round(os.getloadavg()[0], 1)


def figure(name: str, value: float, unit: str, goal: str, ok: bool, floor: str | None = None, **extra: Any) -> dict:
    """One figure; ``load_from`` (the 1-minute load average when its measurement began) is shown beside the floor."""
    if "load_from" in extra:
        extra["load_to"] = load1()
        floor = f"{floor}; load {extra['load_from']} → {extra['load_to']}" if floor else None
    return {"name": name, "value": round(value, 2), "unit": unit, "goal": goal, "ok": bool(ok), "floor": floor, **extra}


class Bench:
    """A private namespace and CRUMB_HOME on one Redis, and the processes started in it."""

    def __init__(self, redis_url: str) -> None:
        from crumb.config import load_settings

        self.tmp = Path(tempfile.mkdtemp(prefix="crumb-bench-"))
        self.settings = load_settings(
            env={}, home=self.tmp / "home", redis_url=redis_url, namespace=f"crumbbench-{uuid.uuid4().hex[:8]}"
        )
        self.children: list[Any] = []

    def env(self, **extra: str) -> dict[str, str]:
        from crumb.embedded import child_env

        env = {k: v for k, v in child_env(self.settings).items() if not k.startswith("FLOWER_")}
        env["PYTHONPATH"] = os.pathsep.join([str(REPO), env.get("PYTHONPATH", "")])
        return env | extra

    def start(self, name: str, argv: list[str], **env: str) -> Any:
        from crumb.embedded import Child

        child = Child(name, argv, log=self.tmp / "logs" / f"{name}.log", env=self.env(**env))
        self.children.append(child)
        return child

    def wait_log(self, child: Any, needle: str, timeout_s: float = 120) -> None:
        deadline = time.monotonic() + timeout_s
        while needle not in child.log.read_text(errors="replace"):
            if not child.alive() or time.monotonic() > deadline:
                raise RuntimeError(f"{child.name}: {needle!r} not seen; log ends:\n{child.tail()}")
            time.sleep(0.05)

    def stack(self, *, spawn_pool: str = "prefork", spawn_c: int = 2, qa_c: int = 2) -> None:
        crumb = [sys.executable, "-m", "crumb"]
        self.start("coordinator", [*crumb, "coordinator"])
        spawn = self.start(
            "worker-spawn",
            [
                *crumb,
                "worker",
                "-Q",
                "planner,builder,verifier",
                "-P",
                spawn_pool,
                "-c",
                str(spawn_c),
                "--loglevel",
                "INFO",
            ],
        )
        qa = self.start("worker-qa", [*crumb, "worker", "-Q", "qa", "-c", str(qa_c), "--loglevel", "INFO"])
        for w in (spawn, qa):
            self.wait_log(w, " ready.")

    def qa_worker(self, *, reuse: bool) -> None:
        """Replace the qa worker: ``crumb worker`` (real QA) or one process that reuses the first report per game."""
        for c in [c for c in self.children if c.name == "worker-qa"]:
            c.signal_group(15)
            c.stop(timeout_s=10)
            self.children.remove(c)
        if reuse:
            argv = [sys.executable, "-m", "celery", "-A", "tests.proofs.faults.qa_once", "worker", "-Q", "qa"]
            qa = self.start("worker-qa", [*argv, "-c", "1", "--without-mingle", "--without-gossip", "-l", "INFO"])
        else:
            qa = self.start("worker-qa", [sys.executable, "-m", "crumb", "worker", "-Q", "qa", "-c", "2"])
        self.wait_log(qa, " ready.")

    def stop_children(self) -> None:
        for c in self.children:
            c.signal_group(15)
        for c in self.children:
            c.stop(timeout_s=10)
        self.children = []

    def close(self) -> None:
        import shutil

        from crumb.connections import redis_client

        self.stop_children()
        r = redis_client(self.settings)
        for key in r.scan_iter(match=f"{self.settings.namespace}:*", count=1000):
            r.delete(key)
        shutil.rmtree(self.tmp, ignore_errors=True)

    def sessions(self, n: int, binds: list[str], goal: str = GOAL, timeout_s: float = 600) -> tuple[float, list[str]]:
        """Submit n sessions at once; seconds until the last one ended, and their ids."""
        from crumb.bindings import resolve_bindings
        from crumb.bus import request_session
        from crumb.runner import follow

        bindings = resolve_bindings(self.settings, binds, None)
        t0 = time.monotonic()
        sids = [request_session(self.settings, goal, bindings=bindings) for _ in range(n)]
        ends: dict[str, float] = {}

        def wait(sid: str) -> None:
            follow(self.settings, sid, block_ms=100, stop_on_approval=True)
            ends[sid] = time.monotonic()

        threads = [threading.Thread(target=wait, args=(sid,), daemon=True) for sid in sids]
        for t in threads:
            t.start()
        for t in threads:
            t.join(timeout_s)
        if len(ends) < n:
            raise RuntimeError(f"{n - len(ends)} of {n} sessions did not end within {timeout_s}s")
        return max(ends.values()) - t0, sids


# --- measurements ---------------------------------------------------------------------------


def _ms(stream_id: str) -> int:
    return int(stream_id.split("-", 1)[0])


def hop_latencies(b: Bench, sids: list[str]) -> list[float]:
    """ms from a cause event's publication (after its fsync) to the agent.wake its task sent first."""
    from crumb.connections import keys, redis_client

    r, k = redis_client(b.settings), keys(b.settings)
    published: dict[str, int] = {}
    for sid in sids:
        for entry_id, fields in r.xrange(k.live(sid)):
            published[json.loads(fields["event"])["id"]] = _ms(entry_id)
    hops = []
    for entry_id, fields in r.xrange(k.ingest):
        if fields.get("type") != "draft":
            continue
        draft = json.loads(fields["payload"])
        eid = (draft.get("metadata") or {}).get("effect_id")
        if draft.get("kind") == "agent.wake" and eid and eid.rsplit(".", 1)[0] in published:
            hops.append(_ms(entry_id) - published[eid.rsplit(".", 1)[0]])
    return hops


def celery_floor(b: Bench, n: int = 200) -> list[float]:
    """ms from apply_async to the start of a bare task, sequentially, on the same broker."""
    global floor
    env = {"BENCH_FLOOR_URL": b.settings.redis_url, "BENCH_FLOOR_PREFIX": f"{b.settings.namespace}:floor:"}
    os.environ.update(env)
    floor = _floor_app()
    w = b.start(
        "worker-floor",
        [
            sys.executable,
            "-m",
            "celery",
            "-A",
            "runtime:floor",
            "worker",
            "-Q",
            "floor",
            "-c",
            "1",
            "--without-mingle",
            "--without-gossip",
            "--loglevel=INFO",
        ],
        PYTHONPATH=os.pathsep.join([str(REPO / "bench"), str(REPO)]),
        **env,
    )
    b.wait_log(w, " ready.")
    import redis

    r = redis.Redis.from_url(b.settings.redis_url)
    key = f"{b.settings.namespace}:floor-results"
    out = []
    for i in range(n + 10):
        floor.send_task("floor.stamp", args=[time.time(), key])
        raw = r.blpop(key, timeout=30)
        if raw is None:
            raise RuntimeError("the floor task did not run within 30 s")
        sent, started = json.loads(raw[1])
        if i >= 10:  # the first few warm the connection and the child
            out.append((started - sent) * 1000)
    return out


def coordinator_throughput(b: Bench, n_events: int = 20_000, n_sessions: int = 50) -> float:
    """events/s a coordinator appends (fsync per batch) from a full ingest stream, effects not run."""
    from crumb.bindings import resolve_bindings
    from crumb.bus import ENTRY_DRAFT, entry_fields, request_session
    from crumb.connections import keys, redis_client
    from crumb.coordinator import Coordinator

    class Drop:
        def dispatch(self, effect: Any) -> None: ...
        def revoke(self, effect_id: str) -> None: ...
        def close(self) -> None: ...

    s = b.settings.replace(namespace=b.settings.namespace + "-tp", home=b.tmp / "tp-home")
    bindings = resolve_bindings(s, FAST_MOCK_BINDS, None)
    sids = [request_session(s, f"bench {i}", bindings=bindings) for i in range(n_sessions)]
    r, ingest = redis_client(s), keys(s).ingest
    pipe = r.pipeline(transaction=False)
    for i in range(n_events):
        draft = {"session_id": sids[i % n_sessions], "from": "user", "kind": "note", "body": f"tap {i}"}
        pipe.xadd(ingest, entry_fields(s, ENTRY_DRAFT, draft))
        if i % 1000 == 999:
            pipe.execute()
    pipe.execute()
    coord = Coordinator(s, Drop())

    def written(c: Coordinator) -> int:
        return sum(len(c.sessions[sid].seen) for sid in sids if sid in c.sessions)

    t0 = time.monotonic()
    coord.run_until(lambda c: written(c) >= n_events + 2 * n_sessions, timeout_s=300)
    elapsed = time.monotonic() - t0
    lines = sum(sum(1 for _ in s.paths(sid).transcript.open()) for sid in sids)
    for key in r.scan_iter(match=f"{s.namespace}:*", count=1000):
        r.delete(key)
    return lines / elapsed


def _epoch(ts: str) -> float:
    from datetime import datetime

    return datetime.fromisoformat(ts.replace("Z", "+00:00")).timestamp()


def qa_seconds(settings: Any, sid: str) -> float:
    """Seconds from a session's first build to its qa.result, read from the transcript."""
    events = [json.loads(line) for line in settings.paths(sid).transcript.open()]
    build = next((e["ts"] for e in events if e["kind"] == "build"), None)
    qa = next((e["ts"] for e in events if e["kind"] == "qa.result"), None)
    return _epoch(qa) - _epoch(build) if build and qa else float("nan")


def browser_floor(settings: Any, game: Path, n: int = 3) -> float:
    """Median seconds of the least a browser check of ``game`` costs: new context, load, one screenshot."""
    import statistics

    from crumb.qa import BrowserPool
    from crumb.qa.artifact import ENTRY, ORIGIN

    body = (game / ENTRY).read_bytes()
    times = []
    with BrowserPool(settings) as pool:
        pool.new_context().close()  # the launch is the cold floor's, not this one's
        for _ in range(n):
            began = time.perf_counter()
            context = pool.new_context(viewport={"width": 640, "height": 480})
            context.route("**/*", lambda r: r.fulfill(body=body, content_type="text/html"))
            page = context.new_page()
            page.goto(f"{ORIGIN}/{ENTRY}", wait_until="load")
            page.screenshot()
            context.close()
            times.append(time.perf_counter() - began)
    return statistics.median(times)


COLD_FLOOR = (
    "import crumb.cli, tasks\n"
    "from crumb.qa import BrowserPool\n"
    "with BrowserPool(tasks.settings) as pool:\n"
    "    pool.new_context().close()\n"
)


def qa_cpu_seconds(settings: Any, sids: list[str]) -> float:
    """CPU seconds the sessions' QA checks used (checker and browsers), from their qa.result reports."""
    total = 0.0
    for sid in sids:
        for line in settings.paths(sid).transcript.open():
            event = json.loads(line)
            if event["kind"] == "qa.result":
                total += (event.get("data") or {}).get("cpu_ms", 0) / 1000
    return total


def cold_env(b: Bench) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("CRUMB_", "BENCH_"))}
    env["CRUMB_HOME"] = str(b.tmp / "cold-home")
    return env


def cold_floor(b: Bench) -> float:
    """Seconds for a fresh interpreter to import what `crumb run` and its worker import and launch Chromium once."""
    env = cold_env(b) | {"PYTHONPATH": str(REPO), "CRUMB_HOME": str(b.tmp / "cold-floor-home")}
    t0 = time.monotonic()
    subprocess.run([sys.executable, "-c", COLD_FLOOR], env=env, check=True, timeout=120, cwd=REPO)
    return time.monotonic() - t0


def cold_run(b: Bench) -> tuple[float, int, str | None]:
    env = cold_env(b)
    t0 = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-m", "crumb", "run", "--goal", GOAL, "--json"],
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
        stdin=subprocess.DEVNULL,
    )
    elapsed = time.monotonic() - t0
    try:
        sid = json.loads(done.stdout)["session_id"]
    except (ValueError, KeyError):
        sid = None
    return elapsed, done.returncode, sid


# --- the suite ------------------------------------------------------------------------------


def run_suite(redis_url: str, only: set[str] | None, log: Callable[[str], None]) -> list[dict]:
    figures: list[dict] = []
    want = lambda name: only is None or name in only  # noqa: E731
    b = Bench(redis_url)
    try:
        if want("cold"):  # first: no earlier section's processes or page cache in its way
            log("cold floor: interpreter, imports, one Chromium launch …")
            began_at = load1()
            base = cold_floor(b)
            log("cold crumb run …")
            cold, rc, sid = cold_run(b)
            qa = qa_seconds(b.settings.replace(home=b.tmp / "cold-home"), sid) if sid else float("nan")
            figures.append(
                figure(
                    "one offline session, cold `crumb run` (embedded server)",
                    cold,
                    "s",
                    "≤ 6",
                    cold <= 6 and rc == 0,
                    floor=f"{base:.2f} s = a fresh interpreter importing crumb.cli and the worker's app, one Chromium "
                    f"launch; the run's QA check {qa:.2f} s",
                    floor_s=round(base, 2),
                    qa_s=round(qa, 2),
                    exit_code=rc,
                    load_from=began_at,
                )
            )
        floor_ms: list[float] = []
        if want("hop"):
            log("celery floor …")
            floor_ms = celery_floor(b)
            b.stop_children()
        if want("throughput"):
            log("coordinator throughput …")
            eps = coordinator_throughput(b)
            figures.append(
                figure(
                    "coordinator throughput (durable JSONL, fsync per batch)", eps, "events/s", "≥ 2,000", eps >= 2000
                )
            )
        hop_sids: list[str] = []
        if want("warm") or want("hop"):
            log("warm stack: one offline session …")
            began_at = load1()
            b.stack()
            b.sessions(1, LOCAL_BINDS)  # warm-up: imports, the browser, the first connections
            warm, sids = b.sessions(1, LOCAL_BINDS)
            hop_sids += sids
            qa = qa_seconds(b.settings, sids[0])
            log("warm floor: the same session with QA's report reused, and a bare browser check of its build …")
            check_floor = browser_floor(b.settings, b.settings.paths(sids[0]).game)
            b.qa_worker(reuse=True)
            b.sessions(1, LOCAL_BINDS)  # the one real check whose report the next session reuses
            bare, bare_sids = b.sessions(1, LOCAL_BINDS)
            bare_qa = qa_seconds(b.settings, bare_sids[0])
            figures.append(
                figure(
                    "one offline session, warm stack (local adapters)",
                    warm,
                    "s",
                    "≤ 2.5",
                    warm <= 2.5,
                    floor=f"{bare + check_floor:.2f} s = the same session with QA's report reused {bare:.2f} s "
                    f"(its QA {bare_qa:.2f} s) + new context, load and screenshot of that build {check_floor:.2f} s; "
                    f"the measured session's QA check {qa:.2f} s",
                    floor_s=round(bare + check_floor, 2),
                    qa_s=round(qa, 2),
                    load_from=began_at,
                )
            )
            for _ in range(5):  # one at a time: a hop measured behind a queue would be queueing, not a hop
                hop_sids += b.sessions(1, FAST_MOCK_BINDS)[1]
            b.stop_children()
        if want("hop"):
            hops = hop_latencies(b, hop_sids)
            fl = f"raw Celery publish→start p50 {pct(floor_ms, 0.5):.1f} ms, p99 {pct(floor_ms, 0.99):.1f} ms (n={len(floor_ms)})"
            figures.append(
                figure(
                    "hop latency p50 (event appended → its task started)",
                    pct(hops, 0.5),
                    "ms",
                    "≤ 10",
                    pct(hops, 0.5) <= 10,
                    floor=fl,
                    samples=len(hops),
                )
            )
            figures.append(
                figure(
                    "hop latency p99", pct(hops, 0.99), "ms", "≤ 50", pct(hops, 0.99) <= 50, floor=fl, samples=len(hops)
                )
            )
        if want("concurrency"):
            log("20 mock sessions (2 s per actor) against one …")
            began_at = load1()
            b.stack(spawn_pool="threads", spawn_c=24, qa_c=2)
            # One session is the median of three, after one not counted: the stack's first session
            # once took 15.2 s against 8.7 (its workers' first tasks), which flattered the ratio.
            b.sessions(1, MOCK_BINDS)
            singles = sorted((b.sessions(1, MOCK_BINDS) for _ in range(3)), key=lambda run: run[0])
            one, one_sids = singles[1]
            twenty, twenty_sids = b.sessions(20, MOCK_BINDS)
            b.stop_children()
            qa_one = qa_seconds(b.settings, one_sids[0])
            cores = os.cpu_count() or 1
            qa_cpu = qa_cpu_seconds(b.settings, twenty_sids)
            figures.append(
                figure(
                    "20 sessions at once vs one (mock actors, 2 s each)",
                    twenty / one,
                    "×",
                    "≤ 2",
                    twenty / one <= 2,
                    floor=f"1× (twenty take as long as one): one session {one:.1f} s (the median of "
                    f"{', '.join(f'{run[0]:.1f}' for run in singles)} s; its QA check {qa_one:.1f} s), "
                    f"twenty {twenty:.1f} s; the twenty QA checks used {qa_cpu:.0f} CPU-s, "
                    f"≥ {qa_cpu / cores:.0f} s on {cores} cores ({max(one, qa_cpu / cores) / one:.1f}× one)",
                    one_s=round(one, 2),
                    twenty_s=round(twenty, 2),
                    qa_cpu_s=round(qa_cpu, 1),
                    load_from=began_at,
                )
            )
    finally:
        b.close()
    return figures


def machine() -> dict[str, Any]:
    cpu = next(
        (
            line.split(":", 1)[1].strip()
            for line in Path("/proc/cpuinfo").read_text().splitlines()
            if line.startswith("model name")
        ),
        platform.processor(),
    )
    mem_kb = int(
        next(line.split()[1] for line in Path("/proc/meminfo").read_text().splitlines() if line.startswith("MemTotal"))
    )
    return {
        "nproc": os.cpu_count(),
        "memory_gib": round(mem_kb / 1024 / 1024, 1),
        "cpu": cpu,
        "python": platform.python_version(),
        "load_avg_1m": round(os.getloadavg()[0], 2),
        "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--redis", default=os.environ.get("CRUMB_BENCH_REDIS_URL", "redis://127.0.0.1:6379/0"))
    ap.add_argument("--only", help="comma-separated: hop, throughput, warm, concurrency, cold")
    ap.add_argument("--json", action="store_true", help="print the figures as one JSON object")
    args = ap.parse_args(argv)
    only = set(args.only.split(",")) if args.only else None
    log = (lambda m: print(m, file=sys.stderr, flush=True)) if args.json else (lambda m: print(m, flush=True))
    m = machine()
    from crumb.config import load_settings

    m["qa_lanes"] = load_settings(env={}).qa_lanes
    figures = run_suite(args.redis, only, log)
    m["load_avg_1m_after"] = round(os.getloadavg()[0], 2)
    if args.json:
        print(json.dumps({"section": "Runtime", "machine": m, "figures": figures}))
    else:
        for f in figures:
            mark = "ok " if f["ok"] else "MISS"
            print(
                f"{mark} {f['name']}: {f['value']} {f['unit']} (goal {f['goal']})"
                + (f"  floor: {f['floor']}" if f["floor"] else "")
            )
        print(json.dumps(m))
    return 0 if all(f["ok"] for f in figures) else 1


if __name__ == "__main__":
    sys.exit(main())
