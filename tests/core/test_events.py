"""The event model against the original CRUMB schema: same enums, same fields, and every event we build validates."""

from __future__ import annotations

import importlib.util
import json

import pytest
from jsonschema import Draft202012Validator

from crumb.core import events
from crumb.core.catalog import KIND_DOCS
from crumb.core.events import Event, complete_draft, json_schema, parse_event
from crumb.core.inbox import GRAMMAR, parse_line
from crumb.errors import DraftInvalid
from crumb.transcript import TranscriptWriter, read_events
from tests.conftest import fixture_dir
from tests.schema_check import assert_valid_against_original, original_errors, original_schema

ULID = "01ARZ3NDEKTSV4RRFFQ69G5FAV"
OTHER = "01BX5ZZKBKACTAV9WEVGEMMVRZ"
TS = "2026-12-02T10:00:00.000Z"
SHA = "a" * 64
FIXTURES = ("transcript-fail-qa.jsonl", "transcript-pass-cat-puzzle.jsonl")


def _props() -> dict:
    return original_schema()["properties"]


@pytest.mark.parametrize(
    ("ours", "where"),
    [
        (events.ACTORS, ("from",)),
        (events.KINDS, ("kind",)),
        (events.STEPS, ("step",)),
        (events.VERDICTS, ("scores", "verdict")),
        (events.HARNESSES, ("metadata", "harness")),
        (events.PROVIDERS, ("metadata", "provider")),
        (events.ARTIFACT_ROLES, ("artifacts", "role")),
        (events.CONTENT_FORMATS, ("content", "format")),
    ],
)
def test_each_enum_equals_the_original_schemas(ours, where):
    node = _props()[where[0]]
    for key in where[1:]:
        node = node.get("items", node)["properties"][key]
    assert len(ours) == len(set(ours)), "an enum lists a value twice"
    assert set(ours) == set(node["enum"])


def test_score_sources_equal_the_original_schemas():
    assert set(events.SCORE_SOURCES) == set(
        original_schema()["$defs"]["scoreDimension"]["properties"]["source"]["enum"]
    )


def test_the_kind_list_has_all_thirty_six_kinds_once():
    assert len(events.KINDS) == len(set(events.KINDS)) == 36


def test_the_user_kinds_are_exactly_the_schemas_user_kinds():
    assert set(events.USER_KINDS) == {k for k in _props()["kind"]["enum"] if k.startswith("user.")}


def test_the_top_level_fields_and_required_ones_equal_the_original_schemas():
    fields = {f.alias or name for name, f in Event.model_fields.items()}
    assert fields == set(_props())
    required = {f.alias or name for name, f in Event.model_fields.items() if f.is_required()}
    assert required == set(original_schema()["required"])


def test_every_kind_is_documented_once_with_who_emits_it_and_what_the_reducer_does():
    assert list(KIND_DOCS) == list(events.KINDS)
    for kind, doc in KIND_DOCS.items():
        assert doc.kind == kind and doc.emitted_by and doc.reducer and doc.group


# --- the date-time format is really checked ----------------------------------------------------


def test_the_format_checker_really_checks_date_time():
    assert importlib.util.find_spec("rfc3339_validator"), "jsonschema[format] needs rfc3339-validator for date-time"
    assert "date-time" in Draft202012Validator.FORMAT_CHECKER.checkers
    good = {"id": ULID, "ts": TS, "session_id": "s", "from": "user", "kind": "goal"}
    assert original_errors(good) == []
    for bad_ts in ("yesterday", "2026-13-01T00:00:00Z", "2026-02-30T00:00:00Z", "2026-01-01T00:00:00"):
        assert any("date-time" in e for e in original_errors(good | {"ts": bad_ts})), bad_ts


@pytest.mark.parametrize(
    "ts",
    [
        "2026-01-01T00:00Z",  # no seconds
        "20260101T000000Z",  # ISO 8601 basic format
        "2026-W01-1T00:00:00Z",  # week date
        "2026-01-01T00:00:00,5Z",  # comma fraction
        "2026-01-01T00:00:00",  # no offset
        "2026-01-01 00:00:00Z",  # space separator
        "2026-01-01T00:00:00+0100",  # offset without colon
        "2026-02-30T00:00:00Z",  # no such day
    ],
)
def test_a_ts_the_original_schema_refuses_is_refused_by_our_model_too(ts):
    draft = {"id": ULID, "ts": ts, "session_id": "s", "from": "user", "kind": "goal"}
    assert original_errors(draft)
    with pytest.raises(DraftInvalid, match="ts"):
        parse_event(draft)


@pytest.mark.parametrize("ts", ["2026-12-02T10:00:00Z", "2026-12-02T10:00:00.123456789+09:00", "2026-12-02t10:00:00z"])
def test_a_ts_the_original_schema_accepts_is_accepted(ts):
    draft = {"id": ULID, "ts": ts, "session_id": "s", "from": "user", "kind": "goal"}
    assert original_errors(draft) == []
    assert parse_event(draft).ts == ts


@pytest.mark.parametrize(
    ("patch", "field"),
    [
        ({"id": "not-a-ulid"}, "id"),
        ({"session_id": ""}, "session_id"),
        ({"from": "builder-fallback"}, "from"),
        ({"kind": "qa.results"}, "kind"),
        ({"extra": 1}, "extra"),
        ({"to": "*"}, "to"),
        ({"artifacts": [{"path": "a", "sha256": "XYZ"}]}, "artifacts"),
        ({"scores": {"D1": {"score": 6, "source": "verifier-llm"}}}, "scores"),
        ({"metadata": {"ack_for": "nope"}}, "metadata"),
    ],
)
def test_what_the_original_schema_refuses_our_model_refuses(patch, field):
    draft = {"id": ULID, "ts": TS, "session_id": "s", "from": "user", "kind": "goal"} | patch
    assert original_errors(draft), "the case should be invalid under the original schema"
    with pytest.raises(DraftInvalid, match=field):
        parse_event(draft)


# --- every event we build validates --------------------------------------------------------------


def _sample_drafts() -> list[dict]:
    """One realistic draft per kind, shaped as docs/ARCHITECTURE.md says each part writes it."""
    art = [{"path": "artifacts/game/index.html", "sha256": SHA, "role": "src"}]
    scores = {
        "D1": {"score": 4, "source": "verifier-llm", "evidence": ["AC1 ok"]},
        "D2": {"score": 5, "source": "qa-check-effect"},
        "D4": {"score": 3.5, "source": "reducer-auto"},
        "aggregate": 25.5,
        "verdict": "PASS",
        "feedback": "fine",
        "deviation": {"type": "Minor"},
        "suggested_change": "none",
    }
    specials: dict[str, dict] = {
        "session.start": {"from": "system", "data": {"goal": "a cat puzzle", "limits": {"respecs": 3}, "bindings": {}}},
        "goal": {"from": "user", "body": "a cat puzzle"},
        "spec": {
            "from": "planner-lead",
            "data": {"title": "Cats"},
            "artifacts": [{"path": "artifacts/spec.json", "sha256": SHA}],
        },
        "build": {"from": "builder", "artifacts": art},
        "artifact.created": {"from": "builder", "artifacts": art},
        "qa.result": {
            "from": "system",
            "data": {"checks": [], "build_event_id": OTHER},
            "metadata": {"tool": "qa-check-effect@v1", "deterministic": True},
        },
        "judge.score": {"from": "verifier", "scores": scores},
        "verify.result": {"from": "verifier", "scores": scores},
        "agent.stop": {
            "from": "system",
            "data": {"exit_code": 0},
            "metadata": {
                "tokens_in": 10,
                "tokens_out": 20,
                "latency_ms": 5,
                "cost_usd": 0.01,
                "adapter": "local",
                "effect_id": f"{OTHER}.0",
                "harness": "none",
            },
        },
        "ack": {
            "from": "system",
            "body": "approved",
            "metadata": {"ack_for": OTHER, "visibility": "public", "deterministic": True},
        },
        "audit": {
            "from": "validator",
            "body": "pass without qa",
            "metadata": {"audit_violations": ["pass_without_qa"]},
        },
        "error": {"from": "builder", "body": "no index.html", "parent_event_id": OTHER},
        "handoff.rollback": {"from": "coordinator", "to": "builder", "data": {"deviation": {"type": "Important"}}},
        "done": {"from": "system", "body": "verdict_pass"},
        "note": {"from": "system", "body": "x", "content": {"format": "markdown", "text": "**x**"}, "step": "qa"},
    }
    return [{"from": "system", "body": kind} | specials.get(kind, {}) | {"kind": kind} for kind in events.KINDS]


def test_one_event_of_every_kind_written_by_our_writer_validates_against_the_original(tmp_path):
    path = tmp_path / "transcript.jsonl"
    written = TranscriptWriter(path, "s-all-kinds").append_many(_sample_drafts())
    assert {e.kind for e in written} == set(events.KINDS)
    for line in path.read_bytes().splitlines():
        assert_valid_against_original(json.loads(line))


def test_every_intervention_example_validates_against_the_original():
    for cmd in GRAMMAR:
        assert_valid_against_original(complete_draft(parse_line(cmd.example, "s"), new_id=ULID, now=TS).to_dict())


@pytest.mark.parametrize("name", FIXTURES)
def test_each_fixture_transcript_parses_line_by_line_and_round_trips(name):
    path = fixture_dir() / name
    raw_lines = [line for line in path.read_bytes().split(b"\n") if line.strip()]
    assert raw_lines
    for n, raw in enumerate(raw_lines, 1):
        event = parse_event(raw)
        # What we would write back is the same object, and still valid under the original schema.
        assert event.to_dict() == json.loads(raw), f"{name}:{n} changes on a round trip"
        assert_valid_against_original(event.to_dict())
    assert len(read_events(path)) == len(raw_lines)


# --- our own schema --------------------------------------------------------------------------------


def test_our_json_schema_is_a_valid_schema_that_names_every_kind():
    schema = json_schema()
    Draft202012Validator.check_schema(schema)
    assert set(schema["properties"]) == set(_props())
    assert set(schema["properties"]["kind"]["enum"]) == set(events.KINDS)
