"""What one reload of a game's page costs QA: wall time and CPU, split by process.

    python bench/qa_load.py [--game DIR] [--loads N] [--keep-feature NAME ...] [--json]

A QA check loads its game about a dozen times (each run, each acceptance criterion with an action
starts on a fresh game), so a browser switch that makes a load cheaper shows here first, where a
whole check's noise would hide it. ``--keep-feature NAME`` leaves a Chromium feature on that QA's
browser turns off (crumb.qa.pool.DISABLED_FEATURES), to measure what turning it off saves: run
with and without it, interleaved, on a quiet machine.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
GAME = REPO / "tests" / "qa" / "games" / "canvas"


def _kind(pid: int) -> str:
    from crumb.qa import procs

    if pid == os.getpid():
        return "python"
    command = procs.cmdline(pid)
    if "node" in command.split(" ")[0]:
        return "driver"
    for kind in ("renderer", "gpu-process", "utility", "zygote"):
        if f"--type={kind}" in command:
            return kind
    return "browser"


def measure(game: Path, loads: int, keep: list[str]) -> dict[str, object]:
    from crumb.config import load_settings
    from crumb.qa import artifact, pool, procs
    from crumb.qa.page import GamePage
    from crumb.qa.watchdog import Watchdog

    features = [f for f in pool.DISABLED_FEATURES if f not in keep]
    pool.LAUNCH_ARGS = tuple(
        "--disable-features=" + ",".join(features) if a.startswith("--disable-features=") else a
        for a in pool.LAUNCH_ARGS
    )
    entry, found = artifact.find_entry(game)
    if entry is None:
        raise SystemExit(f"no game to load in {game}: {found}")
    settings = load_settings()
    with pool.BrowserPool(settings) as browsers, Watchdog(total_s=600, hang_s=60, kill=browsers.kill) as dog:
        page = GamePage(browsers, game, entry, dog)
        try:
            for _ in range(3):  # the first loads warm caches up
                page.load("warm-up")
            pids = [os.getpid(), *procs.descendants(os.getpid())]
            before, walls = procs.cpu_seconds(pids), []
            for _ in range(loads):
                began = time.perf_counter()
                page.load("measured")
                walls.append(time.perf_counter() - began)
            after = procs.cpu_seconds(pids)
            kinds = {pid: _kind(pid) for pid in pids}  # while they live: a closed one has no command line
        finally:
            page.close()
    by_kind: dict[str, float] = {}
    for pid in pids:
        by_kind[kinds[pid]] = by_kind.get(kinds[pid], 0.0) + after.get(pid, 0.0) - before.get(pid, 0.0)
    return {
        "game": str(game),
        "loads": loads,
        "features_left_on": keep,
        "load_average_1m": round(os.getloadavg()[0], 2),
        "wall_median_ms": round(statistics.median(walls) * 1000, 1),
        "cpu_ms_per_load": round(sum(by_kind.values()) / loads * 1000, 1),
        "cpu_ms_per_load_by_process": {k: round(v / loads * 1000, 1) for k, v in sorted(by_kind.items()) if v},
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", type=Path, default=GAME, help="the game folder to load")
    parser.add_argument("--loads", type=int, default=20, help="loads measured (after three to warm up)")
    parser.add_argument(
        "--keep-feature", action="append", default=[], metavar="NAME", help="leave this Chromium feature on"
    )
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)
    if args.loads < 1:
        parser.error("--loads must be at least 1")
    result = measure(args.game, args.loads, args.keep_feature)
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        print(
            f"{result['game']}: {result['wall_median_ms']} ms a load (median of {args.loads}), "
            f"{result['cpu_ms_per_load']} ms of CPU: {result['cpu_ms_per_load_by_process']}"
            f"{'; left on: ' + ', '.join(args.keep_feature) if args.keep_feature else ''}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
