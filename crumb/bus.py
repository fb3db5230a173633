"""The message bus over Redis: the ingest stream, the live streams, the session index.

Everyone but the coordinator only *submits*: drafts go to ``{ns}:ingest`` and the coordinator
(the single writer) validates, stamps, appends, publishes and reduces them. One ingest entry is
``{"type": <entry type>, "payload": <JSON>}`` with the types:

- ``draft``        one ordinary draft (interventions, notes, progress taps)
- ``outcome``      ``{"effect_id", "session_id", "drafts": [...]}``: the whole outcome of one effect
- ``new_session``  ``{"session_id", "goal", "bindings", "preset"}``

Live stream entries are ``{"event": <event JSON>}``; the session index maps a session id to its
summary JSON. Redis errors become :class:`crumb.errors.InfraError`.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Iterable

from crumb.config import Settings
from crumb.connections import keys, redis_client, redis_errors
from crumb.errors import InfraError
from crumb.ids import new_id

__all__ = [
    "submit_draft",
    "submit_outcome",
    "request_session",
    "read_live",
    "list_sessions",
    "session_summary",
    "publish_live",
    "put_summaries",
    "ENTRY_DRAFT",
    "ENTRY_OUTCOME",
    "ENTRY_NEW_SESSION",
]

ENTRY_DRAFT = "draft"
ENTRY_OUTCOME = "outcome"
ENTRY_NEW_SESSION = "new_session"


def _json(value: Any, what: str) -> str:
    try:
        return json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    except (TypeError, ValueError) as e:
        raise InfraError(f"{what} is not JSON-serialisable ({e}); send only plain dicts, lists and scalars") from e


def _submit(settings: Settings, entry_type: str, payload: Any) -> str:
    client = redis_client(settings)
    with redis_errors(settings, f"submitting a {entry_type} to the ingest stream"):
        return client.xadd(keys(settings).ingest, {"type": entry_type, "payload": _json(payload, entry_type)})


def submit_draft(settings: Settings, draft: dict[str, Any]) -> str:
    """Send one draft to the coordinator; returns the ingest entry id."""
    return _submit(settings, ENTRY_DRAFT, draft)


def submit_outcome(settings: Settings, effect_id: str, session_id: str, drafts: list[dict[str, Any]]) -> str:
    """Send the whole outcome of one effect as one batch; returns the ingest entry id."""
    return _submit(
        settings, ENTRY_OUTCOME, {"effect_id": effect_id, "session_id": session_id, "drafts": list(drafts)}
    )


def request_session(
    settings: Settings,
    goal: str,
    *,
    bindings: dict[str, Any],
    preset: str | None = None,
    session_id: str | None = None,
) -> str:
    """Ask the coordinator to start a session; returns the new session id."""
    sid = session_id or new_id()
    _submit(settings, ENTRY_NEW_SESSION, {"session_id": sid, "goal": goal, "bindings": bindings, "preset": preset})
    return sid


def read_live(
    settings: Settings, sid: str, last_id: str = "0", block_ms: int = 0, count: int = 100
) -> list[tuple[str, dict[str, Any]]]:
    """Events of a session's live stream after ``last_id``: ``[(stream id, event dict)]``.

    ``block_ms=0`` returns at once (unlike Redis, where 0 blocks forever); ``block_ms>0`` waits up
    to that long for the first new entry.
    """
    client = redis_client(settings)
    with redis_errors(settings, f"reading the live stream of {sid}"):
        reply = client.xread({keys(settings).live(sid): last_id}, count=count, block=block_ms or None)
    out: list[tuple[str, dict[str, Any]]] = []
    for _stream, entries in reply or ():
        for entry_id, fields in entries:
            try:
                out.append((entry_id, json.loads(fields["event"])))
            except (KeyError, ValueError):
                continue  # not written by publish_live; nothing a reader can use
    return out


def list_sessions(settings: Settings) -> list[dict[str, Any]]:
    """Summaries of every session in the index, newest first."""
    client = redis_client(settings)
    with redis_errors(settings, "reading the session index"):
        raw = client.hgetall(keys(settings).sessions)
    out = []
    for sid, text in raw.items():
        try:
            summary = json.loads(text)
        except ValueError:
            summary = {}
        out.append({"session_id": sid, **summary} if isinstance(summary, dict) else {"session_id": sid})
    out.sort(key=lambda s: (str(s.get("started_at") or s.get("ts") or ""), s["session_id"]), reverse=True)
    return out


def session_summary(settings: Settings, sid: str) -> dict[str, Any] | None:
    """One session's summary from the index, else from its meta.json on disk, else None."""
    client = redis_client(settings)
    with redis_errors(settings, f"reading the summary of {sid}"):
        text = client.hget(keys(settings).sessions, sid)
    if text:
        try:
            summary = json.loads(text)
            if isinstance(summary, dict):
                return {"session_id": sid, **summary}
        except ValueError:
            pass
    return _meta_from_disk(settings.session_dir(sid) / "meta.json", sid)


def _meta_from_disk(path: Path, sid: str) -> dict[str, Any] | None:
    try:
        summary = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return {"session_id": sid, **summary} if isinstance(summary, dict) else None


# --- used by the coordinator (the single writer) -----------------------------------------


def publish_live(settings: Settings, events: Iterable[tuple[str, str]], pipe: Any = None) -> None:
    """Append ``(session id, event JSON)`` pairs to their live streams, trimmed to ~live_maxlen."""
    k = keys(settings)
    own = pipe is None
    if own:
        pipe = redis_client(settings).pipeline(transaction=False)
    for sid, event_json in events:
        pipe.xadd(k.live(sid), {"event": event_json}, maxlen=settings.live_maxlen, approximate=True)
    if own:
        with redis_errors(settings, "publishing to the live streams"):
            pipe.execute()


def put_summaries(settings: Settings, summaries: dict[str, dict[str, Any]], pipe: Any = None) -> None:
    """Write session summaries into the index."""
    if not summaries:
        return
    mapping = {sid: _json(summary, f"summary of {sid}") for sid, summary in summaries.items()}
    if pipe is not None:
        pipe.hset(keys(settings).sessions, mapping=mapping)
        return
    with redis_errors(settings, "writing the session index"):
        redis_client(settings).hset(keys(settings).sessions, mapping=mapping)
