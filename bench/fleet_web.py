"""The dashboard under a crowd: N SSE clients while M sessions run, through the real stack (issue 15, items 7 and 9).

    .venv/bin/python bench/fleet_web.py [--redis URL] [--clients 200] [--sessions 50] [--notes 6] [--pipeline] [--json]

A private namespace and CRUMB_HOME on a real Redis; as child processes the real coordinator, the
dashboard as `crumb up` runs it (`crumb web --server gunicorn`) and, with ``--pipeline``, Celery
workers running each session's mock actors and real QA in Chromium. The sessions are requested like
`crumb submit` does. Then, in one asyncio loop:

- ``clients`` SSE clients, spread evenly over the sessions' streams. Each reconnects once mid-run with
  ``Last-Event-ID`` (after a random number of live events), and at the end every client's event ids,
  over all its connections, must equal its session's transcript (public events, in order): nothing
  missed, nothing twice.
- ``notes`` rounds of one ``/note`` per session, sent through the dashboard (``POST /say``), so the
  coordinator appends real events; each one's latency is timed from its POST to its arrival on every
  client of that session.
- four page readers fetching ``/``, ``/s/<sid>``, ``/api/sessions`` and ``/api/sessions/<sid>`` in turn
  the whole time. Their p99 is the goal (< 500 ms); the floor is the same pages read in the same run
  before any stream was open.

Prints ``{"section": "Fleet: dashboard", "figures": [...]}`` with ``--json``; exit 1 when a goal is missed.
bench/fleet.py calls :func:`run_suite` for its dashboard figures.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "bench"))

from runtime import Bench, figure, machine, pct  # noqa: E402

PAGE_GOAL_MS = 500.0
HOST = "127.0.0.1"
MOCK = ["planner-lead=mock:latency=1", "builder=mock:latency=1", "verifier=mock:latency=1"]


@dataclass
class Client:
    """One SSE client of one session, across its connections."""

    sid: str
    reconnect_after: int  # live events on the first connection before it drops and resumes
    ids: list[str] = field(default_factory=list)
    connects: int = 0
    refused: int = 0
    first_state_s: list[float] = field(default_factory=list)  # connect → history and the first state frame
    live_at: dict[str, float] = field(default_factory=dict)  # each event that came live → when it came
    done: bool = False

    def latency_s(self, sent: dict[str, float]) -> list[float]:
        """A note's POST → its frame here, for the notes that came live. Read after the run: a frame
        can come before its POST's answer has told the sender its id."""
        return [at - sent[fid] for fid, at in self.live_at.items() if fid in sent]


@dataclass
class Run:
    """What the loop shares: the stack's address and token, what was sent when, and each session's last event."""

    port: int
    web_pid: int = 0
    token: str = ""
    redis_connections: tuple[int, int] = (-1, -1)  # (held, in a blocking read) with every stream open
    sent: dict[str, float] = field(default_factory=dict)  # note event id → monotonic time of its POST
    final: dict[str, str] = field(default_factory=dict)  # sid → last public event id, once the load is over
    pages: list[tuple[str, int, float]] = field(default_factory=list)  # (path, status, seconds)
    posts: list[tuple[int, float]] = field(default_factory=list)
    stop_pages: bool = False


async def http(run: Run, method: str, path: str, body: bytes = b"", headers: str = "") -> tuple[int, dict, bytes]:
    """One HTTP/1.0 request on a new connection: (status, headers, body)."""
    reader, writer = await asyncio.open_connection(HOST, run.port, limit=1 << 22)
    try:
        head = f"{method} {path} HTTP/1.0\r\nHost: {HOST}:{run.port}\r\n{headers}"
        if body:
            head += f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n"
        writer.write(head.encode() + b"\r\n" + body)
        raw = await reader.read()
    finally:
        writer.close()
    head_raw, _, payload = raw.partition(b"\r\n\r\n")
    lines = head_raw.decode(errors="replace").split("\r\n")
    hdrs = dict(line.split(": ", 1) for line in lines[1:] if ": " in line)
    return int(lines[0].split()[1]), hdrs, payload


async def read_pages(run: Run, sids: list[str], until: Callable[[], bool]) -> None:
    """Fetch the dashboard's pages in turn until ``until()``; each (path, status, seconds) is recorded."""
    paths = ["/", "/api/sessions"] + [p for sid in sids[:8] for p in (f"/s/{sid}", f"/api/sessions/{sid}")]
    i = random.randrange(len(paths))
    while not until():
        path = paths[i % len(paths)]
        t0 = time.monotonic()
        status, _, _ = await http(run, "GET", path)
        run.pages.append((path, status, time.monotonic() - t0))
        i += 1


async def follow(run: Run, c: Client) -> None:
    """Read the session's stream; drop it once mid-run and resume with Last-Event-ID; stop at the last event."""
    while not c.done:
        reader, writer = await asyncio.open_connection(HOST, run.port, limit=1 << 22)
        last = f"Last-Event-ID: {c.ids[-1]}\r\n" if c.ids else ""
        t0 = time.monotonic()
        writer.write(
            f"GET /api/sessions/{c.sid}/stream HTTP/1.0\r\nHost: {HOST}:{run.port}\r\n"
            f"Accept: text/event-stream\r\n{last}\r\n".encode()
        )
        status = await reader.readline()
        if b" 200 " not in status:
            c.refused += 1
            writer.close()
            await asyncio.sleep(1)
            continue
        while (await reader.readline()) not in (b"\r\n", b""):
            pass
        c.connects += 1
        try:
            await _frames(run, c, reader, t0)
        finally:
            writer.close()


async def _frames(run: Run, c: Client, reader: asyncio.StreamReader, t0: float) -> None:
    live, state_seen, fid, kind = 0, False, None, None
    while line := await reader.readline():
        line = line.rstrip(b"\n")
        if line.startswith(b"id: "):
            fid = line[4:].decode()
        elif line.startswith(b"event: "):
            kind = line[7:]
        elif not line:
            now = time.monotonic()
            if kind == b"ev" and fid:
                c.ids.append(fid)
                if state_seen:
                    live += 1
                    c.live_at[fid] = now
            elif kind == b"state" and not state_seen:
                state_seen = True
                c.first_state_s.append(now - t0)
            fid = kind = None
            if c.ids and run.final.get(c.sid) == c.ids[-1]:
                c.done = True
                return
            if c.connects == 1 and live >= c.reconnect_after:
                return  # drop the connection; the caller resumes with Last-Event-ID


async def send_notes(run: Run, sids: list[str], rounds: int, every_s: float) -> None:
    """``rounds`` × one /note per session through the dashboard, each timed from its POST."""
    for r in range(rounds):
        for sid in sids:
            t0 = time.monotonic()
            body = json.dumps({"line": f"/note crowd round {r}"}).encode()
            status, _, payload = await http(
                run, "POST", f"/api/sessions/{sid}/say", body, f"X-Crumb-Token: {run.token}\r\n"
            )
            run.posts.append((status, time.monotonic() - t0))
            if status == 202:
                run.sent[json.loads(payload)["id"]] = t0
        await asyncio.sleep(every_s)


def public_ids(settings: Any, sid: str) -> list[str]:
    from crumb.transcript import read_events

    path = settings.paths(sid).transcript
    events = read_events(path, repair=False) if path.exists() else []
    return [e.id for e in events if not (e.metadata and e.metadata.visibility == "private")]


async def settle(run: Run, settings: Any, sids: list[str], pipeline: bool, timeout_s: float) -> None:
    """Wait until every transcript is still for 2 s (and, with the pipeline, every session done); note the last ids."""
    from crumb.transcript import read_events

    deadline, seen, still_since = time.monotonic() + timeout_s, {}, time.monotonic()
    while time.monotonic() < deadline:
        now = {sid: public_ids(settings, sid) for sid in sids}
        lens = {sid: len(ids) for sid, ids in now.items()}
        if lens != seen:
            seen, still_since = lens, time.monotonic()
        finished = not pipeline or all(
            any(e.kind == "done" for e in read_events(settings.paths(sid).transcript, repair=False)) for sid in sids
        )
        if finished and time.monotonic() - still_since >= 2:
            run.final.update({sid: ids[-1] for sid, ids in now.items() if ids})
            return
        await asyncio.sleep(0.5)
    raise RuntimeError(f"the sessions did not settle within {timeout_s}s")


async def crowd(run: Run, settings: Any, sids: list[str], clients: int, notes: int, pipeline: bool) -> list[Client]:
    """The measured part: clients, notes and page readers at once; returns the clients."""
    rng = random.Random(15)
    cs = [Client(sids[i % len(sids)], reconnect_after=rng.randint(1, max(1, notes))) for i in range(clients)]
    followers = [asyncio.create_task(follow(run, c)) for c in cs]
    # Notes start once every client holds its stream, so each note reaches every client live.
    deadline = time.monotonic() + 120
    while sum(c.connects > 0 for c in cs) < clients and time.monotonic() < deadline:
        await asyncio.sleep(0.2)
    run.redis_connections = redis_connections(run.web_pid, settings.redis_url)  # with every stream open
    readers = [asyncio.create_task(read_pages(run, sids, lambda: run.stop_pages)) for _ in range(4)]
    await send_notes(run, sids, notes, every_s=1.0)
    await settle(run, settings, sids, pipeline, timeout_s=600)
    try:
        await asyncio.wait_for(asyncio.gather(*followers), timeout=120)
    finally:
        run.stop_pages = True
        await asyncio.gather(*readers, return_exceptions=True)
        for t in followers:
            t.cancel()
    return cs


def redis_connections(pid: int, redis_url: str, samples: int = 10) -> tuple[int, int]:
    """Redis connections of a process and its children (the gunicorn workers): (held, most seen in a blocking read).

    A stream that held its own connection would show up blocked in XREAD; the shared reader is one per worker.
    """
    import redis

    client = redis.Redis.from_url(redis_url)
    pids = {pid, *map(int, subprocess.run(["pgrep", "-P", str(pid)], capture_output=True, text=True).stdout.split())}
    dport = client.connection_pool.connection_kwargs.get("port", 6379)
    out = subprocess.run(["ss", "-Htnp", "dst", f":{dport}"], capture_output=True, text=True).stdout
    ports = {line.split()[3].rsplit(":", 1)[1] for line in out.splitlines() if any(f"pid={p}," in line for p in pids)}
    blocked = 0
    for _ in range(samples):
        rows = client.client_list()
        blocked = max(blocked, sum(r["addr"].rsplit(":", 1)[1] in ports and "b" in r["flags"] for r in rows))
        time.sleep(0.05)
    client.close()
    return len(ports), blocked


def measure(
    redis_url: str,
    clients: int,
    sessions: int,
    notes: int,
    pipeline: bool,
    log: Callable[[str], None],
    web_workers: int = 1,
) -> dict:
    """Start the stack, run the crowd, check every client against the transcripts; the raw outcome."""
    from crumb.bindings import resolve_bindings
    from crumb.bus import request_session
    from crumb.embedded import free_port

    b = Bench(redis_url)
    try:
        crumb = [sys.executable, "-m", "crumb"]
        b.start("coordinator", [*crumb, "coordinator"])
        if pipeline:
            spawn = b.start(
                "worker-spawn",
                [*crumb, "worker", "-Q", "planner,builder,verifier", "-P", "threads", "-c", "16", "--loglevel", "INFO"],
            )
            qa = b.start("worker-qa", [*crumb, "worker", "-Q", "qa", "-c", "2", "--loglevel", "INFO"])
            for w in (spawn, qa):
                b.wait_log(w, " ready.")
        run = Run(port=free_port())
        web = b.start(
            "web",
            [*crumb, "web", "--server", "gunicorn", "--workers", str(web_workers), "--port", str(run.port)]
            + ["--preview-port", str(free_port())],
        )
        b.wait_log(web, "CRUMB dashboard:")
        run.web_pid = web.pid

        async def main() -> tuple[list[tuple[str, int, float]], list[Client], int]:
            deadline = time.monotonic() + 60
            while True:
                try:
                    _, hdrs, _ = await http(run, "GET", "/")
                    break
                except OSError:
                    if time.monotonic() > deadline:
                        raise
                    await asyncio.sleep(0.2)
            run.token = hdrs["Set-Cookie"].split(";")[0].split("=", 1)[1]
            bindings = resolve_bindings(b.settings, MOCK, None)
            sids = [request_session(b.settings, f"a crowd game {i}", bindings=bindings) for i in range(sessions)]
            while any(not b.settings.paths(sid).transcript.exists() for sid in sids):
                await asyncio.sleep(0.2)
            log(f"{sessions} sessions on disk; floor: pages with no stream open …")
            await read_pages(run, sids, lambda: len(run.pages) >= 2 + 2 * min(8, len(sids)))  # warm: one of each
            run.pages = []
            t_floor = time.monotonic() + 5
            await asyncio.gather(*(read_pages(run, sids, lambda: time.monotonic() > t_floor) for _ in range(4)))
            floor, run.pages = run.pages, []
            log(f"{clients} clients, {notes} rounds of notes …")
            cs = await crowd(run, b.settings, sids, clients, notes, pipeline)
            return floor, cs, 0

        floor, cs, _ = asyncio.run(main())
        expected = {sid: public_ids(b.settings, sid) for sid in {c.sid for c in cs}}
    finally:
        b.close()
    return {
        "floor": floor,
        "clients": cs,
        "run": run,
        "expected": expected,
        "redis_connections": run.redis_connections,
        "web_workers": web_workers,
    }


def check(outcome: dict) -> dict[str, int]:
    """Missed, duplicated and misordered events over every client, against its session's transcript."""
    missed = dup = misordered = incomplete = 0
    for c in outcome["clients"]:
        want = outcome["expected"][c.sid]
        missed += len(set(want) - set(c.ids))
        dup += len(c.ids) - len(set(c.ids))
        misordered += int(c.ids != want and set(c.ids) == set(want) and len(c.ids) == len(want))
        incomplete += int(not c.done)
    return {"missed": missed, "duplicated": dup, "misordered": misordered, "incomplete": incomplete}


def by_path(pages: list[tuple[str, int, float]]) -> dict[str, float]:
    """p99 in ms per kind of page (a session's id folded to <sid>), slowest first."""
    kinds: dict[str, list[float]] = {}
    for path, _, s in pages:
        parts = path.split("/")
        kind = "/".join("<sid>" if len(p) == 26 else p for p in parts)
        kinds.setdefault(kind, []).append(s * 1000)
    return dict(sorted(((k, round(pct(v, 0.99))) for k, v in kinds.items()), key=lambda kv: -kv[1]))


def reported(name: str, values_ms: list[float]) -> dict:
    """A p99 with no goal of its own (the issue asks for it reported), its p50 beside it."""
    return figure(
        name, pct(values_ms, 0.99), "ms", "—", True, floor=f"p50 {pct(values_ms, 0.5):.0f} ms", samples=len(values_ms)
    )


def figures(outcome: dict, clients: int, sessions: int) -> list[dict]:
    cs: list[Client] = outcome["clients"]
    run: Run = outcome["run"]
    page_ms = [s * 1000 for _, status, s in run.pages if status == 200]
    floor_ms = [s * 1000 for _, status, s in outcome["floor"] if status == 200]
    bad_pages = sum(status != 200 for _, status, _ in run.pages)
    lat_ms = [x * 1000 for c in cs for x in c.latency_s(run.sent)]
    first_ms = [x * 1000 for c in cs for x in c.first_state_s]
    post_ms = [s * 1000 for status, s in run.posts if status == 202]
    wrong = check(outcome)
    served = sum(c.connects > 0 for c in cs)
    fl = f"no stream open: p99 {pct(floor_ms, 0.99):.0f} ms, p50 {pct(floor_ms, 0.5):.0f} ms (n={len(floor_ms)})"
    where = f"{clients} SSE clients, {sessions} sessions"
    return [
        figure(
            f"page p99 ({where})",
            pct(page_ms, 0.99),
            "ms",
            "< 500",
            pct(page_ms, 0.99) < PAGE_GOAL_MS and not bad_pages,
            floor=fl,
            samples=len(page_ms),
            errors=bad_pages,
            by_path=by_path(run.pages),
        ),
        figure("page p50", pct(page_ms, 0.5), "ms", "—", True, floor=fl, samples=len(page_ms)),
        figure(
            "events missed or twice over reconnects (Last-Event-ID)",
            wrong["missed"] + wrong["duplicated"] + wrong["misordered"] + wrong["incomplete"],
            "",
            "0",
            not any(wrong.values()),
            floor=None,
            reconnects=sum(c.connects - 1 for c in cs),
            events_checked=sum(len(c.ids) for c in cs),
            **wrong,
        ),
        figure(
            "clients served",
            served,
            f"of {clients}",
            f"{clients}",
            served == clients,
            floor=None,
            refused_503=sum(c.refused for c in cs),
        ),
        reported("stream latency p99 (a note's POST → on every client of its session)", lat_ms),
        reported("stream open → history and state frame p99", first_ms),
        reported("intervention POST /say → 202 p99", post_ms),
        figure(
            f"Redis connections of the dashboard in a blocking read, {clients} streams open",
            outcome["redis_connections"][1],
            "",
            "≤ 1 per worker (one shared reader)",
            0 <= outcome["redis_connections"][1] <= outcome["web_workers"],
            floor=f"{outcome['redis_connections'][0]} connections held in all (the pool's idle ones included)",
        ),
    ]


def run_suite(
    redis_url: str,
    log: Callable[[str], None],
    *,
    clients: int = 200,
    sessions: int = 50,
    notes: int = 6,
    pipeline: bool = True,
    web_workers: int = 1,
) -> list[dict]:
    """The dashboard figures for bench/fleet.py (and this script's main)."""
    return figures(measure(redis_url, clients, sessions, notes, pipeline, log, web_workers), clients, sessions)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    p.add_argument("--redis", default="redis://127.0.0.1:6379/0")
    p.add_argument("--clients", type=int, default=200)
    p.add_argument("--sessions", type=int, default=50)
    p.add_argument("--notes", type=int, default=6, help="rounds of one /note per session, a second apart")
    p.add_argument(
        "--pipeline", action="store_true", help="also run each session's mock actors and QA (Celery workers)"
    )
    p.add_argument("--web-workers", type=int, default=1, help="gunicorn workers of the dashboard (crumb web --workers)")
    p.add_argument("--json", action="store_true")
    a = p.parse_args(argv)
    log = (lambda m: print(m, file=sys.stderr, flush=True)) if a.json else (lambda m: print(m, flush=True))
    figs = run_suite(
        a.redis,
        log,
        clients=a.clients,
        sessions=a.sessions,
        notes=a.notes,
        pipeline=a.pipeline,
        web_workers=a.web_workers,
    )
    if a.json:
        print(json.dumps({"section": "Fleet: dashboard", "machine": machine(), "figures": figs}))
    else:
        for f in figs:
            print(
                f"{f['name']}: {f['value']} {f['unit']}  (goal {f['goal']}; {'ok' if f['ok'] else 'MISSED'})  {f['floor'] or ''}"
            )
    return 0 if all(f["ok"] for f in figs) else 1


if __name__ == "__main__":
    raise SystemExit(main())
