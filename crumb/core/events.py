"""The CRUMB message: one transcript line.

Field names, actors, kinds, steps and verdicts are those of the original CRUMB message schema
(``shared/fixtures/crumb-original/message.schema.json``) so that tools read both; our own extras
live under ``data`` or ``metadata``. These pydantic models are the single source of truth;
``crumb schema`` prints their JSON Schema.
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from crumb.core.roles import SPAWNABLE
from crumb.core.scoring import SRC_QA, SRC_REDUCER, SRC_VERIFIER
from crumb.errors import DraftInvalid

ACTORS = ("user", "coordinator", "planner-lead", "researcher", "builder", "verifier", "validator", "system")
KINDS = (
    "session.start",
    "session.end",
    "agent.wake",
    "agent.stop",
    "goal",
    "question.socratic",
    "answer.socratic",
    "spec",
    "spec.update",
    "build",
    "qa.result",
    "verify.result",
    "judge.score",
    "done",
    "agent.thought_summary",
    "note",
    "step.socratic",
    "step.concept",
    "step.research",
    "step.research.video",
    "step.design",
    "step.judge",
    "user.intervene",
    "user.veto",
    "user.approve",
    "user.pause",
    "user.resume",
    "ack",
    "handoff.requested",
    "handoff.rollback",
    "artifact.created",
    "version.released",
    "error",
    "audit",
    "tool.call",
    "tool.result",
)
STEPS = (
    "socratic",
    "concept",
    "research",
    "research.video",
    "design",
    "builder",
    "qa",
    "verifier",
    "grader",
    "critic",
    "defender",
    "regrader",
    "synth",
)
VERDICTS = ("PASS", "PARTIAL", "FAIL", "REJECT")
SCORE_SOURCES = (SRC_VERIFIER, SRC_QA, SRC_REDUCER)
HARNESSES = (
    "claude-code",
    "codex",
    "gemini-cli",
    "gemini-sdk",
    "anthropic-sdk",
    "openai-sdk",
    "google-sdk",
    "mock",
    "none",
)
PROVIDERS = ("anthropic", "openai", "google", "none")
ARTIFACT_ROLES = ("src", "doc", "config", "screenshot", "data")
CONTENT_FORMATS = ("markdown", "json", "text", "xml")

# The actors that are the house itself; the others are the roles an adapter runs (crumb.core.roles).
HOUSE = tuple(a for a in ACTORS if a not in SPAWNABLE)
USER_KINDS = ("user.intervene", "user.veto", "user.approve", "user.pause", "user.resume")

Actor = Literal[ACTORS]  # type: ignore[valid-type]
Kind = Literal[KINDS]  # type: ignore[valid-type]
Step = Literal[STEPS]  # type: ignore[valid-type]
VerdictName = Literal[VERDICTS]  # type: ignore[valid-type]

ULID_PATTERN = r"^[0-9A-HJKMNP-TV-Z]{26}$"
_ULID_RE = re.compile(ULID_PATTERN)
# RFC 3339 date-time exactly (the original schema's `format: date-time`): fromisoformat alone also
# takes ISO 8601 forms the schema refuses (week dates, no seconds, basic format, comma fractions).
_RFC3339_RE = re.compile(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})", re.ASCII | re.IGNORECASE)


class _Open(BaseModel):
    """Nested objects of the schema accept extra keys."""

    model_config = ConfigDict(extra="allow", frozen=True)


class ScoreDimension(_Open):
    score: float = Field(ge=0, le=5)
    source: Literal[SCORE_SOURCES]  # type: ignore[valid-type]
    lookup: str | None = None
    evidence: list[str] | None = None
    auto: float | None = Field(default=None, ge=0, le=5)
    semantic: float | None = Field(default=None, ge=0, le=5)
    quality: float | None = Field(default=None, ge=0, le=5)


class Scores(_Open):
    D1: ScoreDimension | None = None
    D2: ScoreDimension | None = None
    D3: ScoreDimension | None = None
    D4: ScoreDimension | None = None
    D5: ScoreDimension | None = None
    D6: ScoreDimension | None = None
    aggregate: float | None = Field(default=None, ge=0, le=30)
    verdict: VerdictName | None = None
    feedback: str | None = None
    courteval: dict[str, str] | None = None
    audit_violations: list[str] | None = None
    goal_completion: float | None = Field(default=None, ge=0, le=5)
    collaboration: float | None = Field(default=None, ge=0, le=5)
    groundedness: float | None = Field(default=None, ge=0, le=5)
    actionability: float | None = Field(default=None, ge=0, le=5)
    cost_efficiency: float | None = Field(default=None, ge=0, le=5)
    intervention_response: float | None = Field(default=None, ge=0, le=5)


class Artifact(_Open):
    path: str
    sha256: str = Field(pattern=r"^[a-f0-9]{64}$")
    role: Literal[ARTIFACT_ROLES] | None = None  # type: ignore[valid-type]


class Content(_Open):
    format: Literal[CONTENT_FORMATS]  # type: ignore[valid-type]
    text: str


class CrumbIds(_Open):
    run_id: str | None = Field(default=None, pattern=ULID_PATTERN)
    turn_id: str | None = Field(default=None, pattern=ULID_PATTERN)
    parent_session_id: str | None = None
    fork_event_id: str | None = Field(default=None, pattern=ULID_PATTERN)


class GenAi(_Open):
    conversation_id: str | None = None
    agent_id: str | None = None
    workflow_name: str | None = None


def _amount() -> Any:
    return Field(default=None, ge=0, allow_inf_nan=False)


class Metadata(_Open):
    visibility: Literal["public", "private"] | None = None
    harness: Literal[HARNESSES] | None = None  # type: ignore[valid-type]
    provider: Literal[PROVIDERS] | None = None  # type: ignore[valid-type]
    model: str | None = None
    adapter_session_id: str | None = None
    cache_carry_over: bool | None = None
    cross_provider: bool | None = None
    deterministic: bool | None = None
    tool: str | None = None
    evidence_kind: Literal["video", "screenshot", "text"] | None = None
    cache_key: str | None = None
    verifier_provider: str | None = None
    builder_provider: str | None = None
    # Counts and amounts the reducer adds up (tokens and cost against the budgets): never negative, NaN
    # or infinite, which would take spend off the budget or stop it from ever being reached.
    turn: float | None = _amount()
    tokens_in: float | None = _amount()
    tokens_out: float | None = _amount()
    cache_read: float | None = _amount()
    cache_write: float | None = _amount()
    latency_ms: float | None = _amount()
    cost_usd: float | None = _amount()
    thinking_tokens: float | None = _amount()
    audit_violations: list[str] | None = None
    consumed_intervene_ids: list[str] | None = None
    ack_for: str | None = Field(default=None, pattern=ULID_PATTERN)
    in_reply_to: str | None = Field(default=None, pattern=ULID_PATTERN)
    crumb: CrumbIds | None = None
    gen_ai: GenAi | None = None

    @field_validator("consumed_intervene_ids")
    @classmethod
    def _ulids(cls, v: list[str] | None) -> list[str] | None:
        if v is not None and not all(_ULID_RE.match(x) for x in v):
            raise ValueError("consumed_intervene_ids must all be ULIDs")
        return v


class Event(BaseModel):
    """One transcript line. ``from`` is spelled ``from_`` in Python."""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)

    id: str = Field(pattern=ULID_PATTERN)
    ts: str
    session_id: str = Field(min_length=1)
    task_id: str | None = None
    from_: Actor = Field(alias="from")
    to: str | None = None
    parent_event_id: str | None = None
    in_reply_to: str | None = None
    kind: Kind
    topic: str | None = None
    step: Step | None = None
    body: str | None = None
    data: dict[str, Any] | None = None
    content: Content | None = None
    artifacts: list[Artifact] | None = None
    scores: Scores | None = None
    ack_required: bool | None = None
    blocking: bool | None = None
    metadata: Metadata | None = None

    @field_validator("ts")
    @classmethod
    def _rfc3339(cls, v: str) -> str:
        if not _RFC3339_RE.fullmatch(v):
            raise ValueError("ts must be an RFC 3339 date-time with a timezone, e.g. 2026-01-01T00:00:00.000Z")
        try:
            datetime.fromisoformat(v.replace("z", "Z"))
        except ValueError as e:
            raise ValueError(f"ts is not a valid date-time: {v!r}") from e
        return v

    @field_validator("to")
    @classmethod
    def _not_star(cls, v: str | None) -> str | None:
        # The original schema's `to` is oneOf [string, enum ["*"]]: "*" matches both, so it is refused.
        if v == "*":
            raise ValueError("to='*' fails the original schema (its oneOf matches twice); leave `to` out for everyone")
        return v

    @property
    def actor(self) -> str:
        return str(self.from_)

    @property
    def meta(self) -> Metadata:
        return self.metadata or _EMPTY_META

    def to_dict(self) -> dict[str, Any]:
        return self.model_dump(by_alias=True, exclude_unset=True, mode="json")

    def to_json(self) -> str:
        return self.model_dump_json(by_alias=True, exclude_unset=True)


_EMPTY_META = Metadata()


def parse_event(obj: dict[str, Any] | str | bytes) -> Event:
    """Validate one complete message (a dict or a JSON line); raise DraftInvalid naming every problem."""
    try:
        if isinstance(obj, (str, bytes)):
            return Event.model_validate_json(obj)
        return Event.model_validate(obj)
    except ValidationError as e:
        raise DraftInvalid(f"invalid event: {describe(e)}", errors=[describe_one(x) for x in e.errors()]) from e


def complete_draft(draft: dict[str, Any], *, new_id: str, now: str, session_id: str | None = None) -> Event:
    """Fill ``id``, ``ts`` and ``session_id`` when absent, then validate. Nothing invalid gets through."""
    if not isinstance(draft, dict):
        raise DraftInvalid(f"a draft must be a JSON object, got {type(draft).__name__}")
    full = dict(draft)
    full.setdefault("id", new_id)
    full.setdefault("ts", now)
    if session_id and not full.get("session_id"):
        full["session_id"] = session_id
    return parse_event(full)


def describe_one(err: Any) -> str:
    loc = ".".join(str(p) for p in err.get("loc", ())) or "(event)"
    return f"{loc}: {err.get('msg', 'invalid')}"


def describe(e: ValidationError) -> str:
    parts = [describe_one(x) for x in e.errors()[:5]]
    more = len(e.errors()) - len(parts)
    return "; ".join(parts) + (f"; and {more} more" if more > 0 else "")


def json_schema() -> dict[str, Any]:
    """Our JSON Schema for a transcript line."""
    schema = Event.model_json_schema(by_alias=True)
    schema["title"] = "CRUMB transcript message"
    return schema
