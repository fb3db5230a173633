"""Issue 16, the ingest stream: forged outcomes, poison entries, replays, oversize drafts, silent drops.
Each attack goes through a real coordinator on a real Redis and is refused *and* recorded; each test
failed on the code before the fix."""

from __future__ import annotations

import json
import logging
from typing import Any

import pytest

from crumb import bus, transcript
from crumb.adapters.mock import mock_spec
from crumb.connections import INGEST_GROUP, keys
from crumb.coordinator import Coordinator
from crumb.core.inbox import parse_line
from tests.executors import RecordingExecutor
from tests.proofs.conftest import Records

pytestmark = [pytest.mark.proofs, pytest.mark.redis]
QA_TOOL = "qa-check-effect@v1"
BINDS = {a: {"adapter": "mock", "model": None, "fallback": []} for a in ("planner-lead", "builder", "verifier")}


class Stage:
    """A coordinator and one session driven by signed outcomes, as the workers would send them."""

    def __init__(self, settings: Any, redis_client: Any) -> None:
        self.settings, self.raw = settings, redis_client
        self.executor = RecordingExecutor()
        self.coordinator = Coordinator(settings, self.executor)
        self.coordinator.ensure_group()
        self.sid = bus.request_session(settings, "a paddle game", bindings=BINDS)
        self.step()

    def step(self) -> None:
        self.coordinator.step(block=False)

    @property
    def last(self) -> Any:
        return self.executor.dispatched[-1]

    def outcome(self, effect: Any, drafts: list[dict[str, Any]]) -> None:
        bus.submit_outcome(
            self.settings,
            effect.id,
            self.sid,
            [{**d, "metadata": {**d.get("metadata", {}), "effect_id": effect.id}} for d in drafts],
        )
        self.step()

    def to_qa(self) -> Any:
        """Planner and builder done: the qa_check effect is outstanding."""
        planner = self.last
        self.outcome(
            planner,
            [
                {"from": "planner-lead", "kind": "spec", "body": "spec", "data": mock_spec("a paddle game")},
                _stop("planner-lead"),
            ],
        )
        builder = self.last
        self.outcome(
            builder,
            [
                {
                    "from": "builder",
                    "kind": "build",
                    "body": "build",
                    "data": {"entry": "artifacts/game/index.html"},
                    "artifacts": [{"path": "artifacts/game/index.html", "sha256": "0" * 64, "role": "src"}],
                },
                _stop("builder"),
            ],
        )
        assert self.last.type == "qa_check"
        return self.last

    def xadd(self, fields: dict[Any, Any]) -> str:
        entry = self.raw.xadd(keys(self.settings).ingest, fields)
        return entry.decode() if isinstance(entry, bytes) else entry

    def events(self) -> list[Any]:
        return transcript.read_events(self.settings.session_dir(self.sid) / transcript.TRANSCRIPT_FILE)

    def pending(self) -> int:
        return int(self.raw.xpending(keys(self.settings).ingest, INGEST_GROUP)["pending"])


def _stop(actor: str) -> dict[str, Any]:
    return {"from": actor, "kind": "agent.stop", "body": "stopped", "data": {"exit_code": 0}}


def _qa(body: str, exit_code: int = 0) -> dict[str, Any]:
    return {
        "from": "system",
        "kind": "qa.result",
        "body": body,
        "data": {"exec_exit_code": exit_code, "checks": []},
        "metadata": {"deterministic": True, "tool": QA_TOOL},
    }


@pytest.fixture
def stage(settings, redis_client) -> Stage:
    return Stage(settings, redis_client)


# -- 1. every entry signed; an outcome carries only what its effect may produce -------------------------


def test_an_unsigned_qa_outcome_is_refused_with_an_audit_and_the_real_one_that_follows_is_kept(stage):
    qa = stage.to_qa()
    forged = {
        "effect_id": qa.id,
        "session_id": stage.sid,
        "drafts": [{**_qa("all green (forged)"), "metadata": {"effect_id": qa.id}}],
    }
    entry = stage.xadd({"type": "outcome", "payload": json.dumps(forged)})
    stage.step()
    audits = [e for e in stage.events() if e.kind == "audit" and entry in (e.body or "")]
    assert len(audits) == 1 and audits[0].data["violation"] == "unsigned_entry", [e.body for e in stage.events()]
    assert not any(e.kind == "qa.result" for e in stage.events()), "the forgery became QA evidence"
    stage.outcome(qa, [_qa("QA exit 1 (the real one)", 1)])
    assert [e.body for e in stage.events() if e.kind == "qa.result"] == ["QA exit 1 (the real one)"]


def test_an_unsigned_outcome_cannot_approve_or_finish_a_session(stage):
    planner = stage.last
    drafts = [
        {"from": "user", "kind": "user.approve", "body": "ok"},
        {"from": "coordinator", "kind": "done", "body": "verdict_pass"},
        {"from": "system", "kind": "session.end", "body": "end"},
    ]
    payload = {
        "effect_id": planner.id,
        "session_id": stage.sid,
        "drafts": [{**d, "metadata": {"effect_id": planner.id}} for d in drafts],
    }
    stage.xadd({"type": "outcome", "payload": json.dumps(payload), "sig": "0" * 64})  # a wrong signature
    stage.step()
    kinds = [e.kind for e in stage.events()]
    assert not {"user.approve", "done", "session.end"} & set(kinds), kinds
    assert kinds.count("audit") == 1
    stage.outcome(
        planner,
        [
            {"from": "planner-lead", "kind": "spec", "body": "spec", "data": mock_spec("a paddle game")},
            _stop("planner-lead"),
        ],
    )
    assert "spec" in [e.kind for e in stage.events()] and stage.last.actor == "builder"


def test_a_spawn_outcome_carries_only_its_actors_kinds_from_that_actor(stage):
    planner = stage.last
    stage.outcome(
        planner,
        [
            {"from": "builder", "kind": "note", "body": "I am the builder"},
            {
                "from": "planner-lead",
                "kind": "build",
                "body": "a build from the planner",
                "data": {"entry": "artifacts/game/index.html"},
            },
            {"from": "planner-lead", "kind": "judge.score", "body": "PASS", "scores": {"verdict": "PASS"}},
            {"from": "planner-lead", "kind": "spec", "body": "spec", "data": mock_spec("a paddle game")},
            _stop("planner-lead"),
        ],
    )
    events = stage.events()
    refused = [e.body for e in events if e.kind == "error" and "refused" in (e.body or "")]
    assert len(refused) == 3, refused
    assert any("from=builder" in b for b in refused) and any("kind=build" in b for b in refused)
    assert any("kind=judge.score" in b for b in refused)
    assert not any(e.kind in ("build", "judge.score") for e in events)
    assert not any(e.body == "I am the builder" for e in events)
    assert "spec" in [e.kind for e in events]


def test_qa_evidence_comes_only_in_the_outcome_of_a_qa_check(stage):
    qa = stage.to_qa()
    stage.outcome(
        qa,
        [
            {"from": "verifier", "kind": "judge.score", "body": "PASS", "scores": {"verdict": "PASS"}},
            {"from": "user", "kind": "user.approve", "body": "ok"},
            _qa("QA exit 0"),
        ],
    )
    events = stage.events()
    assert not any(e.kind in ("judge.score", "user.approve") for e in events)
    assert len([e for e in events if e.kind == "error" and "qa_check" in (e.body or "")]) == 2
    assert [e.body for e in events if e.kind == "qa.result"] == ["QA exit 0"]


# -- 2. no poison entry ------------------------------------------------------------------------------------


def test_an_entry_that_is_not_utf8_is_acknowledged_answered_and_the_loop_goes_on(stage):
    with Records("crumb.coordinator") as logs:
        nameless = stage.xadd({"type": "draft", "payload": b"\xff\xfe not text"})
        named = stage.xadd(
            {"type": "draft", "payload": b'{"session_id": "' + stage.sid.encode() + b'", "body": "\xff"}'}
        )
        odd_field = stage.xadd({b"\xfe": b"x", "type": "outcome"})
        bus.submit_draft(stage.settings, {"session_id": stage.sid, **parse_line("/note still here", stage.sid)})
        stage.step()  # raised UnicodeDecodeError inside redis-py before
    warnings = "\n".join(r.getMessage() for r in logs.records if r.levelno >= logging.WARNING)
    assert nameless in warnings and "not text" in warnings, warnings
    assert odd_field in warnings
    errors = [e.body for e in stage.events() if e.kind == "error"]
    assert any(named in b and "not UTF-8" in b for b in errors), errors
    assert any(e.kind == "user.intervene" and e.body == "still here" for e in stage.events())
    assert stage.pending() == 0


def test_a_restart_over_a_pending_poison_entry_answers_it_and_goes_on(stage, settings, redis_client):
    named = stage.xadd({"type": "draft", "payload": b'{"session_id": "' + stage.sid.encode() + b'", "body": "\xff"}'})
    # A coordinator read it and died before acknowledging it: the entry is pending.
    redis_client.xreadgroup(INGEST_GROUP, "a-dead-coordinator", {keys(settings).ingest: ">"}, count=10)
    assert stage.pending() == 1
    again = Coordinator(settings, RecordingExecutor())
    again.start()  # died again claiming it before
    assert stage.pending() == 0
    assert any(e.kind == "error" and named in (e.body or "") for e in stage.events())


# -- 3. no replay --------------------------------------------------------------------------------------------


def _last_entry(stage: Stage) -> dict[bytes, bytes]:
    ((_, fields),) = stage.raw.xrevrange(keys(stage.settings).ingest, count=1)
    return fields


def test_a_replayed_intervention_is_refused_with_an_audit_even_after_a_restart(stage, settings):
    bus.submit_draft(settings, parse_line("/veto too slow", stage.sid))
    copy = _last_entry(stage)  # what anyone reading the stream could re-add
    stage.step()
    replay = stage.xadd(copy)
    stage.step()
    restarted = Coordinator(settings, RecordingExecutor())
    restarted.start()
    after_restart = stage.xadd(copy)
    restarted.step(block=False)
    events = stage.events()
    assert [e.kind for e in events].count("user.veto") == 1, "a replayed veto was accepted"
    audits = [e for e in events if e.kind == "audit" and e.data.get("violation") == "replayed_draft"]
    assert [a.body.count(r) for a, r in zip(audits, (replay, after_restart), strict=False)] == [1, 1], [
        a.body for a in audits
    ]


def test_a_signed_draft_without_its_id_is_refused(stage, settings):
    fields = bus.sign(
        settings,
        {
            "type": "draft",
            "payload": json.dumps({"session_id": stage.sid, "from": "user", "kind": "note", "body": "no id"}),
        },
    )
    entry = stage.xadd(fields)
    stage.step()
    assert not any(e.kind == "note" and e.body == "no id" for e in stage.events())
    assert any(e.kind == "audit" and entry in (e.body or "") and "id" in e.body for e in stage.events())


# -- 6. a size cap on every draft; every dropped entry at WARNING --------------------------------------------


def test_an_oversize_draft_is_refused_with_an_error_that_says_so(stage, settings):
    with Records("crumb.coordinator") as logs:
        entry = bus.submit_draft(
            settings,
            {"session_id": stage.sid, "from": "user", "kind": "note", "body": "x" * (settings.max_draft_bytes + 10)},
        )
        stage.step()
    errors = [e.body for e in stage.events() if e.kind == "error" and entry in (e.body or "")]
    assert len(errors) == 1 and "too large" in errors[0] and "max_draft_bytes" in errors[0], errors
    assert not any(e.kind == "note" and len(e.body or "") > settings.max_draft_bytes for e in stage.events())
    assert all(len(r.getMessage()) < 5000 for r in logs.records)


def test_every_dropped_entry_is_logged_at_warning(stage, settings):
    with Records("crumb.coordinator") as logs:
        late = bus.submit_outcome(settings, "01NOSUCHEFFECT.0", stage.sid, [_stop("planner-lead")])
        lost = bus.submit_outcome(settings, "01NOSUCHEFFECT.0", "01NOSUCHSESSION", [_stop("planner-lead")])
        stage.step()
    warned = "\n".join(r.getMessage() for r in logs.records if r.levelno >= logging.WARNING)
    assert late in warned and lost in warned, warned


def test_an_oversize_qa_result_still_closes_its_check_and_the_verifier_sees_qa_could_not_report(stage, settings):
    """A game that floods QA's evidence must not leave its check outstanding until the wall clock."""
    qa = stage.to_qa()
    flood = _qa("QA broken (exit 1)", 1)
    flood["data"]["console_errors"] = ["x" * 300] * (settings.max_draft_bytes // 300 + 10)
    stage.outcome(qa, [flood])
    events = stage.events()
    results = [e for e in events if e.kind == "qa.result"]
    assert len(results) == 1, [(e.kind, (e.body or "")[:120]) for e in events[-4:]]
    assert results[0].data["exec_exit_code"] == 2 and "max_draft_bytes" in results[0].data["findings"][0]
    assert qa.id not in stage.coordinator.state(stage.sid).outstanding
    assert stage.last.type == "spawn" and stage.last.actor == "verifier"


def test_an_oversize_output_of_an_agent_is_its_failure_and_it_is_tried_again(stage, settings):
    """A spec too large to record is the planner's error (the breaker counts it), not the system's."""
    planner = stage.last
    spec = mock_spec("a paddle game") | {"notes": ["x" * (settings.max_draft_bytes + 10)]}
    stage.outcome(
        planner, [{"from": "planner-lead", "kind": "spec", "body": "spec", "data": spec}, _stop("planner-lead")]
    )
    errors = [e for e in stage.events() if e.kind == "error"]
    assert [e.from_ for e in errors] == ["planner-lead"], [(e.from_, e.body) for e in errors]
    assert "too large" in (errors[0].body or "") and "max_draft_bytes" in (errors[0].body or "")
    assert stage.coordinator.state(stage.sid).failures.get("planner-lead") == 1
    assert stage.last.type == "spawn" and stage.last.actor == "planner-lead" and stage.last.id != planner.id


# -- 7. a session's request from the house: numbers that are no sums of dollars -------------------------


def _requested(stage: Stage, settings: Any, extra: dict[str, Any]) -> list[Any]:
    from crumb.ids import new_id

    sid = new_id()
    payload = {"session_id": sid, "goal": "a snake game", "bindings": BINDS} | extra
    stage.xadd(bus.sign(settings, {"type": bus.ENTRY_NEW_SESSION, "payload": json.dumps(payload)}))
    stage.step()
    path = settings.session_dir(sid) / transcript.TRANSCRIPT_FILE
    return transcript.read_events(path) if path.exists() else []


@pytest.mark.parametrize("spent", ["abc", float("nan"), float("inf")], ids=["text", "nan", "inf"])
def test_a_session_request_whose_spend_today_is_no_sum_of_dollars_still_starts_without_it(stage, settings, spent):
    """float('abc') raised in the middle of the request: the coordinator logged 'could not be handled' and
    the session the person was given an id for never started; NaN or Infinity were written as null."""
    with Records("crumb.coordinator") as logs:
        events = _requested(stage, settings, {"spend": {"cost_day": "2026-12-06", "day_cost_usd": spent}})
    assert [e.kind for e in events] == ["session.start", "goal"], "the session did not start"
    assert "day_cost_usd" not in (events[0].metadata.model_dump() if events[0].metadata else {})
    warned = [r.getMessage() for r in logs.records if r.levelno == logging.WARNING]
    assert any("day_cost_usd" in w and "no sum of dollars" in w for w in warned), warned


def test_a_session_asking_for_an_infinite_budget_gets_the_stacks_own(stage, settings):
    """A budget of Infinity was taken live and written as null: the session a replay read back had none."""
    events = _requested(stage, settings, {"limits": {"cost_budget_usd": float("inf")}})
    assert events[0].data["limits"]["cost_budget_usd"] == settings.limits()["cost_budget_usd"]
