"""Run one ``spawn`` effect: the file contract between a worker and an agent (DESIGN §5).

:func:`run_spawn` prepares ``sessions/<sid>/workspaces/<actor>/`` with the projected inputs and
the prompt, runs the bound adapter under a wall and an idle timeout, then reads and validates the
output files and returns the outcome drafts, always ending with ``agent.stop``.
"""

from __future__ import annotations

import json
import shutil
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from crumb.adapters import outputs
from crumb.adapters.base import (
    SpawnRequest,
    SpawnResult,
    get_adapter,
    harness_of,
    inherited_env,
    provider_of,
    split_model,
)
from crumb.adapters.confine import why_not
from crumb.adapters.prompt import assemble
from crumb.agent_notes import AGENT_EVENTS_FILE, AgentNotes
from crumb.config import Settings
from crumb.core.effects import Spawn
from crumb.core.layout import SessionPaths
from crumb.core.roles import ADAPTERS, CLI_BINARIES, OUTPUT_FILES
from crumb.errors import AdapterError
from crumb.published import drift
from crumb.spend import priced

__all__ = ["run_spawn", "prepare_workspace", "AGENT_EVENTS_FILE", "MAX_TAPS", "TAP_CHARS"]

Emit = Callable[[dict[str, Any]], None]
MAX_TAPS = 1000  # tool calls of one spawn shown live; an agent's run of a few hundred is long
TAP_CHARS = 300  # of a tool call's name, path or command as shown


def run_spawn(effect: Spawn, settings: Settings, emit: Emit | None = None) -> list[dict[str, Any]]:
    """Run one spawn effect end to end and return its outcome drafts (the last is ``agent.stop``)."""
    actor, name = effect.actor, effect.adapter
    paths = settings.paths(effect.session_id)
    session_dir, workspace = paths.folder, paths.workspace(actor)
    stamp = _Stamp(effect, name)
    send = emit or (lambda draft: None)
    hide, open_because = _hidden_home(name, settings, workspace)
    said = f"adapter={name}" + (f", not confined: {open_because}" if open_because else "")
    send(stamp(kind="agent.wake", body=f"{actor} spawn ({said})", private=True))
    started = time.monotonic()
    notes: AgentNotes | None = None  # the agent's `crumb event` notes, forwarded as they come
    try:
        if name not in ADAPTERS:
            raise AdapterError(f"unknown adapter {name!r} (known: {', '.join(ADAPTERS)})", adapter=name)
        if actor not in OUTPUT_FILES:
            raise AdapterError(f"actor {actor!r} cannot be spawned (known: {', '.join(OUTPUT_FILES)})", actor=actor)
        if open_because and settings.agent_confine_required:
            raise AdapterError(
                f"not run: agent_confine_required is on and {name} cannot be confined here ({open_because}); "
                "run the workers where user namespaces are allowed, or turn agent_confine_required off",
                adapter=name,
                reason="not_confined",
            )
        input_files = prepare_workspace(workspace, effect, session_dir) + _parent_game(
            effect, settings, workspace, session_dir
        )
        prompt = assemble(effect, settings, input_files)
        (workspace / "PROMPT.md").write_text(prompt, encoding="utf-8")
        model, effort = split_model(effect.model)
        notes = AgentNotes(workspace / AGENT_EVENTS_FILE, actor, stamp, settings).follow(send)
        request = SpawnRequest(
            actor=actor,
            adapter=name,
            workspace=workspace,
            prompt=prompt,
            inputs=dict(effect.inputs),
            effect_id=effect.id,
            model=model,
            effort=effort,
            env=_agent_env(effect, name, settings),
            wall_s=settings.spawn_timeout_min * 60,
            idle_s=settings.spawn_idle_timeout_s,
            on_tool=_Taps(stamp, send, started),
            hide=hide,
        )
        result = get_adapter(name, settings).run(request)
    except AdapterError as e:
        result = SpawnResult(exit_code=1, error=str(e))
    except BaseException:
        if notes is not None:
            notes.rest()  # stop following: the worker reports the failure instead
        raise
    drafts = notes.rest() if notes is not None else []
    drafts += _outcome(effect, settings, result, workspace, session_dir, stamp)
    drafts.append(_stop(stamp, result, started, settings))
    return drafts


def _hidden_home(adapter: str, settings: Settings, workspace: Path) -> tuple[Path | None, str | None]:
    """(the folder a CLI agent runs without, or None; why a CLI agent runs in the open, or None)."""
    if adapter not in CLI_BINARIES:
        return None, None  # it runs no program of the agent's: nothing to confine
    if not settings.agent_confine:
        return None, "agent_confine is off"
    reason = why_not(workspace, settings.home)
    return (None, reason) if reason else (settings.home, None)


class _Stamp:
    """Builds drafts carrying the spawn's identity: from, session_id and metadata."""

    def __init__(self, effect: Spawn, adapter: str) -> None:
        self.actor = effect.actor
        self.session_id = effect.session_id
        known = adapter in ADAPTERS
        self.metadata = {
            "harness": harness_of(adapter) if known else "none",
            "provider": provider_of(adapter) if known else "none",
            "adapter": adapter,
            "effect_id": effect.id,
        }
        model, _ = split_model(effect.model)
        if model:
            self.metadata["model"] = model

    def __call__(self, *, kind: str, private: bool = False, from_: str | None = None, **fields: Any) -> dict[str, Any]:
        metadata = dict(self.metadata) | fields.pop("metadata", {})
        if private:
            metadata["visibility"] = "private"
        draft = {"from": from_ or self.actor, "session_id": self.session_id, "kind": kind, **fields}
        return draft | {"metadata": metadata}


def prepare_workspace(workspace: Path, effect: Spawn, session_dir: Path) -> list[str]:
    """Fresh workspace with the projected inputs as files; return their names for the prompt."""
    actor = effect.actor
    workspace.mkdir(parents=True, exist_ok=True)
    for name in (*OUTPUT_FILES[actor], "game", AGENT_EVENTS_FILE, "previous_spec.json", "spec.json"):
        _remove(workspace / name.split("/")[0])
    written: list[str] = []
    for key, value in effect.inputs.items():
        if key == "goal":
            fname, text = "goal.md", f"{value}\n"
        elif key == "feedback":
            fname, text = "feedback.md", _feedback_md(value)
        else:
            stem = "previous_spec" if (key == "spec" and actor == "planner-lead") else key
            fname, text = f"{stem}.json", json.dumps(value, indent=2, ensure_ascii=False, default=str) + "\n"
        (workspace / fname).write_text(text, encoding="utf-8")
        written.append(fname)
    game = SessionPaths(session_dir).game
    build = effect.inputs.get("build") if actor == "verifier" else None
    if isinstance(build, dict) and (why := drift(session_dir, build.get("event_id"), build.get("artifacts"))):
        # The verifier judges the build QA checked, or nothing: shown other files, its verdict would be of them.
        raise AdapterError(why, actor=actor, reason="not_the_build")
    if actor in ("builder", "verifier") and game.is_dir():
        # The verifier inspects the build; the builder improves it rather than starting over.
        shutil.copytree(game, workspace / "game", symlinks=True)
        written.append("game/ (the current build)")
    return sorted(written)


def _parent_game(effect: Spawn, settings: Settings, workspace: Path, session_dir: Path) -> list[str]:
    """A continued game's builder starts from its parent's game (hash-checked) until it has built its own."""
    parent = effect.inputs.get("parent")
    if effect.actor != "builder" or not isinstance(parent, dict) or SessionPaths(session_dir).game.is_dir():
        return []
    from crumb.lineage import LineageError, take

    try:
        take(settings, parent, workspace / "game")
    except LineageError as e:
        raise AdapterError(str(e), actor="builder", reason="parent_tampered") from e
    return [f"game/ (the game of {parent.get('ref')}, the parent: improve it, do not rewrite it)"]


def _remove(path: Path) -> None:
    if path.is_symlink() or path.is_file():
        path.unlink()
    elif path.is_dir():
        shutil.rmtree(path)


def _feedback_md(value: Any) -> str:
    items = value if isinstance(value, list) else [value]
    lines = []
    for item in items:
        if isinstance(item, dict):
            item = item.get("text") or item.get("feedback") or json.dumps(item, ensure_ascii=False)
        lines.append(f"- {str(item).strip()}")
    return "# Feedback to address\n\n" + "\n".join(lines) + "\n"


def _agent_env(effect: Spawn, adapter: str, settings: Settings) -> dict[str, str]:
    """The agent's identity, its workspace and the draft limit; no Redis URL, no $CRUMB_HOME, no key:
    ``crumb event`` appends to the workspace's events.jsonl and this worker signs what it forwards."""
    model, _ = split_model(effect.model)
    crumb_bin = str(Path(sys.executable).parent)  # so `crumb event` is on the agent's PATH
    env = {
        "CRUMB_SESSION_ID": effect.session_id,
        "CRUMB_ACTOR": effect.actor,
        "CRUMB_ADAPTER": adapter,
        "CRUMB_MODEL": model or "",
        "CRUMB_EFFECT_ID": effect.id,
        "CRUMB_WORKSPACE": str(settings.paths(effect.session_id).workspace(effect.actor)),
        "CRUMB_MAX_DRAFT_BYTES": str(settings.max_draft_bytes),
    }
    base = inherited_env({})
    env["PATH"] = crumb_bin + ":" + base.get("PATH", "/usr/bin:/bin")
    return env


class _Taps:
    """An agent's tool calls as live ``tool.call`` drafts: the first :data:`MAX_TAPS` of a spawn, each
    field cut to :data:`TAP_CHARS`. Its CLI prints them, and a command's text is the agent's: unbounded,
    5,000 calls of a 100 KB command each were 500 MB of drafts towards the transcript."""

    def __init__(self, stamp: _Stamp, send: Emit, started: float) -> None:
        self.stamp, self.send, self.started, self.count = stamp, send, started, 0

    def __call__(self, tap: dict[str, Any]) -> None:
        self.count += 1
        if self.count <= MAX_TAPS:
            self.send(_tool_tap(self.stamp, tap, self.started))
        elif self.count == MAX_TAPS + 1:
            body = f"{self.stamp.actor}: after {MAX_TAPS} tool calls, the rest of this spawn's are not shown"
            self.send(self.stamp(kind="note", body=body, private=True, metadata={"tool": "stream-json-tap@v1"}))


def _tool_tap(stamp: _Stamp, tap: dict[str, Any], started: float) -> dict[str, Any]:
    data: dict[str, Any] = {
        k: _cut(str(v)) for k, v in tap.items() if k in ("tool_kind", "tool", "path") and v is not None
    }
    data["elapsed_ms"] = int((time.monotonic() - started) * 1000)
    return stamp(
        kind="tool.call",
        body=_cut(str(tap.get("summary") or tap.get("tool") or "tool")),
        data=data,
        private=True,
        metadata={"tool": "stream-json-tap@v1"},
    )


def _cut(text: str) -> str:
    return text if len(text) <= TAP_CHARS else text[:TAP_CHARS] + "…"


def forward_agent_events(path: Path, actor: str, stamp: _Stamp, settings: Settings) -> list[dict[str, Any]]:
    """Every draft an agent left in ``path`` via ``crumb event``, re-checked (:class:`AgentNotes`)."""
    return AgentNotes(path, actor, stamp, settings).rest()


def _outcome(
    effect: Spawn, settings: Settings, result: SpawnResult, workspace: Path, session_dir: Path, stamp: _Stamp
) -> list[dict[str, Any]]:
    if result.timed_out:
        limit = (
            f"silent for {settings.spawn_idle_timeout_s:g}s"
            if result.timed_out == "idle"
            else f"exceeded {settings.spawn_timeout_min:g} min wall clock"
        )
        body = f"per_spawn_timeout: adapter {stamp.metadata['adapter']} {limit} (process group killed)"
        return [_error(stamp, body, "per_spawn_timeout", result, timeout_kind=result.timed_out)]
    if result.error:
        return [_error(stamp, result.error, "adapter_error", result)]
    if result.exit_code != 0:
        # A failed agent's files are not trusted, and the builder's workspace starts with the last build.
        last = (result.stderr_tail.strip().splitlines() or [""])[-1][:300]
        body = f"adapter {stamp.metadata['adapter']} exited {result.exit_code}" + (f": {last}" if last else "")
        return [_error(stamp, body, "exit_code", result)]
    try:
        if effect.actor == "planner-lead":
            found = outputs.planner_outcome(workspace, session_dir, update="previous_spec" in effect.inputs)
        elif effect.actor == "builder":
            found = outputs.builder_outcome(workspace, session_dir, settings)
        else:
            found = outputs.verifier_outcome(workspace)
        drafts = [stamp(**draft) for draft in found]
        for draft in drafts:
            _fits(draft, effect.actor, settings)
    except AdapterError as e:
        return [_error(stamp, str(e), "invalid_output", result)]
    return drafts


def _fits(draft: dict[str, Any], actor: str, settings: Settings) -> None:
    """OutputInvalid when an outcome is too large for one event: the coordinator would refuse it (and
    past eight times the limit could not even tell whose outcome it was). The contracts bound the
    fields of spec.json and verdict.json, not the lists of evidence, notes or files they hold."""
    size = len(json.dumps(draft, ensure_ascii=False))
    if size > settings.max_draft_bytes:
        name = "game/" if actor == "builder" else OUTPUT_FILES[actor][0]
        raise outputs.OutputInvalid(
            f"{name}: too large to record ({size} characters as its {draft.get('kind')} event; the limit is "
            f"max_draft_bytes = {settings.max_draft_bytes}): shorten it"
        )


def _error(stamp: _Stamp, body: str, reason: str, result: SpawnResult, **data: Any) -> dict[str, Any]:
    payload = {"reason": reason, "exit_code": result.exit_code, "stderr": result.stderr_tail[-2000:], **data}
    return stamp(kind="error", body=body, data=payload)


def _stop(stamp: _Stamp, result: SpawnResult, started: float, settings: Settings) -> dict[str, Any]:
    latency_ms = int((time.monotonic() - started) * 1000)
    timed = ", timed out" if result.timed_out else ""
    tokens = (result.tokens_in or 0, result.tokens_out or 0)
    source, cost, price = priced(
        settings, stamp.metadata["adapter"], stamp.metadata.get("model"), result.cost_usd, tokens
    )
    metadata: dict[str, Any] = {
        "latency_ms": latency_ms,
        "tokens_in": tokens[0],
        "tokens_out": tokens[1],
        "cost_usd": cost,
        "cost_source": source,  # reported by the adapter, estimated from the price table, or unpriced
    }
    if price is not None and source == "estimated":
        metadata["price_usd_per_mtok"] = list(price)
    if result.model:
        metadata["model"] = result.model
    return stamp(
        kind="agent.stop",
        body=f"{stamp.actor} stopped (exit={result.exit_code}, {latency_ms}ms{timed})",
        data={"exit_code": result.exit_code, "timed_out": result.timed_out},
        metadata=metadata,
    )
