"""Benchmark of the QA check: warm and cold wall time, memory per worker, game time, ratio to a floor.

    python bench/qa.py [--runs N] [--game DIR] [--json]
    python bench/qa.py --at-once 1,2,3 [--batch K] [--game DIR] [--json]

The floor is measured in the same run: a new context, one page load and one screenshot. With
``--at-once`` it measures a worker running several checks at once (crumb.qa.checkpool) instead: for
each cap, K checks submitted together, their throughput, per-check latency and CPU, beside the
floor batch (K floors at the same cap, on the same browser).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from crumb.config import load_settings
from crumb.qa import BrowserPool, procs, run_qa
from crumb.qa.artifact import ENTRY, ORIGIN
from crumb.qa.checkpool import CheckPool

GAME = Path(__file__).resolve().parents[1] / "tests" / "qa" / "games" / "canvas"


def _p90(values: list[float]) -> float:
    return sorted(values)[max(0, round(0.9 * len(values)) - 1)]


def _floor(pool: BrowserPool, game: Path) -> float:
    """New context + load + one screenshot: the least any browser check can cost."""
    began = time.perf_counter()
    context = pool.new_context(viewport={"width": 640, "height": 480})
    context.route("**/*", lambda r: r.fulfill(body=(game / ENTRY).read_bytes(), content_type="text/html"))
    page = context.new_page()
    page.goto(f"{ORIGIN}/{ENTRY}", wait_until="load")
    page.screenshot()
    context.close()
    return time.perf_counter() - began


def _memory_bytes(pool: BrowserPool) -> int:
    return procs.memory_bytes([os.getpid(), *pool.pids()])


def measure(game: Path, runs: int) -> dict[str, object]:
    settings = load_settings()
    out = Path(tempfile.mkdtemp(prefix="crumb-bench-qa-"))
    warm, cpu, game_ms, peak, verdicts = [], [], [], 0, set()
    with BrowserPool(settings) as pool:
        floors = [_floor(pool, game) for _ in range(runs)]
        for i in range(runs):
            began = time.perf_counter()
            report = run_qa(game, settings=settings, pool=pool, out_dir=out / f"warm{i}")
            warm.append(time.perf_counter() - began)
            cpu.append(report.cpu_ms / 1000)
            game_ms.append(report.game_time_ms)
            verdicts.add(report.exec_exit_code)
            peak = max(peak, _memory_bytes(pool))
    cold = []
    for i in range(max(1, runs // 3)):
        began = time.perf_counter()
        verdicts.add(run_qa(game, settings=settings, out_dir=out / f"cold{i}").exec_exit_code)
        cold.append(time.perf_counter() - began)
    floor = statistics.median(floors)
    return {
        "game": game.name,
        "runs": runs,
        "load_average_1m": round(os.getloadavg()[0], 2),
        "warm_median_s": round(statistics.median(warm), 3),
        "warm_p90_s": round(_p90(warm), 3),
        "warm_cpu_median_s": round(statistics.median(cpu), 3),
        "cold_median_s": round(statistics.median(cold), 3),
        "cold_p90_s": round(_p90(cold), 3),
        "floor_median_s": round(floor, 3),
        "warm_to_floor": round(statistics.median(warm) / floor, 2),
        "game_time_s": round(statistics.median(game_ms) / 1000, 1),
        "peak_worker_mb": round(peak / 1e6),
        "exit_codes": sorted(verdicts),
    }


def _tree_cpu_s() -> float:
    """CPU seconds of this process and every process below it, the ended ones their parents reaped
    included (a closed page's renderer, reaped by Chromium's zygote, still counts)."""
    total = 0.0
    for pid in [os.getpid(), *procs.descendants(os.getpid())]:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += sum(int(f) for f in fields[11:15]) / os.sysconf("SC_CLK_TCK")
    return total


def _batch(checks: CheckPool, jobs: list, size: int) -> tuple[float, list]:
    """Submit ``size`` jobs at once; (wall seconds of the batch, their results)."""
    began = time.perf_counter()
    with ThreadPoolExecutor(max_workers=size) as callers:
        results = [f.result() for f in [callers.submit(job) for job in jobs]]
    return time.perf_counter() - began, results


def measure_at_once(game: Path, caps: list[int], size: int) -> list[dict[str, object]]:
    """For each cap: ``size`` checks at once on a warm CheckPool, and ``size`` floors the same way."""
    rows = []
    for cap in caps:
        settings = load_settings(qa_checks_at_once=cap)
        out = Path(tempfile.mkdtemp(prefix=f"crumb-bench-qa-at{cap}-"))
        with CheckPool(settings) as checks:

            def check(i: int, tag: str, settings=settings, out=out, checks=checks):
                def job():
                    began = time.perf_counter()
                    report = checks.run_qa(game, settings=settings, out_dir=out / f"{tag}{i}")
                    return time.perf_counter() - began, report

                return job

            # Warm every lane (its driver started, its browser connected) before timing.
            _batch(checks, [check(i, "warm") for i in range(cap)], cap)
            floor_s, _ = _batch(checks, [lambda: checks.run(lambda pool: _floor(pool, game))] * size, size)
            load = os.getloadavg()[0]
            cpu0 = _tree_cpu_s()
            wall_s, results = _batch(checks, [check(i, "run") for i in range(size)], size)
            cpu_s = _tree_cpu_s() - cpu0
            peak = procs.memory_bytes([os.getpid(), *procs.descendants(os.getpid())])
            browsers = len(procs.browser_pids())
        latency = [r.runtime_ms / 1000 for _, r in results]  # on its lane: from its start to its end
        waited = [s for s, _ in results]  # from submission: queueing behind the cap included
        rows.append(
            {
                "game": game.name,
                "at_once": cap,
                "batch": size,
                "load_average_1m": round(load, 2),
                "batch_s": round(wall_s, 2),
                "checks_per_min": round(60 * size / wall_s, 1),
                "median_check_s": round(statistics.median(latency), 3),
                "p90_check_s": round(_p90(latency), 3),
                "median_submitted_to_done_s": round(statistics.median(waited), 3),
                "cpu_per_check_s": round(cpu_s / size, 3),
                "floor_batch_s": round(floor_s, 2),
                "batch_to_floor": round(wall_s / floor_s, 1),
                "browsers_after": browsers,
                "memory_mb": round(peak / 1e6),
                "exit_codes": sorted({r.exec_exit_code for _, r in results}),
                "verdicts": sorted({str(r.verdict) for _, r in results}),
            }
        )
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10, help="warm runs (cold runs: a third of them)")
    parser.add_argument("--game", type=Path, default=GAME, help="the game folder to check")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument(
        "--at-once", metavar="N[,N...]", help="measure a batch of checks at each of these caps (qa_checks_at_once)"
    )
    parser.add_argument("--batch", type=int, default=8, metavar="K", help="checks per batch with --at-once")
    args = parser.parse_args(argv)
    if args.at_once:
        caps = [int(n) for n in args.at_once.split(",")]
        for row in measure_at_once(args.game, caps, args.batch):
            print(json.dumps(row) if args.json else "  ".join(f"{k}={v}" for k, v in row.items()))
        return 0
    figures = measure(args.game, args.runs)
    if args.json:
        print(json.dumps(figures))
    else:
        for key, value in figures.items():
            print(f"{key:<18} {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
