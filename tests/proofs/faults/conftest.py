"""Fixtures of the fault trials, and the trial table printed (and optionally written) at the end."""

from __future__ import annotations

import os
import platform

import pytest

from crumb.transcript import reset_writers
from tests.proofs.faults import proof


def mock_bindings(latency: float = 0.0, **per_actor: str) -> dict:
    """Every actor on the mock adapter with ``latency`` seconds per spawn (a kill lands mid-task)."""
    model = f"latency={latency:g}" if latency else None
    return {
        actor: {"adapter": "mock", "model": per_actor.get(actor.split("-")[0], model), "fallback": []}
        for actor in ("planner-lead", "builder", "verifier")
    }


@pytest.fixture
def fast(settings):
    """Short leases and limits, so a dead holder's claim expires and a dead coordinator's lease lapses quickly."""
    reset_writers()
    yield settings.replace(spawn_timeout_min=2.0, qa_timeout_s=90.0, lease_ttl_s=2.0)
    reset_writers()


def machine() -> str:
    cpus = os.cpu_count()
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    return f"Machine: {platform.machine()}, {cpus} CPUs, Python {platform.python_version()}, load average {load} at the end."


def pytest_terminal_summary(terminalreporter, exitstatus, config):  # noqa: ARG001
    if not proof.ROWS:
        return
    terminalreporter.write_sep("=", "fault trials")
    terminalreporter.write_line(proof.table(proof.ROWS))
    if os.environ.get("CRUMB_PROOFS_WRITE_DOCS") == "1":
        proof.write_docs(proof.ROWS, machine())
        terminalreporter.write_line(f"(trial table written to {proof.DOCS})")
