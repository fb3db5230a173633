"""The real side of the CLI contract: every flag and choice an adapter passes is in the real CLI's help.

The CLIs come from the npm registry into ``.tools/`` (``make agent-clis``); ``--help`` needs no account.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from crumb.adapters.base import SpawnRequest
from crumb.adapters.cli import CLIS

TOOLS = Path(__file__).resolve().parents[2] / ".tools" / "node_modules" / ".bin"
_help_cache: dict[tuple[str, ...], str] = {}


def real_help(*argv: str) -> str:
    if argv not in _help_cache:
        binary = TOOLS / argv[0]
        if not binary.exists():
            pytest.fail(f"{binary} is missing: run `make agent-clis`")
        done = subprocess.run([str(binary), *argv[1:], "--help"], capture_output=True, text=True, timeout=60)
        _help_cache[argv] = done.stdout + done.stderr
    return _help_cache[argv]


def _request(tmp_path: Path) -> SpawnRequest:
    return SpawnRequest(
        actor="builder",
        adapter="x",
        workspace=tmp_path,
        prompt="p",
        inputs={},
        effect_id="E.0",
        model="some-model",
        effort="high",
    )


@pytest.mark.parametrize("adapter", CLIS)
def test_every_flag_an_adapter_passes_is_in_the_real_help(adapter, tmp_path):
    spec = CLIS[adapter]
    argv = spec.argv(_request(tmp_path))
    help_argv = (spec.binary, "exec") if adapter == "codex" else (spec.binary,)
    text = real_help(*help_argv)
    flags = [a for a in argv if a.startswith("-") and a != "-"]
    assert flags
    for flag in flags:
        assert re.search(rf"(^|[\s,]){re.escape(flag)}([\s,=<\[]|$)", text, re.M), (
            f"{adapter}: {flag} not in `{' '.join(help_argv)} --help`"
        )


@pytest.mark.parametrize(
    ("adapter", "choices"),
    [
        ("claude-code", ["stream-json", "acceptEdits", "high"]),
        ("codex", ["workspace-write", "model_reasoning_effort"]),
        ("gemini-cli", ["stream-json", "auto_edit"]),
    ],
)
def test_the_choices_an_adapter_passes_are_the_real_ones(adapter, choices, tmp_path):
    spec = CLIS[adapter]
    argv = " ".join(spec.argv(_request(tmp_path)))
    text = real_help(*((spec.binary, "exec") if adapter == "codex" else (spec.binary,)))
    for choice in choices:
        assert choice in argv
        if choice != "model_reasoning_effort":  # a config key of codex, passed with -c
            assert choice in text, f"{adapter}: {choice} not offered by the real CLI"


def test_the_flags_the_original_passed_are_really_gone():
    assert "--full-auto" not in real_help("codex", "exec")
    gemini = real_help("gemini")
    assert "--system-prompt" not in gemini and "--add-dir" not in gemini
