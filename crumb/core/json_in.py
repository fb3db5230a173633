"""JSON from outside the house (an agent's output file, a dashboard request, an ingest entry), read strictly.

``json.loads`` keeps the last of two values given for one key without a word: ``"verdict": "FAIL",
..., "verdict": "PASS"`` reads as PASS. Which one the sender meant cannot be told, so :func:`loads`
refuses the text, naming the key (:class:`RepeatedKey`, a ``ValueError`` as any other bad JSON is).

Arrays or objects nested a few thousand deep (``[[[[…``, 60 KB) make ``json.loads`` raise
``RecursionError``, which is no ``ValueError``: it went past every ``except ValueError`` of the
boundary (a 500, a spawn that raised, a coordinator that could not start). :func:`loads` refuses
them as :class:`TooDeep`, and anything nested past :data:`MAX_DEPTH` too, so what it returns can be
written out again (``json.dumps``, pydantic) however deep in the stack the writer is.
"""

from __future__ import annotations

import json
from typing import Any

__all__ = ["MAX_DEPTH", "LINE_DEPTH", "RepeatedKey", "TooDeep", "loads"]

# Deeper than anything the house sends or an agent's contract holds (a spec is five levels, QA's report six).
MAX_DEPTH = 100
# A transcript line: pydantic writes an event's data 256 levels deep at most, so no line the coordinator
# wrote is deeper than this.
LINE_DEPTH = 260


class RepeatedKey(ValueError):
    """A JSON object gave one key twice."""

    def __init__(self, key: str) -> None:
        self.key = key[:80]
        super().__init__(f"the key {self.key!r} is given twice in one object")


class TooDeep(json.JSONDecodeError):
    """Arrays and objects nested past the bound (a ``JSONDecodeError``, so callers that answer bad JSON answer it)."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        super().__init__(f"nested more than {limit} levels deep (arrays and objects within each other)", "", 0)


def loads(text: str | bytes, *, max_depth: int = MAX_DEPTH, repeated_ok: bool = False) -> Any:
    """``json.loads(text)``, refusing an object that gives a key twice (at any depth) unless
    ``repeated_ok``, and anything nested more than ``max_depth`` levels (:class:`TooDeep`)."""
    try:
        # With no arguments json.loads reuses its one decoder; any argument builds a new one per call.
        obj = json.loads(text) if repeated_ok else json.loads(text, object_pairs_hook=_one_value_per_key)
    except RecursionError:
        raise TooDeep(max_depth) from None
    if _openers(text) > max_depth and _deeper_than(obj, max_depth):
        raise TooDeep(max_depth)
    return obj


def _openers(text: str | bytes) -> int:
    """How many arrays and objects the text opens at most (brackets inside strings count too): the
    depth cannot be more, so the walk is needed only past the bound."""
    if isinstance(text, bytes):
        return text.count(b"[") + text.count(b"{")
    return text.count("[") + text.count("{")


def _deeper_than(obj: Any, limit: int) -> bool:
    """True when arrays and objects nest more than ``limit`` levels (a scalar is level 0); no recursion."""
    todo: list[tuple[Any, int]] = [(obj, 1)]
    while todo:
        node, level = todo.pop()
        if isinstance(node, dict):
            node = node.values()
        elif not isinstance(node, list):
            continue
        if level > limit:
            return True
        todo.extend((child, level + 1) for child in node if isinstance(child, (dict, list)))
    return False


def _one_value_per_key(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    obj: dict[str, Any] = {}
    for key, value in pairs:
        if key in obj:
            raise RepeatedKey(key)
        obj[key] = value
    return obj
