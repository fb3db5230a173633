"""The shape of a session id, the one rule for every place that takes one. Pure.

A session id names a folder under ``sessions/`` and a URL segment of the dashboard, so it is
letters, digits, ``_`` and ``-``, starting with a letter or digit, at most 64 characters.
"""

from __future__ import annotations

import re
from typing import TypeGuard

__all__ = ["SESSION_ID", "is_session_id"]

SESSION_ID = re.compile(r"[0-9A-Za-z][0-9A-Za-z_-]{0,63}")


def is_session_id(value: object) -> TypeGuard[str]:
    """True when ``value`` is a string that is a whole session id (no trailing newline, no path)."""
    return isinstance(value, str) and SESSION_ID.fullmatch(value) is not None
