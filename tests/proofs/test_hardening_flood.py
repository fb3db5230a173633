"""An agent flooding the transcript with notes. Each note was bounded (``max_draft_bytes``, 1 MiB) and
so was their number (1,000 lines a spawn), not their sum: one spawn could put a thousand notes of
just under a mebibyte each, about 1 GB, into the session's transcript, which the dashboard, the
exports and every replay read whole. Failed on the code before the per-spawn budget."""

from __future__ import annotations

import json

import pytest

from crumb.core.effects import Spawn

pytestmark = [pytest.mark.proofs]


def _spawn() -> Spawn:
    sid = "01KAAAAAAAAAAAAAAAAAAAAAAA"
    return Spawn(id=f"{sid}.0", type="spawn", session_id=sid, cause_id=sid, actor="builder", adapter="mock", inputs={})


def test_an_agents_notes_past_their_budget_are_refused_with_one_audit_and_not_read(settings, tmp_path):
    from crumb.actors import AGENT_EVENTS_FILE, _Stamp, forward_agent_events
    from crumb.agent_notes import notes_budget

    small = settings.replace(max_draft_bytes=4096)  # the same rule at a size a test writes quickly
    budget = notes_budget(small)
    note = json.dumps({"kind": "note", "body": "x" * 4000})  # each under the per-note limit
    count = budget // len(note) + 50
    path = tmp_path / AGENT_EVENTS_FILE
    path.write_text((note + "\n") * count)
    drafts = forward_agent_events(path, "builder", _Stamp(_spawn(), "mock"), small)
    notes = [d for d in drafts if d["kind"] == "note"]
    audits = [d for d in drafts if d["kind"] == "audit"]
    assert sum(len(json.dumps(d)) for d in notes) <= budget + len(note) * 2, "the notes passed their budget"
    assert len(notes) < count
    [audit] = audits
    assert audit["data"]["violation"] == "notes_over_budget", audit
    assert f"more than {budget} bytes" in audit["body"] and "the rest was not read" in audit["body"], audit["body"]


def test_notes_within_the_budget_are_all_forwarded(settings, tmp_path):
    """Held: a spawn's ordinary notes are untouched."""
    from crumb.actors import AGENT_EVENTS_FILE, _Stamp, forward_agent_events

    path = tmp_path / AGENT_EVENTS_FILE
    path.write_text("".join(json.dumps({"kind": "note", "body": f"step {n}"}) + "\n" for n in range(200)))
    drafts = forward_agent_events(path, "builder", _Stamp(_spawn(), "mock"), settings)
    assert [d["body"] for d in drafts] == [f"step {n}" for n in range(200)]


def test_an_agents_tool_calls_are_bounded_in_number_and_size(settings, monkeypatch):
    """Failed before: every tool call an agent CLI printed became a live ``tool.call`` draft whose body
    held the call's path or command whole: 5,000 calls with a 100 KB command each sent 5,000 drafts,
    500 MB, towards the transcript."""
    from crumb.actors import MAX_TAPS, TAP_CHARS, run_spawn
    from crumb.adapters.base import SpawnResult

    class Busy:
        def run(self, req):
            for n in range(5000):
                req.on_tool({"tool_kind": "tool_use", "tool": "Bash", "path": f"echo {n} " + "y" * 100_000})
            (req.workspace / "game").mkdir()
            (req.workspace / "game" / "index.html").write_text("<canvas></canvas>")
            return SpawnResult(exit_code=0)

    monkeypatch.setattr("crumb.actors.get_adapter", lambda name, s=None: Busy())
    sent: list = []
    run_spawn(_spawn(), settings, emit=sent.append)
    taps = [d for d in sent if d["kind"] == "tool.call"]
    assert len(taps) == MAX_TAPS, len(taps)
    assert all(len(d["body"]) <= TAP_CHARS + 1 and len(str(d["data"])) < 2 * TAP_CHARS + 200 for d in taps)
    [told] = [d for d in sent if d["kind"] == "note" and "tool calls" in d["body"]]
    assert f"after {MAX_TAPS} tool calls" in told["body"], told["body"]
