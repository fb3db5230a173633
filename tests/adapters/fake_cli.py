"""A stand-in for ``claude``, ``codex`` and ``gemini``: the real flags, the real stream format, real files.

Installed in a temporary bin dir under each CLI's name (see ``fake_bin``). It refuses any flag the
real CLI does not have, prints that CLI's JSON-lines stream, and writes the actor's output files
into its working directory. ``FAKE_CLI_MODE``: ok | malformed | fail | hang | orphan.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))


def parse(name: str, argv: list[str]) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog=name, exit_on_error=False)
    if name == "claude":
        p.add_argument("-p", "--print", action="store_true")
        p.add_argument("--output-format", choices=["text", "json", "stream-json"])
        p.add_argument("--verbose", action="store_true")
        p.add_argument(
            "--permission-mode", choices=["acceptEdits", "auto", "bypassPermissions", "default", "dontAsk", "plan"]
        )
        p.add_argument("--model")
        p.add_argument("--effort", choices=["low", "medium", "high", "xhigh", "max"])
    elif name == "codex":
        p.add_argument("command", choices=["exec"])
        p.add_argument("--json", action="store_true")
        p.add_argument("--skip-git-repo-check", action="store_true")
        p.add_argument("-s", "--sandbox", choices=["read-only", "workspace-write", "danger-full-access"])
        p.add_argument("-C", "--cd")
        p.add_argument("-m", "--model")
        p.add_argument("-c", "--config", action="append")
        p.add_argument("prompt")
    else:
        p.add_argument("-o", "--output-format", choices=["text", "json", "stream-json"])
        p.add_argument("--approval-mode", choices=["default", "auto_edit", "yolo", "plan"])
        p.add_argument("--skip-trust", action="store_true")
        p.add_argument("-m", "--model")
        p.add_argument("-p", "--prompt")
    return p.parse_args(argv)


def files_for(actor: str, prompt: str) -> dict[str, str]:
    # Imported here, not at the top: the hang and orphan modes must start their child within a
    # test's short idle limit even when pydantic's import is slow on a loaded machine.
    from crumb.adapters.mock import GAME_HTML, mock_spec, mock_verdict

    if actor == "planner-lead":
        return {"spec.json": json.dumps(mock_spec("fake goal")), "spec.md": "# Fake\n"}
    if actor == "builder":
        return {"game/index.html": GAME_HTML.format(title="Fake")}
    return {"verdict.json": json.dumps(mock_verdict({}))}


def stream(name: str, written: list[str]) -> list[dict]:
    if name == "claude":
        return [
            {"type": "system", "subtype": "init", "model": "claude-fake-1", "session_id": "s"},
            *(
                {
                    "type": "assistant",
                    "message": {
                        "content": [
                            {
                                "type": "tool_use",
                                "id": "t",
                                "name": "Write",
                                "input": {"file_path": w, "content": "..."},
                            }
                        ]
                    },
                }
                for w in written
            ),
            {"type": "user", "message": {"content": [{"type": "tool_result", "tool_use_id": "t"}]}},
            {
                "type": "result",
                "subtype": "success",
                "is_error": False,
                "total_cost_usd": 0.0123,
                "usage": {"input_tokens": 1200, "output_tokens": 340, "cache_read_input_tokens": 50},
            },
        ]
    if name == "codex":
        return [
            {"type": "thread.started", "thread_id": "th"},
            {"type": "turn.started"},
            {
                "type": "item.started",
                "item": {"id": "i0", "type": "command_execution", "command": "ls", "status": "in_progress"},
            },
            {
                "type": "item.completed",
                "item": {
                    "id": "i0",
                    "type": "command_execution",
                    "command": "ls",
                    "exit_code": 0,
                    "status": "completed",
                },
            },
            *(
                {
                    "type": "item.completed",
                    "item": {
                        "id": f"i{n}",
                        "type": "file_change",
                        "status": "completed",
                        "changes": [{"path": w, "kind": "add"}],
                    },
                }
                for n, w in enumerate(written, 1)
            ),
            {"type": "item.completed", "item": {"id": "im", "type": "agent_message", "text": "done"}},
            {
                "type": "turn.completed",
                "usage": {"input_tokens": 1200, "cached_input_tokens": 100, "output_tokens": 340},
            },
        ]
    return [
        {"type": "init", "timestamp": "t", "session_id": "s", "model": "gemini-fake-1"},
        {"type": "message", "role": "user", "content": "..."},
        *(
            {"type": "tool_use", "tool_name": "write_file", "tool_id": "t", "parameters": {"file_path": w}}
            for w in written
        ),
        {"type": "tool_result", "tool_id": "t", "status": "success"},
        {"type": "message", "role": "assistant", "content": "done", "delta": True},
        {
            "type": "result",
            "status": "success",
            "stats": {
                "total_tokens": 1540,
                "input_tokens": 1200,
                "output_tokens": 340,
                "cached": 0,
                "duration_ms": 5,
                "tool_calls": 1,
            },
        },
    ]


def _cmdline(proc: Path) -> str:
    try:
        return (proc / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
    except OSError:
        return ""


def snoop(paths: list[str]) -> dict[str, str]:
    """What this agent can read of ``paths``, directly and through every process's ``/proc/<pid>/root``
    (how an agent in the worker's own mount namespace would reach a file hidden from its own view)."""
    seen: dict[str, str] = {}
    roots = [Path("/")] + [p / "root" for p in Path("/proc").iterdir() if p.name.isdigit()]
    for path in paths:
        for root in roots:
            target = root / path.lstrip("/")
            try:
                seen[str(target)] = target.read_text() if not target.is_dir() else " ".join(sorted(os.listdir(target)))
            except OSError:
                continue
    return seen


def main() -> int:
    name = globals().get("CLI_NAME") or Path(sys.argv[0]).name
    try:
        parse(name, sys.argv[1:])
    except (argparse.ArgumentError, SystemExit) as e:
        print(f"{name}: unknown or bad flag ({e})", file=sys.stderr)
        return 64
    prompt = sys.stdin.read()
    log = os.environ.get("FAKE_CLI_LOG")
    if log:
        Path(log).write_text(
            json.dumps(
                {
                    "argv": sys.argv[1:],
                    "cwd": os.getcwd(),
                    "prompt": prompt,
                    "actor": os.environ.get("CRUMB_ACTOR"),
                    "uid": os.getuid(),
                    "processes": [_cmdline(p) for p in Path("/proc").iterdir() if p.name.isdigit()],
                    "snooped": snoop(
                        os.environ.get("FAKE_CLI_SNOOP", "").split(os.pathsep) if "FAKE_CLI_SNOOP" in os.environ else []
                    ),
                }
            )
        )
    mode = os.environ.get("FAKE_CLI_MODE", "ok")
    if mode in ("hang", "orphan"):
        # The child and the pids file come before the first output, so a test that waits for the
        # idle timeout always finds them, however slowly this interpreter started.
        signal.signal(signal.SIGTERM, signal.SIG_IGN)  # the worst case: only SIGKILL works
        # The child marks a natural end: a test proves it was killed, not waited out.
        marker = os.environ["FAKE_CLI_PIDS"] + ".natural-end"
        child = subprocess.Popen(["sh", "-c", f"sleep 120; touch '{marker}'"])
        Path(os.environ["FAKE_CLI_PIDS"]).write_text(f"{os.getpid()} {child.pid}")
    print("warming up (not JSON)", flush=True)
    if mode == "fail":
        print("boom: not logged in", file=sys.stderr)
        return 3
    if mode in ("hang", "orphan"):
        if mode == "orphan":
            return 0  # exits, leaving a child that holds stdout open
        while True:
            time.sleep(1)
    actor = os.environ.get("CRUMB_ACTOR", "builder")
    written = []
    for rel, text in files_for(actor, prompt).items():
        path = Path(rel)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
        written.append(rel)
    for n, event in enumerate(stream(name, written)):
        if mode == "malformed" and n == 1:
            print('{"type": "assistant", "message": {"content": [', flush=True)
        print(json.dumps(event), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
