"""Effects: what the reducer asks the world to do. Only the dispatcher carries them out.

Each effect has a stable ``id`` derived from the event that caused it (``<event id>.<n>``), so a
redelivered task or a replay after a crash is recognised as the same effect, never a new one.

Types and who runs them:

- ``spawn``        a Celery task on the actor's queue (planner / builder / verifier) runs the adapter
- ``qa_check``     a Celery task on the ``qa`` queue runs :func:`crumb.qa.run_qa`
- ``append``       the coordinator writes ``draft`` itself (acks, audits, notes)
- ``finish``       the coordinator writes ``done`` (body = reason) then ``session.end``
- ``hook``         the coordinator writes a public ``note`` asking a person (partial, paused, budget…)
- ``cancel_spawn`` the coordinator revokes the actor's running task
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, get_args

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from crumb.core.roles import ACTOR_QUEUES, QA

__all__ = [
    "Effect",
    "EffectBase",
    "Spawn",
    "QaCheck",
    "Append",
    "Finish",
    "Hook",
    "CancelSpawn",
    "SandwichAppend",
    "EFFECT_TYPES",
    "effect_id",
    "parse_effect",
]


class SandwichAppend(BaseModel):
    model_config = ConfigDict(frozen=True)
    source_id: str
    text: str


class EffectBase(BaseModel):
    """What every effect carries: its stable id, its session and the event that caused it."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str
    type: str  # each effect type narrows it to its own literal
    session_id: str
    cause_id: str

    @property
    def queue(self) -> str | None:
        """The Celery queue for effects that leave the coordinator; None for internal ones."""
        return None

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "type": self.type} | self.model_dump(mode="json", exclude_defaults=True)


class Spawn(EffectBase):
    """Run an actor on its adapter, with the projected input it may see and nothing else (DESIGN law 5):
    planner-lead {goal, previous_spec?, feedback[], parent?}, builder {goal, spec, feedback[], parent?},
    verifier {goal, spec, qa, build}."""

    type: Literal["spawn"] = "spawn"
    actor: str
    adapter: str
    model: str | None = None
    prompt: str | None = None
    sandwich_appends: tuple[SandwichAppend, ...] = ()
    inputs: dict[str, Any] = Field(default_factory=dict)

    @property
    def queue(self) -> str | None:
        return ACTOR_QUEUES.get(self.actor)


class QaCheck(EffectBase):
    """Check the build whose entry is ``artifact`` (relative to the session folder); inputs {spec}."""

    type: Literal["qa_check"] = "qa_check"
    artifact: str
    build_event_id: str
    inputs: dict[str, Any] = Field(default_factory=dict)

    @property
    def queue(self) -> str | None:
        return QA.queue


class Append(EffectBase):
    """The coordinator writes ``draft`` itself (an ack, an audit, a note)."""

    type: Literal["append"] = "append"
    draft: dict[str, Any]


class Finish(EffectBase):
    """The coordinator writes ``done`` (body = reason), then ``session.end``."""

    type: Literal["finish"] = "finish"
    reason: str
    body: str | None = None


class Hook(EffectBase):
    """The coordinator writes a public ``note`` asking a person (partial, paused, budget…)."""

    type: Literal["hook"] = "hook"
    hook: str
    body: str
    data: dict[str, Any] = Field(default_factory=dict)


class CancelSpawn(EffectBase):
    """The coordinator revokes the running task of ``actor`` ("all" for every one)."""

    type: Literal["cancel_spawn"] = "cancel_spawn"
    actor: str
    reason: str


Effect = Annotated[Spawn | QaCheck | Append | Finish | Hook | CancelSpawn, Field(discriminator="type")]
EFFECT_TYPES: tuple[str, ...] = tuple(m.model_fields["type"].default for m in get_args(get_args(Effect)[0]))
_ADAPTER: TypeAdapter[Effect] = TypeAdapter(Effect)


def parse_effect(obj: dict[str, Any]) -> Effect:
    """An effect from its ``to_dict`` form (a task's argument); pydantic's ValidationError names what is wrong."""
    return _ADAPTER.validate_python(obj)


def effect_id(cause_id: str, n: int) -> str:
    """The stable id of the n-th effect caused by an event."""
    return f"{cause_id}.{n}"
