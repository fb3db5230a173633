"""Exports of a session: OTLP JSON and Chrome traces, frozen releases, verified artifact copies.

The traces are built from :func:`crumb.core.spans.spans`, so a span here has the same start, end and
status as the dashboard's pipeline and the CLI's status. Releases live in
``$CRUMB_HOME/sessions/<sid>/releases/<vN>/`` (``artifacts/`` + ``manifest.json`` with a sha256 per
file); copies are verified against those hashes, file by file.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

from crumb import __version__
from crumb.config import Settings
from crumb.core.events import Event
from crumb.core.layout import ARTIFACTS
from crumb.core.metrics import scorecard
from crumb.core.roles import LANES
from crumb.core.session_ids import VERSION, refusal, split_ref
from crumb.core.spans import Span, spans, ts_ns
from crumb.errors import CrumbError

__all__ = [
    "otel_trace",
    "chrome_trace",
    "trace_id",
    "release",
    "copy_artifacts",
    "load_session",
    "ExportError",
    "DestinationError",
    "HashMismatch",
    "ReleaseNameError",
    "UnknownSession",
    "VERSION_RE",
    "locate",
]

VERSION_RE = VERSION  # one rule for a release name (crumb.core.session_ids)
_CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"


class ExportError(CrumbError):
    """A session, release or destination cannot be exported as asked."""


class ReleaseNameError(ExportError):
    """A release name that is not a version name, is taken already, or names no release: a usage error (exit 2)."""

    exit_code = 2


class UnknownSession(ExportError):
    """A text that is no session id, or names no session here: a usage error (exit 2), as for every command."""

    exit_code = 2


class DestinationError(ExportError):
    """A destination (``--to``, ``--zip``) that cannot take the export: a usage error (exit 2)."""

    exit_code = 2


class HashMismatch(ExportError):
    """A copied file does not hash to the value recorded for it."""

    def __init__(self, path: str, expected: str, actual: str) -> None:
        super().__init__(
            f"hash mismatch: {path} should be sha256 {expected[:12]}… but is {actual[:12]}…; "
            "the source changed or the copy is corrupt — do not ship this copy"
        )
        self.path, self.expected, self.actual = path, expected, actual


def load_session(settings: Settings, sid: str) -> list[Event]:
    """Every event of a session's transcript; UnknownSession (exit 2) when it has none."""
    from crumb.transcript import read_events

    if (said := refusal(sid)) is not None:
        raise UnknownSession(said)
    path = settings.paths(sid).transcript
    events = read_events(path, repair=False)
    if not events:
        raise UnknownSession(
            f"no session {sid} under {settings.sessions_dir} (no events in {path}); `crumb ls` lists them"
        )
    return events


# --- traces -------------------------------------------------------------------------------


def trace_id(session_id: str) -> str:
    """32 hex digits: the session ULID's own 128 bits, or a sha256 prefix for any other id."""
    if len(session_id) == 26 and all(c in _CROCKFORD for c in session_id.upper()):
        value = 0
        for c in session_id.upper():
            value = value * 32 + _CROCKFORD.index(c)
        if 0 < value < 1 << 128:
            return f"{value:032x}"
    return hashlib.sha256(session_id.encode()).hexdigest()[:32]


def _span_id(session_id: str, key: str) -> str:
    digest = hashlib.sha256(f"{session_id}\0{key}".encode()).hexdigest()[:16]
    return digest if digest != "0" * 16 else "0" * 15 + "1"


def _kv(key: str, value: Any) -> dict[str, Any]:
    if isinstance(value, bool):
        v: dict[str, Any] = {"boolValue": value}
    elif isinstance(value, int):
        v = {"intValue": str(value)}
    elif isinstance(value, float):
        v = {"doubleValue": value}
    else:
        v = {"stringValue": str(value)}
    return {"key": key, "value": v}


def _attrs(values: dict[str, Any]) -> list[dict[str, Any]]:
    return [_kv(k, v) for k, v in values.items() if v is not None]


def _span_attrs(s: Span) -> dict[str, Any]:
    base: dict[str, Any] = {"gen_ai.agent.name": s.actor, "crumb.span.kind": s.kind}
    if s.kind == "spawn":
        base |= {
            "gen_ai.operation.name": "invoke_agent",
            "gen_ai.usage.input_tokens": int(s.tokens_in),
            "gen_ai.usage.output_tokens": int(s.tokens_out),
            "gen_ai.cost.usd": float(s.cost_usd),
            "crumb.latency_ms": float(s.latency_ms),
            "crumb.adapter": s.attrs.get("adapter"),
            "gen_ai.request.model": s.attrs.get("model"),
            "crumb.exit_code": s.attrs.get("exit_code"),
            "crumb.effect_id": s.attrs.get("effect_id"),
            "crumb.open": s.open or None,
        }
    else:
        base |= {
            "crumb.qa.exec_exit_code": s.attrs.get("exec_exit_code"),
            "crumb.build_event_id": s.attrs.get("build_event_id"),
        }
    return base


def otel_trace(events: list[Event]) -> dict[str, Any]:
    """OTLP/JSON (``resourceSpans → scopeSpans → spans``): a root span for the session, one per spawn and QA run."""
    sid = events[0].session_id
    tid = trace_id(sid)
    root_id = _span_id(sid, "session")
    start = min(ts_ns(e.ts) for e in events)
    end = max(ts_ns(e.ts) for e in events)
    card = scorecard(events)
    goal = next((e.body for e in events if e.kind == "goal"), None)
    reason = next((e.body for e in reversed(events) if e.kind == "done"), None)
    root = {
        "traceId": tid,
        "spanId": root_id,
        "name": "crumb.session",
        "kind": 1,
        "startTimeUnixNano": str(start),
        "endTimeUnixNano": str(end),
        "attributes": _attrs(
            {
                "crumb.session_id": sid,
                "crumb.goal": goal,
                "crumb.verdict": card["verdict"],
                "crumb.aggregate": _num(card["aggregate"]),
                "crumb.done_reason": reason,
                "crumb.events": len(events),
            }
        ),
        "status": {"code": 1},
    }
    out = [root]
    seen = {root_id}
    for s in spans(events):
        sid_ = _span_id(sid, f"{s.kind}:{s.start_id}")
        n = 1
        while sid_ in seen:  # never two spans with one id, whatever the input
            sid_, n = _span_id(sid, f"{s.kind}:{s.start_id}:{n}"), n + 1
        seen.add(sid_)
        inner = [e for e in events if e.actor == s.actor and s.start_ns <= ts_ns(e.ts) <= s.end_ns]
        out.append(
            {
                "traceId": tid,
                "spanId": sid_,
                "parentSpanId": root_id,
                "name": s.name,
                "kind": 1,
                "startTimeUnixNano": str(s.start_ns),
                "endTimeUnixNano": str(max(s.end_ns, s.start_ns)),
                "attributes": _attrs(_span_attrs(s)),
                "events": [
                    {
                        "timeUnixNano": str(ts_ns(e.ts)),
                        "name": e.kind,
                        "attributes": _attrs({"crumb.event_id": e.id, "crumb.body": (e.body or "")[:500] or None}),
                    }
                    for e in inner
                    if e.kind not in ("agent.wake", "agent.stop")
                ][:200],
                "status": {"code": 2, "message": "failed"} if not s.ok else {"code": 1} if not s.open else {"code": 0},
            }
        )
    return {
        "resourceSpans": [
            {
                "resource": {
                    "attributes": _attrs(
                        {"service.name": "crumb", "service.version": __version__, "crumb.session_id": sid}
                    )
                },
                "scopeSpans": [{"scope": {"name": "crumb.exports", "version": __version__}, "spans": out}],
            }
        ]
    }


def _num(value: Any) -> float | None:
    return float(value) if isinstance(value, (int, float)) else None


def chrome_trace(events: list[Event]) -> dict[str, Any]:
    """Chrome trace JSON: one complete ("X") event per spawn and QA run, µs, one thread per actor."""
    sid = events[0].session_id
    tids = dict(LANES)
    out: list[dict[str, Any]] = [
        {"name": "process_name", "ph": "M", "pid": 1, "tid": 0, "args": {"name": f"crumb {sid}"}}
    ]
    for e in events:
        tids.setdefault(e.actor, len(tids) + 1)
    for actor, tid in sorted(tids.items(), key=lambda kv: kv[1]):
        out.append({"name": "thread_name", "ph": "M", "pid": 1, "tid": tid, "args": {"name": actor}})
    for s in spans(events):
        args = {k: v for k, v in _span_attrs(s).items() if v is not None}
        out.append(
            {
                "name": s.name,
                "cat": s.kind,
                "ph": "X",
                "pid": 1,
                "tid": tids[s.actor],
                "ts": s.start_ns // 1000,
                "dur": max(0, (s.end_ns - s.start_ns) // 1000),
                "args": args,
            }
        )
    for e in events:
        if e.kind in ("goal", "judge.score", "audit", "done", "error", "user.approve", "user.veto", "version.released"):
            out.append(
                {
                    "name": e.kind,
                    "cat": "event",
                    "ph": "i",
                    "s": "t",
                    "pid": 1,
                    "tid": tids[e.actor],
                    "ts": ts_ns(e.ts) // 1000,
                    "args": {"id": e.id, "body": (e.body or "")[:200]},
                }
            )
    return {"traceEvents": out, "displayTimeUnit": "ms", "otherData": {"session_id": sid, "crumb": __version__}}


# --- releases -----------------------------------------------------------------------------


def sha256_file(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 16), b""):
            h.update(block)
    return h.hexdigest()


def _walk(root: Path) -> list[Path]:
    """Every regular file under root, relative, sorted; a symlink anywhere is refused."""
    files = []
    for dirpath, dirnames, filenames in os.walk(root, followlinks=False):
        for name in sorted(dirnames + filenames):
            p = Path(dirpath) / name
            if p.is_symlink():
                raise ExportError(f"refusing to copy a symlink: {p.relative_to(root)} (artifacts must be plain files)")
        files += [Path(dirpath, n).relative_to(root) for n in filenames]
    return sorted(files)


def release(
    settings: Settings, sid: str, version: str, events: list[Event] | None = None, *, released_at: str
) -> tuple[Path, dict[str, Any]]:
    """Freeze ``artifacts/`` into ``releases/<version>/`` with a manifest of sha256 per file."""
    if not VERSION_RE.match(version):
        raise ReleaseNameError(f"not a version name: {version!r}; use v1, v2, … (optionally v2-short-label)")
    events = events if events is not None else load_session(settings, sid)
    paths = settings.paths(sid)
    source = paths.artifacts
    if not source.is_dir():
        raise ExportError(f"session {sid} has no artifacts yet ({source}); release after a build")
    dest = paths.releases / version
    if dest.exists():
        raise ReleaseNameError(f"release {version} of {sid} already exists at {dest}; pick a new version name")
    files = _walk(source)
    if not files:
        raise ExportError(f"session {sid} has an empty artifacts folder; nothing to release")
    tmp = dest.with_name(f".{version}.tmp")
    shutil.rmtree(tmp, ignore_errors=True)
    try:
        table = {}
        for rel in files:
            target = tmp / ARTIFACTS / rel
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source / rel, target)
            table[rel.as_posix()] = {"sha256": sha256_file(target), "bytes": target.stat().st_size}
        card = scorecard(events)
        manifest = {
            "schema_version": 1,
            "name": version,
            "session_id": sid,
            "released_at": released_at,
            "source_event_id": events[-1].id,
            "goal": next((e.body for e in events if e.kind == "goal"), None),
            "verdict": card["verdict"],
            "aggregate": card["aggregate"],
            "raw_verdict": card["final"]["verdict"] if card["final"] else None,
            "raw_aggregate": card["final"]["aggregate"] if card["final"] else None,
            "files": table,
        }
        (tmp / "manifest.json").write_text(json.dumps(manifest, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        os.replace(tmp, dest)  # the release appears whole or not at all
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return dest, manifest


def version_released_draft(sid: str, dest: Path, manifest: dict[str, Any]) -> dict[str, Any]:
    """The draft the coordinator writes as ``version.released``."""
    digest = hashlib.sha256((dest / "manifest.json").read_bytes()).hexdigest()
    return {
        "session_id": sid,
        "from": "user",
        "kind": "version.released",
        "body": f"released {manifest['name']} ({len(manifest['files'])} files)",
        "data": {
            "version": manifest["name"],
            "path": str(dest),
            "manifest_sha256": digest,
            "files": len(manifest["files"]),
            "verdict": manifest["verdict"],
            "aggregate": manifest["aggregate"],
        },
    }


# --- copies -------------------------------------------------------------------------------


# The events whose artifacts a worker hashed from disk: a spawn's work product, and QA's evidence. An
# agent's note is not one (crumb.core.firewall refuses its artifacts; a transcript may predate that).
_HASHED_BY_WORKERS = frozenset({"spec", "spec.update", "build"})


def _recorded_hashes(events: list[Event]) -> dict[str, str]:
    """The latest sha256 the workers recorded per artifact path (relative to artifacts/)."""
    out: dict[str, str] = {}
    for e in events:
        if e.kind not in _HASHED_BY_WORKERS and e.actor != "system":
            continue
        for a in e.artifacts or ():
            path = a.path.removeprefix("./")
            if path.startswith("artifacts/"):
                out[path.removeprefix("artifacts/")] = a.sha256
    return out


def locate(settings: Settings, ref: str, error: Callable[[str], CrumbError]) -> tuple[str, str | None]:
    """``SID``, ``SID/vN`` or a release name ``vN`` unique across sessions → (session id, release or None).

    ``error`` (a usage error of the caller's) says what is wrong with ``ref``, or that no session or
    several hold release ``vN``; whether the session or its release exists is the caller's to check."""
    if "/" not in ref and VERSION.match(ref):
        found = sorted(settings.sessions_dir.glob(f"*/releases/{ref}/manifest.json"))
        if not found:
            raise error(
                f"no release {ref} in any session under {settings.sessions_dir}; "
                f"`crumb release SID --as {ref}` makes one, `crumb ls` lists the sessions"
            )
        if len(found) > 1:
            names = ", ".join(m.parents[2].name for m in found[:5])
            raise error(f"release {ref} exists in several sessions ({names}); say which: SID/{ref}")
        return found[0].parents[2].name, ref
    split = split_ref(ref)
    if isinstance(split, str):
        raise error(split)
    return split


def resolve_source(settings: Settings, ref: str) -> tuple[Path, dict[str, str], str]:
    """A session id, ``SID/vN`` or a unique ``vN`` → (artifacts folder, expected hashes, label)."""
    sid, version = locate(settings, ref, ReleaseNameError)
    if version:
        folder = settings.paths(sid).releases / version
        if not folder.is_dir():
            raise ReleaseNameError(f"no release {version} in session {sid} (no folder {folder})")
        try:
            manifest = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
        except (OSError, ValueError) as e:
            raise ExportError(f"release {sid}/{version} has no readable manifest.json ({e})") from e
        return folder / ARTIFACTS, {p: v["sha256"] for p, v in manifest["files"].items()}, f"{sid}/{version}"
    events = load_session(settings, sid)
    return settings.paths(sid).artifacts, _recorded_hashes(events), sid


def copy_artifacts(settings: Settings, ref: str, to: Path) -> list[str]:
    """Copy every file (nested folders included) and verify each hash; HashMismatch names the first bad file."""
    source, expected, label = resolve_source(settings, ref)
    if not source.is_dir():
        raise ExportError(f"{ref} has no artifacts folder at {source}")
    dest = Path(to).resolve()
    if dest == source.resolve() or source.resolve() in dest.parents:  # it would copy into what it reads
        raise DestinationError(f"--to {to} is inside the artifacts it copies ({source}); copy them to another folder")
    if dest.exists() and not dest.is_dir():
        raise DestinationError(f"--to {to} is a file; give a folder (it is created if missing)")
    files = _walk(source)
    for rel in files:
        target = Path(to) / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        before = sha256_file(source / rel)
        shutil.copy2(source / rel, target)
        actual = sha256_file(target)
        want = expected.get(rel.as_posix(), before)
        if actual != want:
            raise HashMismatch(rel.as_posix(), want, actual)
    missing = sorted(set(expected) - {r.as_posix() for r in files})
    if missing and "/" in label:  # a release must hold every file of its manifest
        raise ExportError(f"{missing[0]} is in the manifest of {label} but missing from its folder")
    return [r.as_posix() for r in files]
