"""The message bus over Redis: the ingest stream, the live streams, the session index.

Everyone but the coordinator only *submits*: drafts go to ``{ns}:ingest`` and the coordinator
(the single writer) validates, stamps, appends, publishes and reduces them. One ingest entry is
``{"type": <entry type>, "payload": <JSON>}`` with the types:

- ``draft``        one ordinary draft (interventions, notes, progress taps)
- ``outcome``      ``{"effect_id", "session_id", "drafts": [...]}``: the whole outcome of one effect
- ``new_session``  ``{"session_id", "goal", "bindings", "preset", "lineage"?, "variant"?}`` (:mod:`crumb.lineage`,
  :mod:`crumb.variants`)

The house's own tools (CLI, dashboard, workers) sign each entry with ``sig``, an HMAC-SHA256 of
type and payload under ``$CRUMB_HOME/ingest.key`` (made on first use, mode 0600); the coordinator
refuses any entry without it. Every draft carries a unique ``id`` inside the signed payload, so a
copy of an entry re-added to the stream is refused as a replay. Agents never write to the stream:
``crumb event`` hands a note to the worker, which signs it. :func:`decode_fields` reads the fields
of an entry as bytes, so one that is not UTF-8 is answered instead of breaking the reader.

Live stream entries are ``{"event": <event JSON>}``; the session index maps a session id to its
summary JSON. Redis errors become :class:`crumb.errors.InfraError`.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import re
import secrets
from collections.abc import Iterable
from pathlib import Path
from typing import Any, NamedTuple

from crumb.config import Settings, check_value
from crumb.connections import keys, redis_client, redis_errors
from crumb.core.goal import clean_goal
from crumb.core.session_ids import SESSION_ID
from crumb.errors import ConfigError, InfraError
from crumb.ids import new_id
from crumb.spend import day_total

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
    "KEY_FILE",
    "entry_fields",
    "ingest_key",
    "is_signed",
    "sign",
    "decode_fields",
    "Unreadable",
    "session_id_in",
]

ENTRY_DRAFT = "draft"
ENTRY_OUTCOME = "outcome"
ENTRY_NEW_SESSION = "new_session"


def _json(value: Any, what: str) -> str:
    try:
        return json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    except (TypeError, ValueError) as e:
        raise InfraError(f"{what} is not JSON-serialisable ({e}); send only plain dicts, lists and scalars") from e


KEY_FILE = "ingest.key"
_keys_cache: dict[Path, bytes] = {}


def ingest_key(settings: Settings) -> bytes:
    """The house's signing key, ``$CRUMB_HOME/ingest.key``; made (0600, atomically) on first use."""
    path = settings.home / KEY_FILE
    if path in _keys_cache:
        return _keys_cache[path]
    try:
        key = path.read_bytes().strip()
    except FileNotFoundError:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f".{KEY_FILE}.{os.getpid()}.{secrets.token_hex(4)}")
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "wb") as fh:
            fh.write(secrets.token_hex(32).encode())
            fh.flush()
            os.fsync(fh.fileno())
        try:
            os.link(tmp, path)  # fails when another process made the key first: then theirs wins
        except FileExistsError:
            pass
        finally:
            tmp.unlink()
        key = path.read_bytes().strip()
    except OSError as e:
        raise InfraError(f"cannot read the ingest key {path} ({e.strerror}); check $CRUMB_HOME") from e
    if len(key) < 32:
        raise InfraError(f"the ingest key {path} is too short; delete it and it is made again")
    _keys_cache[path] = key
    return key


def _signature(key: bytes, entry_type: str, payload: str) -> str:
    return hmac.new(key, f"{entry_type}\n{payload}".encode(), hashlib.sha256).hexdigest()


def sign(settings: Settings, fields: dict[str, str]) -> dict[str, str]:
    """``fields`` (``type`` and ``payload`` as sent) with the house's ``sig`` added."""
    return {**fields, "sig": _signature(ingest_key(settings), str(fields.get("type")), str(fields.get("payload")))}


def is_signed(settings: Settings, fields: dict[str, str]) -> bool:
    """Whether an ingest entry carries the house's signature (constant-time compare)."""
    sig = fields.get("sig")
    if not isinstance(sig, str):
        return False
    expected = _signature(ingest_key(settings), str(fields.get("type")), str(fields.get("payload")))
    return hmac.compare_digest(sig, expected)


def entry_fields(settings: Settings, entry_type: str, payload: Any, *, signed: bool = True) -> dict[str, str]:
    """The fields of one ingest entry (for callers that pipeline many XADDs themselves).

    A draft gets its unique ``id`` here when the sender set none, so the signature covers it and
    the coordinator can refuse a replayed copy (an id it has already accepted).
    """
    if entry_type == ENTRY_DRAFT and isinstance(payload, dict) and not payload.get("id"):
        payload = {**payload, "id": new_id()}
    body = _json(payload, entry_type)
    fields = {"type": entry_type, "payload": body}
    return sign(settings, fields) if signed else fields


def _submit(settings: Settings, entry_type: str, payload: Any, *, signed: bool = True) -> str:
    fields = entry_fields(settings, entry_type, payload, signed=signed)
    client = redis_client(settings)
    with redis_errors(settings, f"submitting a {entry_type} to the ingest stream"):
        return client.xadd(keys(settings).ingest, fields)


def submit_draft(settings: Settings, draft: dict[str, Any], *, signed: bool = True) -> str:
    """Send one draft to the coordinator; returns the ingest entry id.

    ``signed=False`` sends what any Redis client could: the coordinator refuses it with an audit
    (the proofs use it to play the attacker).
    """
    return _submit(settings, ENTRY_DRAFT, draft, signed=signed)


def submit_outcome(settings: Settings, effect_id: str, session_id: str, drafts: list[dict[str, Any]]) -> str:
    """Send the whole outcome of one effect as one batch; returns the ingest entry id."""
    return _submit(settings, ENTRY_OUTCOME, {"effect_id": effect_id, "session_id": session_id, "drafts": list(drafts)})


_STREAM_ID = re.compile(r"[0-9]{1,20}(-[0-9]{1,20})?", re.ASCII)
ASKABLE_LIMITS = ("cost_budget_usd",)  # the budgets one session may set for itself (the rest are the stack's)


def request_session(
    settings: Settings,
    goal: str,
    *,
    bindings: dict[str, Any],
    preset: str | None = None,
    session_id: str | None = None,
    lineage: dict[str, Any] | None = None,
    variant: dict[str, Any] | None = None,
    limits: dict[str, float] | None = None,
    weight: float | None = None,
) -> str:
    """Ask the coordinator to start a session (continuing a parent, or as one variant of several); returns its id.

    ``limits``: budgets this session asks for (``cost_budget_usd``). The stack's spend today goes
    along, so the session starts knowing how much of the daily cap is left (crumb.spend)."""
    try:
        goal = clean_goal(goal)
    except ValueError as e:  # said here, before anything starts (the coordinator drops it too)
        raise ConfigError(str(e), key="goal") from None
    if limits is None and settings.cost_budget_usd > 0:  # --cost-budget-usd, or the submitter's config
        limits = {"cost_budget_usd": settings.cost_budget_usd}
    for name, value in (limits or {}).items():  # checked here, where the asker still hears about it
        if name not in ASKABLE_LIMITS:
            raise ConfigError(f"a session may ask only for {', '.join(ASKABLE_LIMITS)}", key=name)
        check_value(name, value, "")
    sid = session_id or new_id()
    payload = {"session_id": sid, "goal": goal, "bindings": bindings, "preset": preset}
    day, total = day_total(settings)
    payload["spend"] = {"cost_day": day, "day_cost_usd": total}
    pairs = (("lineage", lineage), ("variant", variant), ("limits", limits), ("weight", weight))
    extra = {k: v for k, v in pairs if v}
    _submit(settings, ENTRY_NEW_SESSION, payload | extra)
    return sid


def read_live(
    settings: Settings, sid: str, last_id: str = "0", block_ms: int = 0, count: int = 100
) -> list[tuple[str, dict[str, Any]]]:
    """Events of a session's live stream after ``last_id``: ``[(stream id, event dict)]``.

    ``block_ms=0`` returns at once (unlike Redis, where 0 blocks forever); ``block_ms>0`` waits up
    to that long for the first new entry.
    """
    # Redis would say only "Invalid stream ID", as if the stack were broken; each part is a 64-bit number.
    if not _STREAM_ID.fullmatch(last_id) or any(int(part) >= 2**64 for part in last_id.split("-")):
        raise ConfigError(
            f"{last_id[:40]!r} is not a live-stream id: give one that `crumb tail` printed "
            "(milliseconds-sequence, e.g. 1733360000000-0), or 0 for the start"
        )
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
    return _meta_from_disk(settings.paths(sid).meta, sid)


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


# --- reading entries that anyone may have written ---------------------------------------------


class Unreadable(NamedTuple):
    """An ingest entry whose fields are not text: why, a short excerpt, and the session it names, if any."""

    reason: str
    excerpt: str
    session_id: str | None


_SID_IN_TEXT = re.compile(rf'"session_id"\s*:\s*"({SESSION_ID.pattern})"')


def decode_fields(raw: dict[Any, Any]) -> dict[str, str] | Unreadable:
    """An entry's fields as text, or :class:`Unreadable` when a name or value is not UTF-8."""
    pairs = [
        (k if isinstance(k, bytes) else str(k).encode(), v if isinstance(v, bytes) else str(v).encode())
        for k, v in raw.items()
    ]
    out: dict[str, str] = {}
    for name, value in pairs:
        where = "a field name"
        try:
            key = name.decode("utf-8")
            where = f"field {key[:40]!r}"
            out[key] = value.decode("utf-8")
        except UnicodeDecodeError as e:
            text = b" ".join(k + b"=" + v for k, v in pairs).decode("utf-8", errors="replace")
            return Unreadable(f"{where} is not UTF-8 ({e.reason} at byte {e.start})", text[:200], session_id_in(text))
    return out


def session_id_in(text: str) -> str | None:
    """The session id a payload seems to name, read from its text (for one that cannot be parsed)."""
    found = _SID_IN_TEXT.search(text)
    return found.group(1) if found else None
