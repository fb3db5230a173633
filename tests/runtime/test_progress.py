"""What `crumb run` prints while a session runs (crumb.progress)."""

from __future__ import annotations

from crumb.progress import Progress


def test_a_fallback_to_another_adapter_is_said_while_the_stage_stays_the_same(capsys):
    progress = Progress()
    wake = {"from": "builder", "kind": "agent.wake", "body": "builder spawn (adapter=codex)"}
    swapped = "circuit open for builder after 3 consecutive errors: adapter codex → local"
    for event in (
        wake,
        {"from": "builder", "kind": "error", "body": "codex exited 1"},
        {"from": "system", "kind": "audit", "body": swapped},
        {**wake, "body": "builder spawn (adapter=local)"},  # the same stage: no new stage line
    ):
        progress.feed(event)
    lines = [line.split("] ", 1)[1] for line in capsys.readouterr().err.splitlines()]
    assert lines == ["builder · building", "builder · error: codex exited 1", f"system · audit: {swapped}"]


def test_a_check_the_busy_machine_outran_is_said_so_not_as_the_verifier_judging(capsys):
    progress = Progress()
    busy = "the machine was too busy to finish the check in 120 s (…)"
    rerun = f"QA not decided: {busy}; checking the build again (1 of 2)"
    for event in (
        {"from": "builder", "kind": "build", "body": "build: artifacts/game/index.html"},
        {"from": "system", "kind": "qa.result", "body": "QA not decided", "data": {"exec_exit_code": 2, "busy": busy}},
        {"from": "system", "kind": "audit", "body": rerun},
        {"from": "system", "kind": "qa.result", "body": "QA playable (exit 0)", "data": {"exec_exit_code": 0}},
    ):
        progress.feed(event)
    lines = [line.split("] ", 1)[1] for line in capsys.readouterr().err.splitlines()]
    assert lines == [
        "qa · checking the build",
        "qa · not decided: the machine was too busy",
        f"system · audit: {rerun}",
        "verifier · judging",
    ]
