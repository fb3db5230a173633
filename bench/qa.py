"""Benchmark of the QA check: warm and cold wall time, memory per worker, game time, ratio to a floor.

    python bench/qa.py [--runs N] [--game DIR] [--json]

The floor is measured in the same run: a new context, one page load and one screenshot.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

from crumb.config import load_settings
from crumb.qa import BrowserPool, procs, run_qa
from crumb.qa.artifact import ENTRY, ORIGIN

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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10, help="warm runs (cold runs: a third of them)")
    parser.add_argument("--game", type=Path, default=GAME, help="the game folder to check")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)
    figures = measure(args.game, args.runs)
    if args.json:
        print(json.dumps(figures))
    else:
        for key, value in figures.items():
            print(f"{key:<18} {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
