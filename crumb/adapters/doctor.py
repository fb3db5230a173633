"""What can run here: each adapter's binary, version and login (and its expiry); which presets can run; the chosen binding."""

from __future__ import annotations

import importlib
import shutil
import subprocess
from collections.abc import Mapping
from datetime import datetime
from pathlib import Path
from typing import Any

from crumb.adapters.confine import why_not
from crumb.adapters.logins import login_status
from crumb.bindings import list_presets, load_preset, resolve_bindings
from crumb.config import Settings
from crumb.core.roles import ADAPTER_NAMES, CLI_BINARIES

# The API keys each CLI accepts instead of a login (where it keeps the login: crumb.adapters.logins).
LOGIN_KEYS = {
    "claude-code": ("ANTHROPIC_API_KEY", "CLAUDE_CODE_OAUTH_TOKEN"),
    "codex": ("OPENAI_API_KEY", "CODEX_API_KEY"),
    "gemini-cli": ("GEMINI_API_KEY", "GOOGLE_API_KEY"),
}


def check_adapter(
    name: str, settings: Settings, env: Mapping[str, str], home: Path, now: datetime | None = None
) -> dict[str, Any]:
    """{"usable", "detail", and for CLIs "binary", "version", "logged_in" (None when it cannot be told), "login"}."""
    if name in CLI_BINARIES:
        return _check_cli(name, env, home, now)
    if name == "openai":
        remote = "api.openai.com" in settings.openai_base_url
        if remote and not settings.openai_api_key:
            return {"usable": False, "detail": f"{settings.openai_base_url} needs openai_api_key (OPENAI_API_KEY)"}
        return {"usable": True, "detail": f"{settings.openai_base_url} (not contacted)"}
    if name == "local":
        try:
            studio = importlib.import_module("crumb.adapters.local")
        except ImportError as e:
            return {"usable": False, "detail": f"the offline studio does not import: {e}"}
        missing = [f for f in ("plan", "build", "judge") if not callable(getattr(studio, f, None))]
        return {"usable": not missing, "detail": f"missing {', '.join(missing)}" if missing else "offline studio"}
    return {"usable": True, "detail": "scripted test adapter"}


def _check_cli(name: str, env: Mapping[str, str], home: Path, now: datetime | None) -> dict[str, Any]:
    binary = CLI_BINARIES[name]
    found = shutil.which(binary, path=env.get("PATH"))
    if not found:
        return {"usable": False, "binary": None, "version": None, "logged_in": None, "detail": f"{binary} not on PATH"}
    try:
        done = subprocess.run([found, "--version"], capture_output=True, text=True, timeout=15, env=dict(env))
        version = (done.stdout or done.stderr).strip().splitlines()[0] if done.returncode == 0 else None
    except (OSError, subprocess.TimeoutExpired, IndexError):
        version = None
    keys = LOGIN_KEYS[name]
    login = login_status(name, env, home, now)
    has_key = any(env.get(k) for k in keys)
    logged_in = has_key or login["state"] != "missing"
    # No credentials file may still mean a keychain login, so only a found login is certain.
    expired = login["state"] == "expired" and not has_key
    usable = version is not None and logged_in and not expired
    if usable:
        detail = "ready" + ("" if has_key else f" · login {login['detail']}")
    elif version is None:
        detail = "--version failed"
    elif expired:
        detail = f"{login['detail']} ({login['file']}): run `{binary}` to log in again, or set {keys[0]}"
    else:
        detail = f"not logged in (run `{binary}` once, or set {keys[0]})"
    row = {"usable": usable, "binary": found, "version": version, "logged_in": logged_in, "detail": detail}
    return row | {"login": login}


def diagnose(
    settings: Settings,
    binds: list[str],
    preset: str | None,
    env: Mapping[str, str],
    home: Path,
    now: datetime | None = None,
) -> dict[str, Any]:
    adapters = {name: check_adapter(name, settings, env, home, now) for name in ADAPTER_NAMES}
    presets: dict[str, dict[str, Any]] = {}
    for name in list_presets():
        needed = sorted({b["adapter"] for b in load_preset(name).values() if b.get("adapter")})
        blocked = [a for a in needed if not adapters[a]["usable"]]
        presets[name] = {"runnable": not blocked, "adapters": needed, "blocked_by": blocked}
    bindings = resolve_bindings(settings, binds, preset, env_path=env.get("PATH"))
    unusable = {actor: b["adapter"] for actor, b in bindings.items() if not adapters[b["adapter"]]["usable"]}
    return {
        "adapters": adapters,
        "presets": presets,
        "bindings": bindings,
        "blocked": unusable,
        "ok": not unusable,
        "confinement": _confinement(settings),
    }


def _confinement(settings: Settings) -> dict[str, Any]:
    """Whether the agent CLIs run with $CRUMB_HOME hidden (crumb.adapters.confine), and why not."""
    reason = (
        "agent_confine is off"
        if not settings.agent_confine
        else why_not(settings.home / "sessions" / "S" / "workspaces" / "builder", settings.home)
    )
    if reason and settings.agent_confine_required:
        return {"confined": False, "detail": f"{reason}: agent_confine_required is on, so no agent CLI will run"}
    if reason:
        said = (
            "the agent CLIs can read $CRUMB_HOME"
            if not settings.agent_confine
            else "the agent CLIs run in the open and can read $CRUMB_HOME"
        )
        return {"confined": False, "detail": f"{reason}: {said}"}
    return {
        "confined": True,
        "detail": "the agent CLIs see only their workspace of $CRUMB_HOME, and only their own processes",
    }


def render(report: dict[str, Any]) -> str:
    lines = ["adapters:"]
    for name, a in report["adapters"].items():
        mark = "ok " if a["usable"] else "-- "
        version = f" {a['version']}" if a.get("version") else ""
        lines.append(f"  {mark}{name:<12}{version}  {a['detail']}")
    lines.append("presets:")
    for name, p in report["presets"].items():
        why = "" if p["runnable"] else f"  (needs {', '.join(p['blocked_by'])})"
        lines.append(f"  {'ok ' if p['runnable'] else '-- '}{name}{why}")
    lines.append("chosen binding:")
    for actor, b in report["bindings"].items():
        model = f":{b['model']}" if b["model"] else ""
        state = "ok " if actor not in report["blocked"] else "-- "
        lines.append(f"  {state}{actor:<13}{b['adapter']}{model}  fallback {' > '.join(b['fallback']) or '(none)'}")
    confinement = report["confinement"]
    lines.append(f"confinement:\n  {'ok ' if confinement['confined'] else '-- '}{confinement['detail']}")
    if not report["ok"]:
        lines.append("the chosen binding cannot run here: bind those actors to a usable adapter (--bind actor=local)")
    return "\n".join(lines)
