"""The evidence is of the build it names: QA checks, and the verifier judges, the files the builder's
worker hashed into the ``build`` event, not whatever the published folder holds by then. An agent
that runs where it cannot be confined (its ``agent.wake`` says so), a second builder publishing, or a
hand on the folder can change ``artifacts/game`` between the build and its judges. The refusals failed on
the code before :mod:`crumb.published` (QA checked, and the verifier was shown, the changed files)."""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any

import pytest

from crumb.core.effects import QaCheck, Spawn

pytestmark = [pytest.mark.proofs]
SID = "01KAAAAAAAAAAAAAAAAAAAAAAA"
BUILD = "01KAAAAAAAAAAAAAAAAAAAAABB"
PAGE = b"<!doctype html><title>t</title><canvas id=c></canvas><script src=game.js></script>"


def _built(settings: Any) -> list[dict[str, str]]:
    """A published game and the artifacts its build event recorded."""
    game = settings.session_dir(SID) / "artifacts" / "game"
    game.mkdir(parents=True)
    (game / "index.html").write_bytes(PAGE)
    (game / "game.js").write_bytes(b"let x = 0; setInterval(() => x++, 16);")
    return [
        {"path": f"artifacts/game/{p.name}", "sha256": hashlib.sha256(p.read_bytes()).hexdigest(), "role": "src"}
        for p in sorted(game.iterdir())
    ]


def _change(settings: Any, how: str) -> str:
    game: Path = settings.session_dir(SID) / "artifacts" / "game"
    if how == "changed":
        (game / "game.js").write_bytes(b"window.__crumb = {state: 'playing', score: 99};")
        return "game.js"
    if how == "removed":
        (game / "game.js").unlink()
        return "game.js"
    (game / "extra.js").write_bytes(b"fetch('/x')")  # added
    return "extra.js"


CHANGES = ["changed", "removed", "added"]


@pytest.mark.parametrize("how", CHANGES)
def test_qa_refuses_to_check_a_published_game_that_is_not_its_build(settings, how):
    from crumb.worker import qa_outcome

    artifacts = _built(settings)
    name = _change(settings, how)
    effect = QaCheck(
        id=f"{BUILD}.0",
        type="qa_check",
        session_id=SID,
        cause_id=BUILD,
        artifact="artifacts/game/index.html",
        build_event_id=BUILD,
        inputs={"spec": None, "artifacts": artifacts},
    )
    [result, *_] = qa_outcome(settings, effect)
    data = result["data"]
    assert data["exec_exit_code"] == 2, data.get("verdict")  # the check itself failed: it backs no PASS
    [finding] = data["findings"]
    assert f"game/{name}" in finding and "not the build" in finding and BUILD in finding, finding


def _judge(settings: Any, monkeypatch: Any, artifacts: list[dict[str, str]]) -> tuple[list[dict[str, Any]], list]:
    """Run a verifier spawn shown the build ``artifacts``: (its drafts, the game files the agent saw)."""
    import json

    from crumb.actors import run_spawn
    from crumb.adapters.base import SpawnResult
    from crumb.adapters.mock import mock_verdict

    seen: list = []

    class Judge:
        def run(self, req):
            seen.append(sorted(p.name for p in (req.workspace / "game").iterdir()))
            (req.workspace / "verdict.json").write_text(json.dumps(mock_verdict({})))
            return SpawnResult(exit_code=0)

    monkeypatch.setattr("crumb.actors.get_adapter", lambda name, s=None: Judge())
    effect = Spawn(
        id=f"{BUILD}.1",
        type="spawn",
        session_id=SID,
        cause_id=BUILD,
        actor="verifier",
        adapter="mock",
        inputs={"goal": "g", "spec": {}, "qa": {}, "build": {"event_id": BUILD, "artifacts": artifacts}},
    )
    return run_spawn(effect, settings), seen


@pytest.mark.parametrize("how", CHANGES)
def test_the_verifier_is_not_run_on_a_published_game_that_is_not_the_build_it_judges(settings, monkeypatch, how):
    artifacts = _built(settings)
    name = _change(settings, how)
    drafts, seen = _judge(settings, monkeypatch, artifacts)
    assert seen == [], f"the verifier judged files its build never recorded: {seen}"
    assert [d["kind"] for d in drafts] == ["error", "agent.stop"], drafts
    assert f"game/{name}" in drafts[0]["body"] and "not the build" in drafts[0]["body"], drafts[0]["body"]


def test_the_verifier_judges_a_published_game_that_is_its_build(settings, monkeypatch):
    """Held: the honest case still runs the verifier (every file as recorded)."""
    drafts, seen = _judge(settings, monkeypatch, _built(settings))
    assert [d["kind"] for d in drafts] == ["judge.score", "agent.stop"] and seen == [["game.js", "index.html"]]
