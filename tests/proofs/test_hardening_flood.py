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
