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
