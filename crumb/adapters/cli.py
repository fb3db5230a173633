"""The agent CLIs: ``claude-code``, ``codex`` and ``gemini-cli``, run headless in the workspace.

Argv lists only (never a shell); the prompt goes on stdin, so its size never meets an argv limit.
Every flag used here appears in the real CLI's ``--help`` (a test checks it against the installed
CLIs in ``.tools/``).
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable
from dataclasses import dataclass

from crumb.adapters.base import SpawnRequest, SpawnResult, inherited_env
from crumb.adapters.confine import confined
from crumb.adapters.process import run_process
from crumb.adapters.streams import ClaudeStream, CodexStream, GeminiStream, StreamParser
from crumb.core.roles import CLI_BINARIES
from crumb.errors import AdapterError


def _claude(req: SpawnRequest) -> list[str]:
    argv = ["-p", "--output-format", "stream-json", "--verbose", "--permission-mode", "acceptEdits"]
    argv += ["--model", req.model] if req.model else []
    argv += ["--effort", req.effort] if req.effort else []
    return argv


def _codex(req: SpawnRequest) -> list[str]:
    argv = ["exec", "--json", "--skip-git-repo-check", "--sandbox", "workspace-write", "--cd", str(req.workspace)]
    argv += ["--model", req.model] if req.model else []
    argv += ["-c", f"model_reasoning_effort={req.effort}"] if req.effort else []
    return argv + ["-"]  # "-": read the prompt from stdin


def _gemini(req: SpawnRequest) -> list[str]:
    # gemini has no effort flag; -p appends its text to the prompt read from stdin.
    argv = ["--output-format", "stream-json", "--approval-mode", "auto_edit", "--skip-trust"]
    argv += ["--model", req.model] if req.model else []
    return argv + ["-p", "Do the task described above; write the output files into the current directory."]


@dataclass(frozen=True)
class CliSpec:
    binary: str
    argv: Callable[[SpawnRequest], list[str]]
    parser: Callable[[], StreamParser]


CLIS = {
    "claude-code": CliSpec(CLI_BINARIES["claude-code"], _claude, ClaudeStream),
    "codex": CliSpec(CLI_BINARIES["codex"], _codex, CodexStream),
    "gemini-cli": CliSpec(CLI_BINARIES["gemini-cli"], _gemini, GeminiStream),
}


def make(name: str, settings: object = None) -> CliAdapter:
    return CliAdapter(name)


class CliAdapter:
    def __init__(self, name: str) -> None:
        self.name = name
        self.spec = CLIS[name]

    def command(self, req: SpawnRequest) -> list[str]:
        """The argv this adapter runs for ``req`` (the binary resolved on the agent's PATH)."""
        env = inherited_env(req.env)
        found = shutil.which(self.spec.binary, path=env.get("PATH"))
        if not found:
            raise AdapterError(
                f"{self.spec.binary} not found on PATH: install it (npm install -g, or `make agent-clis` for .tools/) "
                f"or bind {req.actor} to another adapter",
                adapter=self.name,
                actor=req.actor,
                reason="not_found",
            )
        # Absolute: the agent starts in its workspace, where a PATH entry like ".tools/bin" means nothing.
        return [os.path.abspath(found), *self.spec.argv(req)]

    def run(self, req: SpawnRequest) -> SpawnResult:
        argv = self.command(req)
        parser = self.spec.parser()

        def on_line(line: str) -> None:
            tap = parser.feed(line)
            if tap and req.on_tool:
                req.on_tool(tap)

        with confined(argv, workspace=req.workspace, hide=req.hide) as argv:
            outcome = run_process(
                argv,
                cwd=req.workspace,
                env=inherited_env(req.env),
                stdin_text=req.prompt,
                wall_s=req.wall_s,
                idle_s=req.idle_s,
                on_line=on_line,
                log_dir=req.workspace,
                kill_grace_s=req.kill_grace_s,
            )
        usage = parser.usage
        return SpawnResult(
            exit_code=outcome.exit_code,
            timed_out=outcome.timed_out,
            tokens_in=usage.tokens_in,
            tokens_out=usage.tokens_out,
            cost_usd=usage.cost_usd,
            model=usage.model or req.model,
            stderr_tail=outcome.stderr_tail,
        )
