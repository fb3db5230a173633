"""Fixtures of the fault trials, and the trial table printed (and optionally written) at the end."""

from __future__ import annotations

import os
import platform
from dataclasses import asdict

import pytest

from crumb.transcript import reset_writers
from tests.proofs.faults import proof

TRIAL_PROPERTY = "fault_trial"


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


_SENT = 0  # how many of proof.ROWS went out with a test's report


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):  # noqa: ARG001
    """A test's trial rows travel with its teardown report (as user properties), so that under
    pytest-xdist the controller, which prints the table (tests/conftest.py), has them too."""
    report = yield
    global _SENT
    if report.when == "teardown" and len(proof.ROWS) > _SENT:
        report.user_properties += [(TRIAL_PROPERTY, asdict(row)) for row in proof.ROWS[_SENT:]]
        _SENT = len(proof.ROWS)
    return report


def trial_table(terminalreporter) -> None:
    """The trial table at the end of the run (and in docs/PROOFS.md with CRUMB_PROOFS_WRITE_DOCS=1)."""
    if not proof.ROWS:
        return
    terminalreporter.write_sep("=", "fault trials")
    terminalreporter.write_line(proof.table(proof.ROWS))
    if os.environ.get("CRUMB_PROOFS_WRITE_DOCS") == "1":
        proof.write_docs(proof.ROWS, machine())
        terminalreporter.write_line(f"(trial table written to {proof.DOCS})")
