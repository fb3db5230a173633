"""What the dashboard reads: transcripts on disk (the truth) and Redis (live streams, index, queues).

Everything a page shows is derived here from a session's events with the same functions the CLI
uses (:mod:`crumb.core.metrics`, the reducer's summary), cached per transcript size and mtime so a
page view or an SSE state frame never refolds an unchanged transcript.
"""

from __future__ import annotations

import json
import threading
import time
from collections import OrderedDict
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from crumb import lifecycle
from crumb.config import Settings
from crumb.core import ledger, metrics
from crumb.core.events import Event, parse_event
from crumb.core.layout import SessionPaths
from crumb.core.reducer import fold
from crumb.core.session_ids import is_session_id
from crumb.core.spans import ts_ns
from crumb.core.state import initial_state, summary
from crumb.errors import CrumbError, TranscriptError
from crumb.paths import first_link
from crumb.readable import UNREADABLE, unreadable_line

_lock = threading.Lock()
# Whole views (every event) for the few sessions being watched; list rows (small) for all of them.
_VIEWS_KEPT = 64
_cache: OrderedDict[Path, tuple[tuple[int, int], SessionView]] = OrderedDict()
_rows: dict[Path, tuple[tuple[int, int] | None, dict[str, Any]]] = {}
_digests: dict[Path, tuple[tuple[int, int], dict[str, Any]]] = {}
_folding: dict[Path, threading.Lock] = {}  # one fold at a time per transcript


class SessionView:
    """One session as of its transcript on disk: events, summary, pipeline, scorecard, metrics."""

    def __init__(self, sid: str, events: list[Event], unreadable: list[TranscriptError] | None = None) -> None:
        self.sid = sid
        self.events = events
        # Lines of the transcript that are not events: shown as such on every page, never left out silently.
        self.unreadable = [unreadable_line(e) for e in unreadable or []]
        self.summary = summarize(sid, events)
        if self.unreadable and not events:
            self.summary["status"] = UNREADABLE
        self.metrics = metrics.compute(events)
        self.pipeline = metrics.pipeline(events)
        self.scorecard = metrics.scorecard(events)
        self.summary["cost_usd"] = self.summary.get("cost_usd") or self.metrics["cost_usd"]
        self.rendered: dict[str, str] = {}  # frames rendered from this version, shared by every stream

    def last(self, kind: str) -> Event | None:
        return next((e for e in reversed(self.events) if e.kind == kind), None)

    @property
    def spec(self) -> dict[str, Any] | None:
        e = next((e for e in reversed(self.events) if e.kind in ("spec", "spec.update")), None)
        return dict(e.data) if e and e.data else None

    @property
    def qa(self) -> Event | None:
        return self.last("qa.result")

    @property
    def requirements(self) -> dict[str, Any]:
        """The ledger for the Requirements panel: as judged (``judged``), as the latest QA proves it before a
        judgement (``pending``), or ``legacy`` for a spec written before the ledger existed."""
        judged = self.summary.get("requirements")
        if judged is not None:
            return {"state": "judged", "rows": judged}
        spec = self.spec
        if not ledger.has_ledger(spec):
            return {"state": "legacy" if spec else "none", "rows": []}
        qa = self.qa.data if self.qa is not None else None
        return {"state": "pending", "rows": [r.to_dict() for r in ledger.judge(self.summary.get("goal"), spec, qa)]}

    @property
    def build(self) -> Event | None:
        return self.last("build")

    @property
    def timeline(self) -> list[dict[str, Any]]:
        """One lane per actor (QA its own), each span as a share of the session's span (0–1000)."""
        all_spans = metrics.spans(self.events)
        if not all_spans:
            return []
        t0 = min(ts_ns(e.ts) for e in self.events)
        t1 = max(max(ts_ns(e.ts) for e in self.events), max(s.end_ns for s in all_spans))
        width = max(1, t1 - t0)
        lanes: dict[str, list[dict[str, Any]]] = {}
        for s in all_spans:
            x = (s.start_ns - t0) * 1000 / width
            w = max(2.0, (s.end_ns - s.start_ns) * 1000 / width)
            state = "open" if s.open else "ok" if s.ok else "failed"
            label = f"{s.name}: {state}, {(s.end_ns - s.start_ns) / 1e6:.0f} ms"
            lanes.setdefault("QA" if s.kind == "qa" else s.actor, []).append(
                {"x": round(x, 2), "w": round(min(w, 1000 - x), 2), "cls": f"{s.kind} {state}", "label": label}
            )
        return [{"lane": lane, "bars": bars} for lane, bars in lanes.items()]

    def workspace_files(self, settings: Settings) -> dict[str, list[str]]:
        """The files each actor's workspace holds at its top level (prompt, inputs, logs)."""
        root = settings.paths(self.sid).workspaces
        out: dict[str, list[str]] = {}
        if first_link(settings.sessions_dir, (self.sid, root.name)):
            return out
        try:
            actors = sorted(p for p in root.iterdir() if p.is_dir() and not p.is_symlink() and is_session_id(p.name))
        except OSError:
            return out
        for actor in actors:
            files = sorted(f.name for f in actor.iterdir() if f.is_file() and not f.is_symlink())
            if files:
                out[actor.name] = files[:20]
        return out

    def state_frame(self) -> dict[str, Any]:
        """What the session page refreshes on each batch of events."""
        build = self.build
        return {
            "summary": self.summary,
            "pipeline": self.pipeline,
            "scorecard": self.scorecard,
            "metrics": self.metrics,
            "build_event_id": build.id if build else None,
            "last_event_id": self.events[-1].id if self.events else None,
            "unreadable": self.unreadable,
        }


def unknown_fields(form: Any, known: Iterable[str]) -> str | None:
    """Why a request's fields are refused: one it does not take (a typo such as "cost_budget" would start a
    session without its budget, unsaid), else None."""
    names = sorted(known)
    unknown = sorted(str(k) for k in form if k not in names)
    if not unknown:
        return None
    shown = ", ".join(repr(k[:40]) for k in unknown[:5]) + (f" and {len(unknown) - 5} more" if len(unknown) > 5 else "")
    return f"unknown field(s) {shown}: this request takes {', '.join(names)}"


def needs_every_line(settings: Settings, sid: str, view: SessionView | None, doing: str) -> str | None:
    """Why ``doing`` (export, continue, release: each needs the whole session) is refused, else None."""
    if view is None or not view.unreadable:
        return None
    lines = "; ".join(f"line {u['line']}: {u['reason']}" for u in view.unreadable)
    return f"cannot {doing}: {lines}; fix or remove the line in {transcript_path(settings, sid)}"


def summarize(sid: str, events: list[Event]) -> dict[str, Any]:
    """The reducer's summary of the events; a session without an event yet is ``queued``."""
    out = summary(fold(events)) if events else {**summary(initial_state(sid)), "status": "queued"}
    out.setdefault("session_id", sid)
    return out


def transcript_path(settings: Settings, sid: str) -> Path:
    return settings.paths(sid).transcript


def read_events(path: Path) -> tuple[list[Event], list[TranscriptError]]:
    """The events of a transcript's readable lines and an error per unreadable one (never written: the
    coordinator is the only writer)."""
    from crumb.transcript import read_readable

    return read_readable(path)


def _key(path: Path) -> tuple[int, int] | None:
    try:
        st = path.stat()
    except OSError:
        return None
    return (st.st_size, st.st_mtime_ns)


def session_view(settings: Settings, sid: str) -> SessionView | None:
    """The session's view, refolded only when its transcript changed; None when there is no such session."""
    if not is_session_id(sid):
        return None
    path = transcript_path(settings, sid)
    key = _key(path)
    if key is None or first_link(settings.sessions_dir, (sid, path.name)):
        return None  # a linked session folder or transcript is something an agent planted
    with _lock:
        hit = _cache.get(path)
        if hit and hit[0] == key:
            _cache.move_to_end(path)
            return hit[1]
        folding = _folding.setdefault(path, threading.Lock())
    with folding:  # the streams of one session wake together: one of them folds, the others take its view
        with _lock:
            hit = _cache.get(path)
        if hit and hit[0] == _key(path):
            return hit[1]
        key = _key(path) or key
        events, unreadable = read_events(path)
        if not events and not unreadable:  # a first batch torn by a crash or refused by a full disk: no session
            return None  # yet (crumb.ingest)
        view = SessionView(sid, events, unreadable)
        with _lock:
            _cache[path] = (key, view)
            _cache.move_to_end(path)
            while len(_cache) > _VIEWS_KEPT:
                _folding.pop(_cache.popitem(last=False)[0], None)
    return view


def session_digest(settings: Settings, sid: str) -> dict[str, Any] | None:
    """crumb.core.metrics.digest of a session, cached per transcript size and mtime; for a transcript
    with an unreadable line, ``{"skipped": why}`` instead (a rollup leaves it out, as `crumb metrics` does)."""
    path = transcript_path(settings, sid)
    key = _key(path)
    hit = _digests.get(path)
    if key is None or (hit and hit[0] == key):
        return hit[1] if hit else None
    try:
        view = session_view(settings, sid)
    except CrumbError as e:
        out: dict[str, Any] = {"skipped": str(e)}
    else:
        if view is None:
            return None
        out = {"skipped": f"{sid}: {view.unreadable[0]['message']}"} if view.unreadable else metrics.digest(view.events)
    _digests[path] = (key, out)
    return out


def disk_session_ids(settings: Settings) -> list[str]:
    try:
        return sorted(
            p.name
            for p in settings.sessions_dir.iterdir()
            if is_session_id(p.name) and SessionPaths(p).transcript.exists()
        )
    except OSError:
        return []


def redis_ok(settings: Settings) -> bool:
    if not settings.redis_url:
        return False
    try:
        from crumb.connections import redis_client

        redis_client(settings)
        return True
    except CrumbError:
        return False


def index_summaries(settings: Settings) -> dict[str, dict[str, Any]]:
    """Summaries in the Redis index (sessions requested but not yet on disk show up here)."""
    if not redis_ok(settings):
        return {}
    from crumb import bus

    try:
        return {s["session_id"]: s for s in bus.list_sessions(settings)}
    except CrumbError:
        return {}


def row(settings: Settings, sid: str, indexed: dict[str, Any] | None = None) -> dict[str, Any]:
    """One line of the sessions list, with its lifecycle (read now: it moves with the clock and the stack)."""
    return lifecycle.annotate(settings, [_summary_row(settings, sid, indexed)])[0]


def _summary_row(settings: Settings, sid: str, indexed: dict[str, Any] | None = None) -> dict[str, Any]:
    """The summary part of a row (cached per transcript size and mtime)."""
    path = transcript_path(settings, sid)
    key = _key(path) if is_session_id(sid) else None
    hit = _rows.get(path)
    if key is not None and hit and hit[0] == key:
        return hit[1]
    try:
        view = session_view(settings, sid) if key is not None else None
    except CrumbError as e:  # one unreadable transcript must not take the whole list down
        return {"session_id": sid, "status": UNREADABLE, "reason": str(e), "goal": None}
    if view is not None and not view.events:  # not one line of it is an event
        return {"session_id": sid, "status": UNREADABLE, "reason": view.unreadable[0]["message"], "goal": None}
    if view is None:
        base = dict(indexed or {"session_id": sid})
        base.setdefault("status", "queued")
        return base
    s = view.summary
    out = {
        "session_id": sid,
        "goal": s.get("goal"),
        "status": s.get("status"),
        "stage": s.get("stage"),
        "verdict": s.get("verdict"),
        "reason": s.get("reason"),
        "aggregate": s.get("aggregate"),
        "cost_usd": s.get("cost_usd"),
        "tokens": s.get("tokens"),
        "started_at": s.get("started_at"),
        "ended_at": s.get("ended_at"),
        "events": len(view.events),
        "awaiting_approval": s.get("stage") == "awaiting_approval",
        "outstanding": s.get("outstanding"),
        "queued": s.get("queued"),
        "last_event_id": s.get("last_event_id"),
        "unreadable": view.unreadable,
    }
    _rows[path] = (key, out)
    return out


def all_rows(settings: Settings) -> list[dict[str, Any]]:
    indexed = index_summaries(settings)
    sids = set(disk_session_ids(settings)) | set(indexed)
    rows = lifecycle.annotate(settings, [_summary_row(settings, sid, indexed.get(sid)) for sid in sids])
    rows.sort(key=lambda r: (str(r.get("started_at") or "9999"), r["session_id"]), reverse=True)
    return rows


def live_stream_tip(settings: Settings, sid: str) -> str:
    """The id of the newest entry of a session's live stream ("0" for none)."""
    from crumb.connections import keys, redis_client

    last = redis_client(settings).xrevrange(keys(settings).live(sid), count=1)
    return last[0][0] if last else "0"


def redis_now_id(settings: Settings) -> str:
    """A stream id for "now" by the Redis server's clock, so nothing published after it is missed."""
    from crumb.connections import redis_client

    sec, usec = redis_client(settings).time()
    return f"{int(sec) * 1000 + int(usec) // 1000}-0"


def event_from_live(obj: dict[str, Any]) -> Event | None:
    try:
        return parse_event(obj)
    except CrumbError:
        return None


def private_asked(raw: str | None) -> bool:
    """``?private=``: "1" shows private events, "0" or none hides them; anything else is a ValueError saying so."""
    if raw in (None, "0"):
        return False
    if raw == "1":
        return True
    raise ValueError(f"?private= takes 1 (show private events too) or 0, not {raw[:40]!r}")


def is_private(event: Event) -> bool:
    return bool(event.metadata and event.metadata.visibility == "private")


def event_json(event: Event) -> str:
    return json.dumps(event.to_dict(), ensure_ascii=False, separators=(",", ":"))


_infra_cache: dict[str, tuple[float, dict[str, Any]]] = {}


def infra(settings: Settings) -> dict[str, Any]:
    """Queue depths and workers online, cached 5 s (a Celery ping takes up to a second)."""
    hit = _infra_cache.get(settings.namespace)
    if hit and time.monotonic() - hit[0] < 5:
        return hit[1]
    out: dict[str, Any] = {
        "redis": redis_ok(settings),
        "queues": {},
        "workers": [],
        "error": None,
        "coordinator": coordinator_holder(settings),
    }
    if out["redis"]:
        from crumb.connections import keys, redis_client
        from crumb.core.roles import QUEUES

        client = redis_client(settings)
        k = keys(settings)
        try:
            out["queues"] = {q: int(client.llen(k.celery_prefix + q) or 0) for q in QUEUES}
            out["ingest"] = _ingest_backlog(client, k.ingest)
            out["workers"] = _workers_online(settings)
        except Exception as e:  # noqa: BLE001 — the metrics page shows what failed instead of crashing
            out["error"] = f"{type(e).__name__}: {e}"
    _infra_cache[settings.namespace] = (time.monotonic(), out)
    return out


def _ingest_backlog(client: Any, stream: str) -> dict[str, int | None]:
    """Drafts the coordinator has not read yet (lag) and has read but not acknowledged (pending)."""
    from crumb.connections import INGEST_GROUP

    try:
        groups = {g["name"]: g for g in client.xinfo_groups(stream)}
    except Exception:  # noqa: BLE001 — no stream or group yet: nothing waiting
        return {"lag": 0, "pending": 0}
    g = groups.get(INGEST_GROUP) or {}
    return {"lag": g.get("lag"), "pending": g.get("pending")}


_celery_apps: dict[str, Any] = {}


def _workers_online(settings: Settings) -> list[str]:
    app = _celery_apps.get(settings.namespace)
    if app is None:
        from crumb.broker import celery_app

        app = _celery_apps[settings.namespace] = celery_app(settings)
    replies = app.control.ping(timeout=0.5) or []
    return sorted(name for reply in replies for name in reply)


def coordinator_holder(settings: Settings) -> str | None:
    """Who holds the coordinator lease (None: no coordinator is running, or no Redis)."""
    if not redis_ok(settings):
        return None
    from crumb.connections import keys, redis_client

    try:
        return redis_client(settings).get(keys(settings).lease)
    except Exception:  # noqa: BLE001 — shown as "no coordinator", which is what the person can act on
        return None
