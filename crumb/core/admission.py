"""Global concurrency limits and fair admission: which waiting spawn takes a freed slot. Pure.

A limit is a number of slots per *key*: an adapter (``claude-code``, ``mock``), an adapter and
model (``openai:gpt-5``), or ``qa`` for the QA checks. A spawn needs one slot of its adapter and,
where a limit is set for it, one of its adapter:model; it holds them from its admission to its
outcome. 0 (or no entry) means unlimited.

The order in which waiting spawns are admitted (:func:`admit`):

1. a person's work first: a spawn caused by a person's event (``/goto``, ``/redo``, a veto's
   rebuild, a resume) goes ahead of automatic work;
2. then round-robin across *parties* — a session, or the group of variants it belongs to, so a
   group of 16 variants weighs as much as one single session: the party holding the fewest slots
   of the keys it needs (divided by its weight) goes first, and among equals the one served
   longest ago;
3. then first come, first served within a party.

The slot notes a coordinator writes (:func:`waiting_note`, :func:`admitted_note`) make a
transcript say which spawn held a slot when, so the table is rebuilt from the transcripts after a
restart (:func:`holds_slot`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from crumb.core.roles import ADAPTER_NAMES
from crumb.errors import ConfigError

if TYPE_CHECKING:  # annotations only: importing them loads pydantic, which reading a config does not need
    from crumb.core.effects import Effect
    from crumb.core.tx import Tx

__all__ = [
    "QA_KEY",
    "PERSON",
    "AUTO",
    "Waiter",
    "Admission",
    "parse_limits",
    "slot_keys",
    "limited",
    "admit",
    "order",
    "waiting_note",
    "admitted_note",
    "SLOT_NOTE",
    "holds_slot",
    "on_slot_note",
]

QA_KEY = "qa"
PERSON, AUTO = 0, 1  # priority classes: lower goes first
PRIORITY_NAMES = {PERSON: "person", AUTO: "auto"}
SLOT_NOTE = "slot"  # the key under a note's data that makes it a slot note
_MAX_LIMIT = 100_000
MAX_WEIGHT = 1_000.0  # a session's weight (crumb run --weight) is in (0, MAX_WEIGHT]


def parse_limits(items: Iterable[str] | Mapping[str, Any], source: str = "concurrency") -> dict[str, int]:
    """``{key: n}`` from ``"key=n"`` items (or a TOML table); a bad key or number is a ConfigError naming it."""
    pairs: list[tuple[str, Any]]
    if isinstance(items, Mapping):
        pairs = list(items.items())
    else:
        pairs = []
        for item in items:
            key, sep, raw = str(item).partition("=")
            if not sep:
                raise ConfigError(f"expected key=n, got {item!r} (e.g. claude-code=2,mock=2)", file=source)
            pairs.append((key.strip(), raw.strip()))
    out: dict[str, int] = {}
    for key, raw in pairs:
        adapter = key.split(":", 1)[0]
        if key != QA_KEY and adapter not in ADAPTER_NAMES:
            known = ", ".join((*ADAPTER_NAMES, QA_KEY))
            raise ConfigError(f"unknown adapter {adapter!r} (known: {known}; adapter:model also works)", file=source)
        if key.endswith(":") or (key == QA_KEY and ":" in key):
            raise ConfigError(f"{key!r}: give an adapter, or adapter:model", file=source)
        try:
            n = int(raw) if not isinstance(raw, bool) else -1
            if isinstance(raw, float) and not raw.is_integer():
                n = -1
        except (TypeError, ValueError):
            n = -1
        if not 0 <= n <= _MAX_LIMIT:
            raise ConfigError(
                f"{key} = {raw!r}: give a whole number of slots from 0 (unlimited) to {_MAX_LIMIT}", file=source
            )
        out[key] = n
    return out


def slot_keys(effect: Effect, limits: Mapping[str, int]) -> tuple[str, ...]:
    """The keys an effect takes a slot of: its adapter (or ``qa``), and its adapter:model when limited."""
    if effect.type == "qa_check":
        return (QA_KEY,)
    adapter = getattr(effect, "adapter", None)
    if effect.type != "spawn" or not adapter:
        return ()
    model = getattr(effect, "model", None)
    pair = f"{adapter}:{model}" if model else None
    return (adapter, pair) if pair and limits.get(pair) else (adapter,)


def limited(keys: Sequence[str], limits: Mapping[str, int]) -> bool:
    """True when any of the keys has a limit (so the effect may have to wait)."""
    return any(limits.get(k, 0) > 0 for k in keys)


@dataclass(frozen=True)
class Waiter:
    """One spawn waiting for a slot."""

    effect_id: str
    party: str  # whom fairness is between: the variant group, else the session
    keys: tuple[str, ...]
    priority: int = AUTO
    seq: int = 0  # arrival order
    weight: float = 1.0


@dataclass(frozen=True)
class Admission:
    """What :func:`admit` decided: who goes now, and the table and rotation after it."""

    admitted: tuple[str, ...]
    held: Mapping[str, Mapping[str, int]]  # key → party → slots held
    served: Mapping[str, int]  # party → the tick it was last served at
    tick: int
    positions: Mapping[str, int] = field(default_factory=dict)  # effect id → place in its key's queue (1 = next)


def _room(limits: Mapping[str, int], held: Mapping[str, Mapping[str, int]], keys: Sequence[str]) -> bool:
    return all(limits.get(k, 0) <= 0 or sum(held.get(k, {}).values()) < limits[k] for k in keys)


def _rank(w: Waiter, held: Mapping[str, Mapping[str, int]], served: Mapping[str, int]) -> tuple[Any, ...]:
    share = sum(held.get(k, {}).get(w.party, 0) for k in w.keys) / (w.weight if w.weight > 0 else 1.0)
    return (w.priority, share, served.get(w.party, -1), w.seq, w.effect_id)


def _take(held: dict[str, dict[str, int]], w: Waiter) -> None:
    for k in w.keys:
        held.setdefault(k, {})[w.party] = held.get(k, {}).get(w.party, 0) + 1


def _run(
    limits: Mapping[str, int],
    held: Mapping[str, Mapping[str, int]],
    waiting: Sequence[Waiter],
    served: Mapping[str, int],
    tick: int,
) -> tuple[list[str], dict[str, dict[str, int]], dict[str, int], int, list[Waiter]]:
    table = {k: dict(v) for k, v in held.items()}
    last = dict(served)
    left = list(waiting)
    admitted: list[str] = []
    while left:
        ready = [w for w in left if _room(limits, table, w.keys)]
        if not ready:
            break
        best = min(ready, key=lambda w: _rank(w, table, last))
        left.remove(best)
        _take(table, best)
        tick += 1
        last[best.party] = tick
        admitted.append(best.effect_id)
    return admitted, table, last, tick, left


def admit(
    limits: Mapping[str, int],
    held: Mapping[str, Mapping[str, int]],
    waiting: Sequence[Waiter],
    served: Mapping[str, int] | None = None,
    tick: int = 0,
) -> Admission:
    """Admit waiting spawns while their keys have room, in the house's fair order; the rest keep waiting."""
    admitted, table, last, tick, left = _run(limits, held, waiting, served or {}, tick)
    return Admission(tuple(admitted), table, last, tick, positions=_positions(table, left, last))


def order(held: Mapping[str, Mapping[str, int]], waiting: Sequence[Waiter], served: Mapping[str, int]) -> list[str]:
    """The order the waiting spawns would be admitted in, were slots to free one at a time."""
    return _run({}, held, waiting, served, 0)[0]


def _positions(
    held: Mapping[str, Mapping[str, int]], left: Sequence[Waiter], served: Mapping[str, int]
) -> dict[str, int]:
    """Each waiting spawn's place in the queue of its first key (1 = next to go)."""
    seen: dict[str, int] = {}
    out: dict[str, int] = {}
    by_id = {w.effect_id: w for w in left}
    for eid in order(held, left, served):
        key = by_id[eid].keys[0] if by_id[eid].keys else ""
        seen[key] = seen.get(key, 0) + 1
        out[eid] = seen[key]
    return out


# --- the notes that put admission in the transcript ------------------------------------------


def waiting_note(
    effect: Effect, keys: Sequence[str], limits: Mapping[str, int], position: int, **data: Any
) -> dict[str, Any]:
    """The coordinator's note that a spawn waits for a slot (its place in the queue and the limit)."""
    key = next((k for k in keys if limits.get(k, 0) > 0), keys[0])
    who = getattr(effect, "actor", None) or effect.type
    body = f"{who} waits for a {key} slot: position {position}, limit {limits.get(key, 0)}"
    slot = {
        SLOT_NOTE: "waiting",
        "effect_id": effect.id,
        "keys": list(keys),
        "key": key,
        "limit": limits.get(key, 0),
        "position": position,
        **data,
    }
    return {"from": "coordinator", "kind": "note", "body": body, "data": slot, "metadata": {"visibility": "public"}}


def admitted_note(effect: Effect, keys: Sequence[str], limits: Mapping[str, int], **data: Any) -> dict[str, Any]:
    """The coordinator's note that a spawn took its slot(s) and is dispatched now."""
    key = next((k for k in keys if limits.get(k, 0) > 0), keys[0])
    who = getattr(effect, "actor", None) or effect.type
    in_flight = data.get("in_flight")
    of = f" ({in_flight} of {limits.get(key, 0)})" if in_flight is not None else ""
    slot = {SLOT_NOTE: "admitted", "effect_id": effect.id, "keys": list(keys), "key": key, **data}
    return {
        "from": "coordinator",
        "kind": "note",
        "body": f"{who} took a {key} slot{of}",
        "data": slot,
        "metadata": {"visibility": "public"},
    }


def holds_slot(slots: Mapping[str, Mapping[str, Any]], effect_id: str) -> bool:
    """True when the transcript says this spawn was admitted (it holds its slots until its outcome)."""
    return (slots.get(effect_id) or {}).get("state") == "admitted"


def on_slot_note(tx: Tx) -> None:
    """Fold a coordinator's slot note into ``state.slots`` (the reducer's handler for ``note``)."""
    e, v = tx.e, tx.v
    data = e.data or {}
    status, eid = data.get(SLOT_NOTE), data.get("effect_id")
    if e.from_ != "coordinator" or status not in ("waiting", "admitted") or not isinstance(eid, str):
        return
    record: dict[str, Any] = {
        k: data[k] for k in ("keys", "key", "limit", "position", "priority", "party") if k in data
    }
    kept = {k: x for k, x in v.slots.items() if k in v.outstanding}  # closed spawns drop out here
    if eid in v.outstanding:
        kept[eid] = {**kept.get(eid, {}), **record, "state": status, f"{status}_at": e.ts}
    v.slots = kept
