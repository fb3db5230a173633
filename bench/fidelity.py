"""Fidelity: does the offline studio's verdict answer the pitch? Real offline sessions over the pitch corpus.

    .venv/bin/python bench/fidelity.py [--redis URL] [--only en,ko,...] [--limit N] [--home DIR] [--timeout-s S] [--json]
    .venv/bin/python bench/fidelity.py --read DIR [--json]     # the figures of a run kept with --home

Each pitch of ``tests/core/pitches.py`` (in-scope with and without mechanics, off-scope, four
languages) runs as a real session: the coordinator on a real Redis (a private namespace, cleaned
afterwards), the inline executor running the same task code as the Celery workers, the `local`
planner, builder and verifier, QA in Chromium. A session is followed until it ends or waits for a
person (a PARTIAL). Figures: the share of in-scope pitches with mechanics that PASS with nothing
unmet (goal ≥ 90 %), the share of off-scope pitches answered honestly (never PASS, the kind of game
named unmet; goal 100 %), PASSes with anything unmet (goal 0), and builds per session (goal ≤ 1.2).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import threading
import time
import uuid
from collections.abc import Iterable
from itertools import zip_longest
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from tests.core.pitches import CORPUS, Pitch  # noqa: E402

LOCAL = {a: {"adapter": "local", "model": None, "fallback": []} for a in ("planner-lead", "builder", "verifier")}


def _settled(state: Any) -> bool:
    return state is not None and (state.done or state.awaiting_approval)


def run_sessions(
    goals: Iterable[str], home: Path, redis_url: str, timeout_s: float = 1800, at_once: int = 4, **overrides: Any
) -> list[dict[str, Any]]:
    """Run one offline session per goal on a private stack, ``at_once`` at a time (so each one finishes
    before the rest queue up behind its QA); return each one's outcome once it settles, or as it
    stands at the timeout (``settled`` False; a session never started counts as unsettled).
    ``overrides`` are settings (the tests run QA's browsers at qa_nice 0)."""
    import redis

    from crumb.bus import request_session
    from crumb.config import load_settings
    from crumb.coordinator import Coordinator
    from crumb.executors import InlineExecutor

    settings = load_settings(
        env={}, home=home, redis_url=redis_url, namespace=f"crumbfid-{uuid.uuid4().hex[:10]}", **overrides
    )
    coord = Coordinator(settings, InlineExecutor(settings, max_workers=2))
    thread = threading.Thread(target=coord.run_forever, name="fidelity-coordinator", daemon=True)
    thread.start()
    try:
        waiting, sids = list(goals), []
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            running = [sid for sid in sids if not _settled(coord.state(sid))]
            if not running and not waiting:
                break
            if waiting and len(running) < at_once:
                sids.append(request_session(settings, waiting.pop(0), bindings=LOCAL))
                continue
            time.sleep(0.2)
        started = [_outcome(coord.state(sid)) if coord.state(sid) else _unstarted(sid) for sid in sids]
        return started + [_unstarted(None, goal) for goal in waiting]
    finally:
        coord.stop()
        thread.join(timeout=30)
        client = redis.Redis.from_url(redis_url)
        for key in client.scan_iter(match=f"{settings.namespace}:*", count=1000):
            client.delete(key)
        client.close()


def _outcome(state: Any) -> dict[str, Any]:
    s = state.summary()
    return {
        "session_id": s["session_id"],
        "goal": s["goal"],
        "verdict": s["verdict"],
        "reason": s["reason"],
        "waiting": state.awaiting_approval,
        "settled": _settled(state),
        "unmet": s["unmet"],
        "requirements": s["requirements"] or [],
        "builds": state.build_count,
        "respecs": state.respec_count,
    }


def _unstarted(sid: str | None, goal: str = "") -> dict[str, Any]:
    return {
        "session_id": sid,
        "goal": goal,
        "verdict": None,
        "reason": None,
        "waiting": False,
        "settled": False,
        "unmet": [],
        "requirements": [],
        "builds": 0,
        "respecs": 0,
    }


def read_outcomes(home: Path) -> dict[str, dict[str, Any]]:
    """The outcome of every session kept under ``home`` (a run with --home), by goal: its transcript folded."""
    from crumb.core.reducer import fold
    from crumb.transcript import read_events

    out = {}
    for transcript in sorted(home.glob("sessions/*/transcript.jsonl")):
        outcome = _outcome(fold(read_events(transcript, repair=False)))
        out[outcome["goal"]] = outcome
    return out


def honest_off_scope(outcome: dict[str, Any]) -> bool:
    """Never PASS, and the kind of game asked for is named unmet in plain words."""
    genre = next((r for r in outcome["requirements"] if r["id"] == "genre"), None)
    return outcome["verdict"] != "PASS" and genre is not None and not genre["met"] and "cannot build" in genre["reason"]


def fidelity(cases: list[Pitch], outcomes: list[dict[str, Any]]) -> dict[str, Any]:
    """The figures over paired cases and outcomes; the shares count the sessions that settled."""
    pairs = [(c, o) for c, o in zip(cases, outcomes, strict=False) if o["settled"]]
    in_mech = [o for c, o in pairs if c.scope == "in" and c.mechanics]
    in_scope = [o for c, o in pairs if c.scope == "in"]
    off = [o for c, o in pairs if c.scope == "off"]
    clean = lambda o: o["verdict"] == "PASS" and not o["unmet"]  # noqa: E731
    share = lambda xs, ok: round(sum(map(ok, xs)) / len(xs), 3) if xs else None  # noqa: E731
    builds = [o["builds"] for _c, o in pairs]
    return {
        "sessions": len(outcomes),
        "unsettled": sum(1 for o in outcomes if not o["settled"]),
        "pass_nothing_unmet_in_scope_with_mechanics": share(in_mech, clean),
        "pass_nothing_unmet_in_scope": share(in_scope, clean),
        "pass_nothing_unmet_all": share([o for _c, o in pairs], clean),
        "off_scope_honest": share(off, honest_off_scope),
        "pass_with_unmet": sum(1 for o in outcomes if o["verdict"] == "PASS" and o["unmet"]),
        "builds_per_session": round(statistics.mean(builds), 2) if builds else None,
        "unmet_in_scope": sorted({u for c, o in pairs if c.scope == "in" for u in o["unmet"]}),
    }


def figures(result: dict[str, Any]) -> list[dict[str, Any]]:
    """The figures in the shape bench/run_all.py writes into docs/BENCHMARKS.md."""

    def fig(name: str, value: Any, unit: str, goal: str, ok: bool) -> dict[str, Any]:
        return {"name": name, "value": value, "unit": unit, "goal": goal, "ok": ok, "floor": None}

    mech, off = result["pass_nothing_unmet_in_scope_with_mechanics"], result["off_scope_honest"]
    return [
        fig("in-scope with mechanics: PASS, nothing unmet", mech, "share", "≥ 0.9", mech is not None and mech >= 0.9),
        fig("in-scope: PASS, nothing unmet", result["pass_nothing_unmet_in_scope"], "share", "-", True),
        fig("off-scope answered honestly", off, "share", "1.0", off == 1.0),
        fig("PASS with anything unmet", result["pass_with_unmet"], "sessions", "0", result["pass_with_unmet"] == 0),
        fig(
            "builds per session", result["builds_per_session"], "", "≤ 1.2", (result["builds_per_session"] or 0) <= 1.2
        ),
        fig(
            "sessions unsettled at the time limit",
            result["unsettled"],
            f"of {result['sessions']}",
            "0",
            result["unsettled"] == 0,
        ),
    ]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--redis", default=os.environ.get("CRUMB_BENCH_REDIS_URL", "redis://127.0.0.1:6379/0"))
    ap.add_argument("--only", help="comma-separated languages (en, ko, it, ar)")
    ap.add_argument("--limit", type=int, default=0, help="at most this many pitches")
    ap.add_argument("--scope", choices=("in", "off"), help="only the in-scope or only the off-scope pitches")
    ap.add_argument("--home", type=Path, help="keep the sessions in this folder (default: a temporary one)")
    ap.add_argument("--read", type=Path, help="run nothing: the figures of the sessions kept in this folder")
    ap.add_argument("--timeout-s", type=float, default=3600, help="stop waiting after this long (default 3600)")
    ap.add_argument("--json", action="store_true", help="print the figures as one JSON object")
    args = ap.parse_args(argv)
    by_lang = [[c for c in CORPUS if c.lang == lang] for lang in ("en", "ko", "it", "ar")]
    interleaved = [c for group in zip_longest(*by_lang) for c in group if c]  # a run cut short covers every language
    cases = [
        c for c in interleaved if (not args.only or c.lang in args.only.split(",")) and args.scope in (None, c.scope)
    ]
    cases = cases[: args.limit] if args.limit else cases
    t0 = time.monotonic()
    if args.read:
        kept = read_outcomes(args.read)
        cases = [c for c in cases if c.text in kept]
        outcomes = [kept[c.text] for c in cases]
    elif args.home:
        outcomes = run_sessions([c.text for c in cases], args.home, args.redis, args.timeout_s)
    else:
        with tempfile.TemporaryDirectory(prefix="crumb-fidelity-") as home:
            outcomes = run_sessions([c.text for c in cases], Path(home), args.redis, args.timeout_s)
    result = fidelity(cases, outcomes) | {"seconds": round(time.monotonic() - t0)}
    rows = [
        {
            "pitch": c.text,
            "scope": c.scope,
            "verdict": o["verdict"],
            "waiting": o["waiting"],
            "unmet": o["unmet"],
            "builds": o["builds"],
        }
        for c, o in zip(cases, outcomes, strict=False)
    ]
    figs = figures(result)
    if args.json:
        print(
            json.dumps({"section": "Fidelity", "figures": figs, "result": result, "sessions": rows}, ensure_ascii=False)
        )
    else:
        for r in rows:
            print(
                f"{r['verdict'] or '-':<8} {r['scope']:<4} builds {r['builds']}  unmet {', '.join(r['unmet']) or '-':<40} {r['pitch']}"
            )
        print(json.dumps(result, ensure_ascii=False, indent=1))
    return 0 if all(f["ok"] for f in figs) else 1


if __name__ == "__main__":
    sys.exit(main())
