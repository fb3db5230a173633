"""The global slot table in Redis: which effects hold a slot of each adapter, across every host.

One hash per key (``{ns}:slots:{key}``: effect id → session id). Taking slots is one Lua script,
so a spawn gets all the slots it needs (its adapter's and its adapter:model's) or none, and no two
takers ever pass a limit between them. The coordinator that admits spawns is the table's owner:
it rebuilds it from the transcripts when it becomes active (:meth:`SlotTable.replace`), so a Redis
restart or a coordinator crash loses nothing. ``{ns}:fleet`` carries its view of the table with the
waiting queue, for ``crumb fleet`` and the dashboard (:func:`read_fleet`).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from crumb.config import Settings
from crumb.connections import keys, redis_client, redis_errors
from crumb.errors import CrumbError

__all__ = ["SlotTable", "read_fleet", "FLEET_TTL_S"]

FLEET_TTL_S = 24 * 3600

# KEYS: the slot hashes; ARGV: effect id, holder, then one limit per key (0 = unlimited). 1 = taken.
_ACQUIRE = """
for i, k in ipairs(KEYS) do
  if redis.call('HEXISTS', k, ARGV[1]) == 0 then
    local limit = tonumber(ARGV[i + 2])
    if limit > 0 and redis.call('HLEN', k) >= limit then return 0 end
  end
end
for i, k in ipairs(KEYS) do redis.call('HSET', k, ARGV[1], ARGV[2]) end
return 1
"""


class SlotTable:
    """The coordinator's handle on the slot table (every call is one round trip)."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.k = keys(settings)

    def apply(
        self,
        release: Sequence[tuple[str, Sequence[str]]],
        take: Sequence[tuple[str, str, Sequence[str]]],
        limits: Mapping[str, int],
        fleet: Mapping[str, Any] | None = None,
    ) -> list[bool]:
        """Release ``(effect id, keys)``, then take ``(effect id, holder, keys)`` each all-or-nothing.

        Returns, per take, whether it got its slots. InfraError when Redis is away."""
        r = redis_client(self.settings)
        with redis_errors(self.settings, "updating the slot table"):
            pipe = r.pipeline(transaction=False)
            for eid, ks in release:
                for key in ks:
                    pipe.hdel(self.k.slot(key), eid)
            used = {key for _, _, ks in take for key in ks}
            if used:
                pipe.sadd(self.k.slot_index, *used)
            for eid, holder, ks in take:
                # EVAL, not a registered script: redis-py checks a pipeline's scripts with SCRIPT
                # EXISTS first, a second round trip on the way from a freed slot to its next spawn.
                pipe.eval(
                    _ACQUIRE, len(ks), *(self.k.slot(x) for x in ks), eid, holder, *(limits.get(x, 0) for x in ks)
                )
            if fleet is not None:
                pipe.set(self.k.fleet, json.dumps(fleet), ex=FLEET_TTL_S)
            results = pipe.execute()
        return [
            bool(x)
            for x in results[len(results) - len(take) - (fleet is not None) : len(results) - (fleet is not None)]
        ]

    def replace(self, holders: Mapping[str, tuple[str, Sequence[str]]], fleet: Mapping[str, Any] | None = None) -> None:
        """Make the table exactly ``{effect id: (holder, keys)}`` (what the transcripts say is in flight)."""
        r = redis_client(self.settings)
        table: dict[str, dict[str, str]] = {}
        for eid, (holder, ks) in holders.items():
            for key in ks:
                table.setdefault(key, {})[eid] = holder
        with redis_errors(self.settings, "rebuilding the slot table"):
            old = r.smembers(self.k.slot_index)
            pipe = r.pipeline(transaction=True)
            for key in {*old, *table}:
                pipe.delete(self.k.slot(key))
            pipe.delete(self.k.slot_index)
            for key, rows in table.items():
                pipe.hset(self.k.slot(key), mapping=rows)
            if table:
                pipe.sadd(self.k.slot_index, *table)
            if fleet is not None:
                pipe.set(self.k.fleet, json.dumps(fleet), ex=FLEET_TTL_S)
            pipe.execute()

    def read(self) -> dict[str, dict[str, str]]:
        """The table as Redis holds it: ``{key: {effect id: holder}}``."""
        return read_table(self.settings)


def read_table(settings: Settings) -> dict[str, dict[str, str]]:
    """``{key: {effect id: holder}}`` from Redis."""
    r, k = redis_client(settings), keys(settings)
    with redis_errors(settings, "reading the slot table"):
        names = sorted(r.smembers(k.slot_index))
        pipe = r.pipeline(transaction=False)
        for key in names:
            pipe.hgetall(k.slot(key))
        return dict(zip(names, pipe.execute(), strict=True))


def read_fleet(settings: Settings) -> dict[str, Any] | None:
    """The coordinator's last view of the fleet (limits, in flight, waiting per key), with the live
    slot table beside it; None when no coordinator has written one (or Redis is away)."""
    try:
        with redis_errors(settings, "reading the fleet view"):
            raw = redis_client(settings).get(keys(settings).fleet)
        table = read_table(settings)
    except CrumbError:
        return None
    if raw is None:
        return None
    view: dict[str, Any] = json.loads(raw)
    view["table"] = {key: sorted(rows) for key, rows in table.items()}
    return view
