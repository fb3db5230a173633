"""The shape of a session id, the one rule for every place that takes one. Pure.

A session id names a folder under ``sessions/`` and a URL segment of the dashboard, so it is
letters, digits, ``_`` and ``-``, starting with a letter or digit, at most 64 characters.

Whatever a person gives where a session id is meant (a command's argument, ``--from``, a URL) is
checked by :func:`refusal`, which says what is wrong with it and what an id looks like; a reference to
a release, ``SID/vN``, is split by :func:`split_ref` alone.
"""

from __future__ import annotations

import re
from typing import TypeGuard

__all__ = ["SESSION_ID", "SHAPE", "VERSION", "is_session_id", "refusal", "split_ref"]

SESSION_ID = re.compile(r"[0-9A-Za-z][0-9A-Za-z_-]{0,63}")
SHAPE = "1 to 64 letters, digits, '_' or '-', starting with a letter or digit, like 01JCRUMB0000000000000000AB"
# A release of a session: v1, v2, … with an optional short label (v2-boss-fight).
VERSION = re.compile(r"^v[0-9]{1,6}(-[a-z0-9][a-z0-9-]{0,40})?$")


def is_session_id(value: object) -> TypeGuard[str]:
    """True when ``value`` is a string that is a whole session id (no trailing newline, no path)."""
    return isinstance(value, str) and SESSION_ID.fullmatch(value) is not None


def _why(value: str) -> str:
    if not value:
        return "it is empty"
    if "/" in value or "\\" in value:
        return "a session id has no '/': it names a session, not a path"
    if len(value) > 64:
        return f"it is {len(value)} characters long"
    if bad := next((c for c in value if not c.isprintable()), None):
        return f"it holds the control character {bad!r}"
    if bad := next((c for c in value if not (c.isascii() and (c.isalnum() or c in "_-"))), None):
        return f"it holds {bad!r}"
    return "it starts with '_' or '-'"


def refusal(value: object, *, what: str = "a session id") -> str | None:
    """None when ``value`` is a session id; else why not and what one looks like, for a person to act on."""
    if is_session_id(value):
        return None
    if not isinstance(value, str):
        return f"not {what}: {type(value).__name__} {str(value)[:80]!r}; a session id is {SHAPE}"
    return f"not {what}: {value[:80]!r} ({_why(value)}); a session id is {SHAPE} — `crumb ls` lists them"


def split_ref(ref: str) -> tuple[str, str | None] | str:
    """``SID`` → (SID, None), ``SID/vN`` → (SID, vN); else why not, as a message (a bare ``vN`` is the
    caller's to look up: it names a release in whichever session has one)."""
    what = "a session id, SID/vN or vN"
    sid, slash, version = ref.partition("/")
    if not slash:
        return refusal(ref, what=what) or (sid, None)
    if is_session_id(sid) and VERSION.match(version):
        return sid, version
    if "/" in version or "\\" in ref or sid in ("", ".", ".."):
        why = "a session id has no '/', and SID/vN has one, before a release name: this is a path"
    elif not is_session_id(sid):
        why = f"before the '/' comes a session id, and {_why(sid)}"
    else:
        why = f"after the '/' comes a release name like v1 or v2-short-label, not {version[:40]!r}"
    return f"not {what}: {ref[:80]!r} ({why}); a session id is {SHAPE} — `crumb ls` lists them"
