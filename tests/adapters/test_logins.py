"""`crumb doctor` reads each CLI's own login file in a fake home: valid, refreshable, expired, missing, unknown."""

from __future__ import annotations

import base64
import json
from datetime import UTC, datetime

import pytest

from crumb.adapters.doctor import diagnose, render
from crumb.adapters.logins import login_status
from tests.adapters.test_doctor import fake_cli

NOW = datetime(2026, 12, 3, 12, 0, tzinfo=UTC)
PAST_MS, FUTURE_MS = 1_764_000_000_000, 1_800_000_000_000  # 2025-11-24, 2027-01-15
SECRET = "sk-ant-oat01-SECRET-must-not-be-printed"


def _jwt(exp_s: int) -> str:
    def part(obj):
        return base64.urlsafe_b64encode(json.dumps(obj).encode()).decode().rstrip("=")

    return f"{part({'alg': 'RS256'})}.{part({'exp': exp_s, 'email': 'a@b.c'})}.{SECRET}"


def _write(home, rel, data):
    path = home / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(data if isinstance(data, str) else json.dumps(data))


def _claude(expires_ms, refresh=True):
    oauth = {"accessToken": SECRET, "expiresAt": expires_ms, "scopes": ["user:inference"]}
    return {"claudeAiOauth": oauth | ({"refreshToken": SECRET} if refresh else {})}


def _codex(exp_s, refresh=True):
    tokens = {"id_token": _jwt(exp_s), "access_token": _jwt(exp_s), "account_id": "acct"}
    return {"OPENAI_API_KEY": None, "tokens": tokens | ({"refresh_token": SECRET} if refresh else {})}


def _gemini(expiry_ms, refresh=True):
    creds = {"access_token": SECRET, "expiry_date": expiry_ms, "token_type": "Bearer"}
    return creds | ({"refresh_token": SECRET} if refresh else {})


CASES = [
    ("claude-code", ".claude/.credentials.json", _claude(FUTURE_MS), "valid", "2027-01-15T08:00:00Z"),
    ("claude-code", ".claude/.credentials.json", _claude(PAST_MS), "refreshable", "2025-11-24T16:00:00Z"),
    ("claude-code", ".claude/.credentials.json", _claude(PAST_MS, refresh=False), "expired", "2025-11-24T16:00:00Z"),
    ("claude-code", ".claude/.credentials.json", {"other": 1}, "unknown", None),
    ("codex", ".codex/auth.json", _codex(FUTURE_MS // 1000), "valid", "2027-01-15T08:00:00Z"),
    ("codex", ".codex/auth.json", _codex(PAST_MS // 1000, refresh=False), "expired", "2025-11-24T16:00:00Z"),
    ("codex", ".codex/auth.json", {"OPENAI_API_KEY": SECRET}, "api_key", None),
    ("codex", ".codex/auth.json", "{not json", "unknown", None),
    ("gemini-cli", ".gemini/oauth_creds.json", _gemini(FUTURE_MS + 0.5), "valid", "2027-01-15T08:00:00Z"),
    ("gemini-cli", ".gemini/oauth_creds.json", _gemini(PAST_MS), "refreshable", "2025-11-24T16:00:00Z"),
    ("gemini-cli", ".gemini/oauth_creds.json", _gemini(PAST_MS, refresh=False), "expired", "2025-11-24T16:00:00Z"),
]


@pytest.mark.parametrize(("cli", "rel", "data", "state", "expires_at"), CASES)
def test_each_cli_s_login_file_is_read_for_its_expiry_without_showing_a_secret(
    tmp_path, cli, rel, data, state, expires_at
):
    _write(tmp_path, rel, data)
    out = login_status(cli, {}, tmp_path, NOW)
    assert (out["state"], out["expires_at"], out["file"]) == (state, expires_at, str(tmp_path / rel))
    assert SECRET not in json.dumps(out)


def test_a_missing_file_is_missing_and_the_cli_s_own_override_variable_is_followed(tmp_path):
    assert login_status("claude-code", {}, tmp_path, NOW)["state"] == "missing"
    _write(tmp_path, "elsewhere/.credentials.json", _claude(PAST_MS, refresh=False))
    env = {"CLAUDE_CONFIG_DIR": str(tmp_path / "elsewhere")}
    assert login_status("claude-code", env, tmp_path, NOW)["state"] == "expired"
    _write(tmp_path, "codex-home/auth.json", _codex(FUTURE_MS // 1000))
    assert login_status("codex", {"CODEX_HOME": str(tmp_path / "codex-home")}, tmp_path, NOW)["state"] == "valid"


def test_doctor_says_an_expired_login_blocks_the_cli_and_a_refreshable_one_does_not(settings, tmp_path):
    bin_dir = tmp_path / "bin"
    for name in ("claude", "codex", "gemini"):
        fake_cli(bin_dir, name)
    _write(tmp_path, ".claude/.credentials.json", _claude(PAST_MS, refresh=False))
    _write(tmp_path, ".codex/auth.json", _codex(PAST_MS // 1000))
    _write(tmp_path, ".gemini/oauth_creds.json", _gemini(FUTURE_MS))
    report = diagnose(settings, [], "cross-3way", {"PATH": str(bin_dir)}, tmp_path, NOW)
    claude, codex, gemini = (report["adapters"][n] for n in ("claude-code", "codex", "gemini-cli"))
    assert not claude["usable"] and claude["login"]["state"] == "expired"
    assert (
        claude["detail"].startswith("login expired 2025-11-24T16:00:00Z")
        and "run `claude` to log in again" in claude["detail"]
    )
    assert codex["usable"] and codex["login"]["state"] == "refreshable" and "renews it" in codex["detail"]
    assert gemini["usable"] and gemini["detail"] == "ready · login valid until 2027-01-15T08:00:00Z"
    assert report["blocked"] == {"planner-lead": "claude-code"} and not report["ok"]
    text = render(report) + json.dumps(report)
    assert SECRET not in text and "login expired" in text
    # An API key in the environment stands in for the expired login.
    keyed = diagnose(settings, [], None, {"PATH": str(bin_dir), "ANTHROPIC_API_KEY": "k"}, tmp_path, NOW)
    assert keyed["adapters"]["claude-code"]["usable"]
