"""The stack's spend per UTC day, for ``daily_cost_cap_usd``: held in Redis, derivable from transcripts.

``{ns}:spend:<YYYY-MM-DD>`` is a hash of effect id → USD plus ``_total``. A spawn's cost is added
once per effect id (a redelivered task adds nothing), and the worker records the day and the total
on the spawn's ``agent.stop`` (``metadata.cost_day``, ``metadata.day_cost_usd``), where the reducer
reads it (:mod:`crumb.core.budget`). When the hash is missing (a new day, a flushed or restarted
Redis) it is first rebuilt from the ``agent.stop`` events of that day in the transcripts.

The price table: an adapter that reports no cost is priced from its tokens by ``prices`` (USD per
million tokens, by ``adapter:model`` or ``adapter``), marked ``cost_source: "estimated"``.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Any

from crumb.config import Settings
from crumb.connections import keys, redis_client, redis_errors

__all__ = ["utc_day", "price_of", "priced", "record", "day_total", "rebuild", "stamp_stop", "TOTAL"]

TOTAL = "_total"
KEEP_S = 8 * 24 * 3600  # a day's hash outlives the day by a week
# Add a cost once per effect id; return the day's total as a string.
_ADD = """
if redis.call('HSETNX', KEYS[1], ARGV[1], ARGV[2]) == 1 then
  redis.call('HINCRBYFLOAT', KEYS[1], '_total', ARGV[2])
end
redis.call('EXPIRE', KEYS[1], ARGV[3])
return redis.call('HGET', KEYS[1], '_total') or '0'
"""


def utc_day(ts: str | None = None) -> str:
    """The UTC day (YYYY-MM-DD) of an event's ts, or of now."""
    return ts[:10] if ts else datetime.now(UTC).strftime("%Y-%m-%d")


def price_of(settings: Settings, adapter: str, model: str | None) -> tuple[float, float] | None:
    """(USD in, USD out) per million tokens for ``adapter:model``, else ``adapter``, else None."""
    table = {key: (usd_in, usd_out) for key, usd_in, usd_out in settings.prices}
    return table.get(f"{adapter}:{model}") if model and f"{adapter}:{model}" in table else table.get(adapter)


def priced(
    settings: Settings, adapter: str, model: str | None, reported: float | None, tokens: tuple[int, int]
) -> tuple[str, float, tuple[float, float] | None]:
    """The spawn's cost and where it came from: ("reported"|"estimated"|"unpriced", USD, price or None)."""
    if reported is not None:
        return "reported", float(reported), None
    price = price_of(settings, adapter, model)
    if price is None or not any(tokens):
        return "unpriced", 0.0, price
    return "estimated", round((tokens[0] * price[0] + tokens[1] * price[1]) / 1e6, 6), price


def record(settings: Settings, effect_id: str, cost_usd: float, day: str) -> float:
    """Add one effect's cost to the day (once), rebuilding a missing day first; return the day's total."""
    client = redis_client(settings)
    key = keys(settings).spend(day)
    with redis_errors(settings, f"recording the spend of {effect_id}"):
        if not client.exists(key):
            rebuild(settings, day)
        return float(client.eval(_ADD, 1, key, effect_id, repr(float(cost_usd)), KEEP_S))


def day_total(settings: Settings, day: str | None = None) -> tuple[str, float]:
    """(day, the stack's spend on it so far), rebuilding a missing day from the transcripts."""
    day = day or utc_day()
    client = redis_client(settings)
    key = keys(settings).spend(day)
    with redis_errors(settings, f"reading the spend of {day}"):
        if not client.exists(key):
            rebuild(settings, day)
        return day, float(client.hget(key, TOTAL) or 0)


def rebuild(settings: Settings, day: str) -> float:
    """Add every ``agent.stop`` cost of ``day`` found in the transcripts (once each); return the total."""
    client = redis_client(settings)
    key = keys(settings).spend(day)
    total = "0"
    with redis_errors(settings, f"rebuilding the spend of {day}"):
        for effect_id, cost in costs_of_day(settings, day):
            total = client.eval(_ADD, 1, key, effect_id, repr(cost), KEEP_S)
        client.hsetnx(key, TOTAL, "0")
        client.expire(key, KEEP_S)
    return float(total)


def costs_of_day(settings: Settings, day: str) -> list[tuple[str, float]]:
    """(effect id, USD) of every spawn that recorded a cost on ``day``, from the transcripts on disk."""
    start = datetime.fromisoformat(day).replace(tzinfo=UTC).timestamp()
    out: list[tuple[str, float]] = []
    if not settings.sessions_dir.is_dir():
        return out
    for folder in settings.sessions_dir.iterdir():
        path = settings.paths(folder.name).transcript
        try:
            if path.stat().st_mtime < start:
                continue  # last written before the day began
            lines = path.read_text(encoding="utf-8", errors="replace").splitlines()
        except OSError:
            continue
        out += [row for row in (_stop_cost(line, day) for line in lines) if row is not None]
    return out


def _stop_cost(line: str, day: str) -> tuple[str, float] | None:
    if '"agent.stop"' not in line:
        return None
    try:
        e = json.loads(line)
    except ValueError:
        return None
    md = e.get("metadata") or {}
    cost, eid = md.get("cost_usd"), md.get("effect_id")
    if e.get("kind") != "agent.stop" or not isinstance(cost, (int, float)) or not cost or not isinstance(eid, str):
        return None
    return (eid, float(cost)) if (md.get("cost_day") or utc_day(e.get("ts"))) == day else None


def stamp_stop(settings: Settings, effect_id: str, drafts: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Record the spawn's cost for today and write the day and its total on its ``agent.stop``."""
    stop = next((d for d in reversed(drafts) if d.get("kind") == "agent.stop"), None)
    if stop is None:
        return drafts
    metadata = dict(stop.get("metadata") or {})
    day = utc_day()
    total = record(settings, effect_id, float(metadata.get("cost_usd") or 0), day)
    stop["metadata"] = metadata | {"cost_day": day, "day_cost_usd": round(total, 6)}
    return drafts
