"""Whether an agent CLI's login has expired, read from the CLI's own files under the user's home.

- Claude Code: ``$CLAUDE_CONFIG_DIR/.credentials.json`` (default ``~/.claude``), ``claudeAiOauth``
  with ``expiresAt`` in epoch milliseconds and a ``refreshToken``. (On macOS the same JSON lives in
  the keychain, which this does not read: no file reads as ``missing``.)
- Codex: ``$CODEX_HOME/auth.json`` (default ``~/.codex``): an ``OPENAI_API_KEY``, or ``tokens`` whose
  ``access_token``/``id_token`` are JWTs carrying ``exp`` (epoch seconds) and a ``refresh_token``.
- Gemini CLI: ``~/.gemini/oauth_creds.json``: ``expiry_date`` in epoch milliseconds and a ``refresh_token``.

An access token past its expiry with a refresh token beside it is ``refreshable`` (the CLI renews it
on its next run); without one it is ``expired``. Only states and times are reported, never a token.
"""

from __future__ import annotations

import base64
import json
from collections.abc import Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

__all__ = ["login_status", "credentials_file", "STATES"]

# valid · refreshable (expired access token, a refresh token to renew it) · expired · missing ·
# unknown (a file whose expiry cannot be read) · api_key (a key in the file: no expiry)
STATES = ("valid", "refreshable", "expired", "missing", "unknown", "api_key")


def credentials_file(name: str, env: Mapping[str, str], home: Path) -> Path:
    """Where the CLI ``name`` keeps its login, honouring its own override variable."""
    if name == "claude-code":
        return Path(env.get("CLAUDE_CONFIG_DIR") or home / ".claude") / ".credentials.json"
    if name == "codex":
        return Path(env.get("CODEX_HOME") or home / ".codex") / "auth.json"
    return home / ".gemini" / "oauth_creds.json"


def login_status(name: str, env: Mapping[str, str], home: Path, now: datetime | None = None) -> dict[str, Any]:
    """{"state", "file", "expires_at" (UTC ISO or None), "detail"} for one CLI's login file."""
    path = credentials_file(name, env, home)
    now = now or datetime.now(UTC)
    if not path.is_file():
        return _row("missing", path, None, "no credentials file")
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return _row("unknown", path, None, "the credentials file is not readable JSON")
    if not isinstance(data, dict):
        return _row("unknown", path, None, "the credentials file is not a JSON object")
    if name == "codex" and data.get("OPENAI_API_KEY"):
        return _row("api_key", path, None, "an API key (no expiry)")
    found = _READERS[name](data)
    if found is None:
        return _row("unknown", path, None, "no expiry in the credentials file")
    expires, refreshable = found
    when = expires.isoformat(timespec="seconds").replace("+00:00", "Z")
    if expires > now:
        return _row("valid", path, when, f"valid until {when}")
    if refreshable:
        return _row("refreshable", path, when, f"access token expired {when}; the CLI renews it with its refresh token")
    return _row("expired", path, when, f"login expired {when}")


def _row(state: str, path: Path, expires_at: str | None, detail: str) -> dict[str, Any]:
    return {"state": state, "file": str(path), "expires_at": expires_at, "detail": detail}


def _ms(x: Any) -> datetime | None:
    return datetime.fromtimestamp(x / 1000, UTC) if isinstance(x, (int, float)) and not isinstance(x, bool) else None


def _claude(data: dict[str, Any]) -> tuple[datetime, bool] | None:
    oauth = data.get("claudeAiOauth")
    if not isinstance(oauth, dict):
        return None
    expires = _ms(oauth.get("expiresAt"))
    return (expires, bool(oauth.get("refreshToken"))) if expires else None


def _codex(data: dict[str, Any]) -> tuple[datetime, bool] | None:
    tokens = data.get("tokens")
    if not isinstance(tokens, dict):
        return None
    for key in ("access_token", "id_token"):
        exp = _jwt_exp(tokens.get(key))
        if exp is not None:
            return exp, bool(tokens.get("refresh_token"))
    return None


def _jwt_exp(token: Any) -> datetime | None:
    """The ``exp`` claim of a JWT, read without verifying it (a date, not a trust decision)."""
    if not isinstance(token, str) or token.count(".") != 2:
        return None
    payload = token.split(".")[1]
    try:
        claims = json.loads(base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4)))
    except (ValueError, TypeError):
        return None
    exp = claims.get("exp") if isinstance(claims, dict) else None
    return _ms(exp * 1000) if isinstance(exp, (int, float)) and not isinstance(exp, bool) else None


def _gemini(data: dict[str, Any]) -> tuple[datetime, bool] | None:
    expires = _ms(data.get("expiry_date"))
    return (expires, bool(data.get("refresh_token"))) if expires else None


_READERS = {"claude-code": _claude, "codex": _codex, "gemini-cli": _gemini}
