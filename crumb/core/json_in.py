"""JSON from outside the house (an agent's output file, a dashboard request), read strictly.

``json.loads`` keeps the last of two values given for one key without a word: ``"verdict": "FAIL",
..., "verdict": "PASS"`` reads as PASS. Which one the sender meant cannot be told, so :func:`loads`
refuses the text, naming the key (:class:`RepeatedKey`, a ``ValueError`` as any other bad JSON is).
"""

from __future__ import annotations

import json
from typing import Any

__all__ = ["RepeatedKey", "loads"]


class RepeatedKey(ValueError):
    """A JSON object gave one key twice."""

    def __init__(self, key: str) -> None:
        self.key = key[:80]
        super().__init__(f"the key {self.key!r} is given twice in one object")


def loads(text: str | bytes) -> Any:
    """``json.loads(text)``, refusing an object that gives a key twice (at any depth)."""
    return json.loads(text, object_pairs_hook=_one_value_per_key)


def _one_value_per_key(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    obj: dict[str, Any] = {}
    for key, value in pairs:
        if key in obj:
            raise RepeatedKey(key)
        obj[key] = value
    return obj
